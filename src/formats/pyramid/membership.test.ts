import { describe, expect, it } from 'vitest';
import type { Moment } from '../../core/types.js';
import { player } from '../../test-support/given.js';
import {
  accept,
  challenge,
  forParticipant,
  layout,
  letters,
  on,
  pyramidLog,
} from '../../test-support/pyramid.js';
import { archiveView } from './views/archive.js';
import { due } from './views/due.js';
import { playerView } from './views/player.js';

const register = (id: string) => ({
  type: 'RegisterParticipant',
  participant: { id, name: id.toUpperCase() },
});

describe('entry (PYR-1)', () => {
  it('PYR-1 a new player enters on the lowest level in its leftmost free place; a full level opens the next', () => {
    const log = pyramidLog(letters(5));
    log.do(on('03-01'), register('x'));
    expect(layout(log.state())).toBe('a | b c | d e x');
    log.do(on('03-02'), register('y'));
    expect(layout(log.state())).toBe('a | b c | d e x | y');
  });

  it('PYR-1 no game is assigned on entry', () => {
    const log = pyramidLog(letters(5));
    log.do(on('03-01'), register('x'));
    expect(log.state().open).toEqual([]);
  });
});

describe('leaving (PYR-11)', () => {
  it('PYR-11 leaving during a game as defender counts as lost: the challenger takes the XXX place', () => {
    const log = pyramidLog(letters(10));
    log.do(on('03-01'), challenge('g', 'd'));
    log.do(on('03-02'), accept('g', 'd'));
    log.do(on('03-10'), forParticipant('LeavePyramid', 'd'), { actor: player('d') });
    expect(layout(log.state())).toBe('a | b c | g e f | XXX h i j');
    expect(archiveView(log.state(), on('03-11'))[0]).toMatchObject({
      challenger: 'g',
      defender: 'd',
      result: '+-',
      ending: 'left',
    });
  });

  it('PYR-11 leaving during a game as challenger counts as lost: nobody moves', () => {
    const log = pyramidLog(letters(10));
    log.do(on('03-01'), challenge('g', 'd'));
    log.do(on('03-10'), forParticipant('LeavePyramid', 'g'));
    expect(layout(log.state())).toBe('a | b c | d e f | XXX h i j');
    expect(archiveView(log.state(), on('03-11'))[0]).toMatchObject({ result: '-+', ending: 'left' });
  });

  it('PYR-11 the guardian may exclude a player, with a reason', () => {
    const log = pyramidLog(letters(10));
    log.do(on('03-01'), { type: 'ExcludePlayer', participant: 'e', reason: 'declined challenges twice' });
    expect(layout(log.state())).toBe('a | b c | d XXX f | g h i j');
    expect(log.events.at(-1)).toMatchObject({
      reason: 'declined challenges twice',
      payload: { kind: 'excluded' },
    });
    expect(
      log.attempt(on('03-02'), { type: 'ExcludePlayer', participant: 'e', reason: 'again' }),
    ).toMatchObject({
      ok: false,
      error: { code: 'ERR_NOT_IN_PYRAMID' },
    });
  });

  it('PYR-1, PYR-11 a former player comes back on the lowest level like a new one', () => {
    const log = pyramidLog(letters(10));
    log.do(on('03-01'), forParticipant('LeavePyramid', 'b'));
    log.do(on('05-01'), { type: 'RejoinPyramid', participant: 'b' });
    expect(layout(log.state())).toBe('a | XXX c | d e f | g h i j | b');
    expect(log.refusal(on('05-02'), { type: 'RejoinPyramid', participant: 'b' }).code).toBe(
      'ERR_STILL_IN_PYRAMID',
    );
  });
});

/** c and a played in January 2026; b did nothing since the log began. */
const quietYear = () => {
  const log = pyramidLog(letters(3));
  log.do(on('2026-01-10'), challenge('c', 'a'));
  log.do(on('2026-01-20'), { type: 'ReportResult', challenger: 'c', defender: 'a', result: '1/2-1/2' });
  return log;
};

