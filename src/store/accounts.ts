/**
 * The AccountStore port: clubs, people and their accounts, roles, sessions, one-time tokens and
 * the publication of competitions. Unlike competitions these are not event-sourced, but every
 * change is written in one transaction and recorded in an audit log.
 */
import type { Moment } from '../core/types.js';
import type { OutgoingMail } from './outbox.js';

export interface Club {
  readonly id: string;
  readonly name: string;
  readonly createdAt: Moment;
}

export interface Person {
  readonly id: string;
  /** Lower-cased; unique. */
  readonly email: string;
  readonly name: string;
  /** `scrypt$…`, or null until the person has set a password (an invitation). */
  readonly passwordHash: string | null;
  /** Runs the server: may create clubs and appoint club admins. */
  readonly serverAdmin: boolean;
  readonly createdAt: Moment;
}

export const CLUB_ROLES = ['admin', 'member'] as const;
export type ClubRole = (typeof CLUB_ROLES)[number];

export interface Membership {
  readonly clubId: string;
  readonly personId: string;
  readonly role: ClubRole;
}

export const COMPETITION_ROLES = ['director', 'player'] as const;
export type CompetitionRole = (typeof COMPETITION_ROLES)[number];

export interface CompetitionGrant {
  readonly competitionId: string;
  readonly personId: string;
  readonly role: CompetitionRole;
  /** The participant a player acts as. */
  readonly participantId?: string;
}

export interface Session {
  /** SHA-256 of the cookie's token (the token itself is never stored). */
  readonly idHash: string;
  readonly personId: string;
  readonly csrfSecret: string;
  readonly createdAt: Moment;
  readonly expiresAt: Moment;
}

export const TOKEN_PURPOSES = ['invite', 'reset', 'api'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];

export interface OneTimeToken {
  /** SHA-256 of the token sent by e-mail or shown once. */
  readonly hash: string;
  readonly purpose: TokenPurpose;
  readonly personId: string;
  readonly createdAt: Moment;
  readonly expiresAt: Moment;
  /** For invitations: the grant the link confers. */
  readonly data?: Readonly<Record<string, unknown>>;
}

export interface AuditEntry {
  readonly at: Moment;
  readonly actor: string;
  readonly action: string;
  readonly subject: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

export class EmailTaken extends Error {
  readonly code = 'ERR_EMAIL_TAKEN';
  constructor(email: string) {
    super(`an account with the e-mail address ${email} exists already`);
  }
}

export interface AccountStore {
  createClub(club: Club, audit: AuditEntry): Promise<void>;
  getClub(id: string): Promise<Club | undefined>;
  listClubs(): Promise<Club[]>;

  createPerson(person: Person, audit: AuditEntry): Promise<void>;
  getPerson(id: string): Promise<Person | undefined>;
  findPersonByEmail(email: string): Promise<Person | undefined>;
  /** Everyone, by id (for moving house). */
  listPersons(): Promise<Person[]>;
  setPassword(personId: string, passwordHash: string, audit: AuditEntry): Promise<void>;
  updatePersonName(personId: string, name: string, audit: AuditEntry): Promise<void>;
  countPersons(): Promise<number>;

  setMembership(membership: Membership, audit: AuditEntry): Promise<void>;
  removeMembership(clubId: string, personId: string, audit: AuditEntry): Promise<void>;
  membershipsOf(personId: string): Promise<Membership[]>;
  membersOf(clubId: string): Promise<Membership[]>;

  grant(grant: CompetitionGrant, audit: AuditEntry): Promise<void>;
  revoke(competitionId: string, personId: string, role: CompetitionRole, audit: AuditEntry): Promise<void>;
  grantsOf(personId: string): Promise<CompetitionGrant[]>;
  grantsIn(competitionId: string): Promise<CompetitionGrant[]>;

  createSession(session: Session): Promise<void>;
  getSession(idHash: string): Promise<Session | undefined>;
  deleteSession(idHash: string): Promise<void>;
  deleteSessionsOf(personId: string): Promise<void>;

  /** Stores a token, and queues the mails that carry it in the same transaction. */
  createToken(token: OneTimeToken, mails?: readonly OutgoingMail[]): Promise<void>;
  /** Returns the token and marks it used, atomically; undefined if unknown, used or expired. */
  consumeToken(hash: string, purpose: TokenPurpose, now: Moment): Promise<OneTimeToken | undefined>;
  /** Long-lived tokens (API): looked up without being used up. */
  findToken(hash: string, purpose: TokenPurpose, now: Moment): Promise<OneTimeToken | undefined>;

  setPublished(competitionId: string, published: boolean, audit: AuditEntry): Promise<void>;
  isPublished(competitionId: string): Promise<boolean>;

  auditLog(subject?: string, limit?: number): Promise<AuditEntry[]>;
}
