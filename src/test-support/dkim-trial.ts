/**
 * A trial DKIM key of the players' provider (example.org) in a keys file, as
 * ARBITER_DKIM_KEYS_FILE reads it (no DNS), and a signer with it: for tests that run
 * `arbiter mail ingest` as a process of its own.
 */
import { generateKeyPairSync } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { dkimSign } from 'mailauth';

export interface TrialKey {
  /** The keys file. */
  readonly file: string;
  /** The mail as example.org's server sends it: with its DKIM signature. */
  sign(raw: string): Promise<Buffer>;
}

export function trialKey(dir: string): TrialKey {
  const pair = generateKeyPairSync('rsa', { modulusLength: 1024 });
  const publicKey = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const privateKey = pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const file = join(dir, 'dkim-keys.txt');
  writeFileSync(file, `trial._domainkey.example.org TXT "v=DKIM1; k=rsa; p=${publicKey}"\n`);
  return {
    file,
    async sign(raw) {
      const options = { signatureData: [{ signingDomain: 'example.org', selector: 'trial', privateKey }] };
      const { signatures } = await dkimSign(raw, options as unknown as Parameters<typeof dkimSign>[1]);
      return Buffer.concat([Buffer.from(signatures), Buffer.from(raw)]);
    },
  };
}
