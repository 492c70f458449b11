/**
 * Keizer configuration: every number of the rules page is a setting, so that the club variants
 * (rules/keizer.md, "Variants") are presets rather than code. Fractions are exact strings
 * (`1/3`, `0.2`) turned into rationals by `parseConfig`'s callers through `fractionOf`.
 */
import { z } from 'zod';
import { resolveConfig } from '../../core/config.js';
import { isValidZone } from '../../core/moment.js';
import { parseInputRational, parseRational, type Rational } from '../../core/rational.js';
import { DEFAULT_PRESET, presets, withWholeUnions } from './presets.js';

export { DEFAULT_PRESET, presets } from './presets.js';

const exact = z
  .union([z.number(), z.string()])
  .refine(
    (v) => parseInputRational(String(v)) !== undefined,
    'an exact number such as 1, 0.5 or 1/3, from -1000000 to 1000000 in at most ten-thousandths',
  )
  .transform((v) => String(v));

const nonNegative = exact.refine((v) => (parseRational(v)?.n ?? -1) >= 0, 'must not be negative');

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'a time of day such as 17:00');

/** KZ-8 / KZ-9: a share of the player's own value, optionally only for the first `cap` times a season. */
const ownShare = z.strictObject({
  fraction: nonNegative,
  /** Rounds per season scored this way; beyond the cap the round scores 0. Null = no cap. */
  cap: z.number().int().min(0).nullable(),
});

const RECALCULATION_METHODS = ['rebase', 'fixed-point', 'frozen'] as const;

const COLOUR_BALANCES = ['difference', 'whites'] as const;
const COLOUR_TIES = ['lower-ranked-white', 'higher-ranked-white'] as const;

const keizerConfigSchema = z.strictObject({
  /** KZ-1 */
  season: z.strictObject({
    cycles: z.number().int().min(1).max(20),
    roundsPerCycle: z.number().int().min(1).max(100),
  }),
  /** KZ-4 and the variants: value of rank r = max(minimum, top − (r − 1) × step). */
  values: z.strictObject({
    top: z.discriminatedUnion('kind', [
      z.strictObject({ kind: z.literal('fixed'), value: nonNegative }),
      /** Top = factor × number of players in the ranking (e.g. 1.5 × N). */
      z.strictObject({ kind: z.literal('per-player'), factor: nonNegative }),
      /** Top chosen so that first : last = ratio with the configured step (e.g. 3). */
      z.strictObject({
        kind: z.literal('ratio'),
        ratio: exact.refine((v) => (parseRational(v)?.n ?? 0) > (parseRational(v)?.d ?? 0), 'must exceed 1'),
      }),
    ]),
    step: nonNegative,
    minimum: nonNegative,
  }),
  /** KZ-5: the player's own value counts once in his score. */
  countOwnValue: z.boolean(),
  /** KZ-7: shares of the opponent's value. */
  game: z.strictObject({ win: nonNegative, draw: nonNegative, loss: nonNegative }),
  /** KZ-8, KZ-9: shares of the own value for rounds without a game. */
  absence: z.strictObject({
    notice: ownShare,
    teamMatch: ownShare,
    withoutNotice: nonNegative,
    bye: ownShare,
  }),
  /** KZ-10 */
  recalculation: z.strictObject({
    method: z.enum(RECALCULATION_METHODS),
    maxPasses: z.number().int().min(1).max(100),
  }),
  /** KZ-12: within which window two players may not meet again. */
  rematch: z.discriminatedUnion('window', [
    z.strictObject({ window: z.literal('cycle') }),
    z.strictObject({ window: z.literal('rounds'), rounds: z.number().int().min(1).max(1000) }),
    z.strictObject({ window: z.literal('season') }),
    z.strictObject({ window: z.literal('none') }),
  ]),
  /** KZ-12 colours. */
  colours: z.strictObject({
    /** Who is "due" white: the lower whites − blacks, or literally the fewer whites. */
    balance: z.enum(COLOUR_BALANCES),
    tie: z.enum(COLOUR_TIES),
    /** Pairing avoids taking anyone beyond this |whites − blacks|; null = no limit. */
    maxDifference: z.number().int().min(1).max(10).nullable(),
  }),
  /** KZ-11, KZ-12: the club's clock. */
  calendar: z.strictObject({
    timeZone: z.string().refine(isValidZone, 'an IANA time zone such as Europe/Amsterdam'),
    noticeDeadline: clock,
    publication: clock,
  }),
  /** KZ-13: unexcused no-shows in a row that sign a player off. 0 = never. */
  signOffAfterNoShows: z.number().int().min(0).max(10),
  /** KZ-4: how the initial ranking is made unless the director sets it. */
  initialOrder: z.enum(['rating', 'previous-standing']),
  /** KZ-14: share of the season's rounds a player must have played to win a prize. */
  prizeEligibility: nonNegative,
  /** KZ-2, KZ-15 */
  groups: z.array(z.string().min(1).max(20)).min(1).max(12),
  /** KZ-15: the largest and smallest group may differ by this many before more players move. */
  groupBalanceTolerance: z.number().int().min(0).max(100),
  /** KZ-16 */
  travel: z.strictObject({ ratePerKm: nonNegative, currency: z.string().min(1).max(8) }),
  /** KZ-3: the main (classical) competition or the rapid one beside it. */
  discipline: z.enum(['classical', 'rapid']),
});

export type KeizerConfig = z.infer<typeof keizerConfigSchema>;

export const parseConfig = (raw: unknown, preset: string = DEFAULT_PRESET) => {
  const chosen = presets[preset];
  const local = chosen
    ? {
        ...presets,
        [preset]: { ...chosen, config: withWholeUnions(chosen.config as Record<string, unknown>, raw) },
      }
    : presets;
  return resolveConfig(keizerConfigSchema, local, DEFAULT_PRESET, raw, preset);
};

/** A validated exact setting as a rational (the schema guarantees it parses). */
export function fractionOf(text: string): Rational {
  return parseRational(text) as Rational;
}

export const totalRounds = (config: KeizerConfig): number =>
  config.season.cycles * config.season.roundsPerCycle;
