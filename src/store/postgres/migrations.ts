/**
 * PostgreSQL schema migrations, the counterpart of sqlite/migrations.ts with the same numbers and
 * names, applied in order inside one transaction each and recorded in `schema_migrations`. Never
 * edit a shipped migration; add a new one (to both adapters).
 *
 * Differences from SQLite, all deliberate: JSON columns are `json` (validated, and kept exactly as
 * written, unlike `jsonb`), flags are `boolean`, moments stay `text` (an ISO string keeps the
 * offset it was entered with), and every append, new competition or change of publication
 * notifies the channel `arbiter_changes` (see `CHANGES_CHANNEL`) so that the other servers on the
 * database learn of it. Migration 4 also creates `rate_limits` (rate-limiter-flexible's table, so
 * that every server counts against the same limits); SQLite keeps its limits in memory.
 */
export const CHANGES_CHANNEL = 'arbiter_changes';

export const POSTGRES_MIGRATIONS: readonly {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}[] = [
  {
    version: 1,
    name: 'competitions and events',
    sql: `
      CREATE TABLE competitions (
        id text COLLATE "C" PRIMARY KEY,
        club_id text NOT NULL,
        name text NOT NULL,
        format text NOT NULL,
        format_version integer NOT NULL,
        preset text NOT NULL,
        config json NOT NULL,
        participants json NOT NULL,
        created_at text COLLATE "C" NOT NULL,
        last_seq integer NOT NULL DEFAULT 0
      );
      CREATE TABLE events (
        competition_id text COLLATE "C" NOT NULL REFERENCES competitions(id),
        seq integer NOT NULL CHECK (seq > 0),
        at text NOT NULL,
        recorded_at text NOT NULL,
        actor text NOT NULL,
        type text NOT NULL,
        payload json NOT NULL,
        supersedes json,
        reason text,
        PRIMARY KEY (competition_id, seq)
      );
      CREATE FUNCTION refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION '% is append-only', TG_ARGV[0]; END $$;
      CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events
        FOR EACH ROW EXECUTE FUNCTION refuse_change('events are');
      CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
        FOR EACH STATEMENT EXECUTE FUNCTION refuse_change('events are');
      CREATE FUNCTION notify_competition_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('${CHANGES_CHANNEL}', json_build_object(
            'schema', TG_TABLE_SCHEMA, 'id', NEW.id, 'lastSeq', NEW.last_seq)::text);
          RETURN NULL;
        END $$;
      CREATE TRIGGER competitions_notify AFTER INSERT OR UPDATE OF last_seq ON competitions
        FOR EACH ROW EXECUTE FUNCTION notify_competition_change();
    `,
  },
  {
    version: 2,
    name: 'clubs, people, roles, sessions, tokens, publication, audit',
    sql: `
      CREATE TABLE clubs (id text COLLATE "C" PRIMARY KEY, name text COLLATE "C" NOT NULL, created_at text NOT NULL);
      CREATE TABLE persons (
        id text COLLATE "C" PRIMARY KEY,
        email text NOT NULL UNIQUE,
        name text NOT NULL,
        password_hash text,
        server_admin boolean NOT NULL DEFAULT false,
        created_at text NOT NULL
      );
      CREATE TABLE memberships (
        club_id text COLLATE "C" NOT NULL REFERENCES clubs(id),
        person_id text COLLATE "C" NOT NULL REFERENCES persons(id),
        role text NOT NULL CHECK (role IN ('admin', 'member')),
        PRIMARY KEY (club_id, person_id)
      );
      CREATE TABLE competition_grants (
        competition_id text COLLATE "C" NOT NULL REFERENCES competitions(id),
        person_id text COLLATE "C" NOT NULL REFERENCES persons(id),
        role text COLLATE "C" NOT NULL CHECK (role IN ('director', 'player')),
        participant_id text,
        PRIMARY KEY (competition_id, person_id, role)
      );
      CREATE TABLE sessions (
        id_hash text PRIMARY KEY,
        person_id text COLLATE "C" NOT NULL REFERENCES persons(id),
        csrf_secret text NOT NULL,
        created_at text NOT NULL,
        expires_at text NOT NULL
      );
      CREATE TABLE tokens (
        hash text PRIMARY KEY,
        purpose text NOT NULL,
        person_id text COLLATE "C" NOT NULL REFERENCES persons(id),
        created_at text NOT NULL,
        expires_at text NOT NULL,
        used_at text,
        data json
      );
      CREATE TABLE publications (
        competition_id text COLLATE "C" PRIMARY KEY REFERENCES competitions(id),
        published boolean NOT NULL
      );
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        at text NOT NULL,
        actor text NOT NULL,
        action text NOT NULL,
        subject text NOT NULL,
        details json
      );
      CREATE INDEX audit_log_subject ON audit_log(subject);
      CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
        FOR EACH ROW EXECUTE FUNCTION refuse_change('the audit log is');
      CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
        FOR EACH STATEMENT EXECUTE FUNCTION refuse_change('the audit log is');
      CREATE FUNCTION notify_publication_change() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('${CHANGES_CHANNEL}', json_build_object(
            'schema', TG_TABLE_SCHEMA, 'publication', NEW.competition_id)::text);
          RETURN NULL;
        END $$;
      CREATE TRIGGER publications_notify AFTER INSERT OR UPDATE ON publications
        FOR EACH ROW EXECUTE FUNCTION notify_publication_change();
    `,
  },
  {
    version: 3,
    name: 'outbox',
    sql: `
      CREATE TABLE outbox (
        id bigserial PRIMARY KEY,
        message_id text NOT NULL UNIQUE,
        kind text NOT NULL,
        recipient text NOT NULL,
        lang text NOT NULL,
        subject text NOT NULL,
        body_text text NOT NULL,
        body_html text,
        headers json,
        person_id text COLLATE "C",
        competition_id text COLLATE "C",
        dedupe_key text UNIQUE,
        secret boolean NOT NULL DEFAULT false,
        created_at text NOT NULL,
        expires_ms bigint,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed', 'expired')),
        attempts integer NOT NULL DEFAULT 0,
        due_ms bigint NOT NULL,
        lease_ms bigint,
        sent_at text,
        last_error text
      );
      CREATE INDEX outbox_due ON outbox(due_ms) WHERE status = 'pending';
      CREATE INDEX outbox_competition ON outbox(competition_id, id);
      CREATE INDEX outbox_person ON outbox(person_id, id);
      CREATE TABLE outbox_attempts (
        id bigserial PRIMARY KEY,
        mail_id bigint NOT NULL REFERENCES outbox(id),
        at text NOT NULL,
        outcome text NOT NULL CHECK (outcome IN ('sent', 'failed')),
        error text
      );
      CREATE INDEX outbox_attempts_mail ON outbox_attempts(mail_id);
    `,
  },
  {
    version: 4,
    name: 'account security: named tokens, invitations, set-up links, rate limits',
    sql: `
      ALTER TABLE tokens ADD COLUMN name text;
      ALTER TABLE tokens ADD COLUMN last_used_at text;
      CREATE INDEX tokens_person ON tokens(person_id, purpose);
      CREATE TABLE invitations (
        id text COLLATE "C" PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        club_id text COLLATE "C" NOT NULL REFERENCES clubs(id),
        email text NOT NULL,
        name text NOT NULL,
        club_role text CHECK (club_role IN ('admin', 'member')),
        competition_id text COLLATE "C" REFERENCES competitions(id),
        competition_role text CHECK (competition_role IN ('director', 'player')),
        participant_id text,
        invited_by text COLLATE "C" NOT NULL REFERENCES persons(id),
        created_at text NOT NULL,
        expires_at text NOT NULL,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'accepted', 'declined', 'withdrawn')),
        answered_at text,
        person_id text COLLATE "C" REFERENCES persons(id),
        CHECK (club_role IS NOT NULL OR competition_role IS NOT NULL)
      );
      CREATE INDEX invitations_email ON invitations(email);
      CREATE INDEX invitations_club ON invitations(club_id);
      CREATE TABLE setup_tokens (
        hash text PRIMARY KEY,
        created_at text NOT NULL,
        expires_at text NOT NULL,
        used_at text
      );
      CREATE TABLE rate_limits (
        key varchar(255) PRIMARY KEY,
        points integer NOT NULL DEFAULT 0,
        expire bigint
      );
    `,
  },
  {
    version: 5,
    name: 'the mailbox: inbound mail, mail steps, reply addresses, secrets, IMAP cursors, mail settings, digests, notice cursors',
    sql: `
      CREATE TABLE inbound_mails (
        id text COLLATE "C" PRIMARY KEY,
        message_id text NOT NULL UNIQUE,
        source text NOT NULL CHECK (source IN ('imap', 'smtp', 'ingest')),
        club_id text COLLATE "C" NOT NULL REFERENCES clubs(id),
        received_at text NOT NULL,
        stored_at text NOT NULL,
        raw bytea NOT NULL,
        size integer NOT NULL,
        status text NOT NULL DEFAULT 'received'
          CHECK (status IN ('received', 'done', 'held', 'ignored', 'rejected')),
        from_address text,
        subject text,
        lang text,
        competition_id text COLLATE "C" REFERENCES competitions(id),
        person_id text COLLATE "C" REFERENCES persons(id),
        participant_id text,
        report json,
        decision json
      );
      CREATE INDEX inbound_mails_pending ON inbound_mails(status, stored_at);
      CREATE INDEX inbound_mails_club ON inbound_mails(club_id, received_at);
      CREATE TABLE mail_steps (
        mail_id text COLLATE "C" NOT NULL REFERENCES inbound_mails(id),
        run integer NOT NULL CHECK (run >= 0),
        step integer NOT NULL CHECK (step >= 0),
        competition_id text COLLATE "C" NOT NULL REFERENCES competitions(id),
        outcome text NOT NULL CHECK (outcome IN ('applied', 'refused')),
        detail json NOT NULL,
        at text NOT NULL,
        PRIMARY KEY (mail_id, run, step)
      );
      CREATE TABLE reply_addresses (
        id text COLLATE "C" PRIMARY KEY,
        competition_id text COLLATE "C" NOT NULL REFERENCES competitions(id),
        person_id text COLLATE "C" NOT NULL REFERENCES persons(id),
        participant_id text,
        context json NOT NULL,
        created_at text NOT NULL
      );
      CREATE TABLE mail_secrets (name text PRIMARY KEY, secret text NOT NULL);
      CREATE TABLE imap_cursors (
        mailbox text PRIMARY KEY,
        uid_validity text NOT NULL,
        last_uid bigint NOT NULL
      );
      CREATE TABLE mail_settings (
        person_id text COLLATE "C" PRIMARY KEY REFERENCES persons(id),
        lang text,
        deliveries json NOT NULL
      );
      CREATE TABLE digest_items (
        id bigserial PRIMARY KEY,
        key text NOT NULL UNIQUE,
        person_id text COLLATE "C" NOT NULL REFERENCES persons(id),
        competition_id text,
        kind text NOT NULL,
        lang text NOT NULL,
        subject text NOT NULL,
        body_text text NOT NULL,
        created_at text NOT NULL,
        sealed boolean NOT NULL DEFAULT false
      );
      CREATE INDEX digest_items_waiting ON digest_items(person_id, id) WHERE NOT sealed;
      CREATE TABLE notice_cursors (competition_id text COLLATE "C" PRIMARY KEY, scanned_until text NOT NULL);
    `,
  },
  {
    version: 6,
    name: "embedding: the origins whose pages may frame a club's embeddable views",
    sql: `ALTER TABLE clubs ADD COLUMN embed_origins text NOT NULL DEFAULT '';`,
  },
  {
    version: 7,
    name: 'snapshots of folded competitions beside their logs (never the truth)',
    sql: `
      CREATE TABLE fold_snapshots (
        competition_id text COLLATE "C" PRIMARY KEY REFERENCES competitions(id),
        seq integer NOT NULL,
        version text NOT NULL,
        data bytea NOT NULL
      );
    `,
  },
  {
    version: 8,
    name: 'notice cursors claimed by one server at a time, found by how far behind they are',
    sql: `
      ALTER TABLE notice_cursors ADD COLUMN claimed_until text;
      CREATE INDEX notice_cursors_behind ON notice_cursors(scanned_until, competition_id);
    `,
  },
  {
    version: 9,
    name: "a competition's join link (its token hashed) and the requests to join that wait for approval",
    sql: `
      CREATE TABLE join_links (
        competition_id text COLLATE "C" PRIMARY KEY REFERENCES competitions(id),
        token_hash text NOT NULL UNIQUE,
        approval boolean NOT NULL,
        created_by text COLLATE "C" NOT NULL REFERENCES persons(id),
        created_at text NOT NULL
      );
      CREATE TABLE join_requests (
        id text COLLATE "C" PRIMARY KEY,
        competition_id text COLLATE "C" NOT NULL REFERENCES competitions(id),
        person_id text COLLATE "C" NOT NULL REFERENCES persons(id),
        name text NOT NULL,
        status text NOT NULL,
        created_at text NOT NULL,
        answered_at text,
        answered_by text
      );
      CREATE UNIQUE INDEX join_requests_pending ON join_requests(competition_id, person_id)
        WHERE status = 'pending';
    `,
  },
  {
    version: 10,
    name: 'notice cursors with the next moment a notice can fall due and the log they saw',
    sql: `
      ALTER TABLE notice_cursors ADD COLUMN next_due text;
      ALTER TABLE notice_cursors ADD COLUMN seen_seq integer;
    `,
  },
];
