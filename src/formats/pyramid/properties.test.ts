import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fold } from '../../core/engine.js';
import type { StoredEvent } from '../../core/events.js';
import type { Moment } from '../../core/types.js';
import { runs } from '../../test-support/properties.js';
import { config, layout } from '../../test-support/pyramid.js';
import { settle } from './assignment.js';
import type { PyramidEvent } from './events.js';
import { advance, evolve } from './evolve.js';
import { pyramid } from './index.js';
import { momentAt, simulateEvents } from './simulate.js';
import { initialState, type PyramidState, VACANT } from './state.js';

/** The places hold each player in the pyramid, or XXX, exactly once (PYR-1, PYR-11, PYR-12). */
function placeProblems(s: PyramidState): string[] {
  const problems: string[] = [];
  const seen = new Set<number>();
  s.slots.forEach((i, slot) => {
    if (i === VACANT) return;
    if (seen.has(i)) problems.push(`player ${i} twice`);
    seen.add(i);
    if (s.players.get(i)?.slot !== slot)
      problems.push(`player ${i} believes he is at ${s.players.get(i)?.slot}, not ${slot}`);
  });
  s.players.toArray().forEach((p, i) => {
    if (p.slot >= 0 !== seen.has(i))
      problems.push(`${p.id} in the pyramid: ${p.slot}, placed: ${seen.has(i)}`);
  });
  return problems;
}

/** Nobody is in two games of one role; the waiting list is a challenge too (PYR-2, PYR-13). */
function roleProblems(s: PyramidState): string[] {
  const problems: string[] = [];
  const challengers = s.open.map((g) => g.challenger);
  const defenders = s.open.map((g) => g.defender);
  if (new Set(challengers).size !== challengers.length)
    problems.push(`two games as challenger: ${challengers}`);
  if (new Set(defenders).size !== defenders.length) problems.push(`two games as defender: ${defenders}`);
  if (new Set(s.waiting).size !== s.waiting.length) problems.push(`twice on the waiting list: ${s.waiting}`);
  for (const w of s.waiting) if (challengers.includes(w)) problems.push(`${w} waits and challenges`);
  const inPyramid = new Set(
    s.players
      .toArray()
      .filter((p) => p.slot >= 0)
      .map((p) => p.id),
  );
  for (const x of [...challengers, ...defenders, ...s.waiting])
    if (!inPyramid.has(x)) problems.push(`${x} is gone`);
  for (const p of s.players) {
    const asChallenger = s.open.find((g) => g.challenger === p.id)?.defender;
    const asDefender = s.open.find((g) => g.defender === p.id)?.challenger;
    if (p.challenging !== asChallenger || p.defending !== asDefender)
      problems.push(`${p.id}'s roles disagree with the games`);
  }
  return problems;
}

const checkPlaces = (s: PyramidState) => expect(placeProblems(s)).toEqual([]);
const checkRoles = (s: PyramidState) => expect(roleProblems(s)).toEqual([]);

const seeds = fc.string({ minLength: 1, maxLength: 12 });

describe('properties of random club life', () => {
  it('PYR-1, PYR-2, PYR-11, PYR-12, PYR-13, PYR-14 the invariants hold after every event of a simulated log', () => {
    fc.assert(
      fc.property(seeds, fc.integer({ min: 6, max: 30 }), (seed, players) => {
        const sim = simulateEvents({ seed, config: config(), players, events: 250 });
        let s = initialState({ config: sim.config, participants: sim.initial });
        const problems: string[] = [];
        for (const e of sim.events) {
          s = evolve(advance(s, e.at), e as PyramidEvent).state;
          problems.push(...placeProblems(s), ...roleProblems(s));
          // PYR-13, PYR-14: nothing is left to assign, whatever hint the event gave.
          if (settle(s, e.at).state !== s) problems.push(`after event ${e.seq} an assignment was missed`);
        }
        expect(problems).toEqual([]);
      }),
      { numRuns: runs(25) },
    );
  });

  it('PYR-0 the same events in any recording order give the same pyramid', () => {
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 6, max: 25 }),
        fc.integer({ min: 0, max: 2 ** 30 }),
        (seed, players, salt) => {
          const sim = simulateEvents({ seed, config: config(), players, events: 200 });
          const setup = { config: sim.config, participants: sim.initial };
          const order = sim.events
            .map((e, i) => ({ e, key: Math.imul(i + 1, 2654435761) ^ salt }))
            .sort((a, b) => a.key - b.key)
            .map(({ e }, i): StoredEvent => ({ ...e, seq: i + 1 }));
          const inOrder = fold<PyramidState>(pyramid, setup, sim.events).state.format;
          const shuffled = fold<PyramidState>(pyramid, setup, order).state.format;
          expect(layout(shuffled)).toBe(layout(inOrder));
          expect(shuffled.open).toEqual(inOrder.open);
          expect(shuffled.waiting).toEqual(inOrder.waiting);
        },
      ),
      { numRuns: runs(30) },
    );
  });

  it('PYR-0 the state the simulation decided on equals the engine’s fold of its log', () => {
    fc.assert(
      fc.property(seeds, (seed) => {
        const sim = simulateEvents({ seed, config: config(), players: 15, events: 300 });
        const folded = fold<PyramidState>(
          pyramid,
          { config: sim.config, participants: sim.initial },
          sim.events,
          {
            asOf: sim.now(),
          },
        );
        expect([...folded.outcomes.values()].filter((o) => o.status !== 'applied')).toEqual([]);
        expect(layout(folded.state.format)).toBe(layout(sim.state()));
        expect(folded.state.format.open).toEqual(sim.state().open);
      }),
      { numRuns: runs(15) },
    );
  });
});

