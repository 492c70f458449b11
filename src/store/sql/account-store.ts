/**
 * The AccountStore port's queries, once for both adapters (sqlite/account-store.ts and
 * postgres/account-store.ts choose the runner). Every change and its audit entry are written in
 * one transaction.
 */
import type { Moment } from '../../core/types.js';
import {
  type AccountStore,
  type AuditEntry,
  type Club,
  type CompetitionGrant,
  type CompetitionRole,
  EmailTaken,
  type Invitation,
  type JoinLink,
  type JoinRequest,
  type JoinRequestStatus,
  type Membership,
  type OneTimeToken,
  type Person,
  type Session,
  type SetupOutcome,
  type TokenPurpose,
} from '../accounts.js';
import {
  INVITATION_COLUMNS,
  invitationValues,
  isLive,
  toInvitation,
  toJoinLink,
  toJoinRequest,
} from '../invitation-rows.js';
import type { OutgoingMail } from '../outbox.js';
import { fromColumns } from '../rows.js';
import { insertMails } from './outbox-store.js';
import { all, change, one, type Row, type SqlRunner, type Work } from './runner.js';

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
  serverAdmin: r.server_admin === true || r.server_admin === 1,
  createdAt: r.created_at as Moment,
});

const toMembership = (r: Row): Membership => ({
  clubId: r.club_id as string,
  personId: r.person_id as string,
  role: r.role as Membership['role'],
});

const toGrant = (r: Row): CompetitionGrant => ({
  competitionId: r.competition_id as string,
  personId: r.person_id as string,
  role: r.role as CompetitionRole,
  ...(r.participant_id ? { participantId: r.participant_id as string } : {}),
});

const toSession = (r: Row): Session => ({
  idHash: r.id_hash as string,
  personId: r.person_id as string,
  csrfSecret: r.csrf_secret as string,
  createdAt: r.created_at as Moment,
  expiresAt: r.expires_at as Moment,
});

const insertPerson = (p: Person) =>
  change(
    'INSERT INTO persons (id, email, name, password_hash, server_admin, created_at) VALUES (?, ?, ?, ?, ?, ?)',
    p.id,
    p.email,
    p.name,
    p.passwordHash,
    p.serverAdmin,
    p.createdAt,
  );

const upsertGrant = (g: Omit<CompetitionGrant, 'personId'>, personId: string) =>
  change(
    `INSERT INTO competition_grants (competition_id, person_id, role, participant_id) VALUES (?, ?, ?, ?)
     ON CONFLICT (competition_id, person_id, role) DO UPDATE SET participant_id = excluded.participant_id`,
    g.competitionId,
    personId,
    g.role,
    g.participantId ?? null,
  );

export class SqlAccountStore implements AccountStore {
  constructor(protected readonly db: SqlRunner) {}

  private readonly toToken = (r: Row): OneTimeToken => ({
    ...fromColumns<OneTimeToken>(
      r,
      ['hash', 'purpose', 'personId', 'createdAt', 'expiresAt'],
      ['name', 'lastUsedAt'],
    ),
    ...(r.data ? { data: this.db.fromJson(r.data) as Record<string, unknown> } : {}),
  });

  /** Runs `work` and records `audit` in one transaction, unless `applied` says nothing was changed. */
  private write<T>(
    audit: AuditEntry | undefined,
    work: Work<T>,
    applied: (result: T) => boolean = () => true,
  ): Promise<T> {
    return this.db.transaction(audited(audit, work, applied));
  }

  /** `write`, with a person's e-mail address already taken reported as `EmailTaken`. */
  private async writePerson<T>(
    person: Person | undefined,
    audit: AuditEntry,
    work: Work<T>,
    applied?: (result: T) => boolean,
  ): Promise<T> {
    try {
      return await this.write(audit, work, applied);
    } catch (e) {
      if (person && this.db.isUniqueViolation(e, 'persons', 'email')) throw new EmailTaken(person.email);
      throw e;
    }
  }

  async createClub(club: Club, audit: AuditEntry): Promise<void> {
    await this.write(
      audit,
      change('INSERT INTO clubs (id, name, created_at) VALUES (?, ?, ?)', club.id, club.name, club.createdAt),
    );
  }

  async getClub(id: string): Promise<Club | undefined> {
    const r = await this.db.run(one('SELECT * FROM clubs WHERE id = ?', id));
    return r ? toClub(r) : undefined;
  }

  async listClubs(): Promise<Club[]> {
    return (await this.db.run(all('SELECT * FROM clubs ORDER BY name'))).map(toClub);
  }

