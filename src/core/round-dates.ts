/**
 * The dates of numbered rounds as a director sets them (issue 25.5), shared by the formats whose
 * rounds are numbered and played on dates they do not know by themselves (the round robin, the
 * championship): the command's and event's list, its check against the format's number of rounds,
 * and the map the state keeps. A result typed later counts on its round's date (`gameOf`).
 */
import { z } from 'zod';
import { momentSchema } from './events.js';
import { type Moment, type Refusal, refusal } from './types.js';

/** `ScheduleRounds`' and `RoundsScheduled`' list: when each round is played. */
export const roundDatesSchema = z
  .array(z.strictObject({ round: z.number().int().positive(), at: momentSchema }))
  .min(1);
export type RoundDates = z.infer<typeof roundDatesSchema>;

/** Refuses a round beyond the `total` the competition has, or one given twice. */
export function checkRoundDates(rounds: RoundDates, total: number, what: string): Refusal | undefined {
  const seen = new Set<number>();
  for (const [i, r] of rounds.entries()) {
    const path = `rounds.${i}.round`;
    if (r.round > total)
      return refusal('ERR_NO_SUCH_ROUND', `${path}: the ${what} has ${total} rounds, not ${r.round}`, {
        path,
        params: { round: r.round },
      });
    if (seen.has(r.round))
      return refusal('ERR_INVALID_COMMAND', `${path}: round ${r.round} is given twice`, { path });
    seen.add(r.round);
  }
  return undefined;
}

/** The rounds' dates after `rounds` were set: later dates replace earlier ones of the same round. */
export function withRoundDates(
  dates: ReadonlyMap<number, Moment> | undefined,
  rounds: RoundDates,
): ReadonlyMap<number, Moment> {
  const next = new Map(dates);
  for (const r of rounds) next.set(r.round, r.at);
  return next;
}
