/**
 * Test tiers as vitest projects (README, "Test"):
 * - unit: core, the formats' rules and mail, pure and fast (`npm run test:unit`);
 * - integration: the app, the stores, the CLI and the server, and the formats' pages and CLI
 *   tools (`src/formats/<f>/web`, `cli`) (`npm run test:integration`); the
 *   CLI and server process tests run the built app, so this tier makes sure `dist/` is current;
 * - browser: the flows in headless Chromium (`*browser.test.ts`, `npm run test:browser`), some of
 *   them against the built app, so this tier too makes sure `dist/` is current.
 * `npm test` builds and runs all three.
 */
import { defineConfig } from 'vitest/config';

const BROWSER = ['src/**/browser.test.{ts,tsx}', 'src/**/*.browser.test.{ts,tsx}'];

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic', importSource: 'hono/jsx' } },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'src/{core,mail}/**/*.test.{ts,tsx}',
            'src/formats/*.test.{ts,tsx}',
            'src/formats/*/*.test.{ts,tsx}',
            'src/formats/*/mail/**/*.test.{ts,tsx}',
            'src/formats/*/{pairing,tiebreaks,trf}/**/*.test.{ts,tsx}',
            'src/*.test.ts',
          ],
          exclude: BROWSER,
          // Pure code: the test files may share their modules (no isolation), which saves most of
          // the time a file spends importing.
          pool: 'threads',
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: [
            'src/{app,store,cli,server,bench}/**/*.test.{ts,tsx}',
            'src/formats/*/{web,cli}/**/*.test.{ts,tsx}',
          ],
          exclude: BROWSER,
          globalSetup: ['src/test-support/dist.ts'],
        },
      },
      {
        extends: true,
        // Some of them start the built app as a process (startup.browser.test.ts).
        test: { name: 'browser', include: BROWSER, globalSetup: ['src/test-support/dist.ts'] },
      },
    ],
  },
});
