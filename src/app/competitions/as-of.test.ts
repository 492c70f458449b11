/**
 * "Show as of" as people type it (issue 15, item 6): dates and times in the club's zone, a date
 * alone the end of that day, full moments as they are, and a clear reason for anything else.
 */
import { describe, expect, it } from 'vitest';
import { asOfFields, readAsOf } from './as-of.js';

const value = (r: ReturnType<typeof readAsOf>) => (r.ok ? r.value : `error: ${r.error}`);

describe('readAsOf', () => {
  it('reads a date alone as the end of that day in the club’s zone (winter and summer time)', () => {
    expect(value(readAsOf('2026-03-27', undefined, 'Europe/Berlin'))).toBe('2026-03-27T23:59:59+01:00');
    expect(value(readAsOf('2026-07-01', '', 'Europe/Amsterdam'))).toBe('2026-07-01T23:59:59+02:00');
  });

  it('reads a date with a time of day, and a datetime-local value, in the club’s zone', () => {
    expect(value(readAsOf('2026-03-27', '10:15', 'Europe/Berlin'))).toBe('2026-03-27T10:15:00+01:00');
    expect(value(readAsOf('2026-03-27T10:15', undefined, 'America/New_York'))).toBe(
      '2026-03-27T10:15:00-04:00',
    );
  });

  it('keeps a full moment with its own offset', () => {
    expect(value(readAsOf('2026-03-02T18:00:00+01:00', undefined, 'Asia/Tokyo'))).toBe(
      '2026-03-02T18:00:00+01:00',
    );
  });

  it('names what is wrong', () => {
    expect(value(readAsOf('yesterday', undefined, 'Europe/Berlin'))).toMatch(
      /"yesterday" is not a date \(2026-03-27\)/,
    );
    expect(value(readAsOf('2026-02-30', undefined, 'Europe/Berlin'))).toMatch(
      /"2026-02-30" is not a valid date/,
    );
    expect(value(readAsOf('2026-03-27', '25h', 'Europe/Berlin'))).toMatch(/"25h" is not a time of day/);
  });

  it('gives back the picker’s fields in the club’s zone', () => {
    expect(asOfFields(readAsOfOk('2026-03-27T09:15:00Z'), 'Europe/Berlin')).toEqual({
      date: '2026-03-27',
      time: '10:15',
    });
  });
});

function readAsOfOk(v: string) {
  const r = readAsOf(v, undefined, 'UTC');
  if (!r.ok) throw new Error(r.error);
  return r.value;
}
