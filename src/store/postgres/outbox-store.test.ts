/**
 * The PostgreSQL outbox on the real server: the shared contract, with concurrent claims from two
 * pools on one database (two servers).
 */
import { outboxContract } from '../../test-support/outbox-contract.js';
import { describePostgres, temporarySchemas } from '../../test-support/postgres.js';
import { openPostgresStore } from './index.js';

const schemas = temporarySchemas();
let url = '';

describePostgres('PostgreSQL outbox', () => {
  outboxContract(
    'postgres',
    async () => openPostgresStore((url = await schemas.create())),
    () => openPostgresStore(url),
  );
});
