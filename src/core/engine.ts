/**
 * The engine: a competition's state is the fold of its events ordered by moment, then sequence.
 *
 * - Late events land at their moment: an event recorded today with last week's moment is folded
 *   before everything that happened since, and `decideCommand` reports which later events changed
 *   outcome because of it.
 * - Supersession: an event may supersede earlier ones (corrections, voids). A superseded event is
 *   skipped by every fold in which its superseding event is visible; the log keeps both.
 * - "As of": a fold may stop at a moment (`asOf`) and may ignore what was recorded after a moment
 *   (`knownAt`), so every view can be asked for any point of the past.
 * - Deadlines are the fold's business: before each event, and at the end, the format's `advance`
 *   lets time pass; there are no timers.
 */

import { z } from 'zod';
import { refusalsFromZod } from './config.js';
import {
  type Actor,
  actsAsDirector,
  CORE_EVENT_TYPES,
  coreEventSchemas,
  isCoreEventType,
  makeActor,
  type NewEvent,
  type StoredEvent,
} from './events.js';
import { type AnyFormat, APPLIED, type Outcome } from './format.js';
import { instantOf } from './moment.js';
import { type Participant, participantSchema, type Roster, rosterOf } from './participant.js';
import { err, type Moment, ok, type Refusal, type Result, refusal } from './types.js';

export interface CompetitionState<S = unknown> {
  readonly roster: Roster;
  readonly format: S;
}

export interface FoldOptions {
  /** Fold only events that took effect at or before this moment, then advance to it. */
  readonly asOf?: Moment;
  /** Fold only events recorded at or before this moment ("what was known then"). */
  readonly knownAt?: Moment;
}

export interface FoldResult<S = unknown> {
  readonly state: CompetitionState<S>;
  /** Outcome of every folded event that was not plainly applied (absent = applied). */
  readonly outcomes: ReadonlyMap<number, Outcome>;
  /** Superseded seq → the seq that superseded it (within the fold's window). */
  readonly supersededBy: ReadonlyMap<number, number>;
  /** The highest seq in the log (whatever the window), the store's expected sequence. */
  readonly lastSeq: number;
  /** The latest moment of any event in the log (whatever the window); undefined for an empty log. */
  readonly latestAt: Moment | undefined;
}

export interface CompetitionSetup {
  readonly config: unknown;
  readonly participants: readonly Participant[];
  /** When the competition began; the format's initial state may start its clocks there (PYR-10). */
  readonly createdAt?: Moment;
}

export const outcomeOf = (fold: FoldResult, seq: number): Outcome => fold.outcomes.get(seq) ?? APPLIED;

/** The events a fold applies, in fold order: visible, not superseded, by moment then seq. */
function foldOrder(events: readonly StoredEvent[], asOf: number, knownAt: number) {
  const visible: StoredEvent[] = [];
  const instants: number[] = [];
  let lastSeq = 0;
  let latest = Number.NEGATIVE_INFINITY;
  let latestAt: Moment | undefined;
  let superseding = false;
  for (const e of events) {
    if (e.seq > lastSeq) lastSeq = e.seq;
    const t = instantOf(e.at);
    if (t > latest) {
      latest = t;
      latestAt = e.at;
    }
    if (t > asOf) continue;
    if (knownAt !== Number.POSITIVE_INFINITY && instantOf(e.recordedAt) > knownAt) continue;
    visible.push(e);
    instants.push(t);
    if (e.supersedes) superseding = true;
  }
  const supersededBy = new Map<number, number>();
  if (superseding) for (const e of visible) for (const s of e.supersedes ?? []) supersededBy.set(s, e.seq);
  let sorted = true;
  for (let i = 1; i < visible.length && sorted; i++) {
    const d = (instants[i - 1] as number) - (instants[i] as number);
    sorted = d < 0 || (d === 0 && (visible[i - 1] as StoredEvent).seq < (visible[i] as StoredEvent).seq);
  }
  let effective = visible;
  if (!sorted) {
    const index = visible.map((_, i) => i);
    index.sort(
      (a, b) =>
        (instants[a] as number) - (instants[b] as number) ||
        (visible[a] as StoredEvent).seq - (visible[b] as StoredEvent).seq,
    );
    effective = index.map((i) => visible[i] as StoredEvent);
  }
  if (supersededBy.size > 0) effective = effective.filter((e) => !supersededBy.has(e.seq));
  return { effective, supersededBy, lastSeq, latestAt };
}

