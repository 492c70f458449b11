/**
 * The notice of a late entry's impact (PYR-0): an event placed at its own moment, before events
 * recorded after it, can change what those did (a challenge loses its effect, a result no longer
 * counts). Everybody a changed event names hears what changed and why, in every format; the
 * director sees the same in the competition's review.
 */
import type { Impact } from '../core/engine.js';
import type { StoredEvent } from '../core/events.js';
import type { Roster } from '../core/participant.js';
import type { ParticipantId } from '../core/types.js';
import type { Notice } from './notices.js';

export const LATE_KIND = 'late.changed';

/** The participants an event names anywhere in its payload. */
function named(value: unknown, roster: Roster, found: Set<ParticipantId>): Set<ParticipantId> {
  if (typeof value === 'string' && roster.has(value)) found.add(value);
  else if (Array.isArray(value)) for (const v of value) named(v, roster, found);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) named(v, roster, found);
  return found;
}

/**
 * The notices of `impact`, the later events whose outcome the new `events` changed; `log` holds
 * the events before them (where the changed ones are found).
 */
export function lateNotices(
  events: readonly StoredEvent[],
  impact: readonly Impact[],
  log: readonly StoredEvent[],
  roster: Roster,
): Notice[] {
  const first = events[0];
  if (!first) return [];
  return impact.flatMap((i) => {
    const changed = log.find((e) => e.seq === i.seq);
    if (!changed) return [];
    const { code, message, params } = i.after;
    return [...named(changed.payload, roster, new Set())].map(
      (to): Notice => ({
        kind: LATE_KIND,
        to,
        params: { moment: first.at, recorded: changed.at, after: i.after.status },
        key: `${first.seq}:late:${i.seq}`,
        page: '',
        ...(code ? { explain: { code, params: params ?? {}, text: message ?? code } } : {}),
      }),
    );
  });
}
