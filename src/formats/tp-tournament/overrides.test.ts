import { describe, expect, it } from 'vitest';
import { at, entrant, played, tournament } from '../../test-support/tp-tournament.js';
import { gameSheet } from './game-view.js';
import { findGame } from './games.js';
import { groupTable } from './groups.js';

function group() {
  const t = tournament(['a', 'b', 'c', 'd'].map((id, i) => entrant(id, 2000 - 100 * i)));
  t.do(at(1), { type: 'DrawGroups', seed: 'g', groups: 1 });
  return t;
}
const override = (o: object, reason = 'adjudicated') => ({ type: 'OverrideOutcome', override: o, reason });
const sheet = (t: ReturnType<typeof group>, id: string) => {
  const found = findGame(t.state(), id);
  if (found.status !== 'ready') throw new Error(found.reason);
  return gameSheet(t.state(), found.game);
};

describe('TX-14 the director’s decision is final', () => {
  it('TX-14 the director sets a game’s TP with a recorded reason; table and game sheet use it', () => {
    const t = group();
    const game = t.game('a', 'b');
    t.play('a', 'b', played([30, 29]));
    const [e] = t.do(
      t.tick(),
      override(
        { target: 'game-points', game, players: ['b', 'a'], tp: [80, 120] },
        'robot played for b (seed 3b)',
      ),
    ).events;
    expect(e).toMatchObject({ type: 'OutcomeOverridden', reason: 'robot played for b (seed 3b)' });
    expect(groupTable(t.state(), 'A')?.rows.find((r) => r.participantId === 'a')?.tp).toBe(120);
    const s = sheet(t, game);
    expect(s.breakdown?.tp).toContain(133);
    expect(s.override).toMatchObject({ reason: 'robot played for b (seed 3b)' });
    expect([...(s.tp ?? [])].sort()).toEqual([120, 80]);
  });

  it('TX-14/TX-2 an overridden game still shares exactly 20 TP', () => {
    const t = group();
    const game = t.game('a', 'b');
    t.play('a', 'b', played([30, 29]));
    const r = t.attempt(
      t.tick(),
      override({ target: 'game-points', game, players: ['a', 'b'], tp: [150, 100] }),
    );
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_TP_SUM', path: 'override.tp' } });
  });

  it('TX-14 TP can be set only for a game with a result, and never for a deciding game', () => {
    const t = group();
    const r = t.attempt(
      t.tick(),
      override({ target: 'game-points', game: t.game('a', 'b'), players: ['a', 'b'], tp: [100, 100] }),
    );
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_NO_RESULT' } });
    const unknown = t.attempt(
      t.tick(),
      override({ target: 'game-points', game: 'A:r7:b1', players: ['a', 'b'], tp: [100, 100] }),
    );
    expect(unknown).toMatchObject({ ok: false, error: { code: 'ERR_NO_SUCH_GAME' } });
  });

  it('TX-14 every override needs a reason', () => {
    const t = group();
    t.play('a', 'b', played([30, 29]));
    const r = t.attempt(
      t.tick(),
      override({ target: 'game-points', game: t.game('a', 'b'), players: ['a', 'b'], tp: [100, 100] }, ' '),
    );
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_INVALID_COMMAND' } });
  });

  it('TX-14 a group order is set for a complete group and names exactly its players', () => {
    const t = group();
    const order = { target: 'group-order', group: 'A', order: ['d', 'c', 'b', 'a'] };
    expect(t.attempt(t.tick(), override(order))).toMatchObject({
      ok: false,
      error: { code: 'ERR_GROUP_INCOMPLETE' },
    });
    for (const [x, y] of [
      ['a', 'b'],
      ['a', 'c'],
      ['a', 'd'],
      ['b', 'c'],
      ['b', 'd'],
      ['c', 'd'],
    ] as const)
      t.play(x, y, played([30, 20]));
    expect(t.attempt(t.tick(), override({ ...order, order: ['d', 'c', 'b'] }))).toMatchObject({
      ok: false,
      error: { code: 'ERR_NOT_THE_TABLE' },
    });
    t.do(t.tick(), override(order));
    expect(groupTable(t.state(), 'A')?.rows.map((r) => [r.participantId, r.decidedBy])).toEqual([
      ['d', 'override'],
      ['c', 'override'],
      ['b', 'override'],
      ['a', 'override'],
    ]);
  });

  it('TX-14/TX-9 the director may set a game’s colours', () => {
    const t = group();
    const game = t.game('a', 'b');
    t.do(t.tick(), override({ target: 'colours', game, players: ['a', 'b'], colours: ['green', 'yellow'] }));
    const s = sheet(t, game);
    const sides =
      s.game.players[0] === 'a' ? s.colours.colours : [s.colours.colours[1], s.colours.colours[0]];
    expect(sides).toEqual(['green', 'yellow']);
    expect(s.colours.rules).toEqual(['override', 'override']);
  });

  it('TX-14 a void withdraws an override', () => {
    const t = group();
    t.play('a', 'b', played([30, 29]));
    const [e] = t.do(
      t.tick(),
      override({ target: 'game-points', game: t.game('a', 'b'), players: ['a', 'b'], tp: [100, 100] }),
    ).events;
    t.do(t.tick(), { type: 'VoidEvent', seq: e?.seq, reason: 'entered for the wrong game' });
    expect(groupTable(t.state(), 'A')?.rows.find((r) => r.participantId === 'a')?.tp).toBe(133);
  });

  it('TX-14 an exclusion override names a participant', () => {
    const t = group();
    const r = t.attempt(t.tick(), override({ target: 'exclusion', participant: 'zz', excluded: true }));
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_UNKNOWN_PARTICIPANT' } });
    t.do(t.tick(), override({ target: 'exclusion', participant: 'd', excluded: true }, 'withdrew'));
    expect(groupTable(t.state(), 'A')?.rows.map((r) => r.participantId)).not.toContain('d');
  });
});
