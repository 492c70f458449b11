/**
 * A complete store: the competitions' event logs, the accounts, the outbox and the mailbox, on one
 * database.
 */
import type { AccountStore } from './accounts.js';
import type { LimiterFactory } from './limits.js';
import type { MailboxStore } from './mailbox.js';
import type { OutboxStore } from './outbox.js';
import type { EventStore } from './port.js';

/** Who wants to hear of every write to the database, by any process. */
export interface StoreWatcher {
  /** A competition was created or its log grew to `lastSeq` (perhaps by another server). */
  changed(competitionId: string, lastSeq: number): void;
  /**
   * Whether notifications are flowing: `true` once listening (again), `false` when the connection
   * dropped, after which changes may have been missed until the next `true`.
   */
  following(live: boolean): void;
}

export interface Store {
  readonly kind: string;
  readonly events: EventStore;
  readonly accounts: AccountStore;
  readonly mailbox: MailboxStore;
  readonly outbox: OutboxStore;
  /** Rate limits shared by every server on the database (SQLite: this process). */
  readonly limiter: LimiterFactory;
  /**
   * Follows the writes of every server on the database (PostgreSQL: LISTEN/NOTIFY; SQLite: this
   * process's, another process's are found by `EventStore.foreignVersion`) until the returned
   * function is called.
   */
  readonly watch?: (watcher: StoreWatcher) => Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** The database cannot be opened (unreachable, refused, missing): one line saying where and why. */
export class StoreUnavailable extends Error {}
