import { describe, expect, it } from 'vitest';
import { keizerConfig } from '../../test-support/keizer.js';
import { totalRounds } from './config.js';
import { keizer } from './index.js';
import { valueAt, valueScale } from './values.js';

describe('configuration and presets', () => {
  it.each(Object.keys(keizer.presets))('KZ-1 preset %s is a complete valid configuration', (name) => {
    expect(keizer.parseConfig({}, name).ok).toBe(true);
  });

  it('KZ-1 the seed club plays 4 cycles of 7 rounds, top value 50, 1/3 and 2/3 absences, rebase', () => {
    const c = keizerConfig();
    expect(totalRounds(c)).toBe(28);
    expect(c.values.top).toEqual({ kind: 'fixed', value: '50' });
    expect(c.absence.notice.fraction).toBe('1/3');
    expect(c.absence.teamMatch.fraction).toBe('2/3');
    expect(c.recalculation).toEqual({ method: 'rebase', maxPasses: 20 });
    expect(c.calendar).toEqual({
      timeZone: 'Europe/Amsterdam',
      noticeDeadline: '17:00',
      publication: '18:00',
    });
  });

  it('variants are configuration: a one-of setting is replaced whole by an override', () => {
    const c = keizerConfig({
      values: { top: { kind: 'ratio', ratio: '3' } },
      rematch: { window: 'rounds', rounds: 3 },
    });
    expect(c.values.top).toEqual({ kind: 'ratio', ratio: '3' });
    expect(c.rematch).toEqual({ window: 'rounds', rounds: 3 });
  });

  it('refusals name the setting', () => {
    const parsed = keizer.parseConfig({ absence: { notice: { fraction: 'a third', cap: null } } });
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.error[0]?.path).toBe('config.absence.notice.fraction');
    const zone = keizer.parseConfig({ calendar: { timeZone: 'Mars/Olympus' } });
    expect(!zone.ok && zone.error[0]?.path).toBe('config.calendar.timeZone');
  });
});

describe('KZ-4 value scales', () => {
  it('KZ-4 fixed top 50, step 1: rank r is worth 51 − r', () => {
    const scale = valueScale(keizerConfig());
    expect([1, 2, 50, 51].map((r) => valueAt(scale, 60, r) / scale.valueDen)).toEqual([50, 49, 1, 1]);
  });

  it('variant: first : last = 3 with step 1 (top = 1.5 × (N − 1))', () => {
    const scale = valueScale(keizerConfig({ values: { top: { kind: 'ratio', ratio: '3' } } }));
    const n = 11;
    const first = valueAt(scale, n, 1);
    const last = valueAt(scale, n, n);
    expect(first).toBe(3 * last);
    expect(first / scale.valueDen).toBe(15);
  });

  it('variant: top 1.5 × N keeps halves exact for odd fields', () => {
    const scale = valueScale(keizerConfig({}, 'field-scaled'));
    expect(scale.valueDen).toBe(2);
    expect(valueAt(scale, 7, 1)).toBe(21);
  });
});
