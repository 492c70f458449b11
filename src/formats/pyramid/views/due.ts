/**
 * The guardian's dashboard: everything that wants his attention as of a moment — assigned
 * challenges to issue (PYR-13/14), confirmations running (PYR-13), acceptances due and overdue
 * (PYR-4), repeat offenders (PYR-4), disputes to decide and provisional results turning final
 * (PYR-8), games past the limit (PYR-9), inactive players and unanswered letters (PYR-10),
 * vacation allowances exceeded (PYR-15), lapses of the last week, events a late entry made
 * ineffective (PYR-0, PYR-5), and challenges from a disputed result to keep or void (PYR-8). Codes are message keys; params carry the values.
 */
import { allowanceExcess, DAY_MS, deadlineInstant, deadlineMoment } from '../../../core/deadline.js';
import { addDays, instantOf } from '../../../core/moment.js';
import type { Moment } from '../../../core/types.js';
import type { DueItem } from '../../../core/views.js';
import { gameLimit, inactiveFrom, objectionEnd } from '../periods.js';
import { questionedChallenges } from '../questioned.js';
import { ineffectiveEvents, inPyramid, type OpenGame, type PyramidState } from '../state.js';
import { resultStatus } from './archive.js';

const LIMIT_WARNING_DAYS = 30;
const LAPSE_NOTICE_DAYS = 7;

function gameItems(state: PyramidState, g: OpenGame, now: number): DueItem[] {
  const ids = [g.challenger, g.defender];
  const pair = { challenger: g.challenger, defender: g.defender };
  const items: DueItem[] = [];
  if (g.status === 'assigned' && g.assignedAt) {
    items.push({
      code: 'pyr.due.assignment',
      severity: 'due',
      due: g.assignedAt,
      participantIds: ids,
      message: `Issue ${g.challenger}'s assigned challenge of ${g.defender} to both players`,
      params: pair,
    });
  }
  if (g.status === 'confirming' && g.confirm) {
    const by = deadlineMoment(g.confirm);
    items.push({
      code: 'pyr.due.confirmation',
      severity: 'info',
      due: by,
      participantIds: ids,
      message: `${g.challenger} must confirm the challenge of ${g.defender} with his first move by ${by}`,
      params: { ...pair, by },
    });
  }
  if (g.status === 'accepting' && g.accept) {
    const by = deadlineMoment(g.accept);
    const overdue = deadlineInstant(g.accept) < now;
    items.push({
      code: overdue ? 'pyr.due.acceptance-overdue' : 'pyr.due.acceptance',
      severity: overdue ? 'overdue' : 'info',
      due: by,
      participantIds: ids,
      message: overdue
        ? `${g.defender} did not accept the challenge of ${g.challenger} by ${by}; the game may be scored as lost by him`
        : `${g.defender} must accept the challenge of ${g.challenger} by ${by}`,
      params: { ...pair, by },
    });
  }
  const limit = g.status === 'accepting' || g.status === 'running' ? gameLimit(state, g) : undefined;
  if (limit) {
    const reached = instantOf(limit) <= now;
    if (reached || instantOf(addDays(limit, -LIMIT_WARNING_DAYS)) <= now) {
      items.push({
        code: 'pyr.due.game-limit',
        severity: reached ? 'overdue' : 'info',
        due: limit,
        participantIds: ids,
        message: `${g.challenger} – ${g.defender} reaches the game limit at ${limit}; the guardian adjudicates`,
        params: { ...pair, limit },
      });
    }
  }
  return items;
}

function resultItems(state: PyramidState, asOf: Moment, now: number): DueItem[] {
  const items: DueItem[] = [];
  const lapseWindow = now - LAPSE_NOTICE_DAYS * DAY_MS;
  for (let cell = state.finished; cell; cell = cell.tail) {
    const g = cell.head;
    const pair = { challenger: g.challenger, defender: g.defender ?? '' };
    const ids = g.defender ? [g.challenger, g.defender] : [g.challenger];
    if (g.ending === 'lapsed' && instantOf(g.endedAt) >= lapseWindow) {
      items.push({
        code: 'pyr.due.lapsed',
        severity: 'info',
        due: g.endedAt,
        participantIds: ids,
        message: `${g.challenger}'s challenge of ${g.defender} lapsed unconfirmed; tell both players`,
        params: pair,
      });
    }
    if (g.ending !== 'reported') continue;
    const status = resultStatus(state, g, asOf);
    if (status === 'disputed' && g.objection) {
      items.push({
        code: 'pyr.due.dispute',
        severity: 'due',
        due: g.objection.at,
        participantIds: ids,
        message: `${g.objection.by} objects to ${g.challenger} – ${g.defender} ${g.result}; decide the dispute`,
        params: { ...pair, by: g.objection.by, result: g.result },
      });
    } else if (status === 'provisional') {
      const end = objectionEnd(state, g);
      items.push({
        code: 'pyr.due.provisional',
        severity: 'info',
        due: end,
        participantIds: ids,
        message: `${g.challenger} – ${g.defender} ${g.result} is provisional; final at ${end} unless someone objects`,
        params: { ...pair, result: g.result, end },
      });
    }
  }
  return items;
}

