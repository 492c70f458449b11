/**
 * The AccountStore port: clubs, people and their accounts, roles, invitations, sessions, tokens,
 * the first start's set-up links and the publication of competitions. Unlike competitions these are not event-sourced, but every
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

export type CompetitionRole = 'director' | 'player';

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

/**
 * `reset`: a link by mail to choose a new password (used once); `api`: an API token for scripts;
 * `device`: a browser that signed in before keeps a sign-in allowance of its own; `calendar`: the
 * secret address of a person's calendar feed.
 */
export type TokenPurpose = 'reset' | 'api' | 'device' | 'calendar';

export interface OneTimeToken {
  /** SHA-256 of the token sent by e-mail or shown once. */
  readonly hash: string;
  readonly purpose: TokenPurpose;
  readonly personId: string;
  readonly createdAt: Moment;
  readonly expiresAt: Moment;
  /** What the person called it (API tokens). */
  readonly name?: string;
  /** When it was last used (API tokens, to the minute). */
  readonly lastUsedAt?: Moment;
  readonly data?: Readonly<Record<string, unknown>>;
}

export const INVITATION_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/**
 * An invitation by e-mail into a club or to a role in one competition. Nothing changes for the
 * invitee's account until he accepts: a person with an account accepts after signing in; without
 * one, the link lets him create it. Until then the club sees only what the inviter typed.
 */
export interface Invitation {
  readonly id: string;
  /** SHA-256 of the token in the link. */
  readonly tokenHash: string;
  readonly clubId: string;
  /** Lower-cased, as the inviter typed it. */
  readonly email: string;
  /** As the inviter typed it. */
  readonly name: string;
  /** Membership of the club, if the invitation confers one. */
  readonly clubRole?: ClubRole;
  /** A role in one competition, if the invitation confers one. */
  readonly grant?: Omit<CompetitionGrant, 'personId'>;
  readonly invitedBy: string;
  readonly createdAt: Moment;
  readonly expiresAt: Moment;
  readonly status: InvitationStatus;
  readonly answeredAt?: Moment;
  /** Who accepted it. */
  readonly personId?: string;
}

/**
 * A competition's join link: whoever holds it may ask to play in it; with `approval` a director
 * decides, without it he becomes a participant at once. Only the token's hash is stored.
 */
export interface JoinLink {
  readonly competitionId: string;
  /** SHA-256 of the token in the link. */
  readonly tokenHash: string;
  readonly approval: boolean;
  readonly createdBy: string;
  readonly createdAt: Moment;
}

export const JOIN_REQUEST_STATUSES = ['pending', 'approved', 'refused'] as const;
export type JoinRequestStatus = (typeof JOIN_REQUEST_STATUSES)[number];

/** A person's request, by a join link that needs approval, to play in a competition. */
export interface JoinRequest {
  readonly id: string;
  readonly competitionId: string;
  readonly personId: string;
  /** The name he asked to play under (his account's). */
  readonly name: string;
  readonly status: JoinRequestStatus;
  readonly createdAt: Moment;
  readonly answeredAt?: Moment;
  /** The director who approved or refused it. */
  readonly answeredBy?: string;
}

/** What completing the first start's set-up did. */
export type SetupOutcome = 'created' | 'invalid' | 'done-already';

export interface AuditEntry {
  readonly at: Moment;
  readonly actor: string;
  readonly action: string;
  readonly subject: string;
  readonly details?: Readonly<Record<string, unknown>>;
}