describe('inactivity (PYR-10)', () => {
  it('PYR-10 twelve months without a game flags a player; the waiting list counts as activity', () => {
    const log = pyramidLog(letters(3));
    log.do(on('2026-01-10'), challenge('b', 'a'));
    log.do(on('2026-01-10'), forParticipant('JoinWaitingList', 'c'));
    log.do(on('2026-02-10'), { type: 'ReportResult', challenger: 'b', defender: 'a', result: '0-1' });
    // c was assigned a at once and the guardian issued it; c let it lapse on 2026-02-15.
    log.do(on('2026-02-11'), { type: 'IssueAssignedChallenge', challenger: 'c', defender: 'a' });
    const inactive = (at: Moment) =>
      due(log.state(at), at)
        .filter((i) => i.code === 'pyr.due.inactive')
        .map((i) => i.participantIds[0])
        .sort();
    expect(inactive(on('2027-01-11'))).toEqual([]);
    // a defended against b, then was assigned to c until that challenge lapsed on 2026-02-15.
    expect(inactive(on('2027-02-11'))).toEqual(['b']);
    expect(inactive(on('2027-02-16'))).toEqual(['a', 'b', 'c']);
  });

  it('PYR-10 inactivity runs from the competition’s start, not from the first event', () => {
    // Opened on 2025-01-01 with nobody playing since: everybody is due a letter after a year.
    const log = pyramidLog(letters(3), {}, on('2025-01-01'));
    const inactive = (at: Moment) =>
      due(log.state(at), at)
        .filter((i) => i.code === 'pyr.due.inactive')
        .map((i) => i.participantIds[0])
        .sort();
    expect(inactive(on('2025-12-31'))).toEqual([]);
    expect(inactive(on('2026-01-02'))).toEqual(['a', 'b', 'c']);
    log.do(on('2026-01-05'), { type: 'SendInactivityLetter', participant: 'b' });
    expect(playerView(log.state(on('2026-01-06')), 'c', on('2026-01-06'))?.inactiveFrom).toBe(
      on('2026-01-01'),
    );
  });

  it('PYR-10 a player who entered later counts from his entry; the others from the start', () => {
    const log = pyramidLog(letters(3), {}, on('2025-01-01'));
    log.do(on('2025-06-01'), register('x'));
    const view = (id: string) => playerView(log.state(on('2025-09-02')), id, on('2025-09-02'));
    expect(view('x')?.inactiveFrom).toBe(on('2026-06-01'));
    expect(view('b')?.inactiveFrom).toBe(on('2026-01-01'));
  });

  it('PYR-10 a player who left and came back counts from his new entry, not from the start', () => {
    const log = pyramidLog(letters(3), {}, on('2025-01-01'));
    log.do(on('2025-03-01'), forParticipant('LeavePyramid', 'c'));
    log.do(on('2025-09-01'), { type: 'RejoinPyramid', participant: 'c' });
    const inactive = (at: Moment) =>
      due(log.state(at), at)
        .filter((i) => i.code === 'pyr.due.inactive')
        .map((i) => i.participantIds[0])
        .sort();
    expect(inactive(on('2026-01-02'))).toEqual(['a', 'b']);
    expect(playerView(log.state(on('2026-01-02')), 'c', on('2026-01-02'))?.inactiveFrom).toBe(
      on('2026-09-01'),
    );
    expect(log.refusal(on('2026-08-31'), { type: 'SendInactivityLetter', participant: 'c' }).code).toBe(
      'ERR_NOT_INACTIVE',
    );
    expect(inactive(on('2026-09-02'))).toEqual(['a', 'b', 'c']);
  });

  it('PYR-10 a player who does not answer the guardian’s letter leaves the pyramid', () => {
    const log = quietYear();
    expect(log.refusal(on('2026-06-01'), { type: 'SendInactivityLetter', participant: 'b' }).code).toBe(
      'ERR_NOT_INACTIVE',
    );
    log.do(on('2027-01-11'), { type: 'SendInactivityLetter', participant: 'b' });
    expect(playerView(log.state(on('2027-01-12')), 'b', on('2027-01-12'))?.letterSentAt).toBe(
      on('2027-01-11'),
    );
    expect(layout(log.state(on('2027-01-25')))).toBe('a | b c');
    expect(layout(log.state(on('2027-01-25', 13)))).toBe('a | XXX c');
    expect(
      log
        .state(on('2027-01-26'))
        .players.toArray()
        .find((p) => p.id === 'b')?.left,
    ).toEqual({
      at: on('2027-01-25'),
      kind: 'inactive',
    });
  });

  it('PYR-10 answering the letter keeps the player; his inactivity is counted afresh', () => {
    const log = quietYear();
    log.do(on('2027-01-11'), { type: 'SendInactivityLetter', participant: 'b' });
    log.do(on('2027-01-15'), forParticipant('AnswerInactivityLetter', 'b'), { actor: player('b') });
    expect(layout(log.state(on('2027-02-01')))).toBe('a | b c');
    expect(playerView(log.state(on('2027-02-01')), 'b', on('2027-02-01'))?.inactiveFrom).toBe(
      on('2028-01-15'),
    );
  });

  it('PYR-10 a challenge by the player answers the letter as well', () => {
    const log = quietYear();
    log.do(on('2027-01-11'), { type: 'SendInactivityLetter', participant: 'b' });
    log.do(on('2027-01-12'), challenge('b', 'a'));
    expect(layout(log.state(on('2027-02-01')))).toBe('a | b c');
  });
});
