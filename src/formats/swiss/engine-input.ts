/**
 * What the pairing engine is given for the next round (the engine ↔ format interface of issue
 * #28): every player entered by then with his pairing number (the initial ranking, C.04.2 A.2),
 * rating and TRF-16 cells of the rounds played, those not to be paired (withdrawn, requested byes),
 * the initial colour, the points and the acceleration (Baku, or the players' virtual points).
 */
import type { ParticipantId, Refusal, Result } from '../../core/types.js';
import type { EngineInput, EnginePairing, TrfCell } from './pairing/index.js';
import { type LineKind, outcomeSheets, type SheetLine } from './sheet.js';
import { initialRanking, isInRound, ratingOf, type SwissState } from './state.js';

/** The engine's one function, as the format calls it (the Dutch engine, or a test's stand-in). */
export type PairNextRound = (input: EngineInput) => Result<EnginePairing, Refusal>;

const RESULT_CELL: Record<LineKind, TrfCell['result']> = {
  played: '=',
  'forfeit-win': '+',
  'forfeit-loss': '-',
  pab: 'U',
  'half-bye': 'H',
  'full-bye': 'F',
  'zero-bye': 'Z',
  absent: 'Z',
};

export function cellOf(line: SheetLine, numbers: ReadonlyMap<ParticipantId, number>): TrfCell {
  const result =
    line.kind === 'played'
      ? line.outcome === 'win'
        ? '1'
        : line.outcome === 'loss'
          ? '0'
          : '='
      : RESULT_CELL[line.kind];
  return {
    opponent: line.opponent === null ? null : (numbers.get(line.opponent) ?? null),
    colour: line.colour ?? '-',
    result,
  };
}

/** The initial colour of round 1's top player: as chosen, or as the recorded lot drew it. */
export function initialColourOf(state: SwissState): 'w' | 'b' | undefined {
  const chosen = state.config.initialColour;
  if (chosen === 'white') return 'w';
  if (chosen === 'black') return 'b';
  return state.colourLot === undefined ? undefined : state.colourLot.colour === 'white' ? 'w' : 'b';
}

/** The configured virtual points (TRF `XXA`) by this round's pairing numbers. */
function acceleratedBy(
  accelerations: SwissState['config']['accelerations'],
  order: readonly ParticipantId[],
): Pick<EngineInput, 'accelerations'> {
  if (!accelerations) return {};
  const byNumber = new Map(
    order.flatMap((id, i) => (accelerations[id] ? [[i + 1, accelerations[id]] as const] : [])),
  );
  return byNumber.size > 0 ? { accelerations: byNumber } : {};
}

export interface PreparedInput {
  readonly input: EngineInput;
  /** Participants by pairing number: order[0] is number 1. */
  readonly order: readonly ParticipantId[];
}

/** The engine's input for round `round` (rounds before it complete), given the initial colour. */
export function engineInput(state: SwissState, round: number, initialColour: 'w' | 'b'): PreparedInput {
  const order = initialRanking(
    state,
    state.players.filter((id) => (state.joined.get(id) ?? round) <= round),
  );
  const numbers = new Map(order.map((id, i) => [id, i + 1]));
  const sheets = outcomeSheets(state);
  const players = order.map((id, i) => ({
    number: i + 1,
    rating: ratingOf(state, id),
    cells: (sheets.get(id) ?? []).filter((l) => l.round < round).map((l) => cellOf(l, numbers)),
  }));
  const absent = new Set(
    order
      .filter((id) => !isInRound(state, id, round) || state.byes.get(round)?.has(id))
      .map((id) => numbers.get(id) as number),
  );
  const input: EngineInput = {
    totalRounds: state.config.rounds,
    players,
    absent,
    initialColour,
    points: state.config.points,
    ...(state.config.acceleration === 'baku' ? { acceleration: 'baku' as const } : {}),
    ...acceleratedBy(state.config.accelerations, order),
  };
  return { input, order };
}
