/**
 * The first start: while no server administrator exists, the server either creates him from
 * ARBITER_ADMIN_EMAIL and ARBITER_ADMIN_PASSWORD — checked like the forms check them, so that he
 * can sign in with what he set — or makes a one-time set-up link (printed in the log) where he
 * chooses his own address and password. Several servers starting at once on a new database each
 * print a link; the first one used creates the administrator and ends them all.
 */
import { addDuration } from '../../core/moment.js';
import { err, ok, type Refusal, type Result, refusal } from '../../core/types.js';
import { type AccountStore, EmailTaken, type Person } from '../../store/accounts.js';
import type { Clock } from '../clock.js';
import { emailSchema, nameSchema, passwordSchema } from './account-schemas.js';
import type { PasswordHasher } from './passwords.js';
import { hashToken, newId, newToken } from './tokens.js';

export const SETUP_HOURS = 24;

export type StartOutcome =
  /** A server administrator exists. */
  | { readonly kind: 'ready' }
  /** Created from the settings. */
  | { readonly kind: 'created'; readonly email: string }
  /** Open `setup/<token>` to create him. */
  | { readonly kind: 'link'; readonly token: string };

export class FirstStart {
  constructor(
    private readonly store: AccountStore,
    private readonly clock: Clock,
    private readonly passwords: PasswordHasher,
  ) {}

  /**
   * Makes sure the server can get an administrator. A setting the forms would refuse is an error
   * in words, naming the setting.
   */
  async prepare(settings: { email?: string; password?: string }): Promise<Result<StartOutcome, string>> {
    if (await this.store.hasServerAdmin()) return ok({ kind: 'ready' });
    if (settings.email === undefined && settings.password === undefined) {
      const token = newToken();
      const now = this.clock.now();
      await this.store.createSetupToken(hashToken(token), now, addDuration(now, { hours: SETUP_HOURS }));
      return ok({ kind: 'link', token });
    }
    const email = emailSchema.safeParse(settings.email ?? '');
    if (!email.success)
      return err(
        `ARBITER_ADMIN_EMAIL: "${settings.email ?? ''}" is not an address the sign-in form accepts (e.g. admin@club.example)`,
      );
    if (!passwordSchema.safeParse(settings.password ?? '').success)
      return err('ARBITER_ADMIN_PASSWORD: set a password of at least 10 characters');
    const now = this.clock.now();
    try {
      await this.store.createPerson(
        {
          id: newId('person'),
          email: email.data,
          name: 'Administrator',
          passwordHash: await this.passwords.hash(settings.password ?? ''),
          serverAdmin: true,
          createdAt: now,
        },
        { at: now, actor: 'system', action: 'admin.created', subject: email.data },
      );
    } catch (e) {
      if (!(e instanceof EmailTaken)) throw e;
      // Several servers starting at once on a new database: another one created him.
      if (await this.store.hasServerAdmin()) return ok({ kind: 'ready' });
      return err(`ARBITER_ADMIN_EMAIL: ${email.data} has an account already, which is no administrator`);
    }
    return ok({ kind: 'created', email: email.data });
  }

  /** Whether the set-up is still to be done (no administrator yet). */
  async open(): Promise<boolean> {
    return !(await this.store.hasServerAdmin());
  }

  /** Creates the administrator with a set-up link and the form's name, address and password. */
  async complete(
    token: string,
    input: { name: string; email: string; password: string },
  ): Promise<Result<Person, Refusal>> {
    const now = this.clock.now();
    const admin: Person = {
      id: newId('person'),
      email: input.email,
      name: input.name,
      passwordHash: await this.passwords.hash(input.password),
      serverAdmin: true,
      createdAt: now,
    };
    try {
      const outcome = await this.store.completeSetup(hashToken(token), admin, {
        at: now,
        actor: 'setup',
        action: 'admin.created',
        subject: admin.email,
      });
      if (outcome === 'created') return ok(admin);
      return err(
        outcome === 'done-already'
          ? refusal('ERR_SETUP_DONE', 'the administrator exists already: sign in')
          : refusal(
              'ERR_LINK_INVALID',
              'this set-up link is invalid or expired; restart the server for a new one',
            ),
      );
    } catch (e) {
      if (e instanceof EmailTaken)
        return err(refusal('ERR_EMAIL_TAKEN', `${admin.email} has an account already`, { path: 'email' }));
      throw e;
    }
  }
}

/** The checks of the set-up form: the same schemas as every other account form. */
export const setupFormSchema = { name: nameSchema, email: emailSchema, password: passwordSchema };
