/**
 * Swiss configuration: rounds, points per outcome in tenths (as TRF writes them), the initial
 * colour (by lot or chosen, C.04.2), Baku acceleration (C.04.5.1) or a player's virtual points per
 * round (an accelerated method of C.04.5 as TRF `XXA` lines give it), requested byes, and the
 * ordered tie-break list (C.07 4.1).
 */
import { z } from 'zod';
import { resolveConfig } from '../../core/config.js';
import type { Preset } from '../../core/format.js';
import { DEFAULT_POINTS } from './pairing/types.js';
import { TIE_BREAKS } from './tiebreaks/names.js';

const tenths = z.number().int().min(0).max(100);

const swissConfigSchema = z.strictObject({
  rounds: z.number().int().min(1).max(30),
  /** Points in tenths of a point: a win 10, a draw 5 (FIDE); TRF XXS writes them so. */
  points: z.strictObject({
    win: tenths,
    draw: tenths,
    loss: tenths,
    forfeitWin: tenths,
    forfeitLoss: tenths,
    /** The pairing-allocated bye (C.04.1 c). */
    pab: tenths,
    halfBye: tenths,
    fullBye: tenths,
    zeroBye: tenths,
  }),
  /** Colour of the top player in round 1: by a recorded lot, or chosen. */
  initialColour: z.enum(['lot', 'white', 'black']),
  acceleration: z.enum(['none', 'baku']),
  /**
   * Virtual points (tenths) per participant and round, index 0 = round 1, counted for the pairing
   * only (TRF `XXA`); a player listed here is paired by these, not by Baku.
   */
  accelerations: z.record(z.string(), z.array(tenths).max(30)).optional(),
  /** Which byes a player may ask for himself, and how many half-point byes in all. */
  playerByes: z.array(z.enum(['half', 'zero', 'full'])),
  maxHalfByes: z.number().int().min(0).max(30),
  /** No requested bye in the last rounds (0: allowed in every round). */
  noByesInLastRounds: z.number().int().min(0).max(30),
  tieBreaks: z.array(z.enum(TIE_BREAKS)).max(TIE_BREAKS.length),
});

export type SwissConfig = z.infer<typeof swissConfigSchema>;

/** FIDE's points, the pairing engine's default: 1 – ½ – 0 in tenths. */
const FIDE_POINTS: SwissConfig['points'] = DEFAULT_POINTS;

export const presets: Record<string, Preset> = {
  fide: {
    title: 'FIDE Swiss (Dutch system), 9 rounds, 1 – ½ – 0',
    source:
      'FIDE Handbook C.04 (Dutch system); tie-breaks C.07 (2023): Buchholz Cut-1, Buchholz, direct encounter, Sonneborn-Berger, wins',
    config: {
      rounds: 9,
      points: FIDE_POINTS,
      initialColour: 'lot',
      acceleration: 'none',
      playerByes: ['half', 'zero'],
      maxHalfByes: 2,
      noByesInLastRounds: 2,
      tieBreaks: ['buchholz-cut1', 'buchholz', 'direct-encounter', 'sonneborn-berger', 'wins', 'won'],
    } satisfies SwissConfig,
  },
  'club-rapid': {
    title: 'Club rapid Swiss, 7 rounds, 1 – ½ – 0',
    source:
      'A club’s rapid evening under FIDE C.04; tie-breaks C.07: Buchholz Cut-1, Buchholz, progressive score',
    config: {
      rounds: 7,
      points: FIDE_POINTS,
      initialColour: 'white',
      acceleration: 'none',
      playerByes: ['half', 'zero'],
      maxHalfByes: 1,
      noByesInLastRounds: 1,
      tieBreaks: ['buchholz-cut1', 'buchholz', 'progressive', 'direct-encounter'],
    } satisfies SwissConfig,
  },
};

export const DEFAULT_PRESET = 'fide';

export const parseConfig = (raw: unknown, preset?: string) =>
  resolveConfig(swissConfigSchema, presets, DEFAULT_PRESET, raw, preset);
