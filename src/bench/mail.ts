/**
 * Mail benchmarks (issue 17), each against a baseline in the same run:
 *
 * - 10,000 inbound mails processed — stored raw, parsed, DKIM-verified (RSA keys published by a
 *   resolver of the bench's own, no DNS), read, and executed as commands of a 100-player pyramid
 *   with their notices and answers queued — against parsing the same mails with mailparser alone
 *   (and, beside it, with postal-mime alone, which the inbox reads with).
 * - 10,000 notices delivered by the outbox's sender (claims, attempts, marks) to a local SMTP
 *   server — against sending the same mails with nodemailer alone.
 *
 * - `arbiter mail ingest` as one process per mail, as a mail server's pipe runs it (issue 24,
 *   point 10: target ≥ 5 mails/s, through `bin/arbiter-ingest` handing each mail to a running
 *   server; in its own process from the startup snapshot and the plain way beside it), a
 *   stranger's mail, a member's signed one and a reply, against
 *   `node -e 0` per process in the same run; the fastest of the runs is compared with the target
 *   (on a shared machine the slower runs measure the neighbours), the medians of wall and CPU
 *   time printed beside it.
 *
 * - The corpus of mails as members write them (issue 24, bench/mail-corpus/): executed correctly
 *   (of the unambiguous ones, target ≥ 95 %), proposed, held with a reason, wrongly executed
 *   (target 0) — the figures the corpus test checks, from the same runner.
 *
 * The stores are SQLite in memory (a file for the process per mail): the figures are the mail
 * machinery's, not the disk's.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type DNSResolver, dkimSign } from 'mailauth';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { newToken } from '../app/accounts/tokens.js';
import { fixedClock } from '../app/clock.js';
import { CompetitionService } from '../app/competitions/competitions.js';
import { dkimCheck } from '../app/mail/dkim.js';
import { InboxService } from '../app/mail/inbox.js';
import { outboxAnswerer } from '../app/mail/inbox-answers.js';
import { smtpMailer } from '../app/mail/mail.js';
import { Notifier, noticeHook } from '../app/mail/notices.js';
import { OutboxSender } from '../app/mail/outbox.js';
import { bounded } from '../app/mail/raw-mail.js';
import { makeReplyAddress, newReplyId, parseMailboxAddress } from '../app/mail/reply-address.js';
import { addDuration, moment } from '../core/moment.js';
import type { Participant } from '../core/participant.js';
import type { OutgoingMail } from '../store/outbox.js';
import { openSqliteStore } from '../store/sqlite/index.js';
import type { Store } from '../store/store.js';
import { atLeast, atMost, type Bench, type Figure } from './harness.js';
import { CORPUS } from './mail-corpus/corpus.js';
import { type CorpusResult, figures, runCorpusMail } from './mail-corpus/run.js';
import { enrolPlayers } from './players.js';

const MAILS = Number(process.env.ARBITER_BENCH_MAILS) || 10_000;
const PLAYERS = 100;
const ADDRESS = 'pyramide@club.bench';

function keys(domain: string): { privateKey: string; resolver: DNSResolver } {
  const pair = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const publicKey = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  return {
    privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    resolver: async (name) => {
      if (name !== `bench._domainkey.${domain}`)
        throw Object.assign(new Error('no record'), { code: 'ENOTFOUND' });
      return [[`v=DKIM1; k=rsa; p=${publicKey}`]];
    },
  };
}

/**
 * The bench club with its pyramid `bench` of `participants`, each with an account at
 * players.bench; with `notices`, the pyramid's notices go out in German from ADDRESS.
 */
async function benchPyramid(store: Store, participants: readonly Participant[], notices: boolean) {
  const clock = fixedClock(moment('2026-01-05T08:00:00+01:00'));
  const audit = { at: clock.now(), actor: 'bench', action: 'setup', subject: 'club' };
  await store.accounts.createClub({ id: 'club', name: 'Bench club', createdAt: clock.now() }, audit);
  const notifier = new Notifier(store, clock, {
    baseUrl: 'http://arbiter.bench/',
    zone: 'Europe/Berlin',
    lang: 'de',
    mailbox: parseMailboxAddress(ADDRESS),
  });
  const competitions = new CompetitionService(
    store.events,
    clock,
    notices ? noticeHook(notifier) : undefined,
  );
  const created = await competitions.create({
    id: 'bench',
    clubId: 'club',
    name: 'Bench pyramid',
    format: 'pyramid',
    participants,
  });
  if (!created.ok) throw new Error(created.error[0]?.message);
  await enrolPlayers(store, 'bench', participants, (p) => `${p.id}@players.bench`, audit);
  return { store, clock, competitions };
}

