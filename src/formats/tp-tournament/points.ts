/**
 * Tournament points of one game in integer tenths (TX-2 … TX-6), with the whole breakdown a page
 * shows: stones, margin, the table split, minutes, lateness, time penalties, clamping.
 * Nothing here is a float: the seed's table is data and penalties are whole minutes.
 */
import type { ParticipantId } from '../../core/types.js';
import type { TpConfig } from './config.js';
import type { GameResult, Pair } from './result.js';

export type GameKind = 'played' | 'no-show' | 'double-no-show' | 'double-crash';

/** A side's outcome by game score, in halves: 2 a win, 1 a draw, 0 a loss (TX-7 counts draws ½). */
export type Halves = 0 | 1 | 2;

export interface TpBreakdown {
  readonly kind: GameKind;
  readonly stones: Pair<number>;
  readonly margin: number;
  /** The table's split before time penalties (TX-2), tenths. */
  readonly base: Pair<number>;
  /** Minutes as reported (played games only). */
  readonly minutes?: Pair<number>;
  /** TX-10: minutes added for coming late. */
  readonly addedMinutes: Pair<number>;
  /** TX-3: full minutes beyond the free minutes. */
  readonly penaltyMinutes: Pair<number>;
  /** Tenths moved from the first player to the second by penalties (negative: the other way). */
  readonly transfer: number;
  /** True when the penalties would have left 0..20 and the split was held at 20:0 (TX-3). */
  readonly clamped: boolean;
  readonly tp: Pair<number>;
  readonly outcome: Pair<Halves>;
  /** TX-4, TX-13: only games actually played to the end are rated. */
  readonly rated: boolean;
}

const NONE: Pair<number> = [0, 0];

/** TX-2: the winner's tenths for a margin, from the table; beyond the table the winner takes all. */
function winnerTenths(margin: number, config: TpConfig): number {
  return config.points.winnerByMargin[margin] ?? config.points.perGame;
}

/** TX-2: the split of a game by its stones, tenths, before penalties. */
export function tableSplit(stones: Pair<number>, config: TpConfig): Pair<number> {
  const [a, b] = stones;
  const winner = winnerTenths(Math.abs(a - b), config);
  const loser = config.points.perGame - winner;
  return a >= b ? [winner, loser] : [loser, winner];
}

/** TX-3: full minutes beyond the free minutes (15:00–15:59 reported as 15 → 1). */
export const penaltyMinutes = (minutes: number, config: TpConfig): number =>
  Math.max(0, minutes - config.timePenalty.freeMinutes);

/** TX-10: every minute of lateness beyond the grace minutes is added to the late player's time. */
export const addedMinutes = (late: number, config: TpConfig): number =>
  Math.max(0, late - config.weekend.graceMinutes);

function outcomeOf(stones: Pair<number>): Pair<Halves> {
  if (stones[0] === stones[1]) return [1, 1];
  return stones[0] > stones[1] ? [2, 0] : [0, 2];
}

function breakdown(kind: GameKind, stones: Pair<number>, tp: Pair<number>, rated: boolean): TpBreakdown {
  return {
    kind,
    stones,
    margin: Math.abs(stones[0] - stones[1]),
    base: tp,
    addedMinutes: NONE,
    penaltyMinutes: NONE,
    transfer: 0,
    clamped: false,
    tp,
    outcome: kind === 'double-no-show' ? [0, 0] : outcomeOf(stones),
    rated,
  };
}

/**
 * The TP of a game whose result is aligned with `players`. `inCup` selects the no-show score
 * (TX-4). A double no-show shares nothing: neither player played, so there is no game to split.
 */
