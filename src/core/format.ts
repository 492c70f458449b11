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
import type { Actor, CoreEvent, NewEventOf, PayloadOf, RosterEvent, StoredEvent } from './events.js';
import type { Participant, Roster } from './participant.js';
import {
  type ErrorCode,
  err,
  type Messages,
  type Moment,
  ok,
  type ParticipantId,
  type Refusal,
  type Result,
  refusal,
} from './types.js';
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

/**
 * The game a result command records, as the format knows it now: a result's moment is its
 * game's (its round's or evening's), not the moment it is typed, and a result form that showed
 * an older result than the game has now is refused rather than silently overwriting it.
 */
export interface GameOfCommand {
  /** When the game was played by the schedule: the later of its pairing and its round's start. */
  readonly at?: Moment;
  /**
   * The game's current result as the format writes it (`1-0`, `412:388`); `''` while it has none;
   * undefined where the command records more than one game (a round's grid).
   */
  readonly result?: string;
  /** The game's players in the order its result lists them (a Tantrix game's scores), where it does. */
  readonly players?: readonly ParticipantId[];
}

export interface Evolution<S> {
  readonly state: S;
  /** Omitted means plainly applied. */
  readonly outcome?: Outcome;
}

/** The state unchanged: the event is without effect at its moment, for the reason given. */
export const ineffective = <S>(state: S, code: ErrorCode, message: string): Evolution<S> => ({
  state,
  outcome: { status: 'ineffective', code, message },
});

/** The state unchanged: the event contradicts the competition's structure. */
export const rejected = <S>(state: S, code: ErrorCode, message: string): Evolution<S> => ({
  state,
  outcome: { status: 'rejected', code, message },
});

/**
 * What `decide` returns for events `E`: the new events or the refusal with its reason. A format
 * decides its own events and may add core ones (a void of earlier events): `Decided<E | CoreEvent>`.
 */
export type Decided<E extends StoredEvent> = Result<readonly NewEventOf<E>[], Refusal>;

/** Who may issue a command: only directors, or the director and the participants it names. */
export type CommandPolicy<Cmd> =
  | { readonly kind: 'director' }
  | { readonly kind: 'participant'; readonly actingFor: (command: Cmd) => readonly ParticipantId[] };

/** Only the directors may give the command. */
export const DIRECTOR_ONLY = { kind: 'director' } as const;

/** The directors and the participants the command names may give it. */
export const actingFor = <Cmd>(named: (command: Cmd) => readonly ParticipantId[]): CommandPolicy<Cmd> => ({
  kind: 'participant',
  actingFor: named,
});

/** A command about one participant: he may give it himself. */
export const byTheParticipant = actingFor((c: { readonly participant: ParticipantId }) => [c.participant]);

/**
 * The one `policy` for each of `types`, spread into a format's `policies`:
 * `{ ...alike(DIRECTOR_ONLY, 'PairRound', 'RepairRound'), RecordResult: … }`. A misspelt type
 * leaves the right one missing, which `Policies` refuses.
 */
export const alike = <P, K extends string>(policy: P, ...types: readonly K[]): { readonly [T in K]: P } =>
  Object.fromEntries(types.map((type) => [type, policy])) as { readonly [T in K]: P };

/** The policy of every command type of `Cmd`. */
export type Policies<Cmd extends { readonly type: string }> = {
  readonly [K in Cmd['type']]: CommandPolicy<Extract<Cmd, { type: K }>>;
};

/** The payload schema of every event type of `E`, keyed by type. */
export type EventSchemas<E extends StoredEvent> = {
  readonly [T in E['type']]: z.ZodType<PayloadOf<E, T>>;
};

/**
 * One handler per event type: the format's events all required (a missing handler does not
 * compile), the roster events optional (the engine keeps the roster itself).
 */
export type EventHandlers<S, E extends StoredEvent> = {
  readonly [T in E['type']]: Handler<S, Extract<E, { readonly type: T }>>;
} & {
  readonly [T in RosterEvent['type']]?: Handler<S, Extract<RosterEvent, { readonly type: T }>>;
};

/** How one event changes the state: its payload (what most handlers read) and the whole event. */
export type Handler<S, E extends StoredEvent> = (state: S, payload: E['payload'], event: E) => Evolution<S>;

/** A format's `evolve` from its handlers: an event type without a handler (a roster event) changes nothing. */
export function evolveBy<S, E extends StoredEvent>(
  handlers: EventHandlers<S, E>,
): (state: S, event: E | RosterEvent) => Evolution<S> {
  type AnyHandler = (state: S, payload: unknown, event: E | RosterEvent) => Evolution<S>;
  const byType = handlers as unknown as Readonly<Record<string, AnyHandler | undefined>>;
  return (state, event) => {
    const handler = byType[event.type];
    return handler ? handler(state, event.payload, event) : { state };
  };
}

export interface Format<
  C = unknown,
  S = unknown,
  Cmd extends { readonly type: string } = { readonly type: string },
  E extends StoredEvent = StoredEvent,
