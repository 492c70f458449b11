/**
 * Round robin: state transitions (evolve) and command decisions (decide).
 */
import type { NewEvent, StoredEvent } from '../../core/events.js';
import type { DecideContext, Evolution } from '../../core/format.js';
import { createLot } from '../../core/lot.js';
import type { Participant } from '../../core/participant.js';
import { roundRobinSchedule } from '../../core/round-robin.js';
import { err, ok, type ParticipantId, type Refusal, type Result, refusal } from '../../core/types.js';
import type { RoundRobinConfig } from './config.js';
import {
  type GameResult,
  isScheduled,
  type RecordedResult,
  type ResultCell,
  type RoundRobinCommand,
  type RoundRobinDraw,
  type RoundRobinState,
} from './model.js';

export function makeDraw(
  config: RoundRobinConfig,
  order: readonly ParticipantId[],
  seed?: string,
): RoundRobinDraw {
  const n = order.length;
  const { cycles } = config;
  const schedule = roundRobinSchedule(n, cycles);
  const numbers = new Map(order.map((id, i) => [id, i + 1]));
  const rounds = new Int32Array(n * n * cycles);
  for (const round of schedule) {
    for (const g of round) {
      if (g.black === null) continue;
      let slot = ((g.white - 1) * n + (g.black - 1)) * cycles;
      while (rounds[slot] !== 0) slot++;
      rounds[slot] = g.round + 1;
    }
  }
  return { config, order, schedule, numbers, rounds, ...(seed !== undefined ? { seed } : {}) };
}

export function initialState(setup: {
  config: RoundRobinConfig;
  participants: readonly Participant[];
}): RoundRobinState {
  return {
    draw: makeDraw(
      setup.config,
      setup.participants.map((p) => p.id),
    ),
    results: null,
    resultCount: 0,
  };
}

const started = (state: RoundRobinState): boolean => state.resultCount > 0;

export function evolve(state: RoundRobinState, event: StoredEvent): Evolution<RoundRobinState> {
  switch (event.type) {
    case 'ParticipantRegistered': {
      if (started(state) || state.draw.seed !== undefined) {
        return {
          state,
          outcome: {
            status: 'ineffective',
            code: 'ERR_STARTED',
            message: 'the round robin has begun; the new participant gets no games',
          },
        };
      }
      const { participant } = event.payload as { participant: Participant };
      return {
        state: { ...state, draw: makeDraw(state.draw.config, [...state.draw.order, participant.id]) },
      };
    }
    case 'NumbersDrawn': {
      const { seed, order } = event.payload as { seed: string; order: ParticipantId[] };
      if (started(state)) {
        return {
          state,
          outcome: {
            status: 'ineffective',
            code: 'ERR_STARTED',
            message: 'numbers cannot be drawn after the first result',
          },
        };
      }
      return { state: { ...state, draw: makeDraw(state.draw.config, order, seed) } };
    }
    case 'ResultRecorded': {
      const p = event.payload as Omit<RecordedResult, 'seq'>;
      if (!isScheduled(state, p.round, p.white, p.black)) {
        return {
          state,
          outcome: {
            status: 'rejected',
            code: 'ERR_NO_SUCH_PAIRING',
            message: `round ${p.round} has no game ${p.white} (white) – ${p.black} (black)`,
          },
        };
      }
      const cell: ResultCell = {
        seq: event.seq,
        round: p.round,
        white: p.white,
        black: p.black,
        result: p.result,
        next: state.results,
      };
      return { state: { draw: state.draw, results: cell, resultCount: state.resultCount + 1 } };
    }
    default:
      return { state };
  }
}

/** The result currently standing for a game, if any (the latest in fold order). */
export function findResult(
  state: RoundRobinState,
  round: number,
  white: ParticipantId,
  black: ParticipantId,
): RecordedResult | undefined {
  for (let r = state.results; r; r = r.next) {
    if (r.round === round && r.white === white && r.black === black) return r;
  }
  return undefined;
}

export function decide(
  state: RoundRobinState,
  command: RoundRobinCommand,
  ctx: DecideContext,
): Result<readonly NewEvent[], Refusal> {
  switch (command.type) {
    case 'DrawNumbers': {
      if (started(state))
        return err(refusal('ERR_STARTED', 'numbers cannot be drawn after the first result'));
      const order = createLot(command.seed).shuffle(state.draw.order);
      return ok([{ at: ctx.at, type: 'NumbersDrawn', payload: { seed: command.seed, order } }]);
    }
    case 'RecordResult':
      return decideResult(state, command, ctx);
  }
}

function decideResult(
  state: RoundRobinState,
  command: Extract<RoundRobinCommand, { type: 'RecordResult' }>,
  ctx: DecideContext,
): Result<readonly NewEvent[], Refusal> {
  const { round, white, black, result } = command;
  for (const [field, id] of [
    ['white', white],
    ['black', black],
  ] as const) {
    if (!ctx.roster.has(id)) {
      return err(
        refusal('ERR_UNKNOWN_PARTICIPANT', `${field}: "${id}" is not a participant`, { path: field }),
      );
    }
  }
  if (white === black) {
    return err(
      refusal('ERR_SAME_PLAYER', `white and black must be two different players (both are ${white})`, {
        path: 'black',
      }),
    );
  }
  if (round > state.draw.schedule.length) {
    return err(
      refusal('ERR_NO_SUCH_ROUND', `round: there are ${state.draw.schedule.length} rounds, not ${round}`, {
        path: 'round',
      }),
    );
  }
  if (!isScheduled(state, round, white, black)) {
    const swapped = isScheduled(state, round, black, white);
    return err(
      refusal(
        'ERR_NO_SUCH_PAIRING',
        swapped
          ? `round ${round}: ${black} has white against ${white}, not the other way round`
          : `round ${round} has no game between ${white} and ${black}`,
        { path: 'white' },
      ),
    );
  }
  const existing = findResult(state, round, white, black);
  const payload: Record<string, unknown> = { round, white, black, result: result as GameResult };
  if (!existing) return ok([{ at: ctx.at, type: 'ResultRecorded', payload }]);
  if (existing.result === result) {
    return err(
      refusal('ERR_RESULT_EXISTS', `round ${round}: ${white} – ${black} is already recorded as ${result}`),
    );
  }
  if (ctx.actor.kind === 'player') {
    return err(
      refusal(
        'ERR_RESULT_EXISTS',
        `round ${round}: ${white} – ${black} is already recorded as ${existing.result}; ask the director to correct it`,
      ),
    );
  }
  return ok([
    {
      at: ctx.at,
      type: 'ResultRecorded',
      payload,
      supersedes: [existing.seq],
      reason: command.reason?.trim() || `correction of ${existing.result}`,
    },
  ]);
}
