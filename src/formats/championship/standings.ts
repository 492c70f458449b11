/**
 * Standings (SD-2): wins (a draw ½) descending, then cumulative spread descending, then rating,
 * then the recorded lot. Computed from the outcome sheet after any round, so that pairings use
 * "the standings as of the previous round" and every page can show any round's table.
 */
import { type Criterion, numericCriterion, rankByChain } from '../../core/ranking.js';
import { formatHalves, rational } from '../../core/rational.js';
import type { ParticipantId } from '../../core/types.js';
import { outcomeSheets, type SheetLine } from './sheet.js';
import type { ChampionshipState, Player } from './state.js';

export interface Standing {
  readonly id: ParticipantId;
  readonly name: string;
  readonly rating: number;
  /** 1-based; unique, because the lot decides what nothing else does. */
  readonly place: number;
  readonly halfWins: number;
  readonly halfLosses: number;
  readonly spread: number;
  /** Lines with a result: games, byes and forfeits. */
  readonly games: number;
  readonly byes: number;
  /** Opponents of played games (forfeits are no meeting), in round order. */
  readonly opponents: readonly ParticipantId[];
  /** The opponent of the last round counted, if a game was played. */
  readonly lastOpponent?: ParticipantId;
  /** Games started (listed first). */
  readonly starts: number;
  /** Withdrawn before the next round. */
  readonly withdrawn: boolean;
  /** Id of the criterion that separated the player from the neighbours (`wins`, `spread`, `rating`, `lot`). */
  readonly decidedBy?: string;
}

const STANDING_CRITERIA = ['wins', 'spread', 'rating', 'lot'] as const;

/** Lot position: the lot's order, then registration order for anybody the lot does not list. */
function lotPositions(state: ChampionshipState): Map<ParticipantId, number> {
  const positions = new Map<ParticipantId, number>();
  for (const id of state.lot?.order ?? []) if (!positions.has(id)) positions.set(id, positions.size);
  for (const p of state.players) if (!positions.has(p.id)) positions.set(p.id, positions.size);
  return positions;
}

interface Tally {
  halfWins: number;
  spread: number;
  games: number;
  byes: number;
  starts: number;
  opponents: ParticipantId[];
  lastOpponent?: ParticipantId;
}

function tally(lines: readonly SheetLine[], lastRound: number): Tally {
  const t: Tally = { halfWins: 0, spread: 0, games: 0, byes: 0, starts: 0, opponents: [] };
  for (const line of lines) {
    t.halfWins += line.halfWins;
    t.spread += line.spread;
    t.games += 1;
    if (line.kind === 'bye') t.byes += 1;
    if (line.kind === 'game' && line.opponent !== null) {
      t.opponents.push(line.opponent);
      if (line.started) t.starts += 1;
      if (line.round === lastRound) t.lastOpponent = line.opponent;
    }
  }
  return t;
}

/** SD-2 standings after rounds 1 … `throughRound` (all rounds when omitted). */
export function computeStandings(state: ChampionshipState, throughRound?: number): Standing[] {
  const last = throughRound ?? state.rounds.length;
  const sheets = outcomeSheets(state, last);
  const tallies = new Map(state.players.map((p) => [p.id, tally(sheets.get(p.id) ?? [], last)]));
  const lot = lotPositions(state);
  const of = (p: Player) => tallies.get(p.id) as Tally;
  const chain: Criterion<Player>[] = [
    numericCriterion('wins', 'champ.col.wins', (p) => rational(of(p).halfWins, 2)),
    numericCriterion('spread', 'champ.col.spread', (p) => of(p).spread),
    numericCriterion('rating', 'col.rating', (p) => p.rating),
    // Earlier in the lot is better: negate so that higher is better.
    numericCriterion('lot', 'champ.col.lot', (p) => -(lot.get(p.id) ?? 0)),
  ];
  return rankByChain(state.players, chain).map((entry) => {
    const p = entry.player;
    const t = of(p);
    const from = state.withdrawn.get(p.id);
    return {
      id: p.id,
      name: p.name,
      rating: p.rating,
      place: entry.place,
      halfWins: t.halfWins,
      halfLosses: 2 * t.games - t.halfWins,
      spread: t.spread,
      games: t.games,
      byes: t.byes,
      opponents: t.opponents,
      ...(t.lastOpponent === undefined ? {} : { lastOpponent: t.lastOpponent }),
      starts: t.starts,
      withdrawn: from !== undefined && from <= last + 1,
      ...(entry.decidedBy >= 0 ? { decidedBy: STANDING_CRITERIA[entry.decidedBy] } : {}),
    };
  });
}

/** "15½–3½": wins and losses with halves. */
export function formatRecord(halfWins: number, halfLosses: number): string {
  return `${formatHalves(halfWins)}–${formatHalves(halfLosses)}`;
}

/** "+1018", "−205", "0". */
export function formatSpread(spread: number): string {
  return spread > 0 ? `+${spread}` : spread < 0 ? `−${-spread}` : '0';
}
