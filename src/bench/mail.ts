/**
 * Mail benchmarks (issue 17), each against a baseline in the same run:
 *
 * - 10,000 inbound mails processed — stored raw, parsed, DKIM-verified (RSA keys published by a
 *   resolver of the bench's own, no DNS), read, and executed as commands of a 100-player pyramid
 *   with their notices and answers queued — against parsing the same mails with mailparser alone.
 * - 10,000 notices delivered by the outbox's sender (claims, attempts, marks) to a local SMTP
 *   server — against sending the same mails with nodemailer alone.
 *
 * The stores are SQLite in memory: the figures are the mail machinery's, not the disk's.
 */
import { generateKeyPairSync } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { type DNSResolver, dkimSign } from 'mailauth';
import { simpleParser } from 'mailparser';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { fixedClock } from '../app/clock.js';
import { CompetitionService } from '../app/competitions.js';
import { dkimCheck } from '../app/dkim.js';
import { InboxService } from '../app/inbox.js';
import { outboxAnswerer } from '../app/inbox-answers.js';
import { smtpMailer } from '../app/mail.js';
import { Notifier, noticeHook } from '../app/notices.js';
import { OutboxSender } from '../app/outbox.js';
import { bounded } from '../app/raw-mail.js';
import { parseMailboxAddress } from '../app/reply-address.js';
import { addDuration, moment } from '../core/moment.js';
import type { OutgoingMail } from '../store/outbox.js';
import { openSqliteStore } from '../store/sqlite/index.js';
import { atMost, type Bench, type Figure } from './harness.js';
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

async function club() {
  const store = openSqliteStore(':memory:');
  const clock = fixedClock(moment('2026-01-05T08:00:00+01:00'));
  const audit = { at: clock.now(), actor: 'bench', action: 'setup', subject: 'club' };
  await store.accounts.createClub({ id: 'club', name: 'Bench club', createdAt: clock.now() }, audit);
  const participants = Array.from({ length: PLAYERS }, (_, i) => ({
    id: `p${i}`,
    name: `Player ${i} Nummer${i}`,
  }));
  const notifier = new Notifier(store, clock, {
    baseUrl: 'http://arbiter.bench/',
    zone: 'Europe/Berlin',
    lang: 'de',
    mailbox: parseMailboxAddress(ADDRESS),
  });
  const competitions = new CompetitionService(store.events, clock, noticeHook(notifier));
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
      label: 'processed: stored, parsed, verified, executed, answered',
      value: MAILS / (processMs / 1000),
      unit: 'mails/s',
    },
    atMost('processing per mail against the raw parse', processMs / parseMs, '×', 25),
    { label: 'mails carried out (of 10,000)', value: done, unit: 'mails' },
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
      { label: 'received by the SMTP server (of 10,000)', value: received - before, unit: 'mails' },
      { label: 'failed attempts', value: tally.failed, unit: 'mails' },
    ];
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

export const mailBenches: readonly Bench[] = [
  { name: 'mail: 10,000 inbound mails processed (issue 17)', run: inbound },
  { name: 'mail: 10,000 notices delivered by SMTP (issue 17)', run: outbound },
];