  async createPerson(person: Person, audit: AuditEntry): Promise<void> {
    await this.writePerson(person, audit, insertPerson(person));
  }

  async getPerson(id: string): Promise<Person | undefined> {
    const r = await this.db.run(one('SELECT * FROM persons WHERE id = ?', id));
    return r ? toPerson(r) : undefined;
  }

  async findPersonByEmail(email: string): Promise<Person | undefined> {
    const r = await this.db.run(one('SELECT * FROM persons WHERE email = ?', email.toLowerCase()));
    return r ? toPerson(r) : undefined;
  }

  async listPersons(): Promise<Person[]> {
    return (await this.db.run(all('SELECT * FROM persons ORDER BY id'))).map(toPerson);
  }

  async setPassword(
    personId: string,
    passwordHash: string,
    audit: AuditEntry,
    keepSession?: string,
  ): Promise<void> {
    await this.write(audit, passwordSet(personId, passwordHash, audit.at, keepSession ?? ''));
  }

  async rehashPassword(personId: string, from: string, to: string, audit: AuditEntry): Promise<void> {
    await this.write(
      audit,
      change('UPDATE persons SET password_hash = ? WHERE id = ? AND password_hash = ?', to, personId, from),
    );
  }

  async hasServerAdmin(): Promise<boolean> {
    return (
      (await this.db.run(one(`SELECT 1 FROM persons WHERE server_admin = ${this.db.true} LIMIT 1`))) !==
      undefined
    );
  }

  async updatePersonName(personId: string, name: string, audit: AuditEntry): Promise<void> {
    await this.write(audit, change('UPDATE persons SET name = ? WHERE id = ?', name, personId));
  }

  async setMembership(m: Membership, audit: AuditEntry): Promise<void> {
    await this.write(
      audit,
      change(
        `INSERT INTO memberships (club_id, person_id, role) VALUES (?, ?, ?)
         ON CONFLICT (club_id, person_id) DO UPDATE SET role = excluded.role`,
        m.clubId,
        m.personId,
        m.role,
      ),
    );
  }

  async removeMembership(clubId: string, personId: string, audit: AuditEntry): Promise<void> {
    await this.write(
      audit,
      change('DELETE FROM memberships WHERE club_id = ? AND person_id = ?', clubId, personId),
    );
  }

  async membershipsOf(personId: string): Promise<Membership[]> {
    return (
      await this.db.run(all('SELECT * FROM memberships WHERE person_id = ? ORDER BY club_id', personId))
    ).map(toMembership);
  }

  async membersOf(clubId: string): Promise<Membership[]> {
    return (
      await this.db.run(all('SELECT * FROM memberships WHERE club_id = ? ORDER BY person_id', clubId))
    ).map(toMembership);
  }

  async grant(g: CompetitionGrant, audit: AuditEntry): Promise<void> {
    await this.write(audit, upsertGrant(g, g.personId));
  }

  async revoke(
    competitionId: string,
    personId: string,
    role: CompetitionRole,
    audit: AuditEntry,
  ): Promise<void> {
    await this.write(
      audit,
      change(
        'DELETE FROM competition_grants WHERE competition_id = ? AND person_id = ? AND role = ?',
        competitionId,
        personId,
        role,
      ),
    );
  }

  async grantsOf(personId: string): Promise<CompetitionGrant[]> {
    return (
      await this.db.run(
        all('SELECT * FROM competition_grants WHERE person_id = ? ORDER BY competition_id, role', personId),
      )
    ).map(toGrant);
  }

  async grantsIn(competitionId: string): Promise<CompetitionGrant[]> {
    return (
      await this.db.run(
        all(
          'SELECT * FROM competition_grants WHERE competition_id = ? ORDER BY person_id, role',
          competitionId,
        ),
      )
    ).map(toGrant);
  }

  async createSession(s: Session): Promise<void> {
    await this.db.run(
      change(
        'INSERT INTO sessions (id_hash, person_id, csrf_secret, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
        s.idHash,
        s.personId,
        s.csrfSecret,
        s.createdAt,
        s.expiresAt,
      ),
    );
  }

  async getSession(idHash: string): Promise<Session | undefined> {
    const r = await this.db.run(one('SELECT * FROM sessions WHERE id_hash = ?', idHash));
    return r ? toSession(r) : undefined;
  }

  async deleteSession(idHash: string): Promise<void> {
    await this.db.run(change('DELETE FROM sessions WHERE id_hash = ?', idHash));
  }

  async createToken(t: OneTimeToken, mails: readonly OutgoingMail[] = []): Promise<void> {
    await this.write(undefined, tokenCreated(t, mails));
  }

