/**
 * The schema migrations of both adapters, written once: the same numbers, names and tables, applied
 * in order inside one transaction each and recorded in `schema_migrations`. Never edit a shipped
 * migration; add a new one. Where the dialects differ in words, the dialect says them
 * (postgres/migrations.ts, sqlite/migrations.ts): column types, auto-numbered keys, the triggers
 * that keep the event log and the audit log append-only, and what one dialect alone adds to a
 * migration (PostgreSQL's change notifications and shared rate limits).
 */

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

export interface SqlDialect {
  /** Text compared and sorted byte by byte, as SQLite does: ids, and the columns lists are sorted by. */
  readonly key: string;
  readonly text: string;
  readonly int: string;
  readonly bigint: string;
  /** A JSON document, kept exactly as written. */
  readonly json: string;
  readonly bool: string;
  /** The `false` of a `bool` column. */
  readonly false: string;
  readonly bytes: string;
  /** An auto-numbered primary key. */
  readonly serial: string;
  /** What follows the closing parenthesis of a table keyed by its primary key alone. */
  readonly withoutRowid: string;
  /** Functions the triggers call, created in migration 1 before the first trigger. */
  readonly triggerFunctions: string;
  /** Triggers that refuse every change and removal of `table`'s rows: "`what` append-only". */
  appendOnly(table: string, what: string): string;
  /** The condition that the `bool` column `column` is false. */
  isFalse(column: string): string;
  /** What this dialect alone adds at the end of migration `version` ('' for nothing). */
  extra(version: number): string;
}

const migration1 = (d: SqlDialect): Migration => ({
  version: 1,
  name: 'competitions and events',
  sql: `
    CREATE TABLE competitions (
      id ${d.key} PRIMARY KEY,
      club_id ${d.text} NOT NULL,
      name ${d.text} NOT NULL,
      format ${d.text} NOT NULL,
      format_version ${d.int} NOT NULL,
      preset ${d.text} NOT NULL,
      config ${d.json} NOT NULL,
      participants ${d.json} NOT NULL,
      created_at ${d.key} NOT NULL,
      last_seq ${d.int} NOT NULL DEFAULT 0
    );
    CREATE TABLE events (
      competition_id ${d.key} NOT NULL REFERENCES competitions(id),
      seq ${d.int} NOT NULL CHECK (seq > 0),
      at ${d.text} NOT NULL,
      recorded_at ${d.text} NOT NULL,
      actor ${d.text} NOT NULL,
      type ${d.text} NOT NULL,
      payload ${d.json} NOT NULL,
      supersedes ${d.json},
      reason ${d.text},
      PRIMARY KEY (competition_id, seq)
    )${d.withoutRowid};
    ${d.triggerFunctions}
    ${d.appendOnly('events', 'events are')}
    ${d.extra(1)}
  `,
});

