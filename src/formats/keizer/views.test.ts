import { describe, expect, it } from 'vitest';
import { coreMessages } from '../../core/messages.js';
import { moment } from '../../core/moment.js';
import { add, equals, sum } from '../../core/rational.js';
import { LANGS } from '../../core/types.js';
import { player } from '../../test-support/given.js';
import { at, field, keizerConfig, SeasonDriver } from '../../test-support/keizer.js';
import { rankingChart } from './chart.js';
import { crosstable, meetings } from './crosstable.js';
import { eveningView } from './evening.js';
import { RELAXATIONS } from './events.js';
import { messages as keizerMessages } from './messages.js';
import { playerHistory } from './player-history.js';
import { OUTCOMES } from './sheet.js';
import { due, rounds, standings } from './views.js';

function threeRounds() {
  const s = new SeasonDriver(field(7)).plan(28);
  s.do(at(2, '12:00'), { type: 'NoticeAbsence', participant: 'p7', rounds: [2] }, player('p7'));
  for (let r = 1; r <= 3; r++) {
    s.pair(r).forEach((g, i) => {
      s.result(r, g.white, g.black, ['1-0', '0-1', '1/2-1/2'][(r + i) % 3] as string);
    });
  }
  return s;
}

describe('generic views', () => {
  it('standings show value and score per player (exact, 2 decimals)', () => {
    const table = standings(new SeasonDriver(field(3)).state());
    expect(table.columns.map((c) => c.id)).toEqual(['value', 'score', 'games', 'attended']);
    expect(table.rows[0]).toMatchObject({
      place: 1,
      participantId: 'p1',
      cells: { value: '50', score: '50.00' },
    });
  });

  it('KZ-4 the standings carry the ranking’s notes as messages, for the pages', () => {
    const s = new SeasonDriver(
      field(6),
      keizerConfig({ values: { top: { kind: 'fixed', value: '4' }, minimum: '2' } }),
    );
    const table = standings(s.state());
    expect(table.noteMessages).toEqual([{ key: 'keizer.note.scale-too-short' }]);
    expect(table.notes).toHaveLength(1);
    expect(standings(new SeasonDriver(field(3)).state()).noteMessages).toBeUndefined();
  });

  it('rounds list planned evenings and paired rounds with results and the bye', () => {
    const s = new SeasonDriver(field(5)).plan(28);
    const games = s.pair(1);
    s.result(1, games[0]?.white as string, games[0]?.black as string, '1-0');
    const view = rounds(s.state());
    expect(view[0]).toMatchObject({ id: '1', status: 'playing', at: '2025-09-04T18:00:00+02:00' });
    expect(view[0]?.pairings.at(-1)).toMatchObject({ second: null, note: 'keizer.outcome.bye' });
    expect(view[1]).toMatchObject({ id: '2', status: 'planned', pairings: [] });
    expect(view).toHaveLength(28);
  });

  it('KZ-12 due: the evening is to be paired on its day, overdue after publication', () => {
    const s = new SeasonDriver(field(4)).plan(28);
    expect(due(s.state(), moment(at(1, '09:00'))).map((d) => [d.code, d.severity])).toEqual([
      ['keizer.due.pair-round', 'due'],
    ]);
    expect(due(s.state(), moment(at(1, '18:30'))).map((d) => d.severity)).toEqual(['overdue']);
    expect(due(s.state(), moment('2025-09-03T12:00:00+02:00'))).toEqual([]);
  });

  it('KZ-12 rounds carry their publication time; nothing of a pairing is due before it', () => {
    const s = new SeasonDriver(field(4)).plan(28);
    s.do(at(1, '17:30'), { type: 'PairRound', round: 1 });
    expect(rounds(s.state())[0]).toMatchObject({
      status: 'paired',
      publishedAt: '2025-09-04T18:00:00+02:00',
    });
    expect(due(s.state(), moment(at(1, '17:45')))).toEqual([]);
    expect(due(s.state(), moment(at(1, '18:05'))).map((d) => d.code)).toContain('keizer.due.result-missing');
  });

  it("refusals carry their values as params, for texts in the user's language", () => {
    const s = new SeasonDriver(field(4)).plan(28);
    s.do(at(1, '12:00'), { type: 'NoticeAbsence', participant: 'p2', rounds: [3] }, player('p2'));
    const again = s.attempt(
      at(1, '12:05'),
      { type: 'NoticeAbsence', participant: 'p2', rounds: [3] },
      player('p2'),
    );
    expect(!again.ok && again.error).toMatchObject({
      code: 'ERR_NOTICE_EXISTS',
      params: { participant: 'p2', round: 3 },
    });
  });

  it('KZ-17 due: missing results; KZ-11 late notices; players left out of the pairing', () => {
    const s = new SeasonDriver(field(4)).plan(28);
    s.do(at(1, '16:00'), { type: 'NoticeAbsence', participant: 'p4', rounds: [1] }, player('p4'));
    s.pair(1);
    s.do(at(1, '16:30'), { type: 'WithdrawAbsence', participant: 'p4', round: 1 }, player('p4'));
    s.do(at(2, '17:30'), { type: 'NoticeAbsence', participant: 'p1', rounds: [2] }, player('p1'));
    const codes = due(s.state(), moment(at(1, '23:00'))).map((d) => d.code);
    expect(codes).toEqual(
      expect.arrayContaining([
        'keizer.due.result-missing',
        'keizer.due.not-paired',
        'keizer.due.late-notice',
      ]),
    );
  });
});

