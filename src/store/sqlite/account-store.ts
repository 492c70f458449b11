/**
 * The SQLite adapter of the AccountStore port. Shares the database (and its durability settings)
 * with the event store; every change and its audit entry are written in one transaction.
 */
import type Database from 'better-sqlite3';
import type { Moment } from '../../core/types.js';
import {
  type AccountStore,
  type AuditEntry,
  type Club,
  type CompetitionGrant,
  type CompetitionRole,
  EmailTaken,
  type Invitation,
  type Membership,
  type OneTimeToken,
  type Person,
  type Session,
  type SetupOutcome,
  type TokenPurpose,
} from '../accounts.js';
import { INVITATION_COLUMNS, invitationValues, isLive, toInvitation } from '../invitation-rows.js';
import type { OutgoingMail } from '../outbox.js';
import type { SqliteOutboxStore } from './outbox-store.js';

type Row = Record<string, unknown>;

const toPerson = (r: Row): Person => ({
  id: r.id as string,
  email: r.email as string,
  name: r.name as string,
  passwordHash: (r.password_hash as string | null) ?? null,
  serverAdmin: r.server_admin === 1,
  createdAt: r.created_at as Moment,
});

const toToken = (r: Row): OneTimeToken => ({
  hash: r.hash as string,
  purpose: r.purpose as TokenPurpose,
  personId: r.person_id as string,
  createdAt: r.created_at as Moment,
  expiresAt: r.expires_at as Moment,
  ...(r.name !== null ? { name: r.name as string } : {}),
  ...(r.last_used_at !== null ? { lastUsedAt: r.last_used_at as Moment } : {}),
  ...(r.data ? { data: JSON.parse(r.data as string) } : {}),
});

const toGrant = (r: Row): CompetitionGrant => ({
  competitionId: r.competition_id as string,
  personId: r.person_id as string,
  role: r.role as CompetitionRole,
  ...(r.participant_id ? { participantId: r.participant_id as string } : {}),
});

export class SqliteAccountStore implements AccountStore {
  /** Prepared once: preparing costs more than running most of these statements. */
  private readonly statements = new Map<string, Database.Statement>();

  constructor(
    private readonly db: Database.Database,
    private readonly outbox: SqliteOutboxStore,
  ) {}

  private sql(text: string): Database.Statement {
    let statement = this.statements.get(text);
    if (!statement) this.statements.set(text, (statement = this.db.prepare(text)));
    return statement;
  }

  /**
   * Runs `fn` in one IMMEDIATE transaction and records `audit` with it, unless `applied` says that
   * nothing was changed.
   */
  private write<T>(
    audit: AuditEntry | undefined,
    fn: () => T,
    applied: (result: T) => boolean = () => true,
  ): T {
    return this.db
      .transaction(() => {
        const result = fn();
        if (audit && applied(result)) {
          this.sql('INSERT INTO audit_log (at, actor, action, subject, details) VALUES (?, ?, ?, ?, ?)').run(
            audit.at,
            audit.actor,
            audit.action,
            audit.subject,
            audit.details ? JSON.stringify(audit.details) : null,
          );
        }
        return result;
      })
      .immediate();
  }

  async createClub(club: Club, audit: AuditEntry): Promise<void> {
    this.write(audit, () => {
      this.sql('INSERT INTO clubs (id, name, created_at) VALUES (?, ?, ?)').run(
        club.id,
        club.name,
        club.createdAt,
      );
    });
  }

  async getClub(id: string): Promise<Club | undefined> {
    const r = this.sql('SELECT * FROM clubs WHERE id = ?').get(id) as Row | undefined;
    return r ? { id: r.id as string, name: r.name as string, createdAt: r.created_at as Moment } : undefined;
  }

  async listClubs(): Promise<Club[]> {
    return (this.sql('SELECT * FROM clubs ORDER BY name').all() as Row[]).map((r) => ({
      id: r.id as string,
      name: r.name as string,
      createdAt: r.created_at as Moment,
    }));
  }

  private insertPerson(person: Person): void {
    this.sql(
      'INSERT INTO persons (id, email, name, password_hash, server_admin, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    ).run(
      person.id,
      person.email,
      person.name,
      person.passwordHash,
      person.serverAdmin ? 1 : 0,
      person.createdAt,
    );
  }

