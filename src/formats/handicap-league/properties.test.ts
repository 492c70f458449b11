import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../../core/engine.js';
import type { StoredEvent } from '../../core/events.js';
import { addDuration, moment } from '../../core/moment.js';
import { at, League, shogiPlayer } from '../../test-support/handicap-league.js';
import { runs } from '../../test-support/properties.js';
import type { HandicapLeagueEvent } from './events.js';
import { evolve } from './evolve.js';
import { handicapLeague } from './index.js';
import { ranking } from './league-views.js';
import { gameInProgress, type HandicapLeagueState, initialState, isFinished } from './state.js';

const IDS = ['a', 'b', 'c', 'd', 'e'] as const;
const RANKS = ['1 Dan', '1 Kyu', '3 Kyu', '3 Kyu', '9 Kyu'];
const roster = () => IDS.map((id, i) => shogiPlayer(id, RANKS[i]));

type Op =
  | { op: 'checkin'; who: string }
  | { op: 'start'; players: string[] }
  | { op: 'report'; players: string[]; w: number }
  | { op: 'record'; players: string[]; w: number };

interface EveningScript {
  readonly ops: readonly Op[];
  readonly seed: string;
}

const who = fc.constantFrom(...IDS);
const pair = fc.uniqueArray(who, { minLength: 2, maxLength: 2 });
const w = fc.integer({ min: 0, max: 2 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  { weight: 1, arbitrary: who.map((id) => ({ op: 'checkin' as const, who: id })) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('start' as const), players: pair }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('report' as const), players: pair, w }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant('record' as const), players: pair, w }) },
);
const eveningArb: fc.Arbitrary<EveningScript> = fc.record({
  ops: fc.array(opArb, { maxLength: 14 }),
  seed: fc.string({ minLength: 1, maxLength: 6 }),
});

const winnerOf = (players: readonly string[], w: number) => (w === 2 ? null : (players[w] as string));

/**
 * Runs evenings through the engine at distinct moments: the ops of each (refusals are part of
 * the game), then the results of games still running, then the close; the last one stays open.
 */
function run(script: readonly EveningScript[], onTime?: LateGame): League {
  const league = new League(roster());
  let t = moment(at(19));
  const next = () => {
    t = addDuration(t, { minutes: 7 });
    return t;
  };
  script.forEach((evening, day) => {
    const e = `e${day + 1}`;
    league.do(next(), { type: 'OpenEvening', evening: e });
    for (const o of evening.ops) {
      if (o.op === 'checkin') league.attempt(next(), { type: 'CheckIn', evening: e, participant: o.who });
      if (o.op === 'start') league.attempt(next(), { type: 'StartGame', evening: e, players: o.players });
      if (o.op === 'report' || o.op === 'record') {
        const type = o.op === 'report' ? 'ReportResult' : 'RecordGame';
        league.attempt(next(), { type, evening: e, players: o.players, winner: winnerOf(o.players, o.w) });
      }
    }
    if (day === script.length - 1) return;
    for (const g of league.state().open?.games ?? []) {
      if (g.winner === undefined) {
        // By id, not by role: roles follow league ranks, which a late game may change.
        const players = [g.uwate, g.shitate].sort();
        league.do(next(), { type: 'ReportResult', evening: e, players, winner: winnerOf(players, day % 3) });
      }
    }
    if (onTime?.evening === e) {
      // Between the last op and the close, without moving the close (it is compared with a late entry).
      const during = addDuration(t, { minutes: 3 });
      league.attempt(during, {
        type: 'RecordGame',
        evening: e,
        players: onTime.players,
        winner: onTime.winner,
      });
    }
    league.do(next(), { type: 'CloseEvening', evening: e, seed: evening.seed });
    t = addDuration(t, { days: 7 });
  });
  return league;
}

const ops = fc.array(eveningArb, { minLength: 1, maxLength: 5 });

interface LateGame {
  readonly evening: string;
  readonly players: string[];
  readonly winner: string | null;
}

/** A serialisation that sees inside Maps and Sets, to compare states structurally. */
const snapshot = (value: unknown) =>
  JSON.stringify(value, (_k, v) => (v instanceof Map ? [...v] : v instanceof Set ? [...v] : v));

/** What the ranking rules decide: the ranking and every close (not the seqs of the events). */
const view = (s: HandicapLeagueState) =>
  snapshot({
    ranking: ranking(s).rows,
    closes: [...s.closed.values()].map(
      (e) => e.closure && { ...e.closure, dropped: e.closure.dropped.length },
    ),
  });

