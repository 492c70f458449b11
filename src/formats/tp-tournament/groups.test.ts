import { describe, expect, it } from 'vitest';
import { at, entrant, played, tournament } from '../../test-support/tp-tournament.js';
import { type GroupTable, groupTable } from './groups.js';
import { due } from './views.js';

function group(
  preset = 'tantrix-weekend',
  overrides: Record<string, unknown> = {},
  ids = ['a', 'b', 'c', 'd'],
) {
  const t = tournament(
    ids.map((id, i) => entrant(id, 2000 - 100 * i)),
    preset,
    overrides,
  );
  t.do(at(1), { type: 'DrawGroups', seed: 'g', groups: 1 });
  return t;
}
const table = (t: ReturnType<typeof group>): GroupTable => groupTable(t.state(), 'A') as GroupTable;
const pairs = (t: ReturnType<typeof group>) => table(t).playoffs.map((p) => [p.place, [...p.players].sort()]);
const order = (t: ReturnType<typeof group>) =>
  table(t).rows.map((r) => `${r.place}${r.tied ? '=' : ''}${r.participantId}`);
const QUALIFY_ONE = { groups: { qualifiers: 1 } };

describe('TX-7 group standings', () => {
  it('TX-7 players are ranked by their TP total', () => {
    const t = group();
    t.play('a', 'b', played([30, 20]));
    t.play('a', 'c', played([30, 25]));
    t.play('a', 'd', played([30, 28]));
    t.play('b', 'c', played([30, 29]));
    t.play('b', 'd', played([30, 29]));
    t.play('c', 'd', played([30, 29]));
    expect(order(t)).toEqual(['1a', '2b', '3c', '4d']);
    expect(table(t).rows.map((r) => r.tp)).toEqual([
      162 + 150 + 139,
      38 + 133 + 133,
      50 + 67 + 133,
      61 + 67 + 67,
    ]);
    expect(table(t).rows[0]?.decidedBy).toBe('tp');
  });

  it('TX-7 a TP tie is broken by the TP from the games among the tied players', () => {
    const t = group('tantrix-weekend', QUALIFY_ONE);
    t.play('a', 'b', played([30, 20])); // a 16.2
    t.play('b', 'c', played([30, 20])); // b 16.2
    t.play('c', 'a', played([30, 20])); // c 16.2
    t.play('a', 'd', played([30, 20]));
    t.play('b', 'd', played([30, 20]));
    t.play('d', 'c', played([30, 20]));
    // a and b both have 16.2 + 3.8 + 16.2 and a beat b; c and d both 23.8 and d beat c.
    expect(order(t)).toEqual(['1a', '2b', '3d', '4c']);
    expect(
      table(t)
        .rows.slice(0, 2)
        .map((r) => r.decidedBy),
    ).toEqual(['head-to-head', 'head-to-head']);
  });

  it('TX-7 (seed 10.2, 10.4) head-to-head comes before wins, though the other has more wins', () => {
    const t = group('tantrix-weekend', QUALIFY_ONE);
    t.play('b', 'c', played([46, 10])); // margin 36: 20:0
    t.play('a', 'b', played([30, 29])); // 13.3:6.7
    t.play('d', 'b', played([30, 29])); // 13.3:6.7
    t.play('c', 'a', played([32, 20])); // margin 12: 16.6:3.4
    t.play('c', 'd', played([33, 20])); // margin 13: 16.8:3.2
    t.play('a', 'd', played([50, 10]));
    // b and c 33.4 each, tied for place 2, which decides nothing: b beat c, c won two games to one.
    expect(order(t)).toEqual(['1a', '2b', '3c', '4d']);
    const rows = table(t).rows;
    expect(rows[1]).toMatchObject({ participantId: 'b', tp: 334, wins: 2, decidedBy: 'head-to-head' });
    expect(rows[2]).toMatchObject({ participantId: 'c', tp: 334, wins: 4 });
    expect(table(t).playoffs).toEqual([]);
  });

  it('TX-7 head-to-head is applied again to the players still tied (decision)', () => {
    const t = group('tantrix-scheduled');
    t.play('a', 'b', played([32, 20])); // a 16.6 : 3.4
    t.play('a', 'c', played([25, 25])); // 10 : 10
    t.play('b', 'c', played([26, 25])); // b 13.3 : 6.7
    t.play('a', 'd', played([25, 25])); // 10 : 10
    t.play('b', 'd', played([40, 5])); // 19.9 : 0.1
    t.play('c', 'd', played([40, 5])); // 19.9 : 0.1
    // a, b, c all 36.6; among the three a has 26.6, b and c 16.7; between b and c, b won.
    expect(
      table(t)
        .rows.slice(0, 3)
        .map((r) => r.tp),
    ).toEqual([366, 366, 366]);
    expect(order(t)).toEqual(['1a', '2b', '3c', '4d']);
  });

  /**
   * Two players level on TP, each case a group played out, then each one's row: the one ahead on
   * the criterion that decides first. Games `[x, y, scores, minutes]`, scores from x's side.
   */
  const LESSER_TIES: readonly {
    name: string;
    games: readonly (readonly [string, string, [number, number], [number, number]?])[];
    rows: Readonly<Record<string, object>>;
  }[] = [
    {
      // c and d: 26.1 each, their game drawn; c has 1½ wins, d 1.
      name: 'TX-7 lesser ties: wins first, a draw counting half',
      games: [
        ['c', 'a', [30, 29], [15, 12]], // c 13.3 − 1 = 12.3, a win
        ['c', 'd', [25, 25]], // draw
        ['c', 'b', [20, 30]], // 3.8
        ['d', 'a', [25, 25]], // draw
        ['d', 'b', [28, 30]], // 6.1
        ['b', 'a', [40, 20]],
      ],
      rows: { c: { tp: 261, wins: 3, place: 2, decidedBy: 'wins' }, d: { tp: 261, wins: 2, place: 3 } },
    },
    {
      // c and d 34.7 each, their game drawn. Wins: d 1 + ½ + ½ = 2, c 1 + ½ = 1½; counting draws as
      // nothing both have 1, and c's margin (+30 against +4) would put him ahead.
      name: 'TX-7 (seed 10.4) lesser ties: a draw counts half a win, not nothing',
      games: [
        ['c', 'a', [46, 10]], // margin 36: 20:0
        ['c', 'b', [24, 30]], // margin 6: 4.7:15.3
        ['c', 'd', [25, 25]], // 10:10
        ['d', 'a', [29, 25]], // margin 4: 14.7:5.3
        ['d', 'b', [25, 25]], // 10:10
        ['b', 'a', [50, 10]],
      ],
      rows: {
        d: { tp: 347, wins: 4, margin: 4, place: 2, decidedBy: 'wins' },
        c: { tp: 347, wins: 3, margin: 30, place: 3 },
      },
    },
    {
      name: 'TX-7 lesser ties: then the sum of margins',
      games: [
        ['c', 'd', [25, 25]],
        ['c', 'a', [20, 20]],
        ['c', 'b', [30, 30]],
        ['d', 'a', [50, 10]], // margin 40: 20:0
        ['d', 'b', [10, 46]], // margin 36: 0:20
        ['b', 'a', [30, 20]],
      ],
      rows: {
        d: { tp: 300, wins: 3, margin: 4, place: 2, decidedBy: 'margin' },
        c: { tp: 300, wins: 3, margin: 0, place: 3 },
      },
    },
    {
      name: 'TX-7 lesser ties: then the sum of own game scores',
      games: [
        ['c', 'd', [25, 25]],
        ['c', 'a', [20, 30]],
        ['c', 'b', [30, 20]],
        ['d', 'a', [27, 27]],
        ['d', 'b', [22, 22]],
        ['a', 'b', [40, 20]],
      ],
      rows: {
        c: { tp: 300, margin: 0, stones: 75, place: 2, decidedBy: 'stones' },
        d: { tp: 300, margin: 0, stones: 74, place: 3 },
      },
    },
  ];

  for (const { name, games, rows } of LESSER_TIES)
    it(name, () => {
      const t = group('tantrix-weekend', QUALIFY_ONE).playAll(games);
      for (const [id, row] of Object.entries(rows))
        expect(table(t).rows.find((r) => r.participantId === id)).toMatchObject(row);
    });
});

