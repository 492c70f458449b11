/**
 * Keizer evolve: applies one event to the state and returns a new state (never mutating the old
 * one). Total: an event that a late insertion made meaningless is reported `ineffective` with a
 * coded reason instead of throwing (PYR-0 style). Deadlines need no `advance`: every Keizer
 * deadline is judged against the moment of the event that meets it (a notice's `at`).
 */
import {
  type EventHandlers,
  type Evolution,
  evolveBy,
  ineffective,
  type Outcome,
  rejected,
} from '../../core/format.js';
import type { ParticipantId } from '../../core/types.js';
import { isLateNotice } from './calendar.js';
import type { KeizerEvent } from './events.js';
import {
  gameKey,
  groupAttribute,
  isSignedOff,
  type KeizerState,
  noticeKey,
  type PlayerRecord,
  type RoundRecord,
} from './state.js';

const withEffects = (state: KeizerState, effects: string[]): Evolution<KeizerState> =>
  effects.length === 0 ? { state } : { state, outcome: { status: 'applied', effects } satisfies Outcome };

function withPlayer(state: KeizerState, player: PlayerRecord): KeizerState {
  const players = state.players.slice();
  players[player.index] = player;
  const byId = new Map(state.byId);
  byId.set(player.id, player);
  return { ...state, players, byId };
}

function withRound(state: KeizerState, record: RoundRecord): KeizerState {
  const rounds = new Map(state.rounds);
  rounds.set(record.round, record);
  return { ...state, rounds, lastPaired: Math.max(state.lastPaired, record.round) };
}

