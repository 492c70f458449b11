/**
 * Demo competitions are scripts of commands, run through the engine like real input, so every
 * demo is valid by construction and shows the format's rules at work. Each format offers one or
 * more in `formats/<name>/demo.ts`; the app seeds them into a new database.
 */
import type { CompetitionSetup } from './engine.js';
import type { Actor, StoredEvent } from './events.js';
import type { AnyFormat } from './format.js';
import type { Participant } from './participant.js';
import { Session } from './session.js';
import type { Moment } from './types.js';

export interface DemoStep {
  readonly at: Moment;
  readonly actor: Actor;
  readonly command: { readonly type: string } & Record<string, unknown>;
  /** Recorded later than it took effect (a late message), if set. */
  readonly recordedAt?: Moment;
}

export interface DemoScript {
  /** URL-safe competition id, e.g. `demo-keizer`. */
  readonly id: string;
  readonly name: string;
  readonly format: string;
  readonly preset: string;
  /** Overrides on top of the preset. */
  readonly config?: Readonly<Record<string, unknown>>;
  readonly createdAt: Moment;
  readonly participants: readonly Participant[];
  readonly steps: readonly DemoStep[];
  /** The participant the demo player account plays as; default: the first. */
  readonly player?: string;
}

/**
 * A demo script under construction: each command is decided against the log so far (later steps
 * may depend on what earlier ones made, such as pairings), so the script is valid by construction.
 */
export class DemoRecorder<S> {
  readonly steps: DemoStep[] = [];
  private readonly session: Session<S>;

  constructor(
    private readonly id: string,
    format: AnyFormat,
    setup: CompetitionSetup,
  ) {
    this.session = new Session<S>(format, setup);
  }

  /** Runs one step; a refused step is a broken demo and throws, naming the step. */
  run(at: Moment, actor: Actor, command: DemoStep['command'], recordedAt?: Moment): readonly StoredEvent[] {
    const decided = this.session.attempt(command, { at, recordedAt: recordedAt ?? at, actor });
    if (!decided.ok) {
      throw new Error(
        `demo ${this.id} step ${this.steps.length} (${command.type}): ${decided.error.code}: ${decided.error.message}`,
      );
    }
    this.steps.push({ at, actor, command, ...(recordedAt ? { recordedAt } : {}) });
    return decided.value.events;
  }

  /** The format's state after the steps so far. */
  get state(): S {
    return this.session.state;
  }
}
