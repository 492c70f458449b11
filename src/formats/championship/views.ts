/**
 * The generic views (core/views.ts) of a championship: the standings table, the rounds with
 * their boards (the final's games as rounds of their own), and what the director should do next.
 */
import type { Moment } from '../../core/types.js';
import type { DueItem, PairingView, RoundView, StandingsTable, ViewMessage } from '../../core/views.js';
import { standingsTable } from '../../core/views.js';
import { finalStatus } from './final.js';
import { methodOf } from './pair-round.js';
import { type ChampionshipState, isComplete, missingResults, type RoundState, roundMoment } from './state.js';
import { resultText } from './view-pairings.js';
import { standingsView } from './view-standings.js';

export function standings(state: ChampionshipState): StandingsTable {
  const view = standingsView(state);
  const notes: string[] = [];
  const noteMessages: ViewMessage[] = [];
  if (view.byFinal) {
    notes.push('Places 1 and 2 are decided by the final.');
    noteMessages.push({ key: 'champ.standings.byFinal' });
  }
  if (!state.lot) {
    notes.push('No lot has been drawn yet: registration order breaks ties after rating.');
    noteMessages.push({ key: 'champ.standings.noLot' });
  }
  const withdrawn = view.rows.filter((r) => r.withdrawn);
  if (withdrawn.length > 0) {
    notes.push(`Withdrawn: ${withdrawn.map((r) => r.name).join(', ')}.`);
    noteMessages.push({
      key: 'champ.standings.withdrawnNote',
      params: { players: withdrawn.map((r) => r.id) },
    });
  }
  return standingsTable(
    [
      ['record', 'champ.col.record', 'center'],
      ['spread', 'champ.col.spread'],
      ['games', 'col.games'],
      ['rating', 'col.rating'],
    ],
    view.rows.map((r) => ({ ...r, participantId: r.id })),
    (r) => ({ record: r.record, spread: r.spreadText, games: String(r.games), rating: String(r.rating) }),
    notes,
    noteMessages,
  );
}

function statusOf(round: RoundState): RoundView['status'] {
  if (isComplete(round)) return 'complete';
  return round.recorded === 0 ? 'paired' : 'playing';
}

/** A bye's or a forfeit's result in words (the absent players by name), for the pages. */
function resultMessage(result: RoundState['results'][number], bye: boolean): PairingView['resultMessage'] {
  if (result?.kind === 'forfeit')
    return { key: 'champ.result.forfeitBy', params: { players: result.absent } };
  return bye && result?.kind !== 'scores' ? { key: 'champ.result.bye' } : undefined;
}

export function rounds(state: ChampionshipState): RoundView[] {
  const out: RoundView[] = state.rounds.map((round) => {
    const pairings = round.pairings.map((p, i): PairingView => {
      const text = resultText(round.results[i], p.second === null);
      const message = resultMessage(round.results[i], p.second === null);
      return {
        ...(p.board === undefined ? {} : { board: p.board }),
        first: p.first,
        second: p.second,
        ...(text === undefined ? {} : { result: text }),
        ...(message ? { resultMessage: message } : {}),
        ...(p.fixed ? { note: 'champ.note.fixed' } : {}),
      };
    });
    const at = roundMoment(state, round.round);
    return {
      id: String(round.round),
      label: `Round ${round.round}`,
      ...(at ? { at } : {}),
      status: statusOf(round),
      pairings,
    };
  });
  const final = state.final;
  if (final) {
    const [a, b] = final.finalists;
    for (const g of final.games) {
      out.push({
        id: `final-${g.game}`,
        label: 'champ.round.final-game',
        params: { n: g.game },
        status: 'complete',
        pairings: [{ board: 1, first: a, second: b, result: `${g.firstScore}:${g.secondScore}` }],
      });
    }
    const next = finalStatus(state.config.final.mode, final.finalists, final.games).nextGame;
    if (next !== undefined) {
      out.push({
        id: `final-${next}`,
        label: 'champ.round.final-game',
        params: { n: next },
        status: 'paired',
        pairings: [{ board: 1, first: a, second: b }],
      });
    }
  }
  return out;
}

/** Missing results, then the next thing to pair: groups, a round, the final or its next game. */
export function due(state: ChampionshipState, asOf: Moment): DueItem[] {
  const items: DueItem[] = [];
  for (const round of state.rounds) {
    for (const p of missingResults(round)) {
      items.push({
        code: 'due.result-missing',
        severity: 'due',
        due: asOf,
        participantIds: [p.first, p.second as string],
        message: `Round ${round.round}: result of ${p.first} – ${p.second} is missing`,
        params: { round: round.round },
      });
    }
  }
  if (items.length > 0) return items;
  const next = nextStep(state);
  if (next) items.push({ severity: 'info', due: asOf, participantIds: [], ...next });
  return items;
}

function nextStep(state: ChampionshipState): Pick<DueItem, 'code' | 'message' | 'params'> | undefined {
  const { config } = state;
  const round = state.rounds.length + 1;
  if (config.groupRounds && round <= 3) {
    return { code: 'champ.due.draw-groups', message: 'Draw (or fix) the preliminary groups' };
  }
  if (round <= config.rounds) {
    return { code: 'champ.due.pair-round', message: `Pair round ${round}`, params: { round } };
  }
  if (config.final.enabled && !state.final)
    return { code: 'champ.due.pair-final', message: 'Pair the final' };
  if (methodOf(state, round) === 'placement') {
    return { code: 'champ.due.pair-round', message: `Pair round ${round} (placement)`, params: { round } };
  }
  if (state.final) {
    const next = finalStatus(config.final.mode, state.final.finalists, state.final.games).nextGame;
    if (next !== undefined) {
      return {
        code: 'champ.due.final-game',
        message: `Record game ${next} of the final`,
        params: { game: next },
      };
    }
  }
  return undefined;
}
