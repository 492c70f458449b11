/**
 * Account use cases: the first admin, sign-in with rate limiting, sessions, password reset and
 * invitations by e-mail link, API tokens, clubs, members and competition roles. Passwords and
 * tokens never reach the logs.
 */
import { z } from 'zod';
import { addDuration, instantOf } from '../core/moment.js';
import { err, type Lang, type Moment, ok, type Refusal, type Result, refusal } from '../core/types.js';
import {
  type AccountStore,
  type AuditEntry,
  type ClubRole,
  type CompetitionGrant,
  EmailTaken,
  type Person,
  type Session,
} from '../store/accounts.js';
import { anonymous, type Viewer } from './access.js';
import { invitationMail, resetMail } from './account-mails.js';
import type { Clock } from './clock.js';
import { afterResponse, type Later } from './later.js';
import { hashPassword, MIN_PASSWORD_LENGTH, verifyPassword } from './passwords.js';
import { csrfTokenOf, hashToken, newId, newToken } from './tokens.js';

export const SESSION_DAYS = 30;
const INVITE_DAYS = 14;
const RESET_HOURS = 2;
const API_TOKEN_DAYS = 365;

export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'form.email' }));
export const passwordSchema = z
  .string()
  .min(MIN_PASSWORD_LENGTH, { message: 'form.passwordTooShort' })
  .max(500);
export const nameSchema = z
  .string()
  .trim()
  .min(1, { message: 'form.required' })
  .max(200, { message: 'form.tooLong' });

/** Sliding-window limit of failed sign-ins per key (IP address, e-mail). In memory, per server. */
export class LoginLimiter {
  private readonly failures = new Map<string, number[]>();
  constructor(
    readonly maxFailures = 5,
    readonly windowMs = 15 * 60_000,
  ) {}

  /** Seconds until the next attempt is allowed, or 0. */
  retryAfter(keys: readonly string[], nowMs: number): number {
    let wait = 0;
    for (const key of keys) {
      const recent = (this.failures.get(key) ?? []).filter((t) => nowMs - t < this.windowMs);
      this.failures.set(key, recent);
      if (recent.length >= this.maxFailures)
        wait = Math.max(wait, Math.ceil(((recent[0] as number) + this.windowMs - nowMs) / 1000));
    }
    return wait;
  }

  fail(keys: readonly string[], nowMs: number): void {
    for (const key of keys) this.failures.set(key, [...(this.failures.get(key) ?? []), nowMs]);
  }

  succeed(keys: readonly string[]): void {
    for (const key of keys) this.failures.delete(key);
  }
}

export interface SignedIn {
  readonly person: Person;
  readonly session: Session;
  /** The cookie value (shown to the browser only). */
  readonly token: string;
}

export interface AccountServiceOptions {
  readonly store: AccountStore;
  readonly clock: Clock;
  /** Base URL for links in e-mails, e.g. `https://club.example/`. */
  readonly baseUrl: string;
  /** Work done after the response (a reset request's lookup, link and mail). */
  readonly later?: Later;
  /** Told when mail was queued (wakes the outbox's sender). */
  readonly mailQueued?: () => void;
}

export class AccountService {
  readonly limiter = new LoginLimiter();
  readonly store: AccountStore;
  readonly clock: Clock;
  readonly later: Later;
  private readonly baseUrl: string;
  private readonly mailQueued: () => void;

  constructor(options: AccountServiceOptions) {
    this.store = options.store;
    this.clock = options.clock;
    this.baseUrl = options.baseUrl;
    this.later = options.later ?? afterResponse((e) => console.error(e));
    this.mailQueued = options.mailQueued ?? (() => undefined);
  }

  private audit(
    actor: string,
    action: string,
    subject: string,
    details?: Record<string, unknown>,
  ): AuditEntry {
    return { at: this.clock.now(), actor, action, subject, ...(details ? { details } : {}) };
  }

  /**
   * On the first start: creates the server admin from ARBITER_ADMIN_EMAIL / ARBITER_ADMIN_PASSWORD,
   * or with a generated password that is returned so the caller can print it once.
   */
  async ensureAdmin(
    email: string,
    password?: string,
  ): Promise<{ email: string; password?: string } | undefined> {
    if ((await this.store.countPersons()) > 0) return undefined;
    const chosen = password ?? newToken().slice(0, 20);
    try {
      await this.store.createPerson(
        {
          id: newId('person'),
          email: email.toLowerCase(),
          name: 'Administrator',
          passwordHash: await hashPassword(chosen),
          serverAdmin: true,
          createdAt: this.clock.now(),
        },
        this.audit('system', 'admin.created', email.toLowerCase()),
      );
    } catch (e) {
      // Several servers starting at once on a new database: another one created the admin.
      if (e instanceof EmailTaken) return undefined;
      throw e;
    }
    return password ? { email } : { email, password: chosen };
  }

