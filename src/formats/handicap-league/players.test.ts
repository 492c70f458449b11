import { describe, expect, it } from 'vitest';
import { listToArray } from '../../core/list.js';
import { at, League, leagueConfig, shogiPlayer } from '../../test-support/handicap-league.js';
import { eveningBoard } from './board.js';
import { archive, ranking } from './league-views.js';

const EVENING = at(19).slice(0, 10);

describe('HL-2 real ranks of players', () => {
  it('HL-2 a player registered with FESA and NSR ranks plays on the FESA rank', () => {
    const league = new League([shogiPlayer('a', '3 Kyu')]);
    league.do(at(18), {
      type: 'RegisterParticipant',
      participant: { id: 'n', name: 'Newcomer', attributes: { fesaRank: '2 Kyu', nsrRank: '1 Dan' } },
    });
    expect(league.state().players.get('n')?.real).toEqual({ step: -1, source: 'FESA', assumed: false });
  });

  it('HL-2 a registration with an unreadable rank is refused', () => {
    const league = new League([]);
    expect(
      league.refusal(at(18), {
        type: 'RegisterParticipant',
        participant: { id: 'n', name: 'Newcomer', attributes: { nsrRank: 'about 3 kyu' } },
      }),
    ).toMatchObject({ code: 'ERR_INVALID_RANK', path: 'participant.attributes.nsrRank' });
  });

  it('HL-2 without any rank a player plays as the default estimate until the director enters one', () => {
    const league = new League([{ id: 'n', name: 'Newcomer' }], leagueConfig({ defaultEstimate: '12 Kyu' }));
    expect(ranking(league.state()).rows[0]).toMatchObject({
      notation: '12 Kyu',
      source: 'estimate',
      rankAssumed: true,
    });
  });

  const promoted = (config = leagueConfig()) => {
    const league = new League([shogiPlayer('a', '3 Kyu'), shogiPlayer('b', '3 Kyu')], config);
    league.evening(1, [['a', 'b', 'a']]);
    league.do(at(12, 2), {
      type: 'UpdateParticipant',
      participant: {
        id: 'a',
        name: 'Real Name A',
        attributes: { estimatedRank: '3 Kyu', fesaRank: '1 Kyu' },
      },
    });
    return league;
  };

  it('HL-2/HL-3 (default) a new real rank keeps the league rank: the modifier takes up the difference', () => {
    const league = promoted();
    // 3 Kyu+I (league rank −1) becomes 1 Kyu-I (0 − 1 = −1): same handicaps as before.
    const a = league.state().players.get('a');
    expect(a).toMatchObject({ real: { step: 0, source: 'FESA' }, modifier: -1 });
    expect(ranking(league.state()).rows[0]?.notation).toBe('1 Kyu-I');
    expect(listToArray(a?.history ?? null).at(-1)).toMatchObject({
      kind: 'rank-changed',
      from: { step: -2, source: 'estimate' },
      to: { step: 0, source: 'FESA' },
      modifier: -1,
    });
  });

  it('HL-2/HL-3 (setting keep-modifier) a new real rank moves the league rank with it', () => {
    const league = promoted(leagueConfig({ realRankChange: 'keep-modifier' }));
    expect(league.state().players.get('a')).toMatchObject({ real: { step: 0 }, modifier: 1 });
    expect(ranking(league.state()).rows[0]?.notation).toBe('1 Kyu+I');
  });

  it('HL-2 an update with an unreadable rank is refused (core canUpdate)', () => {
    const league = new League([shogiPlayer('a', '3 Kyu')]);
    expect(
      league.refusal(at(18), {
        type: 'UpdateParticipant',
        participant: { id: 'a', name: 'A', attributes: { fesaRank: '0 Kyu' } },
      }).code,
    ).toBe('ERR_INVALID_RANK');
  });
});

describe('HL-3 the director’s explicit correction', () => {
  it('HL-3 the director sets a modifier (e.g. taking over a paper ranking) and it is in the history', () => {
    const league = new League([shogiPlayer('a', '1 Dan')]);
    league.do(at(18), {
      type: 'CorrectModifier',
      participant: 'a',
      modifier: -1,
      reason: 'from the 2025 list',
    });
    expect(ranking(league.state()).rows[0]?.notation).toBe('1 Dan-I');
    const history = listToArray(league.state().players.get('a')?.history ?? null);
    expect(history).toEqual([{ kind: 'modifier-corrected', at: at(18), modifier: -1, previous: 0 }]);
    expect(league.events.at(-1)?.reason).toBe('from the 2025 list');
    expect(
      league.refusal(at(18.5), { type: 'CorrectModifier', participant: 'a', modifier: -1, reason: 'again' })
        .code,
    ).toBe('ERR_NO_CHANGE');
  });

  it('HL-5 league points carried over by the director count in the ranking', () => {
    const league = new League([shogiPlayer('a', '1 Dan'), shogiPlayer('b', '5 Kyu')]);
    league.do(at(18), { type: 'AdjustLeaguePoints', participant: 'b', points: 4, reason: 'paper list' });
    expect(ranking(league.state()).rows.map((r) => [r.participantId, r.points])).toEqual([
      ['b', 4],
      ['a', 0],
    ]);
  });
});

