/**
 * Who may see and do what, for every endpoint alike (tested as a matrix in server/accounts/roles.test.ts).
 *
 * - The public sees published competitions only, under public names (aliases, HL-10).
 * - Members of a club see its unpublished competitions too.
 * - Directors (a competition grant, a club admin of the competition's club, or the server admin)
 *   do everything in their competitions and see real names.
 * - A player (a grant linked to a participant) acts only as that participant.
 */
import type { Actor } from '../../core/events.js';
import type { CompetitionGrant, Membership, Person } from '../../store/accounts.js';
import type { CompetitionRecord } from '../../store/port.js';
import type { Audience } from '../competitions/present.js';

export interface Viewer {
  readonly person?: Person;
  readonly memberships: readonly Membership[];
  readonly grants: readonly CompetitionGrant[];
}

export const anonymous: Viewer = { memberships: [], grants: [] };

export interface Access {
  readonly canView: boolean;
  readonly isDirector: boolean;
  /** The participant this viewer plays as, if any. */
  readonly participantId?: string;
  readonly audience: Audience;
  /** The actor commands are recorded under, if the viewer may act at all. */
  readonly actor?: Actor;
}

export function isClubAdmin(viewer: Viewer, clubId: string): boolean {
  return (
    viewer.person?.serverAdmin === true ||
    viewer.memberships.some((m) => m.clubId === clubId && m.role === 'admin')
  );
}

export function isClubMember(viewer: Viewer, clubId: string): boolean {
  return isClubAdmin(viewer, clubId) || viewer.memberships.some((m) => m.clubId === clubId);
}

export function accessTo(viewer: Viewer, record: CompetitionRecord, published: boolean): Access {
  const person = viewer.person;
  const grants = viewer.grants.filter((g) => g.competitionId === record.id);
  const isDirector =
    person !== undefined && (isClubAdmin(viewer, record.clubId) || grants.some((g) => g.role === 'director'));
  const participantId = grants.find((g) => g.role === 'player')?.participantId;
  const canView =
    published || isDirector || participantId !== undefined || isClubMember(viewer, record.clubId);
  const actor: Actor | undefined =
    person === undefined
      ? undefined
      : isDirector
        ? { kind: 'director', personId: person.id }
        : participantId !== undefined
          ? { kind: 'player', participantId, personId: person.id }
          : undefined;
  return {
    canView,
    isDirector,
    ...(participantId !== undefined ? { participantId } : {}),
    audience: isDirector ? 'director' : 'public',
    ...(actor ? { actor } : {}),
  };
}
