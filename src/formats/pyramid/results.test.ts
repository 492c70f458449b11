import { describe, expect, it } from 'vitest';
import type { Moment } from '../../core/types.js';
import { player } from '../../test-support/given.js';
import {
  challenge,
  gChallengesD,
  layout,
  letters,
  objection,
  on,
  pyramidLog,
  report,
  ruling,
} from '../../test-support/pyramid.js';
import { archiveView } from './views/archive.js';
import { due } from './views/due.js';

describe('results and swaps (PYR-7)', () => {
  it.each([
    ['1-0', 'a | b c | g e f | d h i j'],
    ['1/2-1/2', 'a | b c | d e f | g h i j'],
    ['0-1', 'a | b c | d e f | g h i j'],
  ])('PYR-7 result %s: the winning challenger swaps places, otherwise nobody moves', (result, expected) => {
    const log = gChallengesD();
    log.do(on('04-10'), report('g', 'd', result));
    expect(layout(log.state())).toBe(expected);
    expect(log.state().open).toEqual([]);
  });

  it('PYR-7 the winner takes the loser’s current place, the loser the winner’s current place', () => {
    // The seed: "so nimmt er den aktuellen Platz des Verlierers ein". While G's challenge of D runs,
    // D wins his own challenge of B (D to (2,1)), and K beats G (G down to (5,1)).
    const log = pyramidLog(letters(15));
    log.do(on('03-01'), challenge('g', 'd'));
    log.do(on('03-02'), challenge('d', 'b'));
    log.do(on('03-03'), challenge('k', 'g'));
    log.do(on('03-20'), report('d', 'b', '1-0'));
    log.do(on('03-21'), report('k', 'g', '1-0'));
    expect(layout(log.state())).toBe('a | d c | b e f | k h i j | g l m n o');
    log.do(on('04-10'), report('g', 'd', '1-0'));
    expect(layout(log.state())).toBe('a | g c | b e f | k h i j | d l m n o');
  });

  it('PYR-7 either player may report; nobody else may', () => {
    const log = gChallengesD();
    expect(log.refusal(on('04-10'), report('g', 'd', '1-0'), { actor: player('e') }).code).toBe(
      'ERR_FORBIDDEN',
    );
    log.do(on('04-10'), report('g', 'd', '0-1'), { actor: player('d') });
    expect(log.refusal(on('04-11'), report('g', 'd', '1-0'), { actor: player('g') }).code).toBe(
      'ERR_RESULT_EXISTS',
    );
  });
});

