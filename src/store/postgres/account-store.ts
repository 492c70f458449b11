/**
 * The PostgreSQL adapter of the AccountStore port, the counterpart of sqlite/account-store.ts.
 * Shares the pool with the event store; every change and its audit entry are written in one
 * transaction.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';
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
import { transaction } from './event-store.js';
import type { PostgresOutboxStore } from './outbox-store.js';

type Row = Record<string, unknown>;

const UNIQUE_VIOLATION = '23505';

const toClub = (r: Row): Club => ({
  id: r.id as string,
  name: r.name as string,
  createdAt: r.created_at as Moment,
});

const toPerson = (r: Row): Person => ({
  id: r.id as string,
  email: r.email as string,
  name: r.name as string,
  passwordHash: (r.password_hash as string | null) ?? null,
  serverAdmin: r.server_admin === true,
  createdAt: r.created_at as Moment,
});

const toMembership = (r: Row): Membership => ({
  clubId: r.club_id as string,
  personId: r.person_id as string,
  role: r.role as Membership['role'],
});

const toToken = (r: Row): OneTimeToken => ({
  hash: r.hash as string,
  purpose: r.purpose as TokenPurpose,
  personId: r.person_id as string,
  createdAt: r.created_at as Moment,
  expiresAt: r.expires_at as Moment,
  ...(r.name !== null ? { name: r.name as string } : {}),
  ...(r.last_used_at !== null ? { lastUsedAt: r.last_used_at as Moment } : {}),
  ...(r.data ? { data: r.data as Record<string, unknown> } : {}),
});

const isEmailTaken = (e: unknown): boolean => {
  const { code, constraint } = e as { code?: string; constraint?: string };
  return code === UNIQUE_VIOLATION && constraint === 'persons_email_key';
};

const INSERT_PERSON =
  'INSERT INTO persons (id, email, name, password_hash, server_admin, created_at) VALUES ($1, $2, $3, $4, $5, $6)';
const personValues = (p: Person) => [p.id, p.email, p.name, p.passwordHash, p.serverAdmin, p.createdAt];

const toGrant = (r: Row): CompetitionGrant => ({
  competitionId: r.competition_id as string,
  personId: r.person_id as string,
  role: r.role as CompetitionRole,
  ...(r.participant_id ? { participantId: r.participant_id as string } : {}),
});

export class PostgresAccountStore implements AccountStore {
  /**
   * Publication, remembered while change notifications flow (index.ts), so that showing a page
   * needs no query: every page view asks. A change by this server makes the entry be read again at
   * once; a change by another server arrives as a notification and does the same.
   */
  private readonly published = new Map<string, boolean>();
  private remembering = false;
  /** Bumped on every forgetting: a read that began before must not be remembered. */
  private generation = 0;

  constructor(
    private readonly pool: pg.Pool,
    private readonly outbox: PostgresOutboxStore,
  ) {}

  /** Whether to remember publication (true while notifications flow); either way starts afresh. */
  rememberPublications(on: boolean): void {
    this.remembering = on;
    this.generation += 1;
    this.published.clear();
  }

  forgetPublication(competitionId: string): void {
    this.generation += 1;
    this.published.delete(competitionId);
  }

  /** Reads run as named statements: each connection parses and plans them once. */
  private async rows(sql: string, values: unknown[] = []): Promise<Row[]> {
    const name = `arbiter-${createHash('sha1').update(sql).digest('hex').slice(0, 16)}`;
    return (await this.pool.query({ name, text: sql, values })).rows as Row[];
  }

  private async write(audit: AuditEntry | undefined, sql: string, values: unknown[]): Promise<void> {
    await this.writeWith(audit, async (client) => {
      await client.query(sql, values);
    });
  }

  /** Runs `fn` and records `audit` in one transaction, unless `applied` says nothing was changed. */
  private async writeWith<T>(
    audit: AuditEntry | undefined,
    fn: (client: pg.PoolClient) => Promise<T>,
    applied: (result: T) => boolean = () => true,
  ): Promise<T> {
    return transaction(this.pool, async (client) => {
      const result = await fn(client);
      if (audit && applied(result)) {
        await client.query(
          'INSERT INTO audit_log (at, actor, action, subject, details) VALUES ($1, $2, $3, $4, $5)',
          [
            audit.at,
            audit.actor,
            audit.action,
            audit.subject,
            audit.details ? JSON.stringify(audit.details) : null,
          ],
        );
      }
      return result;
    });
  }

  async createClub(club: Club, audit: AuditEntry): Promise<void> {
    await this.write(audit, 'INSERT INTO clubs (id, name, created_at) VALUES ($1, $2, $3)', [
      club.id,
      club.name,
      club.createdAt,
    ]);
  }

  async getClub(id: string): Promise<Club | undefined> {
    const [r] = await this.rows('SELECT * FROM clubs WHERE id = $1', [id]);
    return r ? toClub(r) : undefined;
  }

  async listClubs(): Promise<Club[]> {
    return (await this.rows('SELECT * FROM clubs ORDER BY name')).map(toClub);
  }

  async createPerson(person: Person, audit: AuditEntry): Promise<void> {
    try {
      await this.write(audit, INSERT_PERSON, personValues(person));
    } catch (e) {
      if (isEmailTaken(e)) throw new EmailTaken(person.email);
      throw e;
    }
  }

  async getPerson(id: string): Promise<Person | undefined> {
    const [r] = await this.rows('SELECT * FROM persons WHERE id = $1', [id]);
    return r ? toPerson(r) : undefined;
  }

  async findPersonByEmail(email: string): Promise<Person | undefined> {
    const [r] = await this.rows('SELECT * FROM persons WHERE email = $1', [email.toLowerCase()]);
    return r ? toPerson(r) : undefined;
  }

  async listPersons(): Promise<Person[]> {
    return (await this.rows('SELECT * FROM persons ORDER BY id')).map(toPerson);
  }

  async setPassword(
    personId: string,
    passwordHash: string,
    audit: AuditEntry,
    keepSession?: string,
  ): Promise<void> {
    await this.writeWith(audit, async (client) => {
      await client.query('UPDATE persons SET password_hash = $1 WHERE id = $2', [passwordHash, personId]);
      await client.query('DELETE FROM sessions WHERE person_id = $1 AND id_hash <> $2', [
        personId,
        keepSession ?? '',
      ]);
      await client.query('UPDATE tokens SET used_at = $1 WHERE person_id = $2 AND used_at IS NULL', [
        audit.at,
        personId,
      ]);
    });
  }

  async rehashPassword(personId: string, from: string, to: string, audit: AuditEntry): Promise<void> {
    await this.write(audit, 'UPDATE persons SET password_hash = $1 WHERE id = $2 AND password_hash = $3', [
      to,
      personId,
      from,
    ]);
  }

  async hasServerAdmin(): Promise<boolean> {
    return (await this.rows('SELECT 1 FROM persons WHERE server_admin LIMIT 1')).length > 0;
  }

  async updatePersonName(personId: string, name: string, audit: AuditEntry): Promise<void> {
    await this.write(audit, 'UPDATE persons SET name = $1 WHERE id = $2', [name, personId]);
  }

  async setMembership(m: Membership, audit: AuditEntry): Promise<void> {
    await this.write(
      audit,
      'INSERT INTO memberships (club_id, person_id, role) VALUES ($1, $2, $3) ON CONFLICT (club_id, person_id) DO UPDATE SET role = excluded.role',
      [m.clubId, m.personId, m.role],
    );
  }

  async removeMembership(clubId: string, personId: string, audit: AuditEntry): Promise<void> {
    await this.write(audit, 'DELETE FROM memberships WHERE club_id = $1 AND person_id = $2', [
      clubId,
      personId,
    ]);
  }

  async membershipsOf(personId: string): Promise<Membership[]> {
    return (
      await this.rows('SELECT * FROM memberships WHERE person_id = $1 ORDER BY club_id', [personId])
    ).map(toMembership);
  }

  async membersOf(clubId: string): Promise<Membership[]> {
    return (await this.rows('SELECT * FROM memberships WHERE club_id = $1 ORDER BY person_id', [clubId])).map(
      toMembership,
    );
  }

  async grant(g: CompetitionGrant, audit: AuditEntry): Promise<void> {
    await this.write(
      audit,
      `INSERT INTO competition_grants (competition_id, person_id, role, participant_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (competition_id, person_id, role) DO UPDATE SET participant_id = excluded.participant_id`,
      [g.competitionId, g.personId, g.role, g.participantId ?? null],
    );
  }

  async revoke(
    competitionId: string,
    personId: string,
    role: CompetitionRole,
    audit: AuditEntry,
  ): Promise<void> {
    await this.write(
      audit,
      'DELETE FROM competition_grants WHERE competition_id = $1 AND person_id = $2 AND role = $3',
      [competitionId, personId, role],
    );
  }

  async grantsOf(personId: string): Promise<CompetitionGrant[]> {
    return (
      await this.rows('SELECT * FROM competition_grants WHERE person_id = $1 ORDER BY competition_id, role', [
        personId,
      ])
    ).map(toGrant);
  }

  async grantsIn(competitionId: string): Promise<CompetitionGrant[]> {
    return (
      await this.rows('SELECT * FROM competition_grants WHERE competition_id = $1 ORDER BY person_id, role', [
        competitionId,
      ])
    ).map(toGrant);
  }

  async createSession(s: Session): Promise<void> {
    await this.pool.query(
      'INSERT INTO sessions (id_hash, person_id, csrf_secret, created_at, expires_at) VALUES ($1, $2, $3, $4, $5)',
      [s.idHash, s.personId, s.csrfSecret, s.createdAt, s.expiresAt],
    );
  }

  async getSession(idHash: string): Promise<Session | undefined> {
    const [r] = await this.rows('SELECT * FROM sessions WHERE id_hash = $1', [idHash]);
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
    await this.pool.query('DELETE FROM sessions WHERE id_hash = $1', [idHash]);
  }

  async createToken(t: OneTimeToken, mails: readonly OutgoingMail[] = []): Promise<void> {
    await transaction(this.pool, async (client) => {
      await client.query(
        'INSERT INTO tokens (hash, purpose, person_id, created_at, expires_at, name, data) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [
          t.hash,
          t.purpose,
          t.personId,
          t.createdAt,
          t.expiresAt,
          t.name ?? null,
          t.data ? JSON.stringify(t.data) : null,
        ],
      );
      await this.outbox.insert(client, mails, t.createdAt);
    });
  }

  async consumeToken(hash: string, purpose: TokenPurpose, now: Moment): Promise<OneTimeToken | undefined> {
    return transaction(this.pool, async (client) => {
      // FOR UPDATE: a concurrent use waits, then no longer finds the token unused.
      const [r] = (
        await client.query(
          'SELECT * FROM tokens WHERE hash = $1 AND purpose = $2 AND used_at IS NULL FOR UPDATE',
          [hash, purpose],
        )
      ).rows as Row[];
      if (!r || Date.parse(r.expires_at as string) <= Date.parse(now)) return undefined;
      await client.query('UPDATE tokens SET used_at = $1 WHERE hash = $2', [now, hash]);
      return toToken(r);
    });
  }

  async findToken(hash: string, purpose: TokenPurpose, now: Moment): Promise<OneTimeToken | undefined> {
    const [r] = await this.rows('SELECT * FROM tokens WHERE hash = $1 AND purpose = $2 AND used_at IS NULL', [
      hash,
      purpose,
    ]);
    if (!r || Date.parse(r.expires_at as string) <= Date.parse(now)) return undefined;
    return toToken(r);
  }

  async tokensOf(personId: string, purpose: TokenPurpose): Promise<OneTimeToken[]> {
    return (
      await this.rows(
        'SELECT * FROM tokens WHERE person_id = $1 AND purpose = $2 AND used_at IS NULL ORDER BY created_at DESC, hash',
        [personId, purpose],
      )
    ).map(toToken);
  }

  async revokeToken(personId: string, hash: string, audit: AuditEntry): Promise<boolean> {
    return this.writeWith(
      audit,
      async (client) => {
        const updated = await client.query(
          'UPDATE tokens SET used_at = $1 WHERE hash = $2 AND person_id = $3 AND used_at IS NULL',
          [audit.at, hash, personId],
        );
        return (updated.rowCount ?? 0) > 0;
      },
      (revoked) => revoked,
    );
  }

  async touchToken(hash: string, at: Moment): Promise<void> {
    await this.pool.query('UPDATE tokens SET last_used_at = $1 WHERE hash = $2', [at, hash]);
  }

  async createInvitation(
    invitation: Invitation,
    mails: readonly OutgoingMail[],
    audit: AuditEntry,
  ): Promise<void> {
    await this.writeWith(audit, async (client) => {
      await client.query(
        `INSERT INTO invitations (${INVITATION_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
        invitationValues(invitation),
      );
      await this.outbox.insert(client, mails, invitation.createdAt);
    });
  }

  async findInvitation(
    by: { readonly id: string } | { readonly tokenHash: string },
  ): Promise<Invitation | undefined> {
    const [r] =
      'id' in by
        ? await this.rows('SELECT * FROM invitations WHERE id = $1', [by.id])
        : await this.rows('SELECT * FROM invitations WHERE token_hash = $1', [by.tokenHash]);
    return r ? toInvitation(r) : undefined;
  }

  async invitationsTo(email: string): Promise<Invitation[]> {
    return (
      await this.rows(
        "SELECT * FROM invitations WHERE email = $1 AND status = 'pending' ORDER BY created_at DESC, id",
        [email.toLowerCase()],
      )
    ).map(toInvitation);
  }

  async invitationsOf(clubId: string): Promise<Invitation[]> {
    return (
      await this.rows('SELECT * FROM invitations WHERE club_id = $1 ORDER BY created_at DESC, id', [clubId])
    ).map(toInvitation);
  }

  async acceptInvitation(
    id: string,
    personId: string,
    audit: AuditEntry,
    newPerson?: Person,
  ): Promise<boolean> {
    try {
      return await this.writeWith(
        audit,
        async (client) => {
          const [r] = (
            await client.query("SELECT * FROM invitations WHERE id = $1 AND status = 'pending' FOR UPDATE", [
              id,
            ])
          ).rows as Row[];
          if (!isLive(r, audit.at)) return false;
          const invitation = toInvitation(r);
          if (newPerson) await client.query(INSERT_PERSON, personValues(newPerson));
          if (invitation.clubRole) {
            await client.query(
              `INSERT INTO memberships (club_id, person_id, role) VALUES ($1, $2, $3)
             ON CONFLICT (club_id, person_id) DO UPDATE
             SET role = CASE WHEN memberships.role = 'admin' THEN 'admin' ELSE excluded.role END`,
              [invitation.clubId, personId, invitation.clubRole],
            );
          }
          if (invitation.grant) {
            await client.query(
              `INSERT INTO competition_grants (competition_id, person_id, role, participant_id) VALUES ($1, $2, $3, $4)
             ON CONFLICT (competition_id, person_id, role) DO UPDATE SET participant_id = excluded.participant_id`,
              [
                invitation.grant.competitionId,
                personId,
                invitation.grant.role,
                invitation.grant.participantId ?? null,
              ],
            );
          }
          await client.query(
            "UPDATE invitations SET status = 'accepted', answered_at = $1, person_id = $2 WHERE id = $3",
            [audit.at, personId, id],
          );
          return true;
        },
        (accepted) => accepted,
      );
    } catch (e) {
      if (newPerson && isEmailTaken(e)) throw new EmailTaken(newPerson.email);
      throw e;
    }
  }

  async closeInvitation(id: string, status: 'declined' | 'withdrawn', audit: AuditEntry): Promise<boolean> {
    return this.writeWith(
      audit,
      async (client) => {
        const updated = await client.query(
          "UPDATE invitations SET status = $1, answered_at = $2 WHERE id = $3 AND status = 'pending'",
          [status, audit.at, id],
        );
        return (updated.rowCount ?? 0) > 0;
      },
      (closed) => closed,
    );
  }

  async createSetupToken(hash: string, createdAt: Moment, expiresAt: Moment): Promise<void> {
    await this.pool.query('INSERT INTO setup_tokens (hash, created_at, expires_at) VALUES ($1, $2, $3)', [
      hash,
      createdAt,
      expiresAt,
    ]);
  }

  async completeSetup(hash: string, admin: Person, audit: AuditEntry): Promise<SetupOutcome> {
    try {
      return await this.writeWith(
        audit,
        async (client): Promise<SetupOutcome> => {
          // One set-up at a time, whichever server and link: the first admin is created once.
          await client.query("SELECT pg_advisory_xact_lock(hashtext(current_schema() || ':arbiter-setup'))");
          if ((await client.query('SELECT 1 FROM persons WHERE server_admin LIMIT 1')).rowCount)
            return 'done-already';
          const [r] = (
            await client.query('SELECT * FROM setup_tokens WHERE hash = $1 AND used_at IS NULL', [hash])
          ).rows as Row[];
          if (!isLive(r, audit.at)) return 'invalid';
          await client.query(INSERT_PERSON, personValues(admin));
          await client.query('UPDATE setup_tokens SET used_at = $1 WHERE hash = $2', [audit.at, hash]);
          return 'created';
        },
        (outcome) => outcome === 'created',
      );
    } catch (e) {
      if (isEmailTaken(e)) throw new EmailTaken(admin.email);
      throw e;
    }
  }

  async setPublished(competitionId: string, published: boolean, audit: AuditEntry): Promise<void> {
    this.forgetPublication(competitionId);
    await this.write(
      audit,
      'INSERT INTO publications (competition_id, published) VALUES ($1, $2) ON CONFLICT (competition_id) DO UPDATE SET published = excluded.published',
      [competitionId, published],
    );
    this.forgetPublication(competitionId);
  }

  async isPublished(competitionId: string): Promise<boolean> {
    const known = this.published.get(competitionId);
    if (known !== undefined) return known;
    const generation = this.generation;
    const [r] = await this.rows('SELECT published FROM publications WHERE competition_id = $1', [
      competitionId,
    ]);
    const published = r?.published === true;
    if (this.remembering && generation === this.generation) this.published.set(competitionId, published);
    return published;
  }

  async embedOrigins(clubId: string): Promise<string[]> {
    const [r] = await this.rows('SELECT embed_origins FROM clubs WHERE id = $1', [clubId]);
    return String(r?.embed_origins ?? '')
      .split(' ')
      .filter((o) => o !== '');
  }

  async setEmbedOrigins(clubId: string, origins: readonly string[], audit: AuditEntry): Promise<void> {
    await this.write(audit, 'UPDATE clubs SET embed_origins = $1 WHERE id = $2', [origins.join(' '), clubId]);
  }

  async auditLog(subject?: string, limit = 200): Promise<AuditEntry[]> {
    const rows =
      subject === undefined
        ? await this.rows('SELECT * FROM audit_log ORDER BY id DESC LIMIT $1', [limit])
        : await this.rows('SELECT * FROM audit_log WHERE subject = $1 ORDER BY id DESC LIMIT $2', [
            subject,
            limit,
          ]);
    return rows.map((r) => ({
      at: r.at as Moment,
      actor: r.actor as string,
      action: r.action as string,
      subject: r.subject as string,
      ...(r.details ? { details: r.details as Record<string, unknown> } : {}),
    }));
  }
}
