/**
 * The seed read literally (seeds/001_0a1c2f73436dc9f3.txt, the DSC club's internal rules): each
 * test quotes the sentence it checks and would fail on the wrong rule. The rules' own worked
 * example (rules/keizer.md) is in recalc.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { moment } from '../../core/moment.js';
import type { Participant } from '../../core/participant.js';
import { makeRational } from '../../core/rational.js';
import { player } from '../../test-support/given.js';
import { at, field, keizerConfig, SeasonDriver } from '../../test-support/keizer.js';
import { policies } from './commands.js';
import { proposeGroups } from './groups.js';
import { prizeList } from './prizes.js';
import { rankingAfter } from './ranking-view.js';
import { pointsByRound, seasonRanking } from './recalc.js';
import { outcomeAt, sheetOf } from './sheet.js';
import { due } from './views.js';

const scores = (s: SeasonDriver, round?: number) =>
  Object.fromEntries(
    rankingAfter(s.state(), round).rows.map((r) => [r.participantId, makeRational(r.score)]),
  );

const outcome = (s: SeasonDriver, round: number, id: string) => {
  const state = s.state();
  const sheet = sheetOf(state).rounds.find((x) => x.round === round);
  return sheet ? outcomeAt(sheet, state.byId.get(id)?.index ?? -1) : undefined;
};

/** Six players, three rounds in which White wins every game: p2 beats the leader p1 in round 1. */
function whiteWins() {
  const s = new SeasonDriver(field(6)).plan(28);
  for (let r = 1; r <= 3; r++) for (const g of s.pair(r)) s.result(r, g.white, g.black, '1-0');
  return s;
}

describe('seed, "Systeem Keizer" i: recalculation after every round (KZ-10)', () => {
  it('KZ-10 "when this opponent is 1st the win is worth 50; when he drops to 3rd, only 48"', () => {
    const s = whiteWins();
    const state = s.state();
    expect(state.rounds.get(1)?.games[0]).toEqual({ white: 'p2', black: 'p1' });
    const season = seasonRanking(state);
    const unit = season.unit.unit;
    const p1 = state.byId.get('p1')?.index as number;
    const p2 = state.byId.get('p2')?.index as number;
    const placeOfP1 = (after: number) => season.snapshots.find((x) => x.round === after)?.place[p1];
    /** What p2's round-1 win over p1 counts in the standings after `round`. */
    const winWorth = (round: number) => (pointsByRound(state, round).rounds[0]?.points[p2] as number) / unit;
    // Scored with the ranking before the round (rebase): p1 1st → 50, 4th → 47, 3rd → 48.
    expect([placeOfP1(0), winWorth(1)]).toEqual([1, 50]);
    expect([placeOfP1(1), winWorth(2)]).toEqual([4, 47]);
    expect([placeOfP1(2), winWorth(3)]).toEqual([3, 48]);
  });

  it('KZ-10 "so after a loss one can have fewer points than the week before"', () => {
    const s = whiteWins();
    // p2 won round 1 (99), lost round 2 to p4: his own value and his win over p1 are worth less.
    expect(outcome(s, 2, 'p2')).toBe('loss');
    expect([scores(s, 1).p2, scores(s, 2).p2]).toEqual(['99', '97']);
  });

  it('KZ-4 KZ-10 "the leader then gets the maximum value of 50", each place one less', () => {
    const s = whiteWins();
    for (const round of [1, 2, 3]) {
      const rows = rankingAfter(s.state(), round).rows;
      expect(rows.map((r) => makeRational(r.value))).toEqual(['50', '49', '48', '47', '46', '45']);
    }
    expect(rankingAfter(s.state(), 3).rows[0]?.participantId).toBe('p1');
  });
});

