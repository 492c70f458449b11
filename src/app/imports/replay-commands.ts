/**
 * Running an import's commands through the rules, in one linear pass (a core `Session`): each
 * command is decided on the fold of the events before it, and its events extend that fold
 * instead of folding the whole log again — imports of thousands of games stay quick. The first
 * refusal stops the run and is returned with the step it belongs to.
 */
import type { CompetitionSetup, FoldResult } from '../../core/engine.js';
import type { Actor, StoredEvent } from '../../core/events.js';
import type { AnyFormat } from '../../core/format.js';
import { Session } from '../../core/session.js';
import { err, type Moment, ok, type Refusal, type Result } from '../../core/types.js';
import type { CompetitionDocument, CompetitionSetupRecord } from './document.js';

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
  const session = new Session(format, setup);
  for (const [index, step] of steps.entries()) {
    if (index % 256 === 0) report('deciding', index, steps.length);
    const decided = session.attempt(step.command, { at: step.at, recordedAt, actor: step.actor });
    if (!decided.ok) return err({ index, refusal: decided.error });
  }
  return ok({ events: session.events, head: session.fold() });
}

/** An imported competition as read from its file; `replayImport` adds its format. */
export type ImportedSetup = Omit<CompetitionSetupRecord, 'format' | 'formatVersion'>;

/** An import's steps replayed on its competition: the competition document, or the refused step. */
export function replayImport(
  format: AnyFormat,
  competition: ImportedSetup,
  steps: readonly ImportStep[],
  recordedAt: Moment,
  report: Report = QUIET,
): Result<{ document: CompetitionDocument; head: FoldResult }, StepRefusal> {
  const { config, participants, createdAt } = competition;
  const replayed = replayCommands(format, { config, participants, createdAt }, steps, recordedAt, report);
  if (!replayed.ok) return replayed;
  return ok({
    document: {
      competition: { ...competition, format: format.name, formatVersion: format.version },
      events: replayed.value.events,
      format,
    },
    head: replayed.value.head,
  });
}
