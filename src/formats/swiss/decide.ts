/**
 * Swiss: deciding commands. A round is paired by the engine from the rounds before it (all their
 * results in) and stored whole; a round not begun may be paired again or set by hand with a
 * reason (each supersedes the pairing it replaces). Byes are asked for before their round is
 * paired; a result must name a board of its round, and a different result is the director's
 * correction.
 */
import type { DecideContext, Decided, GameOfCommand } from '../../core/format.js';
import { decideGameResult, decideRoundResults } from '../../core/game-results.js';
import { createLot, recordLot } from '../../core/lot.js';
import { err, ok, type ParticipantId, type Refusal, type Result, refusal } from '../../core/types.js';
import type { CommandOf, SwissCommand } from './commands.js';
import { engineInput, initialColourOf, type PairNextRound } from './engine-input.js';
import type { SwissEvent } from './events.js';
import { pairNextRound } from './pairing/index.js';
import { gameKey, hasBegun, isComplete, isInRound, pairedRounds, roundOf, type SwissState } from './state.js';

const no = (code: `ERR_${string}`, message: string, path?: string): Result<never, Refusal> =>
  err(refusal(code, message, path === undefined ? {} : { path }));

/** `decide` with the pairing engine given: the format's own, or a test's stand-in. */
export function decideWith(engine: PairNextRound) {
  return (state: SwissState, command: SwissCommand, ctx: DecideContext): Decided<SwissEvent> => {
    switch (command.type) {
      case 'DrawInitialColour':
        return decideInitialColour(state, command, ctx);
      case 'RecordPlayerDetails':
        return decidePlayerDetails(command, ctx);
      case 'Withdraw':
        return decideWithdraw(state, command, ctx);
      case 'RequestBye':
        return decideBye(state, command, ctx);
      case 'CancelBye':
        return decideCancelBye(state, command, ctx);
      case 'PairRound':
        return decidePairing(engine, state, command.round, ctx);
      case 'RepairRound':
        return decideRepair(engine, state, command, ctx);
      case 'OverridePairing':
        return decideOverride(state, command, ctx);
      case 'RecordResult':
        return decideResult(state, command, ctx);
      case 'RecordResults':
        return decideResults(state, command, ctx);
    }
  };
}

export const decide = decideWith(pairNextRound);

function decideInitialColour(
  state: SwissState,
  command: CommandOf<'DrawInitialColour'>,
  ctx: DecideContext,
): Decided<SwissEvent> {
  if (state.config.initialColour !== 'lot')
    return no('ERR_NOT_BY_LOT', `the initial colour is chosen (${state.config.initialColour}), not drawn`);
  if (pairedRounds(state) > 0)
    return no('ERR_STARTED', 'the initial colour is drawn before round 1 is paired');
  const colour = createLot(command.seed).pick(['white', 'black'] as const);
  return ok([{ at: ctx.at, type: 'InitialColourDrawn', payload: { ...recordLot(command.seed), colour } }]);
}

function decidePlayerDetails(
  command: CommandOf<'RecordPlayerDetails'>,
  ctx: DecideContext,
): Decided<SwissEvent> {
  const { type: _, ...payload } = command;
  if (!ctx.roster.has(command.participant))
    return no('ERR_UNKNOWN_PARTICIPANT', `"${command.participant}" is not a participant`, 'participant');
  return ok([{ at: ctx.at, type: 'PlayerDetailsRecorded', payload }]);
}

function decideCancelBye(
  state: SwissState,
  command: CommandOf<'CancelBye'>,
  ctx: DecideContext,
): Decided<SwissEvent> {
  if (!state.byes.get(command.round)?.has(command.participant))
    return no('ERR_NO_BYE', `${command.participant} asked for no bye in round ${command.round}`, 'round');
  if (command.round <= pairedRounds(state))
    return no('ERR_ROUND_PAIRED', `round ${command.round} is paired already`, 'round');
  const { participant, round } = command;
  return ok([{ at: ctx.at, type: 'ByeCancelled', payload: { participant, round } }]);
}

/** The last round paired again while it has no result; its events supersede the pairing they replace. */
function decideRepair(
  engine: PairNextRound,
  state: SwissState,
  command: CommandOf<'RepairRound'>,
  ctx: DecideContext,
): Decided<SwissEvent> {
  const paired = roundOf(state, command.round);
  if (!paired || command.round !== pairedRounds(state))
    return no(
      'ERR_NOT_LAST_ROUND',
      `only the last round paired (${pairedRounds(state)}) can be paired again`,
      'round',
    );
  if (hasBegun(state, command.round))
    return no('ERR_ROUND_BEGUN', `round ${command.round} has results; it cannot be paired again`, 'round');
  const before = { ...state, rounds: state.rounds.slice(0, -1) };
  const decided = decidePairing(engine, before, command.round, ctx);
  if (!decided.ok) return decided;
  return ok(
    decided.value.map((e) => ({
      ...e,
      supersedes: [paired.seq],
      reason: command.reason ?? `round ${command.round} paired again`,
    })),
  );
}

