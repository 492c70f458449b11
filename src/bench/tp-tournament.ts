/**
 * Benchmarks of the tournament-points format (`npm run bench`): a weekend event folds once per
 * request and once more for every late entry, so the fold of a whole event, the views a results
 * page draws, and a director's late correction must stay fast. The targets are ours (the issue
 * names none): a results page within a blink on a big online weekend of 64 players, and a
 * 256-player event still well under a second.
 */

import { decideCommand, fold } from '../core/engine.js';
import type { Actor, NewEvent, StoredEvent } from '../core/events.js';
import { addDuration, moment } from '../core/moment.js';
import type { Participant } from '../core/participant.js';
import { parseConfig, type TpConfig } from '../formats/tp-tournament/config.js';
import { bracket } from '../formats/tp-tournament/cup.js';
import { tpTournament } from '../formats/tp-tournament/index.js';
import type { TpState } from '../formats/tp-tournament/state.js';
import { due, gameSheets, groupTables, ratingList, standings } from '../formats/tp-tournament/views.js';
import { atMost, type Bench, timeMs } from './harness.js';

const DIRECTOR: Actor = { kind: 'director', personId: 'bench' };
const START = moment('2026-06-13T08:00:00Z');

function config(): TpConfig {
  const parsed = parseConfig({}, 'tantrix-weekend');
  if (!parsed.ok) throw new Error('tp-tournament bench: the preset does not parse');
  return parsed.value;
}

/** A whole weekend: groups of four, every group game, then the cup to its final. */
export function weekendLog(players: number) {
  const participants: Participant[] = Array.from({ length: players }, (_, i) => ({
    id: `p${i + 1}`,
    name: `Player ${i + 1}`,
    rating: 2400 - i,
  }));
  const setup = { config: config(), participants };
  const events: StoredEvent[] = [];
  const rank = new Map(participants.map((p, i) => [p.id, i]));
  const push = (decided: readonly NewEvent[]) => {
    for (const e of decided)
      events.push({ ...e, seq: events.length + 1, recordedAt: e.at, actor: 'director:bench' });
  };
  const decide = (command: Parameters<typeof tpTournament.decide>[1], at: string) => {
    const state = fold<TpState>(tpTournament, setup, events).state;
    const r = tpTournament.decide(state.format, command, {
      at: moment(at),
      actor: DIRECTOR,
      roster: state.roster,
    });
    if (!r.ok) throw new Error(`tp-tournament bench: ${r.error.code} ${r.error.message}`);
    push(r.value);
  };
  const minute = (m: number) => addDuration(START, { minutes: m });
  decide({ type: 'DrawGroups', seed: 'bench' }, minute(0));
  let m = 1;
  const groupState = fold<TpState>(tpTournament, setup, events).state.format;
  for (const g of groupState.groups?.games.values() ?? []) {
    // The better-rated player wins by 40 or more (20:0), so every group is decided without a tie.
    const [x, y] = g.players;
    const xWins = (rank.get(x) ?? 0) < (rank.get(y) ?? 0);
    const scores = xWins ? [50 + (m % 7), 10] : [10, 50 + (m % 7)];
    push([
      {
        at: minute(m++),
        type: 'ResultRecorded',
        payload: { game: g.id, players: g.players, result: { kind: 'played', scores, minutes: [12, 15] } },
      },
    ]);
  }
  decide({ type: 'SeedCup', seed: 'bench-cup' }, minute(m++));
  for (;;) {
    const b = bracket(fold<TpState>(tpTournament, setup, events).state.format);
    const open = b?.rounds.flat().filter((x) => x.status === 'open') ?? [];
    if (open.length === 0) break;
    for (const match of open)
      for (const g of match.games)
        push([
          {
            at: minute(m++),
            type: 'ResultRecorded',
            payload: {
              game: g.id,
              players: match.players,
              result: { kind: 'played', scores: [30, 20], minutes: [12, 16] },
            },
          },
        ]);
  }
  return { setup, events };
}

function views(state: TpState) {
  const asOf = moment('2026-06-14T20:00:00Z');
  return [
    standings(state),
    groupTables(state),
    bracket(state),
    due(state, asOf),
    gameSheets(state),
    ratingList(state),
  ];
}

function weekendBench(players: number, foldTarget: number, viewTarget: number): Bench {
  return {
    name: `tp-tournament: weekend event, ${players} players (groups of four, then the cup)`,
    run() {
      const { setup, events } = weekendLog(players);
      const state = fold<TpState>(tpTournament, setup, events).state.format;
      if (!bracket(state)?.champion) throw new Error('tp-tournament bench: the cup has no champion');
      const firstGame = events.find((e) => e.type === 'ResultRecorded') as StoredEvent;
      const correction = {
        type: 'RecordResult',
        game: (firstGame.payload as { game: string }).game,
        players: (firstGame.payload as { players: string[] }).players,
        result: { kind: 'played', scores: [48, 10], minutes: [12, 15] },
        reason: 'bench',
      };
      const now = {
        at: moment('2026-06-15T09:00:00Z'),
        recordedAt: moment('2026-06-15T09:00:00Z'),
        actor: DIRECTOR,
      };
      return [
        atMost(
          `fold ${events.length} events`,
          timeMs(() => fold(tpTournament, setup, events)),
          'ms',
          foldTarget,
        ),
        atMost(
          'views of a results page (tables, bracket, sheets, due, Elo)',
          timeMs(() => views(state)),
          'ms',
          viewTarget,
        ),
        atMost(
          'a late correction of the first group game (decide + impact)',
          timeMs(() => decideCommand(tpTournament, setup, events, correction, now), 3, 1),
          'ms',
          3 * foldTarget,
        ),
      ];
    },
  };
}

export const benches: Bench[] = [weekendBench(64, 25, 15), weekendBench(256, 150, 40)];