describe('seed, "Systeem Keizer" a: the initial values (KZ-4)', () => {
  it('KZ-4 "by rating or by last season\'s final standing; the best gets 50, the second 1 less"', () => {
    // Registered in another order than their ratings.
    const players: Participant[] = [1800, 2100, 1950, 2000].map((rating, i) => ({
      id: `p${i + 1}`,
      name: `Player ${i + 1}`,
      rating,
    }));
    const byRating = new SeasonDriver(players).plan(28);
    const table = (s: SeasonDriver) =>
      rankingAfter(s.state()).rows.map((r) => `${r.participantId} ${makeRational(r.value)}`);
    expect(table(byRating)).toEqual(['p2 50', 'p4 49', 'p3 48', 'p1 47']);
    byRating.do(at(1, '12:00'), {
      type: 'SetInitialRanking',
      basis: 'previous-standing',
      order: ['p3', 'p1', 'p4', 'p2'],
    });
    expect(table(byRating)).toEqual(['p3 50', 'p1 49', 'p4 48', 'p2 47']);
  });
});

describe('seed, "Systeem Keizer" h and g: pairing within a cycle (KZ-12)', () => {
  it('KZ-12 "at most once against each other per cycle": 1–2 again in the next cycle, not before', () => {
    const s = new SeasonDriver(field(4), keizerConfig({ season: { cycles: 2, roundsPerCycle: 2 } })).plan(4);
    const pairs = (round: number) => {
      const games = s.pair(round);
      for (const g of games) s.result(round, g.white, g.black, '1/2-1/2');
      return games.map((g) => [g.white, g.black].sort().join('-'));
    };
    expect(pairs(1)).toEqual(['p1-p2', 'p3-p4']);
    // Round 2, same cycle: 1 and 2 have met, so 1 plays 3.
    expect(pairs(2)).toEqual(['p1-p3', 'p2-p4']);
    // Round 3 opens cycle 2: 1 plays 2 again, and nothing had to be relaxed.
    expect(pairs(3)).toEqual(['p1-p2', 'p3-p4']);
    expect(s.state().rounds.get(3)?.relaxed).toEqual([]);
  });
});

describe('seed, "Systeem Keizer" j and internal rule l: the bye (KZ-9)', () => {
  it('KZ-9 the next bye goes to the lowest-ranked player who has not had one', () => {
    const s = new SeasonDriver(field(5)).plan(28);
    for (const g of s.pair(1)) s.result(1, g.white, g.black, '1/2-1/2');
    expect(s.state().rounds.get(1)?.bye).toBe('p5');
    // KZ-14: the bye was there (internal rule l), so the evening counts towards the prizes' 2/3.
    expect(rankingAfter(s.state()).rows.find((r) => r.participantId === 'p5')?.attended).toBe(1);
    // After round 1: p5 (bye, 92) leads, then p1, p2, p3, p4: p4 is the lowest without a bye.
    expect(rankingAfter(s.state()).rows.map((r) => r.participantId)).toEqual(['p5', 'p1', 'p2', 'p3', 'p4']);
    s.pair(2);
    expect(s.state().rounds.get(2)?.bye).toBe('p4');
  });

  it('KZ-9 "if you are listed as bye you must still be present": a bye who does not come scores 0', () => {
    const s = new SeasonDriver(field(5)).plan(28);
    const games = s.pair(1);
    expect(s.state().rounds.get(1)?.bye).toBe('p5');
    s.do(at(1, '19:45'), { type: 'RecordNoShow', round: 1, participant: 'p5' });
    for (const g of games) s.result(1, g.white, g.black, '1/2-1/2');
    expect(outcome(s, 1, 'p5')).toBe('no-show');
    // Only his own value (46), not the bye's 46 on top; and the round does not count as attended.
    expect(scores(s).p5).toBe('46');
    expect(rankingAfter(s.state()).rows.find((r) => r.participantId === 'p5')?.attended).toBe(0);
  });

  it('KZ-9 a present player left without an opponent scores his own value in full, like the bye', () => {
    const s = new SeasonDriver(field(4)).plan(28);
    s.pair(1);
    // p1 (black against p2) does not come; with four players nobody is free to take him on.
    s.do(at(1, '19:45'), { type: 'RecordNoShow', round: 1, participant: 'p1' });
    s.result(1, 'p4', 'p3', '1/2-1/2');
    // p2: own 49 + 49 for the evening; p1: own 50 + 0 (reglementair verlies).
    expect([outcome(s, 1, 'p2'), scores(s).p2, scores(s).p1]).toEqual(['stranded', '98', '50']);
    const attended = (id: string) =>
      rankingAfter(s.state()).rows.find((r) => r.participantId === id)?.attended;
    expect([attended('p2'), attended('p1')]).toEqual([1, 0]);
    // Re-pairing finds nobody free for him: he is given the bye, worth the same.
    s.do(at(1, '19:50'), { type: 'RepairRound', round: 1 });
    expect([outcome(s, 1, 'p2'), scores(s).p2]).toEqual(['bye', '98']);
  });
});

