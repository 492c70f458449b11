/**
 * Issue 24, point 10: `bin/arbiter-ingest`, the mail server's pipe, starts `arbiter mail ingest`
 * from the V8 startup snapshot that `npm run build` makes (dist/snapshot/), and handles every mail
 * exactly as the plain path does: the same mails, one process each, into two copies of one club,
 * give the same results, the same inbox and the same answers and notices in the outbox. Without a
 * snapshot this Node built, or under NODE_OPTIONS, the launcher takes the plain path. (Timings:
 * `npm run bench -- ingest`.)
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openSqliteStore } from '../store/sqlite/index.js';
import { trialKey } from '../test-support/dkim-trial.js';
import { clubContents, playersMails } from '../test-support/ingest-mails.js';
import { ingestEnv, mailClub } from '../test-support/mail-club.js';

const root = new URL('../..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'arbiter-ingest-snapshot-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const key = trialKey(dir);

/**
 * One process of the launcher per mail: `on` from the snapshot (or fail), `off` the plain way,
 * `auto` as a mail server runs it (the launcher decides).
 */
function ingest(
  launcher: string,
  db: string,
  mail: Buffer,
  snapshot: 'on' | 'off' | 'auto',
  more: NodeJS.ProcessEnv = {},
) {
  const r = spawnSync(launcher, ['-', '--db', db, '--json'], {
    input: mail,
    encoding: 'utf8',
    env: {
      ...ingestEnv(key.file),
      NODE_OPTIONS: '',
      ARBITER_INGEST_SNAPSHOT: snapshot === 'auto' ? '' : snapshot,
      ...more,
    },
  });
  expect(r.status, r.stderr).toBe(0);
  const { id: _id, moment: _moment, ...result } = JSON.parse(r.stdout);
  return result;
}

const mails = () => playersMails(key);
const contents = clubContents;

describe('bin/arbiter-ingest, from the startup snapshot', () => {
  it('handles every mail as the plain path does (issue 24, point 10)', async () => {
    expect(readFileSync(join(root, 'dist/snapshot/node-version'), 'utf8').trim()).toBe(process.version);
    const plain = join(dir, 'plain.db');
    const club = await mailClub({ store: openSqliteStore(plain) });
    await club.close();
    const snapshot = join(dir, 'snapshot.db');
    copyFileSync(plain, snapshot);
    const launcher = join(root, 'bin/arbiter-ingest');

    for (const mail of await mails())
      expect(ingest(launcher, snapshot, mail, 'on')).toEqual(ingest(launcher, plain, mail, 'off'));

    const [fromPlain, fromSnapshot] = [await contents(plain), await contents(snapshot)];
    expect(fromPlain.inbox.map((m) => m.status)).toContain('done');
    expect(fromPlain.inbox.map((m) => m.status)).toContain('held');
    expect(fromPlain.outbox.length).toBeGreaterThan(0);
    expect(fromSnapshot).toEqual(fromPlain);
    // Some 20 processes, one after the other: on the shared machine under load each takes seconds.
  }, 300_000);

  it('takes the plain path when the snapshot is not this Node’s', async () => {
    // An installation whose snapshot another Node built: a blob this one cannot read.
    const install = join(dir, 'install');
    mkdirSync(join(install, 'bin'), { recursive: true });
    mkdirSync(join(install, 'dist/snapshot'), { recursive: true });
    for (const name of ['arbiter-ingest', 'arbiter.js'])
      copyFileSync(join(root, 'bin', name), join(install, 'bin', name));
    for (const name of readdirSync(join(root, 'dist')).filter((n) => n !== 'snapshot'))
      symlinkSync(join(root, 'dist', name), join(install, 'dist', name));
    writeFileSync(join(install, 'dist/snapshot/ingest.blob'), 'not a snapshot');
    writeFileSync(join(install, 'dist/snapshot/node-version'), 'v0.0.0\n');
    const db = join(dir, 'other-node.db');
    const club = await mailClub({ store: openSqliteStore(db) });
    await club.close();
    const [mail] = await mails();

    const launcher = join(install, 'bin/arbiter-ingest');
    expect(ingest(launcher, db, mail as Buffer, 'auto')).toMatchObject({ duplicate: false, status: 'done' });
  });

  it('takes the plain path under NODE_OPTIONS (a V8 flag makes Node refuse the snapshot)', async () => {
    const db = join(dir, 'node-options.db');
    const club = await mailClub({ store: openSqliteStore(db) });
    await club.close();
    const [mail] = await mails();

    const launcher = join(root, 'bin/arbiter-ingest');
    const options = { NODE_OPTIONS: '--max-old-space-size=512' };
    expect(ingest(launcher, db, mail as Buffer, 'auto', options)).toMatchObject({ status: 'done' });
  });
});
