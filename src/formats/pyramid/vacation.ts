/**
 * PYR-15: a vacation announced by a player extends the running periods of his challenges (and
 * his answer period, PYR-10) by the days it overlaps them. Periods that already ran out stay
 * as they were: a vacation made known afterwards cannot revive them. The days count against the
 * yearly allowance (views/due.ts flags the excess). A vacation is no game: it neither counts as
 * activity nor answers an inactivity letter (PYR-10), but it does extend the answer period.
 */
import { deadlineInstant, deadlineMoment, parseDateRange } from '../../core/deadline.js';
import { instantOf } from '../../core/moment.js';
import { err, ok, refusal } from '../../core/types.js';
import type { EventPayload } from './events.js';
import { clubDate, periodDeadline, vacationsOf } from './periods.js';
import { inPyramid, type OpenGame, type PyramidState, playerOf, updatePlayer } from './state.js';
import type { Transition } from './transition.js';

function extendGame(state: PyramidState, g: OpenGame, now: number): OpenGame {
  const vacations = vacationsOf(state, g.challenger, g.defender);
  let next = g;
  if (g.status === 'confirming' && g.confirm && (g.confirmInstant ?? 0) >= now) {
    const confirm = periodDeadline(state, g.confirm.start, g.confirm.days, vacations);
    next = { ...next, confirm, confirmInstant: deadlineInstant(confirm) };
  }
  if (
    (g.status === 'confirming' || g.status === 'accepting') &&
    g.accept &&
    deadlineInstant(g.accept) >= now
  ) {
    next = { ...next, accept: periodDeadline(state, g.accept.start, g.accept.days, vacations) };
  }
  return next;
}

export const vacationAnnounced: Transition<EventPayload<'VacationAnnounced'>> = (state, p, ctx) => {
  const player = playerOf(state, p.participant);
  if (!inPyramid(player)) {
    return err(
      refusal('ERR_NOT_IN_PYRAMID', `${p.participant} is not in the pyramid`, {
        params: { player: p.participant },
      }),
    );
  }
  const range = parseDateRange(p.from, p.to);
  if (!range.ok) return err(refusal('ERR_INVALID_VACATION', `vacation: ${range.error}`, { path: 'to' }));
  const today = clubDate(state, ctx.at);
  if (range.value.to < today) {
    return err(
      refusal('ERR_VACATION_PAST', `the vacation ${p.from} – ${p.to} is already over`, { path: 'to' }),
    );
  }
  const now = instantOf(ctx.at);
  // Vacations over before last year can extend no deadline and count in no allowance shown.
  const keepFrom = `${Number(today.slice(0, 4)) - 1}-01-01`;
  let s = updatePlayer(state, p.participant, (r) => ({
    ...r,
    vacations: [...r.vacations.filter((v) => v.to >= keepFrom), range.value],
  }));
  const effects: string[] = [];
  const open = s.open.map((g) =>
    g.challenger === p.participant || g.defender === p.participant ? extendGame(s, g, now) : g,
  );
  open.forEach((g, i) => {
    const before = s.open[i] as OpenGame;
    if (g !== before && g.accept)
      effects.push(`${g.challenger} – ${g.defender}: acceptance now due ${deadlineMoment(g.accept)}`);
  });
  s = { ...s, open };
  const letter = playerOf(s, p.participant)?.letter;
  if (letter && letter.replyInstant >= now) {
    const reply = periodDeadline(
      s,
      letter.reply.start,
      letter.reply.days,
      playerOf(s, p.participant)?.vacations,
    );
    s = updatePlayer(s, p.participant, (r) => ({
      ...r,
      letter: { ...letter, reply, replyInstant: deadlineInstant(reply) },
    }));
    // A new list of letters tells evolve.ts that the next deadline may have moved.
    s = { ...s, letters: [...s.letters] };
  }
  return ok({ state: s, effects });
};