export function fold<S>(
  format: AnyFormat,
  setup: CompetitionSetup,
  events: readonly StoredEvent[],
  options: FoldOptions = {},
): FoldResult<S> {
  const asOf = options.asOf === undefined ? Number.POSITIVE_INFINITY : instantOf(options.asOf);
  const knownAt = options.knownAt === undefined ? Number.POSITIVE_INFINITY : instantOf(options.knownAt);
  const { effective, supersededBy, lastSeq, latestAt } = foldOrder(events, asOf, knownAt);

  const acc: Accumulator<S> = {
    roster: rosterOf(setup.participants),
    state: format.initialState({
      config: setup.config,
      participants: setup.participants,
      ...(setup.createdAt === undefined ? {} : { createdAt: setup.createdAt }),
    }) as S,
    outcomes: new Map<number, Outcome>(),
    sharedOutcomes: false,
  };
  for (let i = 0; i < effective.length; i++) step(format, acc, effective[i] as StoredEvent);
  let state = acc.state;
  if (options.asOf !== undefined) state = format.advance(state, options.asOf) as S;
  return {
    state: { roster: acc.roster, format: state },
    outcomes: acc.outcomes,
    supersededBy,
    lastSeq,
    latestAt,
  };
}

/** What a fold carries from event to event (local to one fold; the states themselves are immutable). */
interface Accumulator<S> {
  roster: Roster;
  state: S;
  outcomes: Map<number, Outcome>;
  /** The outcomes belong to the fold being extended: copy them before the first change. */
  sharedOutcomes: boolean;
}

function setOutcome<S>(acc: Accumulator<S>, seq: number, outcome: Outcome): void {
  if (acc.sharedOutcomes) {
    acc.outcomes = new Map(acc.outcomes);
    acc.sharedOutcomes = false;
  }
  acc.outcomes.set(seq, outcome);
}

/** Applies one event: time passes to its moment, then the engine (core events) and the format. */
function step<S>(format: AnyFormat, acc: Accumulator<S>, e: StoredEvent): void {
  acc.state = format.advance(acc.state, e.at) as S;
  if (isCoreEventType(e.type)) {
    const applied = applyCoreEvent(acc.roster, e);
    if (applied.outcome) {
      setOutcome(acc, e.seq, applied.outcome);
      return;
    }
    acc.roster = applied.roster;
    if (e.type === 'EventVoided') return;
  } else {
    const unknown = unknownParticipant(format.participantsOf(e), acc.roster);
    if (unknown !== undefined) {
      setOutcome(acc, e.seq, {
        status: 'rejected',
        code: 'ERR_UNKNOWN_PARTICIPANT',
        message: `event ${e.seq} (${e.type}) names "${unknown}", who is not a participant at ${e.at}`,
      });
      return;
    }
  }
  const evolution = format.evolve(acc.state, e);
  acc.state = evolution.state as S;
  if (evolution.outcome !== undefined && evolution.outcome !== APPLIED)
    setOutcome(acc, e.seq, evolution.outcome);
}

function unknownParticipant(ids: readonly string[], roster: Roster): string | undefined {
  for (let i = 0; i < ids.length; i++) if (!roster.has(ids[i] as string)) return ids[i];
  return undefined;
}

function applyCoreEvent(roster: Roster, e: StoredEvent): { roster: Roster; outcome?: Outcome } {
  if (e.type === 'EventVoided') return { roster };
  const participant = (e.payload as { participant: Participant }).participant;
  const exists = roster.has(participant.id);
  if (e.type === 'ParticipantRegistered' && exists) {
    return {
      roster,
      outcome: {
        status: 'rejected',
        code: 'ERR_DUPLICATE_PARTICIPANT',
        message: `participant "${participant.id}" is already registered`,
      },
    };
  }
  if (e.type === 'ParticipantUpdated' && !exists) {
    return {
      roster,
      outcome: {
        status: 'rejected',
        code: 'ERR_UNKNOWN_PARTICIPANT',
        message: `participant "${participant.id}" is not registered at ${e.at}`,
      },
    };
  }
  const next = new Map(roster);
  next.set(participant.id, participant);
  return { roster: next };
}

