import { describe, expect, it } from 'vitest';
import { fold } from '../../core/engine.js';
import { ev, participants } from '../../test-support/builders.js';
import { player } from '../../test-support/given.js';
import { at, entrant, played, testConfig, tournament } from '../../test-support/tp-tournament.js';
import { tpTournament } from './index.js';
import type { TpState } from './state.js';

const four = (preset = 'tantrix-weekend', overrides: Record<string, unknown> = {}) => {
  const t = tournament(
    ['a', 'b', 'c', 'd'].map((id, i) => entrant(id, 2000 - 100 * i)),
    preset,
    overrides,
  );
  t.do(at(1), { type: 'DrawGroups', seed: 'g', groups: 1 });
  return t;
};
const record = (game: string, players: [string, string], result: object) => ({
  type: 'RecordResult',
  game,
  players,
  result,
});
const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error?.code);

describe('TX-1 reporting a game', () => {
  it('TX-1 a result names both scores and both players’ minutes', () => {
    const t = four();
    const g = t.game('a', 'b');
    expect(code(t.attempt(t.tick(), record(g, ['a', 'b'], { kind: 'played', scores: [30, 20] })))).toBe(
      'ERR_MINUTES_REQUIRED',
    );
    expect(code(t.attempt(t.tick(), record(g, ['a', 'b'], played([30, 20], [12, 15]))))).toBe('ok');
  });

  it('TX-1 the players must be the game’s players; their order may differ', () => {
    const t = four();
    const g = t.game('a', 'b');
    expect(code(t.attempt(t.tick(), record(g, ['a', 'c'], played([30, 20]))))).toBe('ERR_WRONG_PLAYERS');
    const [first, second] = t.state().groups?.games.get(g)?.players ?? [];
    t.do(t.tick(), record(g, [second as string, first as string], played([30, 20], [10, 16])));
    expect(t.state().results.get(g)).toMatchObject({
      players: [first, second],
      result: { scores: [20, 30], minutes: [16, 10] },
    });
  });

  it('TX-1 a game that does not exist, or does not exist yet, is refused', () => {
    const t = four();
    expect(code(t.attempt(t.tick(), record('A:r9:b1', ['a', 'b'], played([30, 20]))))).toBe(
      'ERR_NO_SUCH_GAME',
    );
    expect(code(t.attempt(t.tick(), record('group A', ['a', 'b'], played([30, 20]))))).toBe(
      'ERR_NO_SUCH_GAME',
    );
    const before = tournament([entrant('a'), entrant('b')]);
    expect(code(before.attempt(at(1), record('A:r1:b1', ['a', 'b'], played([30, 20]))))).toBe(
      'ERR_GAME_NOT_READY',
    );
  });

  it('TX-14 a player’s second report is refused; the director’s correction replaces the result when it took effect', () => {
    const t = four();
    const g = t.game('a', 'b');
    const [first] = t.play('a', 'b', played([30, 20]), player('a'));
    expect(code(t.attempt(t.tick(), record(g, ['a', 'b'], played([20, 30])), player('b')))).toBe(
      'ERR_RESULT_EXISTS',
    );
    expect(code(t.attempt(t.tick(), record(g, ['a', 'b'], played([30, 20]))))).toBe('ERR_RESULT_EXISTS');
    const [fix] = t.do(t.tick(), {
      ...record(g, ['a', 'b'], played([20, 30])),
      reason: 'wrong way round',
    }).events;
    expect(fix).toMatchObject({ supersedes: [first?.seq], at: first?.at, reason: 'wrong way round' });
    expect(t.fold().supersededBy.get(first?.seq as number)).toBe(fix?.seq);
  });

  it('TX-3 over-time losses apply only to deciding games', () => {
    const t = four();
    const r = t.attempt(
      t.tick(),
      record(t.game('a', 'b'), ['a', 'b'], { ...played([30, 20]), timeout: 'a' }),
    );
    expect(code(r)).toBe('ERR_NO_TIMEOUT');
  });

  it('TX-4 the absent player must be one of the game’s players', () => {
    const t = four();
    expect(
      code(t.attempt(t.tick(), record(t.game('a', 'b'), ['a', 'b'], { kind: 'no-show', absent: ['c'] }))),
    ).toBe('ERR_WRONG_PLAYERS');
  });

  it('TX-6 a double crash counts at weekend events; elsewhere it is replayed', () => {
    const weekend = four();
    expect(
      code(
        weekend.attempt(weekend.tick(), record(weekend.game('a', 'b'), ['a', 'b'], { kind: 'double-crash' })),
      ),
    ).toBe('ok');
    const scheduled = four('tantrix-scheduled');
    const r = scheduled.attempt(
      scheduled.tick(),
      record(scheduled.game('a', 'b'), ['a', 'b'], { kind: 'double-crash' }),
    );
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_REPLAY' } });
    expect(!r.ok && r.error.message).toMatch(/replayed \(TX-6\)/);
  });

  it('TX-10 lateness is reported at weekend events only', () => {
    const scheduled = four('tantrix-scheduled');
    const r = scheduled.attempt(
      scheduled.tick(),
      record(scheduled.game('a', 'b'), ['a', 'b'], played([30, 20], [12, 12], [7, 0])),
    );
    expect(code(r)).toBe('ERR_LATENESS');
  });

  it('TX-10 a player may declare a no-show only 5 + 10 minutes after the round started; the director any time', () => {
    const t = four();
    t.do(at(2), { type: 'ScheduleRound', stage: 'groups', round: 1, startsAt: at(3, '10:00') });
    const g = [...(t.state().groups?.games.values() ?? [])].find((x) => x.round === 1);
    const [x, y] = g?.players ?? ['', ''];
    const claim = record(g?.id as string, [x, y], { kind: 'no-show', absent: [y] });
    expect(code(t.attempt(at(3, '10:14'), claim, player(x)))).toBe('ERR_TOO_EARLY');
    expect(code(t.attempt(at(3, '10:05'), claim, { kind: 'director', personId: 'td' }))).toBe('ok');
    const other = [...(t.state().groups?.games.values() ?? [])].find((z) => z.round === 1 && z.id !== g?.id);
    const [p, q] = other?.players ?? ['', ''];
    expect(
      code(
        t.attempt(
          at(3, '10:15'),
          record(other?.id as string, [p, q], { kind: 'no-show', absent: [q] }),
          player(p),
        ),
      ),
    ).toBe('ok');
  });
});

