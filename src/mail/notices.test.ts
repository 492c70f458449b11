/**
 * Which notices the fold calls for: on events (PYR-4, PYR-8, KZ-11, KZ-12) and by time, each
 * reminder and expiry in exactly one of a run of consecutive windows (PYR-4, PYR-8).
 */
import { describe, expect, it } from 'vitest';
import { createTranslator, domainCatalogsOf, mergeCatalogs } from '../app/i18n.js';
import { addDays, instantOf } from '../core/moment.js';
import type { Moment } from '../core/types.js';
import { championshipNotices } from '../formats/championship/mail/notices.js';
import { keizer } from '../formats/keizer/index.js';
import { keizerNotices } from '../formats/keizer/mail/notices.js';
import { pyramid } from '../formats/pyramid/index.js';
import { pyramidNotices } from '../formats/pyramid/mail/notices.js';
import { FORMATS } from '../formats/registry.js';
import { ratedField, session } from '../test-support/championship.js';
import { player } from '../test-support/given.js';
import { at, eveningDate, field, SeasonDriver } from '../test-support/keizer.js';
import { accept, challenge, letters, on, pyramidLog, report } from '../test-support/pyramid.js';
import type { Notice } from './notices.js';

/** The notices of the events a command appended, from the states before and after them. */
function ofLast<S>(
  format: { evolve(s: S, e: never): { state: S }; advance(s: S, m: Moment): S },
  notices: { ofEvents(b: S, a: S, e: never[]): Notice[] },
  before: S,
  events: readonly unknown[],
): Notice[] {
  let after = before;
  for (const e of events as { at: Moment }[])
    after = format.evolve(format.advance(after, e.at), e as never).state;
  return notices.ofEvents(before, after, events as never[]);
}

/** Scans day by day from `from` for `days` days, like the scheduler, and lists what it finds. */
function scan<S>(
  state: (asOf: Moment) => S,
  timed: ((s: S, f: Moment, t: Moment) => Notice[]) | undefined,
  from: Moment,
  days: number,
) {
  const found: { at: Moment; notice: Notice }[] = [];
  for (let d = 0; d < days; d++) {
    const [f, t] = [addDays(from, d), addDays(from, d + 1)];
    for (const notice of timed?.(state(t), f, t) ?? []) found.push({ at: t, notice });
  }
  return found;
}

describe('pyramid notices', () => {
  it('a challenge tells the defender how to accept by reply, the challenger the deadline, the guardian by a copy (PYR-4)', () => {
    const log = pyramidLog(letters(10));
    const before = log.state(on('03-02', 9));
    const decision = log.do(on('03-02', 9), challenge('j', 'd', '1.e4'), { actor: player('j') });
    const notices = ofLast(pyramid as never, pyramidNotices as never, before, decision.events);
    expect(notices.map((n) => [n.kind, n.to, n.expects])).toEqual([
      ['pyramid.challenged', 'd', 'accept'],
      ['pyramid.challenge-sent', 'j', undefined],
      ['pyramid.copy-challenge', 'director', undefined],
    ]);
    expect(notices[0]?.params).toMatchObject({ challenger: 'j', move: '1.e4' });
    expect(notices[2]?.params).toMatchObject({ challenger: 'j', defender: 'd', move: '1.e4' });
    expect(instantOf(notices[0]?.params.by as Moment)).toBe(instantOf(addDays(on('03-02', 9), 14)));
  });

  it('a refused command makes no events and no notices', () => {
    const log = pyramidLog(letters(10));
    expect(log.attempt(on('03-02'), challenge('j', 'b'), { actor: player('j') }).ok).toBe(false);
    expect(log.events).toEqual([]);
  });

  it('the acceptance reminder 3 days before the deadline and the expiry each come once (PYR-4)', () => {
    const log = pyramidLog(letters(10));
    log.do(on('03-02', 9), challenge('j', 'd'), { actor: player('j') });
    const found = scan((t) => log.state(t), pyramidNotices.timed, on('03-02', 10), 20);
    expect(found.map((f) => [f.notice.kind, f.notice.to])).toEqual([
      ['pyramid.accept-reminder', 'd'],
      ['pyramid.accept-expired', 'd'],
      ['pyramid.accept-expired', 'j'],
      ['pyramid.accept-expired', 'director'],
    ]);
    // 14 days: the reminder in the window that holds 13 March 9:00, the expiry in that of the 16th.
    expect(found.map((f) => f.at.slice(0, 10))).toEqual([
      '2026-03-13',
      '2026-03-16',
      '2026-03-16',
      '2026-03-16',
    ]);
  });

  it('a result turns final after the objection period unless someone objects (PYR-8)', () => {
    const quiet = pyramidLog(letters(10));
    quiet.do(on('03-02'), challenge('j', 'd'), { actor: player('j') });
    quiet.do(on('03-03'), accept('j', 'd'), { actor: player('d') });
    quiet.do(on('03-10'), report('j', 'd', '1-0'), { actor: player('j') });
    const finals = scan((t) => quiet.state(t), pyramidNotices.timed, on('03-10', 13), 10).filter(
      (f) => f.notice.kind === 'pyramid.result-final',
    );
    expect(finals.map((f) => [f.notice.to, f.at.slice(0, 10)])).toEqual([
      ['j', '2026-03-17'],
      ['d', '2026-03-17'],
    ]);
    const disputed = pyramidLog(letters(10));
    disputed.do(on('03-02'), challenge('j', 'd'), { actor: player('j') });
    disputed.do(on('03-03'), accept('j', 'd'), { actor: player('d') });
    disputed.do(on('03-10'), report('j', 'd', '1-0'), { actor: player('j') });
    disputed.do(
      on('03-11'),
      { type: 'ObjectToResult', challenger: 'j', defender: 'd', by: 'd', reason: 'falsch' },
      { actor: player('d') },
    );
    const none = scan((t) => disputed.state(t), pyramidNotices.timed, on('03-10', 13), 10);
    expect(none.filter((f) => f.notice.kind === 'pyramid.result-final')).toEqual([]);
  });
});

