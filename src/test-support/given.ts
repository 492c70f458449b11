/**
 * The one test harness of the formats: given a log, when a command comes, then these events or
 * this refusal. A `Scenario` drives a format through the core `Session` the way the app does
 * (each command validated by its schema, decided against the log as of its moment, its events
 * appended), and reads like a club evening:
 *
 *     given(pyramid, setup)
 *       .given(on('03-02'), challenge('c', 'a'))
 *       .when(on('03-03'), accept('c', 'a'))
 *       .thenEmits([{ type: 'ChallengeAccepted' }]);
 *
 * Without a moment a command comes at the scenario's next tick (one minute after the last).
 * `do`, `attempt` and `refusal` are the same steps for tests that want the decision itself.
 *
 * The format's own helpers (`test-support/<format>.ts`) build setups, moments and commands on it.
 */
import { expect } from 'vitest';
import type { CompetitionSetup, Decision, FoldOptions, FoldResult } from '../core/engine.js';
import type { Actor, StoredEvent } from '../core/events.js';
import type { AnyFormat } from '../core/format.js';
import { addDuration, moment } from '../core/moment.js';
import type { Participant } from '../core/participant.js';
import { Session } from '../core/session.js';
import type { ErrorCode, Refusal, Result } from '../core/types.js';

export const DIRECTOR: Actor = { kind: 'director', personId: 'td' };
export const player = (participantId: string): Actor => ({ kind: 'player', participantId });

export type Command = { readonly type: string } & Record<string, unknown>;

/** Who gives a command (the director unless told) and, for a late entry, when it was recorded. */
export type By = Actor | { readonly actor?: Actor; readonly recordedAt?: string };

/** "As of" a moment, and/or what was known (recorded) by one. */
export interface AsOf {
  readonly asOf?: string;
  readonly knownAt?: string;
}

/** An expected event: its type and, where the test cares, (part of) its payload and envelope. */
export interface ExpectedEvent {
  readonly type: string;
  readonly payload?: Readonly<Record<string, unknown>>;
  readonly supersedes?: readonly number[];
  readonly reason?: string;
}

/** A resolved configuration of a format, or the refusals as an error. */
export function configOf<C>(format: AnyFormat, overrides: Record<string, unknown> = {}, preset?: string): C {
  const parsed = format.parseConfig(overrides, preset);
  if (!parsed.ok) throw new Error(parsed.error.map((r) => r.message).join('; '));
  return parsed.value as C;
}

const inputOf = (at: string, by: By | undefined) => {
  const { actor, recordedAt } = by === undefined || !('kind' in by) ? (by ?? {}) : { actor: by };
  return { at: moment(at), recordedAt: moment(recordedAt ?? at), actor: actor ?? DIRECTOR };
};

/** What a command decided against the log would do, before anything is appended. */
export class When {
  constructor(
    private readonly decided: Result<Decision, Refusal>,
    private readonly command: Command,
  ) {}

  /** The command is accepted and yields exactly these events, in this order. */
  thenEmits(expected: readonly ExpectedEvent[]): readonly StoredEvent[] {
    if (!this.decided.ok)
      throw new Error(
        `${this.command.type} refused: ${this.decided.error.code} ${this.decided.error.message}`,
      );
    const events = this.decided.value.events;
    expect(events.map((e) => e.type)).toEqual(expected.map((e) => e.type));
    for (const [i, e] of expected.entries()) expect(events[i]).toMatchObject(e);
    return events;
  }

  /** The command is refused with this code (and a message matching `message`, if given). */
  thenRefuses(code: ErrorCode, message?: RegExp | string): Refusal {
    if (this.decided.ok) throw new Error(`${this.command.type} was accepted`);
    expect(this.decided.error.code).toBe(code);
    if (message !== undefined) expect(this.decided.error.message).toMatch(message);
    return this.decided.error;
  }
}

export class Scenario<S> {
  readonly session: Session<S>;
  private minute = 0;