describe('draws and schedules', () => {
  it('TX-12 groups need at least two players each, and a cup needs groups with someone left out', () => {
    const t = tournament(['a', 'b', 'c'].map((id) => entrant(id)));
    expect(code(t.attempt(at(1), { type: 'DrawGroups', seed: 's', groups: 2 }))).toBe('ERR_GROUP_TOO_SMALL');
    const tight = tournament(['a', 'b', 'c', 'd'].map((id) => entrant(id)));
    expect(code(tight.attempt(at(1), { type: 'DrawGroups', seed: 's', groups: 2 }))).toBe(
      'ERR_GROUP_TOO_SMALL',
    );
  });

  it('TX-12 the groups are drawn once; a cup without groups has none', () => {
    const t = four();
    expect(code(t.attempt(t.tick(), { type: 'DrawGroups', seed: 's' }))).toBe('ERR_ALREADY_DRAWN');
    const cup = tournament([entrant('a'), entrant('b')], 'tantrix-cup');
    expect(code(cup.attempt(at(1), { type: 'DrawGroups', seed: 's' }))).toBe('ERR_NO_GROUPS');
    const groups = tournament([entrant('a'), entrant('b')], 'tantrix-scheduled');
    expect(code(groups.attempt(at(1), { type: 'SeedCup', seed: 's' }))).toBe('ERR_NO_CUP');
  });

  it('TX-12 the number of groups follows the preferred group size', () => {
    const t = tournament(Array.from({ length: 10 }, (_, i) => entrant(`p${i}`, 1500 + i)));
    t.do(at(1), { type: 'DrawGroups', seed: 's' });
    // Snake order: the tenth seed goes to the group the fourth row starts from, C.
    expect(t.state().groups?.groups.map((g) => g.members.length)).toEqual([3, 3, 4]);
  });

  it('TX-7 the cup waits for every group to be decided', () => {
    const t = four();
    const r = t.attempt(t.tick(), { type: 'SeedCup', seed: 's' });
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_GROUPS_UNDECIDED' } });
    expect(!r.ok && r.error.message).toMatch(/group A has games to play/);
  });

  it('TX-12 nobody joins after the draw', () => {
    const t = four();
    const r = t.attempt(t.tick(), { type: 'RegisterParticipant', participant: entrant('late') });
    expect(code(r)).toBe('ERR_ALREADY_DRAWN');
  });

  it('TX-10/TX-11 a round’s end comes after its start, and the round must exist', () => {
    const t = four();
    expect(
      code(
        t.attempt(t.tick(), {
          type: 'ScheduleRound',
          stage: 'groups',
          round: 1,
          startsAt: at(5),
          endsBy: at(4),
        }),
      ),
    ).toBe('ERR_INVALID_TIMES');
    expect(
      code(t.attempt(t.tick(), { type: 'ScheduleRound', stage: 'groups', round: 4, startsAt: at(5) })),
    ).toBe('ERR_NO_SUCH_ROUND');
  });

  it('TX-9 colours are chosen before the draw, first and second choice different', () => {
    const t = tournament([entrant('a'), entrant('b')], 'tantrix-cup');
    expect(
      code(t.attempt(at(1), { type: 'ChooseColours', participant: 'a', first: 'red', second: 'red' })),
    ).toBe('ERR_INVALID_COMMAND');
    t.do(at(1), { type: 'ChooseColours', participant: 'a', first: 'red', second: 'blue' }, player('a'));
    t.do(at(2), { type: 'SeedCup', seed: 's' });
    expect(
      code(t.attempt(at(3), { type: 'ChooseColours', participant: 'a', first: 'green', second: 'blue' })),
    ).toBe('ERR_COLOURS_LOCKED');
  });
});

