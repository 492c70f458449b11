/**
 * An in-process web app on a real SQLite database, for HTTP tests.
 */
import pino from 'pino';
import { fixedClock } from '../app/clock.js';
import { CompetitionService } from '../app/competitions.js';
import { seedDemo } from '../app/demo.js';
import type { DemoScript } from '../core/demo.js';
import { moment } from '../core/moment.js';
import { createApp } from '../server/app.js';
import { SqliteEventStore } from '../store/sqlite/event-store.js';

export async function testApp(demos: readonly DemoScript[] = [], now = '2026-11-22T12:00:00+01:00') {
  const store = SqliteEventStore.open(':memory:');
  for (const d of demos) await seedDemo(store, d, 'test-club');
  const clock = fixedClock(moment(now));
  const competitions = new CompetitionService(store, clock);
  const app = createApp({ competitions, clock, logger: pino({ level: 'silent' }) });
  return { app, store, clock, competitions, close: () => store.close() };
}
