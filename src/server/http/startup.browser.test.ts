/**
 * Starting the server and the command line as a newcomer and an operator meet them, with the
 * built `bin/arbiter.js`: the first start's set-up link to a created club (issue #15), also in
 * headless Chromium at phone and desk widths; settings and databases that cannot work stop the
 * start with one line naming them (issue #13, finding 6); and documents that nest too deep, hold
 * NUL or carry a `constructor` key are refused by `arbiter import` with exit code 3 and one line
 * (findings 6, 7; the document's own checks are tested in app/imports/document.test.ts).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDocument } from '../../app/imports/document.js';
import { demos as roundRobinDemos } from '../../formats/round-robin/demo.js';
import { hasChromium, launchBrowser, PHONE } from '../../test-support/browser.js';
import { startServerProcess } from '../../test-support/processes.js';
import { browser, remote, setUpAdminAndClub } from '../../test-support/server.js';

const BIN = new URL('../../../bin/arbiter.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'arbiter-startup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const freshDb = () => join(dir, `db-${++files}.db`);

/** Runs the command line to its end. */
function arbiter(args: readonly string[], env: Record<string, string> = {}) {
  const run = spawnSync(process.execPath, [BIN, ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const setupLink = (stdout: string) =>
  /First start: open (http:\/\/\S+\/setup\/[A-Za-z0-9_-]+) /.exec(stdout)?.[1];

// A start, a set-up and a club: slow when the machine is busy, so each test has two minutes.
describe('the first start', { timeout: 120_000 }, () => {
  it('prints a set-up link; its page creates the administrator, who signs in and creates a club', async () => {
    const db = freshDb();
    const server = await startServerProcess(db);
    try {
      const link = setupLink(server.stdout());
      expect(link).toBeDefined();
      const path = new URL(link!).pathname;
      const b = browser(remote(server.url));
      const admin = { name: 'Ada Admin', email: 'ada@club.example', password: 'adas-password-1' };
      await setUpAdminAndClub(b, path, admin, 'Schachklub Turm');
      const other = browser(remote(server.url));
      expect((await other.signIn('ada@club.example', 'adas-password-1')).res.status).toBe(303);
      expect((await other.page('/clubs')).html).toContain('Schachklub Turm');
    } finally {
      await server.stop();
    }
    const again = await startServerProcess(db);
    try {
      expect(setupLink(again.stdout())).toBeUndefined();
    } finally {
      await again.stop();
    }
  });

  describe.runIf(hasChromium)('in a real browser', () => {
    let chromium: Browser;
    beforeAll(async () => {
      chromium = await launchBrowser();
    });
    afterAll(() => chromium?.close());

    for (const viewport of [PHONE, { width: 1280, height: 800 }]) {
      it(`from the set-up link to a created club at ${viewport.width} px, without JavaScript`, async () => {
        const server = await startServerProcess(freshDb());
        const context = await chromium.newContext({ viewport, javaScriptEnabled: false });
        try {
          const page = await context.newPage();
          page.setDefaultTimeout(15_000);
          await page.goto(setupLink(server.stdout())!);
          await page.getByLabel('Name').fill('Ada Admin');
          await page.getByLabel('E-mail address').fill('ada@club.example');
          await page.getByLabel('New password').fill('adas-password-1');
          await page.getByRole('button', { name: 'Create the administrator' }).click();
          await page.waitForURL(`${server.url}/clubs`);
          await page.getByLabel('Name of a new club').fill('Schaakclub De Toren');
          await page.getByRole('button', { name: 'Create' }).click();
          await page.waitForURL(/\/clubs\/club-/);
          expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Schaakclub De Toren');
          const overflow = await page.evaluate<number>(
            'document.documentElement.scrollWidth - window.innerWidth',
          );
          expect(overflow).toBeLessThanOrEqual(0);
        } finally {
          await context.close();
          await server.stop();
        }
      });
    }
  });
});

describe('a start that cannot work stops with one line naming why', () => {
  const serve = (env: Record<string, string>, db = freshDb()) =>
    arbiter(['serve', '--port', '0', '--host', '127.0.0.1', '--no-demo', '--db', db], env);
  const oneLine = (text: string) => text.trim().split('\n');

  it('an unreachable database', () => {
    const run = serve({}, 'postgres://postgres:secret@127.0.0.1:1/test');
    expect(run.status).toBe(1);
    expect(oneLine(run.stderr)).toEqual([
      expect.stringMatching(
        /^cannot open the database postgres:\/\/postgres:\*\*\*@127\.0\.0\.1:1\/test: .*ECONNREFUSED/,
      ),
    ]);
  });

  it('an administrator address the sign-in form would refuse', () => {
    const run = serve({ ARBITER_ADMIN_EMAIL: 'admin@localhost', ARBITER_ADMIN_PASSWORD: 'long-enough-1' });
    expect(run.status).toBe(1);
    expect(oneLine(run.stderr)).toEqual([
      'ARBITER_ADMIN_EMAIL: "admin@localhost" is not an address the sign-in form accepts (e.g. admin@club.example)',
    ]);
  });

  it('a proxy setting that is no address', () => {
    const run = serve({ ARBITER_TRUST_PROXY: '10.0.0.0/8, proxy.local' });
    expect(run.status).toBe(1);
    expect(oneLine(run.stderr)).toEqual([
      'ARBITER_TRUST_PROXY: "proxy.local" is neither an IP address nor a range such as 10.0.0.0/8',
    ]);
  });
});

describe('arbiter import refuses what it cannot store faithfully (exit 3)', () => {
  const demo = roundRobinDemos()[0];
  const document = makeDocument(
    {
      ...demo,
      formatVersion: 1,
      preset: 'fide',
      config: { cycles: 1 },
      createdAt: demo.createdAt,
      participants: demo.participants,
    },
    [],
  );
  const importing = (name: string, content: string | Buffer) => {
    const file = join(dir, name);
    writeFileSync(file, content);
    return arbiter(['import', file, '--db', freshDb()]);
  };

  it('JSON nested 100,000 levels deep: one line, no stack trace', () => {
    const run = importing('deep.json', `${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(run.status).toBe(3);
    expect(run.stderr.trim()).toMatch(
      /^ERR_MALFORMED_JSON: .*deep\.json:1:65: malformed JSON \(nested deeper than 64 levels\)$/,
    );
  });

  it('a text with NUL, naming the field (PostgreSQL could not store it)', () => {
    const name = demo.participants[0]!.name;
    const run = importing('nul.json', document.replace(`"${name}"`, `"${name}\\u0000"`));
    expect(run.status).toBe(3);
    expect(run.stderr.trim()).toMatch(
      /^ERR_INVALID_TEXT: .*nul\.json:\d+:\d+: participants\[0\]\.name: contains the control character U\+0000/,
    );
  });

  it('a constructor key', () => {
    const run = importing(
      'constructor.json',
      document.replace('"config": {', '"config": { "constructor": { "admin": true },'),
    );
    expect(run.status).toBe(3);
    expect(run.stderr.trim()).toMatch(
      /^ERR_INVALID_KEY: .*constructor\.json:\d+:\d+: competition\.config\.constructor: the key "constructor" is not allowed$/,
    );
  });
});
