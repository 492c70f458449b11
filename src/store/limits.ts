/**
 * The RateLimiter port: counters of attempts per key in a fixed window, taken atomically before
 * the work they guard (so that 40 parallel attempts cannot all pass a check of 5). Built on
 * rate-limiter-flexible: in memory where one server owns the database (SQLite), in the database
 * where several servers share it (PostgreSQL, postgres/limits.ts). Keys are stored as hashes, so
 * the counters hold no addresses.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { RateLimiterRes } from 'rate-limiter-flexible';

export interface RateLimitSpec {
  /** Tells counters apart (`sign-in-account`). */
  readonly name: string;
  /** Attempts allowed per window. */
  readonly points: number;
  /** The window, from the first attempt in it. */
  readonly seconds: number;
}

export interface RateLimiter {
  /** Takes one attempt for `key`: 0 if allowed, else the seconds until the next is. */
  take(key: string): Promise<number>;
  /** Gives an attempt back (it was not held against the key after all). */
  giveBack(key: string): Promise<void>;
}

export type LimiterFactory = (spec: RateLimitSpec) => RateLimiter;

interface Flexible {
  consume(key: string, points?: number): Promise<RateLimiterRes>;
  reward(key: string, points?: number): Promise<RateLimiterRes>;
}

/**
 * rate-limiter-flexible, loaded on first use: it loads every backend it has, which would cost
 * each `arbiter` command a fifth of its start, and only the server and the accounts use limits.
 */
let flexibleModule: typeof import('rate-limiter-flexible') | undefined;
const flexible = () => {
  flexibleModule ??= createRequire(import.meta.url)(
    'rate-limiter-flexible',
  ) as typeof import('rate-limiter-flexible');
  return flexibleModule;
};

const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

/** Wraps a rate-limiter-flexible limiter: a refusal is a wait in seconds, a store failure throws. */
export function flexibleLimiter(limiter: Flexible): RateLimiter {
  return {
    async take(key) {
      try {
        await limiter.consume(hashKey(key));
        return 0;
      } catch (e) {
        if (e instanceof flexible().RateLimiterRes) return Math.max(1, Math.ceil(e.msBeforeNext / 1000));
        throw e;
      }
    },
    async giveBack(key) {
      await limiter.reward(hashKey(key));
    },
  };
}

export const memoryLimiter: LimiterFactory = (spec) =>
  flexibleLimiter(
    new (flexible().RateLimiterMemory)({ keyPrefix: spec.name, points: spec.points, duration: spec.seconds }),
  );
