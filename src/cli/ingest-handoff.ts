/**
 * The mail server's pipe, first try (`bin/arbiter-ingest`): hands the message to a running Arbiter
 * server of the same store over its local socket (ARBITER_INGEST_SOCKET; app/mail/ingest-handoff.ts)
 * and prints what the server's `arbiter mail ingest` printed, with its exit code. It loads Node's
 * `net` and `fs` and four leaves of Arbiter that import nothing, so a process costs little more
 * than Node's own start. Where no such server answers (no socket, refused, another store or
 * mailbox, arguments it does not know) it returns FALL_BACK before it has read any of the message,
 * and the launcher runs `arbiter mail ingest` in its own process, which reads it; once the message
 * is sent, a server that does not answer is exit 75 (EX_TEMPFAIL), and the mail server tries again.
 */
import { realpathSync } from 'node:fs';
import { createConnection, type Socket } from 'node:net';
import { resolve } from 'node:path';
import { EXIT } from '../app/errors.js';
import {
  HANDOFF_PROTOCOL,
  type HandOffHello,
  type HandOffMessage,
  type HandOffOutcome,
  type HandOffWelcome,
  storeKey,
} from '../app/mail/ingest-handoff.js';
import { readMessageInput } from './message-input.js';

/** The launcher's sign to ingest in a process of its own (no exit code of `arbiter` is 100). */
export const FALL_BACK = 100;

/** The store of the command line's default (cli/settings.ts, store/open.ts DEFAULT_DB). */
const DEFAULT_DB = 'data/arbiter.db';

/** How long the server may take to greet; then the message is ingested here (nothing was sent). */
const GREETING_MS = 5_000;
/** How long the server may take to answer a sent message by default (ARBITER_INGEST_TIMEOUT, s). */
const ANSWER_SECONDS = 60;

interface IngestArgs {
  readonly file: string;
  readonly db?: string;
  readonly json: boolean;
}

/** `<file> [--db <location>] [--json]` in any order, else undefined (the command line says what is wrong). */
export function parseIngestArgs(argv: readonly string[]): IngestArgs | undefined {
  let file: string | undefined;
  let db: string | undefined;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--json') json = true;
    else if (arg === '--db' && i + 1 < argv.length && db === undefined) db = argv[++i];
    else if (arg.startsWith('--db=') && db === undefined) db = arg.slice('--db='.length);
    else if ((arg === '-' || !arg.startsWith('-')) && file === undefined) file = arg;
    else return undefined;
  }
  return file === undefined || db === '' ? undefined : { file, json, ...(db !== undefined ? { db } : {}) };
}

/** A connection's lines of JSON, one at a time, each within a time limit (undefined: none came). */
function lines(socket: Socket): (ms: number) => Promise<unknown> {
  let buffer = '';
  let waiting: ((line: string | undefined) => void) | undefined;
  const take = () => {
    const end = buffer.indexOf('\n');
    if (end < 0 || !waiting) return;
    const line = buffer.slice(0, end);
    buffer = buffer.slice(end + 1);
    const w = waiting;
    waiting = undefined;
    w(line);
  };
  const stop = () => waiting?.(undefined);
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => {
    buffer += chunk;
    take();
  });
  socket.on('close', stop);
  socket.on('error', stop);
  return (ms) =>
    new Promise((done) => {
      const timer = setTimeout(() => waiting?.(undefined), ms);
      waiting = (line) => {
        clearTimeout(timer);
        waiting = undefined;
        try {
          done(line === undefined ? undefined : JSON.parse(line));
        } catch {
          done(undefined);
        }
      };
      if (socket.destroyed) stop();
      take();
    });
}

const connect = (path: string): Promise<Socket | undefined> =>
  new Promise((done) => {
    const socket = createConnection(path);
    socket.once('connect', () => done(socket));
    socket.once('error', () => done(undefined));
  });

const tempfail = (path: string, what: string): number => {
  process.stderr.write(
    `arbiter-ingest: the server at ${path} ${what}; exit 75: the mail server keeps the message and tries again (a copy stored already is not carried out twice)\n`,
  );
  return EXIT.tempFail;
};

/** Hands one message to the server at ARBITER_INGEST_SOCKET; FALL_BACK when it is not there for it. */
export async function handOff(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<number> {
  const args = parseIngestArgs(argv);
  const path = env.ARBITER_INGEST_SOCKET;
  const address = env.ARBITER_MAIL_ADDRESS;
  if (!args || !path || path === 'off' || !address) return FALL_BACK;
  const store = storeKey(args.db ?? (env.DATABASE_URL || env.ARBITER_DB || DEFAULT_DB), (p) =>
    realpathSync(resolve(p)),
  );
  if (!store) return FALL_BACK;
  const socket = await connect(path);
  if (!socket) return FALL_BACK;
  try {
    const next = lines(socket);
    const hello: HandOffHello = {
      protocol: HANDOFF_PROTOCOL,
      store,
      address,
      ...(env.ARBITER_MAIL_CLUB ? { club: env.ARBITER_MAIL_CLUB } : {}),
    };
    socket.write(`${JSON.stringify(hello)}\n`);
    const welcome = (await next(GREETING_MS)) as HandOffWelcome | undefined;
    if (!welcome?.ready) {
      if (welcome)
        process.stderr.write(`arbiter-ingest: not handed to the server at ${path}: ${welcome.reason}\n`);
      return FALL_BACK;
    }
    let message: Awaited<ReturnType<typeof readMessageInput>>;
    try {
      message = await readMessageInput(args.file, welcome.maxBytes);
    } catch (e) {
      // A file it cannot read: the command line's own error; standard input half read: try again.
      if (args.file !== '-') return FALL_BACK;
      throw e;
    }
    const header: HandOffMessage = { size: message.size, length: message.raw.length, json: args.json };
    socket.write(`${JSON.stringify(header)}\n`);
    socket.write(message.raw);
    const seconds =
      Number(env.ARBITER_INGEST_TIMEOUT) > 0 ? Number(env.ARBITER_INGEST_TIMEOUT) : ANSWER_SECONDS;
    const outcome = (await next(seconds * 1000)) as HandOffOutcome | undefined;
    if (!outcome)
      return tempfail(
        path,
        socket.destroyed ? 'closed the connection before it answered' : `did not answer within ${seconds} s`,
      );
    process.stdout.write(outcome.stdout);
    process.stderr.write(outcome.stderr);
    return outcome.exit;
  } catch (e) {
    return tempfail(path, `could not be given the message (${(e as Error).message})`);
  } finally {
    socket.destroy();
  }
}
