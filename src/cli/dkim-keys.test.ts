/**
 * Issue 24, point 11: sender verification tried without DNS. A test key made here with
 * node:crypto signs a player's mail with mailauth's DKIM signer, as his provider would; with
 * `ARBITER_DKIM_KEYS_FILE` naming a file with the key's TXT record, `arbiter mail ingest`
 * verifies the sender and runs the mail (and warns that the file is in use), without it the
 * sender stays unverified and the mail waits for the director.
 */
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { dkimSign } from 'mailauth';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { dkimCheck } from '../app/mail/dkim.js';
import { DkimKeysFileError, dkimKeysResolver, parseDkimKeys } from '../app/mail/dkim-keys.js';
import { makeMail } from '../bench/mails.js';
import { openSqliteStore } from '../store/sqlite/index.js';
import { runCli } from '../test-support/cli.js';
import { CLUB, MAILBOX, mailClub } from '../test-support/mail-club.js';

const dir = mkdtempSync(join(tmpdir(), 'arbiter-dkim-keys-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ENV = ['ARBITER_MAIL_ADDRESS', 'ARBITER_MAIL_CLUB', 'ARBITER_DKIM_KEYS_FILE'] as const;
const saved = ENV.map((name) => process.env[name]);
afterEach(() => {
  for (const [i, name] of ENV.entries()) {
    const value = saved[i];
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

/** A fresh RSA key of the players' provider, and its TXT record as a zone file writes it. */
function testKey() {
  const pair = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const publicKey = pair.publicKey.export({ type: 'spki', format: 'der' }).toString('base64');
  const half = Math.floor(publicKey.length / 2);
  return {
    privateKey: pair.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    // Long records are split into several strings; the reader joins them.
    record: `trial._domainkey.example.org. IN TXT "v=DKIM1; k=rsa; " "p=${publicKey.slice(0, half)}" "${publicKey.slice(half)}"`,
  };
}

async function signed(raw: string, privateKey: string): Promise<Buffer> {
  const options = {
    signatureData: [{ signingDomain: 'example.org', selector: 'trial', privateKey }],
  };
  const { signatures } = await dkimSign(raw, options as unknown as Parameters<typeof dkimSign>[1]);
  return Buffer.concat([Buffer.from(signatures), Buffer.from(raw)]);
}

describe('the DKIM keys file', () => {
  it('reads records as a zone file writes them; comments and blank lines are skipped', () => {
    const records = parseDkimKeys(
      '# trial keys\n\nA._domainkey.Example.org TXT "v=DKIM1; p=AB"\nb._domainkey.example.org. 300 IN TXT "v=DKIM1; " "p=CD"\n',
    );
    expect([...records]).toEqual([
      ['a._domainkey.example.org', 'v=DKIM1; p=AB'],
      ['b._domainkey.example.org', 'v=DKIM1; p=CD'],
    ]);
    expect(() => parseDkimKeys('a._domainkey.example.org A 127.0.0.1')).toThrow(DkimKeysFileError);
  });

  it('a mail signed with the test key is VERIFIED with the file and UNVERIFIED without', async () => {
    const key = testKey();
    const raw = await signed(
      makeMail({ from: 'jakob@example.org', body: 'Urlaub 3.4.–17.4.' }),
      key.privateKey,
    );
    const withFile = dkimCheck(dkimKeysResolver(parseDkimKeys(key.record)));
    expect(await withFile(raw)).toEqual({ aligned: 'example.org' });
    const withEmptyFile = dkimCheck(dkimKeysResolver(parseDkimKeys('')));
    expect(await withEmptyFile(raw)).toMatchObject({ why: 'failed', domain: 'example.org' });
  });

  it('arbiter mail ingest runs the mail with ARBITER_DKIM_KEYS_FILE (and warns), holds it without', async () => {
    const key = testKey();
    const keysFile = join(dir, 'keys.txt');
    writeFileSync(keysFile, `# trial of the club's verification\n${key.record}\n`);
    const db = join(dir, 'club.db');
    const club = await mailClub({ store: openSqliteStore(db) });
    await club.close();
    const mail = (body: string) =>
      signed(makeMail({ from: 'Jakob Meier <jakob@example.org>', to: MAILBOX, body }), key.privateKey);
    const without = join(dir, 'without.eml');
    const withKeys = join(dir, 'with.eml');
    writeFileSync(without, await mail('Urlaub 3.4.–17.4.'));
    writeFileSync(withKeys, await mail('Urlaub 5.5.2027–7.5.2027'));
    process.env.ARBITER_MAIL_ADDRESS = MAILBOX;
    process.env.ARBITER_MAIL_CLUB = CLUB;

    delete process.env.ARBITER_DKIM_KEYS_FILE;
    const held = await runCli('mail', 'ingest', without, '--db', db, '--json');
    expect(JSON.parse(held.out)).toMatchObject({ status: 'held', code: 'ERR_MAIL_UNVERIFIED' });
    expect(held.err).not.toMatch(/ARBITER_DKIM_KEYS_FILE/);

    process.env.ARBITER_DKIM_KEYS_FILE = keysFile;
    const done = await runCli('mail', 'ingest', withKeys, '--db', db, '--json');
    expect(JSON.parse(done.out)).toMatchObject({ status: 'done' });
    expect(done.err).toMatch(/^warning: ARBITER_DKIM_KEYS_FILE is set: .*tests and trials only/);

    const store = openSqliteStore(db);
    try {
      const events = await store.events.readEvents('desc-pyramid');
      expect(events.map((e) => e.payload)).toEqual([
        { participant: 'j', from: '2027-05-05', to: '2027-05-07' },
      ]);
    } finally {
      await store.close();
    }
  });
});
