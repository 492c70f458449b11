/**
 * What the Dutch system reads from a player's past rounds (C.04.3 A): score, colour difference
 * and preference (A.6), played games, floats (A.4), bye eligibility (C.04.1 c, C.04.3 C.2), the
 * opponents already met (C.04.1 b: a forfeit is no meeting). Pure.
 */
import type { EngineInput, Points, TrfCell } from './types.js';

export type Colour = 'w' | 'b';
export const invert = (c: Colour): Colour => (c === 'w' ? 'b' : 'w');

/** A round of a player, read as the pairing rules read it. */
export interface Match {
  /** Index (pairing number − 1) of the opponent, or the player's own for no opponent. */
  readonly opponent: number;
  readonly colour: Colour | null;
  readonly played: boolean;
  /** Took part in that round's pairing: an opponent, the pairing-allocated bye, a forfeit win. */
  readonly participated: boolean;
  /** Points the round gave (tenths). */
  readonly points: number;
}

export interface PlayerState {
  readonly id: number;
  /** Effective pairing number among the players taking part (0-based). */
  rankIndex: number;
  readonly matches: readonly Match[];
  /** Score without acceleration, tenths. */
  readonly score: number;
  /** Virtual points by round index (0 = round 1). */
  readonly accelerations: readonly number[];
  readonly playedGames: number;
  readonly colourImbalance: number;
  readonly preference: Colour | null;
  /** The colour of the last two played games when they were the same (A.6 absolute). */
  readonly repeatedColour: Colour | null;
  readonly strong: boolean;
  readonly absolute: boolean;
  readonly absoluteImbalance: boolean;
  /** In the list of players of the tournament (has taken part in a pairing, or is paired now). */
  readonly valid: boolean;
  /** To be paired this round. */
  readonly present: boolean;
}

export function cellPoints(cell: TrfCell, points: Points): number {
  switch (cell.result) {
    case '1':
    case 'W':
      return cell.colour === '-' || cell.opponent === null ? points.forfeitWin : points.win;
    case '=':
    case 'D':
      return points.draw;
    case '0':
    case 'L':
      return cell.colour === '-' || cell.opponent === null ? points.forfeitLoss : points.loss;
    case '+':
      return points.forfeitWin;
    case '-':
      return points.forfeitLoss;
    case 'H':
      return points.halfBye;
    case 'F':
      return points.fullBye;
    case 'U':
      return points.pab;
    case 'Z':
    case ' ':
      return points.zeroBye;
  }
}

function readMatch(cell: TrfCell | undefined, self: number, points: Points): Match {
  if (!cell)
    return { opponent: self, colour: null, played: false, participated: false, points: points.zeroBye };
  const opponent = cell.opponent === null || cell.opponent === 0 ? self : cell.opponent - 1;
  const unplayedResult = ['+', '-', 'H', 'F', 'U', 'Z', ' '].includes(cell.result);
  const played = opponent !== self && cell.colour !== '-' && !unplayedResult;
  return {
    opponent,
    colour: cell.colour === '-' ? null : cell.colour,
    played,
    participated: opponent !== self || cell.result === 'U' || cell.result === '+',
    points: cellPoints(cell, points),
  };
}

/** Baku acceleration (C.04.5.1) as virtual points by round for the top half of the list. */
function bakuAccelerations(input: EngineInput, rankInList: number, playerCount: number): number[] {
  const out: number[] = [];
  const lastAcceleratedRank = Math.floor((playerCount - 1) / 2);
  if (rankInList > lastAcceleratedRank || input.totalRounds === 0) return out;
  const lastRound = Math.floor((input.totalRounds - 1) / 2);
  const lastFullRound = Math.floor(lastRound / 2);
  const played = input.players.reduce((m, p) => Math.max(m, p.cells.length), 0);
  for (let r = 0; r <= lastRound && r <= played; r++)
    out.push(r <= lastFullRound ? input.points.win : input.points.draw);
  return out;
}

