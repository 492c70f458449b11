/**
 * Answers capped per recipient (issue 24, point 8; `ARBITER_MAIL_ANSWERS_PER_HOUR`): a flood of
 * forged mails naming one member must not make the club's mailbox flood him. Within one clock
 * hour (UTC) an address gets at most `perHour` answers; the first mail over the cap gets one
 * summary instead ("… mails from you were answered; no more answers before …; the rest waits in
 * the director's inbox"), the ones after it nothing. Every mail is still stored, processed and
 * listed in the inbox.
 *
 * The cap holds with several servers or delivery processes at once: each answer of the hour takes
 * one of `perHour` numbered slots, a slot being the outbox's dedupe key, which the store keeps
 * unique; the summary has a slot of its own.
 */
import { instantOf, momentFromEpoch } from '../../core/moment.js';
import type { Lang, Moment } from '../../core/types.js';
import type { OutboxStore, OutgoingMail } from '../../store/outbox.js';
import { mailTranslator } from '../i18n.js';
import { momentText } from '../moment-text.js';
import { mailTo } from './mail-body.js';

/** The default of ARBITER_MAIL_ANSWERS_PER_HOUR. */
export const DEFAULT_ANSWERS_PER_HOUR = 20;

const HOUR_MS = 3_600_000;

export interface CapSettings {
  /** Answers per address and clock hour. */
  readonly perHour: number;
  /** The club's mailbox (the summary's Reply-To) and time zone (its moment in words). */
  readonly address: string;
  readonly zone: string;
}

/** The summary that replaces the answers over the cap. */
function summary(
  to: { readonly id: string; readonly email: string; readonly name: string },
  context: { readonly club: string; readonly lang: Lang; readonly at: Moment; readonly until: Moment },
  settings: CapSettings,
): OutgoingMail {
  const t = mailTranslator(context.lang);
  const until = momentText(context.lang, settings.zone, context.at).moment(context.until);
  return mailTo(
    to,
    {
      greeting: t('mail.answer.greeting', { name: to.name }),
      body: [t('mail.capped.body', { count: settings.perHour, until })],
      footer: [],
      signature: t('mail.answer.signature', { club: context.club }),
    },
    {
      kind: 'mail.answer.capped',
      lang: context.lang,
      subject: t('mail.capped.subject', { until }),
      headers: { 'Auto-Submitted': 'auto-replied', 'Reply-To': settings.address },
    },
  );
}

/**
 * Queues `answer` to `to` in a free slot of the hour of `at`; when none is free, the hour's
 * summary (once). Returns how many mails were queued (0 or 1).
 */
export async function enqueueCapped(
  outbox: OutboxStore,
  answer: OutgoingMail,
  to: { readonly id: string; readonly email: string; readonly name: string },
  context: { readonly club: string; readonly lang: Lang; readonly at: Moment },
  settings: CapSettings,
): Promise<number> {
  const hour = Math.floor(instantOf(context.at) / HOUR_MS) * HOUR_MS;
  const key = `answer-cap:${answer.to.toLowerCase()}:${momentFromEpoch(hour)}`;
  // The answers the person had this hour say where the free slots begin (a hint: the slots decide).
  const recent = answer.personId
    ? await outbox.mails({ personId: answer.personId, kind: answer.kind }, settings.perHour)
    : [];
  const first = recent.filter((m) => instantOf(m.createdAt) >= hour).length;
  for (let slot = first; slot < settings.perHour; slot++) {
    if ((await outbox.enqueue([{ ...answer, dedupeKey: `${key}:${slot}` }], context.at)) > 0) return 1;
  }
  const until = momentFromEpoch(hour + HOUR_MS);
  return outbox.enqueue(
    [{ ...summary(to, { ...context, until }, settings), dedupeKey: `${key}:summary` }],
    context.at,
  );
}
