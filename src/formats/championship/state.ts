/**
 * The championship's state: the field, the groups, the lot, every round with its pairings and
 * results, and the final. Immutable: every change returns a new state; a result copies only its
 * own chunk of its round's results, so folding a big championship stays linear.
 */

import type { Setup } from '../../core/format.js';
import { type Participant, publicName } from '../../core/participant.js';
import { type Moment, type ParticipantId, type Refusal, refusal } from '../../core/types.js';
import type { ChampionshipConfig } from './config.js';
import type { Group, Pairing, RoundMethod } from './events.js';

export interface Player {
  readonly id: ParticipantId;
  /** The public name (alias where one is set). */
  readonly name: string;
  /** 0 when the participant has no rating. */
  readonly rating: number;
}

/** A recorded result of one pairing; `seq` is the event that recorded it (for corrections). */
export type GameResult =
  | {
      readonly kind: 'scores';
      readonly firstScore: number;
      readonly secondScore: number;
      readonly seq: number;
    }
  | { readonly kind: 'forfeit'; readonly absent: readonly ParticipantId[]; readonly seq: number };

export interface RoundState {
  readonly round: number;
  /** The event that paired the round (superseded by a re-pairing). */
  readonly seq: number;
  readonly method: RoundMethod;
  readonly pairings: readonly Pairing[];
  /** Player id → index of the player's pairing. */
  readonly slot: ReadonlyMap<ParticipantId, number>;
  /**
   * Result per pairing (by index); a pairing without opponent is a bye until a forfeit is recorded.
   * Built on first read from the round's chunks (`resultAt` reads one without building it).
   */
  readonly results: readonly (GameResult | undefined)[];
  readonly recorded: number;
}

/**
 * A round's results are kept in chunks of `CHUNK` pairings, so that recording a result copies
 * its chunk and the list of chunks, not the whole round: an import of a round of thousands of
 * games stays linear. The flat list is built on first read.
 */
const CHUNK = 64;
type Chunks = readonly (readonly (GameResult | undefined)[])[];

export class Round implements RoundState {
  #results: (GameResult | undefined)[] | undefined;
  constructor(
    readonly round: number,
    readonly seq: number,
    readonly method: RoundMethod,
    readonly pairings: readonly Pairing[],
    readonly slot: ReadonlyMap<ParticipantId, number>,
    readonly recorded: number,
    readonly chunks: Chunks,
  ) {}

  get results(): readonly (GameResult | undefined)[] {
    this.#results ??= this.chunks.flat();
    return this.#results;
  }
}

/** The result of the pairing at `index` (without building the round's whole list). */
export function resultAt(round: RoundState, index: number): GameResult | undefined {
  return (round as Round).chunks[Math.floor(index / CHUNK)]?.[index % CHUNK];
}

export interface GroupsState {
  readonly seq: number;
  readonly method: 'drawn' | 'fixed';
  readonly seed?: string;
  readonly groups: readonly Group[];
}

export interface FinalGame {
  readonly game: number;
  readonly firstScore: number;
  readonly secondScore: number;
  readonly seq: number;
}

export interface FinalState {
  readonly seq: number;
  readonly finalists: readonly [ParticipantId, ParticipantId];
  readonly games: readonly FinalGame[];
}

export interface ChampionshipState {
  readonly config: ChampionshipConfig;
  /** Registration order. */
  readonly players: readonly Player[];
  readonly byId: ReadonlyMap<ParticipantId, Player>;
  /** Withdrawn player → the first round without them. */
  readonly withdrawn: ReadonlyMap<ParticipantId, number>;
  readonly groups?: GroupsState;
  readonly lot?: { readonly seq: number; readonly seed: string; readonly order: readonly ParticipantId[] };
  /** Round r at index r-1. */
  readonly rounds: readonly RoundState[];
  /** When each round was paired (by round): the moment its games count on where it has no date. */
  readonly pairedAt?: ReadonlyMap<number, Moment>;
  /** The main rounds' dates as the director set them (by round, issue 25.5). */
  readonly dates?: ReadonlyMap<number, Moment>;
  readonly final?: FinalState;
}

