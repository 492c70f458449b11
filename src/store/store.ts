/**
 * A complete store: the competitions' event logs and the accounts, on one database.
 */
import type { AccountStore } from './accounts.js';
import type { EventStore } from './port.js';

export interface Store {
  readonly kind: string;
  readonly events: EventStore;
  readonly accounts: AccountStore;
  close(): Promise<void>;
}
