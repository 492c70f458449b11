import { describe, expect, it } from 'vitest';
import { fold, outcomeOf } from '../../core/engine.js';
import { moment } from '../../core/moment.js';
import {
  accept,
  challenge,
  layout,
  letters,
  objection,
  on,
  pyramidLog,
  report,
} from '../../test-support/pyramid.js';
import { pyramid } from './index.js';
import { due } from './views/due.js';
import { reviewView } from './views/review.js';

/** F's challenge of B reached the server on 03-02 but is entered on 03-05; E's arrived 03-03. */
const twoChallengers = () => {
  const log = pyramidLog(letters(10));
  const e = log.do(on('03-03'), challenge('e', 'b')).events[0];
  const late = log.do(on('03-02'), challenge('f', 'b'), { recordedAt: on('03-05') });
  return { log, eSeq: e?.seq ?? 0, late };
};

describe('late entries (PYR-0, PYR-5)', () => {
  it('PYR-0 an event entered late is placed at its moment and the pyramid is recomputed', () => {
    const { log } = twoChallengers();
    expect(log.state().open).toMatchObject([{ challenger: 'f', defender: 'b', challengedAt: on('03-02') }]);
  });

  it('PYR-5 a challenge made invalid by an earlier challenge: the guardian sees which later event changed', () => {
    const { late, eSeq } = twoChallengers();
    expect(late.impact).toEqual([
      {
        seq: eSeq,
        type: 'ChallengeIssued',
        at: on('03-03'),
        before: { status: 'applied' },
        after: {
          status: 'ineffective',
          code: 'ERR_DEFENDER_BUSY',
          message: `b is already defending against f since ${on('03-02')}`,
          params: { player: 'b', opponent: 'f', since: on('03-02') },
        },
      },
    ]);
  });

  it('PYR-0 the ineffective event waits for the guardian’s review; confirming it clears the item', () => {
    const { log, eSeq } = twoChallengers();
    const at = on('03-06');
    expect(due(log.state(at), at).filter((i) => i.code === 'pyr.due.review')).toMatchObject([
      { params: { seq: eSeq } },
    ]);
    expect(reviewView(log.state())).toMatchObject([{ seq: eSeq, reviewed: false, forcible: true }]);
    log.do(at, { type: 'ConfirmReview', seqs: [eSeq], note: 'F was first' });
    expect(due(log.state(on('03-07')), on('03-07')).some((i) => i.code === 'pyr.due.review')).toBe(false);
    expect(log.refusal(on('03-07'), { type: 'ConfirmReview', seqs: [eSeq] }).code).toBe(
      'ERR_ALREADY_REVIEWED',
    );
  });

  it('PYR-5 the guardian overrides by declaring the earlier challenge invalid (a void with a reason)', () => {
    const { log, late, eSeq } = twoChallengers();
    log.do(on('03-06'), {
      type: 'VoidEvent',
      seq: late.events[0]?.seq ?? 0,
      reason: 'the copy to the guardian came late',
    });
    expect(log.state().open).toMatchObject([{ challenger: 'e', defender: 'b' }]);
    expect(outcomeOf(fold(pyramid, log.setup, log.events), eSeq).status).toBe('applied');
  });

  it('PYR-5 a late result that puts a later challenge out of reach; the guardian forces it valid', () => {
    const log = pyramidLog(letters(21));
    // p (6,1) challenges g (4,1); g challenges d (3,1) on 03-05; p's win of 03-04 is entered on 03-06.
    log.do(on('03-01'), challenge('p', 'g'));
    log.do(on('03-02'), accept('p', 'g'));
    const gd = log.do(on('03-05'), challenge('g', 'd')).events[0]?.seq ?? 0;
    const late = log.do(on('03-04'), report('p', 'g', '1-0'), { recordedAt: on('03-06') });
    expect(late.impact).toMatchObject([
      { seq: gd, before: { status: 'applied' }, after: { status: 'ineffective', code: 'ERR_OUT_OF_REACH' } },
    ]);
    expect(layout(log.state())).toBe('a | b c | d e f | p h i j | k l m n o | g q r s t u');
    expect(log.state().open).toEqual([]);
    const forced = log.do(on('03-07'), {
      type: 'ForceChallenge',
      seq: gd,
      reason: 'g could not know of the result',
    });
    expect(forced.events[0]).toMatchObject({ at: on('03-05'), supersedes: [gd], payload: { forced: true } });
    expect(log.state().open).toMatchObject([
      { challenger: 'g', defender: 'd', forced: true, challengedAt: on('03-05') },
    ]);
    expect(reviewView(log.state())).toEqual([]);
    // Forced, the game is played out normally; a win moves g up from level 6 into d's place.
    log.do(on('03-08'), accept('g', 'd'));
    log.do(on('04-20'), report('g', 'd', '1-0'));
    expect(layout(log.state())).toBe('a | b c | g e f | p h i j | k l m n o | d q r s t u');
  });

  it('PYR-5 only an ineffective challenge can be forced', () => {
    const { log, late } = twoChallengers();
    const applied = late.events[0]?.seq ?? 0;
    expect(log.refusal(on('03-06'), { type: 'ForceChallenge', seq: applied, reason: 'x' }).code).toBe(
      'ERR_NOT_INEFFECTIVE',
    );
  });

  it('PYR-0 views can be asked as of any moment, and for what was known at a moment', () => {
    const { log } = twoChallengers();
    const knownOn4th = fold<ReturnType<typeof log.state>>(pyramid, log.setup, log.events, {
      knownAt: moment(on('03-04')),
    });
    expect(knownOn4th.state.format.open).toMatchObject([{ challenger: 'e', defender: 'b' }]);
    expect(log.state(on('03-01')).open).toEqual([]);
  });

  it('PYR-0 the same moment orders by sequence: the first recorded wins', () => {
    const log = pyramidLog(letters(10));
    log.do(on('03-02'), challenge('e', 'b'));
    expect(log.refusal(on('03-02'), challenge('f', 'b')).code).toBe('ERR_DEFENDER_BUSY');
  });

  it('PYR-0 order is by the instant a message reached the server, not by its wall-clock text (DST ends)', () => {
    // 25 October 2026, Berlin: 02:00–03:00 happens twice. E's copy reached the server at 02:30 summer
    // time (00:30 UTC), F's at 02:10 winter time (01:10 UTC): E was first although "02:10" < "02:30".
    const log = pyramidLog(letters(10));
    log.do('2026-10-25T02:10:00+01:00', challenge('f', 'b'));
    const late = log.do('2026-10-25T02:30:00+02:00', challenge('e', 'b'), {
      recordedAt: '2026-10-25T02:20:00+01:00',
    });
    expect(log.state().open).toMatchObject([{ challenger: 'e', defender: 'b' }]);
    expect(late.impact).toMatchObject([{ after: { status: 'ineffective', code: 'ERR_DEFENDER_BUSY' } }]);
    // The same instant written in another offset is the same moment: the first recorded wins.
    expect(log.refusal('2026-10-25T00:30:00Z', challenge('d', 'b')).code).toBe('ERR_DEFENDER_BUSY');
  });

  it('PYR-8 a late objection within 7 days of the report disputes it, even if entered after the 7 days', () => {
    const log = pyramidLog(letters(10));
    log.do(on('03-01'), challenge('g', 'd'));
    log.do(on('04-01'), report('g', 'd', '1-0'));
    log.do(on('04-07'), objection('g', 'd', 'd', 'no'), {
      recordedAt: on('04-12'),
    });
    expect(due(log.state(on('04-12')), on('04-12')).find((i) => i.code === 'pyr.due.dispute')).toBeDefined();
  });
});
