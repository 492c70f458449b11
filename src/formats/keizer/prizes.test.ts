import { describe, expect, it } from 'vitest';
import type { Participant } from '../../core/participant.js';
import { makeRational } from '../../core/rational.js';
import { ev } from '../../test-support/builders.js';
import { at, field, keizerConfig, SeasonDriver } from '../../test-support/keizer.js';
import { proposeGroups } from './groups.js';
import { placesGained, prizeList } from './prizes.js';
import { rankingAfter } from './ranking-view.js';
import { travelReport } from './travel.js';

const grouped = (n: number, groups: string[]): Participant[] =>
  field(n).map((p, i) => ({
    ...p,
    attributes: { group: groups[Math.floor((i * groups.length) / n)] as string },
  }));

/** A short season: 3 rounds, 2 needed for prizes; p6 wins every game, p1 is away twice. */
function shortSeason(preset = 'dsc') {
  const s = new SeasonDriver(
    grouped(6, ['A', 'B', 'C']),
    keizerConfig(
      { season: { cycles: 1, roundsPerCycle: 3 }, groups: ['A', 'B', 'C'], rematch: { window: 'none' } },
      preset,
    ),
  ).plan(3);
  s.do(at(1, '12:00'), { type: 'NoticeAbsence', participant: 'p1', rounds: [1, 2] });
  for (let r = 1; r <= 3; r++) {
    for (const g of s.pair(r)) {
      const result = g.white === 'p6' ? '1-0' : g.black === 'p6' ? '0-1' : '1/2-1/2';
      s.result(r, g.white, g.black, result);
    }
  }
  return s;
}

describe('KZ-14 prizes', () => {
  it('KZ-14 eligibility needs 2/3 of the rounds (19 of 28 in the seed club)', () => {
    expect(rankingAfter(new SeasonDriver(field(4)).state()).attendanceNeeded).toBe(19);
  });

  it('KZ-14 champion and group winners are the best eligible players; the absent one is not eligible', () => {
    const state = shortSeason().state();
    const prizes = prizeList(state);
    const rows = rankingAfter(state).rows;
    const eligible = rows.filter((r) => r.attended >= 2);
    expect(prizes.final).toBe(true);
    expect(prizes.ineligible.map((x) => x.participantId)).toEqual(['p1']);
    expect(prizes.prizes[0]).toMatchObject({ code: 'champion', winner: 'p6' });
    for (const group of ['A', 'B', 'C']) {
      const winner = prizes.prizes.find((p) => p.code === 'group' && p.group === group)?.winner;
      expect(winner).toBe(eligible.find((r) => r.group === group)?.participantId);
    }
    expect(prizes.prizes.find((p) => p.group === 'A')?.winner).toBe('p2');
  });

  it('KZ-14 most places gained from the first ranking to the last ("stijgprijs")', () => {
    const state = shortSeason().state();
    expect(placesGained(state).get('p6')).toBe(5);
    expect(prizeList(state).prizes.find((p) => p.code === 'most-improved')).toMatchObject({
      winner: 'p6',
      placesGained: 5,
    });
  });

  it('KZ-14 "stijgprijs" tie: of two players gaining as many places, the better final place wins', () => {
    const s = new SeasonDriver(field(6), keizerConfig({ season: { cycles: 1, roundsPerCycle: 2 } })).plan(2);
    const results = [
      ['0-1', '1-0', '1-0'],
      ['1-0', '1-0', '1-0'],
    ];
    for (const r of [1, 2]) {
      for (const [i, g] of s.pair(r).entries()) s.result(r, g.white, g.black, results[r - 1]?.[i] as string);
    }
    const state = s.state();
    expect(rankingAfter(state).rows.map((r) => r.participantId)).toEqual([
      'p1',
      'p4',
      'p2',
      'p6',
      'p5',
      'p3',
    ]);
    // p4 went from 4th to 2nd, p6 from 6th to 4th: two places each.
    expect([placesGained(state).get('p4'), placesGained(state).get('p6')]).toEqual([2, 2]);
    expect(prizeList(state).prizes.find((p) => p.code === 'most-improved')).toMatchObject({
      winner: 'p4',
      placesGained: 2,
    });
  });

  it('KZ-3 KZ-14 the rapid champion comes from the rapid competition beside the main one', () => {
    const rapid = shortSeason('dsc-rapid').state();
    expect(rapid.config.discipline).toBe('rapid');
    const prizes = prizeList(shortSeason().state(), rapid);
    expect(prizes.prizes.at(-1)).toMatchObject({ code: 'rapid', winner: 'p6' });
  });

  it('KZ-3 KZ-14 the rapid champion needs 2/3 of the rapid rounds: the rapid leader with 7 of 12 is passed over', () => {
    const rapid = new SeasonDriver(field(6), keizerConfig({}, 'dsc-rapid')).plan(12);
    rapid.do(at(1, '12:00'), { type: 'NoticeAbsence', participant: 'p1', rounds: [1, 2, 3, 4, 5] });
    for (let r = 1; r <= 12; r++) {
      for (const g of rapid.pair(r)) {
        const result = g.white === 'p1' ? '1-0' : g.black === 'p1' ? '0-1' : '1/2-1/2';
        rapid.result(r, g.white, g.black, result);
      }
    }
    const rows = rankingAfter(rapid.state()).rows;
    expect(rankingAfter(rapid.state()).attendanceNeeded).toBe(8);
    expect(rows.slice(0, 1).map((r) => [r.participantId, r.attended, r.eligible])).toEqual([
      ['p1', 7, false],
    ]);
    const prizes = prizeList(shortSeason().state(), rapid.state());
    expect(prizes.prizes.at(-1)).toMatchObject({ code: 'rapid', winner: rows[1]?.participantId });
  });

  it('KZ-14 a list made before the last round is provisional', () => {
    const s = new SeasonDriver(field(4)).plan(28);
    s.pair(1);
    expect(prizeList(s.state()).final).toBe(false);
  });
});

