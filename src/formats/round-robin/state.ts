/**
 * Round-robin commands, events and state.
 */
import { z } from 'zod';
import { participantIdSchema } from '../../core/participant.js';
import type { ScheduledGame } from '../../core/round-robin.js';
import type { ParticipantId } from '../../core/types.js';
import type { RoundRobinConfig } from './config.js';

export const GAME_RESULTS = ['1-0', '0-1', '1/2-1/2', '+-', '-+', '--'] as const;
export type GameResult = (typeof GAME_RESULTS)[number];

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

export const roundRobinCommandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('DrawNumbers'), seed: z.string().min(1).max(200) }),
  z.strictObject({
    type: z.literal('RecordResult'),
    round: z.number().int().positive(),
    white: participantIdSchema,
    black: participantIdSchema,
    result: resultSchema,
    reason: z.string().max(2000).optional(),
  }),
]);

export type RoundRobinCommand = z.infer<typeof roundRobinCommandSchema>;

export const roundRobinEventSchemas = {
  NumbersDrawn: z.strictObject({ seed: z.string().min(1), order: z.array(participantIdSchema) }),
  ResultRecorded: z.strictObject({
    round: z.number().int().positive(),
    white: participantIdSchema,
    black: participantIdSchema,
    result: z.enum(GAME_RESULTS),
  }),
};

export interface RecordedResult {
  readonly seq: number;
  readonly round: number;
  readonly white: ParticipantId;
  readonly black: ParticipantId;
  readonly result: GameResult;
}

/** A persistent list of results, newest first: each result event adds one cell, so folding never copies. */
export interface ResultCell extends RecordedResult {
  readonly next: ResultCell | null;
}

/** What stays fixed once the pairing numbers are known: the schedule and its lookup. */
export interface RoundRobinDraw {
  readonly config: RoundRobinConfig;
  /** Pairing numbers: order[0] has number 1. */
  readonly order: readonly ParticipantId[];
  readonly seed?: string;
  /** Rounds (1-based round i at index i-1) of games by pairing number. */
  readonly schedule: readonly (readonly ScheduledGame[])[];
  /** Pairing number of each participant (1-based, the inverse of `order`). */
  readonly numbers: ReadonlyMap<ParticipantId, number>;
  /**
   * The 1-based rounds of every scheduled game, by white's and black's pairing numbers: the game
   * w–b has its rounds at `((w - 1) * n + (b - 1)) * cycles + c` for c < cycles (0: no more rounds).
   * A flat array, so that checking a result costs two lookups, not a search.
   */
  readonly rounds: Int32Array;
}

export interface RoundRobinState {
  readonly draw: RoundRobinDraw;
  readonly results: ResultCell | null;
  readonly resultCount: number;
}

export function isScheduled(
  state: RoundRobinState,
  round: number,
  white: ParticipantId,
  black: ParticipantId,
): boolean {
  const { numbers, rounds, order, config } = state.draw;
  const w = numbers.get(white);
  const b = numbers.get(black);
  if (w === undefined || b === undefined) return false;
  const first = ((w - 1) * order.length + (b - 1)) * config.cycles;
  for (let c = 0; c < config.cycles; c++) {
    const r = rounds[first + c] as number;
    if (r === round) return true;
    if (r === 0) return false;
  }
  return false;
}
