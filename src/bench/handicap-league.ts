/**
 * Benchmarks of the handicap league (`npm run bench`): a permanent league grows for years, so the
 * fold of ten seasons, a late game that recomputes all of them, and the live views on a full
 * club evening must stay fast. The targets are ours (the issue names none): a phone page must
 * answer well within a second, and the app refolds after every late entry.
 */

import { decideCommand, fold } from '../core/engine.js';
import type { StoredEvent } from '../core/events.js';
import { addDays, addDuration, moment } from '../core/moment.js';
import type { Participant } from '../core/participant.js';
import { bergerRounds } from '../core/round-robin.js';
import type { Moment } from '../core/types.js';
import { eveningBoard } from '../formats/handicap-league/board.js';
import { parseConfig } from '../formats/handicap-league/config.js';
import { decide } from '../formats/handicap-league/decide.js';
import { handicapLeague } from '../formats/handicap-league/index.js';
import { ranking } from '../formats/handicap-league/league-views.js';
import type { HandicapLeagueState } from '../formats/handicap-league/state.js';
import { atMost, type Bench, timeMs } from './harness.js';

const PLAYERS = 40;
const PRESENT = 16;
const EVENINGS = 500;
const RANKS = ['3 Dan', '1 Dan', '1 Kyu', '3 Kyu', '5 Kyu', '8 Kyu', '12 Kyu', '15 Kyu'];

function config() {
  const parsed = parseConfig({});
  if (!parsed.ok) throw new Error('handicap-league bench: the preset does not parse');
  return parsed.value;
}

const participants: Participant[] = Array.from({ length: PLAYERS }, (_, i) => ({
  id: `p${i + 1}`,
  name: `Player ${i + 1}`,
  attributes: { estimatedRank: RANKS[i % RANKS.length] as string },
}));

/** Ten seasons of weekly evenings: 16 players present, two waves of 8 games without repeats. */
function tenSeasons(): { events: StoredEvent[]; firstEvening: string } {
  const events: StoredEvent[] = [];
  const push = (at: Moment, type: string, payload: Record<string, unknown>) =>
    events.push({ seq: events.length + 1, at, recordedAt: at, actor: 'bench', type, payload });
  const waves = bergerRounds(PRESENT);
  let day = moment('2016-01-07T19:00:00+01:00');
  for (let k = 0; k < EVENINGS; k++) {
    const evening = `e${k + 1}`;
    const present = Array.from({ length: PRESENT }, (_, i) => `p${((k * 7 + i) % PLAYERS) + 1}`);
    push(day, 'EveningOpened', { evening });
    for (const [w, round] of [waves[k % waves.length], waves[(k + 1) % waves.length]].entries()) {
      round?.forEach((g, i) => {
        const uwate = present[g.white - 1] as string;
        const shitate = present[(g.black ?? 1) - 1] as string;
        const winner = (i + k) % 3 === 0 ? null : (i + k) % 3 === 1 ? uwate : shitate;
        push(addDuration(day, { minutes: 30 + 30 * w + i }), 'GameRecorded', {
          evening,
          uwate,
          shitate,
          difference: 0,
          table: 'even',
          handicap: 'even',
          winner,
        });
      });
    }
    push(addDuration(day, { hours: 3 }), 'EveningClosed', { evening, seed: `bench-${k}` });
    day = addDays(day, 7);
  }
  return { events, firstEvening: 'e1' };
}

/** A full club evening: 40 present, 10 games in progress, 20 players free. */
function fullEvening(): HandicapLeagueState {
  const setup = { config: config(), participants };
  const at = moment('2026-01-08T19:00:00+01:00');
  const events: StoredEvent[] = [
    { seq: 1, at, recordedAt: at, actor: 'bench', type: 'EveningOpened', payload: { evening: 'e' } },
  ];
  for (const p of participants) {
    const t = addDuration(at, { minutes: events.length });
    const payload = { evening: 'e', participant: p.id };
    events.push({
      seq: events.length + 1,
      at: t,
      recordedAt: t,
      actor: 'bench',
      type: 'PlayerCheckedIn',
      payload,
    });
  }
  for (let i = 0; i < 10; i++) {
    const t = addDuration(at, { hours: 1, minutes: i });
    const payload = {
      evening: 'e',
      uwate: `p${2 * i + 1}`,
      shitate: `p${2 * i + 2}`,
      difference: 0,
      table: 'even',
      handicap: 'even',
    };
    events.push({
      seq: events.length + 1,
      at: t,
      recordedAt: t,
      actor: 'bench',
      type: 'GameStarted',
      payload,
    });
  }
  return fold<HandicapLeagueState>(handicapLeague, setup, events).state.format;
}

export const benches: Bench[] = [
  {
    name: 'handicap-league: ten seasons (500 evenings, 40 players, 8 000 games)',
    run() {
      const setup = { config: config(), participants };
      const { events, firstEvening } = tenSeasons();
      const folded = fold<HandicapLeagueState>(handicapLeague, setup, events);
      const state = folded.state;
      const late = {
        type: 'RecordGame',
        evening: firstEvening,
        players: ['p1', 'p40'],
        winner: 'p40',
      };
      const director = { kind: 'director', personId: 'bench' } as const;
      const now = moment('2026-01-08T12:00:00+01:00');
      const board = fullEvening();
      const start = { type: 'StartGame' as const, evening: 'e', players: ['p21', 'p22'] as [string, string] };
      return [
        atMost(
          'fold of the whole log',
          timeMs(() => fold(handicapLeague, setup, events), 5, 1),
          'ms',
          500,
        ),
        atMost(
          'late game into evening 1: decide, fold, impact on 500 closes',
          timeMs(
            () =>
              decideCommand(handicapLeague, setup, events, late, {
                at: now,
                recordedAt: now,
                actor: director,
              }),
            3,
            1,
          ),
          'ms',
          2000,
        ),
        atMost(
          'ranking view (40 players)',
          timeMs(() => ranking(state.format)),
          'ms',
          5,
        ),
        atMost(
          'evening board with proposals (40 present, 10 playing)',
          timeMs(() => eveningBoard(board)),
          'ms',
          5,
        ),
        atMost(
          'decide StartGame on a cached state',
          timeMs(() => decide(board, start, { at: now, actor: director, roster: state.roster })),
          'ms',
          1,
        ),
      ];
    },
  },
];
