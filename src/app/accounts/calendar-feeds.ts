/**
 * The secret addresses of people's calendar feeds: a person makes one (shown once, like an API
 * token; only its hash is stored, in the tokens table with purpose `calendar`), sees when each was
 * made and last read, and revokes any of them. Changing the password revokes them with the
 * person's other tokens.
 */
import type { Moment } from '../../core/types.js';
import type { Person } from '../../store/accounts.js';
import type { AccountService } from './accounts.js';

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

export function createCalendarFeed(accounts: AccountService, person: Person): Promise<string> {
  return accounts.issueToken(person, 'calendar', { years: FEED_YEARS }, { name: 'calendar' });
}

export async function calendarFeedsOf(accounts: AccountService, person: Person): Promise<CalendarFeedInfo[]> {
  return (await accounts.liveTokensOf(person, 'calendar')).map((t) => ({
    id: t.hash,
    createdAt: t.createdAt,
    ...(t.lastUsedAt ? { lastUsedAt: t.lastUsedAt } : {}),
  }));
}

export function revokeCalendarFeed(accounts: AccountService, person: Person, id: string): Promise<boolean> {
  return accounts.revokeToken(person, id, 'calendar-feed.revoked');
}

/** The person whose feed the secret address is; notes the read. Undefined when unknown or revoked. */
export function personOfCalendarFeed(accounts: AccountService, token: string): Promise<Person | undefined> {
  return accounts.personOfToken(token, 'calendar', TOUCH_SECONDS);
}
