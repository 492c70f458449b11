/**
 * A new competition from the club page's form (issue 25.9): its short name in addresses is made
 * from its name when none was typed (`slugOf`); a made one already taken gets `-2`, `-3` …, while
 * one the director typed is his choice and refused when taken.
 */
import { slugCandidate, slugOf } from '../../core/slug.js';
import type { Refusal, Result } from '../../core/types.js';
import type { CompetitionRecord } from '../../store/port.js';
import type { CompetitionService } from './competitions.js';

/** How many numbered candidates a made short name tries before giving up (refused as taken). */
const CANDIDATES = 50;

export async function createNamedCompetition(
  competitions: CompetitionService,
  input: { id: string; clubId: string; name: string; format: string; preset?: string },
): Promise<Result<CompetitionRecord, Refusal[]>> {
  const made = slugOf(input.name);
  if (input.id !== '' && input.id !== made) return competitions.create(input);
  let created = await competitions.create({ ...input, id: slugCandidate(made, 1) });
  for (let n = 2; n <= CANDIDATES && !created.ok && created.error[0]?.code === 'ERR_COMPETITION_EXISTS'; n++)
    created = await competitions.create({ ...input, id: slugCandidate(made, n) });
  return created;
}
