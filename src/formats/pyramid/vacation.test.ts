import { describe, expect, it } from 'vitest';
import { moment } from '../../core/moment.js';
import { challenge, forParticipant, letters, on, pyramidLog, report } from '../../test-support/pyramid.js';
import { runningChallenges } from './views/challenges.js';
import { due } from './views/due.js';
import { playerView } from './views/player.js';

const vacation = (participant: string, from: string, to: string) =>
  forParticipant('AnnounceVacation', participant, { from, to });

describe('vacations (PYR-15)', () => {
  it('PYR-15 a vacation of the defender announced during the acceptance period extends it by the overlap', () => {
    const log = pyramidLog(letters(6));
    log.do(on('03-02'), challenge('d', 'b'));
    log.do(on('03-04'), vacation('b', '2026-03-10', '2026-03-16'));
    const [view] = runningChallenges(log.state(on('03-05')), on('03-05'));
    expect(view?.acceptBy).toEqual({ at: on('03-23'), extendedBy: 7, passed: false });
    // PYR-6 is not a deadline of PYR-4/13/14: the official start stays.
    expect(view?.officialStart).toBe(on('03-16'));
    expect(log.refusal(on('03-20'), { type: 'ScoreForfeit', challenger: 'd', defender: 'b' }).code).toBe(
      'ERR_DEADLINE_NOT_PASSED',
    );
  });

  it('PYR-15 a vacation of the challenger known before the challenge counts too', () => {
    const log = pyramidLog(letters(6));
    log.do(on('03-01'), vacation('d', '2026-03-14', '2026-03-15'));
    log.do(on('03-02'), challenge('d', 'b'));
    expect(runningChallenges(log.state())[0]?.acceptBy?.at).toBe(on('03-18'));
  });

  it('PYR-15 the confirmation period of a waiting-list challenge is extended, so it lapses later', () => {
    const log = pyramidLog(letters(3));
    log.do(on('03-01'), challenge('b', 'a'));
    log.do(on('03-01'), forParticipant('JoinWaitingList', 'c'));
    log.do(on('03-10'), report('b', 'a', '0-1'));
    log.do(on('03-11'), { type: 'IssueAssignedChallenge', challenger: 'c', defender: 'a' });
    log.do(on('03-12'), vacation('c', '2026-03-13', '2026-03-17'));
    expect(log.state(on('03-16')).open).toMatchObject([{ challenger: 'c', status: 'confirming' }]);
    expect(log.state(on('03-20', 11)).open).toMatchObject([{ challenger: 'c', status: 'confirming' }]);
    expect(log.state(on('03-20', 13)).open).toEqual([]);
  });

  it('PYR-15 days count on the club’s calendar (Berlin), whatever offset a mail’s moment is written in', () => {
    // D's copy reached the server at 23:30 UTC on 10 July: 01:30 on 11 July in Berlin, the day
    // after B's vacation ended. The vacation is over before the period starts and extends nothing.
    const accepting = (at: string) => {
      const log = pyramidLog(letters(6));
      log.do(on('06-30'), vacation('b', '2026-07-01', '2026-07-10'));
      log.do(at, challenge('d', 'b'));
      return runningChallenges(log.state(at), moment(at))[0]?.acceptBy;
    };
    expect(accepting('2026-07-10T23:30:00Z')).toEqual({
      at: '2026-07-24T23:30:00Z',
      extendedBy: 0,
      passed: false,
    });
    expect(accepting('2026-07-11T01:30:00+02:00')).toMatchObject({ extendedBy: 0 });
    // Half an hour earlier it is still 10 July in Berlin: the last vacation day counts.
    expect(accepting('2026-07-10T21:30:00Z')).toMatchObject({ extendedBy: 1 });
    // And a vacation that ended on 10 July is over when announced at 01:30 Berlin time on the 11th.
    expect(
      pyramidLog(letters(6)).refusal('2026-07-10T23:30:00Z', vacation('b', '2026-07-05', '2026-07-10')).code,
    ).toBe('ERR_VACATION_PAST');
  });

  it('PYR-15 a vacation made known after the deadline cannot revive it', () => {
    const log = pyramidLog(letters(6));
    log.do(on('03-02'), challenge('d', 'b'));
    log.do(on('03-17'), vacation('b', '2026-03-17', '2026-03-20'));
    expect(runningChallenges(log.state(on('03-18')), on('03-18'))[0]?.acceptBy).toMatchObject({
      at: on('03-16'),
      passed: true,
    });
  });

  it('PYR-15 vacations already over or with their end before their start are refused', () => {
    const log = pyramidLog(letters(3));
    expect(log.refusal(on('03-10'), vacation('b', '2026-03-01', '2026-03-09')).code).toBe(
      'ERR_VACATION_PAST',
    );
    expect(log.refusal(on('03-10'), vacation('b', '2026-03-20', '2026-03-12')).code).toBe(
      'ERR_INVALID_VACATION',
    );
  });

  it('PYR-15 vacation days count against the 6 weeks a year; the excess is flagged', () => {
    const log = pyramidLog(letters(3));
    log.do(on('03-01'), vacation('b', '2026-06-01', '2026-06-30'));
    expect(playerView(log.state(on('03-02')), 'b', on('03-02'))?.allowance).toEqual({
      year: 2026,
      used: 30,
      days: 42,
    });
    expect(
      due(log.state(on('03-02')), on('03-02')).some((i) => i.code === 'pyr.due.vacation-allowance'),
    ).toBe(false);
    log.do(on('03-02'), vacation('b', '2026-08-01', '2026-08-15'));
    expect(
      due(log.state(on('03-03')), on('03-03')).find((i) => i.code === 'pyr.due.vacation-allowance'),
    ).toMatchObject({
      participantIds: ['b'],
      params: { year: 2026, used: 45, excess: 3 },
    });
  });

  it('PYR-15 vacations over before last year are forgotten when a new one is announced', () => {
    const log = pyramidLog(letters(3));
    log.do(on('2024-03-01'), vacation('b', '2024-04-01', '2024-04-10'));
    log.do(on('2025-03-01'), vacation('b', '2025-04-01', '2025-04-10'));
    log.do(on('2026-03-01'), vacation('b', '2026-04-01', '2026-04-10'));
    expect(playerView(log.state(), 'b', on('2026-03-02'))?.vacations.map((v) => v.from)).toEqual([
      '2025-04-01',
      '2026-04-01',
    ]);
  });

  it('PYR-15 the inactivity answer period stands still during a known vacation too', () => {
    const log = pyramidLog(letters(3));
    log.do(on('2026-01-10'), challenge('c', 'a'));
    log.do(on('2026-01-20'), report('c', 'a', '1-0'));
    log.do(on('2027-01-11'), { type: 'SendInactivityLetter', participant: 'b' });
    log.do(on('2027-01-12'), vacation('b', '2027-01-20', '2027-01-29'));
    expect(
      log
        .state(on('2027-02-04', 11))
        .players.toArray()
        .find((p) => p.id === 'b')?.slot,
    ).toBe(1);
    expect(
      log
        .state(on('2027-02-04', 13))
        .players.toArray()
        .find((p) => p.id === 'b')?.slot,
    ).toBe(-1);
  });
});
