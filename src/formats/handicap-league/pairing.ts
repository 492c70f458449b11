/**
 * Pairing help for a running evening (HL-8): who is free now, and proposed next games. Games
 * are paired as they come, so this only suggests: the player who has waited longest gets the
 * free opponent with the closest league rank not yet met tonight, then the next longest waiter,
 * and so on. Each proposal carries its handicap (HL-9).
 */
import { compareMoments, maxMoment } from '../../core/moment.js';
import type { Moment, ParticipantId } from '../../core/types.js';
import { type HandicapProposal, proposeHandicap } from './calculator.js';
import { type Evening, gameInProgress, type HandicapLeagueState, leagueRank, pairKey } from './state.js';

export interface FreePlayer {
  readonly participantId: ParticipantId;
  /** Arrival, or the end of the last game tonight, whichever is later. */
  readonly waitingSince: Moment;
  readonly leagueRank: number;
  /** Free players this one has not met tonight. */
  readonly possibleOpponents: number;
}

export interface PairingProposal extends HandicapProposal {
  /** The longer waiter of the two, for whom the game was chosen. */
  readonly for: ParticipantId;
}

export interface PairingHelp {
  readonly evening: string;
  /** Longest waiting first. */
  readonly free: readonly FreePlayer[];
  readonly proposals: readonly PairingProposal[];
  /** Free players left without a proposal: everyone free has met them tonight. */
  readonly unpaired: readonly ParticipantId[];
}

function metTonight(evening: Evening): Set<string> {
  return new Set(evening.games.map((g) => g.key));
}

/** Present, in the ranking, and not in a game, longest waiting first (ties: higher league rank). */
function freePlayers(state: HandicapLeagueState, evening: Evening): FreePlayer[] {
  const lastGameEnd = new Map<ParticipantId, Moment>();
  for (const g of evening.games) {
    if (g.finishedAt === undefined) continue;
    for (const id of [g.uwate, g.shitate]) {
      const seen = lastGameEnd.get(id);
      lastGameEnd.set(id, seen === undefined ? g.finishedAt : maxMoment(seen, g.finishedAt));
    }
  }
  const met = metTonight(evening);
  const free: Omit<FreePlayer, 'possibleOpponents'>[] = [];
  for (const [id, arrived] of evening.present) {
    const player = state.players.get(id);
    if (!player?.active || gameInProgress(evening, id)) continue;
    const ended = lastGameEnd.get(id);
    free.push({
      participantId: id,
      waitingSince: ended === undefined ? arrived : maxMoment(arrived, ended),
      leagueRank: leagueRank(player),
    });
  }
  free.sort(
    (a, b) =>
      compareMoments(a.waitingSince, b.waitingSince) ||
      b.leagueRank - a.leagueRank ||
      (a.participantId < b.participantId ? -1 : 1),
  );
  return free.map((f) => ({
    ...f,
    possibleOpponents: free.filter(
      (o) => o.participantId !== f.participantId && !met.has(pairKey(o.participantId, f.participantId)),
    ).length,
  }));
}

/** HL-8: proposals for the open evening, or undefined when no evening is open. */
export function proposePairings(state: HandicapLeagueState): PairingHelp | undefined {
  const evening = state.open;
  if (!evening) return undefined;
  const free = freePlayers(state, evening);
  const met = metTonight(evening);
  const taken = new Set<ParticipantId>();
  const proposals: PairingProposal[] = [];
  const unpaired: ParticipantId[] = [];
  for (const me of free) {
    if (taken.has(me.participantId)) continue;
    let best: FreePlayer | undefined;
    for (const other of free) {
      if (other === me || taken.has(other.participantId)) continue;
      if (met.has(pairKey(me.participantId, other.participantId))) continue;
      // `free` is ordered longest waiting first, so on equal distance the longer waiter stays.
      if (!best || Math.abs(other.leagueRank - me.leagueRank) < Math.abs(best.leagueRank - me.leagueRank)) {
        best = other;
      }
    }
    if (!best) {
      unpaired.push(me.participantId);
      continue;
    }
    taken.add(me.participantId);
    taken.add(best.participantId);
    const handicap = proposeHandicap(
      state.config.handicaps,
      { id: me.participantId, leagueRank: me.leagueRank },
      { id: best.participantId, leagueRank: best.leagueRank },
    );
    proposals.push({ ...handicap, for: me.participantId });
  }
  return { evening: evening.id, free, proposals, unpaired };
}
