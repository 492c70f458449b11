/**
 * The pyramid's state: places, players, open and finished games, the waiting lists, and the
 * events a late entry made ineffective (PYR-0). Immutable: every change returns a new state that
 * shares what did not change. Players live in an array indexed by the order they entered (ids map
 * to indexes) and places hold those indexes, so that a change copies pointers, never maps.
 */
import type { DateRange, Deadline } from '../../core/deadline.js';
import type { RosterEvent } from '../../core/events.js';
import { findInList, type List, listToArray } from '../../core/list.js';
import type { Participant } from '../../core/participant.js';
import type { ErrorCode, Moment, ParticipantId } from '../../core/types.js';
import type { PyramidConfig } from './config.js';
import type { LeaveKind, PlayedResult, PyramidEvent } from './events.js';
import { PersistentArray } from './persistent-array.js';

/** A place whose player has left: the rules' XXX place (PYR-12). */
export const VACANT = -1;

export type EternalStatus = 'off' | 'active' | 'suspended';

/** PYR-10: the guardian's letter to an inactive player and the moment an answer is due. */
export interface Letter {
  readonly sentAt: Moment;
  readonly reply: Deadline;
  readonly replyInstant: number;
}

export interface PlayerRecord {
  readonly id: ParticipantId;
  /** The player's slot (formula.ts), or -1 while he is not in the pyramid. */
  readonly slot: number;
  /** Absent for the players of the initial pyramid. */
  readonly enteredAt?: Moment;
  /** PYR-10: the last moment he was in a game or on a list; absent = since the log began. */
  readonly lastActiveAt?: Moment;
  /** PYR-14: when his last game as defender ended; absent = never. */
  readonly lastDefendedAt?: Moment;
  readonly eternal: EternalStatus;
  /** PYR-2: the defender of his open game as challenger (kept with `open`, for quick checks). */
  readonly challenging?: ParticipantId;
  /** PYR-2: the challenger of his open game as defender. */
  readonly defending?: ParticipantId;
  /** PYR-13: on the normal waiting list since: the moment of his standing challenge. */
  readonly waitingSince?: Moment;
  /** PYR-13: his level when he asked: the request reaches the levels the formula allowed then. */
  readonly waitingLevel?: number;
  readonly vacations: readonly DateRange[];
  /** PYR-4: games lost for not accepting a challenge in time. */
  readonly forfeits: number;
  readonly letter?: Letter;
  readonly left?: { readonly at: Moment; readonly kind: LeaveKind | 'inactive' };
}

/** How a challenge came about: sent by the player, or assigned from a waiting list. */
const GAME_KINDS = ['direct', 'waiting', 'eternal'] as const;
export type GameKind = (typeof GAME_KINDS)[number];

/**
 * `assigned`: reserved from a waiting list, the guardian's message not yet sent (PYR-13/14);
 * `confirming`: the challenger owes his first move; `accepting`: the defender owes his reply
 * (PYR-4); `running`: accepted, the game is on.
 */
const GAME_STATUSES = ['assigned', 'confirming', 'accepting', 'running'] as const;
export type GameStatus = (typeof GAME_STATUSES)[number];

export interface OpenGame {
  readonly challenger: ParticipantId;
  readonly defender: ParticipantId;
  readonly kind: GameKind;
  readonly status: GameStatus;
  /** PYR-13/14: when the defender was assigned to the waiting player. */
  readonly assignedAt?: Moment;
  /**
   * The challenge's moment, for order and validity (PYR-0, PYR-5): the copy's arrival (PYR-4),
   * the waiting-list request (PYR-13), or the assignment of an automatic challenge (PYR-14).
   */
  readonly challengedAt?: Moment;
  /** PYR-13/14: the guardian's message issuing an assigned challenge; its periods run from it. */
  readonly issuedAt?: Moment;
  readonly confirm?: Deadline;
  readonly confirmInstant?: number;
  readonly accept?: Deadline;
  readonly acceptedAt?: Moment;
  readonly firstMove?: string;
  readonly reply?: string;
  /** PYR-5: issued by the guardian's override. */
  readonly forced?: boolean;
}

/** How a game ended. */
const ENDINGS = ['reported', 'forfeit', 'adjudicated', 'left', 'vacant', 'lapsed', 'voided'] as const;
export type Ending = (typeof ENDINGS)[number];

