import { accountStoreContract } from '../../test-support/account-store-contract.js';
import { openSqliteStore } from './index.js';

accountStoreContract('sqlite', async () => openSqliteStore(':memory:'));
