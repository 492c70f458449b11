/**
 * Who really sent a mail: its DKIM signatures checked with mailauth against the keys the
 * signing domains publish in DNS. A sender counts as verified when a signature passes and its
 * domain is aligned with the `From` domain (the same organisational domain), so that a mail
 * "from" a player's address signed by someone else's domain does not count. Tests and the bench
 * pass a resolver of their own, the product asks DNS.
 */
import type { DNSResolver } from 'mailauth';

export interface DkimVerdict {
  /** The `From` domain a passing, aligned signature vouches for, or undefined. */
  readonly aligned?: string;
  /** Why not: no signature, a signature that does not verify, or one by another domain. */
  readonly why?: 'none' | 'failed' | 'domain';
  /** The domain that signed, where one did. */
  readonly domain?: string;
  /** The same in English words, for logs and the inbox's report. */
  readonly reason?: string;
}

export type DkimCheck = (raw: Uint8Array) => Promise<DkimVerdict>;

/**
 * mailauth's DKIM verifier alone, loaded on the first check: the whole of mailauth (SPF, DMARC,
 * ARC, BIMI) costs a mail delivery program's process a second it does not need (issue 24, point 10).
 */
let verifier: Promise<typeof import('mailauth').dkimVerify> | undefined;
const dkimVerifier = () => {
  verifier ??= import('mailauth/lib/dkim/verify.js').then((m) => m.dkimVerify);
  return verifier;
};

export function dkimCheck(resolver?: DNSResolver): DkimCheck {
  return async (raw) => {
    const dkimVerify = await dkimVerifier();
    const result = await dkimVerify(Buffer.from(raw), resolver ? { resolver } : {});
    const signatures = (result.results ?? []).filter((r) => r.status.result !== 'none');
    const aligned = signatures.find((r) => r.status.result === 'pass' && r.status.aligned);
    if (aligned) return { aligned: String(aligned.status.aligned) };
    if (signatures.length === 0) return { why: 'none', reason: 'the mail carries no DKIM signature' };
    const passing = signatures.find((r) => r.status.result === 'pass');
    if (passing)
      return {
        why: 'domain',
        domain: passing.signingDomain,
        reason: `the signature of ${passing.signingDomain} is not the sender's domain`,
      };
    const first = signatures[0];
    return {
      why: 'failed',
      ...(first?.signingDomain ? { domain: first.signingDomain } : {}),
      reason: `the DKIM signature does not verify (${first?.status.result}${first?.status.comment ? `: ${first.status.comment}` : ''})`,
    };
  };
}
