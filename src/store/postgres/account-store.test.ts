import { accountStoreContract } from '../../test-support/account-store-contract.js';
import { describePostgres, temporarySchemas } from '../../test-support/postgres.js';
import { openPostgresStore } from './index.js';

const schemas = temporarySchemas();

describePostgres('PostgreSQL account store', () => {
  accountStoreContract('postgres', async () => openPostgresStore(await schemas.create()));
});