describe('seed, internal rules f, j and k: absences (KZ-8, KZ-11, KZ-13)', () => {
  it('KZ-8 a club team match (on the evening or the day after) earns 2/3 even when reported after 17:00', () => {
    const s = new SeasonDriver(field(4)).plan(28);
    s.do(
      at(1, '17:30'),
      { type: 'NoticeAbsence', participant: 'p1', rounds: [1], reason: 'team-match' },
      player('p1'),
    );
    s.do(at(1, '17:30'), { type: 'NoticeAbsence', participant: 'p2', rounds: [1] }, player('p2'));
    for (const g of s.pair(1)) s.result(1, g.white, g.black, '1/2-1/2');
    // p1: own 50 + 2/3 of 50; p2, an ordinary notice after 17:00: own 49 + 0.
    expect([outcome(s, 1, 'p1'), outcome(s, 1, 'p2')]).toEqual(['team-match', 'late-notice']);
    expect([scores(s).p1, scores(s).p2]).toEqual(['250/3', '49']);
  });

  it('KZ-8 a team-match absence wants a team match "on the club evening or the day after"', () => {
    const s = new SeasonDriver(field(6)).plan(28);
    for (const id of ['p1', 'p2', 'p3']) {
      s.do(at(1, '12:00'), { type: 'NoticeAbsence', participant: id, rounds: [1], reason: 'team-match' });
    }
    s.pair(1);
    const match = (date: string, players: string[]) =>
      s.do(at(1, '12:00'), {
        type: 'RecordTeamMatch',
        date,
        team: 'DSC 1',
        opponent: 'ESGOO',
        away: false,
        players,
        drivers: [],
      });
    // Round 1 is Thursday 2025-09-04: p1 plays that evening, p2 on Friday, p3 only on Saturday.
    match('2025-09-04', ['p1']);
    match('2025-09-05', ['p2']);
    match('2025-09-06', ['p3']);
    const flagged = (when: string) =>
      due(s.state(), moment(when))
        .filter((d) => d.code === 'keizer.due.team-match-unrecorded')
        .flatMap((d) => d.participantIds);
    expect(flagged('2025-09-05T23:59:00+02:00')).toEqual([]);
    expect(flagged('2025-09-06T00:00:00+02:00')).toEqual(['p3']);
  });

  it('KZ-13 "he must sign on again with the director": a signed-off player cannot sign himself on', () => {
    const s = new SeasonDriver(field(5)).plan(28);
    for (const r of [1, 2]) {
      s.pair(r);
      s.do(at(r, '19:45'), { type: 'RecordNoShow', round: r, participant: 'p5' });
    }
    // Signing on is the director's alone (the use cases check the policy before decide).
    expect(policies.SignOn).toEqual({ kind: 'director' });
    expect(s.pair(3).flatMap((g) => [g.white, g.black])).not.toContain('p5');
    expect(outcome(s, 3, 'p5')).toBe('signed-off');
  });
});

