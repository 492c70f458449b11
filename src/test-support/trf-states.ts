/**
 * The TRF of every demo competition whose games are chess games, in every state its log passes
 * through: nothing played yet, part of its rounds, a late entrant registered, players who left,
 * finished. Each state is the log cut after a share of its events, folded as of the last one.
 */
import type { CompetitionDocument } from '../app/imports/document.js';
import { makeCompetitionTrf, TRF_FORMATS } from '../app/imports/trf.js';
import type { StoredEvent } from '../core/events.js';
import type { Moment } from '../core/types.js';
import { DEMOS } from '../formats/demos.js';
import { foldDocument, parsedDemo } from './documents.js';

export interface TrfState {
  /** `demo-keizer@50%`: the demo and the share of its log. */
  readonly name: string;
  readonly text: string;
}

/** Shares of the log at which a demo's TRF is written (0: nothing played). */
export const TRF_CUTS = [0, 0.1, 0.25, 0.4, 0.5, 0.6, 0.75, 0.9, 1] as const;

/**
 * A document's TRF from its first `events` (default all): folded as of `foldAsOf` (default: every
 * event), written as of `asOf` for `audience` (default the director).
 */
export function trfOfDocument(
  doc: CompetitionDocument,
  options: {
    asOf: Moment;
    events?: readonly StoredEvent[];
    foldAsOf?: Moment;
    audience?: 'public' | 'director';
  },
): string {
  const { asOf, events = doc.events, foldAsOf, audience = 'director' } = options;
  const head = foldDocument(doc, events, foldAsOf === undefined ? {} : { asOf: foldAsOf });
  const text = makeCompetitionTrf({
    format: doc.competition.format,
    name: doc.competition.name,
    state: head.state.format,
    roster: head.state.roster,
    standings: doc.format.views.standings(head.state.format),
    audience,
    asOf,
    events,
  });
  if (text === undefined) throw new Error(`${doc.competition.id}: no TRF`);
  return text;
}

function trfAt(doc: CompetitionDocument, count: number): string {
  const events = doc.events.slice(0, count);
  const asOf = events.at(-1)?.at ?? doc.competition.createdAt;
  return trfOfDocument(doc, { asOf, events, foldAsOf: asOf });
}

export async function trfStates(): Promise<TrfState[]> {
  const states: TrfState[] = [];
  for (const script of DEMOS()) {
    if (!(TRF_FORMATS as readonly string[]).includes(script.format)) continue;
    const doc = await parsedDemo(script);
    for (const cut of TRF_CUTS) {
      const count = Math.round(cut * doc.events.length);
      states.push({ name: `${script.id}@${Math.round(cut * 100)}%`, text: trfAt(doc, count) });
    }
  }
  return states;
}
