/**
 * Issue 24, point 10: `arbiter mail ingest`, one process per mail as a mail server's pipe runs it,
 * loads only what that mail needs: the rules and the mail of the one format whose competition the
 * mail concerns, no other format's, and no mailparser (postal-mime reads the mail; html-to-text
 * only for an HTML-only mail). The built binary runs with a module hook that writes down every
 * module it loads. This is the plain way, which `bin/arbiter-ingest` takes without a startup
 * snapshot of this Node's; the snapshot's way is checked in ingest-snapshot.test.ts. (Tests never
 * assert timings: `npm run bench -- ingest` prints those.)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { makeMail } from '../bench/mails.js';
import { FORMAT_NAMES } from '../formats/loaders.js';
import { openSqliteStore } from '../store/sqlite/index.js';
import { trialKey } from '../test-support/dkim-trial.js';
import { ingestEnv, mailClub } from '../test-support/mail-club.js';

const bin = new URL('../../bin/arbiter.js', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'arbiter-ingest-loads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A module hook for `node --import`: every module loaded, one URL a line, into `log`. */
function loadLogger(log: string): string {
  const hook = `import { appendFileSync } from 'node:fs';
export async function load(url, context, next) {
  appendFileSync(${JSON.stringify(log)}, url + '\\n');
  return next(url, context);
}`;
  const file = join(dir, 'log-loads.mjs');
  writeFileSync(
    file,
    `import { register } from 'node:module';\nregister(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hook)}`)});\n`,
  );
  return pathToFileURL(file).href;
}

describe('arbiter mail ingest, one process per mail', () => {
  it('loads the rules and mail of the competition’s format alone, and no mailparser (issue 24, point 10)', async () => {
    const db = join(dir, 'club.db');
    const club = await mailClub({ store: openSqliteStore(db) });
    const format = (await club.competitions.load(club.competitionId))?.format.name as string;
    await club.close();
    const key = trialKey(dir);
    const mail = await key.sign(
      makeMail({
        from: 'Jakob Meier <jakob@example.org>',
        subject: 'Urlaub',
        body: 'Liebe Turnierleitung,\n\nich bin vom 3.4. bis einschließlich 17.4. im Urlaub.\n\nViele Grüße\nJakob',
      }),
    );
    const log = join(dir, 'loaded.txt');
    writeFileSync(log, '');
    const r = spawnSync(
      process.execPath,
      ['--import', loadLogger(log), bin, 'mail', 'ingest', '-', '--db', db, '--json'],
      {
        input: mail,
        encoding: 'utf8',
        env: ingestEnv(key.file),
      },
    );
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ duplicate: false, status: 'done' });

    const loaded = readFileSync(log, 'utf8').split('\n');
    const from = (path: string) => loaded.filter((url) => url.includes(path));
    expect(from(`/dist/formats/${format}/index.js`)).toHaveLength(1);
    expect(from(`/dist/formats/${format}/mail/index.js`)).toHaveLength(1);
    const others = FORMAT_NAMES.filter((name) => name !== format);
    expect(others.length).toBeGreaterThan(0);
    // Of the other formats only the classes a snapshot may hold are loaded (their manifests' `snapshotClasses`).
    const rulesOrMail = (name: string) =>
      [
        `/dist/formats/${name}/index.js`,
        `/dist/formats/${name}/decide.js`,
        `/dist/formats/${name}/mail/`,
      ].flatMap(from);
    expect(others.flatMap(rulesOrMail)).toEqual([]);
    expect(from('/node_modules/mailparser/')).toEqual([]);
    expect(from('/node_modules/html-to-text/')).toEqual([]);
  });
});
