/**
 * An event as the API sends it, one shape for `GET /competitions/{id}/events` and the answer to
 * `POST /competitions/{id}/commands` (api-schemas.ts `Event`): the payload as an object, the
 * events it supersedes as a list of sequence numbers, what became of it (`outcome`), and for the
 * public a participant's public name only. And the paging of the log: `?limit` events after the
 * cursor `?after=<seq>`, in sequence order, with a `Link: <…>; rel="next"` while more follow.
 */
import type { Audience } from '../../app/competitions/present.js';
import type { StoredEvent } from '../../core/events.js';
import { type Participant, publicName } from '../../core/participant.js';

/** What the head of a loaded competition knows of its events (app/competitions/competitions.ts). */
interface Head {
  readonly supersededBy: ReadonlyMap<number, number>;
  readonly outcomes: ReadonlyMap<number, unknown>;
}

/** An event's data for `audience`: a participant's real name and details for directors only. */
function payloadFor(e: StoredEvent, audience: Audience): unknown {
  if ((e.type === 'ParticipantRegistered' || e.type === 'ParticipantUpdated') && audience !== 'director') {
    const p = (e.payload as { participant: Participant }).participant;
    return { ...(e.payload as object), participant: { id: p.id, name: publicName(p) } };
  }
  return e.payload;
}

export function presentEvent(e: StoredEvent, head: Head, audience: Audience) {
  const supersededBy = head.supersededBy.get(e.seq);
  return {
    seq: e.seq,
    at: e.at,
    recordedAt: e.recordedAt,
    type: e.type,
    payload: payloadFor(e, audience),
    ...(audience === 'director' ? { actor: e.actor } : {}),
    ...(e.supersedes ? { supersedes: [...e.supersedes] } : {}),
    ...(e.reason ? { reason: e.reason } : {}),
    ...(supersededBy !== undefined ? { supersededBy } : {}),
    outcome: head.outcomes.get(e.seq) ?? { status: 'applied' },
  };
}

/** Events per page when `limit` is not given, and the most a page may hold. */
export const EVENTS_PAGE = { default: 200, max: 1000 } as const;

/**
 * One page of `events` (in sequence order): those after `after`, at most `limit`; `next` is the
 * cursor of the following page when more follow.
 */
export function pageOfEvents<E extends { readonly seq: number }>(
  events: readonly E[],
  after: number,
  limit: number,
): { page: E[]; next?: number } {
  const rest = [...events].filter((e) => e.seq > after).sort((a, b) => a.seq - b.seq);
  const page = rest.slice(0, limit);
  const last = page.at(-1);
  return rest.length > limit && last ? { page, next: last.seq } : { page };
}
