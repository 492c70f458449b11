import { describe, expect, it } from 'vitest';
import { addDuration, moment } from './moment.js';

describe('addDuration', () => {
  it('PYR-9, PYR-10 adds calendar months in the moment’s own offset, clamping to the month’s last day', () => {
    expect(addDuration(moment('2026-01-31T10:00:00+01:00'), { months: 1 })).toBe('2026-02-28T10:00:00+01:00');
    expect(addDuration(moment('2026-03-02T18:00:00+01:00'), { months: 12 })).toBe(
      '2027-03-02T18:00:00+01:00',
    );
  });

  it('PYR-9 adds years: 29 February becomes 28 February in a common year', () => {
    expect(addDuration(moment('2024-02-29T09:30:00Z'), { years: 1 })).toBe('2025-02-28T09:30:00Z');
  });
});
