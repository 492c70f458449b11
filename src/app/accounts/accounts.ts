/**
 * Account use cases: signing in (limited per client, account and device; a stored hash made with
 * older parameters is renewed), sessions, password reset by mail and password change (each ends
 * the other sessions and revokes every token and link of the account), and API tokens (named,
 * listed, revocable). Invitations, clubs and the first start are the sub-services `invitations`,
 * `clubs` and `setup`. Passwords and tokens never reach the logs.
 */
import { addDuration, instantOf } from '../../core/moment.js';
import { err, type Lang, type Moment, ok, type Refusal, type Result, refusal } from '../../core/types.js';
import type { AccountStore, OneTimeToken, Person, Session, TokenPurpose } from '../../store/accounts.js';
import { auditBy, EmailTaken } from '../../store/accounts.js';
import { type LimiterFactory, memoryLimiter } from '../../store/limits.js';
import type { CompetitionRecord } from '../../store/port.js';
import type { Clock } from '../clock.js';
import { afterResponse, type Later } from '../later.js';
import { type Access, accessTo, anonymous, type Viewer } from './access.js';
import { resetMail } from './account-mails.js';
import { emailSchema, nameSchema } from './account-schemas.js';
import { ClubService } from './clubs.js';
import { InvitationService } from './invitations.js';
import { JoinLinkService } from './join-links.js';
import { AccountLimits, type LimitPolicy } from './limits.js';
import { PasswordHasher } from './passwords.js';
import { FirstStart } from './setup.js';
import { csrfTokenOf, hashToken, linkTo, newId, newToken } from './tokens.js';

/** How long a token works. */
type Duration = Parameters<typeof addDuration>[1];

export const SESSION_DAYS = 30;
export const DEVICE_DAYS = 365;
const RESET_HOURS = 2;
const API_TOKEN_DAYS = 365;
/** An API token's "last used" is written at most this often. */
const TOUCH_SECONDS = 60;

export interface SignedIn {
  readonly person: Person;
  readonly session: Session;
  /** The session cookie's value (shown to the browser only). */
  readonly token: string;
  /** The device cookie's value: this browser signed in to this account. */
  readonly device: string;
}

export interface SignInRequest {
  readonly email: string;
  readonly password: string;
  /** The client's address (see server/http/client.ts). */
  readonly client: string;
  /** The device cookie the browser sent, if any. */
  readonly device?: string;
}

export interface ApiTokenInfo {
  /** Identifies the token to revoke it (its hash: the token itself is never stored). */
  readonly id: string;
  readonly name: string;
  readonly createdAt: Moment;
  readonly expiresAt: Moment;
  readonly lastUsedAt?: Moment;
}

export interface AccountServiceOptions {
  readonly store: AccountStore;
  readonly clock: Clock;
  /** Base URL for links in e-mails, e.g. `https://club.example/`. */
  readonly baseUrl: string;
  /** Where the rate limits are counted (the store's: memory on SQLite, the database on PostgreSQL). */
  readonly limiter?: LimiterFactory;
  readonly limits?: LimitPolicy;
  readonly passwords?: PasswordHasher;
  /** Work done after the response (a reset request's lookup, link and mail). */
  readonly later?: Later;
  /** Told when mail was queued (wakes the outbox's sender). */
  readonly mailQueued?: () => void;
}

const rateLimited = (seconds: number): Refusal =>
  refusal('ERR_RATE_LIMITED', `too many attempts; try again in ${seconds} s`, { params: { seconds } });

export class AccountService {
  /** The accounts' store: private to the app, pages go through the use cases below. */
  private readonly store: AccountStore;
  readonly clock: Clock;
  readonly later: Later;
  readonly passwords: PasswordHasher;
  readonly invitations: InvitationService;
  readonly joinLinks: JoinLinkService;
  readonly clubs: ClubService;
  readonly setup: FirstStart;
  private readonly limits: AccountLimits;
  private readonly baseUrl: string;
  private readonly mailQueued: () => void;

  constructor(options: AccountServiceOptions) {
    this.store = options.store;
    this.clock = options.clock;
    this.baseUrl = options.baseUrl;
    this.limits = new AccountLimits(options.limiter ?? memoryLimiter, options.limits);
    this.passwords = options.passwords ?? new PasswordHasher();
    this.later = options.later ?? afterResponse((e) => console.error(e));
    this.mailQueued = options.mailQueued ?? (() => undefined);
    const link = (path: string) => linkTo(this.baseUrl, path);
    this.invitations = new InvitationService(this.store, this.clock, link, this.passwords, this.mailQueued);
    this.joinLinks = new JoinLinkService(this.store, this.clock, link, this.passwords);
    this.clubs = new ClubService(this.store, this.clock);
    this.setup = new FirstStart(this.store, this.clock, this.passwords);
  }

  private readonly audit = auditBy(() => this.clock.now());