const migration2 = (d: SqlDialect): Migration => ({
  version: 2,
  name: 'clubs, people, roles, sessions, tokens, publication, audit',
  sql: `
    CREATE TABLE clubs (id ${d.key} PRIMARY KEY, name ${d.key} NOT NULL, created_at ${d.text} NOT NULL);
    CREATE TABLE persons (
      id ${d.key} PRIMARY KEY,
      email ${d.text} NOT NULL UNIQUE,
      name ${d.text} NOT NULL,
      password_hash ${d.text},
      server_admin ${d.bool} NOT NULL DEFAULT ${d.false},
      created_at ${d.text} NOT NULL
    );
    CREATE TABLE memberships (
      club_id ${d.key} NOT NULL REFERENCES clubs(id),
      person_id ${d.key} NOT NULL REFERENCES persons(id),
      role ${d.text} NOT NULL CHECK (role IN ('admin', 'member')),
      PRIMARY KEY (club_id, person_id)
    );
    CREATE TABLE competition_grants (
      competition_id ${d.key} NOT NULL REFERENCES competitions(id),
      person_id ${d.key} NOT NULL REFERENCES persons(id),
      role ${d.key} NOT NULL CHECK (role IN ('director', 'player')),
      participant_id ${d.text},
      PRIMARY KEY (competition_id, person_id, role)
    );
    CREATE TABLE sessions (
      id_hash ${d.text} PRIMARY KEY,
      person_id ${d.key} NOT NULL REFERENCES persons(id),
      csrf_secret ${d.text} NOT NULL,
      created_at ${d.text} NOT NULL,
      expires_at ${d.text} NOT NULL
    );
    CREATE TABLE tokens (
      hash ${d.text} PRIMARY KEY,
      purpose ${d.text} NOT NULL,
      person_id ${d.key} NOT NULL REFERENCES persons(id),
      created_at ${d.text} NOT NULL,
      expires_at ${d.text} NOT NULL,
      used_at ${d.text},
      data ${d.json}
    );
    CREATE TABLE publications (
      competition_id ${d.key} PRIMARY KEY REFERENCES competitions(id),
      published ${d.bool} NOT NULL
    );
    CREATE TABLE audit_log (
      id ${d.serial},
      at ${d.text} NOT NULL,
      actor ${d.text} NOT NULL,
      action ${d.text} NOT NULL,
      subject ${d.text} NOT NULL,
      details ${d.json}
    );
    CREATE INDEX audit_log_subject ON audit_log(subject);
    ${d.appendOnly('audit_log', 'the audit log is')}
    ${d.extra(2)}
  `,
});

const migration3 = (d: SqlDialect): Migration => ({
  version: 3,
  name: 'outbox',
  sql: `
    CREATE TABLE outbox (
      id ${d.serial},
      message_id ${d.text} NOT NULL UNIQUE,
      kind ${d.text} NOT NULL,
      recipient ${d.text} NOT NULL,
      lang ${d.text} NOT NULL,
      subject ${d.text} NOT NULL,
      body_text ${d.text} NOT NULL,
      body_html ${d.text},
      headers ${d.json},
      person_id ${d.key},
      competition_id ${d.key},
      dedupe_key ${d.text} UNIQUE,
      secret ${d.bool} NOT NULL DEFAULT ${d.false},
      created_at ${d.text} NOT NULL,
      expires_ms ${d.bigint},
      status ${d.text} NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'expired')),
      attempts ${d.int} NOT NULL DEFAULT 0,
      due_ms ${d.bigint} NOT NULL,
      lease_ms ${d.bigint},
      sent_at ${d.text},
      last_error ${d.text}
    );
    CREATE INDEX outbox_due ON outbox(due_ms) WHERE status = 'pending';
    CREATE INDEX outbox_competition ON outbox(competition_id, id);
    CREATE INDEX outbox_person ON outbox(person_id, id);
    CREATE TABLE outbox_attempts (
      id ${d.serial},
      mail_id ${d.bigint} NOT NULL REFERENCES outbox(id),
      at ${d.text} NOT NULL,
      outcome ${d.text} NOT NULL CHECK (outcome IN ('sent', 'failed')),
      error ${d.text}
    );
    CREATE INDEX outbox_attempts_mail ON outbox_attempts(mail_id);
  `,
});

