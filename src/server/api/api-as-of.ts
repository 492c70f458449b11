/**
 * The `asOf` query parameter of the API and the downloads, read as the pages' "show as of" reads
 * it (app/competitions/as-of.ts): a moment with an offset, a date and time without one (in the club's zone), or
 * a date alone (the end of that day in the club's zone). Anything else is refused naming the
 * parameter.
 */
import { readAsOf } from '../../app/competitions/as-of.js';
import type { Loaded } from '../../app/competitions/competitions.js';
import { DEFAULT_ZONE } from '../../app/moment-text.js';
import type { StoredEvent } from '../../core/events.js';
import { isAfter } from '../../core/moment.js';
import { err, type Moment, ok, type Refusal, type Result } from '../../core/types.js';
import { FORMAT_UIS } from '../formats/registry.js';
import type { Services } from '../http/context.js';
import { competitionZone } from '../kit/ui.js';

/** The moment `raw` names for `loaded` (now when absent or blank), or a refusal naming `asOf`. */
export function asOfParameter(
  services: Services,
  loaded: Loaded,
  raw: string | undefined,
): Result<Moment, Refusal> {
  const value = raw?.trim();
  if (!value) return ok(services.clock.now());
  const zone = competitionZone(
    FORMAT_UIS.get(loaded.record.format),
    loaded.head.state.format,
    services.settings.timeZone ?? DEFAULT_ZONE,
  );
  const read = readAsOf(value, undefined, zone);
  return read.ok ? read : err({ code: 'ERR_INVALID_MOMENT', message: `asOf: ${read.error}`, path: 'asOf' });
}

/**
 * The moment an answer reports as its `asOf`: the one asked for, else the moment of the last
 * event in effect at `now` (the competition's creation before any). Not the request's clock: the
 * body, and with it the ETag, stays the same while nothing changes, so a client polling with
 * `If-None-Match` gets 304. The answer itself is still computed for `now` (deadlines that passed
 * show), and a change that brings changes the body.
 */
export async function reportedAsOf(
  loaded: Loaded,
  asked: string | undefined,
  now: Moment,
  log: () => Promise<readonly StoredEvent[]>,
): Promise<Moment> {
  if (asked?.trim()) return now;
  const latest = loaded.head.latestAt;
  if (latest !== undefined && !isAfter(latest, now)) return latest;
  // An event dated after now (rare): the log is read to find the last one in effect.
  let last: Moment = loaded.record.createdAt;
  for (const e of await log()) if (!isAfter(e.at, now) && isAfter(e.at, last)) last = e.at;
  return last;
}
