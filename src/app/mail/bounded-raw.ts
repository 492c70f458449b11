/**
 * A received message's bytes read with a size limit: a huge attachment is counted, not kept. A
 * leaf that imports nothing, so that the tiny hand-off client of `bin/arbiter-ingest`
 * (cli/ingest-handoff.ts) reads a message the way `arbiter mail ingest` does without loading the app.
 */

export interface BoundedRaw {
  /** The first `max` bytes. */
  readonly raw: Buffer;
  /** The size of the whole message. */
  readonly size: number;
}

/** Reads a stream (or the chunks of a blocking read) to its end, keeping at most `max` bytes. */
export async function readBounded(
  stream: AsyncIterable<Uint8Array | string> | Iterable<Uint8Array | string>,
  max: number,
): Promise<BoundedRaw> {
  const chunks: Buffer[] = [];
  let kept = 0;
  let size = 0;
  for await (const chunk of stream) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : Buffer.from(chunk);
    size += bytes.length;
    if (kept < max) {
      const part = bytes.subarray(0, max - kept);
      chunks.push(part);
      kept += part.length;
    }
  }
  return { raw: Buffer.concat(chunks), size };
}

export const bounded = (bytes: Uint8Array, max: number): BoundedRaw => ({
  raw: Buffer.from(bytes.subarray(0, max)),
  size: bytes.length,
});
