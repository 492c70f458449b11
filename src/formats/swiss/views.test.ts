/**
 * The Swiss's own views on the stand-in engine: a round's boards with the scores before it, the
 * crosstable's cells (opponent's starting rank, colour, score), a player's card with his
 * performance (C.07 10.1, 10.2) and the generic rounds and due lists.
 */
import { describe, expect, it } from 'vitest';
import { type AnyFormat, formatAtVersion } from '../../core/format.js';
import { makeRational } from '../../core/rational.js';
import { swissForTests, tournament } from '../../test-support/swiss.js';
import {
  cellText,
  crosstable,
  due,
  pairingsOf,
  playerCard,
  rounds,
  standings,
  startingRanks,
} from './views.js';

/** Five players, two rounds: p1 beats p2, p4–p3 drawn, p5 the bye; then round 2 as the stand-in pairs it. */
function twoRounds() {
  const t = tournament(5)
    .given({ type: 'PairRound', round: 1 })
    .given({ type: 'RecordResult', round: 1, white: 'p1', black: 'p2', result: '1-0' })
    .given({ type: 'RecordResult', round: 1, white: 'p4', black: 'p3', result: '1/2-1/2' })
    .given({ type: 'PairRound', round: 2 });
  return t;
}

describe('Swiss views', () => {
  it('round 2’s boards by score before the round (stand-in: 1st–2nd, 3rd–4th), the bye last', () => {
    const state = twoRounds().state();
    // Scores after round 1: p1 1, p5 1 (bye), p3 ½, p4 ½, p2 0.
    expect(
      pairingsOf(state, 2).map((b) => `${b.board} ${b.white} ${b.whitePoints} ${b.black} ${b.blackPoints}`),
    ).toEqual(['1 p1 10 p5 10', '2 p4 5 p3 5', '3 p2 0 null null']);
  });

  it('the crosstable writes each round as opponent’s starting rank, colour and score', () => {
    const t = twoRounds()
      .given({ type: 'RecordResult', round: 2, white: 'p1', black: 'p5', result: '0-1' })
      .given({ type: 'RecordResult', round: 2, white: 'p4', black: 'p3', result: '+-' });
    const state = t.state();
    const ranks = startingRanks(state);
    const cells = new Map(
      crosstable(state).map((r) => [r.participantId, r.lines.map((l) => cellText(l, ranks))]),
    );
    expect(cells.get('p1')).toEqual(['2w1', '5w0']);
    expect(cells.get('p5')).toEqual(['bye 1', '1b1']);
    expect(cells.get('p3')).toEqual(['4b½', '4b−']);
    expect(cells.get('p4')).toEqual(['3w½', '3w+']);
    expect(cells.get('p2')).toEqual(['1b0', 'bye 1']);
    expect(
      crosstable(state)
        .map((r) => `${r.place}${r.participantId}:${makeRational(r.points)}`)
        .slice(0, 1),
    ).toEqual(['1p5:2']);
  });

  it('a player’s card: colours of games played, the opponents’ average and his performance', () => {
    const t = twoRounds().given({
      type: 'RecordResult',
      round: 2,
      white: 'p1',
      black: 'p5',
      result: '1/2-1/2',
    });
    const card = playerCard(t.state(), 'p1');
    // p1 (2000) met p2 (1990) and p5 (1960): ARO 1975; 1½ of 2 = 75 %: dp 193.
    expect(card).toMatchObject({
      number: 1,
      rating: 2000,
      whites: 2,
      blacks: 0,
      averageOpponents: 1975,
      performance: 2168,
    });
    expect(card?.lines.map((l) => makeRational(l.after))).toEqual(['1', '3/2']);
  });

  it('rounds: boards, results in words, the pairing bye, the rounds still planned; due: the missing results', () => {
    const state = twoRounds().state();
    const all = rounds(state);
    expect(all.map((r) => r.status)).toEqual(['complete', 'paired', ...Array(7).fill('planned')]);
    expect(all[0]?.pairings.map((p) => p.result ?? p.resultMessage?.key)).toEqual([
      '1–0',
      '½–½',
      'swiss.bye.pab',
    ]);
    expect(due(state, '2026-03-02T12:00:00+01:00' as never).map((d) => d.participantIds)).toEqual([
      ['p1', 'p5'],
      ['p4', 'p3'],
    ]);
  });

  it('standings show points, games and the configured tie-breaks in their order', () => {
    const table = standings(twoRounds().state());
    expect(table.columns.map((c) => c.id)).toEqual([
      'points',
      'games',
      'buchholz-cut1',
      'buchholz',
      'direct-encounter',
      'sonneborn-berger',
      'wins',
      'won',
    ]);
  });
});

/**
 * C.07 16 by rule version: a competition keeps the edition it began with. p5 has the bye in round 1
 * and beats p1 in round 2 (2 points, p1 1): his Buchholz counts the bye's dummy at his own 2 under
 * the 2023 text (version 1), capped at a draw's points times the rounds, ½·2 = 1, under the 2026
 * amendment (version 2, C.07 16.4.2).
 */
describe('the tie-break edition follows the rule version', () => {
  const byeThenWin = (format: AnyFormat) =>
    tournament(5, { tieBreaks: ['buchholz'] }, undefined, format)
      .given({ type: 'PairRound', round: 1 })
      .given({ type: 'RecordResult', round: 1, white: 'p1', black: 'p2', result: '1-0' })
      .given({ type: 'RecordResult', round: 1, white: 'p4', black: 'p3', result: '1/2-1/2' })
      .given({ type: 'PairRound', round: 2 })
      .given({ type: 'RecordResult', round: 2, white: 'p1', black: 'p5', result: '0-1' })
      .state();
  const atVersion = (version: number): AnyFormat => {
    const found = formatAtVersion(swissForTests, version);
    if (!found.ok) throw new Error(found.error.message);
    return found.value;
  };
  const p5 = (format: AnyFormat) => {
    const table = standings(byeThenWin(format));
    return {
      buchholz: table.rows.find((r) => r.participantId === 'p5')?.cells.buchholz,
      notes: table.noteMessages?.map((m) => m.key),
    };
  };

  it('a new competition is scored by version 2 (C.07 16.4.2, 2026): the dummy capped; the standings say so', () => {
    expect(swissForTests.version).toBe(2);
    expect(p5(swissForTests)).toEqual({ buchholz: '2', notes: ['sw.standings.edition.c07-2026'] });
  });

  it('a competition begun under version 1 keeps the 2023 text: the dummy at his own score; the standings say so', () => {
    expect(p5(atVersion(1))).toEqual({ buchholz: '3', notes: ['sw.standings.edition.c07-2023'] });
  });
});
