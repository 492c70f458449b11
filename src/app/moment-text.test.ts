/**
 * The one moment display: the club's zone, the reader's language, the year only when it differs
 * from the page's, calendar dates as their own day, relative texts through Intl.
 */
import { describe, expect, it } from 'vitest';
import { moment } from '../core/moment.js';
import { momentText } from './moment-text.js';

const page = moment('2026-03-20T12:00:00+01:00');
const friday = moment('2026-03-27T09:15:00Z');

describe('moment display', () => {
  it('writes a moment in the club zone and the reader language', () => {
    expect(momentText('de', 'Europe/Berlin', page).moment(friday)).toBe('Fr., 27. März, 10:15');
    expect(momentText('en', 'Europe/Berlin', page).moment(friday)).toBe('Fri 27 March, 10:15');
    expect(momentText('nl', 'Europe/Amsterdam', page).moment(friday)).toBe('vr 27 maart, 10:15');
  });

  it('takes the zone of the club, not the offset the moment was written in', () => {
    const written = moment('2026-03-27T05:15:00-04:00');
    expect(momentText('en', 'Europe/Amsterdam', page).moment(written)).toBe('Fri 27 March, 10:15');
    expect(momentText('en', 'America/New_York', page).moment(written)).toBe('Fri 27 March, 05:15');
  });

  it('follows summer time: the night of the change', () => {
    const text = momentText('de', 'Europe/Berlin', page);
    expect(text.time(moment('2026-03-29T00:30:00Z'))).toBe('01:30');
    expect(text.time(moment('2026-03-29T01:30:00Z'))).toBe('03:30');
  });

  it('names the zone where readers may be elsewhere', () => {
    expect(momentText('en', 'UTC', page).zoned(moment('2026-11-24T19:30:00Z'))).toBe(
      'Tue 24 November, 19:30 UTC',
    );
    expect(momentText('de', 'Europe/Berlin', page).zoned(friday)).toBe('Fr., 27. März, 10:15 MEZ');
  });

  it('adds the year when the moment is in another year than the page', () => {
    expect(momentText('de', 'Europe/Berlin', page).moment(moment('2025-12-31T23:30:00Z'))).toBe(
      'Do., 1. Januar, 00:30',
    );
    expect(momentText('de', 'Europe/Berlin', page).moment(moment('2025-12-31T20:00:00Z'))).toBe(
      'Mi., 31. Dezember 2025, 21:00',
    );
  });

  it('writes dates: a calendar date is its own day in any zone', () => {
    expect(momentText('de', 'Pacific/Auckland', page).date('2026-03-27')).toBe('Fr., 27. März 2026');
    expect(momentText('nl', 'America/Los_Angeles', page).date('2026-03-27')).toBe('vr 27 mrt 2026');
    // 23:30 UTC on the 26th is already the 27th in Berlin.
    expect(momentText('en', 'Europe/Berlin', page).date(moment('2026-03-26T23:30:00Z'))).toBe(
      'Fri, 27 Mar 2026',
    );
  });

  it('writes relative moments in the reader language', () => {
    expect(momentText('de', 'Europe/Berlin', page).relative(moment('2026-03-23T12:00:00+01:00'))).toBe(
      'in 3 Tagen',
    );
    expect(momentText('nl', 'Europe/Berlin', page).relative(moment('2026-03-19T12:00:00+01:00'))).toBe(
      'gisteren',
    );
    expect(momentText('en', 'Europe/Berlin', page).relative(moment('2026-03-20T10:00:00+01:00'))).toBe(
      '2 hours ago',
    );
  });

  it('refuses an unknown zone, naming it', () => {
    expect(() => momentText('en', 'Europe/Atlantis', page)).toThrow(/Europe\/Atlantis/);
  });
});
