/**
 * Documents for tests, made by running a demo script through a real in-memory SQLite store.
 */
import { fixedClock } from '../app/clock.js';
import { CompetitionService } from '../app/competitions/competitions.js';
import { seedDemo } from '../app/competitions/demo.js';
import { type CompetitionDocument, parseDocument } from '../app/imports/document.js';
import type { DemoScript } from '../core/demo.js';
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

/** The round-robin demo as a parsed document. */
export async function roundRobinDemoDocument(): Promise<CompetitionDocument> {
  const parsed = parseDocument(await documentOfDemo(roundRobinDemos()[0]), 'demo');
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}
