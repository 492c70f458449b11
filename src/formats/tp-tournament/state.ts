/**
 * The tournament-points state: facts only (draws, results, messages, appointments, overrides);
 * groups tables, the bracket and deadlines are computed from it (groups.ts, cup.ts,
 * scheduling.ts).
 */

import type { Setup } from '../../core/format.js';
import type { LotRecord } from '../../core/lot.js';
import type { Participant } from '../../core/participant.js';
import { type Moment, type ParticipantId, type Refusal, refusal } from '../../core/types.js';
import type { ColourChoice } from './colours.js';
import type { TpConfig } from './config.js';
import type { Override, Stage } from './events.js';
import type { GameResult, Pair } from './result.js';
import type { SeedEntry } from './seeding.js';

export interface Group {
  readonly id: string;
  /** Pairing numbers: members[0] has number 1 in the Berger table. */
  readonly members: readonly ParticipantId[];
}

export interface GroupGame {
  readonly id: string;
  readonly group: string;
  readonly round: number;
  readonly board: number;
  readonly players: Pair<ParticipantId>;
}

export interface GroupsDraw extends LotRecord {
  readonly groups: readonly Group[];
  readonly seeding: readonly SeedEntry[];
  /** Every scheduled group game by id (Berger tables per group). */
  readonly games: ReadonlyMap<string, GroupGame>;
  /** The same games by group, in schedule order. */
  readonly byGroup: ReadonlyMap<string, readonly GroupGame[]>;
  readonly rounds: number;
}

export interface CupDraw extends LotRecord {
  /** Seed order: order[0] is seed 1. */
  readonly order: readonly ParticipantId[];
  /** First-round positions; null is a bye. */
  readonly slots: readonly (ParticipantId | null)[];
}

export interface RoundTimes {
  readonly startsAt: Moment;
  readonly endsBy?: Moment;
}

export interface RecordedGame {
  readonly seq: number;
  readonly at: Moment;
  readonly players: Pair<ParticipantId>;
  readonly result: GameResult;
}

/** TX-11: a game lost by not answering; the deadline's moment is when it took effect. */
export interface Forfeit {
  readonly players: Pair<ParticipantId>;
  readonly absent: ParticipantId;
  readonly at: Moment;
}

/** TX-11: a logged message and, once it came, the answer. */
export interface Contact {
  readonly from: ParticipantId;
  readonly to: ParticipantId;
  readonly sentAt: Moment;
  readonly answeredAt?: Moment;
}

/** TX-11: the messages logged for one game. */
export interface GameContacts {
  readonly players: Pair<ParticipantId>;
  readonly messages: readonly Contact[];
}

export interface Appointment {
  readonly startsAt: Moment;
  readonly by: ParticipantId;
}

/** TX-11: a missed appointment that was rearranged, charged to the absent player. */
export interface Rearrangement {
  readonly game: string;
  readonly match: string;
  readonly absent: ParticipantId;
  readonly missedAt: Moment;
}

export interface RecordedOverride<T extends Override['target']> {
  readonly seq: number;
  readonly reason: string;
  readonly override: Extract<Override, { target: T }>;
}

export interface Overrides {
  readonly gamePoints: ReadonlyMap<string, RecordedOverride<'game-points'>>;
  readonly groupOrder: ReadonlyMap<string, RecordedOverride<'group-order'>>;
  readonly matchWinner: ReadonlyMap<string, RecordedOverride<'match-winner'>>;
  readonly colours: ReadonlyMap<string, RecordedOverride<'colours'>>;
  readonly exclusion: ReadonlyMap<ParticipantId, RecordedOverride<'exclusion'>>;
}

export interface TpState {
  readonly config: TpConfig;
  /** Registered players in registration order. */
  readonly entrants: ReadonlyMap<ParticipantId, Participant>;
  /** TX-12: seeding ratings as they stood at the entry deadline, once it passed. */
  readonly frozenSeeds: ReadonlyMap<ParticipantId, SeedEntry> | null;
  readonly colourChoices: ReadonlyMap<ParticipantId, ColourChoice>;
  readonly groups: GroupsDraw | null;
  readonly cup: CupDraw | null;
  /** By `${stage}:${round}`. */
  readonly rounds: ReadonlyMap<string, RoundTimes>;
  readonly results: ReadonlyMap<string, RecordedGame>;
  readonly forfeits: ReadonlyMap<string, Forfeit>;
  readonly contacts: ReadonlyMap<string, GameContacts>;
  readonly appointments: ReadonlyMap<string, Appointment>;
  readonly rearrangements: readonly Rearrangement[];
  readonly overrides: Overrides;
  /** The earliest moment at which `advance` has something to do, if any. */
  readonly nextDeadline: Moment | null;
}

export const roundKey = (stage: Stage, round: number): string => `${stage}:${round}`;

const EMPTY_OVERRIDES: Overrides = {
  gamePoints: new Map(),
  groupOrder: new Map(),
  matchWinner: new Map(),
  colours: new Map(),
  exclusion: new Map(),
};

export function initialState(setup: Setup<TpConfig>): TpState {
  return {
    config: setup.config,
    entrants: new Map(setup.participants.map((p) => [p.id, p])),
    frozenSeeds: null,
    colourChoices: new Map(),
    groups: null,
    cup: null,
    rounds: new Map(),
    results: new Map(),
    forfeits: new Map(),
    contacts: new Map(),
    appointments: new Map(),
    rearrangements: [],
    overrides: EMPTY_OVERRIDES,
    // TX-12: before any message, the entry deadline is the only one.
    nextDeadline: setup.config.seeding.entryDeadline ?? null,
  };
}

export const isDrawn = (state: TpState): boolean => state.groups !== null || state.cup !== null;

/** Nobody joins once the draw is made. */
export const canRegister = (state: TpState): Refusal | undefined =>
  isDrawn(state) ? refusal('ERR_ALREADY_DRAWN', 'the draw is made; nobody can join any more') : undefined;
