/**
 * Tie-breaks by FIDE C.07 (Play-off and tie-break regulations, 2023), chosen and ordered per
 * tournament (C.07 4.1), computed exactly from the outcome sheets (`core/rational.ts`), by the
 * edition of C.07 16 (unplayed rounds) the competition is scored under (`TIE_BREAK_EDITIONS`).
 *
 * Unplayed rounds as in force from 1 March 2026 (edition `c07-2026`): a requested bye (half- or
 * zero-point; a round not paired after withdrawing or before entering counts as a zero-point bye)
 * and a forfeit loss are voluntary unplayed rounds (VUR, 16.1). In his opponents' tie-breaks a
 * player's score counts with the points of his unplayed rounds, except that a requested bye
 * followed only by VURs, or in the last round (16.2.5), counts as a draw (16.3). For his own
 * Buchholz and Sonneborn-Berger each unplayed round is a game against a dummy whose score is his
 * own, but no more than the scheduled opponent's adjusted score for a forfeit (16.4.1), nor than a
 * draw's points times the rounds for a bye or a round not paired (16.4.2). With low cuts a VUR is
 * cut first (16.5).
 *
 * The 2023 text (edition `c07-2023`): opponents count their scores as they are (16.3), the dummy
 * has the player's own score uncapped (16.4), and every bye a player asked for, the full-point
 * one too, is voluntary and cut first (16.5).
 */
import type { Criterion } from '../../../core/ranking.js';
import { add, compare, mul, type Rational, rational, sum, ZERO } from '../../../core/rational.js';
import type { ParticipantId } from '../../../core/types.js';
import type { LineKind, SheetLine } from '../sheet.js';
import { TIE_BREAKS, type TieBreak, type TieBreakEdition } from './names.js';
import { dpOf } from './performance.js';

export { CURRENT_TIE_BREAK_EDITION, TIE_BREAK_EDITIONS, type TieBreakEdition } from './names.js';
export { TIE_BREAKS, type TieBreak };

/** What the tie-breaks are computed from: each player's lines, final score (points) and rating. */
export interface TieBreakInput {
  readonly edition: TieBreakEdition;
  readonly sheets: ReadonlyMap<ParticipantId, readonly SheetLine[]>;
  readonly scores: ReadonlyMap<ParticipantId, Rational>;
  readonly ratings: ReadonlyMap<ParticipantId, number>;
  /** Points of a win, in tenths (C.07 7.1). */
  readonly winPoints: number;
  /** Points of a draw, in tenths (C.07 16.3, 16.4.2). */
  readonly drawPoints: number;
}

/** C.07 16.2: the rounds a player did not play over the board. */
const isPlayed = (l: SheetLine): boolean => l.kind === 'played';
/** C.07 16.1: the voluntary unplayed rounds (requested byes, forfeits lost, rounds not paired); a full-point bye is none (16.2.1). */
const VOLUNTARY: ReadonlySet<LineKind> = new Set(['half-bye', 'zero-bye', 'forfeit-loss', 'absent']);
/** C.07 16.5 (2023 text): the unplayed rounds the player chose, a requested full-point bye among them. */
const VOLUNTARY_2023: ReadonlySet<LineKind> = new Set([...VOLUNTARY, 'full-bye']);
const voluntaryIn = (edition: TieBreakEdition): ReadonlySet<LineKind> =>
  edition === 'c07-2023' ? VOLUNTARY_2023 : VOLUNTARY;
/** C.07 16.1: the requested byes (a round not paired counts as a zero-point bye). */
const REQUESTED: ReadonlySet<LineKind> = new Set(['half-bye', 'zero-bye', 'absent']);

const points = (tenths: number): Rational => rational(tenths, 10);
const scoreOf = (input: TieBreakInput, id: ParticipantId): Rational => input.scores.get(id) ?? ZERO;
const linesOf = (input: TieBreakInput, id: ParticipantId): readonly SheetLine[] => input.sheets.get(id) ?? [];

interface Contribution {
  readonly value: Rational;
  readonly voluntary: boolean;
}

/** The last round any sheet has a line for: the rounds the tie-breaks cover. */
const lastRound = (input: TieBreakInput): number =>
  Math.max(0, ...[...input.sheets.values()].flatMap((lines) => lines.map((l) => l.round)));

/**
 * C.07 16.3: each player's score as his opponents' tie-breaks count it — the points of every
 * round, but a requested bye followed only by VURs, or in the last round (16.2.5), as a draw.
 */
