/**
 * Tournament-points tests on the one harness (given.ts): resolved preset configurations,
 * entrants, moments in June 2026, and a tournament whose group games are found by their players.
 */
import type { Actor, StoredEvent } from '../core/events.js';
import type { Participant } from '../core/participant.js';
import type { TpConfig } from '../formats/tp-tournament/config.js';
import { tpTournament } from '../formats/tp-tournament/index.js';
import type { TpState } from '../formats/tp-tournament/state.js';
import { configOf, DIRECTOR, Scenario } from './given.js';

export const testConfig = (preset = 'tantrix-weekend', overrides: Record<string, unknown> = {}): TpConfig =>
  configOf(tpTournament, overrides, preset);

/** A player with a tournament rating (or none) and optional profile attributes. */
export const entrant = (
  id: string,
  rating?: number,
  attributes?: Participant['attributes'],
): Participant => ({
  id,
  name: id.toUpperCase(),
  ...(rating !== undefined ? { rating } : {}),
  ...(attributes ? { attributes } : {}),
});

/** `at(1, '10:00')`: a moment on day 1, 2 … of June 2026 (UTC). */
export const at = (day: number, time = '12:00'): string =>
  `2026-06-${String(day).padStart(2, '0')}T${time}:00Z`;

/** A tournament driven through the one harness: group games found by their players and played in one call. */
export class TpScenario extends Scenario<TpState> {
  constructor(
    participants: readonly Participant[],
    preset = 'tantrix-weekend',
    overrides: Record<string, unknown> = {},
  ) {
    super(tpTournament, { config: testConfig(preset, overrides), participants }, [], at(2, '10:00'));
  }

  /** The id of the group game between x and y. */
  game(x: string, y: string): string {
    for (const g of this.state().groups?.games.values() ?? [])
      if (g.players.includes(x) && g.players.includes(y)) return g.id;
    throw new Error(`no group game ${x} – ${y}`);
  }

  /** Records the group game between x and y, the result given from x's side. */
  play(x: string, y: string, result: object, actor: Actor = DIRECTOR): readonly StoredEvent[] {
    const command = { type: 'RecordResult', game: this.game(x, y), players: [x, y], result };
    return this.do(this.tick(), command, actor).events;
  }

  /** Plays group games in turn, each `[x, y, scores, minutes?]` as `play` with a played result. */
  playAll(games: readonly (readonly [string, string, [number, number], [number, number]?])[]): this {
    for (const [x, y, scores, minutes] of games) this.play(x, y, played(scores, minutes));
    return this;
  }
}

/** A group of four played out: a wins all, b and c draw and beat d alike, so they tie for place 2 (TX-7). */
export const TIE_FOR_SECOND: readonly (readonly [string, string, [number, number]])[] = [
  ['a', 'b', [30, 20]],
  ['a', 'c', [30, 20]],
  ['a', 'd', [40, 18]],
  ['b', 'c', [25, 25]],
  ['b', 'd', [29, 19]],
  ['c', 'd', [29, 19]],
];

export const tournament = (
  participants: readonly Participant[],
  preset = 'tantrix-weekend',
  overrides: Record<string, unknown> = {},
): TpScenario => new TpScenario(participants, preset, overrides);

/** A played game in a command: scores and minutes as pairs aligned with `players`. */
export const played = (
  scores: [number, number],
  minutes: [number, number] = [12, 12],
  late?: [number, number],
) => ({
  kind: 'played',
  scores,
  minutes,
  ...(late ? { late } : {}),
});
