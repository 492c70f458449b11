/**
 * Rows of the mailbox tables as values, shared by both adapters (`parse` reads a JSON column:
 * SQLite stores text, PostgreSQL returns parsed JSON). A row carries `stored`, the length of the
 * raw message kept, instead of the message itself.
 */
import type { Lang, Moment } from '../core/types.js';
import type { DigestItem, InboundMail, InboundStatus, MailStep } from './mailbox.js';
import { fromColumns, optional, type Row } from './rows.js';

export const toInboundMail = (r: Row, parse: (v: unknown) => unknown): InboundMail => ({
  ...fromColumns<InboundMail>(r, ['id', 'messageId', 'source', 'clubId', 'receivedAt', 'storedAt']),
  size: Number(r.size),
  truncated: Number(r.stored) < Number(r.size),
  status: r.status as InboundStatus,
  ...optional('from', r.from_address as string | null),
  ...optional('subject', r.subject as string | null),
  ...optional('lang', r.lang as Lang | null),
  ...optional('competitionId', r.competition_id as string | null),
  ...optional('personId', r.person_id as string | null),
  ...optional('participantId', r.participant_id as string | null),
  ...optional('report', r.report === null ? null : (parse(r.report) as InboundMail['report'])),
  ...optional('decision', r.decision === null ? null : (parse(r.decision) as InboundMail['decision'])),
});

export const toStep = (r: Row, parse: (v: unknown) => unknown): MailStep => ({
  mailId: r.mail_id as string,
  run: Number(r.run),
  step: Number(r.step),
  competitionId: r.competition_id as string,
  outcome: r.outcome as MailStep['outcome'],
  detail: parse(r.detail) as MailStep['detail'],
  at: r.at as Moment,
});

export const DIGEST_COLUMNS = 'key, person_id, competition_id, kind, lang, subject, body_text, created_at';

export const digestValues = (item: DigestItem): unknown[] => [
  item.key,
  item.personId,
  item.competitionId ?? null,
  item.kind,
  item.lang,
  item.subject,
  item.text,
  item.createdAt,
];

export const toDigestItem = (r: Row): DigestItem & { id: number } => ({
  id: Number(r.id),
  key: r.key as string,
  personId: r.person_id as string,
  ...optional('competitionId', r.competition_id as string | null),
  kind: r.kind as string,
  lang: r.lang as Lang,
  subject: r.subject as string,
  text: r.body_text as string,
  createdAt: r.created_at as Moment,
});

/** Another server sealed a notice of the digest first: this one writes nothing. */
export class DigestTaken extends Error {}
