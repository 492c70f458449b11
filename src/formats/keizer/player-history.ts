/**
 * A player's season: every round with its outcome, opponent, colour and points, and his place,
 * score and value after it (from the ranking history), plus his standing for prizes (KZ-14) and
 * whether he is signed off (KZ-13).
 */
import { type Rational, rational } from '../../core/rational.js';
import type { ParticipantId } from '../../core/types.js';
import { meetingWithin, seasonFacts } from './history.js';
import { type RankingRow, rankingAfter } from './ranking-view.js';
import { pointsByRound, seasonRanking } from './recalc.js';
import { type OutcomeKind, outcomeAt, sheetOf } from './sheet.js';
import { isSignedOff, type KeizerState } from './state.js';
import { fromUnits } from './units.js';

export interface HistoryLine {
  readonly round: number;
  readonly outcome: OutcomeKind;
  readonly opponent?: ParticipantId;
  readonly colour?: 'white' | 'black';
  /** Points of the round under the current values. */
  readonly points: Rational;
  /** The ranking after this round, as it was made then. */
  readonly placeAfter: number;
  readonly scoreAfter: Rational;
  readonly valueAfter: Rational;
}

export interface PlayerHistory {
  readonly participantId: ParticipantId;
  readonly firstRound: number;
  readonly entryPoints?: string;
  readonly group?: string;
  readonly initialPlace?: number;
  readonly current?: RankingRow;
  readonly signedOff: boolean;
  readonly lines: readonly HistoryLine[];
  /** Players he may not meet in the next round (KZ-12 rematch window). */
  readonly cannotMeet: readonly ParticipantId[];
}

export function playerHistory(state: KeizerState, participantId: ParticipantId): PlayerHistory | undefined {
  const player = state.byId.get(participantId);
  if (!player) return undefined;
  const i = player.index;
  const season = seasonRanking(state);
  const { unit } = season.unit;
  const valueDen = season.unit.scale.valueDen;
  const parts = pointsByRound(state);
  const lines: HistoryLine[] = [];
  sheetOf(state).rounds.forEach((sheet, k) => {
    const outcome = outcomeAt(sheet, i);
    if (outcome === 'none') return;
    const snap = season.snapshots.find((s) => s.round === sheet.round);
    const opp = sheet.opponent[i] as number;
    lines.push({
      round: sheet.round,
      outcome,
      ...(opp >= 0 ? { opponent: state.players[opp]?.id as ParticipantId } : {}),
      ...(sheet.colour[i] === 1
        ? { colour: 'white' as const }
        : sheet.colour[i] === 2
          ? { colour: 'black' as const }
          : {}),
      points: fromUnits(parts.rounds[k]?.points[i] ?? 0, unit),
      placeAfter: snap?.place[i] ?? 0,
      scoreAfter: fromUnits(snap?.score[i] ?? 0, unit),
      valueAfter: rational(snap?.values[i] ?? 0, valueDen),
    });
  });
  const next = state.lastPaired + 1;
  const met = meetingWithin(state, seasonFacts(state, next), next);
  const initialPlace = season.snapshots[0]?.place[i];
  const current = rankingAfter(state).rows.find((r) => r.participantId === participantId);
  const group = state.groups.get(participantId);
  return {
    participantId,
    firstRound: player.firstRound,
    ...(player.entryPoints !== undefined ? { entryPoints: player.entryPoints } : {}),
    ...(group ? { group } : {}),
    ...(initialPlace ? { initialPlace } : {}),
    ...(current ? { current } : {}),
    signedOff: isSignedOff(state, participantId, next),
    lines,
    cannotMeet: state.players
      .filter((p) => p.id !== participantId && met(participantId, p.id) !== undefined)
      .map((p) => p.id),
  };
}
