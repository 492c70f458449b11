/**
 * The engine ↔ format interface of the FIDE Dutch pairing engine (issue #28): what the `swiss`
 * format hands the engine for the next round and what it gets back. Cells are TRF-16 round
 * columns as they are written; points are tenths of a point (TRF `XXS`/`BBW` style), integers.
 */
import type { Refusal, Result } from '../../../core/types.js';

export const TRF_CELL_RESULTS = ['1', '0', '=', '+', '-', 'W', 'D', 'L', 'H', 'F', 'U', 'Z', ' '] as const;
export type TrfCellResult = (typeof TRF_CELL_RESULTS)[number];

/** A player's cell for one round, exactly as TRF-16 columns write it. */
export interface TrfCell {
  /** Pairing number of the opponent; null: no opponent (bye, absent). */
  readonly opponent: number | null;
  /** '-' when no colour. */
  readonly colour: 'w' | 'b' | '-';
  readonly result: TrfCellResult;
}

export interface EnginePlayer {
  /** Pairing number, 1..n (initial ranking order). */
  readonly number: number;
  /** 0 when unrated. */
  readonly rating: number;
  /** Rounds 1..k already paired and played (k = rounds done). */
  readonly cells: readonly TrfCell[];
}

/** Points in tenths of a point for each kind of result. */
export interface Points {
  readonly win: number;
  readonly draw: number;
  readonly loss: number;
  readonly forfeitWin: number;
  readonly forfeitLoss: number;
  /** The pairing-allocated bye (TRF `U`). */
  readonly pab: number;
  /** A requested half-point bye (TRF `H`). */
  readonly halfBye: number;
  /** A requested full-point bye (TRF `F`). */
  readonly fullBye: number;
  /** A zero-point bye or an absence (TRF `Z` or blank). */
  readonly zeroBye: number;
}

export const DEFAULT_POINTS: Points = {
  win: 10,
  draw: 5,
  loss: 0,
  forfeitWin: 10,
  forfeitLoss: 0,
  pab: 10,
  halfBye: 5,
  fullBye: 10,
  zeroBye: 0,
};

export interface EngineInput {
  /** Rounds planned (XXR). */
  readonly totalRounds: number;
  readonly players: readonly EnginePlayer[];
  /** Not paired next round: withdrawn, or a requested bye (the format writes the bye's cell itself). */
  readonly absent: ReadonlySet<number>;
  /** Colour of the top player in round 1 (XXC white1/black1). */
  readonly initialColour: 'w' | 'b';
  readonly points: Points;
  /** C.04.5.1 Baku acceleration, virtual points by round. */
  readonly acceleration?: 'baku';
  /**
   * Virtual points per player and round (TRF `XXA`), tenths, index 0 = round 1; overrides
   * `acceleration` when given.
   */
  readonly accelerations?: ReadonlyMap<number, readonly number[]>;
}

export type FloatDirection = 'up' | 'down' | 'none';

/** Why a player got his colour, by the article of C.04.3 E that decided it. */
export const COLOUR_REASONS = ['C.04.3 E.1', 'C.04.3 E.2', 'C.04.3 E.3', 'C.04.3 E.4', 'C.04.3 E.5'] as const;
export type ColourReason = (typeof COLOUR_REASONS)[number];

/** One paired player's pairing, as data: pages render the words. */
export interface PlayerExplanation {
  readonly number: number;
  /** The player's score for pairing (tenths, with acceleration), i.e. the score group. */
  readonly scoreGroup: number;
  /** The opponent's pairing number; null for the pairing-allocated bye. */
  readonly opponent: number | null;
  /** Floated down (opponent with a lower score, or the bye) or up (opponent with a higher score). */
  readonly float: FloatDirection;
  /** The rule that makes the float: C.04.3 A.4 (floaters) or C.04.1 c/C.04.3 C.2 (the bye). */
  readonly floatReason: string | null;
  readonly colour: 'w' | 'b' | '-';
  readonly colourReason: ColourReason | null;
  /** The player's colour preference before the round (C.04.3 A.6): absolute, strong, mild or none. */
  readonly preference: 'absolute' | 'strong' | 'mild' | 'none';
}

export interface EnginePair {
  readonly white: number;
  readonly black: number;
}

export interface EnginePairing {
  /** Board order (C.04.2 D.9 / bbpPairings' order). */
  readonly pairs: readonly EnginePair[];
  /** The pairing-allocated bye, if any. */
  readonly bye: number | null;
  /** One per paired player (and the bye). */
  readonly explanation: readonly PlayerExplanation[];
}

export type PairNextRound = (input: EngineInput) => Result<EnginePairing, Refusal>;