describe('provisional results, objections, the guardian’s decision (PYR-8)', () => {
  const reported = () => {
    const log = gChallengesD();
    log.do(on('04-10'), report('g', 'd', '1-0'));
    return log;
  };
  const statusAt = (log: ReturnType<typeof pyramidLog>, at: Moment) =>
    archiveView(log.state(at), at, { include: 'all' }).map((g) => g.status);

  it('PYR-8 a reported result is provisional for 7 days, then final and in the archive', () => {
    const log = reported();
    expect(statusAt(log, on('04-17'))).toEqual(['provisional']);
    expect(archiveView(log.state(on('04-17')), on('04-17'))).toEqual([]);
    expect(statusAt(log, on('04-17', 13))).toEqual(['final']);
    expect(archiveView(log.state(on('04-18')), on('04-18'))[0]).toMatchObject({
      finalAt: on('04-17'),
      result: '1-0',
    });
    expect(due(log.state(on('04-12')), on('04-12')).find((i) => i.code === 'pyr.due.provisional')?.due).toBe(
      on('04-17'),
    );
  });

  it('PYR-8 an objection within 7 days makes it disputed until the guardian decides', () => {
    const log = reported();
    log.do(on('04-15'), objection('g', 'd', 'd', 'I won'), {
      actor: player('d'),
    });
    expect(statusAt(log, on('05-30'))).toEqual(['disputed']);
    expect(due(log.state(on('04-16')), on('04-16')).find((i) => i.code === 'pyr.due.dispute')).toMatchObject({
      severity: 'due',
      params: { by: 'd', result: '1-0' },
    });
    log.do(on('04-20'), ruling('DecideDispute', 'g', 'd', '1-0', 'sheet checked'));
    expect(log.events.at(-1)?.type).toBe('ResultUpheld');
    expect(archiveView(log.state(on('04-21')), on('04-21'))[0]).toMatchObject({
      status: 'final',
      finalAt: on('04-20'),
    });
  });

  it('PYR-8 an objection after the 7 days is refused; only the players may object', () => {
    const log = reported();
    expect(log.refusal(on('04-18'), objection('g', 'd', 'd', 'late')).code).toBe('ERR_OBJECTION_PERIOD_OVER');
    expect(log.refusal(on('04-12'), objection('g', 'd', 'e', 'x')).code).toBe('ERR_NOT_A_PARTY');
  });

  it('PYR-8 the 7 days are counted from the report’s moment to the same instant a week later', () => {
    // Reported 04-10 12:00 (winter time): an objection at 04-17 12:00 is in time, one second later not.
    expect(reported().refusal('2026-04-17T12:00:01+01:00', objection('g', 'd', 'd', 'late')).code).toBe(
      'ERR_OBJECTION_PERIOD_OVER',
    );
    const log = reported();
    log.do('2026-04-17T13:00:00+02:00', objection('g', 'd', 'd', 'just in time'));
    expect(statusAt(log, on('04-30'))).toEqual(['disputed']);
  });

  it('PYR-8 a correction takes effect at its own moment: the places are swapped back then', () => {
    const log = reported();
    log.do(on('04-15'), objection('g', 'd', 'd', 'I won'));
    log.do(on('04-25'), ruling('DecideDispute', 'g', 'd', '0-1', 'D won'));
    expect(layout(log.state(on('04-24')))).toBe('a | b c | g e f | d h i j');
    expect(layout(log.state(on('04-26')))).toBe('a | b c | d e f | g h i j');
    expect(archiveView(log.state(on('04-26')), on('04-26'))[0]).toMatchObject({
      result: '0-1',
      reported: '1-0',
      decidedAt: on('04-25'),
      moved: false,
    });
  });

  it('PYR-8 challenges that arose from an unopposed wrong result stay valid', () => {
    const log = reported();
    // From (3,1) G may challenge level 2, which he could not from level 4.
    log.do(on('04-12'), challenge('g', 'b'));
    log.do(on('05-02'), ruling('CorrectResult', 'g', 'd', '1/2-1/2', 'sheet'));
    expect(layout(log.state())).toBe('a | b c | d e f | g h i j');
    expect(log.state().open).toMatchObject([{ challenger: 'g', defender: 'b', status: 'accepting' }]);
  });

  it('PYR-8 a correction that gives the challenger the win moves him up at its moment', () => {
    const log = gChallengesD();
    log.do(on('04-10'), report('g', 'd', '0-1'));
    log.do(on('05-02'), ruling('CorrectResult', 'g', 'd', '1-0', 'sheet'));
    expect(layout(log.state(on('05-01')))).toBe('a | b c | d e f | g h i j');
    expect(layout(log.state(on('05-03')))).toBe('a | b c | g e f | d h i j');
    expect(log.refusal(on('05-04'), ruling('CorrectResult', 'g', 'd', '1-0', 'x')).code).toBe(
      'ERR_SAME_RESULT',
    );
  });
});

describe('the one-year limit (PYR-9)', () => {
  it('PYR-9 the guardian adjudicates only once a year has passed since the official start', () => {
    const log = gChallengesD();
    const adjudicate = { type: 'AdjudicateGame', challenger: 'g', defender: 'd', result: '1-0' };
    expect(log.refusal(on('2027-03-15'), adjudicate).code).toBe('ERR_GAME_LIMIT_NOT_REACHED');
    expect(
      due(log.state(on('2027-02-20')), on('2027-02-20')).find((i) => i.code === 'pyr.due.game-limit'),
    ).toMatchObject({
      severity: 'info',
      due: on('2027-03-16'),
    });
    expect(
      due(log.state(on('2027-03-17')), on('2027-03-17')).find((i) => i.code === 'pyr.due.game-limit')
        ?.severity,
    ).toBe('overdue');
    log.do(on('2027-03-17'), adjudicate);
    expect(layout(log.state())).toBe('a | b c | g e f | d h i j');
    expect(archiveView(log.state(), on('2027-03-18'))[0]).toMatchObject({
      ending: 'adjudicated',
      status: 'final',
    });
  });

  it('PYR-9 without score sheets the game is finished and nobody moves', () => {
    const log = gChallengesD();
    log.do(on('2027-04-01'), { type: 'AdjudicateGame', challenger: 'g', defender: 'd', result: 'none' });
    expect(layout(log.state())).toBe('a | b c | d e f | g h i j');
    expect(log.state().open).toEqual([]);
    expect(archiveView(log.state(), on('2027-04-02'))[0]).toMatchObject({
      result: 'none',
      ending: 'adjudicated',
    });
  });
});
