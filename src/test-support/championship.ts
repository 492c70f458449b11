/**
 * A championship for tests, on the one harness (given.ts): a field with ratings, commands a
 * minute apart, and helpers to play whole rounds with replayable Scrabble scores.
 */
import { createLot } from '../core/lot.js';
import type { Participant } from '../core/participant.js';
import type { ChampionshipConfig } from '../formats/championship/config.js';
import { championship } from '../formats/championship/index.js';
import type { ChampionshipState } from '../formats/championship/state.js';
import { type Command, configOf, Scenario } from './given.js';

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

/** A game's result as the command records it: the round, both players and their scores. */
export const recordGame = (
  round: number,
  first: string,
  second: string,
  firstScore: number,
  secondScore: number,
): Command => ({ type: 'RecordGame', round, first, second, firstScore, secondScore });

/** Rounds 1–3 of one group of four, p1 … p4: p1 beats everybody 400–300, p2 beats p3 and p4, p3 beats p4. */
export const FOUR_PLAYER_ROUNDS: readonly Command[] = [
  recordGame(1, 'p1', 'p4', 400, 300),
  recordGame(1, 'p2', 'p3', 400, 350),
  recordGame(2, 'p1', 'p3', 400, 300),
  recordGame(2, 'p2', 'p4', 400, 300),
  recordGame(3, 'p1', 'p2', 400, 300),
  recordGame(3, 'p3', 'p4', 400, 350),
];

/** A championship driven through the one harness, with whole rounds played in one call. */
export class ChampionshipScenario extends Scenario<ChampionshipState> {
  private readonly byId: ReadonlyMap<string, Participant>;

  constructor(config: ChampionshipConfig, field: readonly Participant[]) {
    super(championship, { config, participants: field }, [], START);
    this.byId = new Map(field.map((p) => [p.id, p]));
  }

  /** Records scores for every open game of the round. */
  play(round: number, seed = 'scores'): this {
    const current = this.state().rounds[round - 1];
    if (!current) throw new Error(`round ${round} is not paired`);
    for (const [i, p] of current.pairings.entries()) {
      if (p.second === null || current.results[i] !== undefined) continue;
      const [a, b] = scoresFor(
        seed,
        round,
        this.byId.get(p.first) as Participant,
        this.byId.get(p.second) as Participant,
      );
      this.given(recordGame(round, p.first, p.second, a, b));
    }
    return this;
  }

  /** Pairs (by the rules) and plays rounds from-to. */
  playThrough(from: number, to: number, seed = 'scores'): this {
    for (let r = from; r <= to; r++) {
      if (!this.state().rounds[r - 1]) this.given({ type: 'PairRound', round: r });
      this.play(r, seed);
    }
    return this;
  }
}

/** A championship of `field` under `preset` with `overrides`, commands a minute apart from START. */
export const session = (
  overrides: Record<string, unknown> = {},
  field: readonly Participant[] = ratedField(12),
  preset = 'dm',
): ChampionshipScenario => new ChampionshipScenario(configOf(championship, overrides, preset), field);