describe('Keizer notices', () => {
  it('the pairing is queued at once and sent not before its publication at 18:00 (KZ-12)', () => {
    const season = new SeasonDriver(field(4)).plan(3);
    const before = season.state(at(1, '12:00'));
    const { events } = season.do(at(1, '12:00'), { type: 'PairRound', round: 1 });
    const notices = ofLast(keizer as never, keizerNotices as never, before, events);
    expect(notices).toHaveLength(4);
    expect(notices.every((n) => n.kind === 'keizer.pairing' && n.notBefore === at(1, '18:00'))).toBe(true);
    expect(new Set(notices.map((n) => n.params.colour))).toEqual(new Set(['white', 'black']));
  });

  it('an absence after 17:00 gets the late warning, one before it the receipt (KZ-11)', () => {
    const season = new SeasonDriver(field(4)).plan(3);
    const kinds = (time: string, round: number) => {
      const before = season.state(at(round, time));
      const { events } = season.do(
        at(round, time),
        { type: 'NoticeAbsence', participant: 'p2', rounds: [round] },
        player('p2'),
      );
      return ofLast(keizer as never, keizerNotices as never, before, events).map((n) => [
        n.kind,
        n.params.date,
      ]);
    };
    expect(kinds('16:30', 1)).toEqual([['keizer.absence', eveningDate(1)]]);
    expect(kinds('17:30', 2)).toEqual([['keizer.absence-late', eveningDate(2)]]);
  });
});

describe('the championship’s round-20 decision (SD-9 … SD-14)', () => {
  it('each player’s status comes with its reason in the reader’s language, no English left in de/nl', () => {
    const s = session({ rounds: 4, candidatesRound: 4 }, ratedField(6)).given({
      type: 'FixGroups',
      groups: [['p1', 'p2', 'p3', 'p4', 'p5', 'p6']],
    });
    // SD-5: a group of six plays A–F, B–C, D–E; A–D, B–E, C–F; A–B, C–D, E–F.
    const games: [number, string, string, number, number][] = [
      [1, 'p1', 'p6', 400, 300],
      [1, 'p2', 'p3', 400, 300],
      [1, 'p4', 'p5', 400, 390],
      [2, 'p1', 'p4', 400, 300],
      [2, 'p2', 'p5', 400, 300],
      [2, 'p3', 'p6', 400, 300],
      [3, 'p1', 'p2', 400, 390],
      [3, 'p3', 'p4', 400, 390],
      [3, 'p5', 'p6', 400, 380],
    ];
    for (const [round, first, second, a, b] of games)
      s.given({ type: 'RecordGame', round, first, second, firstScore: a, secondScore: b });
    const before = s.state();
    s.given({ type: 'PairRound', round: 4 });
    const notices = championshipNotices
      .ofEvents(before, s.state(), s.events.slice(-1))
      .filter((n) => n.kind === 'sd.candidates');
    expect(notices.length).toBe(6);
    // SD-11: five candidates and one safely out, who fills the group; his reason says why he was out.
    expect(notices.map((n) => n.params.status)).toEqual([
      'candidate',
      'candidate',
      'candidate',
      'candidate',
      'candidate',
      'filler',
    ]);
    const texts = (lang: 'en' | 'de' | 'nl') => {
      const t = createTranslator(mergeCatalogs(domainCatalogsOf([...FORMATS.values()])), lang);
      return notices.map((n) => {
        const e = n.explain;
        if (!e) throw new Error(`no reason for ${n.to}`);
        return `${t('notice.sd.candidates.body', n.params as Record<string, string | number>)} ${t(e.code, e.params)}`;
      });
    };
    const [en, de, nl] = [texts('en'), texts('de'), texts('nl')];
    expect(en.join('\n')).toMatch(/place 2/);
    for (const text of [...de, ...nl]) {
      expect(text).not.toMatch(/\{|\b(place|wins|spread|trails|leads|joins|neither|candidates)\b/);
    }
    expect(de.join('\n')).toMatch(/Platz 2/);
    expect(nl.join('\n')).toMatch(/plaats 2/);
  });
});
