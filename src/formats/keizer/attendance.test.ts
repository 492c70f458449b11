import { describe, expect, it } from 'vitest';
import { makeRational } from '../../core/rational.js';
import { player } from '../../test-support/given.js';
import { at, field, keizerConfig, SeasonDriver } from '../../test-support/keizer.js';
import { noticeDeadline } from './calendar.js';
import { rankingAfter } from './ranking-view.js';
import { outcomeAt, sheetOf } from './sheet.js';

const scores = (s: SeasonDriver) =>
  Object.fromEntries(rankingAfter(s.state()).rows.map((r) => [r.participantId, makeRational(r.score)]));

const outcome = (s: SeasonDriver, round: number, id: string) => {
  const state = s.state();
  const sheet = sheetOf(state).rounds.find((x) => x.round === round);
  return sheet ? outcomeAt(sheet, state.byId.get(id)?.index ?? -1) : undefined;
};

function season(n = 4, overrides: Record<string, unknown> = {}) {
  return new SeasonDriver(field(n), keizerConfig(overrides)).plan(28);
}

describe('KZ-8 absence scores (exact thirds)', () => {
  it("KZ-8 with notice 1/3 of the own value, team match 2/3, a win the opponent's value (KZ-7)", () => {
    const s = season();
    s.do(at(1, '12:00'), { type: 'NoticeAbsence', participant: 'p1', rounds: [1] }, player('p1'));
    s.do(
      at(1, '12:00'),
      { type: 'NoticeAbsence', participant: 'p2', rounds: [1], reason: 'team-match' },
      player('p2'),
    );
    expect(s.pair(1)).toEqual([{ white: 'p4', black: 'p3' }]);
    s.result(1, 'p4', 'p3', '0-1');
    // Values 50, 49, 48, 47: p1 50 + 50/3, p2 49 + 98/3, p3 48 + 47, p4 47 + 0.
    expect(scores(s)).toEqual({ p3: '95', p2: '245/3', p1: '200/3', p4: '47' });
  });

  it('KZ-8 a team-match absence counts as attendance, a notice does not (KZ-14)', () => {
    const s = season();
    s.do(at(1, '12:00'), { type: 'NoticeAbsence', participant: 'p1', rounds: [1] });
    s.do(at(1, '12:00'), { type: 'NoticeAbsence', participant: 'p2', rounds: [1], reason: 'team-match' });
    s.pair(1);
    const rows = Object.fromEntries(rankingAfter(s.state()).rows.map((r) => [r.participantId, r.attended]));
    expect(rows).toMatchObject({ p1: 0, p2: 1 });
  });

  it('KZ-8 variant: a cap per season scores absences beyond it with 0', () => {
    const s = season(5, { absence: { notice: { fraction: '1/6', cap: 1 } } });
    s.do(at(1, '12:00'), { type: 'NoticeAbsence', participant: 'p5', rounds: [1, 2] });
    for (const r of [1, 2]) {
      for (const g of s.pair(r)) s.result(r, g.white, g.black, '1/2-1/2');
    }
    const state = s.state();
    expect(outcome(s, 2, 'p5')).toBe('notice');
    expect(sheetOf(state).rounds[1]?.capped[state.byId.get('p5')?.index ?? 0]).toBe(1);
    // p5 is last throughout (value 46): his own 46, 46/6 for round 1, and 0 for round 2 beyond the cap.
    expect(scores(s).p5).toBe('161/3');
  });
});