describe('KZ-15 groups for next season', () => {
  it("KZ-15 group winners move up, each group's last moves down, new players by rating", () => {
    const state = shortSeason().state();
    const proposal = proposeGroups(state, [{ participantId: 'newbie', rating: 1985 }]);
    expect(proposal.moves).toEqual(
      expect.arrayContaining([
        { participantId: 'p6', from: 'C', to: 'B', reason: 'winner-up' },
        // p2 wins group A (p1 played too little), so p1 is the one who goes down.
        { participantId: 'p1', from: 'A', to: 'B', reason: 'last-down' },
        { participantId: 'newbie', from: null, to: 'A', reason: 'new-by-rating' },
      ]),
    );
    expect(proposal.groups.p6).toBe('B');
  });

  it('KZ-15 when group sizes differ a lot, more players move until within the tolerance', () => {
    const participants = field(8).map((p, i) => ({ ...p, attributes: { group: i < 7 ? 'A' : 'B' } }));
    const s = new SeasonDriver(participants, keizerConfig({ groups: ['A', 'B'], groupBalanceTolerance: 1 }));
    const proposal = proposeGroups(s.state());
    expect(Math.abs((proposal.sizes.A ?? 0) - (proposal.sizes.B ?? 0))).toBeLessThanOrEqual(1);
    expect(proposal.moves.some((m) => m.reason === 'balance-down')).toBe(true);
  });
});

describe('KZ-16 team travel', () => {
  it('KZ-16 drivers are reimbursed per km at the configured rate, exactly', () => {
    const s = new SeasonDriver(field(4)).plan(28);
    const match = (date: string, drivers: { name: string; km: number }[]) =>
      s.do(at(1, '12:00'), {
        type: 'RecordTeamMatch',
        date,
        team: 'DSC 1',
        opponent: 'ESGOO',
        away: true,
        players: ['p1', 'p2'],
        drivers,
      });
    match('2025-09-05', [{ name: 'Frits', km: 64 }]);
    match('2025-10-03', [
      { name: 'Frits', km: 35.5 },
      { name: 'Anna', km: 12 },
    ]);
    const report = travelReport(s.state());
    expect(report.lines.map((l) => [l.driver, l.trips, makeRational(l.km), makeRational(l.amount)])).toEqual([
      ['Frits', 2, '199/2', '199/10'],
      ['Anna', 1, '12', '12/5'],
    ]);
    expect(makeRational(report.totalAmount)).toBe('223/10');
    expect(report.currency).toBe('EUR');
    // Seed f: one car where possible; the second match went with two (agreed with the board).
    expect(report.severalCars).toBe(1);
  });

  it('KZ-16 only the driver to an away match is reimbursed: a home match with drivers is refused', () => {
    const s = new SeasonDriver(field(4)).plan(28);
    const fields = {
      date: '2025-09-05',
      team: 'DSC 1',
      opponent: 'ESGOO',
      players: ['p1'],
    };
    const match = { type: 'RecordTeamMatch', ...fields };
    const drivers = [{ name: 'Frits', km: 64 }];
    expect(s.attempt(at(1, '12:00'), { ...match, away: false, drivers })).toMatchObject({
      ok: false,
      error: { code: 'ERR_HOME_MATCH_DRIVERS' },
    });
    s.do(at(1, '12:00'), { ...match, away: false, drivers: [] });
    s.do(at(1, '12:00'), { ...match, away: true, drivers });
    expect(makeRational(travelReport(s.state()).totalAmount)).toBe('64/5');
    // A home match with drivers kept from before (an old log) is not reimbursed either.
    const seq = (s.events.at(-1)?.seq ?? 0) + 1;
    s.append(ev(seq, at(2, '12:00'), 'TeamMatchRecorded', { ...fields, away: false, drivers }));
    expect(s.state().teamMatches).toHaveLength(3);
    expect(makeRational(travelReport(s.state()).totalAmount)).toBe('64/5');
  });
});

describe('KZ-14 provisional prizes', () => {
  it('KZ-14 mid-season, players who can still reach the attendance needed are in the running', () => {
    const s = new SeasonDriver(field(4)).plan(28);
    s.do(at(1, '12:00'), {
      type: 'NoticeAbsence',
      participant: 'p1',
      rounds: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10],
    });
    for (const g of s.pair(1)) s.result(1, g.white, g.black, '1-0');
    const prizes = prizeList(s.state());
    // p1 can attend at most 18 of the 28 rounds: out of the running; the others are not.
    expect(prizes.ineligible.map((x) => x.participantId)).toEqual(['p1']);
    expect(prizes.prizes[0]?.winner).toBeDefined();
  });
});
