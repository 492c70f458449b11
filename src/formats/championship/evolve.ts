/**
 * Championship evolve: folds one event into the state. Total: an event that a late event made
 * invalid (PYR-0) comes back `ineffective` with a coded reason; one that contradicts the
 * structure (a result for a round never paired) comes back `rejected`. It never throws.
 */
import { type EventHandlers, type Evolution, evolveBy, ineffective, rejected } from '../../core/format.js';
import type { Participant } from '../../core/participant.js';
import { withRoundDates } from '../../core/round-dates.js';
import type { Moment, ParticipantId } from '../../core/types.js';
import type { ChampionshipEvent, EventPayload } from './events.js';
import {
  type ChampionshipState,
  findPairing,
  type GroupsState,
  hasResults,
  makeRound,
  playerOf,
  resultAt,
  roundOf,
  withResult,
} from './state.js';

const started = (state: ChampionshipState): boolean => state.rounds.length > 0 || state.groups !== undefined;

const handlers: EventHandlers<ChampionshipState, ChampionshipEvent> = {
  ParticipantRegistered: (state, { participant }) => registered(state, participant),
  ParticipantUpdated: (state, { participant }) => updated(state, participant),
  GroupsDrawn: (state, p, event) =>
    groupsSet(state, { seq: event.seq, method: 'drawn', seed: p.seed, groups: p.groups }),
  GroupsFixed: (state, p, event) => groupsSet(state, { seq: event.seq, method: 'fixed', groups: p.groups }),
  LotDrawn: (state, { seed, order }, event) => ({
    state: { ...state, lot: { seq: event.seq, seed, order } },
  }),
  RoundPaired: (state, p, event) => roundPaired(state, event.seq, p, event.at),
  GameRecorded: (state, p, event) => gameRecorded(state, event.seq, p),
  ForfeitRecorded: (state, p, event) => forfeitRecorded(state, event.seq, p),
  RoundsScheduled: (state, { rounds }) => ({
    state: { ...state, dates: withRoundDates(state.dates, rounds) },
  }),
  ParticipantWithdrew(state, { participant, round }) {
    const withdrawn = new Map(state.withdrawn);
    withdrawn.set(participant, round);
    return { state: { ...state, withdrawn } };
  },
  FinalPaired: (state, p, event) => finalPaired(state, event.seq, p),
  FinalGameRecorded: (state, p, event) => finalGameRecorded(state, event.seq, p),
};

export const evolve = evolveBy(handlers);

/** No deadlines: the championship moves on commands only. */
export const advance = (state: ChampionshipState): ChampionshipState => state;

function registered(state: ChampionshipState, participant: Participant): Evolution<ChampionshipState> {
  if (started(state)) {
    return ineffective(state, 'ERR_STARTED', `the championship has begun; ${participant.id} joins no round`);
  }
  const player = playerOf(participant);
  const byId = new Map(state.byId);
  byId.set(player.id, player);
  return { state: { ...state, players: [...state.players, player], byId } };
}

function updated(state: ChampionshipState, participant: Participant): Evolution<ChampionshipState> {
  if (!state.byId.has(participant.id)) return { state };
  const player = playerOf(participant);
  const byId = new Map(state.byId);
  byId.set(player.id, player);
  return { state: { ...state, players: state.players.map((p) => (p.id === player.id ? player : p)), byId } };
}

function groupsSet(state: ChampionshipState, groups: GroupsState): Evolution<ChampionshipState> {
  if (hasResults(state)) {
    return ineffective(
      state,
      'ERR_STARTED',
      'results of the group rounds exist; the groups cannot change any more',
    );
  }
  return { state: { ...state, groups } };
}

