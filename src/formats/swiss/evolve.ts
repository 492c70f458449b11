/**
 * Swiss: how each event changes the state. A pairing replaces the round it names (a re-pairing
 * and an override supersede the event they replace, so the fold sees one pairing per round); a
 * result must belong to a board of its round.
 */
import { type EventHandlers, evolveBy, ineffective, rejected } from '../../core/format.js';
import type { SwissEvent } from './events.js';
import { gameKey, hasBegun, type PairedRound, pairedRounds, type SwissState } from './state.js';

function withRound(state: SwissState, paired: PairedRound): SwissState {
  const rounds = [...state.rounds];
  rounds[paired.round - 1] = paired;
  return { ...state, rounds };
}

function pairing(state: SwissState, round: number): string | undefined {
  if (round > pairedRounds(state) + 1) return `round ${round - 1} is not paired yet`;
  if (round <= pairedRounds(state) && hasBegun(state, round)) return `round ${round} has begun`;
  if (round < pairedRounds(state)) return `round ${round + 1} is paired already`;
  return undefined;
}

const handlers: EventHandlers<SwissState, SwissEvent> = {
  ParticipantRegistered(state, { participant }) {
    const participants = new Map(state.participants).set(participant.id, participant);
    if (state.joined.has(participant.id)) return { state: { ...state, participants } };
    return {
      state: {
        ...state,
        participants,
        players: [...state.players, participant.id],
        joined: new Map(state.joined).set(participant.id, pairedRounds(state) + 1),
      },
    };
  },

  ParticipantUpdated(state, { participant }) {
    return {
      state: { ...state, participants: new Map(state.participants).set(participant.id, participant) },
    };
  },

  InitialColourDrawn(state, { seed, colour }) {
    if (pairedRounds(state) > 0)
      return ineffective(state, 'ERR_STARTED', 'the initial colour is drawn before round 1 is paired');
    return { state: { ...state, colourLot: { seed, colour } } };
  },

  PlayerDetailsRecorded(state, { participant, ...details }) {
    return { state: { ...state, details: new Map(state.details).set(participant, details) } };
  },

  PlayerWithdrew(state, { participant, fromRound }) {
    if (state.withdrawn.has(participant))
      return ineffective(state, 'ERR_WITHDRAWN', `${participant} has withdrawn already`);
    return { state: { ...state, withdrawn: new Map(state.withdrawn).set(participant, fromRound) } };
  },

  ByeRequested(state, { participant, round, kind }) {
    if (round <= pairedRounds(state))
      return ineffective(state, 'ERR_ROUND_PAIRED', `round ${round} is paired already`);
    const inRound = new Map(state.byes.get(round) ?? []).set(participant, kind);
    return { state: { ...state, byes: new Map(state.byes).set(round, inRound) } };
  },

  ByeCancelled(state, { participant, round }) {
    if (round <= pairedRounds(state))
      return ineffective(state, 'ERR_ROUND_PAIRED', `round ${round} is paired already`);
    const inRound = new Map(state.byes.get(round) ?? []);
    inRound.delete(participant);
    return { state: { ...state, byes: new Map(state.byes).set(round, inRound) } };
  },

  RoundPaired(state, { round, pairs, bye, order, explanation }, event) {
    const refused = pairing(state, round);
    if (refused) return ineffective(state, 'ERR_CANNOT_PAIR', refused);
    return {
      state: withRound(state, { round, seq: event.seq, pairs, bye, order, explanation, pairedAt: event.at }),
    };
  },

  PairingOverridden(state, { round, pairs, bye }, event) {
    const refused = pairing(state, round);
    if (refused) return ineffective(state, 'ERR_CANNOT_PAIR', refused);
    const override = event.reason ?? '';
    return {
      state: withRound(state, {
        round,
        seq: event.seq,
        pairs,
        bye,
        order: [],
        explanation: [],
        override,
        pairedAt: event.at,
      }),
    };
  },

  ResultRecorded(state, p, event) {
    const paired = state.rounds[p.round - 1];
    if (!paired?.pairs.some((g) => g.white === p.white && g.black === p.black))
      return rejected(
        state,
        'ERR_NO_SUCH_PAIRING',
        `round ${p.round} has no game ${p.white} (white) – ${p.black} (black)`,
      );
    const result = { seq: event.seq, round: p.round, white: p.white, black: p.black, result: p.result };
    return {
      state: { ...state, results: new Map(state.results).set(gameKey(p.round, p.white, p.black), result) },
    };
  },
};

export const evolve = evolveBy(handlers);

/** No deadlines: a Swiss moves on commands only. */
export const advance = (state: SwissState): SwissState => state;
