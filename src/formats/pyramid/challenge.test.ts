import { describe, expect, it } from 'vitest';
import { fold } from '../../core/engine.js';
import {
  accept,
  challenge,
  challengePlaces,
  forParticipant,
  layout,
  letters,
  on,
  pyramidLog,
  report,
} from '../../test-support/pyramid.js';
import { pyramid } from './index.js';
import { runningChallenges } from './views/challenges.js';
import { due } from './views/due.js';

describe('direct challenges (PYR-4, PYR-6)', () => {
  it('PYR-4 a challenge of a player is sent with the first move', () => {
    const log = pyramidLog(letters(6));
    const refused = log.attempt(on('03-02'), {
      type: 'IssueChallenge',
      challenger: 'd',
      targets: [{ player: 'b' }],
    });
    expect(refused).toMatchObject({ ok: false, error: { code: 'ERR_FIRST_MOVE_REQUIRED' } });
    log.do(on('03-02'), challenge('d', 'b', '1.d4'));
    expect(log.state().open[0]).toMatchObject({
      challenger: 'd',
      defender: 'b',
      status: 'accepting',
      firstMove: '1.d4',
    });
  });

  it('PYR-4 the defender accepts by his reply move within 14 days; the game has begun', () => {
    const log = pyramidLog(letters(6));
    log.do(on('03-02'), challenge('d', 'b'));
    const [view] = runningChallenges(log.state(on('03-03')), on('03-03'));
    expect(view?.acceptBy).toEqual({ at: on('03-16'), extendedBy: 0, passed: false });
    log.do(on('03-10'), accept('d', 'b'));
    expect(log.state().open[0]).toMatchObject({
      status: 'running',
      acceptedAt: on('03-10'),
      reply: '1...c5',
    });
    expect(log.refusal(on('03-11'), accept('d', 'b')).code).toBe('ERR_ALREADY_ACCEPTED');
  });

  it('PYR-6 the official start is 14 days after the challenge’s moment and is shown', () => {
    const log = pyramidLog(letters(6));
    log.do(on('03-02', 18), challenge('d', 'b'));
    expect(runningChallenges(log.state())[0]?.officialStart).toBe(on('03-16', 18));
  });

  it('PYR-4 a valid challenge cannot be declined: only the guardian ends an unaccepted one, after the deadline', () => {
    const log = pyramidLog(letters(6));
    log.do(on('03-02'), challenge('d', 'b'));
    expect(log.refusal(on('03-10'), { type: 'ScoreForfeit', challenger: 'd', defender: 'b' }).code).toBe(
      'ERR_DEADLINE_NOT_PASSED',
    );
    const items = due(log.state(on('03-17')), on('03-17'));
    expect(items.find((i) => i.code === 'pyr.due.acceptance-overdue')).toMatchObject({
      severity: 'overdue',
      due: on('03-16'),
      participantIds: ['d', 'b'],
    });
    log.do(on('03-17'), { type: 'ScoreForfeit', challenger: 'd', defender: 'b' });
    // The forfeit counts as lost by the defender: the challenger moves up.
    expect(layout(log.state())).toBe('a | d c | b e f');
  });

  it('PYR-4 a late acceptance still counts while the guardian has not scored the game', () => {
    const log = pyramidLog(letters(6));
    log.do(on('03-02'), challenge('d', 'b'));
    log.do(on('03-20'), accept('d', 'b'));
    expect(log.state().open[0]?.status).toBe('running');
  });

  it('PYR-4 repeat offenders are flagged for possible exclusion', () => {
    const log = pyramidLog(letters(10));
    log.do(on('03-02'), challenge('d', 'b'));
    log.do(on('03-17'), { type: 'ScoreForfeit', challenger: 'd', defender: 'b' });
    expect(layout(log.state())).toBe('a | d c | b e f | g h i j');
    expect(due(log.state(on('03-18')), on('03-18')).some((i) => i.code === 'pyr.due.repeat-offender')).toBe(
      false,
    );
    // b now stands at (3,1); g challenges him and he again does not answer.
    log.do(on('03-18'), challenge('g', 'b'));
    log.do(on('04-02'), { type: 'ScoreForfeit', challenger: 'g', defender: 'b' });
    expect(
      due(log.state(on('04-03')), on('04-03')).find((i) => i.code === 'pyr.due.repeat-offender'),
    ).toMatchObject({
      participantIds: ['b'],
      params: { forfeits: 2 },
    });
  });

  it('PYR-2 one game as challenger: a second challenge is refused', () => {
    const log = pyramidLog(letters(6));
    log.do(on('03-02'), challenge('d', 'b'));
    expect(log.refusal(on('03-03'), challenge('d', 'c')).code).toBe('ERR_ALREADY_CHALLENGING');
  });

  it('PYR-2 one game as defender: a second challenger is refused', () => {
    const log = pyramidLog(letters(6));
    log.do(on('03-02'), challenge('d', 'b'));
    expect(log.refusal(on('03-03'), challenge('e', 'b')).code).toBe('ERR_DEFENDER_BUSY');
  });

  it('PYR-7 a result ends the game at once: new challenges may use it the same moment', () => {
    const log = pyramidLog(letters(6));
    log.do(on('03-02'), challenge('d', 'b'));
    log.do(on('03-05'), accept('d', 'b'));
    log.do(on('04-01', 10), report('d', 'b', '0-1'));
    log.do(on('04-01', 10), challenge('e', 'b'));
    expect(log.state().open.map((g) => `${g.challenger}>${g.defender}`)).toEqual(['e>b']);
  });
});