export function adjustedScores(input: TieBreakInput): Map<ParticipantId, Rational> {
  const last = lastRound(input);
  return new Map(
    [...input.sheets].map(([id, lines]) => {
      const inOrder = [...lines].sort((a, b) => a.round - b.round);
      const firstOfTail = inOrder.findLastIndex((l) => !VOLUNTARY.has(l.kind)) + 1;
      const tenths = inOrder.reduce(
        (s, l, i) =>
          s + (REQUESTED.has(l.kind) && (i >= firstOfTail || l.round === last) ? input.drawPoints : l.points),
        0,
      );
      return [id, points(tenths)];
    }),
  );
}

const minimum = (a: Rational, b: Rational): Rational => (compare(a, b) <= 0 ? a : b);

/** What the Buchholz and Sonneborn-Berger count per round: the opponent's adjusted score or the dummy's. */
type RoundValue = (l: SheetLine) => Rational;

/**
 * C.07 8.1, 16.3 and 16.4: a game's opponent counts his adjusted score; an unplayed round a dummy
 * with the player's own score, at most the scheduled opponent's adjusted score for a forfeit
 * (16.4.1) and a draw's points times the rounds otherwise (16.4.2).
 */
function roundValues(input: TieBreakInput): (id: ParticipantId) => RoundValue {
  if (input.edition === 'c07-2023') return roundValues2023(input);
  const adjusted = adjustedScores(input);
  const drawsCap = points(input.drawPoints * lastRound(input));
  const adjustedOf = (id: ParticipantId) => adjusted.get(id) ?? ZERO;
  return (id) => (l) => {
    if (isPlayed(l) && l.opponent !== null) return adjustedOf(l.opponent);
    const cap = l.opponent !== null ? adjustedOf(l.opponent) : drawsCap;
    return minimum(scoreOf(input, id), cap);
  };
}

/** C.07 8.1, 16.3 and 16.4 (2023 text): a game's opponent counts his score, an unplayed round the player's own. */
const roundValues2023 =
  (input: TieBreakInput) =>
  (id: ParticipantId): RoundValue =>
  (l) =>
    scoreOf(input, isPlayed(l) && l.opponent !== null ? l.opponent : id);

function buchholzValues(input: TieBreakInput, countOf: RoundValue, id: ParticipantId): Contribution[] {
  const voluntary = voluntaryIn(input.edition);
  return linesOf(input, id).map((l) => ({ value: countOf(l), voluntary: voluntary.has(l.kind) }));
}

/**
 * C.07 14 (14.1 Cut-1, Cut-2; 14.2 Median1): drop the `low` least significant values, voluntary unplayed
 * rounds first (16.5), and the `high` most significant ones.
 */
export function cut(values: readonly Contribution[], low: number, high: number): Rational {
  const byValue = (a: Contribution, b: Contribution) => compare(a.value, b.value);
  const rest = [...values].sort(byValue);
  for (let i = 0; i < low && rest.length > 0; i++) {
    const voluntary = rest.findIndex((c) => c.voluntary);
    rest.splice(voluntary >= 0 ? voluntary : 0, 1);
  }
  rest.splice(Math.max(0, rest.length - high), Math.min(high, rest.length));
  return sum(rest.map((c) => c.value));
}

/** C.07 9.1 Sonneborn-Berger: each round's points times the opponent's score (the dummy's when unplayed, 16.4). */
function sonnebornBerger(input: TieBreakInput, countOf: RoundValue, id: ParticipantId): Rational {
  return sum(linesOf(input, id).map((l) => mul(points(l.points), countOf(l))));
}

/**
 * C.07 6 Direct encounter: the points among the tied players, when each of them has met each
 * other (over the board or by forfeit); otherwise it separates nobody (0 for all).
 */
function directEncounter(input: TieBreakInput, id: ParticipantId, group: readonly ParticipantId[]): Rational {
  const tied = new Set(group);
  for (const a of group) {
    const met = new Set(linesOf(input, a).flatMap((l) => (l.opponent === null ? [] : [l.opponent])));
    for (const b of group) if (a !== b && !met.has(b)) return ZERO;
  }
  return sum(
    linesOf(input, id)
      .filter((l) => l.opponent !== null && tied.has(l.opponent))
      .map((l) => points(l.points)),
  );
}

const count = (input: TieBreakInput, id: ParticipantId, f: (l: SheetLine) => boolean): Rational =>
  rational(linesOf(input, id).filter(f).length);

