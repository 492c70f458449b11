import { describe, expect, it } from 'vitest';
import { coreMessages } from '../../core/messages.js';
import { moment } from '../../core/moment.js';
import { LANGS } from '../../core/types.js';
import { player } from '../../test-support/given.js';
import { at, entrant, played, TIE_FOR_SECOND, tournament } from '../../test-support/tp-tournament.js';
import { findGame } from './games.js';
import type { GroupTable } from './groups.js';
import { messages } from './messages.js';
import { groupNotes } from './standings-view.js';
import { cupRoundLabel, due, gameSheet, gameSheets, rounds, standings, tableNotes } from './views.js';

function weekend() {
  const t = tournament(['a', 'b', 'c', 'd'].map((id, i) => entrant(id, 2000 - 100 * i)));
  t.do(
    at(1, '08:00'),
    { type: 'ChooseColours', participant: 'a', first: 'red', second: 'blue' },
    player('a'),
  );
  t.do(
    at(1, '08:00'),
    { type: 'ChooseColours', participant: 'b', first: 'red', second: 'green' },
    player('b'),
  );
  t.do(
    at(1, '08:00'),
    { type: 'ChooseColours', participant: 'c', first: 'yellow', second: 'blue' },
    player('c'),
  );
  t.do(at(1, '09:00'), { type: 'DrawGroups', seed: 'g', groups: 1 });
  t.do(at(1, '09:10'), { type: 'ScheduleRound', stage: 'groups', round: 1, startsAt: at(1, '10:00') });
  return t;
}
const sheetOf = (t: ReturnType<typeof weekend>, id: string) => {
  const found = findGame(t.state(), id);
  if (found.status !== 'ready') throw new Error(found.reason);
  return gameSheet(t.state(), found.game);
};

describe('game sheets', () => {
  it('TX-2/TX-3/TX-10 a game sheet shows the whole TP breakdown', () => {
    const t = weekend();
    const first = [...(t.state().groups?.games.values() ?? [])].find((g) => g.round === 1);
    const [x, y] = first?.players ?? ['', ''];
    const game = first?.id as string;
    t.do(at(1, '10:45'), {
      type: 'RecordResult',
      game,
      players: [x, y],
      result: played([40, 30], [13, 15], [8, 0]),
    });
    const s = sheetOf(t, game);
    expect(s.status).toBe('played');
    expect(s.startsAt).toBe(at(1, '10:00'));
    expect(s.breakdown).toMatchObject({
      margin: 10,
      base: [162, 38],
      addedMinutes: [3, 0],
      penaltyMinutes: [2, 1], // 13 + 3 late = 16; 15
      transfer: 10,
    });
    expect(s.tp).toEqual([152, 48]);
  });

  it('TX-9 each game shows its colours and how they were found', () => {
    const t = weekend();
    const sides = (x: string, y: string) => {
      const s = sheetOf(t, t.game(x, y));
      const i = s.game.players[0] === x ? 0 : 1;
      return [s.colours.colours[i], s.colours.colours[1 - i], s.colours.rules[i]];
    };
    expect(sides('a', 'c')).toEqual(['red', 'yellow', 'first']);
    expect(sides('a', 'b')).toEqual(['blue', 'green', 'second']);
    const [, d, rule] = sides('c', 'd');
    expect(d).not.toBe('yellow');
    expect(rule).toBe('first');
  });

  it('TX-8 every game that exists has a sheet: six group games for four players', () => {
    expect(gameSheets(weekend().state()).map((s) => s.status)).toEqual(Array(6).fill('open'));
  });
});