/** The score from the challenger's side; `+-`/`-+` are wins without play, `none` no result. */
export type Score = PlayedResult | '+-' | '-+' | 'none';

export interface FinishedGame {
  readonly challenger: ParticipantId;
  /** Null for an XXX place (PYR-12). */
  readonly defender: ParticipantId | null;
  readonly kind: GameKind;
  readonly challengedAt?: Moment;
  readonly endedAt: Moment;
  readonly result: Score;
  readonly ending: Ending;
  /** Whether the two players' places are exchanged because of this game (PYR-7, PYR-8). */
  readonly moved: boolean;
  /** The result first reported, when a correction changed it (PYR-8). */
  readonly reported?: PlayedResult;
  readonly objection?: { readonly by: ParticipantId; readonly at: Moment };
  /** The guardian's decision on a dispute or his correction (PYR-8). */
  readonly decidedAt?: Moment;
  /** The event that ended the game; absent when time ended it (a lapse). */
  readonly seq?: number;
}

/** PYR-8: an open challenge the guardian is asked about, and the result whose correction questioned it. */
export interface QuestionedChallenge {
  readonly challenger: ParticipantId;
  readonly defender: ParticipantId;
  /** The challenge's moment: a later challenge of the same two is another one. */
  readonly challengedAt: Moment | undefined;
  /** The game whose win was taken away (its challenger is this challenge's challenger). */
  readonly disputed: { readonly challenger: ParticipantId; readonly defender: ParticipantId | null };
  /** The moment of the guardian's decision that took the win away. */
  readonly at: Moment;
}

/** An event without effect at its moment, kept for the guardian's review (PYR-0, PYR-5). */
export type IneffectiveEvent = (PyramidEvent | RosterEvent) & {
  readonly code: ErrorCode;
  readonly message: string;
};

export interface PyramidState {
  readonly config: PyramidConfig;
  readonly players: PersistentArray<PlayerRecord>;
  readonly index: ReadonlyMap<ParticipantId, number>;
  /** Player index per slot, or VACANT. */
  readonly slots: readonly number[];
  readonly open: readonly OpenGame[];
  /** Finished games, newest first: a persistent list, so folding never copies the archive. */
  readonly finished: List<FinishedGame> | null;
  /** PYR-13: the normal waiting list, in joining order. */
  readonly waiting: readonly ParticipantId[];
  /** PYR-14: everyone on the eternal waiting list, active or suspended. */
  readonly eternal: readonly ParticipantId[];
  /** PYR-10: players with an unanswered letter. */
  readonly letters: readonly ParticipantId[];
  /** Ineffective events, newest first: a persistent list, so a log full of them stays linear. */
  readonly ineffective: List<IneffectiveEvent> | null;
  /** Seqs of ineffective events the guardian has reviewed. */
  readonly reviewed: readonly number[];
  /** PYR-8: challenges from a disputed result that the guardian keeps or voids (questioned.ts). */
  readonly questioned: readonly QuestionedChallenge[];
  /** When the competition began (its `createdAt`), if the fold was told. */
  readonly startedAt: Moment | undefined;
  /**
   * The start of activity for the initial pyramid (PYR-10): the competition's start, or the first
   * moment the fold saw if that lies earlier (or nobody said when it began). Set by `advance`.
   */
  readonly origin?: Moment;
  /** Instant of the next automatic transition (a lapse or a missed answer), or +∞. */
  readonly nextDue: number;
  /** The same deadline as a moment: `advance` compares moments as text where it can. */
  readonly nextDueAt: Moment | undefined;
}

/*
 * Records are built with every field present (undefined where absent) and always in the same
 * order: then all records of a kind share one shape, and the copies a fold makes at every event
 * stay on the engine's fast path.
 */

export const newPlayer = (id: ParticipantId, slot: number, enteredAt?: Moment): PlayerRecord => ({
  id,
  slot,
  enteredAt,
  lastActiveAt: enteredAt,
  lastDefendedAt: undefined,
  eternal: 'off',
  waitingSince: undefined,
  waitingLevel: undefined,
  vacations: [],
  forfeits: 0,
  letter: undefined,
  left: undefined,
  challenging: undefined,
  defending: undefined,
});

type WithRequired<T, K extends keyof T> = Pick<T, K> & Partial<Omit<T, K>>;

