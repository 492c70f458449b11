import { describe, expect, it } from 'vitest';
import { coreMessages } from '../../core/messages.js';
import { moment } from '../../core/moment.js';
import { LANGS } from '../../core/types.js';
import { at, League, leagueConfig, shogiPlayer, startGame } from '../../test-support/handicap-league.js';
import { eveningBoard } from './board.js';
import { due } from './due.js';
import { HANDICAP_IDS, PIECE_KINDS } from './handicap.js';
import { playerHistory } from './history.js';
import { handicapLeague } from './index.js';
import { evenings, handicapBetween } from './league-views.js';
import { messages } from './messages.js';
import { RANK_SOURCES } from './rank.js';
import { RANKING_CRITERIA } from './ranking.js';
import type { HistoryEntry } from './state.js';
import { standings } from './views.js';

const EVENING = at(19).slice(0, 10);
const players = () => [shogiPlayer('a', '1 Dan'), shogiPlayer('b', '2 Kyu'), shogiPlayer('c', '5 Kyu')];

describe('standings (HL-4, HL-6)', () => {
  it('HL-4 the ranking table shows the notation, signed league points and the game counts', () => {
    const league = new League(players());
    league.evening(1, [
      ['a', 'b', 'b'],
      ['a', 'c', 'a'],
      ['b', 'c', null],
    ]);
    const table = standings(league.state());
    expect(table.columns.map((c) => c.id)).toEqual(['rank', 'points', 'games', 'wins', 'draws', 'losses']);
    expect(table.rows.map((r) => [r.place, r.participantId, r.cells])).toEqual([
      [1, 'b', { rank: '2 Kyu+I', points: '+1', games: '2', wins: '1', draws: '1', losses: '0' }],
      [2, 'a', { rank: '1 Dan', points: '0', games: '2', wins: '1', draws: '0', losses: '1' }],
      [3, 'c', { rank: '5 Kyu-I', points: '-1', games: '2', wins: '0', draws: '1', losses: '1' }],
    ]);
  });

  it('HL-6 before the first lot, unresolved ties share a place with a note', () => {
    const league = new League([shogiPlayer('a', '3 Kyu'), shogiPlayer('b', '3 Kyu')]);
    const table = standings(league.state());
    expect(table.rows.map((r) => [r.place, r.tied])).toEqual([
      [1, true],
      [1, true],
    ]);
    expect(table.notes?.[0]).toContain('HL-6');
    expect(table.noteMessages).toEqual([{ key: 'hl.ranking.noLot' }]);
  });

  it('HL-11 the standings say how many players are in the archive', () => {
    const league = new League(players());
    league.do(at(18), { type: 'TakeOutPlayer', participant: 'c' });
    const table = standings(league.state());
    expect(table.rows.map((r) => r.participantId)).not.toContain('c');
    expect(table.notes).toContain('1 player(s) taken out of the ranking are kept in the archive (HL-11).');
    expect(table.noteMessages).toContainEqual({ key: 'hl.ranking.archived', params: { count: 1 } });
  });
});

describe('rounds: one per evening', () => {
  it('HL-9 each evening lists its games uwate first with result and handicap', () => {
    const league = new League(players());
    league.evening(1, [['b', 'a', 'b']]);
    league.do(at(19, 2), { type: 'OpenEvening' });
    league.do(at(19.5, 2), { type: 'StartGame', evening: at(19, 2).slice(0, 10), players: ['c', 'a'] });
    expect(handicapLeague.views.rounds(league.state())).toEqual([
      {
        id: EVENING,
        label: EVENING,
        at: at(19),
        status: 'complete',
        pairings: [{ board: 1, first: 'a', second: 'b', result: '0–1', note: 'kaku ochi' }],
      },
      {
        id: at(19, 2).slice(0, 10),
        label: at(19, 2).slice(0, 10),
        at: at(19, 2),
        status: 'playing',
        // After evening 1: b 2 Kyu+I (step 0), a 1 Dan-I (0), c 5 Kyu (−4): a–c differ by 4.
        pairings: [{ board: 1, first: 'a', second: 'c', note: 'hi-kyō ochi' }],
      },
    ]);
  });
});

describe('due items', () => {
  it('HL-2/HL-7/HL-11 an evening open too long, games without result, idle players and missing ranks', () => {
    const config = leagueConfig({ inactiveAfterEvenings: 2, closeReminderHours: 6 });
    const league = new League([...players(), { id: 'n', name: 'No Rank' }], config);
    league.evening(1, [['a', 'b', 'a']]);
    league.evening(2, [['a', 'b', 'b']]);
    league.do(at(19, 3), { type: 'OpenEvening' });
    league.do(at(19.5, 3), { type: 'StartGame', evening: at(19, 3).slice(0, 10), players: ['a', 'c'] });
    const items = due(league.state(), moment(at(2, 4)));
    expect(items.map((i) => [i.code, i.severity, i.participantIds.join(' ')])).toEqual([
      ['due.hl.evening-open', 'due', ''],
      ['due.hl.game-in-progress', 'info', 'a c'],
      ['due.hl.inactive', 'info', 'c'],
      ['due.hl.inactive', 'info', 'n'],
      ['due.hl.rank-assumed', 'info', 'n'],
    ]);
    expect(items[0]?.due).toBe('2026-01-23T01:00:00+01:00');
    expect(items[2]?.due).toBe(at(23, 2));
  });

  it('HL-11 nothing is due in a quiet league', () => {
    const league = new League(players());
    expect(due(league.state(), moment(at(12)))).toEqual([]);
  });
});

