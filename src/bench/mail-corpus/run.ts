/**
 * Runs the corpus (corpus.ts) through the real ingestion path on SQLite: each mail in a club of
 * its own (the scene its `before` mails set), signed by the players' mail provider, received by
 * the inbox, read, verified and carried out or held — and says what became of it beside what was
 * expected. The mail can also be handed to another receiver (`deliver`: the SMTP receiver, IMAP).
 */
import { randomBytes } from 'node:crypto';
import iconv from 'iconv-lite';
import { bounded, DEFAULT_MAX_BYTES } from '../../app/mail/raw-mail.js';
import { allGames } from '../../formats/tp-tournament/games.js';
import type { TpState } from '../../formats/tp-tournament/state.js';
import type { InboundMail } from '../../store/mailbox.js';
import { CLUB, emailOf, mailClubCore, startTantrixAutumn, tantrixAutumn } from '../mail-club.js';
import { makeMail } from '../mails.js';
import { CORPUS_PLAYERS, type CorpusMail, type Expected, GUARDIAN, TANTRIX_PLAYERS } from './corpus.js';

export type Outcome =
  | { readonly executed: readonly string[] }
  | { readonly proposed: string }
  | { readonly held: string; readonly reason: string };

export interface CorpusResult {
  readonly mail: CorpusMail;
  readonly outcome: Outcome;
  /** Carried out although it should not have been, or other commands than expected. */
  readonly wronglyExecuted: boolean;
  readonly asExpected: boolean;
}

type Club = Awaited<ReturnType<typeof mailClubCore>>;

/** Quoted-printable of ISO-8859-1 bytes, as Outlook writes it. */
function quotedPrintable(text: string): string {
  const bytes = iconv.encode(text.replace(/\r?\n/g, '\r\n'), 'latin1');
  let out = '';
  let line = '';
  for (const b of bytes) {
    const ch = String.fromCharCode(b);
    const piece =
      ch === '\r' || ch === '\n'
        ? ch
        : b > 126 || b === 61 || b < 32
          ? `=${b.toString(16).toUpperCase().padStart(2, '0')}`
          : ch;
    if (ch === '\n') {
      out += `${line}\n`;
      line = '';
      continue;
    }
    if (ch === '\r') {
      line += '\r';
      continue;
    }
    if (line.length + piece.length > 75) {
      out += `${line}=\r\n`;
      line = '';
    }
    line += piece;
  }
  return out + line;
}

/** The raw message of a corpus mail from `from` (`Name <address>`). */
export function rawOf(mail: CorpusMail, from: string, text: (s: string) => string): string {
  if (!mail.latin1)
    return makeMail({
      from,
      ...(mail.subject !== undefined ? { subject: text(mail.subject) } : {}),
      ...(mail.html !== undefined ? { html: text(mail.html) } : { body: text(mail.body ?? '') }),
    });
  const subject = mail.subject
    ? `=?iso-8859-1?Q?${[...iconv.encode(text(mail.subject), 'latin1')]
        .map((b) =>
          b > 126 || b === 61 || b === 63 || b === 95 || b < 33
            ? `=${b.toString(16).toUpperCase().padStart(2, '0')}`
            : String.fromCharCode(b),
        )
        .join('')}?=`
    : undefined;
  return [
    `From: ${from}`,
    'To: pyramide@club.test',
    ...(subject ? [`Subject: ${subject}`] : []),
    'Date: Mon, 2 Mar 2026 09:00:00 +0100',
    `Message-ID: <${randomBytes(8).toString('hex')}@outlook.test>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset="iso-8859-1"',
    'Content-Transfer-Encoding: quoted-printable',
    'X-Mailer: Microsoft Outlook 16.0',
    '',
    quotedPrintable(text(mail.body ?? '')),
    '',
  ].join('\r\n');
}

/** A club with the mail's competition and its scene set; `text` fills in the Tantrix names. */
export async function sceneOf(
  mail: CorpusMail,
): Promise<{ club: Club; from: string; text: (s: string) => string }> {
  const tantrix = mail.competition === 'tantrix';
  const club = await mailClubCore(
    tantrix
      ? {
          now: '2026-09-15T09:00:00+02:00',
          competition: tantrixAutumn(TANTRIX_PLAYERS),
        }
      : {
          competition: {
            id: 'desc-pyramid',
            format: 'pyramid',
            preset: 'desc',
            participants: CORPUS_PLAYERS,
          },
        },
  );
  const audit = { at: club.clock.now(), actor: 'test', action: 'setup', subject: CLUB };
  await club.store.accounts.createPerson(
    { ...GUARDIAN, passwordHash: null, serverAdmin: false, createdAt: club.clock.now() },
    audit,
  );
  await club.store.accounts.grant(
    { competitionId: club.competitionId, personId: GUARDIAN.id, role: 'director' },
    audit,
  );
  let names: Record<string, string> = {};
  let first = mail.from;
  if (tantrix) {
    await startTantrixAutumn(club.competitions, club.competitionId);
    const [game] = allGames(await club.state<TpState>()).filter((g) => g.round?.round === 1);
    if (!game) throw new Error('round 1 has a game');
    const [a, b] = game.players as unknown as [string, string];
    first = a;
    names = { second: TANTRIX_PLAYERS.find((p) => p.id === b)?.name ?? b };
  }
  const text = (s: string) => s.replace(/\{(\w+)\}/g, (_, k: string) => names[k] ?? k);
  for (const before of mail.before ?? []) {
    club.later(1);
    const { mail: done } = await club.send(before.from === 'first' ? first : before.from, {
      body: text(before.body),
    });
    if (done.status !== 'done')
      throw new Error(`${mail.id}: the scene's "${before.body}" was ${done.status}: ${done.report?.message}`);
  }
  club.later(mail.later ?? 1);
  const person =
    first === 'guardian'
      ? `${GUARDIAN.name} <${GUARDIAN.email}>`
      : `${club.participant(first).name} <${emailOf(club.participant(first))}>`;
  return { club, from: person, text };
}