  async createPerson(
    input: { email: string; name: string; password?: string; serverAdmin?: boolean },
    actor: string,
  ): Promise<Result<Person, Refusal>> {
    const email = emailSchema.safeParse(input.email);
    if (!email.success)
      return err(refusal('ERR_INVALID_EMAIL', 'email: not an e-mail address', { path: 'email' }));
    const person: Person = {
      id: newId('person'),
      email: email.data,
      name: input.name.trim(),
      passwordHash: input.password ? await hashPassword(input.password) : null,
      serverAdmin: input.serverAdmin ?? false,
      createdAt: this.clock.now(),
    };
    try {
      await this.store.createPerson(person, this.audit(actor, 'person.created', person.email));
    } catch (e) {
      if (e instanceof EmailTaken) return err(refusal('ERR_EMAIL_TAKEN', e.message, { path: 'email' }));
      throw e;
    }
    return ok(person);
  }

  async signIn(emailInput: string, password: string, ip: string): Promise<Result<SignedIn, Refusal>> {
    const email = emailInput.trim().toLowerCase();
    const keys = [`ip:${ip}`, `email:${email}`];
    const nowMs = instantOf(this.clock.now());
    const wait = this.limiter.retryAfter(keys, nowMs);
    if (wait > 0) {
      return err(
        refusal('ERR_RATE_LIMITED', `too many failed sign-ins; try again in ${wait} s`, {
          params: { seconds: wait },
        }),
      );
    }
    const person = await this.store.findPersonByEmail(email);
    const valid = await verifyPassword(password, person?.passwordHash ?? null);
    if (!person || !valid) {
      this.limiter.fail(keys, nowMs);
      return err(refusal('ERR_BAD_CREDENTIALS', 'e-mail address or password is wrong', { path: 'password' }));
    }
    this.limiter.succeed(keys);
    return ok(await this.openSession(person));
  }

  private async openSession(person: Person): Promise<SignedIn> {
    const token = newToken();
    const now = this.clock.now();
    const session: Session = {
      idHash: hashToken(token),
      personId: person.id,
      csrfSecret: newToken(),
      createdAt: now,
      expiresAt: addDuration(now, { days: SESSION_DAYS }),
    };
    await this.store.createSession(session);
    return { person, session, token };
  }

  async signOut(token: string): Promise<void> {
    await this.store.deleteSession(hashToken(token));
  }

  /** The session behind a cookie, if it exists and has not expired. */
  async sessionOf(token: string | undefined): Promise<{ person: Person; session: Session } | undefined> {
    if (!token) return undefined;
    const session = await this.store.getSession(hashToken(token));
    if (!session || instantOf(session.expiresAt) <= instantOf(this.clock.now())) return undefined;
    const person = await this.store.getPerson(session.personId);
    return person ? { person, session } : undefined;
  }

  csrfToken(session: Session): string {
    return csrfTokenOf(session.csrfSecret);
  }

  async viewerOf(person: Person | undefined): Promise<Viewer> {
    if (!person) return anonymous;
    return {
      person,
      memberships: await this.store.membershipsOf(person.id),
      grants: await this.store.grantsOf(person.id),
    };
  }

  /**
   * Asks for a reset link for an address. Answers at once, the same for every address: whether it
   * has an account is looked up after the response, and only then are the link and its mail made.
   */
  requestPasswordReset(email: string, lang: Lang): void {
    this.later.run(() => this.sendResetLink(email, lang));
  }

  private async sendResetLink(email: string, lang: Lang): Promise<void> {
    const person = await this.store.findPersonByEmail(email.trim().toLowerCase());
    if (!person) return;
    const token = newToken();
    const now = this.clock.now();
    const expiresAt = addDuration(now, { hours: RESET_HOURS });
    await this.store.createToken(
      { hash: hashToken(token), purpose: 'reset', personId: person.id, createdAt: now, expiresAt },
      [
        resetMail({
          to: person.email,
          name: person.name,
          personId: person.id,
          lang,
          link: this.link(`reset/${token}`),
          hours: RESET_HOURS,
          expiresAt,
        }),
      ],
    );
    this.mailQueued();
  }

  async resetPassword(token: string, password: string): Promise<Result<SignedIn, Refusal>> {
    const used = await this.store.consumeToken(hashToken(token), 'reset', this.clock.now());
    if (!used)
      return err(refusal('ERR_LINK_INVALID', 'this link is invalid, used or expired; ask for a new one'));
    const person = await this.store.getPerson(used.personId);
    if (!person) return err(refusal('ERR_LINK_INVALID', 'this link is invalid'));
    await this.store.setPassword(
      person.id,
      await hashPassword(password),
      this.audit(person.id, 'password.reset', person.email),
    );
    await this.store.deleteSessionsOf(person.id);
    return ok(await this.openSession(person));
  }

