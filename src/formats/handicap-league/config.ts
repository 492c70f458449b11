/**
 * Handicap-league configuration and presets. The seed's ground rule allows deviations whenever
 * sensible, so every number of the rules is a setting; the Berlin "Vorgabeliga" is the preset.
 */
import { z } from 'zod';
import { resolveConfig } from '../../core/config.js';
import type { Preset } from '../../core/format.js';
import { isValidZone } from '../../core/moment.js';
import { HANDICAP_IDS, TRADITIONAL_TABLE } from './handicap.js';
import { parseRealRank, type Rank, stepOf } from './rank.js';

/** HL-7: who can be moved up or down when an evening closes. */
const ELIGIBILITY = ['played-tonight', 'whole-ranking'] as const;

/**
 * HL-2/HL-3: what a new real rank (a promotion, a first FESA rank) does. The seed lets the real
 * rank form only the *initial* league rank, so by default the league rank stays and the modifier
 * takes up the difference; `keep-modifier` moves the league rank with the real rank.
 */
const REAL_RANK_CHANGES = ['keep-league-rank', 'keep-modifier'] as const;

const integerPoints = z.number().int().min(-10).max(10);

const realRank = z
  .string()
  .refine((v) => parseRealRank(v) !== undefined, 'a real rank such as "15 Kyu" or "1 Dan"');

const handicapLeagueConfigSchema = z.strictObject({
  /** HL-5: league points per game, integers. */
  points: z.strictObject({ win: integerPoints, draw: integerPoints, loss: integerPoints }),
  /** HL-7: the end-of-evening league-rank adjustment. */
  adjustment: z.strictObject({
    eligible: z.enum(ELIGIBILITY),
    /** League-rank steps gained by the top and lost by the bottom player. */
    step: z.number().int().min(1).max(5),
  }),
  /** HL-9: handicap by league-rank difference (index); the last entry holds for larger differences. */
  handicaps: z.array(z.enum(HANDICAP_IDS)).min(1).max(50),
  /** HL-2: the estimate for a player registered without any rank. */
  defaultEstimate: realRank,
  realRankChange: z.enum(REAL_RANK_CHANGES),
  /** HL-12: shown on the evening board; no rating is computed from such short games. */
  timeControl: z.strictObject({
    minutes: z.number().int().min(0).max(600),
    byoyomiPeriods: z.number().int().min(0).max(10),
    byoyomiSeconds: z.number().int().min(0).max(600),
  }),
  /** HL-11: after this many evenings without a game the director is told he may take a player out. */
  inactiveAfterEvenings: z.number().int().min(1).max(1000),
  /** An evening still open after this many hours is due to be closed. */
  closeReminderHours: z.number().int().min(1).max(168),
  /**
   * The club's time zone: an evening opened without a name is named by its date there, and pages
   * show the times of the evening there. Without it, each moment's own offset counts.
   */
  timeZone: z.string().refine(isValidZone, 'an IANA time zone such as Europe/Berlin').optional(),
});

export type HandicapLeagueConfig = z.infer<typeof handicapLeagueConfigSchema>;

const berlin = {
  points: { win: 1, draw: 0, loss: -1 },
  adjustment: { eligible: 'played-tonight', step: 1 },
  handicaps: [...TRADITIONAL_TABLE],
  defaultEstimate: '15 Kyu',
  realRankChange: 'keep-league-rank',
  timeControl: { minutes: 10, byoyomiPeriods: 2, byoyomiSeconds: 10 },
  inactiveAfterEvenings: 20,
  closeReminderHours: 12,
  timeZone: 'Europe/Berlin',
} satisfies HandicapLeagueConfig;

export const presets: Record<string, Preset> = {
  berlin: {
    title: 'Berlin shogi handicap league (Vorgabeliga)',
    source: 'Regeln für die Berliner Vorgabeliga, 1 June 2019 (seed 002); HL-7 for players of the evening',
    config: berlin,
  },
  'berlin-literal': {
    title: 'Berlin handicap league, HL-7 over the whole ranking',
    source:
      'Regeln für die Berliner Vorgabeliga, 1 June 2019, read literally: top and bottom of the whole ranking',
    config: { ...berlin, adjustment: { eligible: 'whole-ranking', step: 1 } },
  },
};

export const DEFAULT_PRESET = 'berlin';

export const parseConfig = (raw: unknown, preset?: string) =>
  resolveConfig(handicapLeagueConfigSchema, presets, DEFAULT_PRESET, raw, preset);

/** The step (HL-1) of the default estimate; the schema has checked that it reads. */
export const defaultStep = (config: HandicapLeagueConfig): number =>
  stepOf(parseRealRank(config.defaultEstimate) as Rank);