describe('the live evening board', () => {
  it('HL-8/HL-9 free players, games in progress with handicaps, finished games and proposals', () => {
    const league = new League([...players(), shogiPlayer('d', '5 Kyu')]);
    league.do(at(19), { type: 'OpenEvening' });
    league.do(at(19.1), { type: 'CheckIn', evening: EVENING, participant: 'd' });
    league.do(at(19.2), { type: 'RecordGame', evening: EVENING, players: ['b', 'c'], winner: 'c' });
    league.do(at(19.3), startGame(EVENING, ['a', 'b'], { handicap: 'lance', note: 'b asked for less' }));
    const board = eveningBoard(league.state());
    expect(board).toMatchObject({
      evening: EVENING,
      number: 1,
      openedAt: at(19),
      present: ['d', 'b', 'c', 'a'],
    });
    expect(board?.free.map((f) => f.participantId)).toEqual(['d', 'c']);
    expect(board?.playing).toEqual([
      expect.objectContaining({
        board: 2,
        uwate: 'a',
        shitate: 'b',
        difference: 2,
        table: 'bishop',
        handicap: 'lance',
        agreed: true,
        note: 'b asked for less',
        details: expect.objectContaining({ japanese: '香落ち' }),
      }),
    ]);
    expect(board?.finished).toEqual([expect.objectContaining({ board: 1, winner: 'c', agreed: false })]);
    // d and c are free and have not met: equal league ranks, an even game.
    expect(board?.proposals).toEqual([
      expect.objectContaining({ for: 'd', uwate: 'd', shitate: 'c', difference: 0, handicap: 'even' }),
    ]);
    expect(board?.unpaired).toEqual([]);
  });

  it('HL-8 no board between evenings', () => {
    expect(eveningBoard(new League(players()).state())).toBeUndefined();
  });
});

describe('player history', () => {
  it('HL-4/HL-7 a player’s page: notation, real rank and source, and every game and move', () => {
    const league = new League(players());
    league.evening(1, [
      ['a', 'b', 'a'],
      ['b', 'c', 'b'],
    ]);
    const h = playerHistory(league.state(), 'a');
    expect(h).toMatchObject({
      notation: '1 Dan+I',
      realRank: { notation: '1 Dan', source: 'estimate', assumed: false },
      modifier: 1,
      leagueRank: 2,
      points: 1,
      place: 1,
      active: true,
    });
    expect(h?.entries).toEqual<HistoryEntry[]>([
      {
        kind: 'game',
        at: at(19.5),
        evening: EVENING,
        opponent: 'b',
        role: 'uwate',
        difference: 2,
        table: 'bishop',
        handicap: 'bishop',
        outcome: 'win',
        points: 1,
      },
      { kind: 'moved', at: at(23), evening: EVENING, step: 1, modifier: 1 },
    ]);
    expect(playerHistory(league.state(), 'nobody')).toBeUndefined();
  });
});

describe('evenings and the handicap calculator', () => {
  it('HL-7 each evening with its games, lot, order at the close and who moved', () => {
    const league = new League(players());
    league.evening(1, [['a', 'c', 'c']], 'lot-x');
    expect(evenings(league.state())).toEqual([
      expect.objectContaining({
        evening: EVENING,
        number: 1,
        closedAt: at(23),
        seed: 'lot-x',
        order: ['c', 'b', 'a'],
        up: 'c',
        down: 'a',
        dropped: [],
        games: [expect.objectContaining({ uwate: 'a', shitate: 'c', handicap: 'two-pieces', winner: 'c' })],
      }),
    ]);
  });

  it('HL-9 the calculator gives the handicap for any two players, either way round', () => {
    const league = new League(players());
    const ab = handicapBetween(league.state(), 'c', 'a');
    expect(ab).toMatchObject({ uwate: 'a', shitate: 'c', difference: 5, handicap: 'two-pieces' });
    expect(ab?.details.sfen).toBe('lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1');
    expect(handicapBetween(league.state(), 'a', 'c')).toEqual(ab);
    expect(handicapBetween(league.state(), 'a', 'zz')).toBeUndefined();
  });
});

describe('messages', () => {
  const keys = [
    ...standings(new League(players()).state()).columns.map((c) => c.label),
    ...RANKING_CRITERIA.filter((c) => c !== 'points').map((c) => `hl.tb.${c}`),
    'due.hl.evening-open',
    'due.hl.game-in-progress',
    'due.hl.inactive',
    'due.hl.rank-assumed',
    ...[...HANDICAP_IDS, 'other'].map((id) => `hl.handicap.${id}`),
    ...PIECE_KINDS.map((p) => `hl.piece.${p}`),
    ...RANK_SOURCES.map((s) => `hl.source.${s}`),
    ...(['taken-out', 'returned'] as const).map((k) => `hl.history.${k}`),
  ];

  it.each(LANGS)('HL-4/HL-9/HL-10 every key the views use has a %s text', (lang) => {
    const known = { ...coreMessages[lang], ...messages[lang] };
    expect(keys.filter((k) => !(k in known))).toEqual([]);
  });

  it('HL-10 the three languages have the same keys', () => {
    expect(Object.keys(messages.de).sort()).toEqual(Object.keys(messages.en).sort());
    expect(Object.keys(messages.nl).sort()).toEqual(Object.keys(messages.en).sort());
  });
});
