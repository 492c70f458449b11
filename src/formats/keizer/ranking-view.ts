/**
 * The ranking as pages show it: each player's place, value and score (exact rationals), his
 * record so far, prize eligibility (KZ-14) and movement since the previous ranking. Built from the
 * recalculation history (recalc.ts) and the outcome sheet (sheet.ts).
 */
import { type Rational, rational } from '../../core/rational.js';
import type { ParticipantId } from '../../core/types.js';
import { fractionOf, type KeizerConfig, totalRounds } from './config.js';
import { baseRanking, seasonRanking } from './recalc.js';
import { COUNTS_AS_PLAYED, outcomeAt, sheetOf } from './sheet.js';
import type { KeizerState } from './state.js';
import { scaleTooShort } from './values.js';

export interface PlayerRecordStats {
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** Byes and stranded rounds (KZ-9). */
  readonly byes: number;
  readonly absences: number;
  /** Rounds that count for prize eligibility (KZ-14). */
  readonly attended: number;
}

export interface RankingRow extends PlayerRecordStats {
  readonly place: number;
  readonly participantId: ParticipantId;
  readonly score: Rational;
  /** The value of his place: what a win against him is worth in the next recalculation. */
  readonly value: Rational;
  readonly group?: string;
  /** KZ-14: has played enough rounds for a prize (or still can: see `attendanceNeeded`). */
  readonly eligible: boolean;
  /** Places gained since the previous ranking (negative: lost); undefined for newcomers. */
  readonly movement?: number;
  /** Joins in the next round (KZ-6): placed by his entry points. */
  readonly entering: boolean;
}

export interface KeizerRanking {
  /** The ranking after this round (0: the initial ranking). */
  readonly round: number;
  readonly method: KeizerConfig['recalculation']['method'];
  readonly rows: readonly RankingRow[];
  /** Rounds a player must have attended for a prize (KZ-14). */
  readonly attendanceNeeded: number;
  /** English sentences for notes under the table; codes in `noteCodes` for translation. */
  readonly notes: readonly string[];
  readonly noteCodes: readonly string[];
}

/** KZ-14: rounds needed for a prize, e.g. 2/3 of 28 → 19. */
export function attendanceNeeded(config: KeizerConfig): number {
  const share = fractionOf(config.prizeEligibility);
  return Math.ceil((share.n * totalRounds(config)) / share.d);
}

/** Per player index, his record over the rounds up to `round`. */
function recordsUpTo(state: KeizerState, round: number): PlayerRecordStats[] {
  const stats = state.players.map(() => ({
    games: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    byes: 0,
    absences: 0,
    attended: 0,
  }));
  for (const sheet of sheetOf(state).rounds) {
    if (sheet.round > round) break;
    stats.forEach((s, i) => {
      const kind = outcomeAt(sheet, i);
      if (kind === 'none' || kind === 'pending') return;
      if (kind === 'win' || kind === 'draw' || kind === 'loss') {
        s.games++;
        if (kind === 'win') s.wins++;
        else if (kind === 'draw') s.draws++;
        else s.losses++;
      } else if (kind === 'bye' || kind === 'stranded') s.byes++;
      else s.absences++;
      if (COUNTS_AS_PLAYED.has(kind)) s.attended++;
    });
  }
  return stats;
}

/**
 * The ranking after `round` (default: the latest). The latest ranking also lists players who
 * join in the next round, at the place their entry points give them (KZ-6).
 */
export function rankingAfter(state: KeizerState, round = state.lastPaired): KeizerRanking {
  const season = seasonRanking(state);
  const { unit, valueDen } = { unit: season.unit.unit, valueDen: season.unit.scale.valueDen };
  const snapshot = [...season.snapshots].reverse().find((s) => s.round <= round) ?? season.snapshots[0];
  const previous = [...season.snapshots].reverse().find((s) => s.round < (snapshot?.round ?? 0));
  const latest = round >= state.lastPaired;
  const current = latest ? baseRanking(state, state.lastPaired + 1) : snapshot;
  if (!snapshot || !current) throw new RangeError('a season always has an initial ranking');
  const records = recordsUpTo(state, snapshot.round);
  const needed = attendanceNeeded(state.config);
  const total = totalRounds(state.config);
  // Rounds still to come that a player can attend: not those he already gave notice for.
  const excused = new Map<string, number>();
  for (const [key, notice] of state.notices) {
    const [round, id] = [Number(key.slice(0, key.indexOf(':'))), key.slice(key.indexOf(':') + 1)];
    if (round > snapshot.round && notice.reason === 'notice') excused.set(id, (excused.get(id) ?? 0) + 1);
  }
  const remaining = (id: string, firstRound: number) =>
    total - Math.max(snapshot.round, firstRound - 1) - (excused.get(id) ?? 0);
  const rows = Array.from(current.order, (i, p): RankingRow => {
    const player = state.players[i];
    const id = player?.id ?? '';
    const stats = records[i] as PlayerRecordStats;
    const before = previous ? (previous.place[i] as number) : 0;
    const placeNow = snapshot.place[i] as number;
    const group = state.groups.get(id);
    return {
      place: p + 1,
      participantId: id,
      score: rational(current.score[i] as number, unit),
      value: rational(current.values[i] as number, valueDen),
      ...(group ? { group } : {}),
      ...stats,
      // KZ-14: attended enough, or can still attend enough of the rounds left.
      eligible: stats.attended + remaining(id, player?.firstRound ?? 1) >= needed,
      ...(before > 0 && placeNow > 0 ? { movement: before - placeNow } : {}),
      entering: placeNow === 0,
    };
  });
  const notes: string[] = [];
  const noteCodes: string[] = [];
  if (scaleTooShort(season.unit.scale, rows.length)) {
    notes.push(
      `the field of ${rows.length} is larger than the value scale: the last places all have the minimum value`,
    );
    noteCodes.push('keizer.note.scale-too-short');
  }
  if (!snapshot.converged) {
    notes.push(`the fixed-point recalculation stopped after ${snapshot.passes} passes without settling`);
    noteCodes.push('keizer.note.not-converged');
  }
  if (snapshot.scoredWith.length === 2) {
    notes.push('the fixed-point recalculation alternated between two rankings: their scores are averaged');
    noteCodes.push('keizer.note.averaged');
  }
  return {
    round: snapshot.round,
    method: state.config.recalculation.method,
    rows,
    attendanceNeeded: needed,
    notes,
    noteCodes,
  };
}
