import { describe, expect, it } from 'vitest';
import { heapLimitAdvice, heapLimitMbFor } from './heap-limit.js';

const MB = 1024 * 1024;

describe('the heap limit that bounds a server (issue #29)', () => {
  it('is twice the fold cache plus 128 MB', () => {
    expect(heapLimitMbFor(128)).toBe(384);
    expect(heapLimitMbFor(32)).toBe(192);
    expect(heapLimitMbFor(0.5)).toBe(130);
  });

  it('is advised, with the setting to use, when the heap may grow far beyond it', () => {
    const advice = heapLimitAdvice(128, 4144 * MB);
    expect(advice).toContain('may grow to 4144 MB');
    expect(advice).toContain('NODE_OPTIONS=--max-old-space-size=384');
    expect(advice).toContain('ARBITER_CACHE_MB=128');
  });

  it('is not advised when the limit is set near it (V8 adds the young generation)', () => {
    expect(heapLimitAdvice(128, (384 + 32) * MB)).toBeUndefined();
    expect(heapLimitAdvice(128, (384 + 256) * MB)).toBeUndefined();
    expect(heapLimitAdvice(128, (384 + 257) * MB)).toBeDefined();
  });
});