export const newGame = (
  g: WithRequired<OpenGame, 'challenger' | 'defender' | 'kind' | 'status'>,
): OpenGame => ({
  challenger: g.challenger,
  defender: g.defender,
  kind: g.kind,
  status: g.status,
  assignedAt: g.assignedAt,
  challengedAt: g.challengedAt,
  issuedAt: g.issuedAt,
  confirm: g.confirm,
  confirmInstant: g.confirmInstant,
  accept: g.accept,
  acceptedAt: g.acceptedAt,
  firstMove: g.firstMove,
  reply: g.reply,
  forced: g.forced,
});

export const newFinished = (
  g: WithRequired<
    FinishedGame,
    'challenger' | 'defender' | 'kind' | 'endedAt' | 'result' | 'ending' | 'moved'
  >,
): FinishedGame => ({
  challenger: g.challenger,
  defender: g.defender,
  kind: g.kind,
  challengedAt: g.challengedAt,
  endedAt: g.endedAt,
  result: g.result,
  ending: g.ending,
  moved: g.moved,
  reported: g.reported,
  objection: g.objection,
  decidedAt: g.decidedAt,
  seq: g.seq,
});

/** PYR-1: the initial pyramid is filled in the order the participants are given. */
export function initialState(setup: {
  config: PyramidConfig;
  participants: readonly Participant[];
  createdAt?: Moment;
}): PyramidState {
  const records = setup.participants.map((p, slot) => newPlayer(p.id, slot));
  return {
    config: setup.config,
    players: PersistentArray.of(records),
    index: new Map(records.map((p, i) => [p.id, i])),
    slots: records.map((_, i) => i),
    open: [],
    finished: null,
    waiting: [],
    eternal: [],
    letters: [],
    ineffective: null,
    reviewed: [],
    questioned: [],
    startedAt: setup.createdAt,
    origin: undefined,
    nextDue: Number.POSITIVE_INFINITY,
    nextDueAt: undefined,
  };
}

export function playerOf(state: PyramidState, id: ParticipantId): PlayerRecord | undefined {
  const i = state.index.get(id);
  return i === undefined ? undefined : state.players.get(i);
}

/** The player at a slot, or undefined for an XXX place or a slot beyond the pyramid. */
export function playerAt(state: PyramidState, slot: number): PlayerRecord | undefined {
  const i = state.slots[slot];
  return i === undefined || i === VACANT ? undefined : state.players.get(i);
}

export const inPyramid = (p: PlayerRecord | undefined): p is PlayerRecord => p !== undefined && p.slot >= 0;

/** Several players changed with one copy of the chunks they live in. */
export function updatePlayers(
  state: PyramidState,
  changes: readonly (readonly [ParticipantId, (p: PlayerRecord) => PlayerRecord])[],
): PyramidState {
  const draft = state.players.draft();
  for (const [id, change] of changes) {
    const i = state.index.get(id);
    const p = i === undefined ? undefined : draft.get(i);
    if (i !== undefined && p) draft.set(i, change(p));
  }
  return { ...state, players: draft.done() };
}

export function updatePlayer(
  state: PyramidState,
  id: ParticipantId,
  change: (p: PlayerRecord) => PlayerRecord,
): PyramidState {
  const i = state.index.get(id);
  const p = i === undefined ? undefined : state.players.get(i);
  if (i === undefined || !p) return state;
  return { ...state, players: state.players.with(i, change(p)) };
}

export const findOpen = (state: PyramidState, challenger: ParticipantId, defender: ParticipantId) =>
  state.open.find((g) => g.challenger === challenger && g.defender === defender);

export function openAsChallenger(state: PyramidState, id: ParticipantId): OpenGame | undefined {
  const defender = playerOf(state, id)?.challenging;
  return defender === undefined ? undefined : findOpen(state, id, defender);
}

export function openAsDefender(state: PyramidState, id: ParticipantId): OpenGame | undefined {
  const challenger = playerOf(state, id)?.defending;
  return challenger === undefined ? undefined : findOpen(state, challenger, id);
}

/** The ineffective events, oldest first. */
export const ineffectiveEvents = (state: PyramidState): IneffectiveEvent[] => listToArray(state.ineffective);

export const findIneffective = (state: PyramidState, seq: number): IneffectiveEvent | undefined =>
  findInList(state.ineffective, (e) => e.seq === seq);

/** The moment a player's activity is measured from when nothing happened to him yet (PYR-10). */
export const activeSince = (state: PyramidState, p: PlayerRecord): Moment | undefined =>
  p.lastActiveAt ?? state.origin;