describe('seed, internal rules e and f: prize eligibility (KZ-14)', () => {
  /** 28 rounds, six players; p1 wins every game he plays. */
  function fullSeason() {
    const s = new SeasonDriver(field(6)).plan(28);
    const rounds = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    // p1 sends word for 10 evenings (18 played), p2 for 9 (19 played), p3 plays 10 club team matches.
    s.do(at(1, '12:00'), { type: 'NoticeAbsence', participant: 'p1', rounds: rounds(10) });
    s.do(at(1, '12:00'), { type: 'NoticeAbsence', participant: 'p2', rounds: rounds(9) });
    s.do(at(1, '12:00'), {
      type: 'NoticeAbsence',
      participant: 'p3',
      rounds: rounds(10),
      reason: 'team-match',
    });
    for (let r = 1; r <= 28; r++) {
      for (const g of s.pair(r)) {
        const result = g.white === 'p1' ? '1-0' : g.black === 'p1' ? '0-1' : '1/2-1/2';
        s.result(r, g.white, g.black, result);
      }
    }
    return s;
  }

  it('KZ-14 "at least 2/3 (19 rounds) played": 18 is too few, 19 enough, team matches count', () => {
    const ranking = rankingAfter(fullSeason().state());
    const row = (id: string) => ranking.rows.find((r) => r.participantId === id);
    expect([row('p1')?.attended, row('p1')?.eligible]).toEqual([18, false]);
    expect([row('p2')?.attended, row('p2')?.eligible]).toEqual([19, true]);
    // Internal rule f: a club team match that earned the 2/3 counts for the attendance.
    expect([row('p3')?.attended, row('p3')?.eligible]).toEqual([28, true]);
  });

  it('KZ-14 the club champion is the highest eligible player: the leader with 18 rounds is passed over', () => {
    const state = fullSeason().state();
    const rows = rankingAfter(state).rows;
    expect(rows[0]?.participantId).toBe('p1');
    const prizes = prizeList(state);
    expect(prizes.final).toBe(true);
    expect(prizes.prizes[0]).toMatchObject({ code: 'champion', winner: rows[1]?.participantId });
    expect(prizes.ineligible).toEqual([{ participantId: 'p1', attended: 18, needed: 19 }]);
  });
});

describe('seed, "Groepen indeling" 3 (KZ-2, KZ-6)', () => {
  it('KZ-2 a player joining during the season is to be placed in a group: Due reminds the director', () => {
    const s = new SeasonDriver(field(4)).plan(28);
    s.do(at(1, '12:00'), { type: 'AssignGroups', groups: { p1: 'A', p2: 'A', p3: 'B', p4: 'B' } });
    for (const g of s.pair(1)) s.result(1, g.white, g.black, '1/2-1/2');
    s.do(at(2, '10:00'), {
      type: 'RegisterParticipant',
      participant: { id: 'late', name: 'Late Entrant', rating: 1995 },
    });
    const missing = () =>
      due(s.state(), moment(at(2, '11:00')))
        .filter((d) => d.code === 'keizer.due.group-missing')
        .flatMap((d) => d.participantIds);
    expect(missing()).toEqual(['late']);
    s.do(at(2, '11:00'), { type: 'AssignGroups', groups: { late: 'A' } });
    expect(missing()).toEqual([]);
  });
});

describe('seed, "Groepen indeling" 1 and 2 (KZ-15)', () => {
  it('KZ-15 the top group has no group above, the bottom group none below: only the others move', () => {
    const players: Participant[] = field(8).map((p, i) => ({
      ...p,
      attributes: { group: i < 4 ? 'A' : 'B' },
    }));
    const s = new SeasonDriver(
      players,
      keizerConfig({ season: { cycles: 1, roundsPerCycle: 3 }, groups: ['A', 'B'] }),
    ).plan(3);
    for (let r = 1; r <= 3; r++) for (const g of s.pair(r)) s.result(r, g.white, g.black, '1-0');
    const order = rankingAfter(s.state()).rows.map((r) => `${r.participantId} ${r.group}`);
    expect(order).toEqual(['p4 A', 'p8 B', 'p2 A', 'p6 B', 'p3 A', 'p1 A', 'p5 B', 'p7 B']);
    // A's winner p4 stays (no higher group), B's last p7 stays (no lower group).
    expect(proposeGroups(s.state()).moves).toEqual([
      { participantId: 'p1', from: 'A', to: 'B', reason: 'last-down' },
      { participantId: 'p8', from: 'B', to: 'A', reason: 'winner-up' },
    ]);
  });
});
