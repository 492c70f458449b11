/**
 * Running an import's commands through the rules, in one linear pass: each command is decided on
 * the fold of the events before it, and its events extend that fold (core/engine.ts,
 * `extendFold`) instead of folding the whole log again — imports of thousands of games stay
 * quick. The first refusal stops the run and is returned with the step it belongs to.
 */
import { type CompetitionSetup, decideCommand, extendFold, type FoldResult, fold } from '../core/engine.js';
import type { Actor, StoredEvent } from '../core/events.js';
import type { AnyFormat } from '../core/format.js';
import { err, type Moment, ok, type Refusal, type Result } from '../core/types.js';

/** What a long import reports as it goes: what it does, with a count (for a progress line). */
export type Report = (what: string, done?: number, total?: number) => void;

export const QUIET: Report = () => undefined;

export interface ImportStep {
  readonly at: Moment;
  readonly actor: Actor;
  readonly command: { readonly type: string; readonly [field: string]: unknown };
}

export interface Replayed {
  readonly events: readonly StoredEvent[];
  readonly head: FoldResult;
}

export interface StepRefusal {
  /** The index of the refused step. */
  readonly index: number;
  readonly refusal: Refusal;
}

export function replayCommands(
  format: AnyFormat,
  setup: CompetitionSetup,
  steps: readonly ImportStep[],
  recordedAt: Moment,
  report: Report = QUIET,
): Result<Replayed, StepRefusal> {
  const events: StoredEvent[] = [];
  let head = fold(format, setup, []);
  for (const [index, step] of steps.entries()) {
    if (index % 256 === 0) report('deciding', index, steps.length);
    const decided = decideCommand(
      format,
      setup,
      events,
      step.command,
      { at: step.at, recordedAt, actor: step.actor },
      head,
    );
    if (!decided.ok) return err({ index, refusal: decided.error });
    head =
      extendFold(format, head, decided.value.events) ??
      fold(format, setup, [...events, ...decided.value.events]);
    events.push(...decided.value.events);
  }
  return ok({ events, head });
}
