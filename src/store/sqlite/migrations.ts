/**
 * SQLite's words for the schema migrations both adapters share (sql/migrations.ts): every type a
 * storage class (JSON as `TEXT`, flags as `INTEGER` 0 or 1), tables keyed by their primary key
 * alone `WITHOUT ROWID`.
 */
import { migrationsFor } from '../sql/migrations.js';

export const SQLITE_MIGRATIONS = migrationsFor({
  key: 'TEXT',
  text: 'TEXT',
  int: 'INTEGER',
  bigint: 'INTEGER',
  json: 'TEXT',
  bool: 'INTEGER',
  false: '0',
  bytes: 'BLOB',
  serial: 'INTEGER PRIMARY KEY AUTOINCREMENT',
  withoutRowid: ' WITHOUT ROWID',
  triggerFunctions: '',
  appendOnly: (table, what) => `CREATE TRIGGER ${table}_append_only_update BEFORE UPDATE ON ${table}
        BEGIN SELECT RAISE(ABORT, '${what} append-only'); END;
      CREATE TRIGGER ${table}_append_only_delete BEFORE DELETE ON ${table}
        BEGIN SELECT RAISE(ABORT, '${what} append-only'); END;`,
  isFalse: (column) => `${column} = 0`,
  extra: () => '',
});
