/**
 * The generic views every format offers (core/views.ts): the ranking as a standings table in the
 * notation (HL-4, HL-6), each evening as a round with its games and handicaps, and the items the
 * director should look at.
 */
import {
  type RoundView,
  type StandingsTable,
  signedNumber,
  standingsTable,
  type ViewMessage,
} from '../../core/views.js';
import { boardGames } from './board.js';
import { HANDICAPS } from './handicap.js';
import { archive, ranking } from './league-views.js';
import type { HandicapLeagueState } from './state.js';

export { due } from './due.js';

export function standings(state: HandicapLeagueState): StandingsTable {
  const { rows, seed } = ranking(state);
  const notes: string[] = [];
  const noteMessages: ViewMessage[] = [];
  if (seed === undefined && rows.some((r) => r.tied)) {
    notes.push(
      'Players equal in points, league rank and real rank share a place until the first lot (HL-6).',
    );
    noteMessages.push({ key: 'hl.ranking.noLot' });
  }
  const archived = archive(state).length;
  if (archived > 0) {
    notes.push(`${archived} player(s) taken out of the ranking are kept in the archive (HL-11).`);
    noteMessages.push({ key: 'hl.ranking.archived', params: { count: archived } });
  }
  return standingsTable(
    [
      ['rank', 'hl.col.rank', 'left'],
      ['points', 'hl.col.points'],
      ['games', 'col.games'],
      ['wins', 'col.wins'],
      ['draws', 'hl.col.draws'],
      ['losses', 'hl.col.losses'],
    ],
    rows,
    (r) => ({
      rank: r.notation,
      points: signedNumber(r.points),
      games: String(r.games),
      wins: String(r.wins),
      draws: String(r.draws),
      losses: String(r.losses),
    }),
    notes,
    noteMessages,
  );
}

const RESULT = { uwate: '1–0', shitate: '0–1', draw: '½–½' } as const;

/** Each evening is a round: uwate first, the handicap played as the note. */
export function rounds(state: HandicapLeagueState): RoundView[] {
  const all = [...state.closed.values(), ...(state.open ? [state.open] : [])];
  return all.map((e) => ({
    id: e.id,
    label: e.id,
    at: e.openedAt,
    status: e.closure ? 'complete' : 'playing',
    pairings: boardGames(e).map((g) => ({
      board: g.board,
      first: g.uwate,
      second: g.shitate,
      ...(g.winner === undefined
        ? {}
        : { result: RESULT[g.winner === null ? 'draw' : g.winner === g.uwate ? 'uwate' : 'shitate'] }),
      note: g.handicap === 'other' ? (g.note ?? 'other') : HANDICAPS[g.handicap].romaji,
    })),
  }));
}
