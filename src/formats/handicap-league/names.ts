/**
 * Publication (HL-10): every view names players by participant id only; the page layer turns ids
 * into names through these helpers. The public sees the alias where one is set (a personal one,
 * or the common alias *Tokumei*), never the real name behind it; the director sees real names.
 */
import { type Participant, publicName, type Roster } from '../../core/participant.js';
import type { ParticipantId } from '../../core/types.js';

/** The common alias of players who do not want to appear under their name (HL-10). */
export const TOKUMEI = 'Tokumei';

const AUDIENCES = ['public', 'director'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** HL-10: the alias (or the name where there is none) for the public, the real name for the director. */
export function displayName(participant: Participant, audience: Audience): string {
  return audience === 'director' ? participant.name : publicName(participant);
}

/** True when the public sees an alias instead of the name. */
export const isAliased = (participant: Participant): boolean => participant.alias !== undefined;

/** Names for every participant, ready for a page rendered for one audience. */
export function displayNames(roster: Roster, audience: Audience): ReadonlyMap<ParticipantId, string> {
  return new Map([...roster.values()].map((p) => [p.id, displayName(p, audience)]));
}
