/**
 * The outcome sheet: one line per player and round paired, the single source for points,
 * tie-breaks, the crosstable, the player's card and the engine's TRF cells. A round paired whose
 * game has no result yet gives no line.
 */
import type { ParticipantId } from '../../core/types.js';
import type { ByeKind, GameResult } from './events.js';
import { gameKey, isInRound, type SwissState } from './state.js';

/** C.07 16: every kind of round, played or not. */
export const LINE_KINDS = [
  'played',
  'forfeit-win',
  'forfeit-loss',
  'pab',
  'half-bye',
  'full-bye',
  'zero-bye',
  'absent',
] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export interface SheetLine {
  readonly round: number;
  readonly kind: LineKind;
  readonly opponent: ParticipantId | null;
  readonly colour: 'w' | 'b' | null;
  /** Game outcome for the player: a win, draw or loss (a bye or forfeit as its points say). */
  readonly outcome: 'win' | 'draw' | 'loss';
  /** Tournament points in tenths. */
  readonly points: number;
  /** Board number where the player had one. */
  readonly board?: number;
}

const BYE_LINE: Record<ByeKind, LineKind> = { half: 'half-bye', full: 'full-bye', zero: 'zero-bye' };

function sides(result: GameResult): [LineKind, 'win' | 'draw' | 'loss', LineKind, 'win' | 'draw' | 'loss'] {
  switch (result) {
    case '1-0':
      return ['played', 'win', 'played', 'loss'];
    case '0-1':
      return ['played', 'loss', 'played', 'win'];
    case '1/2-1/2':
      return ['played', 'draw', 'played', 'draw'];
    case '+-':
      return ['forfeit-win', 'win', 'forfeit-loss', 'loss'];
    case '-+':
      return ['forfeit-loss', 'loss', 'forfeit-win', 'win'];
    case '--':
      return ['forfeit-loss', 'loss', 'forfeit-loss', 'loss'];
  }
}

/** Points in tenths of a line's kind and outcome. */
export function pointsOf(state: SwissState, kind: LineKind, outcome: 'win' | 'draw' | 'loss'): number {
  const p = state.config.points;
  switch (kind) {
    case 'played':
      return outcome === 'win' ? p.win : outcome === 'draw' ? p.draw : p.loss;
    case 'forfeit-win':
      return p.forfeitWin;
    case 'forfeit-loss':
      return p.forfeitLoss;
    case 'pab':
      return p.pab;
    case 'half-bye':
      return p.halfBye;
    case 'full-bye':
      return p.fullBye;
    case 'zero-bye':
    case 'absent':
      return p.zeroBye;
  }
}

const outcomeOfPoints = (state: SwissState, points: number): 'win' | 'draw' | 'loss' =>
  points >= state.config.points.win ? 'win' : points > state.config.points.loss ? 'draw' : 'loss';

/** Every player's lines, rounds in order. */
export function outcomeSheets(state: SwissState): Map<ParticipantId, SheetLine[]> {
  const sheets = new Map<ParticipantId, SheetLine[]>(state.players.map((id) => [id, []]));
  for (const paired of state.rounds) {
    const r = paired.round;
    const seen = new Set<ParticipantId>();
    for (const [i, { white, black }] of paired.pairs.entries()) {
      seen.add(white).add(black);
      const found = state.results.get(gameKey(r, white, black));
      if (!found) continue;
      const [wk, wo, bk, bo] = sides(found.result);
      const board = i + 1;
      sheets.get(white)?.push({
        round: r,
        kind: wk,
        opponent: black,
        colour: 'w',
        outcome: wo,
        points: pointsOf(state, wk, wo),
        board,
      });
      sheets.get(black)?.push({
        round: r,
        kind: bk,
        opponent: white,
        colour: 'b',
        outcome: bo,
        points: pointsOf(state, bk, bo),
        board,
      });
    }
    for (const id of state.players) {
      if (seen.has(id)) continue;
      const requested = state.byes.get(r)?.get(id);
      const kind: LineKind =
        paired.bye === id
          ? 'pab'
          : requested !== undefined && isInRound(state, id, r)
            ? BYE_LINE[requested]
            : 'absent';
      const points = pointsOf(state, kind, 'loss');
      sheets.get(id)?.push({
        round: r,
        kind,
        opponent: null,
        colour: null,
        outcome: outcomeOfPoints(state, points),
        points,
      });
    }
  }
  return sheets;
}

/** Total points in tenths. */
export const totalOf = (lines: readonly SheetLine[]): number => lines.reduce((s, l) => s + l.points, 0);
