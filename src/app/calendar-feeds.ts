/**
 * The secret addresses of people's calendar feeds: a person makes one (shown once, like an API
 * token; only its hash is stored, in the tokens table with purpose `calendar`), sees when each was
 * made and last read, and revokes any of them. Changing the password revokes them with the
 * person's other tokens.
 */
import { addDuration, instantOf } from '../core/moment.js';
import type { Moment } from '../core/types.js';
import type { Person } from '../store/accounts.js';
import type { AccountService } from './accounts.js';
import { hashToken, newToken } from './tokens.js';

/** A feed address works this long unless revoked; calendar programs read it for years. */
const FEED_YEARS = 10;
/** Reads are noted at most this often (calendar programs poll). */
const TOUCH_SECONDS = 3600;

export interface CalendarFeedInfo {
  /** The token's hash: what the revoke form names (never the token). */
  readonly id: string;
  readonly createdAt: Moment;
  readonly lastUsedAt?: Moment;
}

export async function createCalendarFeed(accounts: AccountService, person: Person): Promise<string> {
  const token = newToken();
  const now = accounts.clock.now();
  await accounts.store.createToken({
    hash: hashToken(token),
    purpose: 'calendar',
    personId: person.id,
    createdAt: now,
    expiresAt: addDuration(now, { years: FEED_YEARS }),
    name: 'calendar',
  });
  return token;
}

export async function calendarFeedsOf(accounts: AccountService, person: Person): Promise<CalendarFeedInfo[]> {
  const now = instantOf(accounts.clock.now());
  return (await accounts.store.tokensOf(person.id, 'calendar'))
    .filter((t) => instantOf(t.expiresAt) > now)
    .map((t) => ({
      id: t.hash,
      createdAt: t.createdAt,
      ...(t.lastUsedAt ? { lastUsedAt: t.lastUsedAt } : {}),
    }));
}

export async function revokeCalendarFeed(
  accounts: AccountService,
  person: Person,
  id: string,
): Promise<boolean> {
  return accounts.store.revokeToken(person.id, id, {
    at: accounts.clock.now(),
    actor: person.id,
    action: 'calendar-feed.revoked',
    subject: person.email,
  });
}

/** The person whose feed the secret address is; notes the read. Undefined when unknown or revoked. */
export async function personOfCalendarFeed(
  accounts: AccountService,
  token: string,
): Promise<Person | undefined> {
  const now = accounts.clock.now();
  const found = await accounts.store.findToken(hashToken(token), 'calendar', now);
  if (!found) return undefined;
  if (!found.lastUsedAt || instantOf(now) - instantOf(found.lastUsedAt) >= TOUCH_SECONDS * 1000)
    await accounts.store.touchToken(found.hash, now);
  return accounts.store.getPerson(found.personId);
}
