/**
 * The calendar part of the account page: the secret addresses of the person's calendar feed
 * (server/calendar/calendar.ts) — made here and shown once, listed with when they were made and last
 * read, revocable.
 */
import type { Child } from 'hono/jsx';
import type { CalendarFeedInfo } from '../../app/accounts/calendar-feeds.js';
import type { Translate } from '../../app/i18n.js';
import type { Moment } from '../../core/types.js';
import { SecretsSection } from './account-secrets.js';

/** The feed's address: the API path, in the reader's language (the titles are written in it). */
export const calendarAddress = (origin: string, token: string, lang: string): string =>
  `${origin}/api/calendars/${token}?lang=${lang}`;

export function CalendarSection({
  t,
  csrf,
  feeds,
  address,
  when,
}: {
  t: Translate;
  csrf: string;
  feeds: readonly CalendarFeedInfo[];
  /** A new address, shown once. */
  address?: string;
  when: (m: Moment) => string;
}): Child {
  return (
    <SecretsSection
      csrf={csrf}
      title={t('account.calendar')}
      hint={t('account.calendarHint')}
      {...(address
        ? {
            shown: (
              <>
                {t('account.calendarShownOnce')} <code>{address}</code>{' '}
                <a href={address.replace(/^https?:/, 'webcal:')}>{t('account.calendarSubscribe')}</a>
              </>
            ),
          }
        : {})}
      none={t('account.calendarNone')}
      secrets={feeds}
      columns={[
        { heading: t('account.calendarMade'), cell: (feed) => when(feed.createdAt) },
        {
          heading: t('account.calendarRead'),
          cell: (feed) => (feed.lastUsedAt ? when(feed.lastUsedAt) : t('account.calendarNever')),
        },
      ]}
      revoke={{
        action: '/account/calendar/revoke',
        label: t('account.calendarRevoke'),
        named: (feed) => t('account.calendarRevokeNamed', { made: when(feed.createdAt) }),
      }}
      create={{
        action: '/account/calendar',
        children: (
          <button type="submit" class="secondary">
            {t('account.calendarCreate')}
          </button>
        ),
      }}
    />
  );
}
