/**
 * A handicap league for tests, on the one harness (given.ts): shogi players with ranks, league
 * days as moments, and whole evenings played in one call. Tests read like a club evening:
 * `league.do(at(19), { type: 'StartGame', … })`.
 */
import { moment } from '../core/moment.js';
import type { Participant } from '../core/participant.js';
import type { Moment } from '../core/types.js';
import type { HandicapLeagueConfig } from '../formats/handicap-league/config.js';
import { handicapLeague } from '../formats/handicap-league/index.js';
import type { HandicapLeagueState } from '../formats/handicap-league/state.js';
import { hour } from './builders.js';
import { configOf, Scenario } from './given.js';

/** A player with an estimated rank (HL-2) and a real name that tests can look for. */
export function shogiPlayer(id: string, rank?: string, extra: Partial<Participant> = {}): Participant {
  return {
    id,
    name: `Real Name ${id.toUpperCase()}`,
    ...(rank ? { attributes: { estimatedRank: rank } } : {}),
    ...extra,
  };
}

export const leagueConfig = (
  overrides: Record<string, unknown> = {},
  preset?: string,
): HandicapLeagueConfig => configOf(handicapLeague, overrides, preset);

/** `at(19.5, 2)`: 19:30 on the second league day (one week apart, Thursdays from 2026-01-08). */
export function at(h: number, day = 1): Moment {
  const date = new Date(Date.UTC(2026, 0, 8 + 7 * (day - 1)));
  return moment(hour(h, date.toISOString().slice(0, 10)));
}

/** A game begun at the board of `evening`, with the handicap and note the players agreed on, if any (HL-9). */
export const startGame = (
  evening: string,
  players: readonly [string, string],
  agreed: { readonly handicap?: string; readonly note?: string } = {},
) => ({ type: 'StartGame', evening, players, ...agreed });

export type GameLine = readonly [string, string, string | null];

/** A handicap league driven through the one harness, with whole club evenings in one call. */
export class League extends Scenario<HandicapLeagueState> {
  constructor(participants: readonly Participant[], config: HandicapLeagueConfig = leagueConfig()) {
    super(handicapLeague, { config, participants });
  }

  /** A whole evening on league day `day`: opened at 19:00, games recorded ten minutes apart, closed at 23:00. */
  evening(day: number, games: readonly GameLine[], seed = `seed-${day}`): string {
    const id = at(19, day).slice(0, 10);
    this.do(at(19, day), { type: 'OpenEvening' });
    games.forEach(([a, b, winner], i) => {
      this.do(at(19.5 + i / 6, day), { type: 'RecordGame', evening: id, players: [a, b], winner });
    });
    this.do(at(23, day), { type: 'CloseEvening', evening: id, seed });
    return id;
  }
}