function roundPaired(
  state: ChampionshipState,
  seq: number,
  { round, method, pairings }: EventPayload<'RoundPaired'>,
  at: Moment,
): Evolution<ChampionshipState> {
  const seen = new Set<ParticipantId>();
  for (const p of pairings) {
    for (const id of p.second === null ? [p.first] : [p.first, p.second]) {
      if (seen.has(id)) return rejected(state, 'ERR_INVALID_PAIRING', `round ${round} pairs ${id} twice`);
      seen.add(id);
    }
  }
  const next = state.rounds.length + 1;
  if (round < next) return ineffective(state, 'ERR_ALREADY_PAIRED', `round ${round} is already paired`);
  if (round > next)
    return ineffective(state, 'ERR_ROUND_ORDER', `round ${round} cannot be paired before round ${next}`);
  const pairedAt = new Map(state.pairedAt);
  pairedAt.set(round, at);
  return {
    state: { ...state, rounds: [...state.rounds, makeRound(round, seq, method, pairings)], pairedAt },
  };
}

function gameRecorded(
  state: ChampionshipState,
  seq: number,
  { round, first, second, firstScore, secondScore }: EventPayload<'GameRecorded'>,
): Evolution<ChampionshipState> {
  const current = roundOf(state, round);
  if (!current) return rejected(state, 'ERR_NO_SUCH_ROUND', `round ${round} is not paired`);
  const found = findPairing(current, first, second);
  if (!found)
    return ineffective(state, 'ERR_NOT_PAIRED', `${first} and ${second} are not paired in round ${round}`);
  if (resultAt(current, found.index) !== undefined) {
    return ineffective(state, 'ERR_RESULT_EXISTS', `round ${round}: ${first}–${second} already has a result`);
  }
  const [a, b] = found.swapped ? [secondScore, firstScore] : [firstScore, secondScore];
  return {
    state: withResult(state, round, found.index, { kind: 'scores', firstScore: a, secondScore: b, seq }),
  };
}

function forfeitRecorded(
  state: ChampionshipState,
  seq: number,
  { round, absent }: EventPayload<'ForfeitRecorded'>,
): Evolution<ChampionshipState> {
  const current = roundOf(state, round);
  if (!current) return rejected(state, 'ERR_NO_SUCH_ROUND', `round ${round} is not paired`);
  const index = current.slot.get(absent[0] as ParticipantId);
  const pairing = index === undefined ? undefined : current.pairings[index];
  if (
    index === undefined ||
    !pairing ||
    !absent.every((id) => id === pairing.first || id === pairing.second)
  ) {
    return ineffective(state, 'ERR_NOT_PAIRED', `round ${round} has no pairing of ${absent.join(' and ')}`);
  }
  if (resultAt(current, index) !== undefined) {
    return ineffective(
      state,
      'ERR_RESULT_EXISTS',
      `round ${round}: ${absent.join(' and ')} already has a result`,
    );
  }
  return { state: withResult(state, round, index, { kind: 'forfeit', absent, seq }) };
}

function finalPaired(
  state: ChampionshipState,
  seq: number,
  { finalists }: EventPayload<'FinalPaired'>,
): Evolution<ChampionshipState> {
  if (state.final) return ineffective(state, 'ERR_FINAL_EXISTS', 'the final is already paired');
  return { state: { ...state, final: { seq, finalists, games: [] } } };
}

function finalGameRecorded(
  state: ChampionshipState,
  seq: number,
  { game, firstScore, secondScore }: EventPayload<'FinalGameRecorded'>,
): Evolution<ChampionshipState> {
  const final = state.final;
  if (!final) return ineffective(state, 'ERR_NO_FINAL', 'the final is not paired');
  if (final.games.some((g) => g.game === game)) {
    return ineffective(state, 'ERR_RESULT_EXISTS', `game ${game} of the final already has a result`);
  }
  // Kept in game order; the final's status reads the games from game 1 on and stops at a gap.
  const games = [...final.games, { game, firstScore, secondScore, seq }].sort((a, b) => a.game - b.game);
  return { state: { ...state, final: { ...final, games } } };
}
