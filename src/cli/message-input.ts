/**
 * The message `arbiter mail ingest` takes, from a file or standard input (`-`), read with blocking
 * reads on the file descriptor: a process that stores one mail has nothing to wait for besides
 * it, and a file stream would make it load and run Node's stream machinery first (some 5–8 ms
 * of CPU of a process, docs/mail.md). A standard input that is not blocking (a parent that left
 * its descriptor non-blocking) gives EAGAIN: the rest is then read as a stream.
 */
import { closeSync, openSync, readSync } from 'node:fs';
import { type BoundedRaw, readBounded } from '../app/mail/bounded-raw.js';

const CHUNK = 64 * 1024;

/** The chunks of a descriptor to its end, each read into a buffer of its own. */
function* blockingChunks(fd: number): Generator<Buffer> {
  for (;;) {
    const buffer = Buffer.allocUnsafe(CHUNK);
    const n = readSync(fd, buffer, 0, CHUNK, null);
    if (n === 0) return;
    yield buffer.subarray(0, n);
  }
}

function* fileChunks(file: string): Generator<Buffer> {
  const fd = openSync(file, 'r');
  try {
    yield* blockingChunks(fd);
  } finally {
    closeSync(fd);
  }
}

async function* stdinChunks(): AsyncGenerator<Uint8Array | string> {
  try {
    yield* blockingChunks(0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EAGAIN') throw e;
    yield* process.stdin;
  }
}

/** The message in `file` (`-`: standard input), at most `max` bytes of it kept. */
export const readMessageInput = (file: string, max: number): Promise<BoundedRaw> =>
  readBounded(file === '-' ? stdinChunks() : fileChunks(file), max);
