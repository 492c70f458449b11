/**
 * The handicap league's state: players with their running totals and history, the evening that
 * is open, and the closed evenings. States are immutable values; histories are persistent lists
 * so that folding a long league never copies them.
 */

import type { Setup } from '../../core/format.js';
import type { List } from '../../core/list.js';
import type { LotRecord } from '../../core/lot.js';
import type { Participant } from '../../core/participant.js';
import type { Moment, ParticipantId, Refusal } from '../../core/types.js';
import { defaultStep, type HandicapLeagueConfig } from './config.js';
import type { HandicapId, PlayedHandicap } from './handicap.js';
import { checkRankAttributes, leagueRankOf, type RealRank, realRankOf } from './rank.js';

export type Outcome = 'win' | 'draw' | 'loss';
export type Role = 'uwate' | 'shitate';

export type HistoryEntry =
  | {
      readonly kind: 'game';
      readonly at: Moment;
      readonly evening: string;
      readonly opponent: ParticipantId;
      readonly role: Role;
      readonly difference: number;
      readonly table: HandicapId;
      readonly handicap: PlayedHandicap;
      readonly note?: string;
      readonly outcome: Outcome;
      /** League points after the game. */
      readonly points: number;
    }
  | {
      readonly kind: 'moved';
      readonly at: Moment;
      readonly evening: string;
      /** +step for the top of the evening, −step for the bottom (HL-7). */
      readonly step: number;
      readonly modifier: number;
    }
  | {
      readonly kind: 'modifier-corrected';
      readonly at: Moment;
      readonly modifier: number;
      readonly previous: number;
    }
  | { readonly kind: 'points-adjusted'; readonly at: Moment; readonly delta: number; readonly points: number }
  | {
      readonly kind: 'rank-changed';
      readonly at: Moment;
      readonly from: RealRank;
      readonly to: RealRank;
      /** The modifier after the change. */
      readonly modifier: number;
    }
  | { readonly kind: 'taken-out'; readonly at: Moment }
  | { readonly kind: 'returned'; readonly at: Moment };

export interface PlayerRecord {
  readonly id: ParticipantId;
  readonly real: RealRank;
  /** HL-3: league rank = real rank step + modifier. */
  readonly modifier: number;
  /** HL-5: the sum of league points over all evenings. */
  readonly points: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  /** False while taken out of the ranking (HL-11). */
  readonly active: boolean;
  /** Closed evenings when the player joined, to tell how long an idle player has been idle. */
  readonly joinedAfter: number;
  /** Number of the last evening with a finished game of the player. */
  readonly lastEvening: number | null;
  readonly history: List<HistoryEntry> | null;
}

export const leagueRank = (p: PlayerRecord): number => leagueRankOf(p.real.step, p.modifier);

/** The events a game consists of, so corrections can supersede exactly them. */
export interface GameEvents {
  readonly started?: number;
  readonly reported?: number;
  readonly recorded?: number;
}

export interface Game {
  /** The pair's key (HL-8: one game per pair and evening). */
  readonly key: string;
  readonly uwate: ParticipantId;
  readonly shitate: ParticipantId;
  readonly difference: number;
  readonly table: HandicapId;
  readonly handicap: PlayedHandicap;
  readonly note?: string;
  readonly startedAt: Moment;
  readonly finishedAt?: Moment;
  /** Undefined while the game is in progress; null for a draw. */
  readonly winner?: ParticipantId | null;
  readonly events: GameEvents;
}

export const isFinished = (g: Game): boolean => g.winner !== undefined;

/** An evening's close with its recorded lot (HL-6, HL-7). */
export interface Closure extends LotRecord {
  readonly at: Moment;
  /** League ranks during the evening, before its adjustment (handicaps of late games use them). */
  readonly ranks: ReadonlyMap<ParticipantId, number>;
  /** The ranking at the close, before the adjustment (HL-6 with the evening's lot). */
  readonly order: readonly ParticipantId[];
  readonly up?: ParticipantId;
  readonly down?: ParticipantId;
  /** Games still in progress at the close; they count for nothing. */
  readonly dropped: readonly Game[];
}

export interface Evening {
  readonly id: string;
  /** 1-based, in the order the evenings were opened. */
  readonly number: number;
  readonly openedAt: Moment;
  /** Games in the order they began (the board order). */
  readonly games: readonly Game[];
  /** Players in the room, with the moment they arrived. */
  readonly present: ReadonlyMap<ParticipantId, Moment>;
  readonly closure?: Closure;
}

export interface HandicapLeagueState {
  readonly config: HandicapLeagueConfig;
  /** HL-2's default estimate as a step, for players registered without a rank. */
  readonly defaultStep: number;
  readonly players: ReadonlyMap<ParticipantId, PlayerRecord>;
  readonly open: Evening | null;
  /** Closed evenings in the order they were opened. */
  readonly closed: ReadonlyMap<string, Evening>;
  /** The lot of the latest close, which also orders ties in the ranking until the next one (HL-6). */
  readonly lastLot?: LotRecord;
}

export const pairKey = (a: ParticipantId, b: ParticipantId): string => (a < b ? `${a} ${b}` : `${b} ${a}`);

export const findGame = (evening: Evening, a: ParticipantId, b: ParticipantId): Game | undefined => {
  const key = pairKey(a, b);
  return evening.games.find((g) => g.key === key);
};

/** The game a player is playing right now, if any. */
export const gameInProgress = (evening: Evening, id: ParticipantId): Game | undefined =>
  evening.games.find((g) => !isFinished(g) && (g.uwate === id || g.shitate === id));

/** The open evening if it has this id, else the closed one. */
export const eveningById = (state: HandicapLeagueState, id: string): Evening | undefined =>
  state.open?.id === id ? state.open : state.closed.get(id);

export function withPlayer(state: HandicapLeagueState, player: PlayerRecord): HandicapLeagueState {
  const players = new Map(state.players);
  players.set(player.id, player);
  return { ...state, players };
}

/** A player as he enters: no points, no history (HL-2 gives the rank). */
export function newPlayer(p: Participant, defaultStep: number, joinedAfter: number): PlayerRecord {
  return {
    id: p.id,
    real: realRankOf(p.attributes, defaultStep),
    modifier: 0,
    points: 0,
    wins: 0,
    draws: 0,
    losses: 0,
    active: true,
    joinedAfter,
    lastEvening: null,
    history: null,
  };
}

export function initialState(setup: Setup<HandicapLeagueConfig>): HandicapLeagueState {
  const step = defaultStep(setup.config);
  return {
    config: setup.config,
    defaultStep: step,
    players: new Map(setup.participants.map((p) => [p.id, newPlayer(p, step, 0)])),
    open: null,
    closed: new Map(),
  };
}

/** HL-2: a player's rank attributes must be readable, when he joins and when they change. */
export const canRegister = (_state: HandicapLeagueState, participant: Participant): Refusal | undefined =>
  checkRankAttributes(participant.attributes);
export const canUpdate = canRegister;