  constructor(
    format: AnyFormat,
    setup: CompetitionSetup,
    events: readonly StoredEvent[] = [],
    /** Where `tick()` starts. */
    private readonly start = '2026-03-02T10:00:00+01:00',
  ) {
    this.session = new Session<S>(format, setup, events);
  }

  get events(): readonly StoredEvent[] {
    return this.session.events;
  }

  get setup(): CompetitionSetup {
    return this.session.setup;
  }

  /** Moments one minute apart, for logs where only the order matters. */
  tick(): string {
    return addDuration(moment(this.start), { minutes: this.minute++ });
  }

  /** Given these events as recorded (written by hand, e.g. to put one before another). */
  append(...events: StoredEvent[]): this {
    this.session.append(events);
    return this;
  }

  /** Decides a command; when it is accepted its events join the log. */
  attempt(at: string, command: Command, by?: By): Result<Decision, Refusal> {
    return this.session.attempt(command, inputOf(at, by));
  }

  /** A command that must be accepted: its decision (events and impact on later events). */
  do(at: string, command: Command, by?: By): Decision {
    const decided = this.attempt(at, command, by);
    if (!decided.ok)
      throw new Error(`${command.type} refused: ${decided.error.code} ${decided.error.message}`);
    return decided.value;
  }

  /** A command that must be refused: its refusal (the log stays as it was). */
  refusal(at: string, command: Command, by?: By): Refusal {
    const decided = this.attempt(at, command, by);
    if (decided.ok) throw new Error(`${command.type} was accepted`);
    return decided.error;
  }

  /**
   * Given this command accepted (at `at`, or at the next tick): the log grows by its events.
   * Chains: `given(drawGroups).given(pairRound)`.
   */
  given(command: Command, by?: By): this;
  given(at: string, command: Command, by?: By): this;
  given(...args: [Command, By?] | [string, Command, By?]): this {
    const [at, command, by] = this.moment(args);
    this.do(at, command, by);
    return this;
  }

  /** What a command (at `at`, or at the next tick) would do, decided against a copy of the log; nothing is appended. */
  when(command: Command, by?: By): When;
  when(at: string, command: Command, by?: By): When;
  when(...args: [Command, By?] | [string, Command, By?]): When {
    const [at, command, by] = this.moment(args);
    const copy = new Session<S>(this.session.format, this.setup, this.events);
    return new When(copy.attempt(command, inputOf(at, by)), command);
  }

  private moment(args: [Command, By?] | [string, Command, By?]): [string, Command, By | undefined] {
    return typeof args[0] === 'string'
      ? [args[0], args[1] as Command, args[2]]
      : [this.tick(), args[0], args[1] as By | undefined];
  }

  fold(options: AsOf = {}): FoldResult<S> {
    const folding: FoldOptions = {
      ...(options.asOf === undefined ? {} : { asOf: moment(options.asOf) }),
      ...(options.knownAt === undefined ? {} : { knownAt: moment(options.knownAt) }),
    };
    return this.session.fold(folding);
  }

  /** The format's state after the log, or as of a moment (or what was known at one). */
  state(asOf: string | AsOf = {}): S {
    return this.fold(typeof asOf === 'string' ? { asOf } : asOf).state.format;
  }

  /** Seq → code of every event the fold could not apply (ineffective or rejected). */
  problems(options: AsOf = {}): Record<number, string> {
    const out: Record<number, string> = {};
    for (const [seq, o] of this.fold(options).outcomes)
      if (o.status !== 'applied') out[seq] = o.code ?? o.status;
    return out;
  }
}

/** A scenario of a format: its setup (a configuration and the participants) and the log so far. */
export function given<S>(
  format: AnyFormat,
  setup: {
    readonly config: unknown;
    readonly participants: readonly Participant[];
    readonly createdAt?: string;
  },
  events: readonly StoredEvent[] = [],
  start?: string,
): Scenario<S> {
  const { createdAt, ...rest } = setup;
  return new Scenario<S>(
    format,
    createdAt === undefined ? rest : { ...rest, createdAt: moment(createdAt) },
    events,
    start,
  );
}
