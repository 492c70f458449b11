/**
 * Round-robin commands (imperative requests) and who may give them.
 */
import { z } from 'zod';
import type { Policies } from '../../core/format.js';
import { seedSchema } from '../../core/lot.js';
import { participantIdSchema } from '../../core/participant.js';
import { GAME_RESULTS, type GameResult } from './events.js';

/** Accepts the usual spellings (`½-½`, `0.5-0.5`, `1:0`) and returns the canonical token. */
export function parseGameResult(text: string): GameResult | undefined {
  const t = text
    .trim()
    .replace(/\s+/g, '')
    .replace(/[:–—]/g, '-')
    .replace(/½|0\.5|\.5/g, '1/2');
  if (t === '=' || t === 'draw') return '1/2-1/2';
  return (GAME_RESULTS as readonly string[]).includes(t) ? (t as GameResult) : undefined;
}

const resultSchema = z.preprocess(
  (v) => (typeof v === 'string' ? (parseGameResult(v) ?? v) : v),
  z.enum(GAME_RESULTS, {
    error: (issue) => `"${String(issue.input)}" is not a result (use ${GAME_RESULTS.join(', ')})`,
  }),
);

export const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('DrawNumbers'), seed: seedSchema }),
  z.strictObject({
    type: z.literal('RecordResult'),
    round: z.number().int().positive(),
    white: participantIdSchema,
    black: participantIdSchema,
    result: resultSchema,
    reason: z.string().max(2000).optional(),
  }),
]);

export type RoundRobinCommand = z.infer<typeof commandSchema>;
export type CommandOf<T extends RoundRobinCommand['type']> = Extract<RoundRobinCommand, { type: T }>;

export const policies: Policies<RoundRobinCommand> = {
  DrawNumbers: { kind: 'director' },
  RecordResult: { kind: 'participant', actingFor: (c) => [c.white, c.black] },
};
