/**
 * iCalendar feeds (ical-generator): a competition's (`/api/competitions/:id/calendar.ics`, for
 * whoever may see the competition) and a person's (`/api/calendars/:token`, behind the secret
 * address made on the account page: every competition he plays in, with his own deadlines and
 * nobody else's). Moments are written in the club's time zone (`TZID`, with its `VTIMEZONE`),
 * titles in the reader's language (`?lang=`), names as the reader may see them (aliases).
 */
import type { Context } from 'hono';
import ical, { type ICalCalendar } from 'ical-generator';
import { DateTime } from 'luxon';
import type { Access } from '../../app/accounts/access.js';
import { personOfCalendarFeed } from '../../app/accounts/calendar-feeds.js';
import type { Loaded } from '../../app/competitions/competitions.js';
import { nameOf } from '../../app/competitions/present.js';
import type { Translate } from '../../app/i18n.js';
import { DEFAULT_ZONE } from '../../app/moment-text.js';
import type { StoredEvent } from '../../core/events.js';
import type { Moment } from '../../core/types.js';
import { visibleCompetition } from '../accounts/access.js';
import { FORMAT_UIS } from '../formats/registry.js';
import type { AppEnv, Services } from '../http/context.js';
import { refusalResponse } from '../kit/refusal.js';
import { competitionZone } from '../kit/ui.js';
import { type CalendarEntry, calendarEntries } from './calendar-entries.js';
import { vtimezone } from './vtimezone.js';

const isDate = (start: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(start);

interface FeedPart {
  readonly loaded: Loaded;
  readonly access: Access;
  /** The competition's log (up to its fold). */
  readonly log: readonly StoredEvent[];
  readonly entries: readonly CalendarEntry[];
  readonly zone: string;
}

/**
 * When the competition's information was last revised: its last event's recording, else its
 * creation. RFC 5545 (3.8.7.2) makes this the DTSTAMP of a feed without METHOD, and it keeps an
 * unchanged feed byte for byte the same (a static site rewrites only what changed).
 */
const lastRevision = (part: FeedPart): Date =>
  new Date(part.log.at(-1)?.recordedAt ?? part.loaded.record.createdAt);

/** How long an entry of a moment without an end lasts (a club evening, a round). */
const TIMED_HOURS = 3;

/** Adds a competition's entries to a calendar; `pageUrl` names the competition's page, if it has one. */
function addEntries(
  cal: ICalCalendar,
  part: FeedPart,
  t: Translate,
  pageUrl: (competition: string) => string | undefined,
) {
  const { loaded, access, zone } = part;
  const stamp = lastRevision(part);
  const roster = loaded.head.state.roster;
  for (const e of part.entries) {
    const names = Object.fromEntries(
      Object.entries(e.people ?? {}).map(([k, id]) => [k, nameOf(roster, id, access.audience)]),
    );
    const start = DateTime.fromISO(e.start, { zone });
    const end = e.end ? DateTime.fromISO(e.end, { zone }) : start.plus({ hours: TIMED_HOURS });
    const url = pageUrl(loaded.record.id);
    cal.createEvent({
      id: `${loaded.record.id}/${e.uid}@arbiter`,
      stamp,
      start,
      // A moment is an event of its own length (a round to its deadline, else TIMED_HOURS) in the
      // club's zone, never a zero-length one; a date is a whole day.
      ...(isDate(e.start)
        ? { allDay: true }
        : { end: end > start ? end : start.plus({ hours: 1 }), timezone: zone }),
      sequence: e.sequence ?? 0,
      lastModified: new Date(e.modifiedAt ?? stamp),
      summary: `${t(e.key, { ...e.params, ...names })} · ${loaded.record.name}`,
      ...(url ? { url } : {}),
    });
  }
}

function feed(services: Services, c: Context<AppEnv>, name: string, parts: readonly FeedPart[]): Response {
  const now = DateTime.fromISO(services.clock.now(), { zone: 'utc' });
  const zones = [...new Set(parts.filter((p) => p.entries.length > 0).map((p) => p.zone))];
  const years = parts.flatMap((p) => p.entries.map((e) => Number(e.start.slice(0, 4))));
  const from = Math.min(now.year, ...years) - 1;
  const to = Math.max(now.year, ...years) + 1;
  const cal = ical({
    name,
    prodId: { company: 'Arbiter', product: 'arbiter', language: c.var.lang.toUpperCase() },
  });
  const origin = new URL(c.req.url).origin;
  const { pageUrl } = services.settings;
  const urlOf = (id: string) => (pageUrl ? pageUrl(id, c.var.lang) : `${origin}/c/${encodeURIComponent(id)}`);
  for (const part of parts) addEntries(cal, part, c.var.t, urlOf);
  // The zones' VTIMEZONEs go in by hand: with a calendar-wide zone, ical-generator would write
  // DTSTAMP in local time, which RFC 5545 forbids (it is UTC); each event names its zone itself.
  const timezones = zones.flatMap((z) => vtimezone(z, from, to) ?? []);
  const text = cal
    .toString()
    .replace(/(?=BEGIN:VEVENT|END:VCALENDAR)/, timezones.map((z) => `${z}\r\n`).join(''));
  return c.body(text, 200, {
    'Content-Type': 'text/calendar; charset=utf-8',
    'Content-Disposition': 'inline; filename="arbiter.ics"',
  });
}

const zoneOf = (services: Services, loaded: Loaded, state: unknown): string =>
  competitionZone(FORMAT_UIS.get(loaded.record.format), state, services.settings.timeZone ?? DEFAULT_ZONE);

async function partOf(services: Services, loaded: Loaded, access: Access, asOf: Moment): Promise<FeedPart> {
  const state = await services.competitions.stateAt(loaded, asOf);
  const log = await services.competitions.log(loaded);
  return {
    loaded,
    access,
    log,
    entries: calendarEntries(loaded, state, asOf, log),
    zone: zoneOf(services, loaded, state),
  };
}

export async function competitionCalendar(services: Services, c: Context<AppEnv>): Promise<Response> {
  const id = c.req.param('id') ?? '';
  const visible = await visibleCompetition(services, c, id);
  if (!visible)
    return refusalResponse(c, {
      code: 'ERR_NO_SUCH_COMPETITION',
      message: `there is no competition "${id}"`,
    });
  const part = await partOf(services, visible.loaded, visible.access, services.clock.now());
  return feed(services, c, visible.loaded.record.name, [part]);
}

export async function playerCalendar(services: Services, c: Context<AppEnv>): Promise<Response> {
  const { accounts, competitions } = services;
  const person = await personOfCalendarFeed(accounts, c.req.param('token') ?? '');
  if (!person)
    return refusalResponse(c, {
      code: 'ERR_NOT_FOUND',
      message: 'no such calendar (the address was revoked?)',
    });
  const viewer = await accounts.viewerOf(person);
  const now = services.clock.now();
  const parts: FeedPart[] = [];
  for (const grant of viewer.grants) {
    if (grant.role !== 'player' || grant.participantId === undefined) continue;
    const loaded = await competitions.load(grant.competitionId);
    if (!loaded) continue;
    const { access } = await accounts.visibility(viewer, loaded.record);
    const part = await partOf(services, loaded, access, now);
    const mine = grant.participantId;
    parts.push({
      ...part,
      entries: part.entries.filter((e) => !e.participants || e.participants.includes(mine)),
    });
  }
  c.header('Cache-Control', 'private, no-cache');
  return feed(services, c, c.var.t('cal.personal', { name: person.name }), parts);
}