const migration4 = (d: SqlDialect): Migration => ({
  version: 4,
  name: 'account security: named tokens, invitations, set-up links, rate limits',
  sql: `
    ALTER TABLE tokens ADD COLUMN name ${d.text};
    ALTER TABLE tokens ADD COLUMN last_used_at ${d.text};
    CREATE INDEX tokens_person ON tokens(person_id, purpose);
    CREATE TABLE invitations (
      id ${d.key} PRIMARY KEY,
      token_hash ${d.text} NOT NULL UNIQUE,
      club_id ${d.key} NOT NULL REFERENCES clubs(id),
      email ${d.text} NOT NULL,
      name ${d.text} NOT NULL,
      club_role ${d.text} CHECK (club_role IN ('admin', 'member')),
      competition_id ${d.key} REFERENCES competitions(id),
      competition_role ${d.text} CHECK (competition_role IN ('director', 'player')),
      participant_id ${d.text},
      invited_by ${d.key} NOT NULL REFERENCES persons(id),
      created_at ${d.text} NOT NULL,
      expires_at ${d.text} NOT NULL,
      status ${d.text} NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined', 'withdrawn')),
      answered_at ${d.text},
      person_id ${d.key} REFERENCES persons(id),
      CHECK (club_role IS NOT NULL OR competition_role IS NOT NULL)
    );
    CREATE INDEX invitations_email ON invitations(email);
    CREATE INDEX invitations_club ON invitations(club_id);
    CREATE TABLE setup_tokens (
      hash ${d.text} PRIMARY KEY,
      created_at ${d.text} NOT NULL,
      expires_at ${d.text} NOT NULL,
      used_at ${d.text}
    );
    ${d.extra(4)}
  `,
});

const migration5 = (d: SqlDialect): Migration => ({
  version: 5,
  name: 'the mailbox: inbound mail, mail steps, reply addresses, secrets, IMAP cursors, mail settings, digests, notice cursors',
  sql: `
    CREATE TABLE inbound_mails (
      id ${d.key} PRIMARY KEY,
      message_id ${d.text} NOT NULL UNIQUE,
      source ${d.text} NOT NULL CHECK (source IN ('imap', 'smtp', 'ingest')),
      club_id ${d.key} NOT NULL REFERENCES clubs(id),
      received_at ${d.text} NOT NULL,
      stored_at ${d.text} NOT NULL,
      raw ${d.bytes} NOT NULL,
      size ${d.int} NOT NULL,
      status ${d.text} NOT NULL DEFAULT 'received'
        CHECK (status IN ('received', 'done', 'held', 'ignored', 'rejected')),
      from_address ${d.text},
      subject ${d.text},
      lang ${d.text},
      competition_id ${d.key} REFERENCES competitions(id),
      person_id ${d.key} REFERENCES persons(id),
      participant_id ${d.text},
      report ${d.json},
      decision ${d.json}
    );
    CREATE INDEX inbound_mails_pending ON inbound_mails(status, stored_at);
    CREATE INDEX inbound_mails_club ON inbound_mails(club_id, received_at);
    CREATE TABLE mail_steps (
      mail_id ${d.key} NOT NULL REFERENCES inbound_mails(id),
      run ${d.int} NOT NULL CHECK (run >= 0),
      step ${d.int} NOT NULL CHECK (step >= 0),
      competition_id ${d.key} NOT NULL REFERENCES competitions(id),
      outcome ${d.text} NOT NULL CHECK (outcome IN ('applied', 'refused')),
      detail ${d.json} NOT NULL,
      at ${d.text} NOT NULL,
      PRIMARY KEY (mail_id, run, step)
    )${d.withoutRowid};
    CREATE TABLE reply_addresses (
      id ${d.key} PRIMARY KEY,
      competition_id ${d.key} NOT NULL REFERENCES competitions(id),
      person_id ${d.key} NOT NULL REFERENCES persons(id),
      participant_id ${d.text},
      context ${d.json} NOT NULL,
      created_at ${d.text} NOT NULL
    );
    CREATE TABLE mail_secrets (name ${d.text} PRIMARY KEY, secret ${d.text} NOT NULL);
    CREATE TABLE imap_cursors (
      mailbox ${d.text} PRIMARY KEY,
      uid_validity ${d.text} NOT NULL,
      last_uid ${d.bigint} NOT NULL
    );
    CREATE TABLE mail_settings (
      person_id ${d.key} PRIMARY KEY REFERENCES persons(id),
      lang ${d.text},
      deliveries ${d.json} NOT NULL
    );
    CREATE TABLE digest_items (
      id ${d.serial},
      key ${d.text} NOT NULL UNIQUE,
      person_id ${d.key} NOT NULL REFERENCES persons(id),
      competition_id ${d.text},
      kind ${d.text} NOT NULL,
      lang ${d.text} NOT NULL,
      subject ${d.text} NOT NULL,
      body_text ${d.text} NOT NULL,
      created_at ${d.text} NOT NULL,
      sealed ${d.bool} NOT NULL DEFAULT ${d.false}
    );
    CREATE INDEX digest_items_waiting ON digest_items(person_id, id) WHERE ${d.isFalse('sealed')};
    CREATE TABLE notice_cursors (competition_id ${d.key} PRIMARY KEY, scanned_until ${d.text} NOT NULL);
  `,
});

