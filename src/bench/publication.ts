/**
 * Publication benchmarks (issue 18), in process on a SQLite database in memory with the demo
 * competitions: a conditional GET answered 304 against the full page it stands for (the Keizer
 * crosstable, and the same view as JSON), with the ratio measured in the same run; and the
 * iCalendar feed of a Keizer season of 28 evenings. The ETag is a digest of the rendered body,
 * so a 304 saves the transfer, not the rendering: the ratio says what that is worth.
 */
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { AccountService } from '../app/accounts/accounts.js';
import { PasswordHasher } from '../app/accounts/passwords.js';
import { fixedClock } from '../app/clock.js';
import { localChangeFeed } from '../app/competitions/changes.js';
import { CompetitionService } from '../app/competitions/competitions.js';
import { seedDemos } from '../app/competitions/demo.js';
import { moment } from '../core/moment.js';
import { DEMOS } from '../formats/demos.js';
import { createApp } from '../server/app.js';
import { openStore } from '../store/open.js';
import { atMost, type Bench, type Figure } from './harness.js';

const NOW = moment('2026-11-22T12:00:00+01:00');

async function benchApp() {
  const store = await openStore(':memory:');
  const clock = fixedClock(NOW);
  await seedDemos(store, DEMOS(), NOW, new PasswordHasher({ N: 2 ** 10, r: 8, p: 1 }));
  const competitions = new CompetitionService(store.events, clock);
  const accounts = new AccountService({ store: store.accounts, clock, baseUrl: 'http://bench/' });
  const app = createApp({
    competitions,
    accounts,
    clock,
    logger: pino({ level: 'silent' }),
    settings: { demo: false, secureCookies: false },
    changes: localChangeFeed(),
  });
  return { app, store, competitions };
}

/** Median wall time in ms of an async request over `repeats` runs after `warmup` runs. */
async function medianMs(fn: () => Promise<unknown>, repeats = 41, warmup = 5): Promise<number> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    await fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] as number;
}

type App = Awaited<ReturnType<typeof benchApp>>['app'];

async function conditional(app: App, label: string, path: string): Promise<Figure[]> {
  const first = await app.request(path);
  const bytes = (await first.arrayBuffer()).byteLength;
  const tag = first.headers.get('etag') ?? '';
  const check = await app.request(path, { headers: { 'if-none-match': tag } });
  if (check.status !== 304) throw new Error(`${path}: expected 304, got ${check.status}`);
  const full = await medianMs(async () => (await app.request(path)).arrayBuffer());
  const notModified = await medianMs(async () =>
    (await app.request(path, { headers: { 'if-none-match': tag } })).arrayBuffer(),
  );
  return [
    { label: `${label}: full answer (${Math.round(bytes / 1024)} KiB)`, value: full, unit: 'ms' },
    { label: `${label}: 304 Not Modified (0 bytes)`, value: notModified, unit: 'ms' },
    atMost(`${label}: 304 / full`, notModified / full, 'ratio', 1),
  ];
}

async function conditionalGets(): Promise<Figure[]> {
  const { app, store } = await benchApp();
  try {
    return [
      ...(await conditional(app, 'Keizer crosstable page', '/c/demo-keizer/t/crosstable')),
      ...(await conditional(app, 'Keizer crosstable JSON', '/api/competitions/demo-keizer/views/crosstable')),
    ];
  } finally {
    await store.close();
  }
}

async function seasonFeed(): Promise<Figure[]> {
  const { app, store, competitions } = await benchApp();
  try {
    const id = 'bench-season';
    const created = await competitions.create({
      id,
      clubId: 'demo-club',
      name: 'Bench season',
      format: 'keizer',
      config: { season: { cycles: 1, roundsPerCycle: 28 } },
      participants: Array.from({ length: 40 }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` })),
    });
    if (!created.ok) throw new Error(created.error.map((e) => e.message).join('; '));
    await store.accounts.setPublished(id, true, {
      at: NOW,
      actor: 'bench',
      action: 'published',
      subject: id,
    });
    // Thursdays from September on: the season crosses the change back to winter time.
    const evenings = Array.from({ length: 28 }, (_, i) => ({
      round: i + 1,
      date: new Date(Date.UTC(2026, 8, 3 + 7 * i)).toISOString().slice(0, 10),
    }));
    const planned = await competitions.execute(
      id,
      { type: 'PlanEvenings', evenings },
      { actor: { kind: 'director', personId: 'bench' } },
    );
    if (!planned.ok) throw new Error(planned.error.message);
    const path = `/api/competitions/${id}/calendar.ics`;
    const text = await (await app.request(path)).text();
    const events = text.match(/BEGIN:VEVENT/g)?.length ?? 0;
    const ms = await medianMs(async () => (await app.request(path)).text());
    return [
      atMost(
        `iCal feed, 28 evenings (${events} events, ${Math.round(text.length / 1024)} KiB)`,
        ms,
        'ms',
        50,
      ),
    ];
  } finally {
    await store.close();
  }
}

export const publicationBenches: Bench[] = [
  { name: 'publication: conditional GET (304) against the full page', run: conditionalGets },
  { name: 'publication: iCalendar feed of a Keizer season', run: seasonFeed },
];
