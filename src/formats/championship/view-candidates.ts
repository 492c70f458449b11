/**
 * The round-20 explanation page's data (SD-9 … SD-14): who is safe, out, a candidate or the
 * filler, and why; which games are (or would be) fixed; and whether the top game was released.
 * Shown as a preview once the round before is complete, and kept after the round is paired.
 */
import type { ParticipantId } from '../../core/types.js';
import type { CandidateEntry, CandidatesAnalysis } from './candidates.js';
import { analysisOf, fieldOf } from './pair-round.js';
import { formatRecord, formatSpread } from './standings.js';
import { type ChampionshipState, isComplete, roundOf } from './state.js';

export interface CandidateRowView extends CandidateEntry {
  readonly name: string;
  readonly record: string;
  readonly spreadText: string;
}

export interface CandidatesView {
  readonly round: number;
  /** `waiting`: earlier rounds are still open; `preview`: what pairing now would fix; `paired`: done. */
  readonly status: 'waiting' | 'preview' | 'paired';
  readonly rows: readonly CandidateRowView[];
  readonly analysis?: CandidatesAnalysis;
  /** The games the round's pairing actually fixed (once paired). */
  readonly fixedInRound?: readonly (readonly [ParticipantId, ParticipantId])[];
}

export function candidatesView(state: ChampionshipState): CandidatesView | undefined {
  const round = state.config.candidatesRound;
  if (round === null) return undefined;
  const before = state.rounds.slice(0, round - 1);
  if (before.length < round - 1 || !before.every(isComplete)) return { round, status: 'waiting', rows: [] };
  const field = fieldOf(state, round);
  const analysis = analysisOf(state, field);
  const byId = new Map(field.map((s) => [s.id, s]));
  const rows = analysis.entries.map((e): CandidateRowView => {
    const s = byId.get(e.id);
    return {
      ...e,
      name: s?.name ?? e.id,
      record: s ? formatRecord(s.halfWins, s.halfLosses) : '',
      spreadText: formatSpread(e.spread),
    };
  });
  const paired = roundOf(state, round);
  if (!paired) return { round, status: 'preview', rows, analysis };
  const fixedInRound = paired.pairings
    .filter((p) => p.fixed && p.second !== null)
    .map((p) => [p.first, p.second as ParticipantId] as const);
  return { round, status: 'paired', rows, analysis, fixedInRound };
}
