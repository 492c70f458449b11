/**
 * The outbox's rows, the same in both adapters: the values of a new mail in column order, and a
 * row read back as a `QueuedMail`. Moments to compare are kept as epoch milliseconds and come back
 * in UTC.
 */
import { randomUUID } from 'node:crypto';
import type { StoredEvent } from '../core/events.js';
import { instantOf, utcMomentOf } from '../core/instant.js';
import type { Lang, Moment } from '../core/types.js';
import type { MailAttempt, MailStatus, OutgoingMail, QueuedMail } from './outbox.js';
import { optional, type Row } from './rows.js';

export const INSERT_COLUMNS =
  'message_id, kind, recipient, lang, subject, body_text, body_html, headers, person_id, competition_id, dedupe_key, secret, created_at, expires_ms, due_ms';

/** The values of one mail's row, in the order of `INSERT_COLUMNS` (flags as the adapter stores them). */
export const mailValues = (mail: OutgoingMail, at: Moment, flag: (on: boolean) => unknown): unknown[] => [
  randomUUID(),
  mail.kind,
  mail.to,
  mail.lang,
  mail.subject,
  mail.text,
  mail.html ?? null,
  mail.headers && Object.keys(mail.headers).length > 0 ? JSON.stringify(mail.headers) : null,
  mail.personId ?? null,
  mail.competitionId ?? null,
  mail.dedupeKey ?? null,
  flag(mail.secret === true),
  at,
  mail.expiresAt ? instantOf(mail.expiresAt) : null,
  Math.max(instantOf(at), mail.notBefore ? instantOf(mail.notBefore) : 0),
];

/** Erases the text of a secret mail (in an UPDATE's SET list) once it is sent or given up. */
export const ERASE_SECRET = (isSecret: string) =>
  `body_text = CASE WHEN ${isSecret} THEN '' ELSE body_text END, body_html = CASE WHEN ${isSecret} THEN NULL ELSE body_html END`;

export function toQueuedMail(r: Row): QueuedMail {
  const headers = typeof r.headers === 'string' ? JSON.parse(r.headers) : r.headers;
  return {
    id: Number(r.id),
    messageId: r.message_id as string,
    kind: r.kind as string,
    to: r.recipient as string,
    lang: r.lang as Lang,
    subject: r.subject as string,
    text: r.body_text as string,
    ...optional('html', r.body_html as string | null),
    ...optional('headers', headers as Record<string, string> | null),
    ...optional('personId', r.person_id as string | null),
    ...optional('competitionId', r.competition_id as string | null),
    ...optional('dedupeKey', r.dedupe_key as string | null),
    ...optional('expiresAt', r.expires_ms == null ? null : utcMomentOf(Number(r.expires_ms))),
    ...(r.secret === 1 || r.secret === true ? { secret: true } : {}),
    createdAt: r.created_at as Moment,
    status: r.status as MailStatus,
    attempts: Number(r.attempts),
    nextAttemptAt: utcMomentOf(Number(r.due_ms)),
    ...optional('sentAt', r.sent_at as Moment | null),
    ...optional('lastError', r.last_error as string | null),
  };
}

export const toAttempt = (r: Row): MailAttempt => ({
  at: r.at as Moment,
  outcome: r.outcome as MailAttempt['outcome'],
  ...optional('error', r.error as string | null),
});

/** Mails appended with events are queued at the moment the events were recorded. */
export function causedAt(events: readonly StoredEvent[]): Moment {
  const last = events.at(-1);
  if (!last) throw new RangeError('mails are queued with the events that cause them; there are none');
  return last.recordedAt;
}