// Arbitrary streams: events of every type with random players, places and moments, valid or not.
const ids = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j'];
const id = fc.constantFrom(...ids);
const pair = fc.record({ challenger: id, defender: id });
const one = fc.record({ participant: id });
const payloads: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  ChallengeIssued: fc.record(
    {
      challenger: id,
      targets: fc.array(
        fc.oneof(
          fc.record({ player: id }),
          fc.record({ level: fc.integer({ min: 1, max: 5 }), index: fc.integer({ min: 1, max: 5 }) }),
        ),
        { minLength: 1, maxLength: 3 },
      ),
      firstMove: fc.constant('1.e4'),
      forced: fc.constant(true),
    },
    { requiredKeys: ['challenger', 'targets'] },
  ),
  AssignedChallengeIssued: pair,
  ChallengeConfirmed: pair.map((p) => ({ ...p, firstMove: '1.d4' })),
  ChallengeAccepted: pair,
  ResultReported: fc.record({
    challenger: id,
    defender: id,
    result: fc.constantFrom('1-0', '0-1', '1/2-1/2'),
  }),
  ResultObjected: fc.record({ challenger: id, defender: id, by: id }),
  ResultUpheld: pair,
  ResultCorrected: fc.record({
    challenger: id,
    defender: id,
    result: fc.constantFrom('1-0', '0-1', '1/2-1/2'),
  }),
  ForfeitScored: pair,
  GameAdjudicated: fc.record({ challenger: id, defender: id, result: fc.constantFrom('1-0', 'none') }),
  PlayerLeft: fc.record({ participant: id, kind: fc.constantFrom('left', 'excluded') }),
  PlayerRejoined: one,
  WaitingListJoined: one,
  WaitingListLeft: one,
  EternalListJoined: one,
  EternalListLeft: one,
  AutomaticChallengesSuspended: one,
  AutomaticChallengesResumed: one,
  VacationAnnounced: fc.record({
    participant: id,
    from: fc.constant('2026-03-05'),
    to: fc.constant('2026-03-20'),
  }),
  InactivityLetterSent: fc.record({ participant: id, replyDays: fc.integer({ min: 1, max: 30 }) }),
  InactivityLetterAnswered: one,
  ReviewConfirmed: fc.record({
    seqs: fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 2 }),
  }),
};
const rawEvent = fc.constantFrom(...Object.keys(payloads)).chain((type) =>
  fc.record({
    type: fc.constant(type),
    payload: payloads[type] as fc.Arbitrary<Record<string, unknown>>,
    minute: fc.nat(60 * 24 * 400),
  }),
);

const deepFreeze = <T>(value: T, seen = new Set<unknown>()): T => {
  if (value === null || typeof value !== 'object' || seen.has(value)) return value;
  seen.add(value);
  for (const v of Object.values(value)) deepFreeze(v, seen);
  return Object.freeze(value);
};

describe('properties of arbitrary event streams', () => {
  it('PYR-0 evolve is total: any stream folds without throwing, and the places and roles stay sound', () => {
    fc.assert(
      fc.property(fc.array(rawEvent, { maxLength: 60 }), (raw) => {
        const base = Date.parse('2026-03-01T00:00:00Z');
        const events: StoredEvent[] = raw.map((r, i) => {
          const at = momentAt(base + r.minute * 60_000);
          return { seq: i + 1, at, recordedAt: at, actor: 'cli', type: r.type, payload: r.payload };
        });
        const setup = { config: config(), participants: ids.map((x) => ({ id: x, name: x })) };
        const f = fold<PyramidState>(pyramid, setup, events);
        checkPlaces(f.state.format);
        checkRoles(f.state.format);
      }),
      { numRuns: runs(300) },
    );
  });

  it('PYR-0 evolve and advance never change the state they are given (refolds start from cached states)', () => {
    fc.assert(
      fc.property(fc.array(rawEvent, { maxLength: 40 }), (raw) => {
        const base = Date.parse('2026-03-01T00:00:00Z');
        const sorted = [...raw].sort((a, b) => a.minute - b.minute);
        let s = deepFreeze(
          initialState({ config: config(), participants: ids.map((x) => ({ id: x, name: x })) }),
        );
        sorted.forEach((r, i) => {
          const at = momentAt(base + r.minute * 60_000);
          s = deepFreeze(advance(s, at));
          s = deepFreeze(
            evolve(s, {
              seq: i + 1,
              at,
              recordedAt: at,
              actor: 'cli',
              type: r.type,
              payload: r.payload,
            } as PyramidEvent).state,
          );
        });
        checkPlaces(s);
      }),
      { numRuns: runs(150) },
    );
  });
});

describe('time passes in steps or at once alike (the format contract of advance)', () => {
  it('PYR-10 PYR-13 PYR-14 advancing to a, then b, equals advancing to b; nothing more due gives the state itself', () => {
    let passed = 0;
    fc.assert(
      fc.property(
        seeds,
        fc.integer({ min: 0, max: 400 * 24 * 60 }),
        fc.integer({ min: 0, max: 400 * 24 * 60 }),
        (seed, x, y) => {
          const sim = simulateEvents({ seed, config: config(), players: 15, events: 150 });
          const head = sim.state();
          const from = Date.parse(sim.now());
          const [a, b] = [Math.min(x, y), Math.max(x, y)].map((m) => momentAt(from + m * 60_000)) as [
            Moment,
            Moment,
          ];
          const once = advance(head, b);
          if (once !== head) passed++;
          expect(advance(advance(head, a), b)).toEqual(once);
          expect(advance(once, b)).toBe(once);
        },
      ),
      { numRuns: runs(40) },
    );
    // Deadlines did pass in the runs (assigned challenges lapsing, letters unanswered).
    expect(passed).toBeGreaterThan(0);
  });
});