  /**
   * What a viewer may do with a competition, and whether it is published: publication and access
   * computed in one place for every page, feed and API route (docs/architecture.md, "Pages go
   * through use cases").
   */
  async visibility(
    viewer: Viewer,
    record: CompetitionRecord,
  ): Promise<{ readonly access: Access; readonly published: boolean }> {
    const published = await this.store.isPublished(record.id);
    return { access: accessTo(viewer, record, published), published };
  }

  /** Publishes a competition or makes it private again, audited as the director's act. */
  async setPublication(competitionId: string, publish: boolean, director: string): Promise<void> {
    await this.store.setPublished(
      competitionId,
      publish,
      this.audit(director, publish ? 'competition.published' : 'competition.unpublished', competitionId),
    );
  }

  /** The visibility of each competition of a list (the competition lists, the dashboard, the API), in order. */
  async visibilityOf(
    viewer: Viewer,
    records: readonly CompetitionRecord[],
  ): Promise<{ readonly record: CompetitionRecord; readonly access: Access; readonly published: boolean }[]> {
    const out = [];
    for (const record of records) out.push({ record, ...(await this.visibility(viewer, record)) });
    return out;
  }

  /** A person's name, or undefined for an id no account has. */
  async nameOf(personId: string): Promise<string | undefined> {
    return (await this.store.getPerson(personId))?.name;
  }

  /** People's names by id (who wrote a mail, who acted as director); ids no account has are left out. */
  async namesOf(personIds: Iterable<string>): Promise<Map<string, string>> {
    const names = new Map<string, string>();
    for (const id of new Set(personIds)) {
      const name = await this.nameOf(id);
      if (name !== undefined) names.set(id, name);
    }
    return names;
  }

  /** Whether a competition has players: one granted the player's role, or invited to it. */
  async hasPlayersInvited(record: CompetitionRecord): Promise<boolean> {
    return (
      (await this.store.grantsIn(record.id)).some((g) => g.role === 'player') ||
      (await this.store.invitationsOf(record.clubId)).some((i) => i.grant?.competitionId === record.id)
    );
  }

