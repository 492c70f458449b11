/**
 * Issue 24, point 10: `bin/arbiter-ingest` hands each message to a running server of the same
 * store over ARBITER_INGEST_SOCKET (app/mail/ingest-handoff.ts), and the server ingests it as
 * `arbiter mail ingest` would. A real `arbiter serve` on one copy of a club and `arbiter-ingest`
 * in its own process on another take the same mails one process each and end with the same
 * output, inbox, outbox and events; the pipe's processes there run from an installation that
 * holds the hand-off client alone (so it loads no Arbiter, and cannot have ingested the mail
 * itself). Where no server of the store answers the pipe ingests in its own process; once the
 * message is sent, a connection that breaks or a server that does not answer is exit 75, and the
 * mail server's retry is not carried out twice (Message-ID). No timings: `npm run bench -- ingest`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../app/clock.js';
import { outboxAnswerer } from '../../app/mail/inbox-answers.js';
import { HANDOFF_PROTOCOL, type HandOffOutcome } from '../../app/mail/ingest-handoff.js';
import { makeMail } from '../../bench/mails.js';
import { noticingService } from '../../cli/notices.js';
import { openSqliteStore } from '../../store/sqlite/index.js';
import { trialKey } from '../../test-support/dkim-trial.js';
import { clubContents, playersMails } from '../../test-support/ingest-mails.js';
import { CLUB, ingestEnv, mailClub } from '../../test-support/mail-club.js';
import { ingestOutcome, startIngestSocket } from './ingest-socket.js';
import { mailboxConfigFromEnv, openInbox } from './mailbox.js';

const root = new URL('../../..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'arbiter-handoff-'));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dir, { recursive: true, force: true });
});

const key = trialKey(dir);
const BASE_URL = 'http://arbiter.club.test/';

/** The environment of the club's server and its pipe alike. */
const clubEnv = (more: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  ...ingestEnv(key.file),
  NODE_OPTIONS: '',
  ARBITER_BASE_URL: BASE_URL,
  ARBITER_MAIL_TRUSTED_RECEIVERS: 'mx1.club.test',
  ARBITER_MAIL_MAX_BYTES: String(64 * 1024),
  ARBITER_INGEST_SOCKET: '',
  ...more,
});

interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** One process of a launcher, as a mail server's pipe runs it (asynchronously: a server may run in this process). */
function pipe(
  launcher: string,
  args: readonly string[],
  input: Buffer,
  env: NodeJS.ProcessEnv,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(launcher, args, { env });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

const launcher = join(root, 'bin/arbiter-ingest');

/**
 * An installation of the pipe with the hand-off client alone: bin/ and the five modules it loads.
 * A mail ingested through it went through a server (it has nothing else to ingest with).
 */
function clientOnly(): string {
  const install = join(dir, 'client-only');
  const files = [
    'bin/arbiter-ingest',
    'bin/arbiter-ingest-handoff.js',
    'dist/cli/ingest-handoff.js',
    'dist/cli/message-input.js',
    'dist/app/mail/ingest-handoff.js',
    'dist/app/mail/bounded-raw.js',
    'dist/app/errors.js',
  ];
  for (const file of files) {
    mkdirSync(dirname(join(install, file)), { recursive: true });
    copyFileSync(join(root, file), join(install, file));
  }
  return join(install, 'bin/arbiter-ingest');
}

/** A copy of the club in a file of its own. */
async function clubFile(name: string): Promise<string> {
  const db = join(dir, name);
  const club = await mailClub({ store: openSqliteStore(db) });
  await club.close();
  return db;
}

/** The players' mails, one with a trusted Received header, and one over the size limit (64 KiB here). */
async function mails(): Promise<Buffer[]> {
  const letter = (from: string, subject: string, body: string) => makeMail({ from, subject, body });
  return [
    ...(await playersMails(key)),
    Buffer.from(
      `Received: from mx.example.org by mx1.club.test with ESMTPS id 4711; Tue, 3 Mar 2026 10:15:02 +0100\r\n${letter('Someone <someone@elsewhere.example>', 'Urlaub', 'Urlaub 3.4.-17.4.')}`,
    ),
    Buffer.from(
      letter('Jakob Meier <jakob@example.org>', 'Anhang', `Bitte sehen Sie:\n${'x'.repeat(100 * 1024)}`),
    ),
  ];
}

const contents = clubContents;

/** `arbiter serve` on `db`, taking handed-off mail at `socket`; resolves once it says so. */
function serve(db: string, socket: string): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const server = spawn(
      process.execPath,
      [join(root, 'bin/arbiter.js'), 'serve', '--db', db, '--port', '0', '--no-demo'],
      { env: clubEnv({ ARBITER_INGEST_SOCKET: socket }) },
    );
    children.push(server);
    let out = '';
    server.stdout.on('data', (d) => {
      out += d;
      if (out.includes('Taking mail from arbiter-ingest')) resolve(server);
    });
    server.stderr.on('data', (d) => {
      out += d;
    });
    server.on('exit', (code) => reject(new Error(`the server ended (${code}): ${out}`)));
  });
}