describe('XXX places (PYR-12) and entry with challenges (PYR-1)', () => {
  // 15 players on five full levels; d (3,1) and h (4,2) leave.
  const setup = () => {
    const log = pyramidLog(letters(15));
    log.do(on('03-01'), forParticipant('LeavePyramid', 'd'));
    log.do(on('03-01'), forParticipant('LeavePyramid', 'h'));
    return log;
  };

  it('PYR-11 a player who leaves leaves an XXX place', () => {
    expect(layout(setup().state())).toBe('a | b c | XXX e f | g XXX i j | k l m n o');
  });

  it('PYR-12 the challenger takes the XXX place at once, without a first move; the XXX place moves to his old place', () => {
    const log = setup();
    const decision = log.do(on('03-02'), challengePlaces('k', [4, 2]));
    expect(layout(log.state())).toBe('a | b c | XXX e f | g k i j | XXX l m n o');
    expect(decision.events[0]?.payload).toEqual({ challenger: 'k', targets: [{ level: 4, index: 2 }] });
  });

  it('PYR-1, PYR-12 a new player enters at the bottom and his entry message carries several challenges, executed in order', () => {
    const log = setup();
    log.do(on('03-02'), { type: 'RegisterParticipant', participant: { id: 'p', name: 'P' } });
    expect(layout(log.state())).toBe('a | b c | XXX e f | g XXX i j | k l m n o | p');
    log.do(on('03-02'), challengePlaces('p', [4, 2], [3, 1]));
    // (4,2) from level 6, then (3,1) from level 4 where the first challenge put him.
    expect(layout(log.state())).toBe('a | b c | p e f | g XXX i j | k l m n o | XXX');
  });

  it('PYR-12 each challenge of a message is executed only as far as it is valid after the previous ones', () => {
    const log = setup();
    log.do(on('03-02'), { type: 'RegisterParticipant', participant: { id: 'p', name: 'P' } });
    // In this order (3,1) is out of reach from level 6 and is skipped; (4,2) is still taken.
    const decided = log.do(on('03-02'), challengePlaces('p', [3, 1], [4, 2]));
    expect(layout(log.state())).toBe('a | b c | XXX e f | g p i j | k l m n o | XXX');
    const f = fold(pyramid, log.setup, log.events);
    const outcome = f.outcomes.get(decided.events[0]?.seq ?? 0);
    expect(outcome?.effects).toEqual([
      'p takes the XXX place (4,2); the XXX place moves to (6,1)',
      'not executed: level 3 is out of reach for p: a player on level 6 may challenge levels 4–5',
    ]);
  });

  it('PYR-12 a message is refused only when none of its challenges is valid', () => {
    const refused = setup().attempt(on('03-02'), challengePlaces('o', [2, 1], [1, 1]));
    expect(refused).toMatchObject({ ok: false, error: { code: 'ERR_OUT_OF_REACH' } });
    expect(!refused.ok && refused.error.message).toBe(
      'level 2 is out of reach for o: a player on level 5 may challenge levels 3–4; ' +
        'level 1 is out of reach for o: a player on level 5 may challenge levels 3–4',
    );
  });

  it('PYR-12 XXX places first, then a player with the first move, in one message', () => {
    const log = setup();
    log.do(on('03-02'), {
      ...challengePlaces('k', [4, 2]),
      targets: [{ level: 4, index: 2 }, { player: 'e' }],
      firstMove: '1.e4',
    });
    expect(layout(log.state())).toBe('a | b c | XXX e f | g k i j | XXX l m n o');
    expect(log.state().open).toMatchObject([{ challenger: 'k', defender: 'e', status: 'accepting' }]);
  });

  it('PYR-12 after a player challenge the challenger is busy: later targets of the message are not executed', () => {
    const log = setup();
    log.do(on('03-02'), {
      ...challengePlaces('k', [4, 2]),
      targets: [{ player: 'g' }, { level: 4, index: 2 }],
      firstMove: '1.e4',
    });
    expect(layout(log.state())).toBe('a | b c | XXX e f | g XXX i j | k l m n o');
    expect(log.state().open).toMatchObject([{ challenger: 'k', defender: 'g' }]);
  });
});
