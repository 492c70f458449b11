/**
 * The Swiss's state: the players (with the round each may first be paired in, so that a late
 * entry misses the rounds before it), their FIDE data, the initial-colour lot, the rounds paired
 * (each whole, as its event stored it), requested byes, withdrawals and the results.
 */
import type { Setup } from '../../core/format.js';
import type { Participant } from '../../core/participant.js';
import type { RecordedGame } from '../../core/results.js';
import { type Moment, type ParticipantId, type Refusal, refusal } from '../../core/types.js';
import type { SwissConfig } from './config.js';
import type { ByeKind, GameResult, PlayerDetails } from './events.js';
import { CURRENT_TIE_BREAK_EDITION, type TieBreakEdition } from './tiebreaks/names.js';

export interface Pair {
  readonly white: ParticipantId;
  readonly black: ParticipantId;
}

export interface PairedRound {
  readonly round: number;
  /** The event that made this pairing (a re-pairing or an override supersedes it). */
  readonly seq: number;
  /** Boards in order: board 1 first. */
  readonly pairs: readonly Pair[];
  readonly bye: ParticipantId | null;
  /** Pairing numbers the engine was given (empty for an override). */
  readonly order: readonly ParticipantId[];
  readonly explanation: readonly Readonly<Record<string, unknown>>[];
  /** The director's reason where he set the pairing by hand. */
  readonly override?: string;
  /** When the round was paired: the moment its games count on. */
  readonly pairedAt?: Moment;
}

export type RecordedResult = RecordedGame<GameResult>;

export interface SwissState {
  readonly config: SwissConfig;
  /** Every player in order of entry. */
  readonly players: readonly ParticipantId[];
  readonly participants: ReadonlyMap<ParticipantId, Participant>;
  /** The first round each player can be paired in (1, or the round after the last paired for a late entry). */
  readonly joined: ReadonlyMap<ParticipantId, number>;
  readonly details: ReadonlyMap<ParticipantId, PlayerDetails>;
  readonly colourLot?: { readonly seed: string; readonly colour: 'white' | 'black' };
  /** Round r at index r − 1. */
  readonly rounds: readonly PairedRound[];
  /** Requested byes by round, then player. */
  readonly byes: ReadonlyMap<number, ReadonlyMap<ParticipantId, ByeKind>>;
  /** The first round a withdrawn player no longer plays. */
  readonly withdrawn: ReadonlyMap<ParticipantId, number>;
  /** The result standing for each game, by `round:white:black`. */
  readonly results: ReadonlyMap<string, RecordedResult>;
  /** The edition of C.07 16 the tie-breaks follow: the one of the rule version the competition began under. */
  readonly tieBreakEdition: TieBreakEdition;
}

export const gameKey = (round: number, white: ParticipantId, black: ParticipantId): string =>
  `${round}:${white}:${black}`;

export function initialState(
  setup: Setup<SwissConfig>,
  tieBreakEdition: TieBreakEdition = CURRENT_TIE_BREAK_EDITION,
): SwissState {
  return {
    config: setup.config,
    players: setup.participants.map((p) => p.id),
    participants: new Map(setup.participants.map((p) => [p.id, p])),
    joined: new Map(setup.participants.map((p) => [p.id, 1])),
    details: new Map(),
    rounds: [],
    byes: new Map(),
    withdrawn: new Map(),
    results: new Map(),
    tieBreakEdition,
  };
}

export const pairedRounds = (state: SwissState): number => state.rounds.length;

export const roundOf = (state: SwissState, round: number): PairedRound | undefined => state.rounds[round - 1];

/** The games of a round with their standing results. */
export const resultsOf = (state: SwissState, round: number): (RecordedResult | undefined)[] =>
  (roundOf(state, round)?.pairs ?? []).map((p) => state.results.get(gameKey(round, p.white, p.black)));

/** A round has begun once one of its results is in. */
export const hasBegun = (state: SwissState, round: number): boolean =>
  resultsOf(state, round).some((r) => r !== undefined);

export const isComplete = (state: SwissState, round: number): boolean =>
  resultsOf(state, round).every((r) => r !== undefined);

/** The player's rating for pairing and tie-breaks: his FIDE data's, else the roster's, else 0. */
export const ratingOf = (state: SwissState, id: ParticipantId): number =>
  state.details.get(id)?.rating ?? state.participants.get(id)?.rating ?? 0;

const TITLE_ORDER = ['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM'];

/**
 * The initial ranking (C.04.2 A.2): rating, then FIDE title, then name; a pairing number is the
 * place here. Late entries take their place by the same rule (numbers are given anew each round).
 */
export function initialRanking(
  state: SwissState,
  ids: readonly ParticipantId[] = state.players,
): ParticipantId[] {
  const titleRank = (id: ParticipantId) => {
    const t = state.details.get(id)?.title;
    return t === undefined ? TITLE_ORDER.length : TITLE_ORDER.indexOf(t);
  };
  const name = (id: ParticipantId) => state.participants.get(id)?.name ?? id;
  return [...ids].sort(
    (a, b) =>
      ratingOf(state, b) - ratingOf(state, a) ||
      titleRank(a) - titleRank(b) ||
      name(a).localeCompare(name(b), 'en') ||
      a.localeCompare(b),
  );
}

/** Whether the player takes part in round `round` (entered by then, not withdrawn before it). */
export const isInRound = (state: SwissState, id: ParticipantId, round: number): boolean =>
  (state.joined.get(id) ?? Number.POSITIVE_INFINITY) <= round &&
  (state.withdrawn.get(id) ?? Number.POSITIVE_INFINITY) > round;

/** A late entry joins at the next round not yet paired; nobody joins once the last round is paired. */
export const canRegister = (state: SwissState): Refusal | undefined =>
  pairedRounds(state) >= state.config.rounds
    ? refusal('ERR_TOURNAMENT_OVER', 'every round is paired; nobody can join any more')
    : undefined;
