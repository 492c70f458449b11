import { describe, expect, it } from 'vitest';
import { heapLimitAdvice, heapLimitMbFor, sayHeapLimit } from './heap-limit.js';

const MB = 1024 * 1024;

describe('the heap limit that bounds a server (issue #29)', () => {
  it('is twice the fold cache plus 128 MB', () => {
    expect(heapLimitMbFor(128)).toBe(384);
    expect(heapLimitMbFor(32)).toBe(192);
    expect(heapLimitMbFor(0.5)).toBe(130);
  });

  it('is advised, with the setting to use, when the heap may grow far beyond it', () => {
    const advice = heapLimitAdvice(128, 4144 * MB);
    expect(advice?.level).toBe('info');
    expect(advice?.message).toContain('may grow to 4144 MB');
    expect(advice?.message).toContain('NODE_OPTIONS=--max-old-space-size=384');
    expect(advice?.message).toContain('ARBITER_CACHE_MB=128');
  });

  it('is not advised when the limit is set near it (V8 adds the young generation)', () => {
    expect(heapLimitAdvice(128, (384 + 32) * MB)).toBeUndefined();
    expect(heapLimitAdvice(128, 384 * MB)).toBeUndefined();
    expect(heapLimitAdvice(128, (384 + 256) * MB)).toBeUndefined();
    expect(heapLimitAdvice(128, (384 + 257) * MB)?.level).toBe('info');
  });

  it('warns when the limit is too small for the cache (the server would stop once it fills)', () => {
    const advice = heapLimitAdvice(1024, 432 * MB);
    expect(advice?.level).toBe('warn');
    expect(advice?.message).toContain('limited to 432 MB');
    expect(advice?.message).toContain('NODE_OPTIONS=--max-old-space-size=2176');
    expect(heapLimitAdvice(128, 383 * MB)?.level).toBe('warn');
  });

  it('is said at start-up from the heap of this process', () => {
    const said: string[] = [];
    const log = { info: (m: string) => said.push(`info ${m}`), warn: (m: string) => said.push(`warn ${m}`) };
    // No heap of this process holds a cache of 100 GB.
    sayHeapLimit(log, 100_000);
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^warn the JavaScript heap is limited to \d+ MB/);
  });
});
