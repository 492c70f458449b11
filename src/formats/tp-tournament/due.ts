/**
 * What the director should look at, as of a moment: results missing after a weekend round,
 * unanswered messages reported after 5 days and forfeits (TX-11), missed appointments, rounds
 * past their end, play-offs and tie-break games to arrange (TX-7, TX-8), ties only the director
 * can decide (TX-14), players out of the standings (TX-5), and a cup ready to be seeded.
 * Codes are message keys (messages.ts).
 */
import { addDuration, compareMoments, isAfter } from '../../core/moment.js';
import type { Moment } from '../../core/types.js';
import type { DueItem } from '../../core/views.js';
import { type Bracket, bracket } from './cup.js';
import { allGames } from './games.js';
import { groupTables } from './groups.js';
import { noShowRecords, standingResult } from './results.js';
import { scheduleView } from './schedule-view.js';
import { roundKey, type TpState } from './state.js';

export function due(state: TpState, asOf: Moment): DueItem[] {
  const cup = bracket(state);
  const items = [...stageItems(state, cup, asOf), ...timeItems(state, cup, asOf)];
  return items.filter((i) => !isAfter(i.due, asOf)).sort((a, b) => compareMoments(a.due, b.due));
}

function latestResult(state: TpState, games: readonly string[], fallback: Moment): Moment {
  const moments = games.flatMap((g) => standingResult(state, g)?.at ?? []);
  return moments.reduce((latest, m) => (isAfter(m, latest) ? m : latest), moments[0] ?? fallback);
}

function stageItems(state: TpState, cup: Bracket | undefined, asOf: Moment): DueItem[] {
  const items: DueItem[] = [];
  const tables = groupTables(state);
  for (const t of tables) {
    const games = (state.groups?.byGroup.get(t.id) ?? []).map((g) => g.id);
    const since = latestResult(state, games, asOf);
    for (const p of t.playoffs.filter((x) => !x.winner)) {
      items.push({
        code: 'tx.due.playoff',
        severity: 'due',
        due: since,
        participantIds: p.players,
        message: `Group ${t.id}: ${p.players.join(' and ')} are tied for place ${p.place}; a play-off decides (game ${p.next}, TX-7)`,
        params: { group: t.id, place: p.place, game: p.next ?? '' },
      });
    }
    for (const tie of t.openTies) {
      items.push({
        code: 'tx.due.director-decision',
        severity: 'due',
        due: since,
        participantIds: tie.players,
        message: `Group ${t.id}: ${tie.players.join(', ')} are still tied for places ${tie.places.join('–')}; the director decides the order (TX-14)`,
        params: { group: t.id, from: tie.places[0], to: tie.places[1] },
      });
    }
  }
  if (
    state.config.structure === 'groups-cup' &&
    !state.cup &&
    tables.length > 0 &&
    tables.every((t) => t.final)
  ) {
    const all = [...(state.groups?.games.keys() ?? [])];
    items.push({
      code: 'tx.due.seed-cup',
      severity: 'info',
      due: latestResult(state, all, asOf),
      participantIds: [],
      message: 'Every group is decided: the cup can be seeded',
    });
  }
  for (const m of cup?.rounds.flat() ?? []) {
    if (m.status !== 'tie-break') continue;
    items.push({
      code: 'tx.due.tiebreak',
      severity: 'due',
      due: latestResult(
        state,
        m.games.map((g) => g.id),
        asOf,
      ),
      participantIds: m.players.flatMap((p) => p ?? []),
      message: `${m.id} is tied on TP, games won and stones; tie-break game ${m.nextTiebreak} decides (TX-8)`,
      params: { match: m.id, game: m.nextTiebreak ?? '' },
    });
  }
  for (const [player, record] of noShowRecords(state)) {
    if (!record.excluded || !record.trigger) continue;
    items.push({
      code: 'tx.due.excluded',
      severity: 'info',
      due: standingResult(state, record.trigger)?.at ?? asOf,
      participantIds: [player],
      message: `${player} did not show for ${record.games.length} games; his results leave the standings (TX-5)`,
      params: { games: record.games.length },
    });
  }
  return items;
}

function timeItems(state: TpState, cup: Bracket | undefined, asOf: Moment): DueItem[] {
  const items: DueItem[] = [];
  const open = allGames(state, cup).filter((g) => !standingResult(state, g.id));
  if (state.config.eventKind === 'weekend') {
    for (const g of open) {
      const start = g.round ? state.rounds.get(roundKey(g.round.stage, g.round.round))?.startsAt : undefined;
      if (!start) continue;
      items.push({
        code: 'tx.due.result-missing',
        severity: 'due',
        due: addDuration(start, { minutes: state.config.weekend.resultDueMinutes }),
        participantIds: g.players,
        message: `${g.id}: the result of ${g.players.join(' – ')} is missing`,
        params: { game: g.id },
      });
    }
    return items;
  }
  for (const entry of scheduleView(state, asOf).games) {
    if (entry.decided) continue;
    const { game } = entry;
    for (const c of entry.contacts.filter((x) => x.status === 'reported')) {
      items.push({
        code: 'tx.due.unanswered',
        severity: 'due',
        due: c.reportAt,
        participantIds: [c.to, c.from],
        message: `${c.to} has not answered ${c.from}'s message about ${game.id} of ${c.sentAt}; he loses the game at ${c.forfeitAt} unless he answers (TX-11)`,
        params: { game: game.id, forfeitAt: c.forfeitAt },
      });
    }
    if (entry.appointment) {
      items.push({
        code: 'tx.due.appointment-missed',
        severity: 'due',
        due: addDuration(entry.appointment.startsAt, { minutes: state.config.scheduled.waitMinutes }),
        participantIds: game.players,
        message: `${game.id} was arranged for ${entry.appointment.startsAt} and has no result: record it, a no-show, or a rearrangement (TX-11)`,
        params: { game: game.id },
      });
    }
    if (entry.endsBy) {
      items.push({
        code: 'tx.due.round-overdue',
        severity: 'overdue',
        due: entry.endsBy,
        participantIds: game.players,
        message: `${game.id} was not played by the end of its round (${entry.endsBy}); the director may declare it lost (TX-11)`,
        params: { game: game.id },
      });
    }
  }
  for (const [game, f] of state.forfeits) {
    if (state.results.has(game)) continue;
    items.push({
      code: 'tx.due.forfeited',
      severity: 'info',
      due: f.at,
      participantIds: [f.absent],
      message: `${f.absent} lost ${game} for not answering in time (TX-11); the director may decide otherwise (TX-14)`,
      params: { game },
    });
  }
  return items;
}
