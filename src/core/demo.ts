/**
 * Demo competitions are scripts of commands, run through the engine like real input, so every
 * demo is valid by construction and shows the format's rules at work. Each format offers one or
 * more in `formats/<name>/demo.ts`; the app seeds them into a new database.
 */
import type { Actor } from './events.js';
import type { Participant } from './participant.js';
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