describe('KZ-11 absence notices and the 17:00 deadline', () => {
  it("KZ-11 the deadline is 17:00 on the evening in the club's zone, in summer and in winter", () => {
    const state = season().state();
    expect(noticeDeadline(state, 1)).toBe('2025-09-04T17:00:00+02:00');
    expect(noticeDeadline(state, 10)).toBe('2025-11-06T17:00:00+01:00');
  });

  it('KZ-11 a notice after the deadline counts as without notice (0)', () => {
    const s = season();
    s.do(at(1, '17:01'), { type: 'NoticeAbsence', participant: 'p1', rounds: [1] }, player('p1'));
    s.pair(1);
    expect(outcome(s, 1, 'p1')).toBe('late-notice');
    expect(scores(s).p1).toBe('50');
  });

  it('KZ-11 the director may accept a late notice, at entry or afterwards', () => {
    const s = season();
    s.do(at(1, '17:30'), { type: 'NoticeAbsence', participant: 'p1', rounds: [1], excused: true });
    s.do(at(1, '17:30'), { type: 'NoticeAbsence', participant: 'p2', rounds: [1] }, player('p2'));
    s.do(at(1, '17:35'), { type: 'AcceptLateNotice', participant: 'p2', round: 1 });
    s.pair(1);
    expect([outcome(s, 1, 'p1'), outcome(s, 1, 'p2')]).toEqual(['notice', 'notice']);
  });

  it("KZ-11 the director's reason for an override goes with its events into the history", () => {
    const s = season();
    const [excused] = s.do(at(1, '17:30'), {
      type: 'NoticeAbsence',
      participant: 'p1',
      rounds: [1],
      excused: true,
      note: 'phoned at 16:30',
    }).events;
    s.do(at(1, '17:30'), { type: 'NoticeAbsence', participant: 'p2', rounds: [1] }, player('p2'));
    const [accepted] = s.do(at(1, '17:35'), {
      type: 'AcceptLateNotice',
      participant: 'p2',
      round: 1,
      reason: 'train cancelled',
    }).events;
    expect([excused?.reason, accepted?.reason]).toEqual(['phoned at 16:30', 'train cancelled']);
  });

  it('KZ-11 a player cannot excuse himself, nor withdraw a notice after the deadline', () => {
    const s = season();
    const selfExcused = s.attempt(
      at(1, '12:00'),
      { type: 'NoticeAbsence', participant: 'p1', rounds: [1], excused: true },
      player('p1'),
    );
    expect(selfExcused).toMatchObject({ ok: false, error: { code: 'ERR_FORBIDDEN' } });
    s.do(at(1, '12:00'), { type: 'NoticeAbsence', participant: 'p1', rounds: [1] }, player('p1'));
    expect(
      s.attempt(at(1, '17:10'), { type: 'WithdrawAbsence', participant: 'p1', round: 1 }, player('p1')),
    ).toMatchObject({
      ok: false,
      error: { code: 'ERR_DEADLINE_PASSED' },
    });
    s.do(at(1, '16:00'), { type: 'WithdrawAbsence', participant: 'p1', round: 1 }, player('p1'));
    expect(s.pair(1)).toHaveLength(2);
  });

  it('KZ-11 a player may only notice for himself (policy)', async () => {
    const { keizer } = await import('./index.js');
    const policy = keizer.policies.NoticeAbsence;
    expect(
      policy.kind === 'participant' &&
        policy.actingFor({ type: 'NoticeAbsence', participant: 'p3', rounds: [1], reason: 'notice' }),
    ).toEqual(['p3']);
  });
});

describe('KZ-9 byes and stranded players', () => {
  it('KZ-9 the bye goes to the lowest-ranked player and is worth his own value in full', () => {
    const s = season(5);
    const games = s.pair(1);
    expect(s.state().rounds.get(1)?.bye).toBe('p5');
    for (const g of games) s.result(1, g.white, g.black, '1/2-1/2');
    expect(outcome(s, 1, 'p5')).toBe('bye');
    // p5: own 46 + bye 46.
    expect(scores(s).p5).toBe('92');
  });

  it('KZ-9 among the fewest byes: the next bye goes to the lowest-ranked player without one', () => {
    const s = season(5);
    for (const g of s.pair(1)) s.result(1, g.white, g.black, '1/2-1/2');
    s.pair(2);
    const bye2 = s.state().rounds.get(2)?.bye;
    expect(bye2).not.toBe('p5');
    expect(bye2).toBeDefined();
  });

  it('KZ-9 a no-show strands his opponent; the director pairs the bye with him (RepairRound)', () => {
    const s = season(5);
    const games = s.pair(1);
    const victim = games[0] as { white: string; black: string };
    s.do(at(1, '19:45'), { type: 'RecordNoShow', round: 1, participant: victim.black });
    expect(outcome(s, 1, victim.white)).toBe('stranded');
    const [repaired] = s.do(at(1, '19:50'), { type: 'RepairRound', round: 1 }).events;
    const payload = repaired?.payload as { games: { white: string; black: string }[]; bye: string | null };
    expect(payload.bye).toBeNull();
    expect(
      payload.games.some(
        (g) => [g.white, g.black].includes(victim.white) && [g.white, g.black].includes('p5'),
      ),
    ).toBe(true);
    expect(outcome(s, 1, victim.black)).toBe('no-show');
  });

  it('KZ-9 a stranded player who cannot be re-paired is scored like a bye', () => {
    const s = season(4);
    const [g] = s.pair(1);
    s.do(at(1, '19:45'), { type: 'RecordNoShow', round: 1, participant: g?.black as string });
    s.do(at(1, '19:50'), { type: 'RepairRound', round: 1 });
    const state = s.state();
    expect(state.rounds.get(1)?.unpaired.concat(state.rounds.get(1)?.bye ?? [])).toContain(g?.white);
    expect(['bye', 'stranded']).toContain(outcome(s, 1, g?.white as string));
  });
});

