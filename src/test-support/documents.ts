/**
 * Documents for tests, made by running a demo script through a real in-memory SQLite store.
 */
import { fixedClock } from '../app/clock.js';
import { CompetitionService } from '../app/competitions/competitions.js';
import { seedDemo } from '../app/competitions/demo.js';
import { type CompetitionDocument, parseDocument } from '../app/imports/document.js';
import type { DemoScript } from '../core/demo.js';
import { type FoldOptions, type FoldResult, fold } from '../core/engine.js';
import type { StoredEvent } from '../core/events.js';
import { demos as roundRobinDemos } from '../formats/round-robin/demo.js';
import { SqliteEventStore } from '../store/sqlite/event-store.js';

export async function documentOfDemo(script: DemoScript): Promise<string> {
  const store = SqliteEventStore.open(':memory:');
  await seedDemo(store, script, 'test-club');
  const text = await new CompetitionService(store, fixedClock(script.createdAt)).exportDocument(script.id);
  await store.close();
  if (text === undefined) throw new Error('demo not stored');
  return text;
}

/** A demo as a parsed document. */
export async function parsedDemo(script: DemoScript): Promise<CompetitionDocument> {
  const parsed = parseDocument(await documentOfDemo(script), 'demo');
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** The round-robin demo as a parsed document. */
export const roundRobinDemoDocument = (): Promise<CompetitionDocument> => parsedDemo(roundRobinDemos()[0]);

/** A document's log (or its first `events`) folded, as of `options.asOf` when given. */
export const foldDocument = <S>(
  doc: CompetitionDocument,
  events: readonly StoredEvent[] = doc.events,
  options: FoldOptions = {},
): FoldResult<S> =>
  fold<S>(
    doc.format,
    { config: doc.competition.config, participants: doc.competition.participants },
    events,
    options,
  );
