/**
 * The running server's end of the hand-off (app/mail/ingest-handoff.ts): a Unix socket
 * (ARBITER_INGEST_SOCKET) where `bin/arbiter-ingest`, the mail server's pipe, hands over one
 * message per connection; the server ingests it exactly as `arbiter mail ingest` would
 * (app/mail/ingest.ts: stored, verified, carried out or held, answered) and sends back what that
 * would print and its exit code. The socket is made for the server's user and group (0660); a
 * stale one (nothing answers on it: a server that crashed) is replaced, one that answers belongs
 * to another server and is left to it.
 */
import { chmodSync, lstatSync, unlinkSync } from 'node:fs';
import { createConnection, createServer, type Socket } from 'node:net';
import type { Logger } from 'pino';
import { EXIT } from '../../app/errors.js';
import type { BoundedRaw } from '../../app/mail/bounded-raw.js';
import type { InboxService } from '../../app/mail/inbox.js';
import { ingestMessage, ingestOutput } from '../../app/mail/ingest.js';
import {
  type HandOffHello,
  type HandOffMessage,
  type HandOffOutcome,
  type HandOffWelcome,
  refusalOf,
} from '../../app/mail/ingest-handoff.js';

export interface HandOffTarget {
  /** What the server is: its store (`storeKey`), the mailbox's address and club as configured. */
  readonly identity: Omit<HandOffHello, 'protocol'>;
  readonly maxBytes: number;
  ingest(message: BoundedRaw, json: boolean): Promise<HandOffOutcome>;
}

/** A line of JSON is at most this long (a hello, a message's header); the message follows raw. */
const MAX_LINE = 64 * 1024;
/** A connection that sends nothing for this long is closed (the pipe has its own timeout). */
const IDLE_MS = 5 * 60_000;

/** Whether something listens on the socket at `path`. */
const answers = (path: string): Promise<boolean> =>
  new Promise((resolve) => {
    const probe = createConnection(path);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });

/**
 * One connection: hello, welcome, the message, the outcome. `waiting` holds it while it waits for
 * the pipe (not while its message is ingested), so that a stopping server need not wait for it.
 */
function converse(socket: Socket, target: HandOffTarget, logger: Logger, waiting: Set<Socket>): void {
  let buffer = Buffer.alloc(0);
  let stage: 'hello' | 'header' | 'body' | 'done' = 'hello';
  let header: HandOffMessage | undefined;
  const send = (value: HandOffWelcome | HandOffOutcome) => socket.write(`${JSON.stringify(value)}\n`);
  const takeLine = (): unknown => {
    const end = buffer.indexOf(10);
    if (end < 0) {
      if (buffer.length > MAX_LINE) throw new Error('a line too long');
      return undefined;
    }
    const line = buffer.subarray(0, end).toString('utf8');
    buffer = buffer.subarray(end + 1);
    return JSON.parse(line);
  };
  const step = (): void => {
    if (stage === 'hello') {
      const hello = takeLine() as HandOffHello | undefined;
      if (!hello) return;
      const refusal = refusalOf(hello, target.identity);
      send(refusal ? { ready: false, reason: refusal } : { ready: true, maxBytes: target.maxBytes });
      stage = refusal ? 'done' : 'header';
    }
    if (stage === 'header') {
      header = takeLine() as HandOffMessage | undefined;
      if (!header) return;
      if (!(header.length >= 0 && header.length <= target.maxBytes && header.size >= header.length))
        throw new Error(`a message header out of bounds: ${JSON.stringify(header)}`);
      stage = 'body';
    }
    if (stage === 'body' && header && buffer.length >= header.length) {
      const raw = Buffer.from(buffer.subarray(0, header.length));
      stage = 'done';
      waiting.delete(socket);
      target
        .ingest({ raw, size: header.size }, header.json)
        .then((outcome) => socket.end(`${JSON.stringify(outcome)}\n`))
        .catch((err) => {
          logger.error({ err }, 'a handed-off message could not be ingested');
          socket.destroy();
        });
    }
  };
  waiting.add(socket);
  socket.on('close', () => waiting.delete(socket));
  socket.setTimeout(IDLE_MS, () => socket.destroy());
  socket.on('error', () => undefined);
  socket.on('data', (chunk: Buffer) => {
    if (stage === 'done') return;
    buffer = Buffer.concat([buffer, chunk]);
    try {
      step();
    } catch (err) {
      logger.warn({ err }, 'a hand-off of a message broke off');
      socket.destroy();
    }
  });
}

/**
 * Listens at `path` for messages handed off by `bin/arbiter-ingest`; undefined when another
 * server already answers there (a warning says so). A path that is not a socket is an error.
 */
export async function startIngestSocket(
  path: string,
  target: HandOffTarget,
  logger: Logger,
): Promise<{ readonly path: string; close(): Promise<void> } | undefined> {
  const existing = (() => {
    try {
      return lstatSync(path);
    } catch {
      return undefined;
    }
  })();
  if (existing && !existing.isSocket()) throw new Error(`${path} exists and is not a socket`);
  if (existing) {
    if (await answers(path)) {
      logger.warn(
        { path },
        'another server takes handed-off mail at ARBITER_INGEST_SOCKET; this one does not',
      );
      return undefined;
    }
    unlinkSync(path);
  }
  const waiting = new Set<Socket>();
  const server = createServer((socket) => converse(socket, target, logger, waiting));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  chmodSync(path, 0o660);
  return {
    path,
    // A message being ingested is finished and answered; a pipe still sending gets no answer (75).
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of waiting) socket.destroy();
      }),
  };
}

/**
 * What `arbiter mail ingest` would print and exit with for `message`: the outcome's line and 0,
 * or the error and 75 (EX_TEMPFAIL, as `mail ingest` ends on a failure: the mail server keeps the mail).
 */
export async function ingestOutcome(
  inbox: InboxService,
  message: BoundedRaw,
  json: boolean,
  trustedReceivers: readonly string[],
): Promise<HandOffOutcome> {
  try {
    const result = await ingestMessage(inbox, message, trustedReceivers);
    return { exit: 0, stdout: `${ingestOutput(result, json)}\n`, stderr: '' };
  } catch (e) {
    return {
      exit: EXIT.tempFail,
      stdout: '',
      stderr: `${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`,
    };
  }
}