  async consumeToken(hash: string, purpose: TokenPurpose, now: Moment): Promise<OneTimeToken | undefined> {
    return this.db.transaction(this.tokenConsumed(hash, purpose, now));
  }

  private *tokenConsumed(hash: string, purpose: TokenPurpose, now: Moment): Work<OneTimeToken | undefined> {
    // Locked (PostgreSQL): a concurrent use waits, then no longer finds the token unused.
    const r = yield* one(
      `SELECT * FROM tokens WHERE hash = ? AND purpose = ? AND used_at IS NULL${this.db.forUpdate}`,
      hash,
      purpose,
    );
    if (!isLive(r, now)) return undefined;
    yield* change('UPDATE tokens SET used_at = ? WHERE hash = ?', now, hash);
    return this.toToken(r);
  }

  async findToken(hash: string, purpose: TokenPurpose, now: Moment): Promise<OneTimeToken | undefined> {
    const r = await this.db.run(
      one('SELECT * FROM tokens WHERE hash = ? AND purpose = ? AND used_at IS NULL', hash, purpose),
    );
    return isLive(r, now) ? this.toToken(r) : undefined;
  }

  async tokensOf(personId: string, purpose: TokenPurpose): Promise<OneTimeToken[]> {
    return (
      await this.db.run(
        all(
          'SELECT * FROM tokens WHERE person_id = ? AND purpose = ? AND used_at IS NULL ORDER BY created_at DESC, hash',
          personId,
          purpose,
        ),
      )
    ).map(this.toToken);
  }

  async revokeToken(personId: string, hash: string, audit: AuditEntry): Promise<boolean> {
    const revoked = this.write(
      audit,
      change(
        'UPDATE tokens SET used_at = ? WHERE hash = ? AND person_id = ? AND used_at IS NULL',
        audit.at,
        hash,
        personId,
      ),
      (changed) => changed > 0,
    );
    return (await revoked) > 0;
  }

  async touchToken(hash: string, at: Moment): Promise<void> {
    await this.db.run(change('UPDATE tokens SET last_used_at = ? WHERE hash = ?', at, hash));
  }

  async createInvitation(
    invitation: Invitation,
    mails: readonly OutgoingMail[],
    audit: AuditEntry,
  ): Promise<void> {
    await this.write(audit, invitationCreated(invitation, mails));
  }

  async findInvitation(
    by: { readonly id: string } | { readonly tokenHash: string },
  ): Promise<Invitation | undefined> {
    const r = await this.db.run(
      'id' in by
        ? one('SELECT * FROM invitations WHERE id = ?', by.id)
        : one('SELECT * FROM invitations WHERE token_hash = ?', by.tokenHash),
    );
    return r ? toInvitation(r) : undefined;
  }

  async invitationsTo(email: string): Promise<Invitation[]> {
    return (
      await this.db.run(
        all(
          "SELECT * FROM invitations WHERE email = ? AND status = 'pending' ORDER BY created_at DESC, id",
          email.toLowerCase(),
        ),
      )
    ).map(toInvitation);
  }

  async invitationsOf(clubId: string): Promise<Invitation[]> {
    return (
      await this.db.run(
        all('SELECT * FROM invitations WHERE club_id = ? ORDER BY created_at DESC, id', clubId),
      )
    ).map(toInvitation);
  }

  async acceptInvitation(
    id: string,
    personId: string,
    audit: AuditEntry,
    newPerson?: Person,
  ): Promise<boolean> {
    return this.writePerson(
      newPerson,
      audit,
      this.invitationAccepted(id, personId, audit.at, newPerson),
      (accepted) => accepted,
    );
  }

  private *invitationAccepted(id: string, personId: string, at: Moment, newPerson?: Person): Work<boolean> {
    const r = yield* one(
      `SELECT * FROM invitations WHERE id = ? AND status = 'pending'${this.db.forUpdate}`,
      id,
    );
    if (!isLive(r, at)) return false;
    const invitation = toInvitation(r);
    if (newPerson) yield* insertPerson(newPerson);
    if (invitation.clubRole) {
      yield* change(
        `INSERT INTO memberships (club_id, person_id, role) VALUES (?, ?, ?)
         ON CONFLICT (club_id, person_id) DO UPDATE
         SET role = CASE WHEN memberships.role = 'admin' THEN 'admin' ELSE excluded.role END`,
        invitation.clubId,
        personId,
        invitation.clubRole,
      );
    }
    if (invitation.grant) yield* upsertGrant(invitation.grant, personId);
    yield* change(
      "UPDATE invitations SET status = 'accepted', answered_at = ?, person_id = ? WHERE id = ?",
      at,
      personId,
      id,
    );
    return true;
  }

