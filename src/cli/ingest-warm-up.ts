/**
 * What every mail's process of `arbiter mail ingest` runs first, run once while the startup snapshot
 * is built (`cli/ingest-snapshot.ts`, issue 24 point 10), so that the snapshot keeps the compiled
 * code of those functions: V8 compiles a function when it is first called, and a snapshot keeps the
 * bytecode of the functions that ran while it was built, so a process from the snapshot compiles
 * only what the build did not run. Here: the command line built for `mail ingest`, a member's
 * letter read (postal-mime, quoted-printable, the letter reader) and its DKIM signature verified.
 *
 * The work is pure: a fixed sample letter signed once with a throwaway key (only its public key is
 * here), verified at the moment it was signed, with the key from memory (no DNS), and no Date
 * header (luxon would keep the build machine's locale). No store is opened, no clock read, no id
 * or token drawn, no setting taken from the environment; what it makes is dropped.
 */
import { dkimVerify } from 'mailauth/lib/dkim/verify.js';
import { dkimKeysResolver, parseDkimKeys } from '../app/mail/dkim-keys.js';
import { readMail } from '../app/mail/mail-reading.js';
import { parseMailText } from '../mail/syntax.js';
import { makeContext } from './context.js';
import { buildProgram } from './program.js';
import { settingsFrom } from './settings.js';

/** The sample's key record (`sample._domainkey.players.example`), as a DKIM keys file has it. */
const SAMPLE_KEY =
  'sample._domainkey.players.example TXT "v=DKIM1; k=rsa; p=MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC4C30HwaT0IEiFRDxrRQZFP5NmltVu3swjwXC2pYgk7ITgaO4O+NLzRYDnHou55V0ero42+BgWStK1avM4PrJ1azFuhh4KciXE0QcO/G1BFKK0xc7s3Hvetl15/bd9gBdnpqiWAEvH0lHqoa86QN1eIRsJhYNFMhKs1EH6MECAYwIDAQAB"';

/** When the sample was signed (its `t=`). */
const SIGNED_AT = new Date('2026-01-05T07:00:00Z');

/** A member's letter, DKIM-signed: a vacation in prose, with a greeting and a closing. */
const SAMPLE_LETTER = [
  'DKIM-Signature: v=1; a=rsa-sha256; c=relaxed/relaxed; d=players.example;',
  ' h=Content-Transfer-Encoding: Content-Type: MIME-Version: Message-ID:',
  ' Subject: To: From; q=dns/txt; s=sample; t=1767596400;',
  ' bh=VBkufconC3v+lsbALMOaNB9shAtOswNus7LgnsXV/aA=;',
  ' b=Xn9jrhyr4Q45iZ3Be4aRJ7NFgyU0NZzJwyGuJb3Zrp3mTq/6P6JtWjDrrVYZWscArwp/bMlSz',
  ' GXbYcp4jdUwiGea3cyQAkHUYZbdIvp94LoaTNnejko51vBJLt1fOVFHOSgOit+HnMhGux1oKeNo',
  ' x4pD3gFBBT2Ju5ujiR+J8wk=',
  'From: Jakob Meier <jakob@players.example>',
  'To: Pyramide <pyramide@club.example>',
  'Subject: Urlaub',
  'Message-ID: <warm-up@players.example>',
  'MIME-Version: 1.0',
  'Content-Type: text/plain; charset=utf-8',
  'Content-Transfer-Encoding: quoted-printable',
  '',
  'Liebe Turnierleitung,',
  '',
  'ich bin vom 3.4. bis einschlie=C3=9Flich 17.4. im Urlaub.',
  '',
  'Viele Gr=C3=BC=C3=9Fe',
  'Jakob',
  '',
].join('\r\n');

/**
 * Runs the start of a member's mail on the sample, and fails the build when the sample no longer
 * reads or verifies (then it warms nothing, and that should not pass unseen).
 */
export async function warmUp(): Promise<void> {
  await buildProgram(makeContext(settingsFrom({}), process.stderr), ['mail', 'ingest', '-']);
  const raw = Buffer.from(SAMPLE_LETTER, 'latin1');
  const read = await readMail(raw);
  if (!read.ok) throw new Error(`the warm-up letter does not read: ${read.reason}`);
  const parsed = parseMailText({ subject: read.mail.subject, body: read.mail.text, today: '2026-01-05' });
  if (parsed.requests.length !== 1) throw new Error('the warm-up letter asks for no one thing');
  const verified = await dkimVerify(raw, {
    resolver: dkimKeysResolver(parseDkimKeys(SAMPLE_KEY)),
    curTime: SIGNED_AT,
  });
  if (verified.results?.[0]?.status.result !== 'pass')
    throw new Error(`the warm-up letter's signature does not verify: ${JSON.stringify(verified.results)}`);
}
