/**
 * The rounds the "show as of" picker offers (issue #29): one option per day, the last round of it.
 * An option's value is the end of its day, so rounds sharing a day gave options with one value,
 * each of them selected.
 */
import { describe, expect, it } from 'vitest';
import { momentText } from '../../app/moment-text.js';
import { moment } from '../../core/moment.js';
import type { RoundView } from '../../core/views.js';
import { translator } from '../http/context.js';
import { asOfRounds } from './competition.js';

const ZONE = 'Europe/Berlin';
const round = (n: number, at: string | undefined, status: RoundView['status'] = 'complete'): RoundView => ({
  id: String(n),
  label: `Round ${n}`,
  ...(at ? { at: moment(at) } : {}),
  status,
  pairings: [],
});
const offered = (rounds: readonly RoundView[]) =>
  asOfRounds(translator('en'), rounds, momentText('en', ZONE, moment('2026-03-01T12:00:00+01:00')), ZONE);

describe('the rounds the as-of picker offers', () => {
  it('one round a day: every round played, none planned or without a day', () => {
    const options = offered([
      round(1, '2026-01-05T19:30:00+01:00'),
      round(2, '2026-01-12T19:30:00+01:00'),
      round(3, undefined),
      round(4, '2026-01-26T19:30:00+01:00', 'planned'),
    ]);
    expect(options.map((o) => o.date)).toEqual(['2026-01-05', '2026-01-12']);
    expect(options[1]?.label).toMatch(/^Round 2 \(/);
  });

  it('rounds sharing a day: one option, the last round of that day', () => {
    const options = offered([
      round(1, '2026-01-10T10:00:00+01:00'),
      round(2, '2026-01-10T14:00:00+01:00'),
      round(3, '2026-01-10T23:30:00+01:00'),
      round(4, '2026-01-11T10:00:00+01:00'),
    ]);
    expect(options.map((o) => o.date)).toEqual(['2026-01-10', '2026-01-11']);
    expect(options.map((o) => o.label.split(' (')[0])).toEqual(['Round 3', 'Round 4']);
  });

  it('a day is the club’s: 23:30 in Berlin is the next day in UTC, and still that day', () => {
    const options = offered([round(1, '2026-01-10T23:30:00+01:00'), round(2, '2026-01-11T00:30:00+01:00')]);
    expect(options.map((o) => o.date)).toEqual(['2026-01-10', '2026-01-11']);
  });
});
