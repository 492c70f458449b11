/**
 * The pyramid as a FIDE TRF (core/trf-mapping.ts), written only: its rated games (PYR-8) in date
 * order, each in the first round in which neither player has a game yet after his last one — so
 * every player's games keep their order; a round is dated by its first game.
 */
import {
  type FormatTrf,
  GAME_CODES,
  type TrfSheet,
  type TrfSheetInput,
  type TrfSide,
  unpairedRounds,
} from '../../core/trf-mapping.js';
import type { ParticipantId } from '../../core/types.js';
import { type PyramidState, ratedGames } from './index.js';

function sheet({ state, asOf, roster }: TrfSheetInput): TrfSheet {
  const games = ratedGames(state as PyramidState, asOf);
  const next = new Map<ParticipantId, number>();
  const placed = games.map((g) => {
    const round = Math.max(next.get(g.white) ?? 0, next.get(g.black) ?? 0);
    next.set(g.white, round + 1);
    next.set(g.black, round + 1);
    return { ...g, round };
  });
  const roundCount = Math.max(0, ...next.values());
  const players = [...roster.keys()];
  const rounds = unpairedRounds(players, roundCount);
  const dates: string[] = Array.from({ length: roundCount }, () => '');
  for (const g of placed) {
    const [w, b] = GAME_CODES[g.result];
    (rounds.get(g.white) as TrfSide[])[g.round] = { opponent: g.black, colour: 'w', result: w };
    (rounds.get(g.black) as TrfSide[])[g.round] = { opponent: g.white, colour: 'b', result: b };
    if (!dates[g.round]) dates[g.round] = g.startedAt.slice(0, 10);
  }
  return { players, rounds, dates };
}

export const pyramidTrf: FormatTrf = { sheet };
