/**
 * The MailboxStore port: the club's inbound mail and what became of it. Every received mail is
 * stored raw before anything else happens (`saveInbound`, once per Message-ID), then processed in
 * steps: each command a mail carries is one step, and an applied step is written in the same
 * transaction as the events it caused (`EventStore.append` with `mailStep`), so a crash between
 * two steps re-processes the mail without doing anything twice. Beside that: the signed reply
 * addresses of notices, the mailbox's secrets and the IMAP polling cursors.
 */
import type { Lang, Moment } from '../core/types.js';
import type { ArchiveCounts, MailArchive } from './mail-archive.js';
import type { OutgoingMail } from './outbox.js';

export const INBOUND_SOURCES = ['imap', 'smtp', 'ingest'] as const;
export type InboundSource = (typeof INBOUND_SOURCES)[number];

/**
 * `received`: stored, not processed yet (also after a crash in the middle); `done`: every command
 * ran; `held`: in the director's inbox for a decision (unknown sender, not understood, refused by
 * the rules); `ignored`: an auto-reply or a delivery report, never executed; `rejected`: the
 * director turned it down with a reason.
 */
export const INBOUND_STATUSES = ['received', 'done', 'held', 'ignored', 'rejected'] as const;
export type InboundStatus = (typeof INBOUND_STATUSES)[number];

export interface NewInboundMail {
  readonly id: string;
  /** The Message-ID without angle brackets, or `sha256:<hex>` of the message when it has none. */
  readonly messageId: string;
  readonly source: InboundSource;
  readonly clubId: string;
  /** The mail's moment: when it reached the club's server (PYR-0). */
  readonly receivedAt: Moment;
  /** When Arbiter stored it. */
  readonly storedAt: Moment;
  /** The message as received, cut at the size limit. */
  readonly raw: Uint8Array;
  /** The size of the whole message in bytes (more than `raw` when it was cut). */
  readonly size: number;
}

/** What processing found, for the inbox page and the answer: plain data, stored as JSON. */
export interface InboundReport {
  /** Why it is held or ignored, or `ok`: a stable code such as `ERR_MAIL_UNKNOWN_SENDER`. */
  readonly code: string;
  /** The same in English words (pages translate the code). */
  readonly message: string;
  readonly params?: Readonly<Record<string, string | number>>;
  /** The commands understood, in order, as the format's command objects. */
  readonly commands?: readonly unknown[];
  /** How the sender was verified: `token`, `dkim`, or absent. */
  readonly verifiedBy?: 'token' | 'dkim';
  /** The message was cut at the size limit. */
  readonly truncated?: boolean;
}

/** The director's decision on a held mail. */
export interface InboundDecision {
  readonly action: 'executed' | 'executed-at-moment' | 'rejected';
  readonly by: string;
  readonly at: Moment;
  readonly reason?: string;
}

/** A stored mail: what arrived, and what processing learnt about it once a run ended. */
export interface InboundMail extends Omit<NewInboundMail, 'raw'>, Partial<Omit<InboundFinding, 'status'>> {
  readonly status: InboundStatus;
  readonly truncated: boolean;
}

/** What processing learnt about a mail, written when a run ends. */
export interface InboundFinding {
  readonly status: Exclude<InboundStatus, 'received'>;
  readonly from?: string;
  readonly subject?: string;
  readonly lang?: Lang;
  readonly competitionId?: string;
  readonly personId?: string;
  readonly participantId?: string;
  readonly report: InboundReport;
  readonly decision?: InboundDecision;
}

/**
 * One command of a mail, executed or refused. `run` 0 is the automatic processing; the director's
 * decisions on a held mail are runs 1, 2, …
 */
export interface MailStep {
  readonly mailId: string;
  readonly run: number;
  readonly step: number;
  readonly competitionId: string;
  readonly outcome: 'applied' | 'refused';
  /** The sequence numbers appended, or the refusal; plain data. */
  readonly detail: Readonly<Record<string, unknown>>;
  readonly at: Moment;
}

/** The address a notice asks its recipient to answer to (`club+<token>@…`), and what it is about. */
export interface ReplyAddress {
  readonly id: string;
  readonly competitionId: string;
  readonly personId: string;
  readonly participantId?: string;
  /** What the notice was about, so that the obvious answer needs no syntax (e.g. the challenge). */
  readonly context: Readonly<Record<string, unknown>>;
  readonly createdAt: Moment;
}

export interface InboundQuery {
  readonly clubId: string;
  /** Only mails of these competitions, plus those of no competition; absent: every mail. */
  readonly competitionIds?: readonly string[];
  readonly status?: InboundStatus;
  readonly limit?: number;
}

/** How a person wants a kind of notice: at once, in a daily digest, or not at all. */
export const DELIVERIES = ['immediately', 'digest', 'never'] as const;
export type Delivery = (typeof DELIVERIES)[number];

/** A person's mail settings; a kind not named is delivered immediately. */
export interface MailSettings {
  /** The language of his notices; absent: the one he last wrote in, else the club's. */
  readonly lang?: Lang;
  readonly deliveries: Readonly<Record<string, Delivery>>;
}