const migration6 = (d: SqlDialect): Migration => ({
  version: 6,
  name: "embedding: the origins whose pages may frame a club's embeddable views",
  sql: `ALTER TABLE clubs ADD COLUMN embed_origins ${d.text} NOT NULL DEFAULT '';`,
});

const migration7 = (d: SqlDialect): Migration => ({
  version: 7,
  name: 'snapshots of folded competitions beside their logs (never the truth)',
  sql: `
    CREATE TABLE fold_snapshots (
      competition_id ${d.key} PRIMARY KEY REFERENCES competitions(id),
      seq ${d.int} NOT NULL,
      version ${d.text} NOT NULL,
      data ${d.bytes} NOT NULL
    );
  `,
});

const migration8 = (d: SqlDialect): Migration => ({
  version: 8,
  name: 'notice cursors claimed by one server at a time, found by how far behind they are',
  sql: `
    ALTER TABLE notice_cursors ADD COLUMN claimed_until ${d.text};
    CREATE INDEX notice_cursors_behind ON notice_cursors(scanned_until, competition_id);
  `,
});

const migration9 = (d: SqlDialect): Migration => ({
  version: 9,
  name: "a competition's join link (its token hashed) and the requests to join that wait for approval",
  sql: `
    CREATE TABLE join_links (
      competition_id ${d.key} PRIMARY KEY REFERENCES competitions(id),
      token_hash ${d.text} NOT NULL UNIQUE,
      approval ${d.bool} NOT NULL,
      created_by ${d.key} NOT NULL REFERENCES persons(id),
      created_at ${d.text} NOT NULL
    );
    CREATE TABLE join_requests (
      id ${d.key} PRIMARY KEY,
      competition_id ${d.key} NOT NULL REFERENCES competitions(id),
      person_id ${d.key} NOT NULL REFERENCES persons(id),
      name ${d.text} NOT NULL,
      status ${d.text} NOT NULL,
      created_at ${d.text} NOT NULL,
      answered_at ${d.text},
      answered_by ${d.text}
    );
    CREATE UNIQUE INDEX join_requests_pending ON join_requests(competition_id, person_id)
      WHERE status = 'pending';
  `,
});

const migration10 = (d: SqlDialect): Migration => ({
  version: 10,
  name: 'notice cursors with the next moment a notice can fall due and the log they saw',
  sql: `
    ALTER TABLE notice_cursors ADD COLUMN next_due ${d.text};
    ALTER TABLE notice_cursors ADD COLUMN seen_seq ${d.int};
  `,
});

const migration11 = (d: SqlDialect): Migration => ({
  version: 11,
  name: 'snapshots kept as their adapter writes them (PostgreSQL: deflated, stored as they come)',
  sql: d.extra(11),
});

/** The migrations in order, in dialect `d`'s words. */
export const migrationsFor = (d: SqlDialect): readonly Migration[] =>
  [
    migration1,
    migration2,
    migration3,
    migration4,
    migration5,
    migration6,
    migration7,
    migration8,
    migration9,
    migration10,
    migration11,
  ].map((migration) => migration(d));