/** What became of a stored mail. */
export function outcomeOf(stored: InboundMail): Outcome {
  if (stored.status === 'done')
    return { executed: (stored.report?.commands ?? []).map((c) => String((c as { type: string }).type)) };
  if (stored.report?.code === 'ERR_MAIL_PROPOSED')
    return { proposed: String(stored.report.params?.reading ?? '') };
  return { held: stored.report?.code ?? stored.status, reason: stored.report?.message ?? '' };
}

export function judge(mail: CorpusMail, outcome: Outcome): CorpusResult {
  const expected: Expected = mail.expect;
  const executed = 'executed' in outcome ? outcome.executed : undefined;
  const wanted = 'executed' in expected ? expected.executed : undefined;
  const wronglyExecuted =
    executed !== undefined && (wanted === undefined || executed.join() !== wanted.join());
  const asExpected =
    wanted !== undefined
      ? executed?.join() === wanted.join()
      : 'proposed' in expected
        ? 'proposed' in outcome && expected.proposed.test(outcome.proposed)
        : 'held' in outcome && 'held' in expected && outcome.held === expected.held;
  return { mail, outcome, wronglyExecuted, asExpected };
}

/** Runs one corpus mail through `inbox.receive` (or `deliver`, another receiver) and judges it. */
export async function runCorpusMail(
  mail: CorpusMail,
  deliver?: (club: Club, raw: Buffer) => Promise<InboundMail>,
): Promise<CorpusResult & { club: Club }> {
  const { club, from, text } = await sceneOf(mail);
  const signed = await club.keys.domain('example.org').sign(rawOf(mail, from, text));
  const stored = deliver
    ? await deliver(club, signed)
    : (
        await club.inbox.receive({
          message: bounded(signed, DEFAULT_MAX_BYTES),
          source: 'smtp',
          receivedAt: club.clock.now(),
        })
      ).mail;
  return { ...judge(mail, outcomeOf(stored)), club };
}

/** The figures of a run: executed correctly, proposed, held with a reason, wrongly executed. */
export function figures(results: readonly CorpusResult[]) {
  const unambiguous = results.filter((r) => 'executed' in r.mail.expect);
  const executedRight = unambiguous.filter((r) => r.asExpected).length;
  return {
    mails: results.length,
    executedCorrectly: executedRight,
    unambiguous: unambiguous.length,
    proposed: results.filter((r) => 'proposed' in r.outcome).length,
    heldWithReason: results.filter((r) => 'held' in r.outcome && r.outcome.reason !== '').length,
    wronglyExecuted: results.filter((r) => r.wronglyExecuted).length,
    asExpected: results.filter((r) => r.asExpected).length,
  };
}
