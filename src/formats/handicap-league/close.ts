/**
 * Closing an evening (HL-7): the top of the ranking gains league-rank steps and the bottom loses
 * them, permanently and cumulatively. The adjustment is computed by the fold from the state at
 * the close, never stored in the event, so a game entered late or corrected for an earlier
 * evening changes every later adjustment that depends on it.
 */
import type { StoredEvent } from '../../core/events.js';
import { type Evolution, ineffective } from '../../core/format.js';
import { prepend } from '../../core/list.js';
import { lotOf } from '../../core/lot.js';
import type { Moment, ParticipantId } from '../../core/types.js';
import type { EventPayload } from './events.js';
import { notationOf } from './rank.js';
import { activePlayers, computeRanking } from './ranking.js';
import {
  type Evening,
  type HandicapLeagueState,
  isFinished,
  leagueRank,
  type PlayerRecord,
} from './state.js';

export function eveningClosed(
  state: HandicapLeagueState,
  payload: EventPayload<'EveningClosed'>,
  event: StoredEvent,
): Evolution<HandicapLeagueState> {
  const id = payload.evening;
  const lot = lotOf(payload);
  const evening = state.open;
  if (evening?.id !== id) {
    const why = state.closed.has(id) ? 'was already closed' : 'is not open';
    return ineffective(state, 'ERR_NO_OPEN_EVENING', `evening ${id} ${why} at ${event.at}`);
  }
  const finished = evening.games.filter(isFinished);
  const dropped = evening.games.filter((g) => !isFinished(g));
  const order = computeRanking(activePlayers(state.players), lot).map((r) => r.participantId);
  const { up, down } = topAndBottom(state, order, finished);
  const players = new Map(state.players);
  const effects: string[] = dropped.map(
    (g) => `the game ${g.uwate} – ${g.shitate} had no result and counts for nothing`,
  );
  const step = state.config.adjustment.step;
  for (const [who, delta] of [
    [up, step],
    [down, -step],
  ] as const) {
    if (who === undefined) continue;
    const moved = move(players.get(who) as PlayerRecord, delta, evening, event.at);
    players.set(who, moved);
    effects.push(
      `${who} ${delta > 0 ? 'moves up' : 'moves down'} to ${notationOf(moved.real.step, moved.modifier)}`,
    );
  }
  const closed = new Map(state.closed);
  closed.set(id, {
    ...evening,
    games: finished,
    closure: {
      at: event.at,
      ...lot,
      ranks: new Map([...state.players.values()].map((p) => [p.id, leagueRank(p)])),
      order,
      dropped,
      ...(up === undefined ? {} : { up }),
      ...(down === undefined ? {} : { down }),
    },
  });
  return {
    state: { ...state, players, open: null, closed, lastLot: lot },
    ...(effects.length > 0 ? { outcome: { status: 'applied', effects } } : {}),
  };
}

/**
 * HL-7: by default only players with a finished game tonight can move, so an absent leader does
 * not climb every week; `whole-ranking` reads the rule literally. Fewer than two eligible
 * players means nobody moves (one player cannot be both top and bottom).
 */
function topAndBottom(
  state: HandicapLeagueState,
  order: readonly ParticipantId[],
  finished: readonly Evening['games'][number][],
): { up?: ParticipantId; down?: ParticipantId } {
  const playedTonight = new Set(finished.flatMap((g) => [g.uwate, g.shitate]));
  const eligible =
    state.config.adjustment.eligible === 'whole-ranking'
      ? order
      : order.filter((id) => playedTonight.has(id));
  if (eligible.length < 2) return {};
  return { up: eligible[0] as ParticipantId, down: eligible[eligible.length - 1] as ParticipantId };
}

function move(player: PlayerRecord, delta: number, evening: Evening, at: Moment): PlayerRecord {
  const modifier = player.modifier + delta;
  return {
    ...player,
    modifier,
    history: prepend(player.history, { kind: 'moved', at, evening: evening.id, step: delta, modifier }),
  };
}