const club = () =>
  benchPyramid(
    openSqliteStore(':memory:'),
    Array.from({ length: PLAYERS }, (_, i) => ({ id: `p${i}`, name: `Player ${i} Nummer${i}` })),
    true,
  );

async function inbound(): Promise<Figure[]> {
  const { store, clock, competitions } = await club();
  const signing = keys('players.bench');
  const mails: Buffer[] = [];
  for (let i = 0; i < MAILS; i++) {
    const day = 1 + (i % 27);
    const raw = [
      `From: Player ${i % PLAYERS} <p${i % PLAYERS}@players.bench>`,
      `To: ${ADDRESS}`,
      'Subject: Urlaub',
      'Date: Mon, 5 Jan 2026 08:00:00 +0100',
      `Message-ID: <bench-${i}@players.bench>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      `Urlaub ${day}.${2 + Math.floor(i / 2000)}.–${day + 1}.${2 + Math.floor(i / 2000)}.`,
      '',
      'Viele Grüße',
      '',
    ].join('\r\n');
    // A fixed signing time: without one mailauth reads the clock twice, and a signature made
    // across a half second names another `t=` than it signed (2 of 10,000 were held as forged).
    const options = {
      signTime: new Date('2026-01-05T07:00:00Z'),
      signatureData: [{ signingDomain: 'players.bench', selector: 'bench', privateKey: signing.privateKey }],
    };
    const signed = await dkimSign(raw, options as unknown as Parameters<typeof dkimSign>[1]);
    mails.push(Buffer.concat([Buffer.from(signed.signatures), Buffer.from(raw)]));
  }
  const parseStart = performance.now();
  for (const raw of mails) await simpleParser(raw);
  const parseMs = performance.now() - parseStart;
  // The inbox reads with postal-mime (app/mail/mail-reading.ts); mailparser stays the baseline.
  const postalStart = performance.now();
  for (const raw of mails) await PostalMime.parse(raw);
  const postalMs = performance.now() - postalStart;

  const inbox = new InboxService(
    store,
    competitions,
    clock,
    { clubId: 'club', address: ADDRESS, maxBytes: 5 * 1024 * 1024, lang: 'de' },
    dkimCheck(signing.resolver),
    outboxAnswerer(
      store,
      competitions,
      clock,
      { address: ADDRESS, baseUrl: 'http://arbiter.bench/', zone: 'Europe/Berlin' },
      () => undefined,
    ),
  );
  const start = performance.now();
  let done = 0;
  for (const raw of mails) {
    clock.set(addDuration(clock.now(), { seconds: 30 }));
    const { mail } = await inbox.receive({ message: bounded(raw, 5 * 1024 * 1024), source: 'smtp' });
    if (mail.status === 'done') done += 1;
  }
  const processMs = performance.now() - start;
  await store.close();
  return [
    { label: 'raw mailparser parse (baseline)', value: MAILS / (parseMs / 1000), unit: 'mails/s' },
    {
      label: 'raw postal-mime parse (what the inbox reads with)',
      value: MAILS / (postalMs / 1000),
      unit: 'mails/s',
    },
    {
      label: 'processed: stored, parsed, verified, executed, answered',
      value: MAILS / (processMs / 1000),
      unit: 'mails/s',
    },
    atMost('processing per mail against the raw parse', processMs / parseMs, '×', 25),
    atLeast(`mails carried out (of ${MAILS})`, done, 'mails', MAILS),
  ];
}

async function outbound(): Promise<Figure[]> {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    closeTimeout: 100,
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        received += 1;
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const mails: OutgoingMail[] = Array.from({ length: MAILS }, (_, i) => ({
    kind: 'pyramid.challenged',
    to: `p${i % PLAYERS}@players.bench`,
    lang: 'de',
    subject: `Spieler ${i} fordert Sie heraus`,
    text: `Hallo,\n\nSpieler ${i} fordert Sie in der Pyramide heraus, erster Zug 1.e4. Nehmen Sie bis Mo., 19. Januar, 09:00 mit Ihrem Antwortzug an.\n\n-- \nArbiter`,
    html: `<p>Hallo,</p><p>Spieler ${i} fordert Sie in der Pyramide heraus, erster Zug 1.e4.</p>`,
    headers: { 'List-Unsubscribe': `<http://arbiter.bench/mail/unsubscribe?p=${i}>`, 'Reply-To': ADDRESS },
    dedupeKey: `bench:${i}`,
  }));
  try {
    // Both keep their connections open: each new connection costs the server's 100 ms early-talker wait.
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port, secure: false, pool: true });
    const rawStart = performance.now();
    for (const m of mails)
      await transport.sendMail({
        from: `Club <${ADDRESS}>`,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: { ...m.headers },
      });
    const rawMs = performance.now() - rawStart;
    transport.close();

    const store = openSqliteStore(':memory:');
    const clock = fixedClock(moment('2026-01-05T08:00:00+01:00'));
    await store.outbox.enqueue(mails, clock.now());
    const sender = new OutboxSender(
      store.outbox,
      smtpMailer({ host: '127.0.0.1', port, secure: false, from: `Club <${ADDRESS}>`, pool: true }),
      clock,
      { batch: 100 },
    );
    const before = received;
    const start = performance.now();
    const tally = await sender.sendDue();
    const sendMs = performance.now() - start;
    await store.close();
    return [
      { label: 'raw nodemailer sends (baseline)', value: MAILS / (rawMs / 1000), unit: 'mails/s' },
      { label: 'delivered by the outbox sender', value: MAILS / (sendMs / 1000), unit: 'mails/s' },
      atMost('sender against raw sends', sendMs / rawMs, '×', 1.5),
      atLeast(`received by the SMTP server (of ${MAILS})`, received - before, 'mails', MAILS),
      atMost('failed attempts', tally.failed, 'mails', 0),
    ];
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