/** The players' states, indexed by pairing number − 1 (missing numbers are invalid). */
export function readPlayers(input: EngineInput, playedRounds: number): PlayerState[] {
  const count = input.players.reduce((m, p) => Math.max(m, p.number), 0);
  const byId: (PlayerState | undefined)[] = Array.from({ length: count }, () => undefined);
  const sorted = [...input.players].sort((a, b) => a.number - b.number);
  const listRank = new Map(sorted.map((p, i) => [p.number, i] as const));
  for (const p of sorted) {
    const id = p.number - 1;
    const matches: Match[] = [];
    for (let r = 0; r < playedRounds; r++) matches.push(readMatch(p.cells[r], id, input.points));
    const present = !input.absent.has(p.number);
    const valid = present || matches.some((m) => m.participated);
    const accelerations =
      input.accelerations?.get(p.number) ??
      (input.acceleration === 'baku'
        ? bakuAccelerations(input, listRank.get(p.number) ?? count, sorted.length)
        : []);
    const score = matches.reduce((s, m) => s + m.points, 0);
    byId[id] = playerState(id, matches, score, accelerations, valid, present);
  }
  const players = byId.map((p, id) => p ?? playerState(id, [], 0, [], false, false));
  let rank = 0;
  for (const p of players) if (p.valid) p.rankIndex = rank++;
  return players;
}

/**
 * A player's state, its fields written out in one order (no spread): every player of the round
 * then has the same shape, for the weights' many reads, and costs a fraction of the memory.
 */
function playerState(
  id: number,
  matches: readonly Match[],
  score: number,
  accelerations: readonly number[],
  valid: boolean,
  present: boolean,
): PlayerState {
  const c = colourState(matches);
  return {
    id,
    rankIndex: -1,
    matches,
    score,
    accelerations,
    playedGames: c.playedGames,
    colourImbalance: c.colourImbalance,
    preference: c.preference,
    repeatedColour: c.repeatedColour,
    strong: c.strong,
    absolute: c.absolute,
    absoluteImbalance: c.absoluteImbalance,
    valid,
    present,
  };
}

/** C.04.3 A.6: colour difference, the last two colours, the preference and its strength. */
function colourState(matches: readonly Match[]) {
  let white = 0;
  let black = 0;
  let consecutive = 0;
  let last: Colour | null = null;
  let playedGames = 0;
  for (const m of matches) {
    if (!m.played || m.colour === null) continue;
    playedGames++;
    if (m.colour === 'w') white++;
    else black++;
    consecutive = consecutive === 0 || m.colour !== last ? 1 : consecutive + 1;
    last = m.colour;
  }
  const lowerColour: Colour = white > black ? 'b' : 'w';
  const colourImbalance = Math.abs(white - black);
  const preference: Colour | null =
    colourImbalance > 1
      ? lowerColour
      : consecutive > 1 && last
        ? invert(last)
        : colourImbalance > 0
          ? lowerColour
          : last
            ? invert(last)
            : null;
  const repeatedColour = consecutive > 1 ? last : null;
  const absoluteImbalance = colourImbalance > 1;
  const absolute = absoluteImbalance || repeatedColour !== null;
  return {
    playedGames,
    colourImbalance,
    preference,
    repeatedColour,
    absoluteImbalance,
    absolute,
    strong: !absolute && colourImbalance > 0,
  };
}

/** The score used for pairing, `roundsBack` rounds ago, with the virtual points of that round. */
export function pairingScore(p: PlayerState, playedRounds: number, roundsBack = 0): number {
  let score = p.score;
  let round = playedRounds;
  for (let k = 0; k < roundsBack; k++) {
    round--;
    score -= p.matches[round]?.points ?? 0;
  }
  return score + (p.accelerations[round] ?? 0);
}

/** C.04.1 c / C.04.3 C.2: no pairing-allocated bye after one, nor after a full-point unplayed round. */
export function eligibleForBye(p: PlayerState, points: Points): boolean {
  return !p.matches.some(
    (m) => !m.played && (m.points >= points.win || (m.participated && m.opponent === p.id)),
  );
}
