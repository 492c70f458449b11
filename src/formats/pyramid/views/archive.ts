/**
 * PYR-8, PYR-16: finished games with the status of their result — provisional for the objection
 * period, disputed until the guardian decides, then final — newest first. The archive proper is
 * the final results; the provisional ones are shown marked.
 */
import { instantOf } from '../../../core/moment.js';
import type { Moment, ParticipantId } from '../../../core/types.js';
import { objectionEnd, objectionEndInstant } from '../periods.js';
import type { FinishedGame, PyramidState } from '../state.js';

export const RESULT_STATUSES = ['provisional', 'disputed', 'final'] as const;
export type ResultStatus = (typeof RESULT_STATUSES)[number];

/** PYR-8: only a reported result waits for objections; the guardian's rulings are final at once. */
export function resultStatus(state: PyramidState, g: FinishedGame, asOf: Moment): ResultStatus {
  if (g.ending !== 'reported' || g.decidedAt) return 'final';
  if (g.objection) return 'disputed';
  return instantOf(asOf) > objectionEndInstant(state, g) ? 'final' : 'provisional';
}

/** PYR-8: the moment the result became (or becomes) final; undefined while disputed. */
export function finalAt(state: PyramidState, g: FinishedGame): Moment | undefined {
  if (g.ending !== 'reported') return g.endedAt;
  if (g.decidedAt) return g.decidedAt;
  return g.objection ? undefined : objectionEnd(state, g);
}

/** A finished game as the archive shows it: with the status of its result (PYR-8). */
export interface ArchivedGame extends Omit<FinishedGame, 'seq'> {
  readonly status: ResultStatus;
  readonly finalAt?: Moment;
}

function archivedGame(state: PyramidState, g: FinishedGame, asOf: Moment): ArchivedGame {
  const { seq: _seq, ...rest } = g;
  const final = finalAt(state, g);
  return { ...rest, status: resultStatus(state, g, asOf), ...(final ? { finalAt: final } : {}) };
}

export interface ArchiveOptions {
  /** `final` for the archive proper, `all` to include provisional and disputed results. */
  readonly include?: 'final' | 'all';
  /** Also list XXX places taken and challenges that lapsed or were voided (PYR-8) (not games). */
  readonly withoutPlay?: boolean;
  readonly participant?: ParticipantId;
}

/** Finished games as of a moment, newest first. */
export function archiveView(state: PyramidState, asOf: Moment, options: ArchiveOptions = {}): ArchivedGame[] {
  const out: ArchivedGame[] = [];
  for (let cell = state.finished; cell; cell = cell.tail) {
    const g = cell.head;
    if (!options.withoutPlay && (g.ending === 'vacant' || g.ending === 'lapsed' || g.ending === 'voided'))
      continue;
    if (options.participant && g.challenger !== options.participant && g.defender !== options.participant)
      continue;
    const view = archivedGame(state, g, asOf);
    if (options.include !== 'all' && view.status !== 'final') continue;
    out.push(view);
  }
  return out;
}