  async renewInvitation(
    id: string,
    renewal: { readonly tokenHash: string; readonly expiresAt: Moment },
    mails: readonly OutgoingMail[],
    audit: AuditEntry,
  ): Promise<boolean> {
    return this.write(audit, invitationRenewed(id, renewal, mails, audit.at), (renewed) => renewed);
  }

  async closeInvitation(id: string, status: 'declined' | 'withdrawn', audit: AuditEntry): Promise<boolean> {
    const closed = this.write(
      audit,
      change(
        "UPDATE invitations SET status = ?, answered_at = ? WHERE id = ? AND status = 'pending'",
        status,
        audit.at,
        id,
      ),
      (changed) => changed > 0,
    );
    return (await closed) > 0;
  }
  async setJoinLink(competitionId: string, link: JoinLink | undefined, audit: AuditEntry): Promise<void> {
    await this.write(audit, joinLinkSet(competitionId, link));
  }

  async joinLinkOf(competitionId: string): Promise<JoinLink | undefined> {
    const r = await this.db.run(one('SELECT * FROM join_links WHERE competition_id = ?', competitionId));
    return r ? toJoinLink(r) : undefined;
  }

  async findJoinLink(tokenHash: string): Promise<JoinLink | undefined> {
    const r = await this.db.run(one('SELECT * FROM join_links WHERE token_hash = ?', tokenHash));
    return r ? toJoinLink(r) : undefined;
  }

  async requestToJoin(request: JoinRequest, audit: AuditEntry): Promise<boolean> {
    const stored = this.write(
      audit,
      change(
        `INSERT INTO join_requests (id, competition_id, person_id, name, status, created_at)
         VALUES (?, ?, ?, ?, 'pending', ?) ON CONFLICT DO NOTHING`,
        request.id,
        request.competitionId,
        request.personId,
        request.name,
        request.createdAt,
      ),
      (changed) => changed > 0,
    );
    return (await stored) > 0;
  }

  async findJoinRequest(id: string): Promise<JoinRequest | undefined> {
    const r = await this.db.run(one('SELECT * FROM join_requests WHERE id = ?', id));
    return r ? toJoinRequest(r) : undefined;
  }

  async joinRequestsOf(competitionId: string): Promise<JoinRequest[]> {
    return (
      await this.db.run(
        all(
          "SELECT * FROM join_requests WHERE competition_id = ? AND status = 'pending' ORDER BY created_at, id",
          competitionId,
        ),
      )
    ).map(toJoinRequest);
  }

  async answerJoinRequest(
    id: string,
    from: JoinRequestStatus,
    to: JoinRequestStatus,
    by: string,
    audit: AuditEntry,
  ): Promise<boolean> {
    const answered = this.write(
      audit,
      change(
        'UPDATE join_requests SET status = ?, answered_at = ?, answered_by = ? WHERE id = ? AND status = ?',
        to,
        audit.at,
        by,
        id,
        from,
      ),
      (changed) => changed > 0,
    );
    return (await answered) > 0;
  }

  async createSetupToken(hash: string, createdAt: Moment, expiresAt: Moment): Promise<void> {
    await this.db.run(
      change(
        'INSERT INTO setup_tokens (hash, created_at, expires_at) VALUES (?, ?, ?)',
        hash,
        createdAt,
        expiresAt,
      ),
    );
  }

  async completeSetup(hash: string, admin: Person, audit: AuditEntry): Promise<SetupOutcome> {
    return this.writePerson(admin, audit, this.setupCompleted(hash, admin, audit.at), (o) => o === 'created');
  }

  private *setupCompleted(hash: string, admin: Person, at: Moment): Work<SetupOutcome> {
    // One set-up at a time, whichever server and link: the first admin is created once.
    for (const lock of this.db.serialize('arbiter-setup')) yield lock;
    if (yield* one(`SELECT 1 FROM persons WHERE server_admin = ${this.db.true} LIMIT 1`))
      return 'done-already';
    const r = yield* one('SELECT * FROM setup_tokens WHERE hash = ? AND used_at IS NULL', hash);
    if (!isLive(r, at)) return 'invalid';
    yield* insertPerson(admin);
    yield* change('UPDATE setup_tokens SET used_at = ? WHERE hash = ?', at, hash);
    return 'created';
  }