/** A round's results at once (core/game-results.ts): each decided as one `RecordResult`, all or none. */
function decideResults(
  state: SwissState,
  command: CommandOf<'RecordResults'>,
  ctx: DecideContext,
): Decided<SwissEvent> {
  return decideRoundResults(
    command,
    (line) => decideResult(state, { type: 'RecordResult', ...line }, ctx),
    (line) => state.results.get(gameKey(command.round, line.white, line.black))?.result,
  );
}

function decideWithdraw(
  state: SwissState,
  command: CommandOf<'Withdraw'>,
  ctx: DecideContext,
): Decided<SwissEvent> {
  const { participant } = command;
  if (state.withdrawn.has(participant))
    return no('ERR_WITHDRAWN', `${participant} has withdrawn already`, 'participant');
  const next = pairedRounds(state) + 1;
  const last = roundOf(state, pairedRounds(state));
  // A round paired but not begun: he can still leave it (the director pairs it again).
  const earliest = last && !hasBegun(state, last.round) && ctx.actor.kind !== 'player' ? last.round : next;
  const fromRound = command.fromRound ?? next;
  if (fromRound < earliest)
    return no(
      'ERR_ROUND_PAIRED',
      `round ${fromRound} is paired already; he can withdraw from round ${earliest} on`,
      'fromRound',
    );
  return ok([{ at: ctx.at, type: 'PlayerWithdrew', payload: { participant, fromRound } }]);
}

function decideBye(
  state: SwissState,
  command: CommandOf<'RequestBye'>,
  ctx: DecideContext,
): Decided<SwissEvent> {
  const { participant, round, kind } = command;
  const { config } = state;
  if (round > config.rounds)
    return no('ERR_NO_SUCH_ROUND', `there are ${config.rounds} rounds, not ${round}`, 'round');
  if (round <= pairedRounds(state))
    return no('ERR_ROUND_PAIRED', `round ${round} is paired already`, 'round');
  if (!isInRound(state, participant, round))
    return no('ERR_NOT_PLAYING', `${participant} does not play in round ${round}`, 'participant');
  if (state.byes.get(round)?.has(participant))
    return no('ERR_BYE_EXISTS', `${participant} has asked for a bye in round ${round} already`, 'round');
  if (ctx.actor.kind === 'player') {
    if (!config.playerByes.includes(kind))
      return no('ERR_BYE_NOT_ALLOWED', `a ${kind}-point bye is given by the director only`, 'kind');
    if (round > config.rounds - config.noByesInLastRounds)
      return no('ERR_BYE_TOO_LATE', `no byes in the last ${config.noByesInLastRounds} round(s)`, 'round');
    const halves = [...state.byes.values()].filter((m) => m.get(participant) === 'half').length;
    if (kind === 'half' && halves >= config.maxHalfByes)
      return no('ERR_TOO_MANY_BYES', `at most ${config.maxHalfByes} half-point bye(s) per player`, 'kind');
  }
  return ok([{ at: ctx.at, type: 'ByeRequested', payload: { participant, round, kind } }]);
}

function decidePairing(
  engine: PairNextRound,
  state: SwissState,
  round: number,
  ctx: DecideContext,
): Decided<SwissEvent> {
  const next = pairedRounds(state) + 1;
  if (round > state.config.rounds)
    return no('ERR_NO_SUCH_ROUND', `there are ${state.config.rounds} rounds, not ${round}`, 'round');
  if (round !== next) return no('ERR_NOT_NEXT_ROUND', `the next round to pair is round ${next}`, 'round');
  if (round > 1 && !isComplete(state, round - 1))
    return no('ERR_ROUND_INCOMPLETE', `round ${round - 1} still has games without a result`, 'round');
  const colour = initialColourOf(state);
  if (colour === undefined)
    return no(
      'ERR_NO_COLOUR_LOT',
      'draw the initial colour (DrawInitialColour) before pairing round 1',
      'round',
    );
  const { input, order } = engineInput(state, round, colour);
  const paired = engine(input);
  if (!paired.ok) return err(paired.error);
  const id = (n: number): ParticipantId => order[n - 1] as ParticipantId;
  return ok([
    {
      at: ctx.at,
      type: 'RoundPaired',
      payload: {
        round,
        pairs: paired.value.pairs.map((p) => ({ white: id(p.white), black: id(p.black) })),
        bye: paired.value.bye === null ? null : id(paired.value.bye),
        order: [...order],
        // As JSON keeps it (no undefined fields), so the stored event reads back equal.
        explanation: paired.value.explanation.map(
          (e) => JSON.parse(JSON.stringify(e)) as Record<string, unknown>,
        ),
      },
    },
  ]);
}

