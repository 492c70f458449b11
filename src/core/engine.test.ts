import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundRobin } from '../formats/round-robin/index.js';
import type { RoundRobinState } from '../formats/round-robin/state.js';
import { computeStandings } from '../formats/round-robin/views.js';
import { ev, hour, participants } from '../test-support/builders.js';
import { decideCommand, extendFold, fold, outcomeOf } from './engine.js';
import type { StoredEvent } from './events.js';
import { moment } from './moment.js';
import { makeRational } from './rational.js';

const config = (() => {
  const parsed = roundRobin.parseConfig({});
  if (!parsed.ok) throw new Error('config');
  return parsed.value;
})();
const setup = { config, participants: participants('a', 'b', 'c', 'd') };
// Berger for 4: round 1 a–d, b–c; round 2 d–c, a–b; round 3 b–d, c–a.
const result = (
  seq: number,
  at: string,
  round: number,
  white: string,
  black: string,
  r: string,
  extra = {},
) => ev(seq, at, 'ResultRecorded', { round, white, black, result: r }, extra);

/** The seqs of the results a round-robin state holds, in the order they were folded. */
const foldedSeqs = (state: RoundRobinState): number[] => {
  const seqs: number[] = [];
  for (let cell = state.results; cell; cell = cell.tail) seqs.unshift(cell.head.seq);
  return seqs;
};

const pointsOf = (events: StoredEvent[], options = {}) => {
  const f = fold<RoundRobinState>(roundRobin, setup, events, options);
  return Object.fromEntries(
    computeStandings(f.state.format).rows.map((r) => [r.participantId, makeRational(r.points)]),
  );
};

describe('fold', () => {
  it('orders by moment, then by sequence number', () => {
    const events = [result(1, hour(20), 1, 'a', 'd', '1-0'), result(2, hour(19), 1, 'b', 'c', '0-1')];
    const f = fold<RoundRobinState>(roundRobin, setup, events);
    expect(foldedSeqs(f.state.format)).toEqual([2, 1]);
    expect(f.lastSeq).toBe(2);
  });

  it('an event without effect on the structure is rejected with a coded reason', () => {
    const f = fold(roundRobin, setup, [result(1, hour(20), 1, 'a', 'b', '1-0')]);
    expect(outcomeOf(f, 1)).toMatchObject({ status: 'rejected', code: 'ERR_NO_SUCH_PAIRING' });
  });

  it('an event naming an unknown participant is rejected', () => {
    const f = fold(roundRobin, setup, [result(1, hour(20), 1, 'a', 'zz', '1-0')]);
    expect(outcomeOf(f, 1)).toMatchObject({ status: 'rejected', code: 'ERR_UNKNOWN_PARTICIPANT' });
  });
});

describe('supersession', () => {
  const events = [
    result(1, hour(20), 1, 'a', 'd', '1-0'),
    result(2, hour(21), 1, 'a', 'd', '0-1', { supersedes: [1], reason: 'wrong way round' }),
  ];

  it('a correction replaces the original; both stay in the log', () => {
    expect(pointsOf(events)).toMatchObject({ a: '0', d: '1' });
    const f = fold(roundRobin, setup, events);
    expect(f.supersededBy.get(1)).toBe(2);
  });

  it('as of a moment before the correction, the original stands', () => {
    expect(pointsOf(events, { asOf: moment(hour(20.5)) })).toMatchObject({ a: '1', d: '0' });
  });

  it("boundary: as of exactly an event's moment, that event has taken effect", () => {
    expect(pointsOf(events, { asOf: moment(hour(20)) })).toMatchObject({ a: '1', d: '0' });
    expect(pointsOf(events, { asOf: moment(hour(21)) })).toMatchObject({ a: '0', d: '1' });
  });

  it('a void removes an event', () => {
    const voided = [
      ...events,
      ev(3, hour(22), 'EventVoided', {}, { supersedes: [2], reason: 'entered twice' }),
    ];
    expect(pointsOf(voided)).toMatchObject({ a: '0', d: '0' });
  });

  it('"known at" shows what was recorded by then', () => {
    const late = [
      result(1, hour(20), 1, 'a', 'd', '1-0'),
      result(2, hour(20), 1, 'b', 'c', '1/2-1/2', { recordedAt: '2026-03-09T12:00:00+01:00' }),
    ];
    expect(pointsOf(late, { knownAt: moment('2026-03-05T00:00:00+01:00') })).toMatchObject({
      b: '0',
      c: '0',
    });
    expect(pointsOf(late)).toMatchObject({ b: '1/2', c: '1/2' });
  });
});