describe('properties of a folded league', () => {
  it('HL-5/HL-7 league points and modifiers always sum to zero (win +1, loss −1; one up, one down)', () => {
    fc.assert(
      fc.property(ops, (list) => {
        const s = run(list).state();
        const players = [...s.players.values()];
        expect(players.reduce((sum, p) => sum + p.points, 0)).toBe(0);
        expect(players.reduce((sum, p) => sum + p.modifier, 0)).toBe(0);
      }),
      { numRuns: runs(60) },
    );
  });

  it('HL-8 no pair twice in one evening, and nobody in two games at once', () => {
    fc.assert(
      fc.property(ops, (list) => {
        const league = run(list);
        expect(league.problems()).toEqual({});
        const s = league.state();
        for (const e of [...s.closed.values(), ...(s.open ? [s.open] : [])]) {
          const keys = e.games.map((g) => g.key);
          expect(new Set(keys).size).toBe(keys.length);
          for (const id of IDS) {
            expect(
              e.games.filter((g) => !isFinished(g) && (g.uwate === id || g.shitate === id)).length,
            ).toBeLessThan(2);
          }
          if (e.closure) expect(e.games.every(isFinished)).toBe(true);
        }
      }),
      { numRuns: runs(60) },
    );
  });

  it('HL-7 every close with two or more players of the evening moves exactly one up and one down', () => {
    fc.assert(
      fc.property(ops, (list) => {
        for (const e of run(list).state().closed.values()) {
          const played = new Set(e.games.flatMap((g) => [g.uwate, g.shitate]));
          expect(e.closure?.up !== undefined).toBe(played.size >= 2);
          expect(e.closure?.down !== undefined).toBe(played.size >= 2);
          if (e.closure?.up) expect(e.closure.up).not.toBe(e.closure.down);
        }
      }),
      { numRuns: runs(60) },
    );
  });

  it('HL-7 a game entered late gives the same ranking and closes as the game entered on time', () => {
    fc.assert(
      fc.property(ops, fc.nat(), pair, w, (script, k, players, result) => {
        fc.pre(script.length >= 2);
        const game = {
          evening: `e${(k % (script.length - 1)) + 1}`,
          players,
          winner: winnerOf(players, result),
        };
        const late = run(script);
        const entered = late.attempt(at(12, 30), { type: 'RecordGame', ...game });
        fc.pre(entered.ok);
        const onTime = run(script, game);
        expect(view(late.state())).toBe(view(onTime.state()));
        expect(late.problems()).toEqual({});
      }),
      { numRuns: runs(60) },
    );
  });

  it('HL-6 the state the league grew event by event (as the app caches it) is the fold of its whole log', () => {
    fc.assert(
      fc.property(ops, (list) => {
        const league = run(list);
        const replayed = fold<HandicapLeagueState>(handicapLeague, league.setup, league.events).state.format;
        expect(snapshot(league.state())).toBe(snapshot(replayed));
      }),
      { numRuns: runs(30) },
    );
  });

  it('HL-6/HL-7 the same events recorded in any order give the same ranking and closes', () => {
    fc.assert(
      fc.property(ops, fc.integer({ min: 0, max: 1_000_000 }), (list, salt) => {
        const league = run(list);
        const events = league.events;
        const order = [...events.keys()].sort((x, y) => ((x * 7919 + salt) % 17) - ((y * 7919 + salt) % 17));
        const shuffled: StoredEvent[] = order.map((k, i) => ({ ...(events[k] as StoredEvent), seq: i + 1 }));
        const again = fold<HandicapLeagueState>(handicapLeague, league.setup, shuffled).state.format;
        expect(view(again)).toBe(view(league.state()));
      }),
      { numRuns: runs(40) },
    );
  });

  it('HL-7 evolve never changes the state it is given', () => {
    fc.assert(
      fc.property(ops, (list) => {
        const league = run(list);
        let state = initialState({ config: league.setup.config as never, participants: roster() });
        for (const e of league.events) {
          const before = snapshot(state);
          const next = evolve(state, e as HandicapLeagueEvent).state;
          expect(snapshot(state)).toBe(before);
          state = next;
        }
        if (state.open) for (const id of IDS) expect(gameInProgress(state.open, id)?.winner).toBeUndefined();
      }),
      { numRuns: runs(30) },
    );
  });
});
