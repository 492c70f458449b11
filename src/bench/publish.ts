/**
 * The static site (issue 18): `arbiter publish` of every demo competition into a fresh folder
 * (time, files, bytes), and again with nothing changed (nothing rendered: the manifest's fingerprints
 * match; nothing written), against the baseline of
 * the same pages fetched one by one from the web app serving the same database over loopback in
 * the same run. Target: the export at most twice the time of fetching its pages from the server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { serve } from '@hono/node-server';
import { PasswordHasher } from '../app/accounts/passwords.js';
import { fixedClock } from '../app/clock.js';
import { CompetitionService } from '../app/competitions/competitions.js';
import { DEMO_CLUB, seedDemos } from '../app/competitions/demo.js';
import { moment } from '../core/moment.js';
import { DEMOS } from '../formats/demos.js';
import { publishSite, siteAccounts, siteApp } from '../server/publication/publish.js';
import { openStore } from '../store/open.js';
import { atMost, type Bench, type Figure } from './harness.js';

const NOW = moment('2026-11-22T12:00:00+01:00');

const bench: Bench = {
  name: 'publish: static site of every demo competition, against the same pages from the server',
  async run(): Promise<Figure[]> {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-publish-'));
    const store = await openStore(join(dir, 'demo.db'));
    try {
      const clock = fixedClock(NOW);
      await seedDemos(store, DEMOS(), NOW, new PasswordHasher({ N: 2 ** 10, r: 8, p: 1 }));
      const out = join(dir, 'site');
      const start = performance.now();
      const first = await publishSite(store, clock, { club: DEMO_CLUB }, out);
      const exportMs = performance.now() - start;
      if (!first.ok) throw new Error(first.error.message);
      const again = performance.now();
      const second = await publishSite(store, clock, { club: DEMO_CLUB }, out);
      const againMs = performance.now() - again;
      if (!second.ok) throw new Error(second.error.message);
      const bytes = (await Promise.all(first.value.written.map(async (f) => stat(join(out, f))))).reduce(
        (sum, s) => sum + s.size,
        0,
      );

      // Baseline: the same pages over HTTP from a server on the same database, one after another.
      const app = siteApp(siteAccounts(store, clock), new CompetitionService(store.events, clock), clock);
      const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
        const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
      });
      const address = server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const fetched = performance.now();
      for (const page of first.value.pages) await (await fetch(`${url}${page}`)).text();
      const serverMs = performance.now() - fetched;
      await new Promise<void>((resolve) => server.close(() => resolve()));

      return [
        { label: 'competitions published', value: first.value.competitions.length, unit: '' },
        { label: 'files written (first run)', value: first.value.written.length, unit: 'files' },
        { label: 'size of the site', value: bytes / 1024, unit: 'KiB' },
        { label: 'export, first run', value: exportMs, unit: 'ms' },
        { label: 'export per page', value: exportMs / first.value.pages.length, unit: 'ms' },
        {
          label: 'export again, nothing changed',
          value: againMs,
          unit: `ms (${second.value.rendered.length} competitions rendered, ${second.value.written.length} written, ${second.value.unchanged} unchanged)`,
        },
        {
          label: `baseline: the ${first.value.pages.length} pages from the server`,
          value: serverMs,
          unit: 'ms',
        },
        atMost('export ÷ fetching from the server', exportMs / serverMs, '×', 2),
      ];
    } finally {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    }
  },
};

export const publishBenches: readonly Bench[] = [bench];