/** C.07 7.5 progressive score: the running score after each round, summed; cut-1 leaves out round 1. */
function progressive(input: TieBreakInput, id: ParticipantId, cutFirst: number): Rational {
  let running = ZERO;
  let total = ZERO;
  for (const [i, l] of [...linesOf(input, id)].sort((a, b) => a.round - b.round).entries()) {
    running = add(running, points(l.points));
    if (i >= cutFirst) total = add(total, running);
  }
  return total;
}

/** The rated opponents met over the board. */
const opponentRatings = (input: TieBreakInput, id: ParticipantId): number[] =>
  linesOf(input, id)
    .filter((l) => isPlayed(l) && l.opponent !== null)
    .map((l) => input.ratings.get(l.opponent as ParticipantId) ?? 0)
    .filter((r) => r > 0);

/** A non-negative exact quotient rounded half up to a whole number. */
const roundHalfUp = (n: number, d: number): number => Math.floor((2 * n + d) / (2 * d));

/** C.07 10.1 average rating of opponents (rounded to a whole number), with the lowest cut if asked (14.1). */
export function averageRatingOfOpponents(input: TieBreakInput, id: ParticipantId, cutLowest = 0): number {
  const ratings = opponentRatings(input, id)
    .sort((a, b) => a - b)
    .slice(cutLowest);
  if (ratings.length === 0) return 0;
  return roundHalfUp(
    ratings.reduce((s, r) => s + r, 0),
    ratings.length,
  );
}

/**
 * C.07 10.2 tournament performance rating: ARO plus dp of the percentage scored in the games
 * played over the board against rated opponents (rounded to hundredths, B.02 table).
 */
export function performanceRating(input: TieBreakInput, id: ParticipantId): number {
  const games = linesOf(input, id).filter(
    (l) => isPlayed(l) && l.opponent !== null && (input.ratings.get(l.opponent) ?? 0) > 0,
  );
  if (games.length === 0) return 0;
  const scored = games.reduce((s, l) => s + (l.outcome === 'win' ? 2 : l.outcome === 'draw' ? 1 : 0), 0);
  const hundredths = roundHalfUp(100 * scored, 2 * games.length);
  return averageRatingOfOpponents(input, id) + dpOf(hundredths);
}

const absolute = (id: TieBreak, value: (p: ParticipantId) => Rational): Criterion<ParticipantId> => ({
  id,
  label: `tb.${id}`,
  absolute: true,
  value,
});

/** Every C.07 tie-break as a ranking criterion (higher is better) over the input. */
export function tieBreakCriteria(input: TieBreakInput): Record<TieBreak, Criterion<ParticipantId>> {
  const values = roundValues(input);
  const bh = (low: number, high: number) => (id: ParticipantId) =>
    cut(buchholzValues(input, values(id), id), low, high);
  const win = input.winPoints;
  return {
    buchholz: absolute('buchholz', bh(0, 0)),
    'buchholz-cut1': absolute('buchholz-cut1', bh(1, 0)),
    'buchholz-cut2': absolute('buchholz-cut2', bh(2, 0)),
    'buchholz-median1': absolute('buchholz-median1', bh(1, 1)),
    'sonneborn-berger': absolute('sonneborn-berger', (id) => sonnebornBerger(input, values(id), id)),
    'direct-encounter': {
      id: 'direct-encounter',
      label: 'tb.direct-encounter',
      value: (id, group) => directEncounter(input, id, group),
    },
    wins: absolute('wins', (id) => count(input, id, (l) => l.points >= win)),
    won: absolute('won', (id) => count(input, id, (l) => isPlayed(l) && l.outcome === 'win')),
    'games-black': absolute('games-black', (id) => count(input, id, (l) => isPlayed(l) && l.colour === 'b')),
    'wins-black': absolute('wins-black', (id) =>
      count(input, id, (l) => isPlayed(l) && l.colour === 'b' && l.outcome === 'win'),
    ),
    aro: absolute('aro', (id) => rational(averageRatingOfOpponents(input, id))),
    'aro-cut1': absolute('aro-cut1', (id) => rational(averageRatingOfOpponents(input, id, 1))),
    tpr: absolute('tpr', (id) => rational(performanceRating(input, id))),
    progressive: absolute('progressive', (id) => progressive(input, id, 0)),
    'progressive-cut1': absolute('progressive-cut1', (id) => progressive(input, id, 1)),
  };
}