/** Commands the engine decides itself, for every format. */
export type CoreCommand =
  | { readonly type: 'RegisterParticipant'; readonly participant: Participant }
  | { readonly type: 'UpdateParticipant'; readonly participant: Participant }
  | { readonly type: 'VoidEvent'; readonly seq: number; readonly reason: string };

const CORE_COMMAND_TYPES = ['RegisterParticipant', 'UpdateParticipant', 'VoidEvent'] as const;

const coreCommandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('RegisterParticipant'), participant: participantSchema }),
  z.strictObject({ type: z.literal('UpdateParticipant'), participant: participantSchema }),
  z.strictObject({
    type: z.literal('VoidEvent'),
    seq: z.number().int().positive(),
    reason: z.string().trim().min(1).max(2000),
  }),
]);

/** The schema a raw command of this type is validated with: the core commands' or the format's. */
export const commandSchemaOf = (format: AnyFormat, type: string): z.ZodType =>
  isCoreCommand({ type }) ? coreCommandSchema : format.commandSchema;

/** A command as its schema reads it: the core commands' or the format's. */
export type ParsedCommand = { readonly type: string; readonly [field: string]: unknown };

/** Validates a raw command against its schema, naming every field that is wrong. */
export function parseCommand(format: AnyFormat, raw: unknown): Result<ParsedCommand, Refusal[]> {
  const type = (raw as { type?: unknown } | null)?.type;
  const parsed = commandSchemaOf(format, typeof type === 'string' ? type : '').safeParse(raw);
  if (parsed.success) return ok(parsed.data as ParsedCommand);
  if (typeof type !== 'string')
    return err([refusal('ERR_INVALID_COMMAND', 'type: a command needs a type', { path: 'type' })]);
  return err(refusalsFromZod(parsed.error, '', 'ERR_INVALID_COMMAND'));
}

export const isCoreCommand = (command: { type: string }): command is CoreCommand =>
  (CORE_COMMAND_TYPES as readonly string[]).includes(command.type);

export interface DecideInput {
  readonly at: Moment;
  readonly recordedAt: Moment;
  readonly actor: Actor;
}

/** A later event whose outcome changed because of the new events (PYR-0). */
export interface Impact {
  readonly seq: number;
  readonly type: string;
  readonly at: Moment;
  readonly before: Outcome;
  readonly after: Outcome;
}

export interface Decision {
  /** The new events, numbered and stamped, ready for the store. */
  readonly events: readonly StoredEvent[];
  readonly impact: readonly Impact[];
}

/**
 * Decides a command against the state as of its moment and returns the events to append, with
 * the impact on later events when the command is entered late.
 */
export function decideCommand(
  format: AnyFormat,
  setup: CompetitionSetup,
  events: readonly StoredEvent[],
  command: { readonly type: string; readonly [field: string]: unknown },
  input: DecideInput,
  head?: FoldResult,
): Result<Decision, Refusal> {
  // With the head fold of `events` and no event later than the command, the state as of its
  // moment is the head advanced to it: no refold (and no later event whose outcome could change).
  const current = head !== undefined && !isBefore(input.at, head.latestAt);
  const before = current
    ? advanceFold(format, head, input.at)
    : fold(format, setup, events, { asOf: input.at });
  const decided = isCoreCommand(command)
    ? decideCore(format, before, events, command as CoreCommand, input)
    : format.decide(before.state.format, command, {
        at: input.at,
        actor: input.actor,
        roster: before.state.roster,
      });
  if (!decided.ok) return decided;
  const stamped = stamp(before.lastSeq, decided.value, input);
  const checked = checkNewEvents(format, events, stamped, undefined, before.lastSeq);
  if (!checked.ok) return checked;
  const late = !current || stamped.some((e) => isBefore(e.at, head.latestAt));
  return ok({ events: stamped, impact: late ? impactOf(format, setup, events, stamped) : [] });
}

/** Whether `at` lies before `latest` (false when there is no latest moment). */
const isBefore = (at: Moment, latest: Moment | undefined): boolean =>
  latest !== undefined && instantOf(at) < instantOf(latest);

/** The head fold with time let pass to `at` (the state as of `at` when no event lies later). */
function advanceFold(format: AnyFormat, head: FoldResult, at: Moment): FoldResult {
  return { ...head, state: { roster: head.state.roster, format: format.advance(head.state.format, at) } };
}