describe('evolve is total (PYR-0)', () => {
  const setup = { config: testConfig(), participants: participants('a', 'b', 'c', 'd') };
  const draw = ev(1, '2026-06-01T09:00:00Z', 'GroupsDrawn', {
    seed: 's',
    groups: [{ id: 'A', members: ['a', 'b', 'c', 'd'] }],
    seeding: [],
  });
  const result = (seq: number, time: string, game: string, players: string[]) =>
    ev(seq, time, 'ResultRecorded', {
      game,
      players,
      result: { kind: 'played', scores: [30, 20], minutes: [10, 10] },
    });

  it('TX-1 (PYR-0) a result for a game the structure does not have is rejected', () => {
    const f = fold<TpState>(tpTournament, setup, [
      draw,
      result(2, '2026-06-01T10:00:00Z', 'B:r1:b1', ['a', 'b']),
    ]);
    expect(f.outcomes.get(2)).toMatchObject({ status: 'rejected', code: 'ERR_NO_SUCH_GAME' });
  });

  it('TX-1 (PYR-0) a result folded before the draw it needs is ineffective, not an error', () => {
    const f = fold<TpState>(tpTournament, setup, [
      draw,
      result(2, '2026-06-01T08:00:00Z', 'A:r1:b1', ['a', 'd']),
    ]);
    expect(f.outcomes.get(2)).toMatchObject({ status: 'ineffective', code: 'ERR_GAME_NOT_READY' });
  });

  it('TX-14 (PYR-0) a second result from a player is ineffective; the first stands', () => {
    const second = { ...result(3, '2026-06-01T11:00:00Z', 'A:r1:b1', ['a', 'd']), actor: 'player:d' };
    const f = fold<TpState>(tpTournament, setup, [
      draw,
      result(2, '2026-06-01T10:00:00Z', 'A:r1:b1', ['a', 'd']),
      second,
    ]);
    expect(f.outcomes.get(3)).toMatchObject({ status: 'ineffective', code: 'ERR_RESULT_EXISTS' });
    expect(f.state.format.results.get('A:r1:b1')?.seq).toBe(2);
  });
});

describe('evolve rejects malformed draws and results (TX-1, TX-12)', () => {
  const setup = {
    config: testConfig('tantrix-weekend', { structure: 'cup' }),
    participants: participants('a', 'b', 'c'),
  };

  it('TX-12 a bracket must have a power-of-two number of slots holding each seed once', () => {
    const bad = ev(1, '2026-06-01T09:00:00Z', 'CupSeeded', {
      seed: 's',
      order: ['a', 'b', 'c'],
      slots: ['a', 'b', 'c'],
    });
    expect(fold(tpTournament, setup, [bad]).outcomes.get(1)).toMatchObject({
      status: 'rejected',
      code: 'ERR_INVALID_DRAW',
    });
  });

  it('TX-4 a no-show must name a player of the game', () => {
    const seeded = ev(1, '2026-06-01T09:00:00Z', 'CupSeeded', {
      seed: 's',
      order: ['a', 'b'],
      slots: ['a', 'b'],
    });
    const result = ev(2, '2026-06-01T10:00:00Z', 'ResultRecorded', {
      game: 'cup:r1:m1:g1',
      players: ['a', 'b'],
      result: { kind: 'no-show', absent: ['c'] },
    });
    expect(fold(tpTournament, setup, [seeded, result]).outcomes.get(2)).toMatchObject({
      status: 'rejected',
      code: 'ERR_WRONG_PLAYERS',
    });
  });
});
