/**
 * PYR-8: the guardian's mail when his decision of a dispute questioned a challenge: the winner
 * whose win he took away had challenged from the place it gave him, and the challenge waits for
 * him to keep or void it (formats/pyramid/questioned.ts). One notice per challenge, to the
 * guardian, linking to his desk.
 */
import type { StoredEvent } from '../../../core/events.js';
import type { Notice } from '../../../mail/notices.js';
import type { PyramidState } from '../state.js';

/** The notice kind, for the pyramid's list of kinds. */
export const QUESTIONED_KIND = 'pyramid.questioned';

/** Notices of the challenges an event questioned (those in `after` and not in `before`). */
export function questionedNotices(before: PyramidState, after: PyramidState, e: StoredEvent): Notice[] {
  return after.questioned
    .filter((q) => !before.questioned.includes(q))
    .map((q) => ({
      kind: QUESTIONED_KIND,
      to: 'director' as const,
      params: {
        challenger: q.challenger,
        defender: q.defender,
        disputedChallenger: q.disputed.challenger,
        disputedDefender: q.disputed.defender ?? '',
      },
      key: `${e.seq}:questioned:${q.challenger}-${q.defender}-${q.challengedAt ?? ''}`,
      context: { challenger: q.challenger, defender: q.defender },
      page: 'act',
    }));
}
