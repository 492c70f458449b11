import { mailboxStoreContract } from '../../test-support/mailbox-store-contract.js';
import { describePostgres, temporarySchemas } from '../../test-support/postgres.js';
import { openPostgresStore } from './index.js';

const schemas = temporarySchemas();

describePostgres('PostgreSQL mailbox store', () => {
  mailboxStoreContract('postgres', async () => openPostgresStore(await schemas.create()));
});