const PROCESS_RUNS = Number(process.env.ARBITER_BENCH_INGEST_RUNS) || 15;
const bin = new URL('../../bin/arbiter.js', import.meta.url).pathname;
/** The mail server's pipe: `arbiter mail ingest` from the startup snapshot (dist/snapshot/). */
const launcher = new URL('../../bin/arbiter-ingest', import.meta.url).pathname;

/**
 * The CPU time (user and system, in milliseconds) of the children this process has waited for so
 * far, from /proc (Linux; undefined elsewhere): on a shared machine a process's wall time measures
 * its neighbours, its CPU time much less so.
 */
function childrenCpuMs(): number | undefined {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    // After the command's name: state is field 3, cutime and cstime are fields 16 and 17 (proc(5)).
    return ((Number(fields[13]) + Number(fields[14])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100;

interface ProcessTimes {
  readonly fastest: number;
  readonly median: number;
  /** CPU per process, the median, when the system tells it. */
  readonly cpu?: number;
}

/** The fastest and the median of `runs` processes (wall, ms), and the median CPU per process. */
function processMs(
  args: (i: number) => readonly string[],
  env: NodeJS.ProcessEnv,
  command: string = process.execPath,
): ProcessTimes {
  const times: number[] = [];
  const cpus: number[] = [];
  for (let i = 0; i < PROCESS_RUNS; i++) {
    const cpuBefore = childrenCpuMs();
    const start = performance.now();
    const r = spawnSync(command, args(i), { stdio: 'ignore', env });
    times.push(performance.now() - start);
    const cpuAfter = childrenCpuMs();
    if (cpuBefore !== undefined && cpuAfter !== undefined) cpus.push(cpuAfter - cpuBefore);
    if (r.status !== 0) throw new Error(`${args(i).join(' ')} exited ${r.status}`);
  }
  const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
  times.sort((a, b) => a - b);
  return {
    fastest: times[0] as number,
    median: median(times),
    ...(cpus.length === PROCESS_RUNS ? { cpu: median(cpus) } : {}),
  };
}

/**
 * A club on a file for the processes: a pyramid of two players with accounts at players.bench,
 * whose DKIM key the processes read from a keys file (ARBITER_DKIM_KEYS_FILE, no DNS).
 */
async function fileClub(
  dir: string,
): Promise<{ db: string; keysFile: string; replyTo: string; sign: (raw: string) => Promise<Buffer> }> {
  const db = join(dir, 'club.db');
  const participants = [
    { id: 'p0', name: 'Anna Adler' },
    { id: 'p1', name: 'Bernd Bauer' },
  ];
  const { store: file, clock } = await benchPyramid(openSqliteStore(db), participants, false);
  // The signed reply address of a notice to Bernd Bauer: its mail needs no DKIM check.
  const replyId = newReplyId();
  await file.mailbox.createReplyAddress({
    id: replyId,
    competitionId: 'bench',
    personId: 'person-p1',
    participantId: 'p1',
    context: {},
    createdAt: clock.now(),
  });
  const secret = await file.mailbox.secret('reply-address', newToken);
  const replyTo = makeReplyAddress(parseMailboxAddress(ADDRESS), secret, replyId);
  await file.close();
  const pair = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const publicKey = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const privateKey = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const keysFile = join(dir, 'dkim-keys.txt');
  writeFileSync(keysFile, `bench._domainkey.players.bench TXT "v=DKIM1; k=rsa; p=${publicKey}"\n`);
  const sign = async (raw: string) => {
    const options = {
      signTime: new Date('2026-01-05T07:00:00Z'),
      signatureData: [{ signingDomain: 'players.bench', selector: 'bench', privateKey }],
    };
    const signed = await dkimSign(raw, options as unknown as Parameters<typeof dkimSign>[1]);
    return Buffer.concat([Buffer.from(signed.signatures), Buffer.from(raw)]);
  };
  return { db, keysFile, replyTo, sign };
}

/**
 * A day `days` after a week from now, as members write it ("12.1."). The vacations of the mails
 * lie ahead of the day the bench runs, none overlapping another, so that every member's mail and
 * reply is carried out (a vacation already over is refused: ERR_VACATION_PAST).
 */
function dayAhead(days: number): string {
  const day = new Date(Date.now() + (7 + days) * 86_400_000);
  return `${day.getUTCDate()}.${day.getUTCMonth() + 1}.`;
}

/** The mails of the processes, `<kind>-<i>.eml`: a stranger's, a member's signed one, a reply to a notice. */
async function writeMails(
  dir: string,
  replyTo: string,
  sign: (raw: string) => Promise<Buffer>,
): Promise<void> {
  // The plain path's runs take the first PROCESS_RUNS of each kind, the snapshot's the next, the
  // hand-off's the last.
  for (let i = 0; i < 3 * PROCESS_RUNS; i++) {
    writeFileSync(
      join(dir, `stranger-${i}.eml`),
      `From: Someone <someone@elsewhere.bench>\r\nTo: ${ADDRESS}\r\nSubject: Urlaub\r\nMessage-ID: <ingest-${i}@bench>\r\n\r\nUrlaub 3.4.-17.4.\r\n`,
    );
    const member = [
      `From: Player <p${i % 2}@players.bench>`,
      `To: ${ADDRESS}`,
      'Subject: Urlaub',
      'Date: Mon, 5 Jan 2026 08:00:00 +0100',
      `Message-ID: <member-${i}@players.bench>`,
      'MIME-Version: 1.0',
      'Content-Type: text/plain; charset=utf-8',
      '',
      `Liebe Turnierleitung,\r\n\r\nich bin vom ${dayAhead(4 * i)} bis einschließlich ${dayAhead(4 * i + 1)} im Urlaub.`,
      '',
      'Viele Grüße',
      '',
    ].join('\r\n');
    writeFileSync(join(dir, `member-${i}.eml`), await sign(member));
    writeFileSync(
      join(dir, `reply-${i}.eml`),
      [
        'From: Bernd Bauer <p1@players.bench>',
        `To: ${replyTo}`,
        'Subject: Re: Herausforderung',
        `Message-ID: <reply-${i}@players.bench>`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        `Urlaub ${dayAhead(4 * i + 2)}–${dayAhead(4 * i + 3)}`,
        '',
      ].join('\r\n'),
    );
  }
}

/** The CPU time (user and system, ms) process `pid` has used so far, from /proc; undefined elsewhere. */
function processCpuMs(pid: number | undefined): number | undefined {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
      .replace(/^.*\) /, '')
      .split(' ');
    // utime and stime are fields 14 and 15 (proc(5)), 11 and 12 after the command's name.
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return undefined;
  }
}

/** `arbiter serve` on the club's file, taking handed-off mail at `socket`, once it says so. */
function handOffServer(db: string, socket: string, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const server = spawn(process.execPath, [bin, 'serve', '--db', db, '--port', '0', '--no-demo'], {
      env: { ...env, ARBITER_INGEST_SOCKET: socket },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    server.stdout?.on('data', (d) => {
      out += d;
      if (out.includes('Taking mail from arbiter-ingest')) resolve(server);
    });
    server.once('exit', (code) => reject(new Error(`arbiter serve ended (${code}): ${out}`)));
  });
}

/**
 * The hand-off (a server running, one `bin/arbiter-ingest` process per mail): the processes'
 * times, and the server's CPU per mail (from /proc) beside them.
 */
async function handedOff(
  db: string,
  env: NodeJS.ProcessEnv,
  kinds: readonly string[],
  mail: (name: string, i: number) => string,
): Promise<{ times: ProcessTimes; serverCpu?: number }[]> {
  const socket = join(dirname(db), 'ingest.sock');
  const server = await handOffServer(db, socket, env);
  try {
    return kinds.map((name) => {
      const before = processCpuMs(server.pid);
      const times = processMs(
        (i) => [mail(name, 2 * PROCESS_RUNS + i), '--db', db],
        { ...env, ARBITER_INGEST_SOCKET: socket },
        launcher,
      );
      const after = processCpuMs(server.pid);
      return {
        times,
        ...(before !== undefined && after !== undefined
          ? { serverCpu: (after - before) / PROCESS_RUNS }
          : {}),
      };
    });
  } finally {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
}

interface PerProcessRun {
  readonly label: string;
  readonly handOff: { readonly times: ProcessTimes; readonly serverCpu?: number };
  readonly snapshot: ProcessTimes;
  readonly plain: ProcessTimes;
}

/** The figures of the processes per mail: rates (the fastest run), CPU and wall medians. */
function perProcessFigures(empty: ProcessTimes, runs: readonly PerProcessRun[], executed: number): Figure[] {
  const cpu = (label: string, t: ProcessTimes): Figure[] =>
    t.cpu === undefined ? [] : [{ label: `CPU per process: ${label}, median`, value: t.cpu, unit: 'ms' }];
  const rate = (label: string, t: ProcessTimes): Figure => ({
    label,
    value: 1000 / t.fastest,
    unit: 'mails/s',
  });
  const wall = (label: string, t: ProcessTimes): Figure => ({
    label: `wall medians: ${label}`,
    value: t.median,
    unit: 'ms',
  });
  const member = runs[1] as PerProcessRun;
  return [
    { label: 'baseline: node -e 0 per process, fastest', value: 1000 / empty.fastest, unit: 'processes/s' },
    ...runs.map(({ label, handOff }) =>
      atLeast(`${label}, handed to a running server, fastest`, 1000 / handOff.times.fastest, 'mails/s', 5),
    ),
    ...runs.map(({ label, snapshot }) => rate(`${label}, in its own process (snapshot), fastest`, snapshot)),
    ...runs.map(({ label, plain }) => rate(`${label}, arbiter mail ingest (plain), fastest`, plain)),
    {
      label: 'the member’s mail handed off against node -e 0 (fastest)',
      value: member.handOff.times.fastest / empty.fastest,
      unit: '×',
    },
    {
      label: 'the member’s mail (snapshot) against node -e 0 (fastest)',
      value: member.snapshot.fastest / empty.fastest,
      unit: '×',
    },
    {
      label: `members’ mails and replies carried out (of ${6 * PROCESS_RUNS})`,
      value: executed,
      unit: 'mails',
    },
    ...cpu('node -e 0', empty),
    ...runs.flatMap(({ label, handOff }) => [
      ...cpu(`${label}, handed off (the process)`, handOff.times),
      ...(handOff.serverCpu === undefined
        ? []
        : [{ label: `CPU of the server per mail: ${label}, mean`, value: handOff.serverCpu, unit: 'ms' }]),
    ]),
    ...runs.flatMap(({ label, snapshot }) => cpu(`${label}, snapshot`, snapshot)),
    ...runs.flatMap(({ label, plain }) => cpu(`${label}, plain`, plain)),
    wall('node -e 0', empty),
    ...runs.map(({ label, handOff }) => wall(`${label}, handed off`, handOff.times)),
    ...runs.map(({ label, snapshot }) => wall(`${label}, snapshot`, snapshot)),
    ...runs.map(({ label, plain }) => wall(`${label}, plain`, plain)),
    { label: 'load average (1 min) at the end', value: loadavg()[0] as number, unit: '' },
  ];
}

/**
 * Issue 24, point 10: `arbiter mail ingest <file>` once per mail, as Postfix's pipe runs it: a
 * stranger's mail (held at once: no competition is loaded), a member's DKIM-signed vacation
 * (verified, carried out in the pyramid, answered) and a vacation sent to a notice's signed reply
 * address (verified by the address: no DKIM check), each against `node -e 0` — through the pipe's
 * launcher `bin/arbiter-ingest` handing each mail to a running `arbiter serve` (the target), the
 * same launcher with no server (the startup snapshot), and the plain way.
 */
async function perProcess(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-ingest-'));
  try {
    const { db, keysFile, replyTo, sign } = await fileClub(dir);
    await writeMails(dir, replyTo, sign);
    // A mail server's pipe passes a small environment: NODE_EXTRA_CA_CERTS (set on some machines
    // for every program) would make each Node process, `node -e 0` too, parse a bundle of CA
    // certificates at start (some 80 ms of CPU on the shared 2-core machine).
    const { NODE_EXTRA_CA_CERTS: _, ...inherited } = process.env;
    const env = {
      ...inherited,
      ARBITER_MAIL_ADDRESS: ADDRESS,
      ARBITER_MAIL_CLUB: 'club',
      ARBITER_DKIM_KEYS_FILE: keysFile,
      ARBITER_BASE_URL: 'http://arbiter.bench/',
      LOG_LEVEL: 'silent',
    };
    const empty = processMs(() => ['-e', '0'], env);
    const mail = (name: string, i: number) => join(dir, `${name}-${i}.eml`);
    const snapshot = (name: string) =>
      processMs(
        (i) => [mail(name, PROCESS_RUNS + i), '--db', db],
        { ...env, ARBITER_INGEST_SNAPSHOT: 'on' },
        launcher,
      );
    const plain = (name: string) => processMs((i) => [bin, 'mail', 'ingest', mail(name, i), '--db', db], env);
    const kinds = [
      ['a stranger’s mail (held)', 'stranger'],
      ['a member’s signed mail (executed)', 'member'],
      ['a reply to a notice (no DKIM)', 'reply'],
    ] as const;
    const handed = await handedOff(
      db,
      env,
      kinds.map(([, name]) => name),
      mail,
    );
    const runs = kinds.map(([label, name], k) => ({
      label,
      handOff: handed[k] as PerProcessRun['handOff'],
      snapshot: snapshot(name),
      plain: plain(name),
    }));
    const check = openSqliteStore(db);
    const executed = (await check.mailbox.listInbound({ clubId: 'club' })).filter(
      (m) => m.from?.endsWith('@players.bench') && m.status === 'done',
    ).length;
    await check.close();
    return perProcessFigures(empty, runs, executed);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Issue 24: every corpus mail through the inbox, each in a club of its own, judged as the test does. */
async function corpus(): Promise<Figure[]> {
  const results: CorpusResult[] = [];
  for (const mail of CORPUS) {
    const result = await runCorpusMail(mail);
    await result.club.close();
    results.push(result);
  }
  const f = figures(results);
  return [
    { label: 'corpus mails', value: f.mails, unit: 'mails' },
    atLeast('unambiguous mails executed correctly', (100 * f.executedCorrectly) / f.unambiguous, '%', 95),
    {
      label: `executed correctly (of ${f.unambiguous} unambiguous)`,
      value: f.executedCorrectly,
      unit: 'mails',
    },
    { label: 'proposed (a reading waiting for a “yes”)', value: f.proposed, unit: 'mails' },
    { label: 'held with a reason', value: f.heldWithReason, unit: 'mails' },
    atMost('wrongly executed', f.wronglyExecuted, 'mails', 0),
  ];
}

export const mailBenches: readonly Bench[] = [
  { name: 'mail: the corpus of mails as members write them (issue 24)', run: corpus },
  { name: 'mail: arbiter mail ingest, one process per mail (issue 24)', run: perProcess },
  { name: 'mail: 10,000 inbound mails processed (issue 17)', run: inbound },
  { name: 'mail: 10,000 notices delivered by SMTP (issue 17)', run: outbound },
];
