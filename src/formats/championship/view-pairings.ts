/**
 * The pairings page's data: one round's boards with both players' standing before the round,
 * the result, and whether the game was fixed by the candidates rule (SD-12); for the candidates
 * round also the explanation (SD-9 … SD-13).
 */
import type { ParticipantId } from '../../core/types.js';
import type { CandidatesAnalysis } from './candidates.js';
import type { RoundMethod } from './events.js';
import { analysisOf, fieldOf } from './pair-round.js';
import { computeStandings, formatRecord, formatSpread, type Standing } from './standings.js';
import { type ChampionshipState, type GameResult, isComplete, roundOf } from './state.js';

export interface SeatView {
  readonly id: ParticipantId;
  readonly name: string;
  /** Place, record and spread before the round. */
  readonly place: number;
  readonly record: string;
  readonly spread: string;
  readonly halfWins: number;
}

export type BoardResult =
  | { readonly kind: 'scores'; readonly firstScore: number; readonly secondScore: number }
  | { readonly kind: 'forfeit'; readonly absent: readonly ParticipantId[] }
  | { readonly kind: 'bye' };

export interface BoardView {
  readonly board?: number;
  readonly first: SeatView;
  readonly second: SeatView | null;
  readonly fixed: boolean;
  readonly result?: BoardResult;
  /** "412:388", "bye", "forfeit: b", or "" while unplayed. */
  readonly text: string;
}

export interface PairingsView {
  readonly round: number;
  readonly method: RoundMethod;
  readonly status: 'paired' | 'playing' | 'complete';
  readonly boards: readonly BoardView[];
  /** Players whose opponent had a different number of wins before the round. */
  readonly outsideGroup: number;
  /** The candidates analysis, for the candidates round. */
  readonly analysis?: CandidatesAnalysis;
}

function seatOf(s: Standing | undefined, id: ParticipantId, state: ChampionshipState): SeatView {
  return {
    id,
    name: s?.name ?? state.byId.get(id)?.name ?? id,
    place: s?.place ?? 0,
    record: s ? formatRecord(s.halfWins, s.halfLosses) : '',
    spread: s ? formatSpread(s.spread) : '',
    halfWins: s?.halfWins ?? 0,
  };
}

function resultOf(result: GameResult | undefined, bye: boolean): BoardResult | undefined {
  if (result?.kind === 'scores')
    return { kind: 'scores', firstScore: result.firstScore, secondScore: result.secondScore };
  if (result?.kind === 'forfeit') return { kind: 'forfeit', absent: result.absent };
  return bye ? { kind: 'bye' } : undefined;
}

/** "412:388", "bye", "forfeit: p7" — or undefined while the game is unplayed. */
export function resultText(result: GameResult | undefined, bye: boolean): string | undefined {
  if (result?.kind === 'scores') return `${result.firstScore}:${result.secondScore}`;
  if (result?.kind === 'forfeit') return `forfeit: ${result.absent.join(', ')}`;
  return bye ? 'bye' : undefined;
}

export function pairingsView(state: ChampionshipState, round: number): PairingsView | undefined {
  const current = roundOf(state, round);
  if (!current) return undefined;
  const before = new Map(computeStandings(state, round - 1).map((s) => [s.id, s]));
  let outsideGroup = 0;
  const boards = current.pairings.map((p, i): BoardView => {
    const result = resultOf(current.results[i], p.second === null);
    const first = seatOf(before.get(p.first), p.first, state);
    const second = p.second === null ? null : seatOf(before.get(p.second), p.second, state);
    if (second && second.halfWins !== first.halfWins) outsideGroup += 2;
    return {
      ...(p.board === undefined ? {} : { board: p.board }),
      first,
      second,
      fixed: p.fixed === true,
      ...(result ? { result } : {}),
      text: resultText(current.results[i], p.second === null) ?? '',
    };
  });
  const status =
    current.recorded === 0 && !isComplete(current) ? 'paired' : isComplete(current) ? 'complete' : 'playing';
  const analysis =
    current.method === 'final-candidates' ? analysisOf(state, fieldOf(state, round)) : undefined;
  return { round, method: current.method, status, boards, outsideGroup, ...(analysis ? { analysis } : {}) };
}
