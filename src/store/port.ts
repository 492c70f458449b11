/**
 * The EventStore port: what the app needs from a database. Adapters (SQLite, PostgreSQL) implement
 * it and pass the same contract suite (src/test-support/event-store-contract.ts).
 *
 * The log is append-only: events are never updated or deleted. Appends are transactional and
 * optimistic: the caller names the last sequence number it decided against, and the append fails
 * with `StoreConflict` if someone else appended in between, so the app can re-decide.
 */
import type { StoredEvent } from '../core/events.js';
import type { Participant } from '../core/participant.js';
import type { Moment } from '../core/types.js';
import type { DigestItem, MailStep } from './mailbox.js';
import type { OutgoingMail } from './outbox.js';

export interface CompetitionRecord {
  /** URL-safe id (`spring-2026`). */
  readonly id: string;
  readonly clubId: string;
  readonly name: string;
  readonly format: string;
  /** The format's rule version the competition was created with. */
  readonly formatVersion: number;
  readonly preset: string;
  /** The complete, resolved configuration. */
  readonly config: unknown;
  /** The roster at creation; later changes are events. */
  readonly participants: readonly Participant[];
  readonly createdAt: Moment;
}

/** Which page of competitions `listCompetitionPage` gives. */
export interface CompetitionPageQuery {
  readonly clubId?: string;
  readonly after?: string;
  readonly before?: string;
  readonly limit: number;
}

export class StoreConflict extends Error {
  readonly code = 'ERR_CONFLICT';
  constructor(
    readonly competitionId: string,
    readonly expectedSeq: number,
    readonly actualSeq: number,
  ) {
    super(
      `competition ${competitionId} is at event ${actualSeq}, not ${expectedSeq}: someone else wrote first`,
    );
  }
}

export class CompetitionExists extends Error {
  readonly code = 'ERR_COMPETITION_EXISTS';
  constructor(readonly competitionId: string) {
    super(`a competition with id "${competitionId}" already exists`);
  }
}

export class NoSuchCompetition extends Error {
  readonly code = 'ERR_NO_SUCH_COMPETITION';
  constructor(readonly competitionId: string) {
    super(`there is no competition "${competitionId}"`);
  }
}

/** What else an append writes in its transaction. */
export interface AppendAlso {
  /** The notices the events cause, queued in the outbox. */
  readonly mails?: readonly OutgoingMail[];
  /** The notices the events cause that wait for their recipients' daily digests. */
  readonly digest?: readonly DigestItem[];
  /**
   * The step of an inbound mail that caused the events: written with them, or, if it was written
   * before, nothing is appended and the append throws `MailStepDone`.
   */
  readonly mailStep?: MailStep;
}

export interface EventStore {
  /** Which adapter this is (`sqlite`, `postgres`), for logs and the health endpoint. */
  readonly kind: string;
  /** Creates a competition with an optional initial log (an import), atomically. */
  createCompetition(record: CompetitionRecord, events?: readonly StoredEvent[]): Promise<void>;
  getCompetition(id: string): Promise<CompetitionRecord | undefined>;
  listCompetitions(): Promise<CompetitionRecord[]>;
  /**
   * One page of competitions in the order of `listCompetitions` (creation, then id): the first
   * `limit` after the competition `after`, or the last `limit` before `before`, or the first
   * `limit`; only those of `clubId` when given. A cursor that names no competition gives none.
   */
  listCompetitionPage(query: CompetitionPageQuery): Promise<CompetitionRecord[]>;
  /** Events in sequence order, optionally only those after `afterSeq`. */
  readEvents(id: string, afterSeq?: number): Promise<StoredEvent[]>;
  lastSeq(id: string): Promise<number>;
  /**
   * A number that changes whenever another process commits to the database (SQLite: its data
   * version), so that a cache that hears of this process's writes (`Store.watch`) can tell when
   * to check itself. Absent where the notifications tell of every process's writes (PostgreSQL).
   */
  foreignVersion?(): number;
  /**
   * Appends events numbered `expectedSeq + 1 …` in one transaction, with what `also` names (the
   * notices the events cause, queued in the outbox; the inbound mail step that caused them), or
   * throws `StoreConflict`.
   */
  append(id: string, expectedSeq: number, events: readonly StoredEvent[], also?: AppendAlso): Promise<void>;
  /** The snapshot of a competition's fold kept beside its log (app/competitions/snapshots.ts), if any. */
  readSnapshot?(id: string): Promise<FoldSnapshot | undefined>;
  /** Keeps a snapshot of a competition's fold, replacing the one before. Never part of the truth. */
  writeSnapshot?(id: string, snapshot: FoldSnapshot): Promise<void>;
  /**
   * What a competition opened cold needs, in one trip to the store: its record, its snapshot (if
   * any) and the events after the snapshot (only with one), read together: `getCompetition`,
   * `readSnapshot` and `readEvents(id, snapshot.seq)` in one.
   */
  readColdStart?(id: string): Promise<ColdStart | undefined>;
  close(): Promise<void>;
}

/** A competition's record, its snapshot and the events after it (`EventStore.readColdStart`). */
export interface ColdStart {
  readonly record: CompetitionRecord;
  readonly snapshot?: FoldSnapshot;
  /** The events after the snapshot, in sequence order (absent without a snapshot). */
  readonly after?: StoredEvent[];
}

/** A fold of a competition's log up to `seq`, serialised; used only by code of `version`. */
export interface FoldSnapshot {
  readonly seq: number;
  readonly version: string;
  readonly data: Uint8Array;
}