describe('decideCommand', () => {
  const director = { kind: 'director', personId: 'x' } as const;
  const input = (at: string) => ({ at: moment(at), recordedAt: moment(at), actor: director });

  it('numbers and stamps the new events', () => {
    const decided = decideCommand(
      roundRobin,
      setup,
      [],
      { type: 'RecordResult', round: 1, white: 'a', black: 'd', result: '1-0' },
      input(hour(20)),
    );
    expect(decided.ok && decided.value.events[0]).toMatchObject({
      seq: 1,
      actor: 'director:x',
      type: 'ResultRecorded',
    });
  });

  it('refuses with a stable code and a sentence', () => {
    const decided = decideCommand(
      roundRobin,
      setup,
      [],
      { type: 'RecordResult', round: 1, white: 'a', black: 'b', result: '1-0' },
      input(hour(20)),
    );
    expect(decided).toMatchObject({ ok: false, error: { code: 'ERR_NO_SUCH_PAIRING' } });
    expect(!decided.ok && decided.error.message).toMatch(/round 1 has no game between a and b/);
  });

  it('a late event reports which later events changed outcome', () => {
    // Numbers drawn late, before the first result: results recorded since no longer match a pairing.
    const existing = [result(1, hour(20), 1, 'a', 'd', '1-0')];
    const late = decideCommand(
      roundRobin,
      { config, participants: participants('a', 'b', 'c', 'd') },
      existing,
      { type: 'RegisterParticipant', participant: { id: 'e', name: 'E' } },
      input(hour(19)),
    );
    expect(late.ok).toBe(true);
    if (!late.ok) return;
    expect(late.value.impact).toEqual([
      expect.objectContaining({
        seq: 1,
        before: { status: 'applied' },
        after: expect.objectContaining({ status: 'rejected' }),
      }),
    ]);
  });

  it('a director correction supersedes the standing result; a player cannot correct', () => {
    const existing = [result(1, hour(20), 1, 'a', 'd', '1-0')];
    const cmd = { type: 'RecordResult', round: 1, white: 'a', black: 'd', result: '0-1' };
    const byDirector = decideCommand(roundRobin, setup, existing, cmd, input(hour(21)));
    expect(byDirector.ok && byDirector.value.events[0]?.supersedes).toEqual([1]);
    const byPlayer = decideCommand(roundRobin, setup, existing, cmd, {
      ...input(hour(21)),
      actor: { kind: 'player', participantId: 'a' },
    });
    expect(byPlayer).toMatchObject({ ok: false, error: { code: 'ERR_RESULT_EXISTS' } });
  });

  it('voiding needs a reason and an existing event', () => {
    const existing = [result(1, hour(20), 1, 'a', 'd', '1-0')];
    expect(
      decideCommand(roundRobin, setup, existing, { type: 'VoidEvent', seq: 9, reason: 'x' }, input(hour(21))),
    ).toMatchObject({
      ok: false,
      error: { code: 'ERR_NO_SUCH_EVENT' },
    });
    expect(
      decideCommand(roundRobin, setup, existing, { type: 'VoidEvent', seq: 1, reason: ' ' }, input(hour(21))),
    ).toMatchObject({
      ok: false,
      error: { code: 'ERR_REASON_REQUIRED' },
    });
  });
});

describe('property: recording order does not matter', () => {
  const games = [
    [1, 'a', 'd'],
    [1, 'b', 'c'],
    [2, 'd', 'c'],
    [2, 'a', 'b'],
    [3, 'b', 'd'],
    [3, 'c', 'a'],
  ] as const;
  const outcomes = ['1-0', '0-1', '1/2-1/2', '+-'] as const;

  it('the same events (same moments) recorded in any order give the same state', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...outcomes), { minLength: games.length, maxLength: games.length }),
        fc.array(fc.integer({ min: 0, max: 10_000 }), { minLength: games.length, maxLength: games.length }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (results, minutes, salt) => {
          const facts = games.map(([round, white, black], i) => ({
            at: new Date(Date.UTC(2026, 2, 2) + (minutes[i] as number) * 60_000)
              .toISOString()
              .replace('.000Z', 'Z'),
            payload: { round, white, black, result: results[i] as string },
          }));
          const recordingOrder = [...facts.keys()].sort(
            (x, y) => ((x * 7919 + salt) % 13) - ((y * 7919 + salt) % 13),
          );
          const inOrder = facts.map((f, i) => ev(i + 1, f.at, 'ResultRecorded', f.payload));
          const shuffled = recordingOrder.map((k, i) =>
            ev(i + 1, facts[k]!.at, 'ResultRecorded', facts[k]!.payload),
          );
          expect(pointsOf(shuffled)).toEqual(pointsOf(inOrder));
        },
      ),
    );
  });
});

describe('incremental folds', () => {
  const games = [
    [1, 'a', 'd'],
    [1, 'b', 'c'],
    [2, 'd', 'c'],
    [2, 'a', 'b'],
  ] as const;
  const log = games.map(([round, white, black], i) =>
    result(i + 1, hour(10 + i), round, white, black, '1-0'),
  );

  it('extending the fold by events at or after the latest moment equals folding again', () => {
    const head = fold(roundRobin, setup, log.slice(0, 2));
    const extended = extendFold(roundRobin, head, log.slice(2));
    const fresh = fold(roundRobin, setup, log);
    expect(extended && computeStandings(extended.state.format as RoundRobinState).rows).toEqual(
      computeStandings(fresh.state.format as RoundRobinState).rows,
    );
    expect(foldedSeqs(extended?.state.format as RoundRobinState)).toEqual(
      foldedSeqs(fresh.state.format as RoundRobinState),
    );
    expect(extended?.lastSeq).toBe(4);
    expect(extended?.latestAt).toBe(fresh.latestAt);
    expect(fresh.latestAt).toBe(log[3]?.at);
  });

  it('refuses to extend by a late event or a correction', () => {
    const head = fold(roundRobin, setup, log.slice(1, 3));
    expect(extendFold(roundRobin, head, [log[0] as StoredEvent])).toBeUndefined();
    const correction = result(5, hour(20), 1, 'a', 'd', '0-1', { supersedes: [1], reason: 'x' });
    expect(extendFold(roundRobin, fold(roundRobin, setup, log), [correction])).toBeUndefined();
  });

  it('deciding on the cached head gives the same decision as deciding on a fresh fold', () => {
    const head = fold(roundRobin, setup, log);
    const input = {
      at: moment(hour(20)),
      recordedAt: moment(hour(20)),
      actor: { kind: 'director', personId: 'x' } as const,
    };
    const command = { type: 'RecordResult', round: 3, white: 'b', black: 'd', result: '1/2-1/2' };
    expect(decideCommand(roundRobin, setup, log, command, input, head)).toEqual(
      decideCommand(roundRobin, setup, log, command, input),
    );
  });
});
