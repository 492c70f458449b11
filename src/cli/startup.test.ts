/**
 * The command line loads only what a command uses (issue 16): `arbiter --help` loads neither the
 * store nor a format, `arbiter list` only the store (no format, no web app, no zod, no PostgreSQL
 * client, no Luxon: the store reads moments with core/instant.ts); `arbiter keizer --help` loads
 * the Keizer tools and no other format's. Checked with a module-resolution hook on the built
 * binary (the figures are in `npm run bench`).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../store/sqlite/index.js';

const bin = new URL('../../bin/arbiter.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'arbiter-startup-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const hook = join(dir, 'hook.mjs');
writeFileSync(
  hook,
  `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  appendFileSync(process.env.ARBITER_TRACE, resolved.url + '\\n');
  return resolved;
}
`,
);
const register = join(dir, 'register.mjs');
writeFileSync(
  register,
  `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(hook).href)});\n`,
);

let runs = 0;
/** The modules the binary loads for these arguments (paths below dist/ and package names). */
function loaded(...args: string[]): string[] {
  runs += 1;
  const trace = join(dir, `trace-${runs}.txt`);
  writeFileSync(trace, '');
  const r = spawnSync(process.execPath, ['--import', register, bin, ...args], {
    env: { ...process.env, ARBITER_TRACE: trace },
    encoding: 'utf8',
  });
  expect(r.status, r.stderr).toBe(0);
  return readFileSync(trace, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((url) =>
      url.replace(/^.*\/dist\//, 'dist/').replace(/^.*\/node_modules\/((@[^/]+\/)?[^/]+)\/.*$/, '$1'),
    );
}

/**
 * A format's folder or the web app (the list of the formats' tools, formats/tools.ts, loads none:
 * only the formats' manifests, which name where each part is and load nothing).
 */
const heavy = (modules: readonly string[]) =>
  modules.filter((m) =>
    /^dist\/(formats\/[^/]+\/(?!manifest\.js$)|server\/)|^(zod|pg|hono|@hono\/.*|pino|jsonc-parser)$/.test(m),
  );

describe('a quick command line', () => {
  it('`arbiter --help` loads no format, no web app and none of the heavy libraries', () => {
    const modules = loaded('--help');
    expect(modules).toContain('commander');
    // Only the default location of the store is read (store/open.ts), no adapter.
    const store = modules.filter((m) => m === 'luxon' || /^dist\/store\/(sqlite|postgres)\//.test(m));
    expect([...heavy(modules), ...store]).toEqual([]);
  });

  it('`arbiter list` loads the store and nothing of the formats, the web app or Luxon', async () => {
    const db = join(dir, 'list.db');
    await openSqliteStore(db).close();
    const modules = loaded('list', '--db', db);
    expect(modules).toContain('better-sqlite3');
    expect(modules).toContain('dist/core/instant.js');
    expect([
      ...heavy(modules),
      ...modules.filter((m) => m === 'luxon' || m === 'dist/core/moment.js'),
    ]).toEqual([]);
  });

  it("`arbiter keizer --help` loads the Keizer tools, no other format's and no web app", () => {
    const modules = loaded('keizer', '--help');
    expect(modules).toContain('dist/formats/keizer/cli/tools.js');
    expect(
      modules.filter((m) =>
        /^dist\/(formats\/(pyramid|championship|tp-tournament|handicap-league)\/cli|formats\/[\w-]+\/web|server)\//.test(
          m,
        ),
      ),
    ).toEqual([]);
  });
});
