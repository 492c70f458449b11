import { mailboxStoreContract } from '../../test-support/mailbox-store-contract.js';
import { openSqliteStore } from './index.js';

mailboxStoreContract('sqlite', async () => openSqliteStore(':memory:'));
