/**
 * The hand-off of one message from a mail server's pipe (`bin/arbiter-ingest`) to a running
 * Arbiter server over a local socket (ARBITER_INGEST_SOCKET), as Postfix's postdrop hands mail to
 * pickup: the pipe's process loads no Arbiter at all, and the server ingests the message exactly as
 * `arbiter mail ingest` would (app/mail/ingest.ts). A leaf that imports nothing: the pipe's tiny
 * client (cli/ingest-handoff.ts) and the server's listener (server/mail/ingest-socket.ts) share it.
 *
 * The conversation, each message one line of JSON (the message's bytes raw after their line):
 * 1. client → `HandOffHello`: the store, the mailbox's address and club as the pipe knows them;
 * 2. server → `HandOffWelcome`: ready (with its size limit), or not this store or mailbox — then
 *    the client has read nothing of the message yet and ingests it in its own process;
 * 3. client → `HandOffMessage`, then `length` bytes: the message (at most the limit, `size` the whole);
 * 4. server → `HandOffOutcome`: what `arbiter mail ingest` would print and its exit code.
 * Once the message is sent, no answer (a closed connection, a timeout) is exit 75 (EX_TEMPFAIL):
 * the mail server keeps the mail and tries again, and a second copy of a stored message is a
 * duplicate by its Message-ID, stored and carried out once.
 */

export const HANDOFF_PROTOCOL = 'arbiter-ingest/1';

export interface HandOffHello {
  readonly protocol: string;
  /** The store as `storeKey` names it. */
  readonly store: string;
  /** ARBITER_MAIL_ADDRESS and ARBITER_MAIL_CLUB of the pipe's environment, as written. */
  readonly address: string;
  readonly club?: string;
}

export type HandOffWelcome =
  | { readonly ready: true; readonly maxBytes: number }
  | { readonly ready: false; readonly reason: string };

export interface HandOffMessage {
  /** The size of the whole message; `length` bytes of it follow (at most the server's limit). */
  readonly size: number;
  readonly length: number;
  /** `--json`. */
  readonly json: boolean;
}

export interface HandOffOutcome {
  readonly exit: number;
  readonly stdout: string;
  readonly stderr: string;
}

const isPostgres = (location: string) => /^postgres(ql)?:\/\//.test(location);

/**
 * The store a location names, comparable between the pipe and the server: a PostgreSQL URL as its
 * host, port and database (without user and password), a SQLite file by its real path
 * (`realPath`, the caller's file system). Undefined when it cannot be named (a SQLite file that
 * does not exist): the pipe then ingests in its own process, whose error is the one to show.
 */
export function storeKey(location: string, realPath: (path: string) => string): string | undefined {
  if (isPostgres(location)) {
    try {
      const url = new URL(location);
      const host = url.searchParams.get('host') ?? url.hostname.toLowerCase();
      return `postgres://${host}:${url.port || '5432'}${url.pathname}`;
    } catch {
      return undefined;
    }
  }
  try {
    return `sqlite:${realPath(location)}`;
  } catch {
    return undefined;
  }
}

/** Why a pipe's hello is not for this server, or undefined when it is. */
export function refusalOf(hello: HandOffHello, server: Omit<HandOffHello, 'protocol'>): string | undefined {
  if (hello.protocol !== HANDOFF_PROTOCOL) return `the protocol ${hello.protocol} is not ${HANDOFF_PROTOCOL}`;
  if (hello.store !== server.store) return `the server's store is ${server.store}, not ${hello.store}`;
  if (hello.address !== server.address)
    return `the server's ARBITER_MAIL_ADDRESS is ${server.address}, not ${hello.address}`;
  if ((hello.club ?? '') !== (server.club ?? ''))
    return `the server's ARBITER_MAIL_CLUB is "${server.club ?? ''}", not "${hello.club ?? ''}"`;
  return undefined;
}
