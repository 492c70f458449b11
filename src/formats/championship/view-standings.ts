/**
 * The standings page's data: SD-2 standings after any round with W–L and spread, and — once the
 * final is decided — the champion and runner-up on places 1 and 2 (SD-16), everybody else after
 * them in SD-2 order.
 */
import type { ParticipantId } from '../../core/types.js';
import { finalStatus } from './final.js';
import { computeStandings, formatRecord, formatSpread, type Standing } from './standings.js';
import type { ChampionshipState } from './state.js';

export type FinalRole = 'champion' | 'runner-up' | 'finalist';

export interface StandingsRowView {
  readonly place: number;
  readonly id: ParticipantId;
  readonly name: string;
  readonly rating: number;
  readonly halfWins: number;
  readonly halfLosses: number;
  /** "15½–3½" */
  readonly record: string;
  readonly spread: number;
  /** "+1018" */
  readonly spreadText: string;
  readonly games: number;
  readonly byes: number;
  readonly withdrawn: boolean;
  readonly finalRole?: FinalRole;
  /** SD-2 criterion that separated the player from the neighbours. */
  readonly decidedBy?: string;
}

export interface StandingsView {
  /** The last round counted. */
  readonly throughRound: number;
  readonly rows: readonly StandingsRowView[];
  /** True when places 1 and 2 come from the final rather than from SD-2. */
  readonly byFinal: boolean;
}

const rowOf = (s: Standing, place: number, finalRole?: FinalRole): StandingsRowView => ({
  place,
  id: s.id,
  name: s.name,
  rating: s.rating,
  halfWins: s.halfWins,
  halfLosses: s.halfLosses,
  record: formatRecord(s.halfWins, s.halfLosses),
  spread: s.spread,
  spreadText: formatSpread(s.spread),
  games: s.games,
  byes: s.byes,
  withdrawn: s.withdrawn,
  ...(finalRole ? { finalRole } : {}),
  ...(s.decidedBy ? { decidedBy: s.decidedBy } : {}),
});

/** Standings after `throughRound` (all rounds played so far when omitted). */
export function standingsView(state: ChampionshipState, throughRound?: number): StandingsView {
  const last = throughRound ?? state.rounds.length;
  const standings = computeStandings(state, last);
  const final = state.final;
  const status = final && finalStatus(state.config.final.mode, final.finalists, final.games);
  if (!final || !status || last < state.rounds.length) {
    return { throughRound: last, rows: standings.map((s) => rowOf(s, s.place)), byFinal: false };
  }
  if (status.champion === undefined || status.runnerUp === undefined) {
    const finalists = new Set(final.finalists);
    return {
      throughRound: last,
      rows: standings.map((s) => rowOf(s, s.place, finalists.has(s.id) ? 'finalist' : undefined)),
      byFinal: false,
    };
  }
  const byId = new Map(standings.map((s) => [s.id, s]));
  const top = [byId.get(status.champion), byId.get(status.runnerUp)].filter(
    (s): s is Standing => s !== undefined,
  );
  const rest = standings.filter((s) => s.id !== status.champion && s.id !== status.runnerUp);
  return {
    throughRound: last,
    rows: [
      ...top.map((s, i) => rowOf(s, i + 1, i === 0 ? 'champion' : 'runner-up')),
      ...rest.map((s, i) => rowOf(s, top.length + i + 1)),
    ],
    byFinal: true,
  };
}