  /** Creates an account directly (the command line, tests); people otherwise come by invitation. */
  async createPerson(
    input: { email: string; name: string; password?: string; serverAdmin?: boolean },
    actor: string,
  ): Promise<Result<Person, Refusal>> {
    const email = emailSchema.safeParse(input.email);
    if (!email.success)
      return err(refusal('ERR_INVALID_EMAIL', 'email: not an e-mail address', { path: 'email' }));
    const name = nameSchema.safeParse(input.name);
    if (!name.success)
      return err(refusal('ERR_INVALID_NAME', 'name: one line of text is required', { path: 'name' }));
    const person: Person = {
      id: newId('person'),
      email: email.data,
      name: name.data,
      passwordHash: input.password ? await this.passwords.hash(input.password) : null,
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

  /** The device token behind a device cookie, if it is one of `email`'s account and alive. */
  private async deviceOf(cookie: string | undefined, email: string): Promise<OneTimeToken | undefined> {
    if (!cookie) return undefined;
    const token = await this.store.findToken(hashToken(cookie), 'device', this.clock.now());
    return token?.data?.email === email ? token : undefined;
  }

  async signIn(request: SignInRequest): Promise<Result<SignedIn, Refusal>> {
    const email = request.email.trim().toLowerCase();
    const device = await this.deviceOf(request.device, email);
    const attempt = await this.limits.signIn({
      client: request.client,
      account: email,
      ...(device ? { device: device.hash } : {}),
    });
    if (typeof attempt === 'number') return err(rateLimited(attempt));
    const person = await this.store.findPersonByEmail(email);
    const verdict = await this.passwords.verify(request.password, person?.passwordHash ?? null);
    if (!person?.passwordHash || !verdict.valid)
      return err(refusal('ERR_BAD_CREDENTIALS', 'e-mail address or password is wrong', { path: 'password' }));
    await attempt.giveBack();
    if (verdict.outdated) {
      await this.store.rehashPassword(
        person.id,
        person.passwordHash,
        await this.passwords.hash(request.password),
        this.audit(person.id, 'password.rehashed', person.email),
      );
    }
    return ok(await this.openSession(person, device && request.device));
  }

  /** A new session for a person who proved who he is, and his device cookie (kept, or a new one). */
  async openSession(person: Person, device?: string): Promise<SignedIn> {
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
    return { person, session, token, device: device ?? (await this.newDevice(person)) };
  }

  private newDevice(person: Person): Promise<string> {
    return this.issueToken(person, 'device', { days: DEVICE_DAYS }, { data: { email: person.email } });
  }

  /**
   * A new secret of `purpose` for `person`, working for `lasts`: the token is returned (to be shown
   * once), only its hash is stored.
   */
  async issueToken(
    person: Person,
    purpose: TokenPurpose,
    lasts: Duration,
    details: Pick<OneTimeToken, 'name' | 'data'> = {},
  ): Promise<string> {
    const token = newToken();
    const now = this.clock.now();
    await this.store.createToken({
      hash: hashToken(token),
      purpose,
      personId: person.id,
      createdAt: now,
      expiresAt: addDuration(now, lasts),
      ...details,
    });
    return token;
  }

  /** A person's tokens of `purpose` that still work, newest first. */
  async liveTokensOf(person: Person, purpose: TokenPurpose): Promise<OneTimeToken[]> {
    const now = instantOf(this.clock.now());
    return (await this.store.tokensOf(person.id, purpose)).filter((t) => instantOf(t.expiresAt) > now);
  }

  /** Revokes one of a person's tokens (by its hash), recording `action`; false if there is none. */
  revokeToken(person: Person, hash: string, action: string): Promise<boolean> {
    return this.store.revokeToken(person.id, hash, this.audit(person.id, action, person.email));
  }

  /**
   * The person a token of `purpose` belongs to, unless it is unknown, revoked or expired; notes
   * the use, at most once every `touchSeconds`.
   */
  async personOfToken(
    token: string,
    purpose: TokenPurpose,
    touchSeconds: number,
  ): Promise<Person | undefined> {
    const now = this.clock.now();
    const found = await this.store.findToken(hashToken(token), purpose, now);
    if (!found) return undefined;
    if (!found.lastUsedAt || instantOf(now) - instantOf(found.lastUsedAt) >= touchSeconds * 1000)
      await this.store.touchToken(found.hash, now);
    return this.store.getPerson(found.personId);
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
   * Asks for a reset link for an address: limited per client and per address, then answered at
   * once and alike for every address. Whether the address has an account is looked up after the
   * response; only then are the link and its mail made.
   */
  async requestPasswordReset(email: string, lang: Lang, client: string): Promise<Result<true, Refusal>> {
    const address = email.trim().toLowerCase();
    const wait = await this.limits.reset({ client, address });
    if (wait > 0) return err(rateLimited(wait));
    this.later.run(() => this.sendResetLink(address, lang));
    return ok(true);
  }

  private async sendResetLink(email: string, lang: Lang): Promise<void> {
    const person = await this.store.findPersonByEmail(email);
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
          link: linkTo(this.baseUrl, `reset/${token}`),
          hours: RESET_HOURS,
          expiresAt,
        }),
      ],
    );
    this.mailQueued();
  }

  /** Sets a new password with a reset link: every session, token and other link of the account ends. */
  async resetPassword(token: string, password: string): Promise<Result<SignedIn, Refusal>> {
    const used = await this.store.consumeToken(hashToken(token), 'reset', this.clock.now());
    const person = used && (await this.store.getPerson(used.personId));
    if (!person)
      return err(refusal('ERR_LINK_INVALID', 'this link is invalid, used or expired; ask for a new one'));
    await this.store.setPassword(
      person.id,
      await this.passwords.hash(password),
      this.audit(person.id, 'password.reset', person.email),
    );
    return ok(await this.openSession(person));
  }

  /**
   * Changes the password of a signed-in person: this session stays, every other one ends, and
   * every token of the account (API tokens, devices, reset links) is revoked. Wrong current
   * passwords count against the account's sign-in limit. Returns this browser's new device cookie.
   */
  async changePassword(
    person: Person,
    session: Session,
    input: { current: string; next: string; client: string },
  ): Promise<Result<{ device: string }, Refusal>> {
    const attempt = await this.limits.signIn({ client: input.client, account: person.email });
    if (typeof attempt === 'number') return err(rateLimited(attempt));
    if (!(await this.passwords.verify(input.current, person.passwordHash)).valid)
      return err(refusal('ERR_BAD_CREDENTIALS', 'the current password is wrong', { path: 'current' }));
    await attempt.giveBack();
    await this.store.setPassword(
      person.id,
      await this.passwords.hash(input.next),
      this.audit(person.id, 'password.changed', person.email),
      session.idHash,
    );
    return ok({ device: await this.newDevice(person) });
  }

  /** A long-lived token for scripts (`Authorization: Bearer …`), shown once. */
  createApiToken(person: Person, name = 'script'): Promise<string> {
    return this.issueToken(person, 'api', { days: API_TOKEN_DAYS }, { name });
  }

  /** A person's API tokens that still work, newest first. */
  async apiTokensOf(person: Person): Promise<ApiTokenInfo[]> {
    return (await this.liveTokensOf(person, 'api')).map((t) => ({
      id: t.hash,
      name: t.name ?? '',
      createdAt: t.createdAt,
      expiresAt: t.expiresAt,
      ...(t.lastUsedAt ? { lastUsedAt: t.lastUsedAt } : {}),
    }));
  }

  revokeApiToken(person: Person, id: string): Promise<boolean> {
    return this.revokeToken(person, id, 'api-token.revoked');
  }

  /** The person an API token belongs to; notes when it was used. */
  personOfApiToken(token: string): Promise<Person | undefined> {
    return this.personOfToken(token, 'api', TOUCH_SECONDS);
  }
}
