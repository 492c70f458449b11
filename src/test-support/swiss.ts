/**
 * Test helpers of the Swiss: a TEST-ONLY stand-in for the pairing engine, so that the format's
 * tests hold whatever the Dutch engine pairs, a tournament builder on the one harness, and a
 * generated club Swiss as a TRF file.
 *
 * The stand-in pairs the players present by score (then pairing number) top-down: 1st–2nd,
 * 3rd–4th …, the last of an odd field gets the bye; on odd boards the higher player has white.
 * It knows no rematch rule and no colour rule: it is no pairing system.
 */
import type { AnyFormat } from '../core/format.js';
import type { Participant } from '../core/participant.js';
import { ok } from '../core/types.js';
import { generateTournament } from '../formats/swiss/cli/generate.js';
import type { PairNextRound } from '../formats/swiss/engine-input.js';
import { swissWith } from '../formats/swiss/index.js';
import type { EngineInput, PlayerExplanation } from '../formats/swiss/pairing/index.js';
import type { SwissState } from '../formats/swiss/state.js';
import { configOf, given, type Scenario } from './given.js';

const TENTHS: Record<string, keyof EngineInput['points']> = {
  '1': 'win',
  '=': 'draw',
  '0': 'loss',
  '+': 'forfeitWin',
  '-': 'forfeitLoss',
  U: 'pab',
  H: 'halfBye',
  F: 'fullBye',
  Z: 'zeroBye',
};

/** The inputs the stand-in was called with, newest last (a test reads what the format gave the engine). */
export const engineCalls: EngineInput[] = [];

export const standInPairing: PairNextRound = (input) => {
  engineCalls.push(input);
  const score = (cells: EngineInput['players'][number]['cells']) =>
    cells.reduce((s, c) => s + input.points[TENTHS[c.result] ?? 'loss'], 0);
  const field = input.players
    .filter((p) => !input.absent.has(p.number))
    .map((p) => ({ number: p.number, score: score(p.cells) }))
    .sort((a, b) => b.score - a.score || a.number - b.number);
  const bye = field.length % 2 === 1 ? (field.pop()?.number ?? null) : null;
  const pairs = [];
  for (let i = 0; i + 1 < field.length; i += 2) {
    const [a, b] = [field[i]?.number as number, field[i + 1]?.number as number];
    pairs.push((i / 2) % 2 === 0 ? { white: a, black: b } : { white: b, black: a });
  }
  const explained = (number: number, opponent: number, colour: 'w' | 'b'): PlayerExplanation => ({
    number,
    scoreGroup: 0,
    opponent,
    float: 'none',
    floatReason: null,
    colour,
    colourReason: 'C.04.3 E.5',
    preference: 'none',
  });
  const explanation = pairs.flatMap((p) => [
    explained(p.white, p.black, 'w'),
    explained(p.black, p.white, 'b'),
  ]);
  return ok({ pairs, bye, explanation });
};

/** The Swiss paired by the stand-in. */
export const swissForTests = swissWith(standInPairing);

/** Players p1 … pn rated 2000, 1990, … (so the pairing numbers follow the ids). */
export function ratedPlayers(n: number): Participant[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `p${i + 1}`,
    name: `Player ${i + 1}`,
    rating: 2000 - 10 * i,
  }));
}

/** A tournament of `n` players (chosen initial colour: white) on the stand-in (or `format`: an earlier rule version of it). */
export function tournament(
  n: number,
  overrides: Record<string, unknown> = {},
  preset?: string,
  format: AnyFormat = swissForTests,
): Scenario<SwissState> {
  return given<SwissState>(format, {
    config: configOf(format, { initialColour: 'white', ...overrides }, preset),
    participants: ratedPlayers(n),
  });
}

/**
 * A club Swiss of 15 players over `rounds` rounds as `arbiter swiss generate` writes it (a TRF),
 * with draws, forfeits, half-point byes and withdrawals; `seed` makes it repeatable.
 */
export function generatedSwiss(seed: string, rounds: number): string {
  const made = generateTournament({
    players: 15,
    rounds,
    seed,
    drawRate: 0.25,
    forfeitRate: 0.05,
    halfByeRate: 0.05,
    withdrawRate: 0.03,
  });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}
