/**
 * The live evening board: everything a director (or a player on a phone) needs while an evening
 * runs — who is free and for how long, the games in progress with their handicaps (HL-9), the
 * games finished tonight, and the proposed next pairings (HL-8). Data only; pages render it.
 */
import type { Moment, ParticipantId } from '../../core/types.js';
import type { HandicapLeagueConfig } from './config.js';
import { HANDICAPS, type Handicap, type HandicapId, type PlayedHandicap } from './handicap.js';
import { type FreePlayer, type PairingProposal, proposePairings } from './pairing.js';
import { type Evening, type Game, type HandicapLeagueState, isFinished } from './state.js';

export interface BoardGame {
  /** 1-based, in the order the evening's games began. */
  readonly board: number;
  readonly uwate: ParticipantId;
  readonly shitate: ParticipantId;
  readonly difference: number;
  /** The table's handicap for the difference. */
  readonly table: HandicapId;
  readonly handicap: PlayedHandicap;
  /** True when the players agreed on another handicap than the table's (HL-9). */
  readonly agreed: boolean;
  readonly note?: string;
  /** Japanese name, pieces removed and SFEN; absent for an `other` handicap. */
  readonly details?: Handicap;
  readonly startedAt: Moment;
  readonly finishedAt?: Moment;
  /** Undefined while playing; null for a draw. */
  readonly winner?: ParticipantId | null;
}

export interface EveningBoard {
  readonly evening: string;
  readonly number: number;
  readonly openedAt: Moment;
  readonly timeControl: HandicapLeagueConfig['timeControl'];
  readonly present: readonly ParticipantId[];
  readonly free: readonly FreePlayer[];
  readonly playing: readonly BoardGame[];
  readonly finished: readonly BoardGame[];
  readonly proposals: readonly PairingProposal[];
  readonly unpaired: readonly ParticipantId[];
}

export function boardGames(evening: Evening): BoardGame[] {
  return evening.games.map((g, i) => boardGame(g, i + 1));
}

function boardGame(g: Game, board: number): BoardGame {
  return {
    board,
    uwate: g.uwate,
    shitate: g.shitate,
    difference: g.difference,
    table: g.table,
    handicap: g.handicap,
    agreed: g.handicap !== g.table,
    ...(g.note === undefined ? {} : { note: g.note }),
    ...(g.handicap === 'other' ? {} : { details: HANDICAPS[g.handicap] }),
    startedAt: g.startedAt,
    ...(g.finishedAt === undefined ? {} : { finishedAt: g.finishedAt }),
    ...(isFinished(g) ? { winner: g.winner } : {}),
  };
}

/** The board of the open evening, or undefined between evenings. */
export function eveningBoard(state: HandicapLeagueState): EveningBoard | undefined {
  const evening = state.open;
  const help = proposePairings(state);
  if (!evening || !help) return undefined;
  const games = boardGames(evening);
  return {
    evening: evening.id,
    number: evening.number,
    openedAt: evening.openedAt,
    timeControl: state.config.timeControl,
    present: [...evening.present.keys()],
    free: help.free,
    playing: games.filter((g) => g.winner === undefined),
    finished: games.filter((g) => g.winner !== undefined),
    proposals: help.proposals,
    unpaired: help.unpaired,
  };
}
