/**
 * Participants: the players of one competition. A participant is referenced by id in events;
 * the roster (id → participant) is part of every competition's state and is changed only by the
 * core events `ParticipantRegistered` and `ParticipantUpdated`.
 */
import { z } from 'zod';
import { singleLineText } from './text.js';
import type { ParticipantId } from './types.js';

const PARTICIPANT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;

/** Tagged so that generated forms offer a choice of participants for such fields. */
export const participantIdSchema = z
  .string()
  .regex(PARTICIPANT_ID_PATTERN, 'a participant id is 1–64 letters, digits, "_", "." or "-"')
  .meta({ kind: 'participant' });

/** FIDE titles as TRF-2026 writes them (field "title"). */
export const TITLES = ['GM', 'IM', 'WGM', 'FM', 'WIM', 'CM', 'WFM', 'WCM'] as const;
export const SEXES = ['m', 'f'] as const;

/**
 * What clubs exchange about a player, the same for every format (a Swiss tournament's TRF, a
 * federation's rating report): all optional.
 */
export const participantFieldSchemas = {
  /** The FIDE id (digits). */
  fideId: z.string().regex(/^\d{1,10}$/, 'a FIDE id is digits'),
  /** The national federation's id of the player. */
  nationalId: singleLineText(32, 'a national id must not be empty'),
  /** The federation, as FIDE's three letters (`GER`, `NED`). */
  federation: z.string().regex(/^[A-Z]{3}$/, 'a federation is three capital letters (GER, NED)'),
  title: z.enum(TITLES),
  /** `2001-04-17`, or the year alone. */
  birthDate: z.string().regex(/^\d{4}(-\d{2}-\d{2})?$/, 'a birth date is YYYY-MM-DD or the year'),
  sex: z.enum(SEXES),
  /** The player's club. */
  club: singleLineText(200, 'a club must not be empty'),
} as const;

export const PARTICIPANT_FIELDS = Object.keys(
  participantFieldSchemas,
) as (keyof typeof participantFieldSchemas)[];
export type ParticipantField = (typeof PARTICIPANT_FIELDS)[number];

export const participantSchema = z.strictObject({
  id: participantIdSchema,
  /** The real name; private where an alias is set (HL-10). */
  name: singleLineText(200),
  /** The name shown to the public instead of the real name (a personal alias, or "Tokumei"). */
  alias: singleLineText(200, 'an alias must not be empty').optional(),
  rating: z.number().int().min(0).max(4000).optional(),
  fideId: participantFieldSchemas.fideId.optional(),
  nationalId: participantFieldSchemas.nationalId.optional(),
  federation: participantFieldSchemas.federation.optional(),
  title: participantFieldSchemas.title.optional(),
  birthDate: participantFieldSchemas.birthDate.optional(),
  sex: participantFieldSchemas.sex.optional(),
  club: participantFieldSchemas.club.optional(),
  /** Format-specific profile data (a shogi rank and its source, a Keizer group, colour choices …). */
  attributes: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
});

export type Participant = z.infer<typeof participantSchema>;

export type Roster = ReadonlyMap<ParticipantId, Participant>;

/** The name the public may see (HL-10): the alias where one is set, else the name. */
export function publicName(p: Participant): string {
  return p.alias ?? p.name;
}

export function rosterOf(participants: readonly Participant[]): Roster {
  return new Map(participants.map((p) => [p.id, p]));
}

/** The next free id of the form `p<n>`, for edges that register new participants. */
export function nextParticipantId(roster: Roster): ParticipantId {
  let max = 0;
  for (const id of roster.keys()) {
    const m = /^p(\d+)$/.exec(id);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return `p${max + 1}`;
}
