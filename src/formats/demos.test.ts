/**
 * The demos placed by an anchor (the first start): for any anchor — any weekday, the nights summer
 * time begins and ends, the turn of the year — every demo replays without refusal, nothing in it
 * lies after the anchor, the club evenings keep their weekday, something is coming up after the
 * anchor and nothing is long overdue.
 */
import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { cutAt, DemoCalendar, type DemoScript, recordedAtOf } from '../core/demo.js';
import { instantOf, localDate, momentFromEpoch } from '../core/moment.js';
import type { Moment } from '../core/types.js';
import { runDemo } from '../test-support/script.js';
import { demos as championship } from './championship/demo.js';
import { type ChampionshipState, isComplete } from './championship/state.js';
import { demos as handicapLeague } from './handicap-league/demo.js';
import type { HandicapLeagueState } from './handicap-league/state.js';
import { demos as keizer } from './keizer/demo.js';
import type { KeizerState } from './keizer/state.js';
import { demos as pyramid } from './pyramid/demo.js';
import { formatByName } from './registry.js';
import { demos as roundRobin } from './round-robin/demo.js';
import { demos as tpTournament } from './tp-tournament/demo.js';
import type { TpState } from './tp-tournament/state.js';

const ZONE = 'Europe/Berlin';

/** Anchors from 2025 to 2035 in the club's zone, to the minute. */
const anchors = fc
  .integer({ min: Date.UTC(2025, 0, 1) / 60_000, max: Date.UTC(2035, 11, 31) / 60_000 })
  .map((minutes) => momentFromEpoch(minutes * 60_000, ZONE));

/** Anchors where a demo could go wrong: around the summer-time changes, the year's end, a club evening. */
const EXAMPLES: Moment[] = [
  '2027-03-28T03:30:00+02:00', // summer time began at 02:00
  '2026-10-25T02:30:00+01:00', // summer time ended at 03:00
  '2026-12-31T23:59:00+01:00',
  '2027-01-01T00:01:00+01:00',
  '2028-02-29T12:00:00+01:00',
  '2026-11-26T20:30:00+01:00', // a Thursday evening: Keizer and the handicap league are playing
  '2026-11-28T14:00:00+01:00', // a Saturday afternoon: the Swiss Saturday is under way
] as Moment[];

const hoursBefore = (a: Moment, b: Moment) => (instantOf(b) - instantOf(a)) / 3_600_000;
const weekday = (m: string) => DateTime.fromISO(m, { setZone: true }).setZone(ZONE).weekday;

/** Replays the script as the app seeds it (a refusal throws, naming the step) and checks its dates. */
function replayed<S>(script: DemoScript, anchor: Moment) {
  const format = formatByName(script.format);
  if (!format) throw new Error(`no format ${script.format}`);
  const replay = runDemo<S>(format, script);
  const last = script.steps.at(-1);
  expect(last, `${script.id} has steps at ${anchor}`).toBeDefined();
  for (const step of script.steps) {
    expect(instantOf(recordedAtOf(step)), `${script.id} ${step.command.type}`).toBeLessThanOrEqual(
      instantOf(anchor),
    );
  }
  expect(instantOf(script.createdAt)).toBeLessThanOrEqual(instantOf(script.steps[0]?.at ?? anchor));
  const state = replay.state(anchor);
  const due = format.views.due(state, anchor);
  // Nothing long overdue: what is overdue became so within the last week.
  for (const item of due.filter((d) => d.severity === 'overdue')) {
    expect(hoursBefore(item.due, anchor), `${script.id}: ${JSON.stringify(item)}`).toBeLessThan(7 * 24);
  }
  return { state, due, hoursSinceLast: hoursBefore(recordedAtOf(last as never), anchor) };
}

const property = (run: (anchor: Moment) => void, numRuns: number) =>
  fc.assert(
    fc.property(anchors, (anchor) => run(anchor)),
    { numRuns, examples: EXAMPLES.map((a) => [a]) },
  );

