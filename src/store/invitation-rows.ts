/**
 * The rows of invitations and other expiring records, the same in both adapters.
 */
import type { Moment } from '../core/types.js';
import type { CompetitionRole, Invitation, JoinLink, JoinRequest } from './accounts.js';
import { fromColumns, optional, type Row } from './rows.js';

export const toInvitation = (r: Row): Invitation => ({
  ...fromColumns<Invitation>(r, ['id', 'tokenHash', 'clubId', 'email', 'name']),
  ...(r.club_role !== null ? { clubRole: r.club_role as Invitation['clubRole'] & string } : {}),
  ...(r.competition_id !== null
    ? {
        grant: {
          competitionId: r.competition_id as string,
          role: r.competition_role as CompetitionRole,
          ...optional('participantId', r.participant_id as string | null),
        },
      }
    : {}),
  ...fromColumns<Invitation>(
    r,
    ['invitedBy', 'createdAt', 'expiresAt', 'status'],
    ['answeredAt', 'personId'],
  ),
});

/** The columns of an invitation, in the order of `invitationValues`. */
export const INVITATION_COLUMNS =
  'id, token_hash, club_id, email, name, club_role, competition_id, competition_role, participant_id, invited_by, created_at, expires_at';

export const invitationValues = (i: Invitation): unknown[] => [
  i.id,
  i.tokenHash,
  i.clubId,
  i.email,
  i.name,
  i.clubRole ?? null,
  i.grant?.competitionId ?? null,
  i.grant?.role ?? null,
  i.grant?.participantId ?? null,
  i.invitedBy,
  i.createdAt,
  i.expiresAt,
];

/** Whether a row with an `expires_at` exists and has not expired by `at`. */
export const isLive = (r: Row | undefined, at: Moment): r is Row =>
  r !== undefined && Date.parse(r.expires_at as string) > Date.parse(at);

export const toJoinLink = (r: Row): JoinLink => ({
  competitionId: r.competition_id as string,
  tokenHash: r.token_hash as string,
  approval: r.approval === true || r.approval === 1,
  createdBy: r.created_by as string,
  createdAt: r.created_at as Moment,
});

export const toJoinRequest = (r: Row): JoinRequest =>
  fromColumns<JoinRequest>(
    r,
    ['id', 'competitionId', 'personId', 'name', 'status', 'createdAt'],
    ['answeredAt', 'answeredBy'],
  );
