/**
 * A championship session for tests: a field with ratings, a log, a clock that ticks a minute per
 * command, and helpers to play whole rounds with replayable Scrabble scores.
 */
import { fold } from '../core/engine.js';
import type { Actor, StoredEvent } from '../core/events.js';
import { createLot } from '../core/lot.js';
import type { Participant } from '../core/participant.js';
import type { Refusal } from '../core/types.js';
import { championship } from '../formats/championship/index.js';
import type { ChampionshipState } from '../formats/championship/state.js';
import { minutes, refusalOf, run } from './script.js';

export const START = '2026-05-01T09:00:00+02:00';

/** p1 … pn, p1 the highest-rated. */
export const ratedField = (n: number): Participant[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, rating: 2000 - 15 * i }));

/** Both scores of a game, replayable from the seed; the higher-rated player wins more often. */
export function scoresFor(
  seed: string,
  round: number,
  first: Participant,
  second: Participant,
): [number, number] {
  const lot = createLot(`${seed}:${round}:${first.id}:${second.id}`);
  const edge = ((first.rating ?? 1500) - (second.rating ?? 1500)) / 8;
  return [330 + lot.below(160) + Math.round(edge / 2), 330 + lot.below(160) - Math.round(edge / 2)];
}

export function session(
  overrides: Record<string, unknown> = {},
  field: readonly Participant[] = ratedField(12),
  preset = 'dm',
) {
  const parsed = championship.parseConfig(overrides, preset);
  if (!parsed.ok) throw new Error(parsed.error.map((r) => r.message).join('; '));
  const setup = { config: parsed.value, participants: field };
  const events: StoredEvent[] = [];
  let tick = 0;
  const next = () => minutes(START, tick++);
  const byId = new Map(field.map((p) => [p.id, p]));
  const s = {
    setup,
    events,
    state: (): ChampionshipState => fold<ChampionshipState>(championship, setup, events).state.format,
    fold: () => fold<ChampionshipState>(championship, setup, events),
    do(command: { type: string } & Record<string, unknown>, actor?: Actor) {
      run(championship, setup, [{ at: next(), command, ...(actor ? { actor } : {}) }], events);
      return s;
    },
    refusal(command: { type: string } & Record<string, unknown>, actor?: Actor): Refusal | undefined {
      return refusalOf(championship, setup, events, { at: next(), command, ...(actor ? { actor } : {}) });
    },
    /** Records scores for every open game of the round. */
    play(round: number, seed = 'scores') {
      const current = s.state().rounds[round - 1];
      if (!current) throw new Error(`round ${round} is not paired`);
      for (const [i, p] of current.pairings.entries()) {
        if (p.second === null || current.results[i] !== undefined) continue;
        const [a, b] = scoresFor(
          seed,
          round,
          byId.get(p.first) as Participant,
          byId.get(p.second) as Participant,
        );
        s.do({ type: 'RecordGame', round, first: p.first, second: p.second, firstScore: a, secondScore: b });
      }
      return s;
    },
    /** Pairs (by the rules) and plays rounds from-to. */
    playThrough(from: number, to: number, seed = 'scores') {
      for (let r = from; r <= to; r++) {
        if (!s.state().rounds[r - 1]) s.do({ type: 'PairRound', round: r });
        s.play(r, seed);
      }
      return s;
    },
  };
  return s;
}
