/**
 * The contract every format implements. The app layer treats all formats alike through it:
 * it parses configuration (with presets), decides commands against a state, folds events with
 * `evolve`, lets deadlines pass with `advance`, and reads the generic views.
 *
 * Purity: no I/O, no clock, no `Math.random`. States are immutable values: `evolve` and
 * `advance` return a new state (sharing structure where they like) and never mutate their input,
 * so the app may cache a state and ask "as of" questions from it.
 */
import type { z } from 'zod';
import type { Actor, NewEvent, StoredEvent } from './events.js';
import type { Participant, Roster } from './participant.js';
import type { ErrorCode, Messages, Moment, ParticipantId, Refusal, Result } from './types.js';
import type { FormatViews } from './views.js';

export interface Preset {
  /** Short human title, e.g. "DESC e-mail chess pyramid". */
  readonly title: string;
  /** Where the rules come from (seed, club, document). */
  readonly source: string;
  /** Configuration values; everything not given takes the format's defaults. */
  readonly config: Readonly<Record<string, unknown>>;
}

export interface Setup<C> {
  readonly config: C;
  readonly participants: readonly Participant[];
  /** When the competition began (its record's `createdAt`); absent where a bare setup is folded. */
  readonly createdAt?: Moment;
}

export interface DecideContext {
  /** The command's moment: the state passed to `decide` is the state as of this moment. */
  readonly at: Moment;
  readonly actor: Actor;
  readonly roster: Roster;
}

/**
 * What a fold says about one event: applied, without effect under the rules at its moment
 * (`ineffective`, e.g. a challenge made invalid by an earlier event), or `rejected` because it
 * contradicts the competition's structure (a result for a pairing that does not exist).
 * Documents with rejected events are refused on import.
 */
export interface Outcome {
  readonly status: 'applied' | 'ineffective' | 'rejected';
  readonly code?: ErrorCode;
  readonly message?: string;
  /** The values the code's text is filled with (as in a refusal). */
  readonly params?: Readonly<Record<string, string | number>>;
  /** Short English descriptions of what the event caused ("G takes (3,1)"). */
  readonly effects?: readonly string[];
}

export const APPLIED: Outcome = { status: 'applied' };

export interface Evolution<S> {
  readonly state: S;
  /** Omitted means plainly applied. */
  readonly outcome?: Outcome;
}

/** Who may issue a command: only directors, or the director and the participants it names. */
export type CommandPolicy<Cmd> =
  | { readonly kind: 'director' }
  | { readonly kind: 'participant'; readonly actingFor: (command: Cmd) => readonly ParticipantId[] };

export interface Format<
  C = unknown,
  S = unknown,
  Cmd extends { readonly type: string } = { readonly type: string },
> {
  readonly name: string;
  /** Rule version: bump when scoring changes, so stored competitions keep the version they began with. */
  readonly version: number;
  readonly presets: Readonly<Record<string, Preset>>;
  readonly defaultPreset: string;
  /** Resolves a preset plus overrides into a complete, validated configuration. */
  parseConfig(raw: unknown, preset?: string): Result<C, Refusal[]>;
  /** Schema of the commands (a union tagged by `type`). */
  readonly commandSchema: z.ZodType<Cmd>;
  readonly policies: { readonly [K in Cmd['type']]: CommandPolicy<Extract<Cmd, { type: K }>> };
  /** Payload schemas of the format's own event types (core events are known to the engine). */
  readonly eventSchemas: Readonly<Record<string, z.ZodType>>;
  /** The participant ids an event refers to, so the engine can check them against the roster. */
  participantsOf(event: StoredEvent): readonly ParticipantId[];
  initialState(setup: Setup<C>): S;
  /** Refuses a new participant where the format cannot take one (e.g. once a round robin has begun). */
  canRegister?(state: S, participant: Participant, ctx: DecideContext): Refusal | undefined;
  /** Refuses a changed participant whose format-specific data is invalid (e.g. an unreadable rank). */
  canUpdate?(state: S, participant: Participant, ctx: DecideContext): Refusal | undefined;
  decide(state: S, command: Cmd, ctx: DecideContext): Result<readonly NewEvent[], Refusal>;
  evolve(state: S, event: StoredEvent): Evolution<S>;
  /** Lets time pass up to `moment`: deadlines that expired take effect. Cheap when nothing is due. */
  advance(state: S, moment: Moment): S;
  readonly views: FormatViews<S>;
  readonly messages?: Messages;
}

/** The loosely typed face of a format, as the registry and the app hold it. */
// biome-ignore lint/suspicious/noExplicitAny: the registry erases each format's own types
export type AnyFormat = Format<any, any, any>;