/**
 * Extends a fold of the whole log by events appended after it, without refolding — possible when
 * none of them lies before the latest moment folded and none supersedes anything. Otherwise
 * undefined: fold again. Costs only the added events (the outcomes are shared until one changes),
 * so a long run of commands, an import, stays linear.
 */
export function extendFold<S>(
  format: AnyFormat,
  head: FoldResult<S>,
  added: readonly StoredEvent[],
): FoldResult<S> | undefined {
  let last = head.latestAt === undefined ? Number.NEGATIVE_INFINITY : instantOf(head.latestAt);
  let latestAt = head.latestAt;
  for (const e of added) {
    const t = instantOf(e.at);
    if (t < last || e.supersedes) return undefined;
    last = t;
    latestAt = e.at;
  }
  const acc: Accumulator<S> = {
    roster: head.state.roster,
    state: head.state.format,
    outcomes: head.outcomes as Map<number, Outcome>,
    sharedOutcomes: true,
  };
  for (const e of added) step(format, acc, e);
  const lastSeq = added.reduce((m, e) => Math.max(m, e.seq), head.lastSeq);
  return {
    state: { roster: acc.roster, format: acc.state },
    outcomes: acc.outcomes,
    supersededBy: head.supersededBy,
    lastSeq,
    latestAt,
  };
}

function decideCore(
  format: AnyFormat,
  current: FoldResult,
  events: readonly StoredEvent[],
  command: CoreCommand,
  input: DecideInput,
): Result<readonly NewEvent[], Refusal> {
  if (!actsAsDirector(input.actor)) {
    return err(
      refusal(
        'ERR_FORBIDDEN',
        `only a director may ${command.type
          .replace(/([A-Z])/g, ' $1')
          .trim()
          .toLowerCase()}`,
      ),
    );
  }
  const roster = current.state.roster;
  switch (command.type) {
    case 'RegisterParticipant':
      if (roster.has(command.participant.id)) {
        return err(
          refusal('ERR_PARTICIPANT_EXISTS', `participant "${command.participant.id}" is already registered`, {
            path: 'participant.id',
          }),
        );
      }
      {
        const refused = format.canRegister?.(current.state.format, command.participant, {
          at: input.at,
          actor: input.actor,
          roster,
        });
        if (refused) return err(refused);
      }
      return ok([
        { at: input.at, type: 'ParticipantRegistered', payload: { participant: command.participant } },
      ]);
    case 'UpdateParticipant':
      if (!roster.has(command.participant.id)) {
        return err(
          refusal('ERR_UNKNOWN_PARTICIPANT', `participant "${command.participant.id}" is not registered`, {
            path: 'participant.id',
          }),
        );
      }
      {
        const refused = format.canUpdate?.(current.state.format, command.participant, {
          at: input.at,
          actor: input.actor,
          roster,
        });
        if (refused) return err(refused);
      }
      return ok([
        { at: input.at, type: 'ParticipantUpdated', payload: { participant: command.participant } },
      ]);
    case 'VoidEvent': {
      if (!command.reason.trim())
        return err(refusal('ERR_REASON_REQUIRED', 'a void needs a reason', { path: 'reason' }));
      const target = events.find((e) => e.seq === command.seq);
      if (!target)
        return err(refusal('ERR_NO_SUCH_EVENT', `there is no event ${command.seq}`, { path: 'seq' }));
      return ok([
        {
          at: input.at,
          type: 'EventVoided',
          payload: {},
          supersedes: [command.seq],
          reason: command.reason.trim(),
        },
      ]);
    }
  }
}

function stamp(lastSeq: number, decided: readonly NewEvent[], input: DecideInput): StoredEvent[] {
  const actor = makeActor(input.actor);
  return decided.map((e, i) => ({
    seq: lastSeq + 1 + i,
    at: e.at,
    recordedAt: input.recordedAt,
    actor,
    type: e.type,
    payload: e.payload,
    ...(e.supersedes ? { supersedes: e.supersedes } : {}),
    ...(e.reason ? { reason: e.reason } : {}),
  }));
}

/**
 * Structural checks of events before they enter a log: known type, valid payload, contiguous
 * numbering, and supersession of existing, not yet superseded events. Used for new events and
 * for every event of an imported document.
 */
