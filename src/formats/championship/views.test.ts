import { describe, expect, it } from 'vitest';
import { coreMessages } from '../../core/messages.js';
import { moment } from '../../core/moment.js';
import { FOUR_PLAYER_ROUNDS, ratedField, session } from '../../test-support/championship.js';
import { CANDIDATE_STATUSES } from './candidates.js';
import { ROUND_METHODS } from './events.js';
import { championship } from './index.js';
import { messages as championshipMessages } from './messages.js';
import { candidatesView } from './view-candidates.js';
import { finalView } from './view-final.js';
import { groupsView } from './view-groups.js';
import { pairingsView } from './view-pairings.js';
import { playerView } from './view-player.js';
import { due, rounds, standings } from './views.js';

const AS_OF = moment('2026-05-02T12:00:00+02:00');

/** One group of four: p1 beats everybody 400–300, p2 beats p3 and p4, p3 beats p4. */
function quad() {
  const s = session({ rounds: 4, candidatesRound: 4 }, ratedField(4)).given({
    type: 'FixGroups',
    groups: [['p1', 'p2', 'p3', 'p4']],
  });
  for (const game of FOUR_PLAYER_ROUNDS) s.given(game);
  return s;
}

describe('generic views (SD-1, SD-2)', () => {
  it('SD-2 the standings table shows W–L, spread, games and rating', () => {
    const table = standings(quad().state());
    expect(table.columns.map((c) => c.label)).toEqual([
      'champ.col.record',
      'champ.col.spread',
      'col.games',
      'col.rating',
    ]);
    expect(table.rows.map((r) => [r.place, r.participantId, r.cells.record, r.cells.spread])).toEqual([
      [1, 'p1', '3–0', '+300'],
      [2, 'p2', '2–1', '+50'],
      [3, 'p3', '1–2', '−100'],
      [4, 'p4', '0–3', '−250'],
    ]);
    expect(table.notes).toEqual(['No lot has been drawn yet: registration order breaks ties after rating.']);
  });

  it('SD-1 SD-2 the notes as messages: no lot yet, the withdrawn by id for the pages to name', () => {
    const s = quad().given({ type: 'WithdrawParticipant', participant: 'p4', round: 4 });
    const table = standings(s.state());
    expect(table.noteMessages).toEqual([
      { key: 'champ.standings.noLot' },
      { key: 'champ.standings.withdrawnNote', params: { players: ['p4'] } },
    ]);
    expect(table.notes).toHaveLength(2);
  });

  it('SD-1 rounds show boards and results; a bye reads "bye", and in words the message of a bye', () => {
    const s = session({}, ratedField(7)).given({ type: 'DrawGroups', seed: 'v' });
    const [round1] = rounds(s.state());
    expect(round1?.status).toBe('paired');
    expect(round1?.pairings.at(-1)).toEqual({
      first: expect.any(String),
      second: null,
      result: 'bye',
      resultMessage: { key: 'champ.result.bye' },
    });
    expect(round1?.pairings.filter((p) => p.second !== null).map((p) => p.board)).toEqual([1, 2, 3]);
  });

  it('SD-16 what is due: results, then the next round, the final, its games', () => {
    const s = quad();
    expect(due(s.state(), AS_OF).map((d) => [d.code, d.params])).toEqual([
      ['champ.due.pair-round', { round: 4 }],
    ]);
    s.given({ type: 'PairRound', round: 4, repeats: 1 });
    expect(due(s.state(), AS_OF).map((d) => d.code)).toEqual(['due.result-missing', 'due.result-missing']);
    s.play(4);
    expect(due(s.state(), AS_OF).map((d) => d.code)).toEqual(['champ.due.pair-final']);
    s.given({ type: 'PairFinal' });
    expect(due(s.state(), AS_OF).map((d) => [d.code, d.params])).toEqual([
      ['champ.due.final-game', { game: 1 }],
    ]);
    expect(rounds(s.state()).at(-1)).toMatchObject({ id: 'final-1', status: 'paired' });
    expect(due(session().state(), AS_OF).map((d) => d.code)).toEqual(['champ.due.draw-groups']);
  });
});