  async changePassword(person: Person, current: string, next: string): Promise<Result<true, Refusal>> {
    if (!(await verifyPassword(current, person.passwordHash))) {
      return err(refusal('ERR_BAD_CREDENTIALS', 'the current password is wrong', { path: 'current' }));
    }
    await this.store.setPassword(
      person.id,
      await hashPassword(next),
      this.audit(person.id, 'password.changed', person.email),
    );
    return ok(true);
  }

  /**
   * Invites a person (by e-mail) into a club, optionally as director of a competition or as the
   * player of one of its participants. Creates the account without a password if needed; the
   * link lets the invitee choose one.
   */
  async invite(
    input: {
      clubId: string;
      email: string;
      name: string;
      role?: ClubRole;
      grant?: Omit<CompetitionGrant, 'personId'>;
    },
    inviter: Person,
    lang: Lang = 'en',
  ): Promise<Result<Person, Refusal>> {
    const email = emailSchema.safeParse(input.email);
    if (!email.success)
      return err(refusal('ERR_INVALID_EMAIL', 'email: not an e-mail address', { path: 'email' }));
    let person = await this.store.findPersonByEmail(email.data);
    if (!person) {
      const created = await this.createPerson({ email: email.data, name: input.name }, inviter.id);
      if (!created.ok) return created;
      person = created.value;
    }
    const existing = (await this.store.membershipsOf(person.id)).find((m) => m.clubId === input.clubId);
    const role: ClubRole = existing?.role === 'admin' ? 'admin' : (input.role ?? 'member');
    await this.store.setMembership(
      { clubId: input.clubId, personId: person.id, role },
      this.audit(inviter.id, 'member.set', person.email, { clubId: input.clubId, role }),
    );
    if (input.grant) {
      await this.store.grant(
        { ...input.grant, personId: person.id },
        this.audit(inviter.id, 'grant.added', person.email, { ...input.grant }),
      );
    }
    const token = newToken();
    const now = this.clock.now();
    const expiresAt = addDuration(now, { days: INVITE_DAYS });
    const club = await this.store.getClub(input.clubId);
    await this.store.createToken(
      {
        hash: hashToken(token),
        purpose: 'invite',
        personId: person.id,
        createdAt: now,
        expiresAt,
        data: { clubId: input.clubId },
      },
      [
        invitationMail({
          to: person.email,
          name: person.name,
          lang,
          link: this.link(`invite/${token}`),
          days: INVITE_DAYS,
          inviter: inviter.name,
          club: club?.name ?? input.clubId,
          role: input.grant?.role ?? role,
          ...(input.grant ? { competitionId: input.grant.competitionId } : {}),
          expiresAt,
        }),
      ],
    );
    this.mailQueued();
    return ok(person);
  }

  async acceptInvitation(token: string, password: string | undefined): Promise<Result<SignedIn, Refusal>> {
    const used = await this.store.consumeToken(hashToken(token), 'invite', this.clock.now());
    if (!used)
      return err(
        refusal('ERR_LINK_INVALID', 'this invitation is invalid, used or expired; ask for a new one'),
      );
    const person = await this.store.getPerson(used.personId);
    if (!person) return err(refusal('ERR_LINK_INVALID', 'this invitation is invalid'));
    if (!person.passwordHash) {
      if (!password) return err(refusal('ERR_PASSWORD_REQUIRED', 'choose a password', { path: 'password' }));
      await this.store.setPassword(
        person.id,
        await hashPassword(password),
        this.audit(person.id, 'invitation.accepted', person.email),
      );
    }
    return ok(await this.openSession({ ...person, passwordHash: person.passwordHash ?? 'set' }));
  }

  /** A long-lived token for scripts (`Authorization: Bearer …`), shown once. */
  async createApiToken(person: Person): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    await this.store.createToken({
      hash: hashToken(token),
      purpose: 'api',
      personId: person.id,
      createdAt: now,
      expiresAt: addDuration(now, { days: API_TOKEN_DAYS }),
    });
    return token;
  }

  async personOfApiToken(token: string): Promise<Person | undefined> {
    const found = await this.store.findToken(hashToken(token), 'api', this.clock.now());
    return found ? this.store.getPerson(found.personId) : undefined;
  }

  private link(path: string): string {
    return new URL(path, this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`).toString();
  }

  now(): Moment {
    return this.clock.now();
  }
}