describe('generic views', () => {
  it('TX-7 standings: the group table with TP, wins, margins and scores, and a note for a play-off', () => {
    const t = weekend();
    t.playAll(TIE_FOR_SECOND);
    const table = standings(t.state());
    expect(table.columns.map((c) => c.id)).toEqual(['group', 'tp', 'games', 'wins', 'margin', 'stones']);
    expect(table.rows[0]).toMatchObject({
      place: 1,
      participantId: 'a',
      cells: { group: 'A', tp: '50.7', games: '3', wins: '3', margin: '+42', stones: '100' },
    });
    expect(table.rows[1]).toMatchObject({ place: 2, tied: true, cells: { wins: '1½' } });
    expect(table.notes).toEqual(['Group A: b and c are tied for place 2; a play-off decides (TX-7)']);
    expect(table.noteMessages).toEqual([
      { key: 'tx.standings.playoffTied', params: { group: 'A', players: ['b', 'c'], place: 2 } },
    ]);
  });

  it('TX-5 TX-7 TX-14 each note has its message, players by id, the director’s reason as written', () => {
    const table = {
      id: 'B',
      playoffs: [{ group: 'B', place: 1, players: ['kwame', 'lea'], games: [], winner: 'kwame' }],
      openTies: [{ places: [2, 3], players: ['mo', 'nina'] }],
      override: { seq: 1, reason: 'mo left early', override: { target: 'group-order' } },
      excluded: [{ participantId: 'ravi', noShows: ['g1', 'g2'] }],
    } as unknown as GroupTable;
    expect(groupNotes([table]).map((n) => n.message)).toEqual([
      { key: 'tx.standings.playoffWon', params: { group: 'B', winner: 'kwame', place: 1 } },
      { key: 'tx.standings.openTie', params: { group: 'B', players: ['mo', 'nina'], from: 2, to: 3 } },
      { key: 'tx.standings.orderSet', params: { group: 'B', reason: 'mo left early' } },
      { key: 'tx.standings.excluded', params: { group: 'B', player: 'ravi', count: 2 } },
    ]);
    expect(tableNotes([table])).toEqual([
      'Group B: kwame won the play-off for place 1 (TX-7)',
      'Group B: mo, nina are tied for places 2–3; the director decides (TX-14)',
      'Group B: order set by the director: mo left early (TX-14)',
      'Group B: ravi did not show 2 times and leaves the table (TX-5)',
    ]);
  });

  it('TX-10 rounds: group rounds at their start times, results as stones with TP', () => {
    const t = weekend();
    t.play('a', 'b', played([30, 20]));
    const r = rounds(t.state());
    expect(r.map((x) => [x.id, x.at])).toEqual([
      ['groups:1', at(1, '10:00')],
      ['groups:2', undefined],
      ['groups:3', undefined],
    ]);
    const pairing = r.flatMap((x) => x.pairings).find((p) => p.result !== undefined);
    expect(pairing?.note).toMatch(/16\.2:3\.8 TP|3\.8:16\.2 TP/);
  });

  it('TX-10 due: results of a weekend round are missing 45 minutes after its start', () => {
    const t = weekend();
    expect(due(t.state(), moment(at(1, '10:44')))).toEqual([]);
    const items = due(t.state(), moment(at(1, '10:46')));
    expect(items.map((i) => i.code)).toEqual(['tx.due.result-missing', 'tx.due.result-missing']);
  });

  it('TX-8 cup rounds are named from the end', () => {
    expect([1, 2, 3, 4].map((r) => cupRoundLabel(r, 4))).toEqual([
      'tx.round.cup',
      'tx.round.quarter-final',
      'tx.round.semi-final',
      'tx.round.final',
    ]);
  });
});

describe('messages', () => {
  it('TX-1 … TX-14 texts: every language has every key', () => {
    const keys = Object.keys(messages.en).sort();
    for (const lang of LANGS) expect(Object.keys(messages[lang]).sort()).toEqual(keys);
  });

  it('TX-1 … TX-14 texts: placeholders are the same in every language', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const [key, text] of Object.entries(messages.en))
      for (const lang of LANGS)
        expect([key, placeholders(messages[lang][key] ?? '')]).toEqual([key, placeholders(text)]);
  });

  it('TX-1 … TX-14 texts: every label and due code the views use has a text', () => {
    const t = weekend();
    const known = { ...coreMessages.en, ...messages.en };
    for (const c of standings(t.state()).columns) expect(known).toHaveProperty([c.label]);
    const codes = [
      'playoff',
      'director-decision',
      'seed-cup',
      'tiebreak',
      'excluded',
      'result-missing',
      'unanswered',
      'appointment-missed',
      'round-overdue',
      'forfeited',
    ];
    for (const c of codes) expect(known).toHaveProperty([`tx.due.${c}`]);
    for (const r of [1, 2, 3, 4]) expect(known).toHaveProperty([cupRoundLabel(r, 4)]);
  });
});
