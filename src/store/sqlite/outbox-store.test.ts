import { outboxContract } from '../../test-support/outbox-contract.js';
import { openSqliteStore } from './index.js';

outboxContract('sqlite', async () => openSqliteStore(':memory:'));
