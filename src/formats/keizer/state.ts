/**
 * The Keizer state: what the fold knows about a season. It holds facts only (pairings, results,
 * notices, sign-offs …); scores and rankings are derived from it by recalc.ts and memoised per
 * state object, which is safe because states are immutable.
 */

import type { Setup } from '../../core/format.js';
import type { Participant } from '../../core/participant.js';
import { type Moment, type ParticipantId, type Refusal, refusal } from '../../core/types.js';
import { type KeizerConfig, totalRounds } from './config.js';
import type { AbsenceReason, Game, GameResult, PairingMethod, Relaxation } from './events.js';

export interface PlayerRecord {
  readonly id: ParticipantId;
  /** Registration order: the last tie-break and the index into per-player arrays. */
  readonly index: number;
  readonly rating: number;
  /** The first round the player takes part in (1, or later for a late entrant, KZ-6). */
  readonly firstRound: number;
  /** KZ-6: points given at entry, in value points. */
  readonly entryPoints?: string;
}

export interface Notice {
  readonly reason: AbsenceReason;
  /** Given after the deadline (KZ-11). */
  readonly late: boolean;
  /** A late notice the director accepted. */
  readonly excused: boolean;
  readonly at: Moment;
}

export interface ResultEntry {
  readonly result: GameResult;
  readonly seq: number;
}

export interface RoundRecord {
  readonly round: number;
  readonly method: PairingMethod;
  readonly pairedAt: Moment;
  readonly games: readonly Game[];
  readonly bye: ParticipantId | null;
  readonly unpaired: readonly ParticipantId[];
  readonly relaxed: readonly Relaxation[];
  /** By `white:black`. */
  readonly results: ReadonlyMap<string, ResultEntry>;
  readonly noShows: ReadonlySet<ParticipantId>;
}

/** KZ-13: a player's sign-off state from a round on; the latest applicable change wins. */
export interface StatusChange {
  readonly participant: ParticipantId;
  readonly fromRound: number;
  readonly signedOff: boolean;
  readonly cause: 'no-shows' | 'director';
}

export interface TeamMatch {
  readonly date: string;
  readonly team: string;
  readonly opponent: string;
  readonly away: boolean;
  readonly players: readonly ParticipantId[];
  readonly drivers: readonly { readonly name: string; readonly km: number }[];
}

export interface KeizerState {
  readonly config: KeizerConfig;
  readonly players: readonly PlayerRecord[];
  readonly byId: ReadonlyMap<ParticipantId, PlayerRecord>;
  readonly initialRanking?: { readonly basis: string; readonly order: readonly ParticipantId[] };
  /** Round → evening date (YYYY-MM-DD in the club's zone). */
  readonly evenings: ReadonlyMap<number, string>;
  readonly rounds: ReadonlyMap<number, RoundRecord>;
  /** The highest paired round (0 before the season starts). */
  readonly lastPaired: number;
  /** By `round:participant`. */
  readonly notices: ReadonlyMap<string, Notice>;
  readonly statusChanges: readonly StatusChange[];
  readonly groups: ReadonlyMap<ParticipantId, string>;
  readonly teamMatches: readonly TeamMatch[];
}

export const gameKey = (white: ParticipantId, black: ParticipantId): string => `${white}:${black}`;
export const noticeKey = (round: number, participant: ParticipantId): string => `${round}:${participant}`;

/** KZ-13: whether the player is signed off for `round`. */
export function isSignedOff(state: KeizerState, participant: ParticipantId, round: number): boolean {
  let off = false;
  for (const c of state.statusChanges) {
    if (c.participant === participant && c.fromRound <= round) off = c.signedOff;
  }
  return off;
}

/** The game of a player in a round, if he has one. */
export function gameOf(record: RoundRecord, participant: ParticipantId): Game | undefined {
  return record.games.find((g) => g.white === participant || g.black === participant);
}

/** Everyone the round's pairing names: players of games, the bye, the unpaired. */
export function pairedIn(record: RoundRecord): ParticipantId[] {
  const out: ParticipantId[] = [];
  for (const g of record.games) out.push(g.white, g.black);
  if (record.bye) out.push(record.bye);
  out.push(...record.unpaired);
  return out;
}

/** The cycle a round belongs to (1-based). */
export const cycleOf = (config: KeizerConfig, round: number): number =>
  Math.ceil(round / config.season.roundsPerCycle);

/** The group a participant's profile names (KZ-16), if any. */
export const groupAttribute = (p: Participant): string | undefined => {
  const g = p.attributes?.group;
  return typeof g === 'string' && g.length > 0 ? g : undefined;
};

export function initialState(setup: Setup<KeizerConfig>): KeizerState {
  const players: PlayerRecord[] = setup.participants.map((p, index) => ({
    id: p.id,
    index,
    rating: p.rating ?? 0,
    firstRound: 1,
  }));
  const groups = new Map<ParticipantId, string>();
  for (const p of setup.participants) {
    const g = groupAttribute(p);
    if (g) groups.set(p.id, g);
  }
  return {
    config: setup.config,
    players,
    byId: new Map(players.map((p) => [p.id, p])),
    evenings: new Map(),
    rounds: new Map(),
    lastPaired: 0,
    notices: new Map(),
    statusChanges: [],
    groups,
    teamMatches: [],
  };
}

/** KZ-6: late entrants join the next unpaired round; once every round is paired, nobody can. */
export const canRegister = (state: KeizerState): Refusal | undefined =>
  state.lastPaired >= totalRounds(state.config)
    ? refusal('ERR_SEASON_OVER', 'every round of the season is paired; nobody can join any more')
    : undefined;