export function scoreGame(
  result: GameResult,
  players: Pair<ParticipantId>,
  inCup: boolean,
  config: TpConfig,
): TpBreakdown {
  switch (result.kind) {
    case 'double-crash': {
      // TX-6: 23:23, which the table makes 10:10; not rated, the score is a convention.
      const s = config.doubleCrashStones;
      return breakdown('double-crash', [s, s], tableSplit([s, s], config), false);
    }
    case 'no-show': {
      if (result.absent.length === 2) return breakdown('double-no-show', NONE, NONE, false);
      // TX-4: the present player wins 50:14 in the cup, 35:15 elsewhere; TP from the table.
      const [present, absent] = inCup ? config.noShow.cupStones : config.noShow.otherStones;
      const stones: Pair<number> = result.absent[0] === players[1] ? [present, absent] : [absent, present];
      return breakdown('no-show', stones, tableSplit(stones, config), false);
    }
    case 'played':
      return scorePlayed(result, config);
  }
}

function scorePlayed(result: Extract<GameResult, { kind: 'played' }>, config: TpConfig): TpBreakdown {
  const base = tableSplit(result.scores, config);
  const minutes = result.minutes ?? NONE;
  const late = result.late ?? NONE;
  const added: Pair<number> = [addedMinutes(late[0], config), addedMinutes(late[1], config)];
  const penalty: Pair<number> = [
    penaltyMinutes(minutes[0] + added[0], config),
    penaltyMinutes(minutes[1] + added[1], config),
  ];
  // TX-3: penalties net out (each minute moves one TP to the opponent), then the split is held
  // within 20:0 — netting first keeps the result independent of whose penalty is applied first.
  const transfer = (penalty[0] - penalty[1]) * config.timePenalty.tenthsPerMinute;
  const raw = base[0] - transfer;
  const first = Math.min(config.points.perGame, Math.max(0, raw));
  return {
    kind: 'played',
    stones: result.scores,
    margin: Math.abs(result.scores[0] - result.scores[1]),
    base,
    ...(result.minutes ? { minutes: result.minutes } : {}),
    addedMinutes: added,
    penaltyMinutes: penalty,
    transfer,
    clamped: first !== raw,
    tp: [first, config.points.perGame - first],
    outcome: outcomeOf(result.scores),
    rated: true,
  };
}

/**
 * TX-7, TX-8: the players whose reported minutes in a deciding game are beyond its limit. Minutes
 * are whole and rounded down, so 6 is over 5:00 for sure while 5 (5:00–5:59) is not known to be.
 */
export function overTimePlayers(
  result: Extract<GameResult, { kind: 'played' }>,
  players: Pair<ParticipantId>,
  limit: number,
): ParticipantId[] {
  const minutes = result.minutes;
  return minutes ? players.filter((_, side) => (minutes[side] ?? 0) > limit) : [];
}

/**
 * TX-7, TX-8: a deciding game's result with the player its minutes show over the limit named as
 * `timeout`, so that a reported 7 minutes loses the game at once even when nobody ticked it.
 */
export function withOverTime(result: GameResult, players: Pair<ParticipantId>, limit: number): GameResult {
  if (result.kind !== 'played' || result.timeout !== undefined) return result;
  const [overrun] = overTimePlayers(result, players, limit);
  return overrun === undefined ? result : { ...result, timeout: overrun };
}

/**
 * TX-7, TX-8: the winner of a play-off or tie-break game (first to win; over the time limit loses
 * at once; an absent player loses), or undefined when it was drawn and another game follows.
 */
export function decidingWinner(result: GameResult, players: Pair<ParticipantId>): ParticipantId | undefined {
  switch (result.kind) {
    case 'played': {
      if (result.timeout !== undefined) return result.timeout === players[0] ? players[1] : players[0];
      const [a, b] = result.scores;
      return a === b ? undefined : a > b ? players[0] : players[1];
    }
    case 'no-show':
      return result.absent.length === 1 ? players.find((p) => p !== result.absent[0]) : undefined;
    case 'double-crash':
      return undefined;
  }
}

/** Display of tenths as TP: 133 → "13.3". */
export const formatTp = (tenths: number): string =>
  `${tenths < 0 ? '-' : ''}${Math.floor(Math.abs(tenths) / 10)}.${Math.abs(tenths) % 10}`;
