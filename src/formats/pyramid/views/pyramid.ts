/**
 * PYR-16: the pyramid drawn as levels of places: who stands where, XXX places, who is busy in
 * which role since when, who is on a waiting list or on vacation, and — for a signed-in player —
 * the places he may challenge now (PYR-3, PYR-2).
 */
import { rangeCovers } from '../../../core/deadline.js';
import type { Moment, ParticipantId, Refusal } from '../../../core/types.js';
import {
  challengeablePlaces,
  challengerHindrance,
  challengingSince,
  defendingSince,
} from '../eligibility.js';
import { challengeRange, levelCount, levelStart } from '../formula.js';
import { clubDate } from '../periods.js';
import {
  type EternalStatus,
  type GameStatus,
  type OpenGame,
  openAsChallenger,
  openAsDefender,
  type PyramidState,
  playerAt,
} from '../state.js';

export interface Engagement {
  readonly opponent: ParticipantId;
  readonly since: Moment;
  readonly status: GameStatus;
}

export interface PlaceView {
  readonly slot: number;
  readonly level: number;
  readonly index: number;
  /** Null for an XXX place. */
  readonly participantId: ParticipantId | null;
  readonly challenging?: Engagement;
  readonly defending?: Engagement;
  readonly waiting: boolean;
  readonly eternal: EternalStatus;
  readonly onVacation: boolean;
  /** The viewer may challenge this place now. */
  readonly challengeable: boolean;
}

export interface LevelView {
  readonly level: number;
  /** PYR-3: the levels a player on this level may challenge. */
  readonly reach?: { readonly from: number; readonly to: number };
  readonly places: readonly PlaceView[];
  /** Empty places left on this level for new players (only the lowest level has any). */
  readonly free: number;
}

export interface PyramidView {
  readonly levels: readonly LevelView[];
  readonly players: number;
  readonly vacant: number;
  readonly viewer?: ParticipantId;
  /** Why the viewer can challenge nobody now, if so. */
  readonly viewerHindrance?: Refusal;
}

const engagement = (
  g: OpenGame | undefined,
  opponent: (g: OpenGame) => ParticipantId,
  since: (g: OpenGame) => Moment,
): Engagement | undefined => g && { opponent: opponent(g), since: since(g), status: g.status };

export function pyramidView(
  state: PyramidState,
  options: { asOf?: Moment; viewer?: ParticipantId } = {},
): PyramidView {
  const today = options.asOf ? clubDate(state, options.asOf) : undefined;
  const mine = new Set(options.viewer ? challengeablePlaces(state, options.viewer) : []);
  const viewerHindrance = options.viewer ? challengerHindrance(state, options.viewer) : undefined;
  const levels: LevelView[] = [];
  let players = 0;
  for (let level = 1; level <= levelCount(state.slots.length); level++) {
    const places: PlaceView[] = [];
    const end = Math.min(levelStart(level + 1), state.slots.length);
    for (let slot = levelStart(level); slot < end; slot++) {
      const p = playerAt(state, slot);
      if (p) players += 1;
      const asChallenger =
        p && engagement(openAsChallenger(state, p.id), (g) => g.defender, challengingSince);
      const asDefender = p && engagement(openAsDefender(state, p.id), (g) => g.challenger, defendingSince);
      places.push({
        slot,
        level,
        index: slot - levelStart(level) + 1,
        participantId: p?.id ?? null,
        ...(asChallenger ? { challenging: asChallenger } : {}),
        ...(asDefender ? { defending: asDefender } : {}),
        waiting: p?.waitingSince !== undefined,
        eternal: p?.eternal ?? 'off',
        onVacation: today !== undefined && (p?.vacations ?? []).some((r) => rangeCovers(r, today)),
        challengeable: mine.has(slot),
      });
    }
    const reach = challengeRange(level);
    levels.push({ level, ...(reach ? { reach } : {}), places, free: level - places.length });
  }
  return {
    levels,
    players,
    vacant: state.slots.length - players,
    ...(options.viewer ? { viewer: options.viewer } : {}),
    ...(viewerHindrance ? { viewerHindrance } : {}),
  };
}
