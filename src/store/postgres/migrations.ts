/**
 * PostgreSQL's words for the schema migrations both adapters share (sql/migrations.ts).
 *
 * Differences from SQLite, all deliberate: JSON columns are `json` (validated, and kept exactly as
 * written, unlike `jsonb`), flags are `boolean`, ids compare byte by byte (`COLLATE "C"`, as in
 * SQLite), moments stay `text` (an ISO string keeps the offset it was entered with), and every
 * append, new competition or change of publication notifies the channel `arbiter_changes` (see
 * `CHANGES_CHANNEL`) so that the other servers on the database learn of it. Migration 4 also
 * creates `rate_limits` (rate-limiter-flexible's table, so that every server counts against the
 * same limits); SQLite keeps its limits in memory. Migration 11 stores snapshots as this adapter
 * writes them, deflated (event-store.ts), without PostgreSQL's own compression.
 */
import { migrationsFor } from '../sql/migrations.js';

export const CHANGES_CHANNEL = 'arbiter_changes';

/** A trigger on `table` that notifies `CHANGES_CHANNEL` with the schema and `payload` (pairs for `json_build_object`). */
const notifyChanges = (fn: string, table: string, on: string, payload: string): string => `
      CREATE FUNCTION ${fn}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('${CHANGES_CHANNEL}', json_build_object(
            'schema', TG_TABLE_SCHEMA, ${payload})::text);
          RETURN NULL;
        END $$;
      CREATE TRIGGER ${table}_notify AFTER ${on} ON ${table}
        FOR EACH ROW EXECUTE FUNCTION ${fn}();`;

const EXTRA: Readonly<Record<number, string>> = {
  1: notifyChanges(
    'notify_competition_change',
    'competitions',
    'INSERT OR UPDATE OF last_seq',
    "'id', NEW.id, 'lastSeq', NEW.last_seq",
  ),
  2: notifyChanges(
    'notify_publication_change',
    'publications',
    'INSERT OR UPDATE',
    "'publication', NEW.competition_id",
  ),
  4: `
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      );`,
  // The adapter deflates snapshots (event-store.ts): PostgreSQL need not compress them again, and
  // the snapshots written before are rewritten (they are never the truth).
  11: `
      DELETE FROM fold_snapshots;
      ALTER TABLE fold_snapshots ALTER COLUMN data SET STORAGE EXTERNAL;`,
};

export const POSTGRES_MIGRATIONS = migrationsFor({
  key: 'text COLLATE "C"',
  text: 'text',
  int: 'integer',
  bigint: 'bigint',
  json: 'json',
  bool: 'boolean',
  false: 'false',
  bytes: 'bytea',
  serial: 'bigserial PRIMARY KEY',
  withoutRowid: '',
  triggerFunctions: `CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION '% is append-only', TG_ARGV[0]; END $$;`,
  appendOnly: (table, what) => `CREATE TRIGGER ${table}_append_only BEFORE UPDATE OR DELETE ON ${table}
        FOR EACH ROW EXECUTE FUNCTION refuse_change('${what}');
      CREATE TRIGGER ${table}_no_truncate BEFORE TRUNCATE ON ${table}
        FOR EACH STATEMENT EXECUTE FUNCTION refuse_change('${what}');`,
  isFalse: (column) => `NOT ${column}`,
  extra: (version) => EXTRA[version] ?? '',
});
