/**
 * Starts the web app: opens the store, seeds the demo competitions into an empty database,
 * listens, prints the URL, and shuts down cleanly on SIGINT/SIGTERM.
 */
import { serve } from '@hono/node-server';
import pino from 'pino';
import { systemClock } from '../app/clock.js';
import { CompetitionService } from '../app/competitions.js';
import { seedDemo } from '../app/demo.js';
import { DEMOS } from '../formats/demos.js';
import { openStore } from '../store/open.js';
import { createApp } from './app.js';

export interface ServeOptions {
  readonly db: string;
  readonly port: number;
  readonly host: string;
  readonly demo: boolean;
}

export async function startServer(options: ServeOptions): Promise<{ url: string; close(): Promise<void> }> {
  const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
  const store = await openStore(options.db);
  const clock = systemClock();
  const competitions = new CompetitionService(store, clock);
  if (options.demo && (await store.listCompetitions()).length === 0) {
    for (const script of DEMOS()) {
      await seedDemo(store, script, 'demo-club');
      logger.info({ competition: script.id }, 'seeded demo competition');
    }
  }
  const app = createApp({ competitions, clock, logger });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: options.port, hostname: options.host }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${options.host === '0.0.0.0' ? 'localhost' : options.host}:${port}/`;
  logger.info({ url, store: store.kind }, 'listening');
  console.log(`Arbiter is running at ${url}`);
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await store.close();
  };
  const stop = () => {
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return { url, close };
}