/** The club's inbox in this process, opened as the server opens it, for a listener a test controls. */
async function serverInbox(db: string) {
  const store = openSqliteStore(db);
  const clock = systemClock();
  const config = mailboxConfigFromEnv(clubEnv());
  if (!config) throw new Error('no mailbox');
  const competitions = noticingService(store, clock, {
    baseUrl: BASE_URL,
    zone: 'Europe/Berlin',
    mailbox: config,
  });
  const answers = outboxAnswerer(
    store,
    competitions,
    clock,
    { address: config.address, baseUrl: BASE_URL, zone: 'Europe/Berlin' },
    () => undefined,
  );
  const inbox = await openInbox(store, competitions, clock, config, answers, { warn: () => undefined });
  return { store, inbox, config };
}

const identity = (db: string) => ({
  store: `sqlite:${realpathSync(db)}`,
  address: 'pyramide@club.test',
  club: CLUB,
});

describe('bin/arbiter-ingest hands the message to a running server (issue 24, point 10)', () => {
  it('ends as `arbiter mail ingest` in its own process: output, exit code, inbox, outbox and events', async () => {
    const own = await clubFile('own.db');
    const served = join(dir, 'served.db');
    copyFileSync(own, served);
    const socket = join(dir, 'served.sock');
    const server = await serve(served, socket);
    const client = clientOnly();

    const letters = await mails();
    for (const mail of letters) {
      const args = ['-', '--db', served, '--json'];
      const handed = await pipe(client, args, mail, clubEnv({ ARBITER_INGEST_SOCKET: socket }));
      const alone = await pipe(launcher, ['-', '--db', own, '--json'], mail, clubEnv());
      expect(handed.status, handed.stderr).toBe(0);
      // The keys file's warning (tests and trials only) is the server's, in its log at its start.
      expect(alone.stderr).toMatch(/^warning: ARBITER_DKIM_KEYS_FILE is set/);
      expect(handed.stderr).toBe('');
      const [a, b] = [JSON.parse(handed.stdout), JSON.parse(alone.stdout)];
      // The moment of a trusted Received header, else the receipt: both ways the same rule.
      if (mail.toString('latin1').startsWith('Received:')) expect(a.moment).toBe('2026-03-03T10:15:02+01:00');
      expect({ ...a, id: 0, moment: a.moment.startsWith('2026-03-03') }).toEqual({
        ...b,
        id: 0,
        moment: b.moment.startsWith('2026-03-03'),
      });
    }
    // Words instead of JSON, for a mail already stored: the retry of a mail server.
    const again = await pipe(
      client,
      ['-', '--db', served],
      letters[0] as Buffer,
      clubEnv({ ARBITER_INGEST_SOCKET: socket }),
    );
    expect(again).toMatchObject({
      status: 0,
      stdout: expect.stringMatching(/^already stored mail-\S+ \(.*\): done\n$/),
    });

    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    const [fromServer, fromOwn] = [await contents(served), await contents(own)];
    expect(fromOwn.inbox.map((m) => m.status)).toEqual(expect.arrayContaining(['done', 'held']));
    expect(fromOwn.events.length).toBeGreaterThan(0);
    expect(fromOwn.outbox.length).toBeGreaterThan(0);
    expect(fromServer).toEqual(fromOwn);
  }, 300_000);

  it('ingests in its own process where no server of its store answers, or for arguments it does not know', async () => {
    const db = await clubFile('fallback.db');
    const [mail, second, third] = await mails();
    // A socket that is not there: the launcher does not even start the client.
    const none = await pipe(
      launcher,
      ['-', '--db', db, '--json'],
      mail as Buffer,
      clubEnv({ ARBITER_INGEST_SOCKET: join(dir, 'none.sock') }),
    );
    expect(none.status, none.stderr).toBe(0);
    expect(JSON.parse(none.stdout)).toMatchObject({ duplicate: false, status: 'done' });

    // A server of another store: it says so, and the message is ingested here.
    const other = await serverInbox(await clubFile('other.db'));
    const socket = join(dir, 'other.sock');
    const listener = await startIngestSocket(
      socket,
      {
        identity: identity(join(dir, 'other.db')),
        maxBytes: 1024 * 1024,
        ingest: (m, json) => ingestOutcome(other.inbox, m, json, []),
      },
      pino({ level: 'silent' }),
    );
    const refused = await pipe(
      launcher,
      ['-', '--db', db, '--json'],
      second as Buffer,
      clubEnv({ ARBITER_INGEST_SOCKET: socket }),
    );
    expect(refused.status, refused.stderr).toBe(0);
    expect(refused.stderr).toMatch(/not handed to the server .*: the server's store is sqlite:.*other\.db/);
    expect(JSON.parse(refused.stdout)).toMatchObject({ duplicate: false, status: 'done' });
    expect(await other.store.mailbox.listInbound({ clubId: CLUB })).toEqual([]);

    // Arguments the client does not know: the command line's own error.
    const bad = await pipe(
      launcher,
      ['-', '--db', db, '--bogus'],
      third as Buffer,
      clubEnv({ ARBITER_INGEST_SOCKET: socket }),
    );
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/unknown option '--bogus'/);
    await listener?.close();
    await other.store.close();
  }, 120_000);

  it('`arbiter mail ingest` hands off too when the socket is set, and ingests itself when not', async () => {
    const db = await clubFile('cli.db');
    const club = await serverInbox(db);
    const socket = join(dir, 'cli.sock');
    let handed = 0;
    const listener = await startIngestSocket(
      socket,
      {
        identity: identity(db),
        maxBytes: 1024 * 1024,
        ingest: (m, json) => {
          handed += 1;
          return ingestOutcome(club.inbox, m, json, []);
        },
      },
      pino({ level: 'silent' }),
    );
    const [first, second] = await mails();
    const cli = (mail: Buffer, env: NodeJS.ProcessEnv) =>
      pipe(
        process.execPath,
        [join(root, 'bin/arbiter.js'), 'mail', 'ingest', '-', '--db', db, '--json'],
        mail,
        env,
      );
    const through = await cli(first as Buffer, clubEnv({ ARBITER_INGEST_SOCKET: socket }));
    expect(through.status, through.stderr).toBe(0);
    expect(handed).toBe(1);
    expect(JSON.parse(through.stdout)).toMatchObject({ duplicate: false, status: 'done' });
    const itself = await cli(second as Buffer, clubEnv());
    expect(itself.status, itself.stderr).toBe(0);
    expect(handed).toBe(1);
    expect(JSON.parse(itself.stdout)).toMatchObject({ duplicate: false });
    expect(await club.store.mailbox.listInbound({ clubId: CLUB })).toHaveLength(2);
    await listener?.close();
    await club.store.close();
  }, 120_000);

  it('exits 75 when the connection breaks after the message was sent, and the retry is not carried out twice', async () => {
    const db = await clubFile('broken.db');
    const club = await serverInbox(db);
    const socket = join(dir, 'broken.sock');
    const env = clubEnv({ ARBITER_INGEST_SOCKET: socket, ARBITER_INGEST_TIMEOUT: '2' });
    const start = (
      ingest: (m: Parameters<typeof ingestOutcome>[1], json: boolean) => Promise<HandOffOutcome>,
    ) =>
      startIngestSocket(
        socket,
        { identity: identity(db), maxBytes: 1024 * 1024, ingest },
        pino({ level: 'silent' }),
      );
    const [challenge, acceptance] = await mails();

    // Stored and carried out, and then the server is gone before it answers.
    let listener = await start(async (m, json) => {
      await ingestOutcome(club.inbox, m, json, []);
      throw new Error('the server died');
    });
    const broken = await pipe(launcher, ['-', '--db', db, '--json'], challenge as Buffer, env);
    expect(broken.status).toBe(75);
    expect(broken.stderr).toMatch(/closed the connection before it answered; exit 75/);
    const after = await contents(db);
    expect(after.inbox.map((m) => m.status)).toEqual(['done']);
    await listener?.close();

    // Stored, and no answer comes at all: the pipe's time limit.
    listener = await start(async (m, json) => {
      await ingestOutcome(club.inbox, m, json, []);
      return new Promise<HandOffOutcome>(() => undefined);
    });
    const silent = await pipe(launcher, ['-', '--db', db, '--json'], acceptance as Buffer, env);
    expect(silent.status).toBe(75);
    expect(silent.stderr).toMatch(/did not answer within 2 s; exit 75/);
    await listener?.close();
    const both = await contents(db);

    // The mail server tries again: through a server that answers, and in a process of its own.
    listener = await start((m, json) => ingestOutcome(club.inbox, m, json, []));
    const retried = await pipe(launcher, ['-', '--db', db, '--json'], challenge as Buffer, env);
    expect(retried.status, retried.stderr).toBe(0);
    expect(JSON.parse(retried.stdout)).toMatchObject({ duplicate: true, status: 'done' });
    await listener?.close();
    const alone = await pipe(launcher, ['-', '--db', db, '--json'], acceptance as Buffer, clubEnv());
    expect(JSON.parse(alone.stdout)).toMatchObject({ duplicate: true, status: 'done' });
    await club.store.close();

    const end = await contents(db);
    expect(end).toEqual(both);
    expect(end.events.map((e) => e.type)).toEqual(expect.arrayContaining(['ChallengeIssued']));
  }, 120_000);

  it('stops without waiting for a pipe that was greeted and sends nothing', async () => {
    const db = await clubFile('stopping.db');
    const club = await serverInbox(db);
    const socket = join(dir, 'stopping.sock');
    const listener = await startIngestSocket(
      socket,
      { identity: identity(db), maxBytes: 1024, ingest: (m, json) => ingestOutcome(club.inbox, m, json, []) },
      pino({ level: 'silent' }),
    );
    const pipeEnd = createConnection(socket);
    const closed = new Promise((resolve) => pipeEnd.once('close', resolve));
    const welcome = new Promise<string>((resolve) => pipeEnd.once('data', (d) => resolve(String(d))));
    pipeEnd.write(`${JSON.stringify({ protocol: HANDOFF_PROTOCOL, ...identity(db) })}\n`);
    expect(JSON.parse(await welcome)).toEqual({ ready: true, maxBytes: 1024 });

    await listener?.close();
    await closed;
    expect(existsSync(socket)).toBe(false);
    await club.store.close();
  });
});
