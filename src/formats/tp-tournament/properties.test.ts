import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../../core/engine.js';
import type { StoredEvent } from '../../core/events.js';
import { addDuration, moment } from '../../core/moment.js';
import { ev, participants } from '../../test-support/builders.js';
import { runs } from '../../test-support/properties.js';
import { testConfig } from '../../test-support/tp-tournament.js';
import { bracket } from './cup.js';
import type { TpEvent } from './events.js';
import { groupGames, groupTable } from './groups.js';
import { tpTournament } from './index.js';
import { ratingList } from './rating.js';
import type { TpState } from './state.js';
import { gameSheets } from './views.js';

const ids = ['a', 'b', 'c', 'd', 'e'];
const groups = [{ id: 'A', members: ids }];
const games = [...groupGames(groups, 1).games.values()];
const setup = { config: testConfig(), participants: participants(...ids) };
const start = moment('2026-06-01T09:00:00Z');
const draw = (seq: number) => ev(seq, start, 'GroupsDrawn', { seed: 's', groups, seeding: [] });

const resultArb = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('played'),
      scores: fc.tuple(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 0, max: 80 })),
      minutes: fc.tuple(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 30 })),
      late: fc.tuple(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 20 })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('no-show'), absent: fc.constantFrom([0], [1]) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'double-crash' }) },
);

type Fact = { game: (typeof games)[number]; result: Record<string, unknown>; minute: number };

const factsArb = fc
  .tuple(
    fc.array(resultArb, { minLength: games.length, maxLength: games.length }),
    fc.uniqueArray(fc.integer({ min: 1, max: 5000 }), { minLength: games.length, maxLength: games.length }),
  )
  .map(([results, minutes]) =>
    games.map((game, i): Fact => {
      const r = results[i] as Record<string, unknown>;
      const result =
        r.kind === 'no-show'
          ? { kind: 'no-show', absent: [game.players[(r.absent as number[])[0] as 0 | 1]] }
          : r;
      return { game, result, minute: minutes[i] as number };
    }),
  );

const eventsOf = (facts: readonly Fact[], order: readonly number[]): StoredEvent[] => [
  draw(1),
  ...order.map((k, i) => {
    const f = facts[k] as Fact;
    return ev(i + 2, addDuration(start, { minutes: f.minute }), 'ResultRecorded', {
      game: f.game.id,
      players: f.game.players,
      result: f.result,
    });
  }),
];

const stateOf = (events: StoredEvent[]) => fold<TpState>(tpTournament, setup, events).state.format;

describe('properties', () => {
  it('TX-2 property: in any group every game shares exactly 20 TP (200 tenths)', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const state = stateOf(
          eventsOf(
            facts,
            facts.map((_, i) => i),
          ),
        );
        const sheets = gameSheets(state).filter((s) => s.tp);
        expect(sheets).toHaveLength(games.length);
        for (const s of sheets)
          expect([s.game.id, (s.tp?.[0] ?? 0) + (s.tp?.[1] ?? 0)]).toEqual([s.game.id, 200]);
        // The table counts each game from both sides: the TP of the counted games add up too.
        const table = groupTable(state, 'A');
        const counted = table?.rows.flatMap((r) => r.lines.filter((l) => l.counted)) ?? [];
        expect(counted.reduce((acc, l) => acc + l.tp[0], 0)).toBe(100 * counted.length);
      }),
      { numRuns: runs(60) },
    );
  });

  it('TX-7/TX-13 property: the same facts recorded in any order give the same tables and ratings', () => {
    fc.assert(
      fc.property(factsArb, fc.integer({ min: 0, max: 1_000_000 }), (facts, salt) => {
        const natural = facts.map((_, i) => i);
        const shuffled = [...natural].sort(
          (x, y) => ((x * 7919 + salt) % 17) - ((y * 7919 + salt) % 17) || x - y,
        );
        const a = stateOf(eventsOf(facts, natural));
        const b = stateOf(eventsOf(facts, shuffled));
        expect(groupTable(b, 'A')?.rows).toEqual(groupTable(a, 'A')?.rows);
        expect(ratingList(b).rows).toEqual(ratingList(a).rows);
      }),
      { numRuns: runs(40) },
    );
  });

  it('TX-1 property: evolve and advance never change the state they are given', () => {
    fc.assert(
      fc.property(factsArb, (facts) => {
        const events = eventsOf(
          facts,
          facts.map((_, i) => i),
        );
        let state = tpTournament.initialState(setup);
        for (const e of events) {
          const before = structuredClone(state);
          const next = tpTournament.evolve(tpTournament.advance(state, e.at), e as TpEvent).state;
          expect(state).toEqual(before);
          state = next;
        }
      }),
      { numRuns: runs(20) },
    );
  });

  it('TX-8 property: a cup always ends with one champion once every match is played', () => {
    const players = participants('a', 'b', 'c', 'd', 'e', 'f');
    const cupSetup = { config: testConfig('tantrix-weekend', { structure: 'cup' }), participants: players };
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 })), {
          minLength: 40,
          maxLength: 40,
        }),
        (scores) => {
          const events: StoredEvent[] = [
            ev(1, start, 'CupSeeded', {
              seed: 's',
              order: players.map((p) => p.id),
              slots: ['a', null, 'd', 'e', 'b', null, 'c', 'f'],
            }),
          ];
          let k = 0;
          for (let guard = 0; guard < 30; guard++) {
            const b = bracket(fold<TpState>(tpTournament, cupSetup, events).state.format);
            const open = b?.rounds.flat().find((m) => m.status === 'open' || m.status === 'tie-break');
            if (!open) break;
            const game = open.status === 'open' ? open.games.find((g) => !g.scored)?.id : open.nextTiebreak;
            const [x, y] = scores[k++ % scores.length] as [number, number];
            const result =
              open.status === 'open'
                ? { kind: 'played', scores: [x, y], minutes: [10, 10] }
                : { kind: 'played', scores: [x, y + 1] };
            events.push(
              ev(events.length + 1, addDuration(start, { minutes: events.length }), 'ResultRecorded', {
                game,
                players: open.players,
                result,
              }),
            );
          }
          expect(bracket(fold<TpState>(tpTournament, cupSetup, events).state.format)?.champion).toBeDefined();
        },
      ),
      { numRuns: runs(30) },
    );
  });
});