export function checkNewEvents(
  format: AnyFormat,
  existing: readonly StoredEvent[],
  added: readonly StoredEvent[],
  pathOf: (index: number) => string = (i) => `events[${i}]`,
  /** The highest seq of `existing` when the caller knows it (a fold's `lastSeq`): no pass over the log. */
  lastSeq: number = existing.reduce((m, e) => Math.max(m, e.seq), 0),
): Result<true, Refusal> {
  // The index of the log is built only when needed (a supersession or an error), so that a
  // plain new event costs no pass over a long log; it covers the events checked so far.
  let index: { readonly seqs: Set<number>; readonly superseded: Set<number> } | undefined;
  const known = (checked: number) => {
    if (!index) {
      const log = [...existing, ...added.slice(0, checked)];
      index = {
        seqs: new Set(log.map((e) => e.seq)),
        superseded: new Set(log.flatMap((e) => e.supersedes ?? [])),
      };
    }
    return index;
  };
  let expected = lastSeq + 1;
  for (const [i, e] of added.entries()) {
    const path = pathOf(i);
    if (e.seq !== expected) {
      const problem = known(i).seqs.has(e.seq) ? `duplicates sequence number ${e.seq}` : `skips to ${e.seq}`;
      return err(
        refusal(
          'ERR_SEQUENCE',
          `${path}.seq: expected sequence number ${expected}, but the event ${problem}`,
          {
            path: `${path}.seq`,
          },
        ),
      );
    }
    const schema = isCoreEventType(e.type)
      ? coreEventSchemas[e.type]
      : (format.eventSchemas[e.type] as (typeof coreEventSchemas)[keyof typeof coreEventSchemas] | undefined);
    if (!schema) {
      const known = [...CORE_EVENT_TYPES, ...Object.keys(format.eventSchemas)].join(', ');
      return err(
        refusal(
          'ERR_UNKNOWN_EVENT_TYPE',
          `${path}.type: "${e.type}" is not an event of the ${format.name} format (known: ${known})`,
          {
            path: `${path}.type`,
          },
        ),
      );
    }
    const parsed = schema.safeParse(e.payload);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = [path, 'payload', ...(issue?.path ?? [])].join('.');
      return err(
        refusal('ERR_INVALID_EVENT', `${where}: ${issue?.message ?? 'invalid payload'}`, { path: where }),
      );
    }
    if (e.type === 'EventVoided' && (!e.supersedes || !e.reason)) {
      return err(
        refusal('ERR_INVALID_EVENT', `${path}: a void names the event it supersedes and a reason`, { path }),
      );
    }
    for (const s of e.supersedes ?? []) {
      const { seqs, superseded } = known(i);
      if (!seqs.has(s)) {
        return err(
          refusal('ERR_NO_SUCH_EVENT', `${path}.supersedes: there is no earlier event ${s}`, {
            path: `${path}.supersedes`,
          }),
        );
      }
      if (superseded.has(s)) {
        return err(
          refusal('ERR_ALREADY_SUPERSEDED', `${path}.supersedes: event ${s} was already superseded`, {
            path: `${path}.supersedes`,
          }),
        );
      }
      superseded.add(s);
    }
    index?.seqs.add(e.seq);
    expected += 1;
  }
  return ok(true);
}

/** Later events whose outcome differs once `added` is in the log. */
function impactOf(
  format: AnyFormat,
  setup: CompetitionSetup,
  existing: readonly StoredEvent[],
  added: readonly StoredEvent[],
): Impact[] {
  if (added.length === 0) return [];
  const earliest = Math.min(...added.map((e) => instantOf(e.at)));
  const later = existing.filter((e) => instantOf(e.at) > earliest);
  if (later.length === 0) return [];
  const before = fold(format, setup, existing);
  const after = fold(format, setup, [...existing, ...added]);
  const impact: Impact[] = [];
  for (const e of later) {
    const was = describe(before, e.seq);
    const now = describe(after, e.seq);
    if (JSON.stringify(was) !== JSON.stringify(now))
      impact.push({ seq: e.seq, type: e.type, at: e.at, before: was, after: now });
  }
  return impact;
}

function describe(result: FoldResult, seq: number): Outcome {
  const by = result.supersededBy.get(seq);
  if (by !== undefined)
    return { status: 'ineffective', code: 'ERR_SUPERSEDED', message: `superseded by event ${by}` };
  return outcomeOf(result, seq);
}