  async setPublished(competitionId: string, published: boolean, audit: AuditEntry): Promise<void> {
    await this.write(
      audit,
      change(
        `INSERT INTO publications (competition_id, published) VALUES (?, ?)
         ON CONFLICT (competition_id) DO UPDATE SET published = excluded.published`,
        competitionId,
        published,
      ),
    );
  }

  async isPublished(competitionId: string): Promise<boolean> {
    const r = await this.db.run(
      one('SELECT published FROM publications WHERE competition_id = ?', competitionId),
    );
    return r?.published === true || r?.published === 1;
  }

  async embedOrigins(clubId: string): Promise<string[]> {
    const r = await this.db.run(one('SELECT embed_origins FROM clubs WHERE id = ?', clubId));
    return String(r?.embed_origins ?? '')
      .split(' ')
      .filter((o) => o !== '');
  }

  async setEmbedOrigins(clubId: string, origins: readonly string[], audit: AuditEntry): Promise<void> {
    await this.write(
      audit,
      change('UPDATE clubs SET embed_origins = ? WHERE id = ?', origins.join(' '), clubId),
    );
  }

  async auditLog(subject?: string, limit = 200): Promise<AuditEntry[]> {
    const rows = await this.db.run(
      subject === undefined
        ? all('SELECT * FROM audit_log ORDER BY id DESC LIMIT ?', limit)
        : all('SELECT * FROM audit_log WHERE subject = ? ORDER BY id DESC LIMIT ?', subject, limit),
    );
    return rows.map((r) => ({
      at: r.at as Moment,
      actor: r.actor as string,
      action: r.action as string,
      subject: r.subject as string,
      ...(r.details ? { details: this.db.fromJson(r.details) as Record<string, unknown> } : {}),
    }));
  }
}

function* audited<T>(audit: AuditEntry | undefined, work: Work<T>, applied: (result: T) => boolean): Work<T> {
  const result = yield* work;
  if (audit && applied(result)) {
    yield* change(
      'INSERT INTO audit_log (at, actor, action, subject, details) VALUES (?, ?, ?, ?, ?)',
      audit.at,
      audit.actor,
      audit.action,
      audit.subject,
      audit.details ? JSON.stringify(audit.details) : null,
    );
  }
  return result;
}

/** A new password ends every other session and every unused one-time link of the person. */
function* passwordSet(personId: string, passwordHash: string, at: Moment, keepSession: string): Work<void> {
  yield* change('UPDATE persons SET password_hash = ? WHERE id = ?', passwordHash, personId);
  yield* change('DELETE FROM sessions WHERE person_id = ? AND id_hash <> ?', personId, keepSession);
  yield* change('UPDATE tokens SET used_at = ? WHERE person_id = ? AND used_at IS NULL', at, personId);
}

function* tokenCreated(t: OneTimeToken, mails: readonly OutgoingMail[]): Work<void> {
  yield* change(
    'INSERT INTO tokens (hash, purpose, person_id, created_at, expires_at, name, data) VALUES (?, ?, ?, ?, ?, ?, ?)',
    t.hash,
    t.purpose,
    t.personId,
    t.createdAt,
    t.expiresAt,
    t.name ?? null,
    t.data ? JSON.stringify(t.data) : null,
  );
  yield* insertMails(mails, t.createdAt);
}

function* invitationRenewed(
  id: string,
  renewal: { readonly tokenHash: string; readonly expiresAt: Moment },
  mails: readonly OutgoingMail[],
  at: Moment,
): Work<boolean> {
  const changed = yield* change(
    "UPDATE invitations SET token_hash = ?, expires_at = ? WHERE id = ? AND status = 'pending'",
    renewal.tokenHash,
    renewal.expiresAt,
    id,
  );
  if (changed === 0) return false;
  yield* insertMails(mails, at);
  return true;
}

function* invitationCreated(invitation: Invitation, mails: readonly OutgoingMail[]): Work<void> {
  yield* change(
    `INSERT INTO invitations (${INVITATION_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ...invitationValues(invitation),
  );
  yield* insertMails(mails, invitation.createdAt);
}

/** Replaces a competition's join link (or removes it), in one transaction. */
function* joinLinkSet(competitionId: string, link: JoinLink | undefined): Work<void> {
  yield* change('DELETE FROM join_links WHERE competition_id = ?', competitionId);
  if (!link) return;
  yield* change(
    'INSERT INTO join_links (competition_id, token_hash, approval, created_by, created_at) VALUES (?, ?, ?, ?, ?)',
    link.competitionId,
    link.tokenHash,
    link.approval,
    link.createdBy,
    link.createdAt,
  );
}
