/**
 * The notice of a late entry's impact (PYR-0): an event placed at its own moment, before events
 * recorded after it, can change what those did (a challenge loses its effect, a result no longer
 * counts). Everybody a changed event names hears which entry changed (a challenge, an acceptance,
 * a result, a place …, by the format's words for its events), how, and why: the late entry that
 * came before it and the rule's reason. One notice per changed entry, each with its own subject;
 * the director sees the same in the competition's review.
 */
import type { Impact } from '../core/engine.js';
import type { StoredEvent } from '../core/events.js';
import type { Roster } from '../core/participant.js';
import type { ParticipantId } from '../core/types.js';
import type { Entry, Notice, NoticeValue } from './notices.js';

export const LATE_KIND = 'late.changed';

/** The participants an event names anywhere in its payload, in the order written. */
function named(value: unknown, roster: Roster, found: Set<ParticipantId>): Set<ParticipantId> {
  if (typeof value === 'string' && roster.has(value)) found.add(value);
  else if (Array.isArray(value)) for (const v of value) named(v, roster, found);
  else if (value && typeof value === 'object') for (const v of Object.values(value)) named(v, roster, found);
  return found;
}

/** An entry the format has no words for: "an entry of" the players it names. */
const anEntry = (event: StoredEvent, roster: Roster): Entry => ({
  what: 'entry',
  player: [...named(event.payload, roster, new Set())],
});

/** The entry as a phrase of the notice (`notice.late.entry.<what>`). */
const phrase = (entry: Entry) => {
  const params: Record<string, NoticeValue> = { player: entry.player, opponent: entry.opponent ?? '' };
  return { key: `notice.late.entry.${entry.what}`, params };
};

/**
 * The notices of `impact`, the later events whose outcome the new `events` changed; `log` holds
 * the events before them (where the changed ones are found). `describe` is the format's words
 * for its events.
 */
export function lateNotices(
  events: readonly StoredEvent[],
  impact: readonly Impact[],
  log: readonly StoredEvent[],
  roster: Roster,
  describe: (event: StoredEvent) => Entry | undefined = () => undefined,
): Notice[] {
  const first = events[0];
  if (!first) return [];
  const entryOf = (e: StoredEvent): Entry => describe(e) ?? anEntry(e, roster);
  const cause = phrase(entryOf(first));
  return impact.flatMap((i) => {
    const changed = log.find((e) => e.seq === i.seq);
    if (!changed) return [];
    const { code, message, params } = i.after;
    return [...named(changed.payload, roster, new Set())].map(
      (to): Notice => ({
        kind: LATE_KIND,
        to,
        params: { moment: first.at, recorded: changed.at, after: i.after.status },
        phrases: { what: phrase(entryOf(changed)), cause },
        key: `${first.seq}:late:${i.seq}`,
        page: '',
        ...(code ? { explain: { code, params: params ?? {}, text: message ?? code } } : {}),
      }),
    );
  });
}