/** A paired round is set by hand again while it is the last one and has no result. */
function overridable(state: SwissState, round: number): Refusal | undefined {
  if (round !== pairedRounds(state))
    return refusal(
      'ERR_NOT_LAST_ROUND',
      `only the last round paired (${pairedRounds(state)}) or the next can be set by hand`,
      { path: 'round' },
    );
  if (hasBegun(state, round))
    return refusal('ERR_ROUND_BEGUN', `round ${round} has results; its pairing stays`, { path: 'round' });
  return undefined;
}

/**
 * The next round is set by hand without the engine (a pairing made elsewhere: a TRF file's
 * rounds, a director's own) when the one before it is complete, as `PairRound` would pair it.
 */
function settable(state: SwissState, round: number): Refusal | undefined {
  const next = pairedRounds(state) + 1;
  if (round > state.config.rounds)
    return refusal('ERR_NO_SUCH_ROUND', `there are ${state.config.rounds} rounds, not ${round}`, {
      path: 'round',
    });
  if (round !== next)
    return refusal('ERR_NOT_NEXT_ROUND', `the next round to pair is round ${next}`, { path: 'round' });
  if (round > 1 && !isComplete(state, round - 1))
    return refusal('ERR_ROUND_INCOMPLETE', `round ${round - 1} still has games without a result`, {
      path: 'round',
    });
  return undefined;
}

function decideOverride(
  state: SwissState,
  command: CommandOf<'OverridePairing'>,
  ctx: DecideContext,
): Decided<SwissEvent> {
  const { round, pairs, reason } = command;
  const bye = command.bye ?? null;
  const paired = roundOf(state, round);
  const refused = paired ? overridable(state, round) : settable(state, round);
  if (refused) return err(refused);
  const seen = new Set<ParticipantId>();
  for (const [i, id] of [
    ...pairs.flatMap((p) => [p.white, p.black]),
    ...(bye === null ? [] : [bye]),
  ].entries()) {
    if (!ctx.roster.has(id)) return no('ERR_UNKNOWN_PARTICIPANT', `"${id}" is not a participant`, 'pairs');
    if (seen.has(id)) return no('ERR_PAIRED_TWICE', `${id} is paired twice in round ${round}`, 'pairs');
    if (!isInRound(state, id, round) || state.byes.get(round)?.has(id))
      return no(
        'ERR_NOT_PLAYING',
        `${id} does not play in round ${round}`,
        i < pairs.length * 2 ? 'pairs' : 'bye',
      );
    seen.add(id);
  }
  return ok([
    {
      at: ctx.at,
      type: 'PairingOverridden',
      payload: { round, pairs, bye },
      ...(paired ? { supersedes: [paired.seq] } : {}),
      reason,
    },
  ]);
}

function decideResult(
  state: SwissState,
  command: CommandOf<'RecordResult'>,
  ctx: DecideContext,
): Decided<SwissEvent> {
  const { round, white, black } = command;
  const paired = roundOf(state, round);
  if (!paired) return no('ERR_NO_SUCH_ROUND', `round ${round} is not paired`, 'round');
  if (!paired.pairs.some((p) => p.white === white && p.black === black)) {
    const swapped = paired.pairs.some((p) => p.white === black && p.black === white);
    return no(
      'ERR_NO_SUCH_PAIRING',
      swapped
        ? `round ${round}: ${black} has white against ${white}, not the other way round`
        : `round ${round} has no game between ${white} and ${black}`,
      'white',
    );
  }
  return decideGameResult(command, state.results.get(gameKey(round, white, black)), ctx);
}

/** The game a result or a round's results are for: they count on the round's pairing, whenever typed. */
export function gameOf(state: SwissState, command: SwissCommand): GameOfCommand | undefined {
  if (command.type !== 'RecordResult' && command.type !== 'RecordResults') return undefined;
  const at = roundOf(state, command.round)?.pairedAt;
  const when = at ? { at } : {};
  if (command.type === 'RecordResults') return when;
  return {
    ...when,
    result: state.results.get(gameKey(command.round, command.white, command.black))?.result ?? '',
  };
}