function playerItems(state: PyramidState, asOf: Moment, now: number): DueItem[] {
  const items: DueItem[] = [];
  const year = Number(asOf.slice(0, 4));
  for (const p of state.players) {
    if (!inPyramid(p)) continue;
    if (p.letter) {
      const by = deadlineMoment(p.letter.reply);
      items.push({
        code: 'pyr.due.letter',
        severity: 'info',
        due: by,
        participantIds: [p.id],
        message: `${p.id} has not answered the inactivity letter; he leaves at ${by} without an answer`,
        params: { player: p.id, by },
      });
    } else {
      const from = inactiveFrom(state, p);
      if (from && instantOf(from) <= now) {
        items.push({
          code: 'pyr.due.inactive',
          severity: 'due',
          due: from,
          participantIds: [p.id],
          message: `${p.id} has played no game for ${state.config.inactivityMonths} months; write to him`,
          params: { player: p.id, months: state.config.inactivityMonths },
        });
      }
    }
    if (p.forfeits >= state.config.repeatOffenderForfeits) {
      items.push({
        code: 'pyr.due.repeat-offender',
        severity: 'due',
        due: asOf,
        participantIds: [p.id],
        message: `${p.id} has lost ${p.forfeits} games by not accepting; consider excluding him`,
        params: { player: p.id, forfeits: p.forfeits },
      });
    }
    for (const excess of allowanceExcess(p.vacations, state.config.vacationAllowanceDays)) {
      if (excess.year < year) continue;
      items.push({
        code: 'pyr.due.vacation-allowance',
        severity: 'info',
        due: asOf,
        participantIds: [p.id],
        message: `${p.id} has announced ${excess.used} vacation days in ${excess.year}, ${excess.excess} more than the ${excess.allowance} allowed`,
        params: { player: p.id, year: excess.year, used: excess.used, excess: excess.excess },
      });
    }
  }
  return items;
}

function reviewItems(state: PyramidState): DueItem[] {
  const reviewed = new Set(state.reviewed);
  return ineffectiveEvents(state)
    .filter((e) => !reviewed.has(e.seq))
    .map((e) => ({
      code: 'pyr.due.review',
      severity: 'due' as const,
      due: e.at,
      participantIds: [],
      message: `event ${e.seq} (${e.type}) has no effect since a late entry: ${e.message}; confirm or override`,
      params: { seq: e.seq, type: e.type, reason: e.code },
    }));
}

/** PYR-8: challenges from a disputed result, for the guardian to keep or void. */
function questionedItems(state: PyramidState): DueItem[] {
  return questionedChallenges(state).map((q) => ({
    code: 'pyr.due.questioned',
    severity: 'due' as const,
    due: q.at,
    participantIds: [q.challenger, q.defender],
    message: `${q.challenger}'s challenge of ${q.defender} arose from the disputed result ${q.disputed.challenger} – ${q.disputed.defender ?? 'XXX'}, which the guardian changed; keep it or void it`,
    params: {
      challenger: q.challenger,
      defender: q.defender,
      disputedChallenger: q.disputed.challenger,
      disputedDefender: q.disputed.defender ?? '',
    },
  }));
}

const RANK = { overdue: 0, due: 1, info: 2 } as const;

export function due(state: PyramidState, asOf: Moment): DueItem[] {
  const now = instantOf(asOf);
  return [
    ...state.open.flatMap((g) => gameItems(state, g, now)),
    ...resultItems(state, asOf, now),
    ...playerItems(state, asOf, now),
    ...reviewItems(state),
    ...questionedItems(state),
  ].sort((a, b) => RANK[a.severity] - RANK[b.severity] || instantOf(a.due) - instantOf(b.due));
}
