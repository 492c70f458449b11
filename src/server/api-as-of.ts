/**
 * The `asOf` query parameter of the API and the downloads, read as the pages' "show as of" reads
 * it (app/as-of.ts): a moment with an offset, a date and time without one (in the club's zone), or
 * a date alone (the end of that day in the club's zone). Anything else is refused naming the
 * parameter.
 */
import { readAsOf } from '../app/as-of.js';
import type { Loaded } from '../app/competitions.js';
import { DEFAULT_ZONE } from '../app/moment-text.js';
import { err, type Moment, ok, type Refusal, type Result } from '../core/types.js';
import type { Services } from './context.js';
import { FORMAT_UIS } from './formats/registry.js';
import { competitionZone } from './kit/ui.js';

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
