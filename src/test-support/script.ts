/**
 * Runs commands through the engine as the app would (decide as of the step's moment, append the
 * stamped events), for tests that read like a director's session and for checking demo scripts.
 */
import type { DemoScript } from '../core/demo.js';
import { type CompetitionSetup, decideCommand, fold } from '../core/engine.js';
import type { Actor, StoredEvent } from '../core/events.js';
import type { AnyFormat } from '../core/format.js';
import { moment } from '../core/moment.js';
import type { Refusal } from '../core/types.js';

export const DIRECTOR: Actor = { kind: 'director', personId: 'td' };

export interface Step {
  readonly at: string;
  readonly command: { readonly type: string } & Record<string, unknown>;
  readonly actor?: Actor;
  readonly recordedAt?: string;
}

export class RefusedError extends Error {
  constructor(
    readonly refusal: Refusal,
    readonly step: number,
  ) {
    super(`step ${step} refused: ${refusal.code}: ${refusal.message}`);
  }
}

/** Appends each step's events; throws `RefusedError` on the first refusal. */
export function run(
  format: AnyFormat,
  setup: CompetitionSetup,
  steps: readonly Step[],
  events: StoredEvent[] = [],
): StoredEvent[] {
  for (const [i, step] of steps.entries()) {
    const decided = decideCommand(format, setup, events, step.command, {
      at: moment(step.at),
      recordedAt: moment(step.recordedAt ?? step.at),
      actor: step.actor ?? DIRECTOR,
    });
    if (!decided.ok) throw new RefusedError(decided.error, i);
    events.push(...decided.value.events);
  }
  return events;
}

/** The refusal of one more command against a log (or undefined if it would be accepted). */
export function refusalOf(
  format: AnyFormat,
  setup: CompetitionSetup,
  events: readonly StoredEvent[],
  step: Step,
): Refusal | undefined {
  const decided = decideCommand(format, setup, events, step.command, {
    at: moment(step.at),
    recordedAt: moment(step.recordedAt ?? step.at),
    actor: step.actor ?? DIRECTOR,
  });
  return decided.ok ? undefined : decided.error;
}

/** Runs a demo script and returns its setup, events and final state. */
export function runDemo<S>(format: AnyFormat, script: DemoScript) {
  const config = format.parseConfig(script.config ?? {}, script.preset);
  if (!config.ok) throw new Error(config.error.map((r) => r.message).join('; '));
  const setup = { config: config.value, participants: script.participants };
  const events = run(format, setup, script.steps);
  return { setup, events, state: fold<S>(format, setup, events).state };
}

/** Minutes after a start moment, as ISO text: `minutes('2026-05-01T09:00:00+02:00', 90)`. */
export function minutes(start: string, n: number): string {
  return new Date(Date.parse(start) + n * 60_000).toISOString().replace('.000Z', 'Z');
}
