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

export const participantSchema = z.strictObject({
  id: participantIdSchema,
  /** The real name; private where an alias is set (HL-10). */
  name: singleLineText(200),
  /** The name shown to the public instead of the real name (a personal alias, or "Tokumei"). */
  alias: singleLineText(200, 'an alias must not be empty').optional(),
  rating: z.number().int().min(0).max(4000).optional(),
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