describe('the demos placed by an anchor', () => {
  it('round robin: the club evenings stay on Tuesdays; the last was this week, rounds are left', () => {
    property((anchor) => {
      const [script] = roundRobin(anchor);
      const { state, hoursSinceLast } = replayed(script, anchor);
      const results = script.steps.filter(
        (s) => s.recordedAt === undefined && s.command.reason === undefined,
      );
      expect(new Set(results.map((s) => weekday(s.at)))).toEqual(new Set([2]));
      expect(hoursSinceLast).toBeLessThan(8 * 24);
      const rounds = formatByName('round-robin')?.views.rounds(state) ?? [];
      expect(rounds.some((r) => r.status === 'paired')).toBe(true);
      expect(rounds.some((r) => r.status === 'complete')).toBe(true);
    }, 10);
  });

  it('Keizer: a season midway, evenings on Thursdays, the next within the coming week (KZ-11, KZ-12)', () => {
    property((anchor) => {
      const [main, rapid] = keizer(anchor);
      const { state, hoursSinceLast } = replayed<KeizerState>(main, anchor);
      const dates = [...state.evenings.values()];
      expect(new Set(dates.map(weekday))).toEqual(new Set([4]));
      const today = localDate(anchor, 'Europe/Amsterdam');
      const week = DateTime.fromISO(today).plus({ days: 7 }).toISODate() as string;
      expect(dates.filter((d) => d >= today && d < week)).toHaveLength(1);
      expect(dates.some((d) => d < today)).toBe(true);
      expect(hoursSinceLast).toBeLessThan(8 * 24);
      expect(replayed(rapid, anchor).hoursSinceLast).toBeLessThan(5 * 7 * 24);
    }, 3);
  });

  it('handicap league: evenings on Thursdays, the last one within the past week', () => {
    property((anchor) => {
      const [script] = handicapLeague(anchor);
      const { state, hoursSinceLast } = replayed<HandicapLeagueState>(script, anchor);
      const opened = script.steps.filter((s) => s.command.type === 'OpenEvening');
      expect(new Set(opened.map((s) => weekday(s.at)))).toEqual(new Set([4]));
      expect(hoursBefore((opened.at(-1) as { at: Moment }).at, anchor)).toBeLessThan(7 * 24);
      expect(state.closed.size).toBeGreaterThanOrEqual(5);
      expect(hoursSinceLast).toBeLessThan(8 * 24);
    }, 10);
  });

  it('pyramid: a year that ends on the anchor, with challenges of the last days and deadlines ahead', () => {
    property((anchor) => {
      const [script] = pyramid(anchor);
      const { due, hoursSinceLast } = replayed(script, anchor);
      expect(hoursSinceLast).toBeLessThan(3 * 24);
      const issued = script.steps.filter((s) => s.command.type === 'IssueChallenge');
      expect(hoursBefore((issued.at(-1) as { at: Moment }).at, anchor)).toBeLessThan(7 * 24);
      expect(due.some((d) => instantOf(d.due) > instantOf(anchor))).toBe(true);
    }, 2);
  });

  it('championships: the weekend one in progress, the one with a final finished, the Swiss Saturday under way', () => {
    property((anchor) => {
      const [weekend, final, swiss] = championship(anchor);
      const dm = replayed<ChampionshipState>(weekend, anchor);
      expect(weekday(weekend.steps[0]?.at as Moment)).toBe(5);
      const playing = (s: ChampionshipState) =>
        s.rounds.length < s.config.rounds || s.rounds.some((r) => !isComplete(r));
      expect(playing(dm.state)).toBe(true);
      expect(dm.hoursSinceLast).toBeLessThan(7 * 24);
      const done = replayed(final, anchor);
      expect(weekday(final.steps[0]?.at as Moment)).toBe(6);
      expect(final.steps.at(-1)?.command.type).toBe('RecordFinalGame');
      expect(done.hoursSinceLast).toBeGreaterThan(24);
      expect(done.hoursSinceLast).toBeLessThan(15 * 24);
      const open = replayed<ChampionshipState>(swiss, anchor);
      expect(weekday(swiss.steps[0]?.at as Moment)).toBe(6);
      expect(playing(open.state)).toBe(true);
      expect(open.hoursSinceLast).toBeLessThan(7 * 24);
    }, 5);
  });

  it('tournament points: the weekend finished, the scheduled event running with a round open after the anchor (TX-11)', () => {
    property((anchor) => {
      const [weekend, scheduled] = tpTournament(anchor);
      const done = replayed(weekend, anchor);
      expect(weekend.steps.length).toBe(tpTournament()[0].steps.length);
      expect(done.hoursSinceLast).toBeLessThan(15 * 24);
      const running = replayed<TpState>(scheduled, anchor);
      expect(running.hoursSinceLast).toBeLessThan(24);
      const ends = [...running.state.rounds.values()].map((r) => r.endsBy).filter((m) => m !== undefined);
      expect(ends.some((m) => instantOf(m) > instantOf(anchor))).toBe(true);
      expect(ends.some((m) => instantOf(m) < instantOf(anchor))).toBe(true);
    }, 10);
  });
});

describe('the demo calendar', () => {
  it('moves by whole periods to the latest moment not after the anchor, at the same wall-clock time', () => {
    fc.assert(
      fc.property(anchors, fc.constantFrom<1 | 7>(1, 7), (anchor, period) => {
        const reference = '2026-01-08T19:00:00+01:00' as Moment;
        const calendar = DemoCalendar.of(anchor, ZONE, reference, period);
        const moved = calendar.at(reference);
        expect(Math.abs(calendar.days % period)).toBe(0);
        expect(instantOf(moved)).toBeLessThanOrEqual(instantOf(anchor));
        expect(instantOf(calendar.local('2026-01-08', '19:00'))).toBe(instantOf(moved));
        const next = DateTime.fromISO(moved, { setZone: true }).setZone(ZONE).plus({ days: period });
        expect(next.toMillis()).toBeGreaterThan(instantOf(anchor));
        expect(next.toFormat('HH:mm')).toBe('19:00');
        if (period === 7) expect(weekday(moved)).toBe(4);
        expect(calendar.date('2026-01-08')).toBe(localDate(moved, ZONE));
      }),
      { numRuns: 500 },
    );
  });

  it('without an anchor, the authored dates as written, and nothing cut', () => {
    const calendar = DemoCalendar.of(undefined, ZONE, '2026-01-08T19:00:00+01:00' as Moment, 7);
    expect(calendar.at('2026-01-08T19:00:00+01:00')).toBe('2026-01-08T19:00:00+01:00');
    const [script] = roundRobin();
    expect(cutAt(script, undefined)).toBe(script);
  });

  it('cuts a script at the first step recorded after the anchor', () => {
    const [script] = roundRobin();
    const steps = script.steps;
    const middle = steps[Math.floor(steps.length / 2)] as DemoScript['steps'][number];
    const cut = cutAt(script, recordedAtOf(middle));
    const kept = steps.findIndex((s) => instantOf(recordedAtOf(s)) > instantOf(recordedAtOf(middle)));
    expect(cut.steps).toEqual(steps.slice(0, kept));
    expect(cut.steps.length).toBeGreaterThan(0);
    expect(cut.steps.length).toBeLessThan(steps.length);
    expect(instantOf(recordedAtOf(steps[kept] as never)) - instantOf(recordedAtOf(middle))).toBeGreaterThan(
      0,
    );
  });
});
