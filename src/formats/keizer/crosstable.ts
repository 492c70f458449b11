/**
 * The crosstable: one row per player in ranking order, one cell per round (opponent, colour,
 * outcome and the points the round is worth now), and the games against each opponent. The
 * per-round points add up, with own value and entry points, to the score exactly.
 */
import type { Rational } from '../../core/rational.js';
import type { ParticipantId } from '../../core/types.js';
import { rankingAfter } from './ranking-view.js';
import { pointsByRound, seasonRanking } from './recalc.js';
import { type OutcomeKind, outcomeAt, sheetOf } from './sheet.js';
import type { KeizerState } from './state.js';
import { fromUnits } from './units.js';

export interface CrosstableCell {
  readonly round: number;
  readonly outcome: OutcomeKind;
  readonly opponent?: ParticipantId;
  readonly colour?: 'white' | 'black';
  /** What the round adds to the score under the current values (KZ-10). */
  readonly points: Rational;
}

export interface CrosstableRow {
  readonly place: number;
  readonly participantId: ParticipantId;
  readonly score: Rational;
  /** Own value plus entry points: the part of the score no round explains. */
  readonly base: Rational;
  readonly cells: readonly CrosstableCell[];
}

export interface Crosstable {
  readonly rounds: readonly number[];
  readonly rows: readonly CrosstableRow[];
}

export function crosstable(state: KeizerState): Crosstable {
  const ranking = rankingAfter(state);
  const unit = seasonRanking(state).unit.unit;
  const parts = pointsByRound(state);
  const sheets = sheetOf(state).rounds;
  const rows = ranking.rows
    .filter((r) => !r.entering)
    .map((r): CrosstableRow => {
      const i = state.byId.get(r.participantId)?.index ?? -1;
      const cells = sheets.map((sheet, k): CrosstableCell => {
        const opp = sheet.opponent[i] as number;
        const colour = sheet.colour[i];
        return {
          round: sheet.round,
          outcome: outcomeAt(sheet, i),
          ...(opp >= 0 ? { opponent: state.players[opp]?.id as ParticipantId } : {}),
          ...(colour === 1 ? { colour: 'white' as const } : colour === 2 ? { colour: 'black' as const } : {}),
          points: fromUnits(parts.rounds[k]?.points[i] ?? 0, unit),
        };
      });
      return {
        place: r.place,
        participantId: r.participantId,
        score: r.score,
        base: fromUnits(parts.base[i] ?? 0, unit),
        cells,
      };
    });
  return { rounds: sheets.map((s) => s.round), rows };
}

/** The games two players had this season, in round order (for the player × player view). */
export function meetings(table: Crosstable, a: ParticipantId, b: ParticipantId): CrosstableCell[] {
  return table.rows.find((r) => r.participantId === a)?.cells.filter((c) => c.opponent === b) ?? [];
}
