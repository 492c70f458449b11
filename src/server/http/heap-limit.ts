/**
 * The heap limit that bounds a server's memory (docs/operations.md, "Sizing memory and servers"):
 * with `--max-old-space-size` at twice the fold cache's bound plus 128 MB, resident memory stays
 * under base + 1.25 × the cache + the young generation + 128 MB; without it, V8 lets garbage grow
 * towards its own default limit (4 GB on a 24 GB machine) before it collects. Node cannot resize a
 * heap once started, so `arbiter serve` says at start-up what to set when the limit is far above.
 */
import { getHeapStatistics } from 'node:v8';

const MB = 1024 * 1024;

/** The `--max-old-space-size` (MB) that bounds a server with a fold cache of `cacheMb`. */
export const heapLimitMbFor = (cacheMb: number): number => 2 * Math.ceil(cacheMb) + 128;

/** What `arbiter serve` says of its heap limit at start-up: advice (info) or a warning. */
export interface HeapLimitAdvice {
  readonly level: 'info' | 'warn';
  readonly message: string;
}

/**
 * What to set when the heap may grow more than 256 MB beyond the limit that bounds the server
 * (info), or when the limit is too small for the fold cache's bound (a warning: the process would
 * stop with "heap out of memory" once the cache fills); nothing when it is about right
 * (`heapLimitBytes`: `v8.getHeapStatistics().heap_size_limit`, which also counts the young
 * generation).
 */
export function heapLimitAdvice(cacheMb: number, heapLimitBytes: number): HeapLimitAdvice | undefined {
  const wanted = heapLimitMbFor(cacheMb);
  const now = Math.round(heapLimitBytes / MB);
  const setting = `NODE_OPTIONS=--max-old-space-size=${wanted} (docs/operations.md, "Sizing memory and servers")`;
  if (now < wanted)
    return {
      level: 'warn',
      message:
        `the JavaScript heap is limited to ${now} MB, less than a fold cache of ${cacheMb} MB ` +
        `(ARBITER_CACHE_MB) needs: the server would stop once the cache fills; start it with ${setting} ` +
        'or lower ARBITER_CACHE_MB',
    };
  if (now <= wanted + 256) return undefined;
  return {
    level: 'info',
    message:
      `the JavaScript heap may grow to ${now} MB before its garbage is collected; to keep this server's memory ` +
      `near its fold cache (ARBITER_CACHE_MB=${cacheMb}) start it with ${setting}`,
  };
}

/** Says at start-up what `heapLimitAdvice` gives for this process's heap, if anything. */
export function sayHeapLimit(
  log: Readonly<Record<HeapLimitAdvice['level'], (message: string) => void>>,
  cacheMb: number,
): void {
  const advice = heapLimitAdvice(cacheMb, getHeapStatistics().heap_size_limit);
  if (advice) log[advice.level](advice.message);
}