/** a first; b and c level on TP and on their drawn game, fighting for the second place. */
function tieForSecond(t: ReturnType<typeof group>) {
  t.play('a', 'b', played([30, 20]));
  t.play('a', 'c', played([30, 20]));
  t.play('a', 'd', played([40, 18]));
  t.play('b', 'c', played([25, 25]));
  t.play('b', 'd', played([44, 34])); // more stones than c's win, same TP
  t.play('c', 'd', played([29, 19]));
}

describe('TX-7 play-offs', () => {
  it('TX-7 a tie for a qualifying place needs a play-off, even where lesser criteria differ', () => {
    const t = group();
    tieForSecond(t);
    const tb = table(t);
    expect(order(t)).toEqual(['1a', '2=b', '2=c', '4d']);
    expect(tb.playoffs).toMatchObject([{ group: 'A', place: 2, games: [], next: 'A:p2:g1' }]);
    expect(pairs(t)).toEqual([[2, ['b', 'c']]]);
    expect(tb.final).toBe(false);
    expect(due(t.state(), t.tick() as never).map((d) => d.code)).toContain('tx.due.playoff');
    expect(t.attempt(t.tick(), { type: 'SeedCup', seed: 'c' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_GROUPS_UNDECIDED' },
    });
  });

  it('TX-7 the play-off is first to win: a drawn game is followed by another; over time loses at once', () => {
    const t = group();
    tieForSecond(t);
    t.do(t.tick(), {
      type: 'RecordResult',
      game: 'A:p2:g1',
      players: ['b', 'c'],
      result: { kind: 'played', scores: [15, 15] },
    });
    expect(table(t).playoffs[0]?.next).toBe('A:p2:g2');
    t.do(t.tick(), {
      type: 'RecordResult',
      game: 'A:p2:g2',
      players: ['c', 'b'],
      result: { kind: 'played', scores: [25, 12], timeout: 'c' },
    });
    expect(order(t)).toEqual(['1a', '2b', '3c', '4d']);
    expect(table(t)).toMatchObject({ final: true, playoffs: [{ winner: 'b' }] });
    expect(table(t).rows[1]?.decidedBy).toBe('playoff');
    // The play-off adds no TP.
    expect(table(t).rows[1]?.tp).toBe(table(t).rows[2]?.tp);
    t.do(t.tick(), { type: 'SeedCup', seed: 'c' });
    expect(t.state().cup?.order).toEqual(['a', 'b']);
  });

  it('TX-7 (seed 10.3) a play-off player whose minutes show him over the 5 minutes loses, whatever the score', () => {
    const t = group();
    tieForSecond(t);
    t.do(t.tick(), {
      type: 'RecordResult',
      game: 'A:p2:g1',
      players: ['b', 'c'],
      result: { kind: 'played', scores: [30, 12], minutes: [6, 4] },
    });
    expect(table(t)).toMatchObject({ final: true, playoffs: [{ winner: 'c' }] });
    expect(order(t)).toEqual(['1a', '2c', '3b', '4d']);
  });

  it('TX-7 a play-off game the tie does not call for is refused', () => {
    const t = group();
    tieForSecond(t);
    const wrong = t.attempt(t.tick(), {
      type: 'RecordResult',
      game: 'A:p3:g1',
      players: ['b', 'c'],
      result: { kind: 'played', scores: [15, 12] },
    });
    expect(wrong).toMatchObject({ ok: false, error: { code: 'ERR_GAME_NOT_READY' } });
    const skip = t.attempt(t.tick(), {
      type: 'RecordResult',
      game: 'A:p2:g2',
      players: ['b', 'c'],
      result: { kind: 'played', scores: [15, 12] },
    });
    expect(skip).toMatchObject({ ok: false, error: { code: 'ERR_GAME_NOT_READY' } });
  });

  it('TX-7 a tie that decides nothing is settled by the lesser criteria, without a play-off', () => {
    const t = group('tantrix-weekend', QUALIFY_ONE);
    tieForSecond(t);
    expect(table(t).playoffs).toEqual([]);
    expect(order(t)).toEqual(['1a', '2b', '3c', '4d']);
    expect(table(t).rows[1]?.decidedBy).toBe('stones');
    expect(table(t).final).toBe(true);
  });

  it('TX-7 in a groups-only event the group is a final: a tie for first place needs a play-off', () => {
    const t = group('tantrix-scheduled', { groups: { prizePlaces: 0 } });
    t.play('a', 'b', played([25, 25]));
    t.play('a', 'c', played([30, 20]));
    t.play('b', 'c', played([30, 20]));
    t.play('a', 'd', played([30, 20]));
    t.play('b', 'd', played([30, 20]));
    t.play('c', 'd', played([30, 20]));
    expect(pairs(t)).toEqual([[1, ['a', 'b']]]);
  });

  it('TX-7 a tie for a prize needs a play-off', () => {
    const t = group('tantrix-scheduled'); // prizes for places 1–3
    t.play('a', 'b', played([30, 20]));
    t.play('a', 'c', played([30, 20]));
    t.play('a', 'd', played([30, 20]));
    t.play('b', 'c', played([30, 20]));
    t.play('b', 'd', played([30, 20]));
    t.play('c', 'd', played([25, 25]));
    expect(pairs(t)).toEqual([[3, ['c', 'd']]]);
    const noPrizes = group('tantrix-scheduled', { groups: { prizePlaces: 1 } });
    noPrizes.append(...t.events.slice(1));
    expect(groupTable(noPrizes.state(), 'A')?.playoffs).toEqual([]);
  });

  it('TX-7 no play-off is called while the group still has games to play', () => {
    const t = group();
    tieForSecond(t);
    const early = group();
    early.append(...t.events.slice(1, -1));
    expect(groupTable(early.state(), 'A')).toMatchObject({ complete: false, playoffs: [], final: false });
  });
});

describe('TX-7 ties of three (decisions)', () => {
  function cycle(t: ReturnType<typeof group>, dMargins: [number, number, number]) {
    t.play('a', 'b', played([30, 20]));
    t.play('b', 'c', played([30, 20]));
    t.play('c', 'a', played([30, 20]));
    t.play('a', 'd', played([20 + dMargins[0], 20]));
    t.play('b', 'd', played([20 + dMargins[1], 20]));
    t.play('c', 'd', played([20 + dMargins[2], 20]));
  }

  it('TX-7 three tied across a qualifying place are narrowed by the lesser criteria; the last two play off', () => {
    const t = group();
    cycle(t, [40, 36, 36]); // every win by 36 or more is 20:0; a's margins are larger
    expect(order(t)).toEqual(['1a', '2=b', '2=c', '4d']);
    expect(table(t).rows[0]?.decidedBy).toBe('margin');
    expect(pairs(t)).toEqual([[2, ['b', 'c']]]);
  });

  it('TX-7/TX-14 three still tied after every criterion: the director decides the order', () => {
    const t = group();
    cycle(t, [10, 10, 10]);
    expect(table(t).openTies.map((o) => [o.places, [...o.players].sort()])).toEqual([
      [
        [1, 3],
        ['a', 'b', 'c'],
      ],
    ]);
    expect(table(t).final).toBe(false);
    expect(due(t.state(), t.tick() as never).map((d) => d.code)).toContain('tx.due.director-decision');
    t.do(t.tick(), {
      type: 'OverrideOutcome',
      override: { target: 'group-order', group: 'A', order: ['c', 'a', 'b', 'd'] },
      reason: 'drawn by lot in the lobby',
    });
    expect(order(t)).toEqual(['1c', '2a', '3b', '4d']);
    expect(table(t)).toMatchObject({
      final: true,
      openTies: [],
      override: { reason: 'drawn by lot in the lobby' },
    });
  });
});

describe('TX-5 repeated no-shows', () => {
  function withNoShows(count: number) {
    const t = group('tantrix-scheduled', {}, ['a', 'b', 'c', 'd', 'e']);
    const others = ['a', 'b', 'c', 'd'];
    for (const x of others.slice(0, count)) t.play(x, 'e', { kind: 'no-show', absent: ['e'] });
    t.play('a', 'b', played([30, 20]));
    return t;
  }

  it('TX-5 two no-shows: the player stays in the table with his 18:2 losses', () => {
    const t = withNoShows(2);
    const rows = table(t).rows;
    expect(rows.map((r) => r.participantId)).toContain('e');
    expect(rows.find((r) => r.participantId === 'e')).toMatchObject({ tp: 40, noShows: 2 });
    expect(rows.find((r) => r.participantId === 'a')?.tp).toBe(180 + 162);
  });

  it('TX-5 more than two: he leaves the table and his games leave his opponents’ totals', () => {
    const t = withNoShows(3);
    const tb = table(t);
    expect(tb.rows.map((r) => r.participantId)).not.toContain('e');
    expect(tb.excluded).toEqual([
      { participantId: 'e', noShows: ['a', 'b', 'c'].map((x) => t.game(x, 'e')) },
    ]);
    expect(tb.rows.find((r) => r.participantId === 'a')).toMatchObject({ tp: 162, games: 1 });
    expect(tb.rows.find((r) => r.participantId === 'c')).toMatchObject({ tp: 0, games: 0 });
    // His remaining game no longer counts and cannot be recorded.
    const refused = t.attempt(t.tick(), {
      type: 'RecordResult',
      game: t.game('d', 'e'),
      players: ['d', 'e'],
      result: played([30, 20]),
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'ERR_EXCLUDED' } });
    expect(due(t.state(), t.tick() as never).map((d) => d.code)).toContain('tx.due.excluded');
  });

  it('TX-5/TX-14 the director may keep a player in the standings', () => {
    const t = withNoShows(3);
    t.do(t.tick(), {
      type: 'OverrideOutcome',
      override: { target: 'exclusion', participant: 'e', excluded: false },
      reason: 'server outage',
    });
    expect(table(t).rows.map((r) => r.participantId)).toContain('e');
  });
});
