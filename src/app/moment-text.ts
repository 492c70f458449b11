/**
 * Moments as people read them: in the club's time zone and the reader's language, through `Intl`
 * ("Fr., 27. März, 10:15"; the year only when it is not the year of the page). The one place
 * where pages, e-mails and the CLI turn a moment into words; nothing here reads the clock.
 */
import { instantOf } from '../core/moment.js';
import type { Lang, Moment } from '../core/types.js';
import { LOCALES } from './i18n.js';

/** The zone of a club that names none: the seed clubs are in Germany and the Netherlands. */
export const DEFAULT_ZONE = 'Europe/Berlin';

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar date as the events write it (`2026-03-27`), which `MomentText.date` puts in words. */
export const isCalendarDate = (value: string): boolean => CALENDAR_DATE.test(value);

export interface MomentText {
  /** Weekday, day, month and time: "Fri 27 March, 10:15" (with the year when it differs from the page's). */
  moment(m: Moment): string;
  /** The moment with the zone's short name, where readers may be elsewhere: "Tue 24 November, 19:30 UTC". */
  zoned(m: Moment): string;
  /** Weekday, day, month and year of a moment or a calendar date (`2026-03-27`): "Fri, 27 Mar 2026". */
  date(m: Moment | string): string;
  /** The time of day: "10:15". */
  time(m: Moment): string;
  /** Relative to the page's moment: "in 3 days", "vor 2 Stunden", "gisteren". */
  relative(m: Moment): string;
}

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: Lang, zone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${zone}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: zone });
    cache.set(key, f);
  }
  return f;
}

/** A calendar date stands for its own day wherever the reader is: noon UTC of that day, shown in UTC. */
const dayOf = (value: Moment | string, zone: string): { readonly instant: number; readonly zone: string } =>
  CALENDAR_DATE.test(value)
    ? { instant: Date.parse(`${value}T12:00:00Z`), zone: 'UTC' }
    : { instant: instantOf(value as Moment), zone };

const yearIn = (instant: number, zone: string): string =>
  formatter('en', zone, { year: 'numeric' }).format(new Date(instant));

const RELATIVE_UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * The moment display of one page: the club's `zone` (an IANA name such as `Europe/Amsterdam`),
 * the reader's `lang` and the moment the page shows (`reference`, for the year and relative texts).
 * Throws on an unknown zone, naming it.
 */
export function momentText(lang: Lang, zone: string, reference: Moment): MomentText {
  try {
    formatter(lang, zone, {});
  } catch {
    throw new RangeError(`unknown time zone "${zone}" (an IANA name such as Europe/Amsterdam)`);
  }
  const now = instantOf(reference);
  let relative: Intl.RelativeTimeFormat | undefined;
  return {
    moment(m) {
      const instant = instantOf(m);
      const withYear = yearIn(instant, zone) !== yearIn(now, zone);
      const day = formatter(lang, zone, {
        weekday: 'short',
        day: 'numeric',
        month: 'long',
        ...(withYear ? { year: 'numeric' } : {}),
      }).format(new Date(instant));
      return `${day}, ${this.time(m)}`;
    },
    zoned(m) {
      const name = formatter(lang, zone, { timeZoneName: 'short' })
        .formatToParts(new Date(instantOf(m)))
        .find((p) => p.type === 'timeZoneName');
      return name ? `${this.moment(m)} ${name.value}` : this.moment(m);
    },
    date(value) {
      const { instant, zone: shownIn } = dayOf(value, zone);
      return formatter(lang, shownIn, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }).format(new Date(instant));
    },
    time(m) {
      return formatter(lang, zone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
        new Date(instantOf(m)),
      );
    },
    relative(m) {
      const diff = instantOf(m) - now;
      const [unit, size] = RELATIVE_UNITS.find(([, ms]) => Math.abs(diff) >= ms) ?? ['minute', 60_000];
      relative ??= new Intl.RelativeTimeFormat(LOCALES[lang], { numeric: 'auto' });
      return relative.format(Math.round(diff / size), unit);
    },
  };
}
