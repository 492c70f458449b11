/**
 * "Show as of" as people type it: a full moment with an offset, a date and time in the club's
 * zone (what a `datetime-local` field sends, or a date and a separate time of day), or a date
 * alone, meaning the end of that day in the club's zone. Nothing here reads the clock.
 */
import { DateTime } from 'luxon';
import { parseMoment } from '../../core/moment.js';
import { err, type Moment, ok, type Result } from '../../core/types.js';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/**
 * The moment a reader asks for: `value` (a moment, `2026-03-27T19:30`, or `2026-03-27`) and an
 * optional time of day for a date (`19:30`), read in `zone`. An error names what is wrong.
 */
export function readAsOf(value: string, time: string | undefined, zone: string): Result<Moment, string> {
  const v = value.trim();
  const clock = time?.trim() ?? '';
  if (clock !== '' && !TIME.test(clock)) return err(`"${clock}" is not a time of day such as 19:30`);
  let local: DateTime | undefined;
  if (DATE.test(v))
    local =
      clock === ''
        ? DateTime.fromISO(v, { zone }).endOf('day').set({ millisecond: 0 })
        : DateTime.fromISO(`${v}T${clock}`, { zone });
  else if (LOCAL.test(v)) local = DateTime.fromISO(v, { zone });
  if (!local) {
    const full = parseMoment(v);
    return full.ok
      ? full
      : err(
          `"${v}" is not a date (2026-03-27), a date and time (2026-03-27T19:30) or a moment with an offset`,
        );
  }
  if (!local.isValid) return err(`"${v}${clock ? ` ${clock}` : ''}" is not a valid date and time`);
  return ok(local.toISO({ suppressMilliseconds: true }) as Moment);
}

/** The date and time of day of a moment in `zone`, as the picker's fields show them. */
export function asOfFields(m: Moment, zone: string): { readonly date: string; readonly time: string } {
  const local = DateTime.fromISO(m, { setZone: true }).setZone(zone);
  return { date: local.toISODate() ?? '', time: local.toFormat('HH:mm') };
}
