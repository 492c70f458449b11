/**
 * The calendar part of the account page: the secret addresses of the person's calendar feed
 * (server/calendar.ts) — made here and shown once, listed with when they were made and last
 * read, revocable.
 */
import type { Child } from 'hono/jsx';
import type { CalendarFeedInfo } from '../../app/calendar-feeds.js';
import type { Translate } from '../../app/i18n.js';
import type { Moment } from '../../core/types.js';
import { Csrf } from '../forms.js';

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
    <>
      <h2>{t('account.calendar')}</h2>
      <p class="small muted">{t('account.calendarHint')}</p>
      {address ? (
        <p class="notice ok" role="status">
          {t('account.calendarShownOnce')} <code>{address}</code>{' '}
          <a href={address.replace(/^https?:/, 'webcal:')}>{t('account.calendarSubscribe')}</a>
        </p>
      ) : null}
      {feeds.length === 0 ? (
        <p class="muted">{t('account.calendarNone')}</p>
      ) : (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('account.calendarMade')}</th>
                <th scope="col">{t('account.calendarRead')}</th>
                <th scope="col">
                  <span class="visually-hidden">{t('account.calendarRevoke')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {feeds.map((feed) => (
                <tr>
                  <th scope="row">{when(feed.createdAt)}</th>
                  <td>{feed.lastUsedAt ? when(feed.lastUsedAt) : t('account.calendarNever')}</td>
                  <td>
                    <form method="post" action="/account/calendar/revoke">
                      <Csrf token={csrf} />
                      <input type="hidden" name="id" value={feed.id} />
                      <button
                        type="submit"
                        class="secondary"
                        aria-label={t('account.calendarRevokeNamed', { made: when(feed.createdAt) })}
                      >
                        {t('account.calendarRevoke')}
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <form method="post" action="/account/calendar">
        <Csrf token={csrf} />
        <button type="submit" class="secondary">
          {t('account.calendarCreate')}
        </button>
      </form>
    </>
  );
}