  async createPerson(person: Person, audit: AuditEntry): Promise<void> {
    try {
      this.write(audit, () => this.insertPerson(person));
    } catch (e) {
      if ((e as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw new EmailTaken(person.email);
      throw e;
    }
  }

  async getPerson(id: string): Promise<Person | undefined> {
    const r = this.sql('SELECT * FROM persons WHERE id = ?').get(id) as Row | undefined;
    return r ? toPerson(r) : undefined;
  }

  async findPersonByEmail(email: string): Promise<Person | undefined> {
    const r = this.sql('SELECT * FROM persons WHERE email = ?').get(email.toLowerCase()) as Row | undefined;
    return r ? toPerson(r) : undefined;
  }

  async listPersons(): Promise<Person[]> {
    return (this.sql('SELECT * FROM persons ORDER BY id').all() as Row[]).map(toPerson);
  }

  async setPassword(
    personId: string,
    passwordHash: string,
    audit: AuditEntry,
    keepSession?: string,
  ): Promise<void> {
    this.write(audit, () => {
      this.sql('UPDATE persons SET password_hash = ? WHERE id = ?').run(passwordHash, personId);
      this.sql('DELETE FROM sessions WHERE person_id = ? AND id_hash <> ?').run(personId, keepSession ?? '');
      this.sql('UPDATE tokens SET used_at = ? WHERE person_id = ? AND used_at IS NULL').run(
        audit.at,
        personId,
      );
    });
  }

  async rehashPassword(personId: string, from: string, to: string, audit: AuditEntry): Promise<void> {
    this.write(audit, () => {
      this.sql('UPDATE persons SET password_hash = ? WHERE id = ? AND password_hash = ?').run(
        to,
        personId,
        from,
      );
    });
  }

  async hasServerAdmin(): Promise<boolean> {
    return this.sql('SELECT 1 FROM persons WHERE server_admin = 1 LIMIT 1').get() !== undefined;
  }

  async updatePersonName(personId: string, name: string, audit: AuditEntry): Promise<void> {
    this.write(audit, () => {
      this.sql('UPDATE persons SET name = ? WHERE id = ?').run(name, personId);
    });
  }

  async setMembership(m: Membership, audit: AuditEntry): Promise<void> {
    this.write(audit, () => {
      this.sql(
        'INSERT INTO memberships (club_id, person_id, role) VALUES (?, ?, ?) ON CONFLICT (club_id, person_id) DO UPDATE SET role = excluded.role',
      ).run(m.clubId, m.personId, m.role);
    });
  }

  async removeMembership(clubId: string, personId: string, audit: AuditEntry): Promise<void> {
    this.write(audit, () => {
      this.sql('DELETE FROM memberships WHERE club_id = ? AND person_id = ?').run(clubId, personId);
    });
  }

  async membershipsOf(personId: string): Promise<Membership[]> {
    return (
      this.sql('SELECT * FROM memberships WHERE person_id = ? ORDER BY club_id').all(personId) as Row[]
    ).map((r) => ({
      clubId: r.club_id as string,
      personId: r.person_id as string,
      role: r.role as Membership['role'],
    }));
  }

  async membersOf(clubId: string): Promise<Membership[]> {
    return (
      this.sql('SELECT * FROM memberships WHERE club_id = ? ORDER BY person_id').all(clubId) as Row[]
    ).map((r) => ({
      clubId: r.club_id as string,
      personId: r.person_id as string,
      role: r.role as Membership['role'],
    }));
  }

  async grant(g: CompetitionGrant, audit: AuditEntry): Promise<void> {
    this.write(audit, () => {
      this.sql(
        `INSERT INTO competition_grants (competition_id, person_id, role, participant_id) VALUES (?, ?, ?, ?)
           ON CONFLICT (competition_id, person_id, role) DO UPDATE SET participant_id = excluded.participant_id`,
      ).run(g.competitionId, g.personId, g.role, g.participantId ?? null);
    });
  }

  async revoke(
    competitionId: string,
    personId: string,
    role: CompetitionRole,
    audit: AuditEntry,
  ): Promise<void> {
    this.write(audit, () => {
      this.sql('DELETE FROM competition_grants WHERE competition_id = ? AND person_id = ? AND role = ?').run(
        competitionId,
        personId,
        role,
      );
    });
  }

  async grantsOf(personId: string): Promise<CompetitionGrant[]> {
    return (
      this.sql('SELECT * FROM competition_grants WHERE person_id = ? ORDER BY competition_id, role').all(
        personId,
      ) as Row[]
    ).map(toGrant);
  }

  async grantsIn(competitionId: string): Promise<CompetitionGrant[]> {
    return (
      this.sql('SELECT * FROM competition_grants WHERE competition_id = ? ORDER BY person_id, role').all(
        competitionId,
      ) as Row[]
    ).map(toGrant);
  }

  async createSession(s: Session): Promise<void> {
    this.sql(
      'INSERT INTO sessions (id_hash, person_id, csrf_secret, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
    ).run(s.idHash, s.personId, s.csrfSecret, s.createdAt, s.expiresAt);
  }

  async getSession(idHash: string): Promise<Session | undefined> {
    const r = this.sql('SELECT * FROM sessions WHERE id_hash = ?').get(idHash) as Row | undefined;
    return r
      ? {
          idHash: r.id_hash as string,
          personId: r.person_id as string,
          csrfSecret: r.csrf_secret as string,
          createdAt: r.created_at as Moment,
          expiresAt: r.expires_at as Moment,
        }
      : undefined;
  }

  async deleteSession(idHash: string): Promise<void> {
    this.sql('DELETE FROM sessions WHERE id_hash = ?').run(idHash);
  }

  async createToken(t: OneTimeToken, mails: readonly OutgoingMail[] = []): Promise<void> {
    this.write(undefined, () => {
      this.sql(
        'INSERT INTO tokens (hash, purpose, person_id, created_at, expires_at, name, data) VALUES (?, ?, ?, ?, ?, ?, ?)',
      ).run(
        t.hash,
        t.purpose,
        t.personId,
        t.createdAt,
        t.expiresAt,
        t.name ?? null,
        t.data ? JSON.stringify(t.data) : null,
      );
      this.outbox.insert(mails, t.createdAt);
    });
  }

  async consumeToken(hash: string, purpose: TokenPurpose, now: Moment): Promise<OneTimeToken | undefined> {
    let found: OneTimeToken | undefined;
    this.db
      .transaction(() => {
        const r = this.sql('SELECT * FROM tokens WHERE hash = ? AND purpose = ? AND used_at IS NULL').get(
          hash,
          purpose,
        ) as Row | undefined;
        if (!r || Date.parse(r.expires_at as string) <= Date.parse(now)) return;
        this.sql('UPDATE tokens SET used_at = ? WHERE hash = ?').run(now, hash);
        found = toToken(r);
      })
      .immediate();
    return found;
  }

  async findToken(hash: string, purpose: TokenPurpose, now: Moment): Promise<OneTimeToken | undefined> {
    const r = this.sql('SELECT * FROM tokens WHERE hash = ? AND purpose = ? AND used_at IS NULL').get(
      hash,
      purpose,
    ) as Row | undefined;
    if (!r || Date.parse(r.expires_at as string) <= Date.parse(now)) return undefined;
    return toToken(r);
  }

  async tokensOf(personId: string, purpose: TokenPurpose): Promise<OneTimeToken[]> {
    return (
      this.sql(
        'SELECT * FROM tokens WHERE person_id = ? AND purpose = ? AND used_at IS NULL ORDER BY created_at DESC, hash',
      ).all(personId, purpose) as Row[]
    ).map(toToken);
  }

  async revokeToken(personId: string, hash: string, audit: AuditEntry): Promise<boolean> {
    return this.write(
      audit,
      () =>
        this.sql('UPDATE tokens SET used_at = ? WHERE hash = ? AND person_id = ? AND used_at IS NULL').run(
          audit.at,
          hash,
          personId,
        ).changes > 0,
      (revoked) => revoked,
    );
  }

  async touchToken(hash: string, at: Moment): Promise<void> {
    this.sql('UPDATE tokens SET last_used_at = ? WHERE hash = ?').run(at, hash);
  }

  async createInvitation(
    invitation: Invitation,
    mails: readonly OutgoingMail[],
    audit: AuditEntry,
  ): Promise<void> {
    this.write(audit, () => {
      this.sql(
        `INSERT INTO invitations (${INVITATION_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).run(...invitationValues(invitation));
      this.outbox.insert(mails, invitation.createdAt);
    });
  }

  async findInvitation(
    by: { readonly id: string } | { readonly tokenHash: string },
  ): Promise<Invitation | undefined> {
    const r = (
      'id' in by
        ? this.sql('SELECT * FROM invitations WHERE id = ?').get(by.id)
        : this.sql('SELECT * FROM invitations WHERE token_hash = ?').get(by.tokenHash)
    ) as Row | undefined;
    return r ? toInvitation(r) : undefined;
  }

  async invitationsTo(email: string): Promise<Invitation[]> {
    return (
      this.sql(
        "SELECT * FROM invitations WHERE email = ? AND status = 'pending' ORDER BY created_at DESC, id",
      ).all(email.toLowerCase()) as Row[]
    ).map(toInvitation);
  }

  async invitationsOf(clubId: string): Promise<Invitation[]> {
    return (
      this.sql('SELECT * FROM invitations WHERE club_id = ? ORDER BY created_at DESC, id').all(
        clubId,
      ) as Row[]
    ).map(toInvitation);
  }

  async acceptInvitation(
    id: string,
    personId: string,
    audit: AuditEntry,
    newPerson?: Person,
  ): Promise<boolean> {
    try {
      return this.write(
        audit,
        () => {
          const r = this.sql("SELECT * FROM invitations WHERE id = ? AND status = 'pending'").get(id) as
            | Row
            | undefined;
          if (!isLive(r, audit.at)) return false;
          const invitation = toInvitation(r);
          if (newPerson) this.insertPerson(newPerson);
          if (invitation.clubRole) {
            this.sql(
              `INSERT INTO memberships (club_id, person_id, role) VALUES (?, ?, ?)
               ON CONFLICT (club_id, person_id) DO UPDATE SET role = CASE WHEN role = 'admin' THEN 'admin' ELSE excluded.role END`,
            ).run(invitation.clubId, personId, invitation.clubRole);
          }
          if (invitation.grant) {
            const { competitionId, role, participantId } = invitation.grant;
            this.sql(
              `INSERT INTO competition_grants (competition_id, person_id, role, participant_id) VALUES (?, ?, ?, ?)
                 ON CONFLICT (competition_id, person_id, role) DO UPDATE SET participant_id = excluded.participant_id`,
            ).run(competitionId, personId, role, participantId ?? null);
          }
          this.sql(
            "UPDATE invitations SET status = 'accepted', answered_at = ?, person_id = ? WHERE id = ?",
          ).run(audit.at, personId, id);
          return true;
        },
        (accepted) => accepted,
      );
    } catch (e) {
      if (newPerson && (e as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE')
        throw new EmailTaken(newPerson.email);
      throw e;
    }
  }

  async closeInvitation(id: string, status: 'declined' | 'withdrawn', audit: AuditEntry): Promise<boolean> {
    return this.write(
      audit,
      () =>
        this.sql(
          "UPDATE invitations SET status = ?, answered_at = ? WHERE id = ? AND status = 'pending'",
        ).run(status, audit.at, id).changes > 0,
      (closed) => closed,
    );
  }

  async createSetupToken(hash: string, createdAt: Moment, expiresAt: Moment): Promise<void> {
    this.sql('INSERT INTO setup_tokens (hash, created_at, expires_at) VALUES (?, ?, ?)').run(
      hash,
      createdAt,
      expiresAt,
    );
  }

  async completeSetup(hash: string, admin: Person, audit: AuditEntry): Promise<SetupOutcome> {
    try {
      return this.write(
        audit,
        (): SetupOutcome => {
          if (this.sql('SELECT 1 FROM persons WHERE server_admin = 1 LIMIT 1').get()) return 'done-already';
          const r = this.sql('SELECT * FROM setup_tokens WHERE hash = ? AND used_at IS NULL').get(hash) as
            | Row
            | undefined;
          if (!isLive(r, audit.at)) return 'invalid';
          this.insertPerson(admin);
          this.sql('UPDATE setup_tokens SET used_at = ? WHERE hash = ?').run(audit.at, hash);
          return 'created';
        },
        (outcome) => outcome === 'created',
      );
    } catch (e) {
      if ((e as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') throw new EmailTaken(admin.email);
      throw e;
    }
  }

  async setPublished(competitionId: string, published: boolean, audit: AuditEntry): Promise<void> {
    this.write(audit, () => {
      this.sql(
        'INSERT INTO publications (competition_id, published) VALUES (?, ?) ON CONFLICT (competition_id) DO UPDATE SET published = excluded.published',
      ).run(competitionId, published ? 1 : 0);
    });
  }

  async isPublished(competitionId: string): Promise<boolean> {
    const r = this.sql('SELECT published FROM publications WHERE competition_id = ?').get(competitionId) as
      | Row
      | undefined;
    return r?.published === 1;
  }

  async embedOrigins(clubId: string): Promise<string[]> {
    const r = this.sql('SELECT embed_origins FROM clubs WHERE id = ?').get(clubId) as Row | undefined;
    return String(r?.embed_origins ?? '')
      .split(' ')
      .filter((o) => o !== '');
  }

  async setEmbedOrigins(clubId: string, origins: readonly string[], audit: AuditEntry): Promise<void> {
    this.write(audit, () => {
      this.sql('UPDATE clubs SET embed_origins = ? WHERE id = ?').run(origins.join(' '), clubId);
    });
  }

  async auditLog(subject?: string, limit = 200): Promise<AuditEntry[]> {
    const rows = (
      subject === undefined
        ? this.sql('SELECT * FROM audit_log ORDER BY id DESC LIMIT ?').all(limit)
        : this.sql('SELECT * FROM audit_log WHERE subject = ? ORDER BY id DESC LIMIT ?').all(subject, limit)
    ) as Row[];
    return rows.map((r) => ({
      at: r.at as Moment,
      actor: r.actor as string,
      action: r.action as string,
      subject: r.subject as string,
      ...(r.details ? { details: JSON.parse(r.details as string) } : {}),
    }));
  }
}
