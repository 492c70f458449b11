import { describe, expect, it } from 'vitest';
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
