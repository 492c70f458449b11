/**
 * SQLite schema migrations, applied in order inside one transaction each and recorded in
 * `schema_migrations`. Never edit a shipped migration; add a new one.
 */
export const SQLITE_MIGRATIONS: readonly {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}[] = [
  {
    version: 1,
    name: 'competitions and events',
    sql: `
      CREATE TABLE competitions (
        id TEXT PRIMARY KEY,
        club_id TEXT NOT NULL,
        name TEXT NOT NULL,
        format TEXT NOT NULL,
        format_version INTEGER NOT NULL,
        preset TEXT NOT NULL,
        config TEXT NOT NULL,
        participants TEXT NOT NULL,
        created_at TEXT NOT NULL,
        last_seq INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE events (
        competition_id TEXT NOT NULL REFERENCES competitions(id),
        seq INTEGER NOT NULL CHECK (seq > 0),
        at TEXT NOT NULL,
        recorded_at TEXT NOT NULL,
        actor TEXT NOT NULL,
        type TEXT NOT NULL,
        payload TEXT NOT NULL,
        supersedes TEXT,
        reason TEXT,
        PRIMARY KEY (competition_id, seq)
      ) WITHOUT ROWID;
      CREATE TRIGGER events_append_only_update BEFORE UPDATE ON events
        BEGIN SELECT RAISE(ABORT, 'events are append-only'); END;
      CREATE TRIGGER events_append_only_delete BEFORE DELETE ON events
        BEGIN SELECT RAISE(ABORT, 'events are append-only'); END;
    `,
  },
  {
    version: 2,
    name: 'clubs, people, roles, sessions, tokens, publication, audit',
    sql: `
      CREATE TABLE clubs (id TEXT PRIMARY KEY, name TEXT NOT NULL, created_at TEXT NOT NULL);
      CREATE TABLE persons (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE,
        name TEXT NOT NULL,
        password_hash TEXT,
        server_admin INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL
      );
      CREATE TABLE memberships (
        club_id TEXT NOT NULL REFERENCES clubs(id),
        person_id TEXT NOT NULL REFERENCES persons(id),
        role TEXT NOT NULL CHECK (role IN ('admin', 'member')),
        PRIMARY KEY (club_id, person_id)
      );
      CREATE TABLE competition_grants (
        competition_id TEXT NOT NULL REFERENCES competitions(id),
        person_id TEXT NOT NULL REFERENCES persons(id),
        role TEXT NOT NULL CHECK (role IN ('director', 'player')),
        participant_id TEXT,
        PRIMARY KEY (competition_id, person_id, role)
      );
      CREATE TABLE sessions (
        id_hash TEXT PRIMARY KEY,
        person_id TEXT NOT NULL REFERENCES persons(id),
        csrf_secret TEXT NOT NULL,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
      CREATE TABLE tokens (
        hash TEXT PRIMARY KEY,
        purpose TEXT NOT NULL,
        person_id TEXT NOT NULL REFERENCES persons(id),
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used_at TEXT,
        data TEXT
      );
      CREATE TABLE publications (
        competition_id TEXT PRIMARY KEY REFERENCES competitions(id),
        published INTEGER NOT NULL
      );
      CREATE TABLE audit_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        at TEXT NOT NULL,
        actor TEXT NOT NULL,
        action TEXT NOT NULL,
        subject TEXT NOT NULL,
        details TEXT
      );
      CREATE INDEX audit_log_subject ON audit_log(subject);
      CREATE TRIGGER audit_log_append_only_update BEFORE UPDATE ON audit_log
        BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
      CREATE TRIGGER audit_log_append_only_delete BEFORE DELETE ON audit_log
        BEGIN SELECT RAISE(ABORT, 'the audit log is append-only'); END;
    `,
  },
  {
    version: 3,
    name: 'outbox',
    sql: `
      CREATE TABLE outbox (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        message_id TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL,
        recipient TEXT NOT NULL,
        lang TEXT NOT NULL,
        subject TEXT NOT NULL,
        body_text TEXT NOT NULL,
        body_html TEXT,
        headers TEXT,
        person_id TEXT,
        competition_id TEXT,
        dedupe_key TEXT UNIQUE,
        secret INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        expires_ms INTEGER,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'expired')),
        attempts INTEGER NOT NULL DEFAULT 0,
        due_ms INTEGER NOT NULL,
        lease_ms INTEGER,
        sent_at TEXT,
        last_error TEXT
      );
      CREATE INDEX outbox_due ON outbox(due_ms) WHERE status = 'pending';
      CREATE INDEX outbox_competition ON outbox(competition_id, id);
      CREATE INDEX outbox_person ON outbox(person_id, id);
      CREATE TABLE outbox_attempts (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        mail_id INTEGER NOT NULL REFERENCES outbox(id),
        at TEXT NOT NULL,
        outcome TEXT NOT NULL CHECK (outcome IN ('sent', 'failed')),
        error TEXT
      );
      CREATE INDEX outbox_attempts_mail ON outbox_attempts(mail_id);
    `,
  },
  {
    version: 4,
    name: 'account security: named tokens, invitations, set-up links, rate limits',
    sql: `
      ALTER TABLE tokens ADD COLUMN name TEXT;
      ALTER TABLE tokens ADD COLUMN last_used_at TEXT;
      CREATE INDEX tokens_person ON tokens(person_id, purpose);
      CREATE TABLE invitations (
        id TEXT PRIMARY KEY,
        token_hash TEXT NOT NULL UNIQUE,
        club_id TEXT NOT NULL REFERENCES clubs(id),
        email TEXT NOT NULL,
        name TEXT NOT NULL,
        club_role TEXT CHECK (club_role IN ('admin', 'member')),
        competition_id TEXT REFERENCES competitions(id),
        competition_role TEXT CHECK (competition_role IN ('director', 'player')),
        participant_id TEXT,
        invited_by TEXT NOT NULL REFERENCES persons(id),
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined', 'withdrawn')),
        answered_at TEXT,
        person_id TEXT REFERENCES persons(id),
        CHECK (club_role IS NOT NULL OR competition_role IS NOT NULL)
      );
      CREATE INDEX invitations_email ON invitations(email);
      CREATE INDEX invitations_club ON invitations(club_id);
      CREATE TABLE setup_tokens (
        hash TEXT PRIMARY KEY,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        used_at TEXT
      );
    `,
  },
  {
    version: 5,
    name: 'the mailbox: inbound mail, mail steps, reply addresses, secrets, IMAP cursors, mail settings, digests, notice cursors',
    sql: `
      CREATE TABLE inbound_mails (
        id TEXT PRIMARY KEY,
        message_id TEXT NOT NULL UNIQUE,
        source TEXT NOT NULL CHECK (source IN ('imap', 'smtp', 'ingest')),
        club_id TEXT NOT NULL REFERENCES clubs(id),
        received_at TEXT NOT NULL,
        stored_at TEXT NOT NULL,
        raw BLOB NOT NULL,
        size INTEGER NOT NULL,
        status TEXT NOT NULL DEFAULT 'received'
          CHECK (status IN ('received', 'done', 'held', 'ignored', 'rejected')),
        from_address TEXT,
        subject TEXT,
        lang TEXT,
        competition_id TEXT REFERENCES competitions(id),
        person_id TEXT REFERENCES persons(id),
        participant_id TEXT,
        report TEXT,
        decision TEXT
      );
      CREATE INDEX inbound_mails_pending ON inbound_mails(status, stored_at);
      CREATE INDEX inbound_mails_club ON inbound_mails(club_id, received_at);
      CREATE TABLE mail_steps (
        mail_id TEXT NOT NULL REFERENCES inbound_mails(id),
        run INTEGER NOT NULL CHECK (run >= 0),
        step INTEGER NOT NULL CHECK (step >= 0),
        competition_id TEXT NOT NULL REFERENCES competitions(id),
        outcome TEXT NOT NULL CHECK (outcome IN ('applied', 'refused')),
        detail TEXT NOT NULL,
        at TEXT NOT NULL,
        PRIMARY KEY (mail_id, run, step)
      ) WITHOUT ROWID;
      CREATE TABLE reply_addresses (
        id TEXT PRIMARY KEY,
        competition_id TEXT NOT NULL REFERENCES competitions(id),
        person_id TEXT NOT NULL REFERENCES persons(id),
        participant_id TEXT,
        context TEXT NOT NULL,
        created_at TEXT NOT NULL
      );
      CREATE TABLE mail_secrets (name TEXT PRIMARY KEY, secret TEXT NOT NULL);
      CREATE TABLE imap_cursors (
        mailbox TEXT PRIMARY KEY,
        uid_validity TEXT NOT NULL,
        last_uid INTEGER NOT NULL
      );
      CREATE TABLE mail_settings (
        person_id TEXT PRIMARY KEY REFERENCES persons(id),
        lang TEXT,
        deliveries TEXT NOT NULL
      );
      CREATE TABLE digest_items (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        key TEXT NOT NULL UNIQUE,
        person_id TEXT NOT NULL REFERENCES persons(id),
        competition_id TEXT,
        kind TEXT NOT NULL,
        lang TEXT NOT NULL,
        subject TEXT NOT NULL,
        body_text TEXT NOT NULL,
        created_at TEXT NOT NULL,
        sealed INTEGER NOT NULL DEFAULT 0
      );
      CREATE INDEX digest_items_waiting ON digest_items(person_id, id) WHERE sealed = 0;
      CREATE TABLE notice_cursors (competition_id TEXT PRIMARY KEY, scanned_until TEXT NOT NULL);
    `,
  },
  {
    version: 6,
    name: "embedding: the origins whose pages may frame a club's embeddable views",
    sql: `ALTER TABLE clubs ADD COLUMN embed_origins TEXT NOT NULL DEFAULT '';`,
  },
  {
    version: 7,
    name: 'snapshots of folded competitions beside their logs (never the truth)',
    sql: `
      CREATE TABLE fold_snapshots (
        competition_id TEXT PRIMARY KEY REFERENCES competitions(id),
        seq INTEGER NOT NULL,
        version TEXT NOT NULL,
        data BLOB NOT NULL
      );
    `,
  },
  {
    version: 8,
    name: 'notice cursors claimed by one server at a time, found by how far behind they are',
    sql: `
      ALTER TABLE notice_cursors ADD COLUMN claimed_until TEXT;
      CREATE INDEX notice_cursors_behind ON notice_cursors(scanned_until, competition_id);
    `,
  },
  {
    version: 9,
    name: "a competition's join link (its token hashed) and the requests to join that wait for approval",
    sql: `
      CREATE TABLE join_links (
        competition_id TEXT PRIMARY KEY REFERENCES competitions(id),
        token_hash TEXT NOT NULL UNIQUE,
        approval INTEGER NOT NULL,
        created_by TEXT NOT NULL REFERENCES persons(id),
        created_at TEXT NOT NULL
      );
      CREATE TABLE join_requests (
        id TEXT PRIMARY KEY,
        competition_id TEXT NOT NULL REFERENCES competitions(id),
        person_id TEXT NOT NULL REFERENCES persons(id),
        name TEXT NOT NULL,
        status TEXT NOT NULL,
        created_at TEXT NOT NULL,
        answered_at TEXT,
        answered_by TEXT
      );
      CREATE UNIQUE INDEX join_requests_pending ON join_requests(competition_id, person_id)
        WHERE status = 'pending';
    `,
  },
  {
    version: 10,
    name: 'notice cursors with the next moment a notice can fall due and the log they saw',
    sql: `
      ALTER TABLE notice_cursors ADD COLUMN next_due TEXT;
      ALTER TABLE notice_cursors ADD COLUMN seen_seq INTEGER;
    `,
  },
];
