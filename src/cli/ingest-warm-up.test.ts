/**
 * Issue 24, point 10: the build of the ingest snapshot runs the start of a member's mail on a
 * sample letter (ingest-warm-up.ts), so that a mail's process finds that code compiled. The sample
 * must still read as one request and verify, else the warm-up would warm less than it says; the
 * build fails then, and so does this test. (Whether it pays is a timing: `npm run bench -- ingest`.)
 */
import { describe, expect, it } from 'vitest';
import { warmUp } from './ingest-warm-up.js';

describe('the warm-up of the ingest snapshot', () => {
  it('reads its sample letter as one request and verifies its DKIM signature', async () => {
    await expect(warmUp()).resolves.toBeUndefined();
  });
});