/** A notice kept for a person's daily digest. */
export interface DigestItem {
  /** Unique per notice (the notice's dedupe key): the same notice is kept once. */
  readonly key: string;
  readonly personId: string;
  readonly competitionId?: string;
  readonly kind: string;
  readonly lang: Lang;
  readonly subject: string;
  readonly text: string;
  readonly createdAt: Moment;
}

/** The step was recorded already (by an earlier run that crashed later, or by another server). */
export class MailStepDone extends Error {
  readonly code = 'ERR_MAIL_STEP_DONE';
  constructor(readonly step: Pick<MailStep, 'mailId' | 'run' | 'step'>) {
    super(`step ${step.step} of run ${step.run} of mail ${step.mailId} is done already`);
  }
}

/** A competition whose timed notices one server looks for now, from its cursor on. */
export interface NoticeClaim {
  readonly competitionId: string;
  readonly from: Moment;
}

/** When a competition's timed notices are next worth a look: at `due`, or once its log passes `seq`. */
export interface NoticeNext {
  /** A UTC moment. */
  readonly due: Moment;
  readonly seq: number;
}

export interface MailboxStore {
  /** Stores a received mail, or returns the mail stored before under the same Message-ID. */
  saveInbound(mail: NewInboundMail): Promise<{ readonly mail: InboundMail; readonly duplicate: boolean }>;
  getInbound(id: string): Promise<InboundMail | undefined>;
  rawOf(id: string): Promise<Uint8Array | undefined>;
  /** Newest first. */
  listInbound(query: InboundQuery): Promise<InboundMail[]>;
  /** Mails still `received` that were stored at or before `storedBefore`, oldest first. */
  pendingInbound(storedBefore: Moment, limit: number): Promise<InboundMail[]>;
  /** Records a step that appended nothing (a refusal); a step recorded before is kept. */
  recordStep(step: MailStep): Promise<void>;
  stepsOf(mailId: string): Promise<MailStep[]>;
  /** Writes the outcome of a run. */
  finishInbound(id: string, finding: InboundFinding): Promise<void>;

  createReplyAddress(address: ReplyAddress): Promise<void>;
  replyAddress(id: string): Promise<ReplyAddress | undefined>;

  /** The secret called `name`, made by `make` the first time (the same on every server). */
  secret(name: string, make: () => string): Promise<string>;

  mailSettings(personId: string): Promise<MailSettings>;
  setMailSettings(personId: string, settings: MailSettings): Promise<void>;

  /** Keeps notices for digests; one already kept (its key) is skipped. Returns how many were new. */
  addDigestItems(items: readonly DigestItem[]): Promise<number>;
  /** The people with notices waiting for a digest. */
  digestsDue(): Promise<string[]>;
  /** A person's waiting notices, oldest first, with their row ids. */
  digestItems(personId: string): Promise<(DigestItem & { readonly id: number })[]>;
  /**
   * Queues the digest mail and marks its notices sent, in one transaction; false (and nothing
   * written) when another server sealed any of them first.
   */
  sealDigest(itemIds: readonly number[], mail: OutgoingMail, at: Moment): Promise<boolean>;

  /** Until when the timed notices of a competition were looked for (reminders, expiries). */
  noticeCursor(competitionId: string): Promise<Moment | undefined>;
  /**
   * Moves a competition's notice cursor to `at` (a UTC moment) and frees its claim; with `next`,
   * the competition is not claimed again before `next.due` unless its log grows beyond `next.seq`.
   */
  setNoticeCursor(competitionId: string, at: Moment, next?: NoticeNext): Promise<void>;
  /**
   * Gives the competitions of `formats` that have no notice cursor one at `at`: seen for the first
   * time, nothing from before is sent. Returns how many.
   */
  startNoticeCursors(formats: readonly string[], at: Moment): Promise<number>;
  /**
   * Claims up to `limit` competitions of `formats` whose notice cursor stands before `now`, that
   * are due (no `NoticeNext`, its moment not after `now`, or their log grew since) and that nobody
   * holds a claim on beyond `now`, until `until` (UTC moments), oldest cursor first.
   * Several servers claiming at once get different competitions (PostgreSQL: SKIP LOCKED); a
   * server that stops before it moves the cursor leaves the claim to run out.
   */
  claimNoticeCursors(
    formats: readonly string[],
    now: Moment,
    until: Moment,
    limit: number,
  ): Promise<NoticeClaim[]>;

  /** Where IMAP polling of `mailbox` stopped: its UIDVALIDITY and the last UID stored. */
  imapCursor(
    mailbox: string,
  ): Promise<{ readonly uidValidity: string; readonly lastUid: number } | undefined>;
  setImapCursor(mailbox: string, uidValidity: string, lastUid: number): Promise<void>;

  /** Every row of the mailbox's and the outbox's tables, for moving house (store/mail-archive.ts). */
  archive(): Promise<MailArchive>;
  /** Writes an archive in one transaction, leaving alone the rows there already; counts what is new. */
  restore(archive: MailArchive): Promise<ArchiveCounts>;
}
