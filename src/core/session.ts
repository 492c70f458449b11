/**
 * A competition driven by commands the way the app drives it, without a store: each command is
 * validated by its schema, decided against the log so far, and its events appended. The fold of
 * the whole log is kept and extended by each new event (refolded only after a late entry or a
 * correction), so a long script stays linear. Demo scripts are recorded through it (`core/demo.ts`)
 * and tests drive formats through it (`test-support/given.ts`).
 */
import {
  type CompetitionSetup,
  type DecideInput,
  type Decision,
  decideCommand,
  extendFold,
  type FoldOptions,
  type FoldResult,
  fold,
  parseCommand,
} from './engine.js';
import type { StoredEvent } from './events.js';
import type { AnyFormat } from './format.js';
import { err, ok, type Refusal, type Result } from './types.js';

export class Session<S = unknown> {
  readonly events: StoredEvent[];
  private head: FoldResult<S>;

  constructor(
    readonly format: AnyFormat,
    readonly setup: CompetitionSetup,
    events: readonly StoredEvent[] = [],
  ) {
    this.events = [...events];
    this.head = fold<S>(format, setup, this.events);
  }

  /** Validates and decides a command; when it is accepted, its events join the log. */
  attempt(raw: unknown, input: DecideInput): Result<Decision, Refusal> {
    const parsed = parseCommand(this.format, raw);
    if (!parsed.ok) return err(parsed.error[0] as Refusal);
    const decided = decideCommand(this.format, this.setup, this.events, parsed.value, input, this.head);
    if (!decided.ok) return decided;
    this.append(decided.value.events);
    return ok(decided.value);
  }

  /** Appends events that were decided elsewhere. */
  append(events: readonly StoredEvent[]): void {
    this.events.push(...events);
    this.head = extendFold(this.format, this.head, events) ?? fold<S>(this.format, this.setup, this.events);
  }

  /** The fold of the whole log, or of the part an "as of" asks for. */
  fold(options: FoldOptions = {}): FoldResult<S> {
    return options.asOf === undefined && options.knownAt === undefined
      ? this.head
      : fold<S>(this.format, this.setup, this.events, options);
  }

  /** The format's state after the whole log. */
  get state(): S {
    return this.head.state.format;
  }
}