> {
  readonly name: string;
  /** Rule version: bump when scoring changes, so stored competitions keep the version they began with. */
  readonly version: number;
  /**
   * The format as it scored under its earlier rule versions, by version, so that a log written
   * under one folds exactly as it did (`formatAtVersion`). Absent: only the current version.
   */
  readonly earlierVersions?: ReadonlyMap<number, Format<C, S, Cmd, E>>;
  readonly presets: Readonly<Record<string, Preset>>;
  readonly defaultPreset: string;
  /** Resolves a preset plus overrides into a complete, validated configuration. */
  parseConfig(raw: unknown, preset?: string): Result<C, Refusal[]>;
  /** Schema of the commands (a union tagged by `type`). */
  readonly commandSchema: z.ZodType<Cmd>;
  readonly policies: Policies<Cmd>;
  /** Payload schemas of the format's own event types (core events are known to the engine). */
  readonly eventSchemas: EventSchemas<E>;
  /** The participant ids an event refers to, so the engine can check them against the roster. */
  participantsOf(event: E): readonly ParticipantId[];
  initialState(setup: Setup<C>): S;
  /** Refuses a new participant where the format cannot take one (e.g. once a round robin has begun). */
  canRegister?(state: S, participant: Participant, ctx: DecideContext): Refusal | undefined;
  /** Refuses a changed participant whose format-specific data is invalid (e.g. an unreadable rank). */
  canUpdate?(state: S, participant: Participant, ctx: DecideContext): Refusal | undefined;
  decide(state: S, command: Cmd, ctx: DecideContext): Decided<E | CoreEvent>;
  /** The game a command records a result of (undefined for every other command). */
  gameOf?(state: S, command: Cmd): GameOfCommand | undefined;
  /** Total: never throws on a well-formed event. Build it with `evolveBy`, one handler per event type. */
  evolve(state: S, event: E | RosterEvent): Evolution<S>;
  /**
   * Lets time pass up to `moment`: deadlines that expired take effect. Cheap when nothing is due,
   * and then returns `state` itself. Time passes in steps or at once alike: for `a` ≤ `b` and a
   * state folded through at least one event, `advance(advance(s, a), b)` equals `advance(s, b)`
   * (the app keeps a state advanced once and
   * reuses it until the next deadline passes; the formats with deadlines test it: pyramid's
   * properties.test.ts, tp-tournament's scheduling.test.ts).
   */
  advance(state: S, moment: Moment): S;
  readonly views: FormatViews<S>;
  readonly messages?: Messages;
}

/**
 * The modules of a format folder, by the names the documented shape gives their exports
 * (docs/adding-a-format.md): what `formatFrom` assembles into the contract.
 */
export interface FormatModules<C, S, Cmd extends { readonly type: string }, E extends StoredEvent> {
  readonly config: {
    readonly presets: Readonly<Record<string, Preset>>;
    readonly DEFAULT_PRESET: string;
    parseConfig(raw: unknown, preset?: string): Result<C, Refusal[]>;
  };
  readonly commands: { readonly commandSchema: z.ZodType<Cmd>; readonly policies: Policies<Cmd> };
  readonly events: {
    readonly eventSchemas: EventSchemas<E>;
    participantsOf(event: E): readonly ParticipantId[];
  };
  readonly state: Pick<Format<C, S, Cmd, E>, 'initialState' | 'canRegister' | 'canUpdate'>;
  readonly decide: Pick<Format<C, S, Cmd, E>, 'decide' | 'gameOf'>;
  readonly evolve: {
    evolve(state: S, event: E | RosterEvent): Evolution<S>;
    advance(state: S, moment: Moment): S;
  };
  readonly views: FormatViews<S>;
  readonly messages: { readonly messages: Messages };
}

/** What a format says about itself beyond its modules: its name and rule version (and earlier ones it keeps). */
export type FormatIdentity<C, S, Cmd extends { readonly type: string }, E extends StoredEvent> = Pick<
  Format<C, S, Cmd, E>,
  'name' | 'version' | 'earlierVersions'
>;

/** A format assembled from the modules of its folder. */
export function formatFrom<C, S, Cmd extends { readonly type: string }, E extends StoredEvent>(
  identity: FormatIdentity<C, S, Cmd, E>,
  m: FormatModules<C, S, Cmd, E>,
): Format<C, S, Cmd, E> {
  return {
    ...identity,
    presets: m.config.presets,
    defaultPreset: m.config.DEFAULT_PRESET,
    parseConfig: m.config.parseConfig,
    commandSchema: m.commands.commandSchema,
    policies: m.commands.policies,
    eventSchemas: m.events.eventSchemas,
    participantsOf: m.events.participantsOf,
    initialState: m.state.initialState,
    ...(m.state.canRegister ? { canRegister: m.state.canRegister } : {}),
    ...(m.state.canUpdate ? { canUpdate: m.state.canUpdate } : {}),
    decide: m.decide.decide,
    ...(m.decide.gameOf ? { gameOf: m.decide.gameOf } : {}),
    evolve: m.evolve.evolve,
    advance: m.evolve.advance,
    views: {
      standings: m.views.standings,
      rounds: m.views.rounds,
      due: m.views.due,
      ...(m.views.kept ? { kept: m.views.kept } : {}),
    },
    messages: m.messages.messages,
  };
}

/** The loosely typed face of a format, as the registry and the app hold it. */
// biome-ignore lint/suspicious/noExplicitAny: the registry erases each format's own types
export type AnyFormat = Format<any, any, any, any>;

/**
 * The format that folds a log written under rule version `version`: the current one, an earlier
 * one the format keeps, or a refusal naming both versions (a log is never silently rescored).
 */
export function formatAtVersion(format: AnyFormat, version: number): Result<AnyFormat, Refusal> {
  if (version === format.version) return ok(format);
  const earlier = format.earlierVersions?.get(version);
  if (earlier) return ok(earlier);
  const known = [format.version, ...(format.earlierVersions?.keys() ?? [])].sort((a, b) => a - b);
  return err(
    refusal(
      'ERR_FORMAT_VERSION',
      `the competition was scored under ${format.name} rules version ${version}; this Arbiter scores ${format.name} by version ${known.join(' or ')} and will not rescore it under other rules`,
      {
        path: 'formatVersion',
        params: { format: format.name, version, current: format.version },
      },
    ),
  );
}
