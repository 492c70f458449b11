/**
 * What the league director should look at: an evening left open too long, games still without a
 * result, players idle long enough to be taken out (HL-11, the director decides), and players
 * playing on the default estimate because no rank was given (HL-2).
 */
import { addDuration, isAfter } from '../../core/moment.js';
import type { Moment } from '../../core/types.js';
import type { DueItem } from '../../core/views.js';
import { notationOf } from './rank.js';
import { type HandicapLeagueState, isFinished } from './state.js';

export function due(state: HandicapLeagueState, asOf: Moment): DueItem[] {
  return [...eveningItems(state, asOf), ...inactiveItems(state), ...rankItems(state, asOf)];
}

function eveningItems(state: HandicapLeagueState, asOf: Moment): DueItem[] {
  const open = state.open;
  if (!open) return [];
  const items: DueItem[] = [];
  const reminder = addDuration(open.openedAt, { hours: state.config.closeReminderHours });
  if (isAfter(asOf, reminder)) {
    items.push({
      code: 'due.hl.evening-open',
      severity: 'due',
      due: reminder,
      participantIds: [],
      message: `Evening ${open.id} has been open since ${open.openedAt}; close it so the ranks move (HL-7)`,
      params: { evening: open.id },
    });
  }
  for (const g of open.games) {
    if (isFinished(g)) continue;
    items.push({
      code: 'due.hl.game-in-progress',
      severity: 'info',
      due: g.startedAt,
      participantIds: [g.uwate, g.shitate],
      message: `Evening ${open.id}: ${g.uwate} – ${g.shitate} has no result yet`,
      params: { evening: open.id },
    });
  }
  return items;
}

function inactiveItems(state: HandicapLeagueState): DueItem[] {
  const closures = [...state.closed.values()].map((e) => e.closure?.at as Moment);
  const limit = state.config.inactiveAfterEvenings;
  const items: DueItem[] = [];
  for (const p of state.players.values()) {
    if (!p.active) continue;
    const since = p.lastEvening ?? p.joinedAfter;
    const idle = closures.length - since;
    if (idle < limit) continue;
    items.push({
      code: 'due.hl.inactive',
      severity: 'info',
      due: closures[since + limit - 1] as Moment,
      participantIds: [p.id],
      message: `${p.id} has not played for ${idle} evenings; the director may take them out (HL-11)`,
      params: { evenings: idle },
    });
  }
  return items;
}

function rankItems(state: HandicapLeagueState, asOf: Moment): DueItem[] {
  return [...state.players.values()]
    .filter((p) => p.active && p.real.assumed)
    .map((p) => ({
      code: 'due.hl.rank-assumed',
      severity: 'info' as const,
      due: asOf,
      participantIds: [p.id],
      message: `${p.id} has no FESA, NSR or estimated rank and plays as ${notationOf(p.real.step, 0)} (HL-2)`,
      params: { rank: notationOf(p.real.step, 0) },
    }));
}