describe('pages data', () => {
  it('KZ-12 the evening: boards with places and values, the bye, who is absent and why', () => {
    const s = threeRounds();
    const evening = eveningView(s.state(), 2);
    expect(evening).toMatchObject({
      round: 2,
      date: '2025-09-11',
      publishedAt: '2025-09-11T18:00:00+02:00',
      status: 'complete',
    });
    expect(evening.boards).toHaveLength(3);
    expect(evening.absent).toEqual([{ participantId: 'p7', kind: 'notice' }]);
    expect(evening.bye).toBeUndefined();
    expect(evening.boards[0]?.white.place).toBeLessThanOrEqual(2);
    const planned = eveningView(s.state(), 4);
    expect(planned).toMatchObject({
      status: 'planned',
      boards: [],
      noticeDeadline: '2025-09-25T17:00:00+02:00',
    });
  });

  it('KZ-10 crosstable: own value, entry and the rounds add up to each score', () => {
    const table = crosstable(threeRounds().state());
    expect(table.rounds).toEqual([1, 2, 3]);
    for (const row of table.rows) {
      expect(equals(add(row.base, sum(row.cells.map((c) => c.points))), row.score)).toBe(true);
    }
    const top = table.rows[0];
    const opponent = top?.cells.find((c) => c.opponent)?.opponent as string;
    expect(meetings(table, top?.participantId as string, opponent).length).toBeGreaterThan(0);
  });

  it("a player's history: every round, his place after it, and whom he cannot meet next (KZ-12)", () => {
    const s = threeRounds();
    const history = playerHistory(s.state(), 'p7');
    expect(history?.lines.map((l) => l.outcome)[1]).toBe('notice');
    expect(history?.lines).toHaveLength(3);
    expect(history?.initialPlace).toBe(7);
    const opponents = history?.lines.flatMap((l) => (l.opponent ? [l.opponent] : []));
    expect(history?.cannotMeet).toEqual(expect.arrayContaining(opponents ?? []));
    expect(playerHistory(s.state(), 'nobody')).toBeUndefined();
  });

  it('the chart: places after every round, null before a player entered', () => {
    const s = threeRounds();
    s.do(at(4, '10:00'), {
      type: 'RegisterParticipant',
      participant: { id: 'late', name: 'Late', rating: 1000 },
    });
    s.pair(4);
    const chart = rankingChart(s.state());
    expect(chart.rounds).toEqual([0, 1, 2, 3, 4]);
    expect(chart.fieldSize).toEqual([7, 7, 7, 7, 8]);
    expect(chart.series.find((x) => x.participantId === 'late')?.places.slice(0, 4)).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(chart.series.find((x) => x.participantId === 'p1')?.places[0]).toBe(1);
  });
});

describe('messages', () => {
  const keys = [
    'keizer.col.value',
    'keizer.col.score',
    'keizer.col.attended',
    ...OUTCOMES.map((o) => `keizer.outcome.${o}`),
    ...RELAXATIONS.map((r) => `keizer.relaxed.${r}`),
    'keizer.due.pair-round',
    'keizer.due.result-missing',
    'keizer.due.stranded',
    'keizer.due.not-paired',
    'keizer.due.late-notice',
    'keizer.due.entry-points',
    'keizer.due.signed-off',
    'keizer.due.team-match-unrecorded',
    'keizer.due.group-missing',
    'keizer.note.scale-too-short',
    'keizer.note.not-converged',
    'keizer.note.averaged',
    'keizer.prize.champion',
    'keizer.prize.group',
    'keizer.prize.most-improved',
    'keizer.prize.rapid',
  ];

  it.each(LANGS)('every key the views use has a %s text', (lang) => {
    for (const key of keys) expect(keizerMessages[lang][key] ?? coreMessages[lang][key], key).toBeTruthy();
    expect(coreMessages[lang]['col.games']).toBeTruthy();
    expect(Object.keys(keizerMessages[lang]).sort()).toEqual(Object.keys(keizerMessages.en).sort());
  });
});
