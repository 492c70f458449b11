/**
 * The outcome sheet (SD-1): one line per player and round with a result — the single source for
 * wins, spread, byes, opponents and starts. Wins are counted in half wins (win 2, draw 1, loss 0)
 * so that every sum stays an exact integer.
 */
import type { ParticipantId } from '../../core/types.js';
import type { Pairing } from './events.js';
import type { ChampionshipState, GameResult, RoundState } from './state.js';

const LINE_KINDS = ['game', 'bye', 'forfeit-win', 'forfeit-loss'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

export interface SheetLine {
  readonly round: number;
  readonly kind: LineKind;
  readonly opponent: ParticipantId | null;
  readonly ownScore?: number;
  readonly opponentScore?: number;
  /** Own score minus the opponent's; ± the configured spread for byes and forfeits. */
  readonly spread: number;
  /** 2 for a win, 1 for a draw, 0 for a loss. */
  readonly halfWins: 0 | 1 | 2;
  /** Listed first in the pairing (started the game). */
  readonly started: boolean;
}

export type Sheets = ReadonlyMap<ParticipantId, readonly SheetLine[]>;

/** Every player's lines for rounds 1 … `throughRound` (all rounds when omitted). */
export function outcomeSheets(state: ChampionshipState, throughRound = Number.POSITIVE_INFINITY): Sheets {
  const sheets = new Map<ParticipantId, SheetLine[]>(state.players.map((p) => [p.id, []]));
  const push = (id: ParticipantId, line: SheetLine) => {
    const lines = sheets.get(id);
    if (lines) lines.push(line);
    else sheets.set(id, [line]);
  };
  for (const round of state.rounds) {
    if (round.round > throughRound) break;
    for (const [i, pairing] of round.pairings.entries()) {
      for (const [id, line] of linesOf(state, round, pairing, round.results[i])) push(id, line);
    }
  }
  return sheets;
}

const halfWinsOf = (own: number, theirs: number): 0 | 1 | 2 => (own > theirs ? 2 : own === theirs ? 1 : 0);

/** SD-1: a game, a bye (a win with +bye spread) or a forfeit (a loss with −forfeit spread). */
function linesOf(
  state: ChampionshipState,
  round: RoundState,
  pairing: Pairing,
  result: GameResult | undefined,
): [ParticipantId, SheetLine][] {
  const r = round.round;
  const { byeSpread, forfeitSpread } = state.config;
  const forfeitLoss = (opponent: ParticipantId | null, started: boolean): SheetLine => ({
    round: r,
    kind: 'forfeit-loss',
    opponent,
    spread: -forfeitSpread,
    halfWins: 0,
    started,
  });
  if (pairing.second === null) {
    if (result?.kind === 'forfeit') return [[pairing.first, forfeitLoss(null, false)]];
    return [
      [
        pairing.first,
        { round: r, kind: 'bye', opponent: null, spread: byeSpread, halfWins: 2, started: false },
      ],
    ];
  }
  if (result === undefined) return [];
  const { first, second } = pairing;
  if (result.kind === 'forfeit') {
    const side = (id: ParticipantId, opponent: ParticipantId, started: boolean): SheetLine =>
      result.absent.includes(id)
        ? forfeitLoss(opponent, started)
        : { round: r, kind: 'forfeit-win', opponent, spread: forfeitSpread, halfWins: 2, started };
    return [
      [first, side(first, second, true)],
      [second, side(second, first, false)],
    ];
  }
  const { firstScore, secondScore } = result;
  return [
    [
      first,
      {
        round: r,
        kind: 'game',
        opponent: second,
        ownScore: firstScore,
        opponentScore: secondScore,
        spread: firstScore - secondScore,
        halfWins: halfWinsOf(firstScore, secondScore),
        started: true,
      },
    ],
    [
      second,
      {
        round: r,
        kind: 'game',
        opponent: first,
        ownScore: secondScore,
        opponentScore: firstScore,
        spread: secondScore - firstScore,
        halfWins: halfWinsOf(secondScore, firstScore),
        started: false,
      },
    ],
  ];
}
