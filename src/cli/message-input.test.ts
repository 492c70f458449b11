/**
 * `readMessageInput`: the message of `arbiter mail ingest` from a file by blocking reads, kept up
 * to the limit and counted beyond it (ARBITER_MAIL_MAX_BYTES); standard input (`-`) is covered
 * end to end in mail.test.ts.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readMessageInput } from './message-input.js';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-message-input-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readMessageInput', () => {
  // Larger than one read (64 KiB), so the chunks are put together.
  const bytes = Buffer.from(Array.from({ length: 200_000 }, (_, i) => i % 251));
  const file = join(dir, 'mail.eml');
  writeFileSync(file, bytes);

  it.each([
    // [limit, bytes kept]: under, at and over the message's size
    [199_999, 199_999],
    [200_000, 200_000],
    [200_001, 200_000],
    [70_000, 70_000],
  ])('with a limit of %i bytes keeps %i of 200,000', async (max, kept) => {
    const message = await readMessageInput(file, max);
    expect(message.size).toBe(200_000);
    expect(message.raw.equals(bytes.subarray(0, kept))).toBe(true);
  });

  it('an empty file is an empty message', async () => {
    writeFileSync(join(dir, 'empty.eml'), '');
    expect(await readMessageInput(join(dir, 'empty.eml'), 10)).toEqual({ raw: Buffer.alloc(0), size: 0 });
  });

  it('a missing file is an error', async () => {
    await expect(readMessageInput(join(dir, 'missing.eml'), 10)).rejects.toThrow(/ENOENT/);
  });
});