/** Makes audit entries stamped with the moment `now` gives, with details only when there are any. */
export function auditBy(now: () => Moment) {
  return (actor: string, action: string, subject: string, details?: Record<string, unknown>): AuditEntry => {
    const entry = { at: now(), actor, action, subject };
    return details ? { ...entry, details } : entry;
  };
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
  /**
   * Sets a new password and, in the same transaction, ends every session but `keepSession` (the
   * hash of the one that made the change) and revokes every token of the person: reset links,
   * API tokens, devices. What an intruder held stops working.
   */
  setPassword(personId: string, passwordHash: string, audit: AuditEntry, keepSession?: string): Promise<void>;
  /** Stores the same password hashed anew (stronger parameters), unless it changed meanwhile. */
  rehashPassword(personId: string, from: string, to: string, audit: AuditEntry): Promise<void>;
  /** Whether a server admin exists (the first start's set-up is over). */
  hasServerAdmin(): Promise<boolean>;
  updatePersonName(personId: string, name: string, audit: AuditEntry): Promise<void>;

  /** Sets a membership's role (no consent asked: seeding, moving house, a club's founder). */
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

  /** Stores a token, and queues the mails that carry it in the same transaction. */
  createToken(token: OneTimeToken, mails?: readonly OutgoingMail[]): Promise<void>;
  /** Returns the token and marks it used, atomically; undefined if unknown, used or expired. */
  consumeToken(hash: string, purpose: TokenPurpose, now: Moment): Promise<OneTimeToken | undefined>;
  /** Long-lived tokens (API, devices): looked up without being used up. */
  findToken(hash: string, purpose: TokenPurpose, now: Moment): Promise<OneTimeToken | undefined>;
  /** A person's tokens of one purpose that are not revoked (expired ones included), newest first. */
  tokensOf(personId: string, purpose: TokenPurpose): Promise<OneTimeToken[]>;
  /** Revokes one of a person's tokens; false if there is no such token of his. */
  revokeToken(personId: string, hash: string, audit: AuditEntry): Promise<boolean>;
  /** Records that a token was used. */
  touchToken(hash: string, at: Moment): Promise<void>;

  /** Stores an invitation and queues its mail, in one transaction. */
  createInvitation(invitation: Invitation, mails: readonly OutgoingMail[], audit: AuditEntry): Promise<void>;
  findInvitation(
    by: { readonly id: string } | { readonly tokenHash: string },
  ): Promise<Invitation | undefined>;
  /** Pending invitations to an address, newest first. */
  invitationsTo(email: string): Promise<Invitation[]>;
  /** A club's invitations (also those to its competitions), newest first. */
  invitationsOf(clubId: string): Promise<Invitation[]>;
  /**
   * Accepts a pending invitation that has not expired by `audit.at` for `personId`: the membership
   * (an admin stays admin) and the competition role it confers, in one transaction; with
   * `newPerson`, his account is created in it too (`EmailTaken` if the address has one now).
   * False if the invitation is not pending or has expired.
   */
  acceptInvitation(id: string, personId: string, audit: AuditEntry, newPerson?: Person): Promise<boolean>;
  /**
   * Gives a pending invitation a new link and expiry (the old link stops working) and queues its
   * mail, in one transaction; false if it is no longer pending.
   */
  renewInvitation(
    id: string,
    renewal: { readonly tokenHash: string; readonly expiresAt: Moment },
    mails: readonly OutgoingMail[],
    audit: AuditEntry,
  ): Promise<boolean>;
  /** Declines or withdraws a pending invitation; false if it is not pending. */
  closeInvitation(id: string, status: 'declined' | 'withdrawn', audit: AuditEntry): Promise<boolean>;

  /** Sets a competition's join link (the old one stops working), or removes it (undefined). */
  setJoinLink(competitionId: string, link: JoinLink | undefined, audit: AuditEntry): Promise<void>;
  joinLinkOf(competitionId: string): Promise<JoinLink | undefined>;
  findJoinLink(tokenHash: string): Promise<JoinLink | undefined>;
  /** Stores a pending request; false (nothing written) if the person has one pending there already. */
  requestToJoin(request: JoinRequest, audit: AuditEntry): Promise<boolean>;
  findJoinRequest(id: string): Promise<JoinRequest | undefined>;
  /** A competition's pending requests to join, oldest first. */
  joinRequestsOf(competitionId: string): Promise<JoinRequest[]>;
  /** Moves a request from `from` to `to` (answered by `by`); false if it is not in `from`. */
  answerJoinRequest(
    id: string,
    from: JoinRequestStatus,
    to: JoinRequestStatus,
    by: string,
    audit: AuditEntry,
  ): Promise<boolean>;

  /** A one-time link of the first start (no server admin yet). */
  createSetupToken(hash: string, createdAt: Moment, expiresAt: Moment): Promise<void>;
  /**
   * Creates the first server admin with a set-up link, in one transaction: only while no server
   * admin exists, and only with an unused link that has not expired by `audit.at`.
   */
  completeSetup(hash: string, admin: Person, audit: AuditEntry): Promise<SetupOutcome>;

  setPublished(competitionId: string, published: boolean, audit: AuditEntry): Promise<void>;
  isPublished(competitionId: string): Promise<boolean>;
  /** The origins (`https://club.example`) whose pages may frame the club's embeddable views; none by default. */
  embedOrigins(clubId: string): Promise<string[]>;
  setEmbedOrigins(clubId: string, origins: readonly string[], audit: AuditEntry): Promise<void>;

  auditLog(subject?: string, limit?: number): Promise<AuditEntry[]>;
}
