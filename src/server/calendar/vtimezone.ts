/**
 * The `VTIMEZONE` component of an IANA zone (RFC 5545 §3.6.5) for the years a feed covers, so
 * that a calendar program reads `DTSTART;TZID=Europe/Amsterdam:…` exactly as the club means it.
 * Written from the zone's real transitions (luxon, i.e. the runtime's time zone data): one
 * STANDARD or DAYLIGHT part per change of offset, none guessed from rules.
 */
import { DateTime } from 'luxon';

const offsetText = (minutes: number): string => {
  const sign = minutes < 0 ? '-' : '+';
  const m = Math.abs(minutes);
  return `${sign}${String(Math.floor(m / 60)).padStart(2, '0')}${String(m % 60).padStart(2, '0')}`;
};

const localText = (dt: DateTime): string => dt.toFormat("yyyyMMdd'T'HHmmss");

/** The first minute in (from, to] where the zone's offset is that of `to` (from and to differ). */
function changeBetween(zone: string, from: number, to: number): DateTime {
  let lo = from;
  let hi = to;
  const target = DateTime.fromMillis(to, { zone }).offset;
  while (hi - lo > 60_000) {
    const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
    if (DateTime.fromMillis(mid, { zone }).offset === target) hi = mid;
    else lo = mid;
  }
  return DateTime.fromMillis(hi, { zone });
}

const cache = new Map<string, string | null>();

/** The component for `zone` covering the years `from` to `to`; null for a zone luxon does not know. */
export function vtimezone(zone: string, from: number, to: number): string | null {
  const key = `${zone}|${from}|${to}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const start = DateTime.fromObject({ year: from, month: 1, day: 1 }, { zone });
  if (!start.isValid) {
    cache.set(key, null);
    return null;
  }
  const parts: string[] = [];
  const part = (at: DateTime, before: number) => {
    const kind = at.isInDST ? 'DAYLIGHT' : 'STANDARD';
    parts.push(
      `BEGIN:${kind}`,
      // The moment of change in the local time that held until then.
      `DTSTART:${localText(DateTime.fromMillis(at.toMillis() + before * 60_000, { zone: 'utc' }))}`,
      `TZOFFSETFROM:${offsetText(before)}`,
      `TZOFFSETTO:${offsetText(at.offset)}`,
      `TZNAME:${at.offsetNameShort ?? offsetText(at.offset)}`,
      `END:${kind}`,
    );
  };
  part(start, start.offset);
  const end = DateTime.fromObject({ year: to + 1, month: 1, day: 1 }, { zone }).toMillis();
  let previous = start;
  for (let day = start.plus({ days: 1 }); day.toMillis() <= end; day = day.plus({ days: 1 })) {
    if (day.offset !== previous.offset)
      part(changeBetween(zone, previous.toMillis(), day.toMillis()), previous.offset);
    previous = day;
  }
  const text = ['BEGIN:VTIMEZONE', `TZID:${zone}`, ...parts, 'END:VTIMEZONE'].join('\r\n');
  cache.set(key, text);
  return text;
}
