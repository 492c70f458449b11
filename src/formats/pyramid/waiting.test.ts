import { describe, expect, it } from 'vitest';
import { moment } from '../../core/moment.js';
import {
  accept,
  challenge,
  forParticipant,
  layout,
  letters,
  on,
  pyramidLog,
  report,
  ruling,
} from '../../test-support/pyramid.js';
import { whyNot } from './eligibility.js';
import { runningChallenges } from './views/challenges.js';
import { due } from './views/due.js';
import { waitingListsView } from './views/lists.js';

const games = (log: ReturnType<typeof pyramidLog>, at?: string) =>
  log.state(at).open.map((g) => `${g.challenger}>${g.defender}:${g.status}`);

/** 15 players; k, l, m (level 5) challenge d, e, f, so level 4 (g h i j) can challenge nobody. */
const levelThreeBusy = () => {
  const log = pyramidLog(letters(15));
  log.do(on('03-01'), challenge('k', 'd'));
  log.do(on('03-01'), challenge('l', 'e'));
  log.do(on('03-01'), challenge('m', 'f'));
  for (const [c, d] of [
    ['k', 'd'],
    ['l', 'e'],
    ['m', 'f'],
  ] as const)
    log.do(on('03-03'), accept(c, d));
  return log;
};

describe('the waiting list (PYR-13)', () => {
  it('PYR-13 asking while someone is challengeable is refused with the list of challengeable players', () => {
    const log = pyramidLog(letters(10));
    expect(log.attempt(on('03-02'), forParticipant('JoinWaitingList', 'j'))).toMatchObject({
      ok: false,
      error: {
        code: 'ERR_CHALLENGEABLE_AVAILABLE',
        message: 'j can challenge d, e, f now; the waiting list is for players who can challenge nobody',
      },
    });
  });

  it('PYR-13 a player who can challenge nobody is put on the list; no level or player can be chosen', () => {
    const log = levelThreeBusy();
    log.do(on('03-04'), forParticipant('JoinWaitingList', 'j'));
    log.do(on('03-05'), forParticipant('JoinWaitingList', 'h'));
    expect(waitingListsView(log.state()).waiting.map((w) => [w.participantId, w.since])).toEqual([
      ['h', on('03-05')],
      ['j', on('03-04')],
    ]);
    expect(log.refusal(on('03-06'), forParticipant('JoinWaitingList', 'h')).code).toBe('ERR_ALREADY_WAITING');
  });

  it('PYR-13 a defender who becomes free goes to the best-placed waiting player who may challenge him', () => {
    const log = levelThreeBusy();
    log.do(on('03-04'), forParticipant('JoinWaitingList', 'j'));
    log.do(on('03-05'), forParticipant('JoinWaitingList', 'h'));
    log.do(on('04-10'), report('k', 'd', '0-1'));
    expect(games(log)).toContain('h>d:assigned');
    expect(waitingListsView(log.state()).waiting.map((w) => w.participantId)).toEqual(['j']);
    // Reserved from the moment d became free: nobody else may challenge him now.
    expect(whyNot(log.state(on('04-11')), 'o', { player: 'd' })).toMatchObject({
      code: 'ERR_DEFENDER_BUSY',
      message: `d is assigned to h from the waiting list since ${on('04-10')}`,
    });
    expect(
      due(log.state(on('04-11')), on('04-11')).find((i) => i.code === 'pyr.due.assignment'),
    ).toMatchObject({
      participantIds: ['h', 'd'],
    });
    log.do(on('04-12'), report('l', 'e', '1/2-1/2'));
    expect(games(log)).toContain('j>e:assigned');
  });

  it('PYR-13 the guardian’s message starts 4 days to confirm and 14 to accept; the official start follows it', () => {
    const log = levelThreeBusy();
    log.do(on('03-04'), forParticipant('JoinWaitingList', 'j'));
    log.do(on('04-10'), report('k', 'd', '0-1'));
    log.do(on('04-11', 9), { type: 'IssueAssignedChallenge', challenger: 'j', defender: 'd' });
    const view = runningChallenges(log.state(on('04-11', 10)), on('04-11', 10)).find(
      (c) => c.challenger === 'j',
    );
    expect(view).toMatchObject({
      kind: 'waiting',
      status: 'confirming',
      assignedAt: on('04-10'),
      challengedAt: on('03-04'),
      issuedAt: on('04-11', 9),
      confirmBy: { at: on('04-15', 9), extendedBy: 0, passed: false },
      acceptBy: { at: on('04-25', 9), extendedBy: 0, passed: false },
      officialStart: on('04-25', 9),
    });
    expect(log.refusal(on('04-12'), accept('j', 'd')).code).toBe('ERR_NOT_CONFIRMED');
    log.do(on('04-14'), { type: 'ConfirmChallenge', challenger: 'j', defender: 'd', firstMove: '1.c4' });
    log.do(on('04-20'), accept('j', 'd'));
    expect(games(log)).toContain('j>d:running');
  });

  it('PYR-13 "4 days after the guardian’s mail left" are 4 × 24 hours, also across the change to summer time', () => {
    // The guardian's mail left on Friday 27 March 2026, 10:00 winter time; summer time begins on
    // the 29th. The challenger may confirm until 96 hours later: 31 March, 11:00 summer time.
    const issued = () => {
      const log = levelThreeBusy();
      log.do(on('03-04'), forParticipant('JoinWaitingList', 'j'));
      log.do(on('03-26'), report('k', 'd', '0-1'));
      log.do('2026-03-27T10:00:00+01:00', { type: 'IssueAssignedChallenge', challenger: 'j', defender: 'd' });
      return log;
    };
    const confirm = { type: 'ConfirmChallenge', challenger: 'j', defender: 'd', firstMove: '1.d4' };
    const friday = moment('2026-03-28T12:00:00+01:00');
    const view = runningChallenges(issued().state(friday), friday).find((c) => c.challenger === 'j');
    expect(view?.confirmBy).toMatchObject({ at: '2026-03-31T10:00:00+01:00', passed: false });
    // In time at the very instant of the deadline (written in summer time) …
    const inTime = issued();
    inTime.do('2026-03-31T11:00:00+02:00', confirm);
    expect(games(inTime)).toContain('j>d:accepting');
    // … and lapsed one second later.
    const late = issued();
    expect(late.refusal('2026-03-31T11:00:01+02:00', confirm).code).toBe('ERR_NO_SUCH_CHALLENGE');
    expect(games(late, '2026-03-31T11:00:01+02:00')).toEqual(['l>e:running', 'm>f:running']);
  });

  it('PYR-13 an unconfirmed challenge lapses; the challenger has left the list anyway and the defender goes to the next', () => {
    const log = levelThreeBusy();
    log.do(on('03-04'), forParticipant('JoinWaitingList', 'j'));
    log.do(on('03-05'), forParticipant('JoinWaitingList', 'h'));
    log.do(on('04-10'), report('k', 'd', '0-1'));
    log.do(on('04-11'), { type: 'IssueAssignedChallenge', challenger: 'h', defender: 'd' });
    expect(games(log, on('04-15'))).toContain('h>d:confirming');
    const after = on('04-15', 13);
    expect(games(log, after)).toContain('j>d:assigned');
    expect(games(log, after)).not.toContain('h>d:confirming');
    expect(waitingListsView(log.state(after)).waiting).toEqual([]);
    expect(due(log.state(after), after).find((i) => i.code === 'pyr.due.lapsed')).toMatchObject({
      participantIds: ['h', 'd'],
    });
  });

  it('PYR-13 an XXX place that comes within reach of a waiting player is taken at once', () => {
    const log = pyramidLog(letters(6));
    log.do(on('03-01'), challenge('d', 'b'));
    log.do(on('03-01'), challenge('e', 'c'));
    log.do(on('03-02'), forParticipant('JoinWaitingList', 'f'));
    log.do(on('03-03'), forParticipant('LeavePyramid', 'a'));
    expect(layout(log.state())).toBe('XXX | b c | d e f');
    // b, still defending against d, takes the pharaoh's XXX place; the XXX place comes down to (2,1).
    log.do(on('03-04'), { type: 'IssueChallenge', challenger: 'b', targets: [{ level: 1, index: 1 }] });
    expect(layout(log.state())).toBe('b | f c | d e XXX');
    expect(waitingListsView(log.state()).waiting).toEqual([]);
  });

  it('PYR-13, PYR-5 the request is the challenge: its reach and moment decide against a later direct challenge', () => {
    // 21 players, six levels. Levels 3 and 4 are all defending, so o (5,5) can challenge nobody
    // and asks for the waiting list on 03-04: his challenge of levels 3–4 at that moment.
    const log = pyramidLog(letters(21));
    for (const [c, d] of ['gd', 'he', 'if', 'kg', 'lh', 'mi', 'nj'])
      log.do(on('03-01'), challenge(c as string, d as string));
    log.do(on('03-04'), forParticipant('JoinWaitingList', 'o'));
    // Meanwhile p (level 6) challenges o as defender and wins: o drops to (6,1), whose own reach
    // would be levels 4–5; his request still reaches 3–4 from where he asked.
    log.do(on('03-05'), challenge('p', 'o'));
    log.do(on('03-06'), accept('p', 'o'));
    log.do(on('03-20'), report('p', 'o', '1-0'));
    expect(layout(log.state())).toBe('a | b c | d e f | g h i j | k l m n p | o q r s t u');
    expect(games(log)).not.toContain('o>k:assigned');
    // d becomes free on 04-01: he goes to o's standing challenge, so p's direct challenge of d
    // the next day comes too late (PYR-5: the earlier challenge wins).
    log.do(on('04-01'), report('g', 'd', '0-1'));
    expect(games(log)).toContain('o>d:assigned');
    expect(log.refusal(on('04-02'), challenge('p', 'd')).code).toBe('ERR_DEFENDER_BUSY');
    log.do(on('04-03'), { type: 'IssueAssignedChallenge', challenger: 'o', defender: 'd' });
    const view = runningChallenges(log.state(on('04-03', 13)), on('04-03', 13)).find(
      (c) => c.challenger === 'o',
    );
    // Its moment is the request's; its periods and the official start run from the guardian's message.
    expect(view).toMatchObject({
      challengedAt: on('03-04'),
      assignedAt: on('04-01'),
      issuedAt: on('04-03'),
      confirmBy: { at: on('04-07') },
      acceptBy: { at: on('04-17') },
      officialStart: on('04-17'),
    });
  });

  it('PYR-13 the waiting player is busy as challenger since his request, the defender since the assignment', () => {
    const log = levelThreeBusy();
    log.do(on('03-04'), forParticipant('JoinWaitingList', 'j'));
    log.do(on('04-10'), report('k', 'd', '0-1'));
    expect(whyNot(log.state(on('04-11')), 'j', { player: 'e' })).toMatchObject({
      code: 'ERR_ALREADY_CHALLENGING',
      message: `j is already challenging d since ${on('03-04')}`,
    });
    expect(whyNot(log.state(on('04-11')), 'o', { player: 'd' })).toMatchObject({
      message: `d is assigned to j from the waiting list since ${on('04-10')}`,
    });
  });

  it('PYR-13 a waiting player whom a correction moved up is assigned only places above him', () => {
    // j (4,4) loses to e, then waits: level 3 is busy, and his request reaches level 3.
    const log = pyramidLog(letters(15));
    log.do(on('02-01'), challenge('j', 'e'));
    log.do(on('02-10'), report('j', 'e', '0-1'));
    log.do(on('03-01'), challenge('k', 'd'));
    log.do(on('03-01'), challenge('l', 'e'));
    log.do(on('03-01'), challenge('m', 'f'));
    log.do(on('03-04'), forParticipant('JoinWaitingList', 'j'));
    // The guardian corrects the old game: j won it, so he now stands at (3,2) himself.
    log.do(on('03-10'), ruling('CorrectResult', 'j', 'e', '1-0', 'sheet'));
    expect(layout(log.state())).toBe('a | b c | d j f | g h i e | k l m n o');
    // Level 3, his own level now, is no longer above him: nothing there is his, least of all himself.
    expect(games(log)).not.toContain('j>j:assigned');
    expect(games(log).filter((g) => g.startsWith('j>'))).toEqual([]);
    expect(waitingListsView(log.state()).waiting.map((w) => w.participantId)).toEqual(['j']);
  });

  it('PYR-13 a player may leave the waiting list', () => {
    const log = levelThreeBusy();
    log.do(on('03-04'), forParticipant('JoinWaitingList', 'j'));
    log.do(on('03-06'), forParticipant('LeaveWaitingList', 'j'));
    log.do(on('04-10'), report('k', 'd', '0-1'));
    expect(games(log)).not.toContain('j>d:assigned');
    expect(log.refusal(on('04-11'), forParticipant('LeaveWaitingList', 'j')).code).toBe('ERR_NOT_WAITING');
  });
});