describe('HL-11 staying in, taken out, returning', () => {
  it('HL-11 players stay in the ranking permanently, whether they play or not', () => {
    const league = new League([
      shogiPlayer('a', '1 Dan'),
      shogiPlayer('b', '5 Kyu'),
      shogiPlayer('z', '9 Kyu'),
    ]);
    for (let day = 1; day <= 3; day++) league.evening(day, [['a', 'b', 'a']]);
    expect(ranking(league.state()).rows.map((r) => r.participantId)).toContain('z');
  });

  it('HL-11 a player taken out leaves the ranking for the archive and returns with his history', () => {
    const league = new League([
      shogiPlayer('a', '1 Dan'),
      shogiPlayer('b', '5 Kyu'),
      shogiPlayer('c', '5 Kyu'),
    ]);
    league.evening(1, [['a', 'b', 'a']]);
    league.do(at(12, 2), { type: 'TakeOutPlayer', participant: 'a', reason: 'moved away' });
    expect(ranking(league.state()).rows.map((r) => r.participantId)).toEqual(['c', 'b']);
    expect(archive(league.state()).map((r) => [r.participantId, r.notation, r.points])).toEqual([
      ['a', '1 Dan+I', 1],
    ]);
    // Taken out: cannot play or check in.
    league.do(at(19, 2), { type: 'OpenEvening' });
    const evening = at(19, 2).slice(0, 10);
    expect(league.refusal(at(19.5, 2), { type: 'StartGame', evening, players: ['a', 'b'] })).toMatchObject({
      code: 'ERR_TAKEN_OUT',
      path: 'players.0',
    });
    expect(league.refusal(at(19.5, 2), { type: 'CheckIn', evening, participant: 'a' }).code).toBe(
      'ERR_TAKEN_OUT',
    );
    league.do(at(20, 2), { type: 'ReturnPlayer', participant: 'a' });
    const a = ranking(league.state()).rows.find((r) => r.participantId === 'a');
    expect(a).toMatchObject({ points: 1, notation: '1 Dan+I', place: 1 });
    expect(listToArray(league.state().players.get('a')?.history ?? null).map((h) => h.kind)).toEqual([
      'game',
      'moved',
      'taken-out',
      'returned',
    ]);
  });

  it('HL-11 nobody is taken out twice, returned while in, or taken out in the middle of a game', () => {
    const league = new League([shogiPlayer('a', '1 Dan'), shogiPlayer('b', '5 Kyu')]);
    expect(league.refusal(at(18), { type: 'ReturnPlayer', participant: 'a' }).code).toBe('ERR_NOT_TAKEN_OUT');
    league.do(at(19), { type: 'OpenEvening' });
    league.do(at(19.5), { type: 'StartGame', evening: EVENING, players: ['a', 'b'] });
    expect(league.refusal(at(19.6), { type: 'TakeOutPlayer', participant: 'a' }).code).toBe(
      'ERR_PLAYER_BUSY',
    );
    league.do(at(20), { type: 'ReportResult', evening: EVENING, players: ['a', 'b'], winner: 'a' });
    league.do(at(20.1), { type: 'TakeOutPlayer', participant: 'a' });
    expect(league.state().open?.present.has('a')).toBe(false);
    expect(league.refusal(at(20.2), { type: 'TakeOutPlayer', participant: 'a' }).code).toBe('ERR_TAKEN_OUT');
  });

  it('HL-11 a player taken out is not eligible for the end-of-evening adjustment', () => {
    const league = new League(
      [shogiPlayer('a', '1 Dan'), shogiPlayer('b', '5 Kyu'), shogiPlayer('c', '5 Kyu')],
      leagueConfig({}, 'berlin-literal'),
    );
    league.evening(1, [['a', 'b', 'a']]);
    league.do(at(12, 2), { type: 'TakeOutPlayer', participant: 'a' });
    league.evening(2, [['b', 'c', null]]);
    expect([...league.state().closed.values()][1]?.closure?.up).not.toBe('a');
  });
});

describe('HL-12 time control and no rating', () => {
  it('HL-12 the preset plays 10 minutes + 2 × 10 s byoyomi, shown on the evening board', () => {
    const league = new League([shogiPlayer('a', '1 Dan')]);
    league.do(at(19), { type: 'OpenEvening' });
    expect(eveningBoard(league.state())?.timeControl).toEqual({
      minutes: 10,
      byoyomiPeriods: 2,
      byoyomiSeconds: 10,
    });
  });

  it('HL-12 no rating: a participant’s rating plays no part in ranking or handicap', () => {
    const rated = (rating: number) => [
      shogiPlayer('a', '3 Kyu', { rating }),
      shogiPlayer('b', '3 Kyu', { rating: 2400 - rating }),
    ];
    const one = new League(rated(2000));
    const two = new League(rated(400));
    for (const league of [one, two]) league.evening(1, [['a', 'b', null]], 'same');
    expect(ranking(two.state()).rows).toEqual(ranking(one.state()).rows);
  });
});