const handlers: EventHandlers<KeizerState, KeizerEvent> = {
  ParticipantRegistered(state, { participant }) {
    const player: PlayerRecord = {
      id: participant.id,
      index: state.players.length,
      rating: participant.rating ?? 0,
      // KZ-6: someone registered once the season runs joins from the next unpaired round.
      firstRound: state.lastPaired + 1,
    };
    const next = withPlayer(state, player);
    const group = groupAttribute(participant);
    if (!group) return { state: next };
    const groups = new Map(next.groups);
    groups.set(participant.id, group);
    return { state: { ...next, groups } };
  },

  ParticipantUpdated(state, { participant }) {
    const known = state.byId.get(participant.id);
    if (!known) return { state };
    return { state: withPlayer(state, { ...known, rating: participant.rating ?? 0 }) };
  },

  InitialRankingSet(state, p) {
    if (state.lastPaired > 0) {
      return ineffective(
        state,
        'ERR_SEASON_STARTED',
        'the initial ranking cannot change once round 1 is paired',
      );
    }
    return { state: { ...state, initialRanking: { basis: p.basis, order: p.order } } };
  },

  EveningsPlanned(state, p) {
    const evenings = new Map(state.evenings);
    for (const e of p.evenings) evenings.set(e.round, e.date);
    return { state: { ...state, evenings } };
  },

  AbsenceNoticed(state, p, event) {
    // KZ-11; KZ-8: a club team match is an absence for the club, not subject to the deadline.
    const late = p.reason === 'notice' && isLateNotice(state, p.round, event.at);
    const notices = new Map(state.notices);
    notices.set(noticeKey(p.round, p.participant), {
      reason: p.reason,
      late,
      excused: p.excused,
      at: event.at,
    });
    const next = { ...state, notices };
    return withEffects(
      next,
      late && !p.excused
        ? [`${p.participant}'s notice for round ${p.round} came after the deadline: absent without notice`]
        : [],
    );
  },

  AbsenceWithdrawn(state, p) {
    const key = noticeKey(p.round, p.participant);
    if (!state.notices.has(key)) {
      return ineffective(
        state,
        'ERR_NO_NOTICE',
        `${p.participant} has no absence notice for round ${p.round}`,
      );
    }
    const notices = new Map(state.notices);
    notices.delete(key);
    return { state: { ...state, notices } };
  },

  LateNoticeAccepted(state, p) {
    const key = noticeKey(p.round, p.participant);
    const notice = state.notices.get(key);
    if (!notice) {
      return ineffective(
        state,
        'ERR_NO_NOTICE',
        `${p.participant} has no absence notice for round ${p.round}`,
      );
    }
    const notices = new Map(state.notices);
    notices.set(key, { ...notice, excused: true });
    return { state: { ...state, notices } };
  },

  RoundPaired(state, p, event) {
    const before = state.rounds.get(p.round);
    // Results of games that survive a re-pairing stay; no-shows stay whatever the new pairing.
    const results = new Map(
      [...(before?.results ?? [])].filter(([key]) => p.games.some((g) => gameKey(g.white, g.black) === key)),
    );
    return {
      state: withRound(state, {
        round: p.round,
        method: p.method,
        pairedAt: event.at,
        games: p.games,
        bye: p.bye,
        unpaired: p.unpaired,
        relaxed: p.relaxed,
        results,
        noShows: before?.noShows ?? new Set(),
      }),
    };
  },

  ResultRecorded(state, p, event) {
    const record = state.rounds.get(p.round);
    if (!record) {
      return rejected(state, 'ERR_NO_SUCH_ROUND', `round ${p.round} was never paired`);
    }
    const key = gameKey(p.white, p.black);
    if (!record.games.some((g) => gameKey(g.white, g.black) === key)) {
      return ineffective(
        state,
        'ERR_NO_SUCH_GAME',
        `round ${p.round} has no game ${p.white} (white) – ${p.black} (black) any more`,
      );
    }
    const results = new Map(record.results);
    results.set(key, { result: p.result, seq: event.seq });
    return { state: withRound(state, { ...record, results }) };
  },

  NoShowRecorded(state, p) {
    const record = state.rounds.get(p.round);
    if (!record) return ineffective(state, 'ERR_NO_SUCH_ROUND', `round ${p.round} was never paired`);
    const noShows = new Set(record.noShows);
    noShows.add(p.participant);
    const next = withRound(state, { ...record, noShows });
    return signOffAfterNoShows(next, p.participant, p.round);
  },

  PlayerSignedOff(state, p) {
    const change = {
      participant: p.participant,
      fromRound: p.round,
      signedOff: true,
      cause: 'director',
    } as const;
    return { state: { ...state, statusChanges: [...state.statusChanges, change] } };
  },

  PlayerSignedOn(state, p) {
    const change = {
      participant: p.participant,
      fromRound: p.round,
      signedOff: false,
      cause: 'director',
    } as const;
    return { state: { ...state, statusChanges: [...state.statusChanges, change] } };
  },

  EntryPointsSet(state, p) {
    const known = state.byId.get(p.participant);
    if (!known) return ineffective(state, 'ERR_UNKNOWN_PARTICIPANT', `${p.participant} is not a participant`);
    return { state: withPlayer(state, { ...known, entryPoints: p.points }) };
  },

  GroupsAssigned(state, p) {
    const groups = new Map(state.groups);
    for (const [id, group] of Object.entries(p.groups)) groups.set(id, group);
    return { state: { ...state, groups } };
  },

  TeamMatchRecorded(state, p) {
    return { state: { ...state, teamMatches: [...state.teamMatches, p] } };
  },
};

/**
 * KZ-13: the configured number of no-shows in a row signs the player off from the round after
 * the row. The row is counted both ways from `round`: a no-show of an earlier round may be
 * recorded after the later one.
 */
function signOffAfterNoShows(
  state: KeizerState,
  participant: ParticipantId,
  round: number,
): Evolution<KeizerState> {
  const limit = state.config.signOffAfterNoShows;
  const noShow = (r: number) => state.rounds.get(r)?.noShows.has(participant) === true;
  let last = round;
  while (noShow(last + 1)) last++;
  let first = round;
  while (first > 1 && noShow(first - 1)) first--;
  const streak = last - first + 1;
  if (limit === 0 || streak < limit || isSignedOff(state, participant, last + 1)) return { state };
  const change = { participant, fromRound: last + 1, signedOff: true, cause: 'no-shows' } as const;
  return withEffects({ ...state, statusChanges: [...state.statusChanges, change] }, [
    `${participant} did not show up ${streak} rounds in a row and is signed off from round ${last + 1}`,
  ]);
}

export const evolve = evolveBy(handlers);

/** Keizer deadlines are judged against the moment of the event that meets them: time alone changes nothing. */
export const advance = (state: KeizerState): KeizerState => state;
