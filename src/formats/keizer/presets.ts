/**
 * Keizer presets: the seed club's rules and other clubs' well-known variants (rules/keizer.md,
 * "Variants"). Each preset is a complete configuration, so a stored competition never depends
 * on defaults that might change.
 */
import { deepMerge } from '../../core/config.js';
import type { Preset } from '../../core/format.js';

/** The seed club (seeds/001): 4 × 7 rounds, top 50, own value counted, 1/3 – 2/3 – 0, bye in full. */
const dsc = {
  season: { cycles: 4, roundsPerCycle: 7 },
  values: { top: { kind: 'fixed', value: '50' }, step: '1', minimum: '1' },
  countOwnValue: true,
  game: { win: '1', draw: '1/2', loss: '0' },
  absence: {
    notice: { fraction: '1/3', cap: null },
    teamMatch: { fraction: '2/3', cap: null },
    withoutNotice: '0',
    bye: { fraction: '1', cap: null },
  },
  recalculation: { method: 'rebase', maxPasses: 20 },
  rematch: { window: 'cycle' },
  colours: { balance: 'difference', tie: 'lower-ranked-white', maxDifference: 2 },
  calendar: { timeZone: 'Europe/Amsterdam', noticeDeadline: '17:00', publication: '18:00' },
  signOffAfterNoShows: 2,
  initialOrder: 'rating',
  prizeEligibility: '2/3',
  groups: ['A', 'B', 'C', 'D'],
  groupBalanceTolerance: 2,
  travel: { ratePerKm: '0.20', currency: 'EUR' },
  discipline: 'classical',
} as const;

/**
 * Settings that are one of several shapes (`values.top`, `rematch`) are replaced as a whole by an
 * override, never merged key by key (a per-player top must not keep a fixed top's `value`).
 */
export function withWholeUnions(base: Record<string, unknown>, over: unknown): Record<string, unknown> {
  if (typeof over !== 'object' || over === null) return base;
  const o = over as { values?: { top?: unknown }; rematch?: unknown };
  const values = base.values as Record<string, unknown> | undefined;
  return {
    ...base,
    ...(o.rematch !== undefined ? { rematch: undefined } : {}),
    ...(o.values?.top !== undefined && values ? { values: { ...values, top: undefined } } : {}),
  };
}

/** The seed club's rules with some settings changed. */
const variant = (overrides: Record<string, unknown>): Record<string, unknown> =>
  deepMerge(withWholeUnions(dsc, overrides), overrides) as Record<string, unknown>;

export const presets: Record<string, Preset> = {
  dsc: {
    title: 'DSC internal competition (Keizer, top value 50)',
    source: 'seeds/001_0a1c2f73436dc9f3.txt (DSC internal rules), rules/keizer.md KZ-1 … KZ-17',
    config: dsc,
  },
  'dsc-rapid': {
    title: 'DSC rapid competition (Keizer beside the main competition)',
    source:
      'rules/keizer.md KZ-3: a separate Keizer competition with the same scoring; two cycles of six rapid rounds',
    config: variant({ season: { cycles: 2, roundsPerCycle: 6 }, discipline: 'rapid' }),
  },
  'fixed-60-capped': {
    title: 'Top value 60, absence 1/6 with a cap, fixed-point recalculation',
    source:
      'rules/keizer.md "Variants": fixed top value 60; absence with notice 1/6 of the own value for at most 5 rounds a season, team matches 2/3 for at most 8; bye 2/3',
    config: variant({
      season: { cycles: 1, roundsPerCycle: 30 },
      values: { top: { kind: 'fixed', value: '60' } },
      absence: {
        notice: { fraction: '1/6', cap: 5 },
        teamMatch: { fraction: '2/3', cap: 8 },
        bye: { fraction: '2/3', cap: null },
      },
      recalculation: { method: 'fixed-point' },
      rematch: { window: 'rounds', rounds: 6 },
    }),
  },
  'field-scaled': {
    title: 'Top value 1.5 × players, own value not counted, values frozen per round',
    source:
      'rules/keizer.md "Variants": top value derived from the field (1.5 × N), own value left out, each round keeps the values of its time',
    config: variant({
      season: { cycles: 1, roundsPerCycle: 25 },
      values: { top: { kind: 'per-player', factor: '3/2' }, step: '1', minimum: '1' },
      countOwnValue: false,
      absence: { notice: { fraction: '1/2', cap: 6 } },
      recalculation: { method: 'frozen' },
      rematch: { window: 'season' },
      colours: { balance: 'whites', tie: 'higher-ranked-white', maxDifference: null },
      initialOrder: 'previous-standing',
    }),
  },
};

export const DEFAULT_PRESET = 'dsc';