/** A participant as the championship knows him: the public name and the rating (0 without one). */
export const playerOf = (p: Participant): Player => ({
  id: p.id,
  name: publicName(p),
  rating: p.rating ?? 0,
});

export function initialState(setup: Setup<ChampionshipConfig>): ChampionshipState {
  const players = setup.participants.map(playerOf);
  return {
    config: setup.config,
    players,
    byId: new Map(players.map((p) => [p.id, p])),
    withdrawn: new Map(),
    rounds: [],
  };
}

export function roundOf(state: ChampionshipState, round: number): RoundState | undefined {
  return state.rounds[round - 1];
}

/** Whether the player takes part in `round` (registered and not withdrawn before it). */
export function isActive(state: ChampionshipState, id: ParticipantId, round: number): boolean {
  const from = state.withdrawn.get(id);
  return state.byId.has(id) && (from === undefined || round < from);
}

export function activePlayers(state: ChampionshipState, round: number): Player[] {
  return state.players.filter((p) => isActive(state, p.id, round));
}

/** A round is complete when every game has a result (a bye needs none). */
export function isComplete(round: RoundState): boolean {
  return round.pairings.every((p, i) => p.second === null || resultAt(round, i) !== undefined);
}

/** Games of a round that still lack a result. */
export function missingResults(round: RoundState): Pairing[] {
  return round.pairings.filter((p, i) => p.second !== null && resultAt(round, i) === undefined);
}

export function makeRound(
  round: number,
  seq: number,
  method: RoundMethod,
  pairings: readonly Pairing[],
): RoundState {
  const slot = new Map<ParticipantId, number>();
  for (const [i, p] of pairings.entries()) {
    slot.set(p.first, i);
    if (p.second !== null) slot.set(p.second, i);
  }
  const chunks = [];
  for (let i = 0; i < pairings.length; i += CHUNK)
    chunks.push(Array.from({ length: Math.min(CHUNK, pairings.length - i) }, () => undefined));
  return new Round(round, seq, method, pairings, slot, 0, chunks);
}

export function withResult(
  state: ChampionshipState,
  round: number,
  index: number,
  result: GameResult,
): ChampionshipState {
  const current = roundOf(state, round) as Round;
  const chunks = current.chunks.slice();
  const k = Math.floor(index / CHUNK);
  const chunk = (chunks[k] as readonly (GameResult | undefined)[]).slice();
  const added = chunk[index % CHUNK] === undefined ? 1 : 0;
  chunk[index % CHUNK] = result;
  chunks[k] = chunk;
  const { seq, method, pairings, slot, recorded } = current;
  const rounds = state.rounds.slice();
  rounds[round - 1] = new Round(round, seq, method, pairings, slot, recorded + added, chunks);
  return { ...state, rounds };
}

/** The pairing of `a` and `b` in a round (in either order), with its index. */
export function findPairing(
  round: RoundState,
  a: ParticipantId,
  b: ParticipantId | null,
): { index: number; pairing: Pairing; swapped: boolean } | undefined {
  const index = round.slot.get(a);
  if (index === undefined) return undefined;
  const pairing = round.pairings[index] as Pairing;
  if (pairing.first === a && pairing.second === b) return { index, pairing, swapped: false };
  if (b !== null && pairing.first === b && pairing.second === a) return { index, pairing, swapped: true };
  return undefined;
}

/** Whether any result of rounds 1–3 (the group rounds) or later has been recorded. */
export const hasResults = (state: ChampionshipState): boolean => state.rounds.some((r) => r.recorded > 0);

/** Nobody joins once the groups are drawn or a round is paired. */
export const canRegister = (state: ChampionshipState): Refusal | undefined =>
  state.rounds.length > 0 || state.groups !== undefined
    ? refusal('ERR_STARTED', 'the championship has begun; nobody can join any more')
    : undefined;

/** When a round is played: its date, else its pairing's moment. */
export const roundMoment = (state: ChampionshipState, round: number): Moment | undefined =>
  state.dates?.get(round) ?? state.pairedAt?.get(round);