describe('page views', () => {
  it('SD-12 the pairings view gives records before the round and marks fixed games', () => {
    const s = quad().given({ type: 'PairRound', round: 4, repeats: 1 });
    const view = pairingsView(s.state(), 4);
    expect(view?.method).toBe('final-candidates');
    expect(view?.boards.map((b) => [b.first.name, b.first.record, b.second?.record, b.fixed])).toEqual([
      ['Player 4', '0–3', '3–0', false],
      ['Player 3', '1–2', '2–1', true],
    ]);
    expect(view?.outsideGroup).toBe(4);
    expect(view?.analysis?.fixed).toEqual([['p2', 'p3']]);
  });

  it('SD-9 … SD-13 the candidates view: waiting, then a preview, then what was fixed', () => {
    const s = session({ rounds: 4, candidatesRound: 4 }, ratedField(4)).given({
      type: 'FixGroups',
      groups: [['p1', 'p2', 'p3', 'p4']],
    });
    expect(candidatesView(s.state())?.status).toBe('waiting');
    const q = quad();
    const preview = candidatesView(q.state());
    expect(preview?.status).toBe('preview');
    expect(preview?.rows.map((r) => [r.name, r.status])).toEqual([
      ['Player 1', 'safe'],
      ['Player 2', 'candidate'],
      ['Player 3', 'candidate'],
      ['Player 4', 'out'],
    ]);
    q.given({ type: 'PairRound', round: 4, repeats: 1 });
    expect(candidatesView(q.state())).toMatchObject({ status: 'paired', fixedInRound: [['p3', 'p2']] });
  });

  it('SD-3 the groups view lists letters, ratings and each game with its result', () => {
    const view = groupsView(quad().state());
    expect(view?.method).toBe('fixed');
    expect(view?.groups[0]?.members.map((m) => `${m.letter}:${m.id}`)).toEqual([
      'A:p1',
      'B:p2',
      'C:p3',
      'D:p4',
    ]);
    expect(view?.groups[0]?.games.map((g) => `${g.round} ${g.first}-${g.second} ${g.text}`)).toEqual([
      '1 p1-p4 400:300',
      '1 p2-p3 400:350',
      '2 p1-p3 400:300',
      '2 p2-p4 400:300',
      '3 p1-p2 400:300',
      '3 p3-p4 400:350',
    ]);
  });

  it('SD-1 the player view runs the record and the spread round by round', () => {
    const view = playerView(quad().state(), 'p2');
    expect(view?.lines.map((l) => [l.round, l.opponent?.id, l.spread, l.record, l.cumulativeSpread])).toEqual(
      [
        [1, 'p3', 50, '1–0', '+50'],
        [2, 'p4', 100, '2–0', '+150'],
        [3, 'p1', -100, '2–1', '+50'],
      ],
    );
  });

  it('SD-16 the final view: projected finalists before the final is paired', () => {
    const view = finalView(quad().state());
    expect(view).toMatchObject({ status: 'projected', mode: 'two-games-total' });
    expect(view?.finalists.map((f) => f.id)).toEqual(['p1', 'p2']);
    expect(finalView(session({}, ratedField(8), 'new-swiss').state())).toBeUndefined();
  });
});

describe('messages', () => {
  const keys = (lang: 'en' | 'de' | 'nl') => Object.keys(championshipMessages[lang]).sort();

  it('SD-1 … SD-16 every text exists in English, German and Dutch', () => {
    expect(keys('de')).toEqual(keys('en'));
    expect(keys('nl')).toEqual(keys('en'));
  });

  it('SD-1 … SD-16 the labels, codes and reasons the views use all have texts', () => {
    const known = new Set([...Object.keys(championshipMessages.en), ...Object.keys(coreMessages.en)]);
    const s = quad().given({ type: 'PairRound', round: 4, repeats: 1 });
    const used = [
      ...standings(s.state()).columns.map((c) => c.label),
      ...rounds(s.state()).flatMap((r) => r.pairings.flatMap((p) => (p.note ? [p.note] : []))),
      ...(candidatesView(s.state())?.rows.map((r) => r.reason.code) ?? []),
      ...ROUND_METHODS.map((m) => `champ.method.${m}`),
      ...CANDIDATE_STATUSES.map((c) => `champ.status.${c}`),
      'champ.r20.filler',
      'champ.r20.undecisive',
      'champ.r20.no-filler',
    ];
    expect(used.filter((k) => !known.has(k))).toEqual([]);
    expect(championship.messages).toBe(championshipMessages);
  });
});
