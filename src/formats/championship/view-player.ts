/**
 * A player's card: the outcome sheet (SD-1) round by round with the running record and spread,
 * as the player page and the scorecard print show it.
 */
import type { ParticipantId } from '../../core/types.js';
import { type LineKind, outcomeSheets } from './sheet.js';
import { formatRecord, formatSpread } from './standings.js';
import type { ChampionshipState } from './state.js';

export interface PlayerLineView {
  readonly round: number;
  readonly kind: LineKind;
  readonly opponent: { readonly id: ParticipantId; readonly name: string } | null;
  readonly ownScore?: number;
  readonly opponentScore?: number;
  readonly spread: number;
  readonly started: boolean;
  /** Running totals after this round. */
  readonly record: string;
  readonly cumulativeSpread: string;
}

export interface PlayerView {
  readonly id: ParticipantId;
  readonly name: string;
  readonly rating: number;
  readonly withdrawnFrom?: number;
  readonly lines: readonly PlayerLineView[];
}

export function playerView(state: ChampionshipState, id: ParticipantId): PlayerView | undefined {
  const player = state.byId.get(id);
  if (!player) return undefined;
  let halfWins = 0;
  let halfLosses = 0;
  let spread = 0;
  const lines = (outcomeSheets(state).get(id) ?? []).map((line): PlayerLineView => {
    halfWins += line.halfWins;
    halfLosses += 2 - line.halfWins;
    spread += line.spread;
    return {
      round: line.round,
      kind: line.kind,
      opponent:
        line.opponent === null
          ? null
          : { id: line.opponent, name: state.byId.get(line.opponent)?.name ?? line.opponent },
      ...(line.ownScore === undefined ? {} : { ownScore: line.ownScore }),
      ...(line.opponentScore === undefined ? {} : { opponentScore: line.opponentScore }),
      spread: line.spread,
      started: line.started,
      record: formatRecord(halfWins, halfLosses),
      cumulativeSpread: formatSpread(spread),
    };
  });
  const withdrawnFrom = state.withdrawn.get(id);
  return {
    id,
    name: player.name,
    rating: player.rating,
    ...(withdrawnFrom === undefined ? {} : { withdrawnFrom }),
    lines,
  };
}
