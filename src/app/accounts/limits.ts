/**
 * How often one may try to sign in and ask for reset links. Every attempt takes its point before
 * the work it guards (the password check, the mail), atomically, so parallel attempts cannot slip
 * past a check; the counters are shared by every server on a PostgreSQL database.
 *
 * Signing in counts per client address and per account. A browser that signed in to the account
 * before (its device cookie) counts against an allowance of its own instead of the account's, so
 * that strangers guessing at an address do not lock its owner out. A successful sign-in gives back
 * the point it took — and only that one: it clears nobody's failures. Reset links count per client
 * address and per address asked for, known or not (the answer never tells).
 */
import type { LimiterFactory, RateLimiter } from '../../store/limits.js';

export interface Window {
  /** Attempts per window. */
  readonly points: number;
  readonly seconds: number;
}

export interface LimitPolicy {
  readonly signIn: { readonly perAccount: Window; readonly perDevice: Window; readonly perClient: Window };
  readonly reset: { readonly perAddress: Window; readonly perClient: Window };
}

export const DEFAULT_LIMITS: LimitPolicy = {
  signIn: {
    perAccount: { points: 5, seconds: 900 },
    perDevice: { points: 10, seconds: 900 },
    perClient: { points: 30, seconds: 900 },
  },
  reset: { perAddress: { points: 3, seconds: 3600 }, perClient: { points: 10, seconds: 3600 } },
};

/** An attempt that was allowed: give its points back if it should not count. */
export interface Attempt {
  giveBack(): Promise<void>;
}

export class AccountLimits {
  private readonly signInClient: RateLimiter;
  private readonly signInAccount: RateLimiter;
  private readonly signInDevice: RateLimiter;
  private readonly resetClient: RateLimiter;
  private readonly resetAddress: RateLimiter;

  constructor(factory: LimiterFactory, policy: LimitPolicy = DEFAULT_LIMITS) {
    const limiter = (name: string, w: Window) => factory({ name, points: w.points, seconds: w.seconds });
    this.signInClient = limiter('sign-in-client', policy.signIn.perClient);
    this.signInAccount = limiter('sign-in-account', policy.signIn.perAccount);
    this.signInDevice = limiter('sign-in-device', policy.signIn.perDevice);
    this.resetClient = limiter('reset-client', policy.reset.perClient);
    this.resetAddress = limiter('reset-address', policy.reset.perAddress);
  }

  /**
   * Takes the points of a sign-in attempt: the client's, then the device's (a device of this
   * account) or else the account's. Seconds to wait if refused (nothing is held then).
   */
  signIn(keys: { client: string; account: string; device?: string }): Promise<Attempt | number> {
    return takeBoth(
      [this.signInClient, keys.client],
      keys.device !== undefined ? [this.signInDevice, keys.device] : [this.signInAccount, keys.account],
    );
  }

  /** Takes the points of a reset request; seconds to wait if refused. */
  async reset(keys: { client: string; address: string }): Promise<number> {
    const taken = await takeBoth([this.resetClient, keys.client], [this.resetAddress, keys.address]);
    return typeof taken === 'number' ? taken : 0;
  }
}

async function takeBoth(
  [first, firstKey]: [RateLimiter, string],
  [second, secondKey]: [RateLimiter, string],
): Promise<Attempt | number> {
  const wait = await first.take(firstKey);
  if (wait > 0) return wait;
  const secondWait = await second.take(secondKey);
  if (secondWait > 0) {
    await first.giveBack(firstKey);
    return secondWait;
  }
  return {
    async giveBack() {
      await Promise.all([first.giveBack(firstKey), second.giveBack(secondKey)]);
    },
  };
}