describe('the eternal waiting list (PYR-14)', () => {
  it('PYR-14 joining when free assigns the best free player: highest level, longest without defending, leftmost', () => {
    const log = pyramidLog(letters(15));
    // d and f have defended games (f earlier), e never has.
    log.do(on('03-01'), challenge('h', 'd'));
    log.do(on('03-01'), challenge('i', 'f'));
    log.do(on('03-02'), report('i', 'f', '0-1'));
    log.do(on('03-03'), report('h', 'd', '0-1'));
    log.do(on('03-04'), forParticipant('JoinEternalWaitingList', 'k'));
    expect(games(log)).toEqual(['k>e:assigned']);
    log.do(on('03-05'), forParticipant('JoinEternalWaitingList', 'l'));
    expect(games(log)).toEqual(['k>e:assigned', 'l>f:assigned']);
  });

  it('PYR-14 among players who never defended, the leftmost', () => {
    const log = pyramidLog(letters(15));
    log.do(on('03-04'), forParticipant('JoinEternalWaitingList', 'k'));
    expect(games(log)).toEqual(['k>d:assigned']);
  });

  it('PYR-14 finishing a game as challenger brings the next automatic challenge at once', () => {
    const log = pyramidLog(letters(15));
    log.do(on('03-04'), forParticipant('JoinEternalWaitingList', 'k'));
    log.do(on('03-05'), { type: 'IssueAssignedChallenge', challenger: 'k', defender: 'd' });
    log.do(on('03-06'), { type: 'ConfirmChallenge', challenger: 'k', defender: 'd', firstMove: '1.e4' });
    log.do(on('03-07'), accept('k', 'd'));
    log.do(on('04-20'), report('k', 'd', '1-0'));
    // k is now at (3,1) and may challenge level 2: b and c have never defended, so b (leftmost).
    expect(layout(log.state())).toBe('a | b c | k e f | g h i j | d l m n o');
    expect(games(log)).toEqual(['k>b:assigned']);
    expect(log.state().open[0]?.kind).toBe('eternal');
  });

  it('PYR-14 with nobody free he goes onto the normal waiting list', () => {
    const log = pyramidLog(letters(15));
    log.do(on('03-01'), challenge('k', 'd'));
    log.do(on('03-01'), challenge('l', 'e'));
    log.do(on('03-01'), challenge('m', 'f'));
    log.do(on('03-02'), forParticipant('JoinEternalWaitingList', 'g'));
    expect(waitingListsView(log.state()).waiting).toMatchObject([{ participantId: 'g', eternal: true }]);
    log.do(on('03-20'), report('l', 'e', '0-1'));
    expect(games(log)).toContain('g>e:assigned');
  });

  it('PYR-14 on his request the automatic challenges are suspended until he asks again', () => {
    const log = pyramidLog(letters(15));
    log.do(on('03-01'), forParticipant('JoinEternalWaitingList', 'k'));
    log.do(on('03-01'), forParticipant('SuspendAutomaticChallenges', 'k'));
    log.do(on('03-02'), { type: 'IssueAssignedChallenge', challenger: 'k', defender: 'd' });
    log.do(on('03-03'), { type: 'ConfirmChallenge', challenger: 'k', defender: 'd', firstMove: '1.e4' });
    log.do(on('03-04'), report('k', 'd', '0-1'));
    expect(games(log)).toEqual([]);
    // Suspended, he chooses himself (the seed: "sich den herausgeforderten Spieler selbst aussuchen").
    log.do(on('03-05'), challenge('k', 'g'));
    log.do(on('03-06'), report('k', 'g', '1/2-1/2'));
    log.do(on('03-07'), forParticipant('ResumeAutomaticChallenges', 'k'));
    expect(games(log)).toEqual(['k>e:assigned']);
  });

  it('PYR-14 an automatic challenge he does not confirm lapses and suspends him', () => {
    const log = pyramidLog(letters(15));
    log.do(on('03-01'), forParticipant('JoinEternalWaitingList', 'k'));
    log.do(on('03-02'), { type: 'IssueAssignedChallenge', challenger: 'k', defender: 'd' });
    const after = on('03-07');
    expect(games(log, after)).toEqual([]);
    expect(waitingListsView(log.state(after)).eternal).toMatchObject([
      { participantId: 'k', status: 'suspended' },
    ]);
  });

  it('PYR-14 leaving the eternal list stops the automatic challenges', () => {
    const log = pyramidLog(letters(15));
    log.do(on('03-01'), forParticipant('JoinEternalWaitingList', 'k'));
    log.do(on('03-01'), forParticipant('LeaveEternalWaitingList', 'k'));
    log.do(on('03-02'), { type: 'IssueAssignedChallenge', challenger: 'k', defender: 'd' });
    log.do(on('03-03'), { type: 'ConfirmChallenge', challenger: 'k', defender: 'd', firstMove: '1.e4' });
    log.do(on('03-04'), report('k', 'd', '0-1'));
    expect(games(log)).toEqual([]);
    expect(log.refusal(on('03-05'), forParticipant('SuspendAutomaticChallenges', 'k')).code).toBe(
      'ERR_NOT_ETERNAL',
    );
  });

  it('PYR-14 an XXX place on the best level is taken at once, and the next assignment follows', () => {
    const log = pyramidLog(letters(15));
    log.do(on('03-01'), forParticipant('LeavePyramid', 'e'));
    log.do(on('03-02'), forParticipant('JoinEternalWaitingList', 'k'));
    expect(layout(log.state())).toBe('a | b c | d k f | g h i j | XXX l m n o');
    expect(games(log)).toEqual(['k>b:assigned']);
  });
});
