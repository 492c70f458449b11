/**
 * Round-robin configuration: cycles, points per outcome, and the tie-break chain.
 */
import { z } from 'zod';
import { resolveConfig } from '../../core/config.js';
import type { Preset } from '../../core/format.js';
import { parseInputRational } from '../../core/rational.js';

const points = z
  .union([z.number(), z.string()])
  .refine(
    (v) => parseInputRational(String(v)) !== undefined,
    'points are a number such as 1, 0.5 or 1/2, from -1000000 to 1000000 in at most ten-thousandths',
  )
  .transform((v) => String(v));

const TIE_BREAKS = ['head-to-head', 'wins', 'sonneborn-berger', 'rating', 'number'] as const;
export type TieBreak = (typeof TIE_BREAKS)[number];

const roundRobinConfigSchema = z.strictObject({
  /** 1 = single round robin, 2 = double (colours reversed in the second cycle). */
  cycles: z.number().int().min(1).max(4),
  points: z.strictObject({
    win: points,
    draw: points,
    loss: points,
    /** Points for the player without an opponent in a round (odd field). */
    bye: points,
    forfeitWin: points,
    forfeitLoss: points,
  }),
  tieBreaks: z.array(z.enum(TIE_BREAKS)).max(TIE_BREAKS.length),
});

export type RoundRobinConfig = z.infer<typeof roundRobinConfigSchema>;

/** A round robin of `cycles` cycles scoring `win` – `draw` – 0 (a forfeit as a win or a loss), tie-broken head to head, by wins, by Sonneborn-Berger. */
const roundRobin = (cycles: number, win: string, draw: string): RoundRobinConfig => ({
  cycles,
  points: { win, draw, loss: '0', bye: '0', forfeitWin: win, forfeitLoss: '0' },
  tieBreaks: ['head-to-head', 'wins', 'sonneborn-berger'],
});

export const presets: Record<string, Preset> = {
  fide: {
    title: 'Round robin, 1 – ½ – 0',
    source: 'FIDE Handbook C.05 (Berger tables); tie-breaks as FIDE C.07 for round robins',
    config: roundRobin(1, '1', '1/2'),
  },
  'double-fide': {
    title: 'Double round robin, 1 – ½ – 0',
    source: 'FIDE Handbook C.05',
    config: roundRobin(2, '1', '1/2'),
  },
  'three-one-zero': {
    title: 'Round robin, 3 – 1 – 0',
    source: 'Common league scoring (three points for a win)',
    config: roundRobin(1, '3', '1'),
  },
};

export const DEFAULT_PRESET = 'fide';

export const parseConfig = (raw: unknown, preset?: string) =>
  resolveConfig(roundRobinConfigSchema, presets, DEFAULT_PRESET, raw, preset);
