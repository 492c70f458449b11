/**
 * The OutboxStore port: mail waiting to be sent. A mail is written in the same transaction as
 * what causes it (a reset link, an invitation, the events a notice reports: see
 * `EventStore.append`), so that nothing is sent for what was not written and nothing written goes
 * unsent. The sender (app/mail/outbox.ts) claims due mails for a while (a lease), sends them and
 * records every attempt; a failed attempt is retried later, so an outage of the mail server delays
 * mail and loses none. With several servers on one database each mail is claimed by one of them.
 */
import type { Lang, Moment } from '../core/types.js';

/** A mail to queue: everything the sender needs, and what the sent-mail log shows. */
export interface OutgoingMail {
  /** What it is, for logs and per-kind choices: `account.reset`, `pyramid.challenge-issued` … */
  readonly kind: string;
  /** The recipient's address. */
  readonly to: string;
  /** The language it is written in (also sent as `Content-Language`). */
  readonly lang: Lang;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** Extra headers, e.g. `List-Unsubscribe`. */
  readonly headers?: Readonly<Record<string, string>>;
  /** The person it is for, if it is for an account. */
  readonly personId?: string;
  /** The competition it is about, for the competition's sent-mail log. */
  readonly competitionId?: string;
  /** A mail whose key is queued already is not queued again (a notice of one event, once). */
  readonly dedupeKey?: string;
  /** Not sent before this moment (a notice of a pairing published at 18:00). */
  readonly notBefore?: Moment;
  /** Not worth sending after this moment (the link in it has expired). */
  readonly expiresAt?: Moment;
  /** Carries a secret (a link that signs in): its text is erased once it is sent or given up. */
  readonly secret?: boolean;
}

export const MAIL_STATUSES = ['pending', 'sent', 'failed', 'expired'] as const;
export type MailStatus = (typeof MAIL_STATUSES)[number];

export interface QueuedMail extends OutgoingMail {
  readonly id: number;
  /** Unique per mail, the local part of its `Message-ID` (replies can be matched to it). */
  readonly messageId: string;
  readonly createdAt: Moment;
  readonly status: MailStatus;
  /** Attempts made so far. */
  readonly attempts: number;
  /** The next attempt is not made before this moment. */
  readonly nextAttemptAt: Moment;
  readonly sentAt?: Moment;
  readonly lastError?: string;
}

export interface MailAttempt {
  readonly at: Moment;
  readonly outcome: 'sent' | 'failed';
  readonly error?: string;
}

/** After a failed attempt: try again at a moment, or give up for good. */
export type AfterFailure = { readonly retryAt: Moment } | { readonly giveUp: 'failed' | 'expired' };

export interface MailFilter {
  readonly competitionId?: string;
  readonly personId?: string;
  readonly kind?: string;
  readonly status?: MailStatus;
}

export interface OutboxStore {
  /** Queues mails caused by nothing else that is written; returns how many were new (dedupe). */
  enqueue(mails: readonly OutgoingMail[], at: Moment): Promise<number>;
  /**
   * Claims up to `limit` due mails until `leaseUntil`: pending, due by `now`, not claimed by a
   * sender whose lease runs. Marks pending mails past their `expiresAt` as expired first.
   */
  claim(now: Moment, leaseUntil: Moment, limit: number): Promise<QueuedMail[]>;
  /** Records a successful attempt. */
  markSent(id: number, at: Moment): Promise<void>;
  /** Records a failed attempt and what happens next. */
  markFailed(id: number, at: Moment, error: string, next: AfterFailure): Promise<void>;
  /** Queued mails, newest first. */
  mails(filter?: MailFilter, limit?: number): Promise<QueuedMail[]>;
  /** The attempts made for one mail, oldest first. */
  attempts(id: number): Promise<MailAttempt[]>;
}