describe('KZ-13 no-shows, sign-off and sign-on', () => {
  function twoNoShows() {
    const s = season(5);
    for (const r of [1, 2]) {
      const games = s.pair(r);
      s.do(at(r, '19:45'), { type: 'RecordNoShow', round: r, participant: 'p5' });
      for (const g of games) if (g.white !== 'p5' && g.black !== 'p5') s.result(r, g.white, g.black, '1-0');
    }
    return s;
  }

  it('KZ-13 two no-shows in a row sign the player off for the following rounds', () => {
    const s = twoNoShows();
    expect(s.state().statusChanges).toEqual([
      { participant: 'p5', fromRound: 3, signedOff: true, cause: 'no-shows' },
    ]);
    const games = s.pair(3);
    expect(games.flatMap((g) => [g.white, g.black])).not.toContain('p5');
    // While signed off he is scored as absent with notice ("afgemeld"): last all along (value 46),
    // his own 46, nothing for the two no-shows, 46/3 for round 3.
    expect(outcome(s, 3, 'p5')).toBe('signed-off');
    expect(scores(s).p5).toBe('184/3');
  });

  it('KZ-13 two no-shows in a row sign off also when the earlier one is recorded after the later', () => {
    const s = season(5);
    s.pair(1);
    s.pair(2);
    // The director enters round 2's no-show first and catches up on round 1's afterwards.
    s.do(at(2, '19:45'), { type: 'RecordNoShow', round: 2, participant: 'p5' });
    expect(s.state().statusChanges).toEqual([]);
    s.do(at(2, '20:00'), { type: 'RecordNoShow', round: 1, participant: 'p5' });
    expect(s.state().statusChanges).toEqual([
      { participant: 'p5', fromRound: 3, signedOff: true, cause: 'no-shows' },
    ]);
    expect(s.pair(3).flatMap((g) => [g.white, g.black])).not.toContain('p5');
  });

  it('KZ-13 a signed-off player who sends word too late scores as signed off, never less than silence', () => {
    const s = twoNoShows();
    s.do(at(3, '17:30'), { type: 'NoticeAbsence', participant: 'p5', rounds: [3] }, player('p5'));
    s.pair(3);
    // He is "afgemeld" already (the seed): the late word changes nothing, so not 0 but 1/3 of 46.
    expect(outcome(s, 3, 'p5')).toBe('signed-off');
    expect(scores(s).p5).toBe('184/3');
  });

  it('KZ-13 one no-show does not sign off; a notice in between breaks the row', () => {
    const s = season(5);
    s.pair(1);
    s.do(at(1, '19:45'), { type: 'RecordNoShow', round: 1, participant: 'p5' });
    s.do(at(2, '12:00'), { type: 'NoticeAbsence', participant: 'p5', rounds: [2] });
    s.pair(2);
    s.pair(3);
    s.do(at(3, '19:45'), { type: 'RecordNoShow', round: 3, participant: 'p5' });
    expect(s.state().statusChanges).toEqual([]);
  });

  it('KZ-13 only the director signs him on again; he is paired from the next round', () => {
    const s = twoNoShows();
    s.pair(3);
    s.do(at(4, '12:00'), { type: 'SignOn', participant: 'p5' });
    expect(
      s
        .pair(4)
        .flatMap((g) => [g.white, g.black])
        .concat(s.state().rounds.get(4)?.bye ?? []),
    ).toContain('p5');
    expect(s.attempt(at(4, '20:00'), { type: 'SignOn', participant: 'p5' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_NOT_SIGNED_OFF' },
    });
  });
});
