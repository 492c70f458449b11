/**
 * Password hashing with scrypt (node:crypto) at current guidance: N = 2^17, r = 8, p = 1, a 16-byte
 * salt and a 64-byte key, stored with its parameters as `scrypt$<N>$<r>$<p>$<salt>$<hash>` and
 * compared in constant time. A hash made with other parameters still verifies and is reported as
 * outdated, so that signing in can store it anew. One derivation at N = 2^17 takes 128 MiB and
 * most of a core for a moment; at most one fewer than the cores run at once (at least one, at most
 * four; more wait their turn), which bounds the memory and leaves a core to the event loop, so a
 * storm of sign-ins does not slow the rest of the server. Tests pass cheaper parameters to the
 * hasher they build.
 */
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

export interface ScryptParams {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

export const CURRENT_SCRYPT: ScryptParams = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 64;

export interface Verdict {
  readonly valid: boolean;
  /** Valid, but hashed with parameters other than the hasher's: store it anew. */
  readonly outdated: boolean;
}

export class PasswordHasher {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly params: ScryptParams = CURRENT_SCRYPT,
    private readonly concurrency = Math.max(1, Math.min(4, availableParallelism() - 1)),
  ) {}

  private async derive(password: string, salt: Buffer, { N, r, p }: ScryptParams): Promise<Buffer> {
    if (this.running >= this.concurrency) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await new Promise<Buffer>((resolve, reject) => {
        scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { N, r, p, maxmem: 256 * N * r }, (error, key) =>
          error ? reject(error) : resolve(key),
        );
      });
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await this.derive(password, salt, this.params);
    const { N, r, p } = this.params;
    return `scrypt$${N}$${r}$${p}$${salt.toString('base64')}$${key.toString('base64')}`;
  }

  async verify(password: string, stored: string | null): Promise<Verdict> {
    const params = parseHash(stored);
    if (!params) {
      // Same work as a real check, so that timing does not tell whether the account exists.
      await this.derive(password, randomBytes(16), this.params);
      return { valid: false, outdated: false };
    }
    const key = await this.derive(password, params.salt, params);
    const valid = key.length === params.hash.length && timingSafeEqual(key, params.hash);
    const { N, r, p } = this.params;
    return { valid, outdated: valid && (params.N !== N || params.r !== r || params.p !== p) };
  }
}

/** The parameters, salt and key of a stored hash, or undefined if it is not one of ours. */
function parseHash(stored: string | null): (ScryptParams & { salt: Buffer; hash: Buffer }) | undefined {
  const parts = (stored ?? '').split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return undefined;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![N, r, p].every((n) => Number.isSafeInteger(n) && n > 0)) return undefined;
  return {
    N,
    r,
    p,
    salt: Buffer.from(parts[4] as string, 'base64'),
    hash: Buffer.from(parts[5] as string, 'base64'),
  };
}
