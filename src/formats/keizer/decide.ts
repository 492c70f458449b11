/**
 * Keizer decide: validates a command against the state as of its moment and yields events, or
 * refuses with a coded reason. Pairing and attendance commands live in their own modules.
 */
import type { DecideContext, Decided, GameOfCommand } from '../../core/format.js';
import { maxMoment } from '../../core/moment.js';
import { INPUT_LIMIT, makeRational, parseInputRational } from '../../core/rational.js';
import { err, ok, type ParticipantId, type Refusal, refusal } from '../../core/types.js';
import { publicationMoment } from './calendar.js';
import type { CommandOf, KeizerCommand } from './commands.js';
import { totalRounds } from './config.js';
import {
  decideAcceptLateNotice,
  decideNoticeAbsence,
  decideRecordNoShow,
  decideSignOff,
  decideSignOn,
  decideWithdrawAbsence,
} from './decide-attendance.js';
import {
  decideAdjustPairing,
  decidePairRound,
  decideRepairRound,
  decideSwapColours,
  decideSwapPlayers,
  decideUnpairGame,
  pairedRound,
} from './decide-pairing.js';
import type { KeizerEvent } from './events.js';
import { gameKey, type KeizerState } from './state.js';

type Decision = Decided<KeizerEvent>;

function unknownIn(state: KeizerState, ids: readonly ParticipantId[], path: string): Refusal | undefined {
  for (const [i, id] of ids.entries()) {
    if (!state.byId.has(id)) {
      return refusal('ERR_UNKNOWN_PARTICIPANT', `${path}[${i}]: "${id}" is not a participant`, {
        params: { participant: id },
        path: `${path}[${i}]`,
      });
    }
  }
  return undefined;
}

/** KZ-4: the initial ranking by rating, last season's standing or the director's order. */
function decideInitialRanking(
  state: KeizerState,
  cmd: CommandOf<'SetInitialRanking'>,
  ctx: DecideContext,
): Decision {
  if (state.lastPaired > 0) {
    return err(refusal('ERR_SEASON_STARTED', 'the initial ranking cannot change once round 1 is paired'));
  }
  let order = cmd.order ?? [];
  if (cmd.basis === 'rating') {
    order = [...state.players].sort((a, b) => b.rating - a.rating || a.index - b.index).map((p) => p.id);
  } else if (order.length === 0) {
    return err(
      refusal('ERR_ORDER_REQUIRED', `an initial ranking by ${cmd.basis} needs the order of the players`, {
        params: { basis: cmd.basis },
        path: 'order',
      }),
    );
  }
  const unknown = unknownIn(state, order, 'order');
  if (unknown) return err(unknown);
  if (new Set(order).size !== order.length) {
    return err(
      refusal('ERR_DUPLICATE', 'order: a player is listed twice', {
        params: { item: order.find((id, i) => order.indexOf(id) !== i) ?? '' },
        path: 'order',
      }),
    );
  }
  return ok([{ at: ctx.at, type: 'InitialRankingSet', payload: { basis: cmd.basis, order } }]);
}

function decidePlanEvenings(
  state: KeizerState,
  cmd: CommandOf<'PlanEvenings'>,
  ctx: DecideContext,
): Decision {
  const total = totalRounds(state.config);
  const seen = new Set<number>();
  for (const [i, e] of cmd.evenings.entries()) {
    const path = `evenings[${i}].round`;
    if (e.round > total)
      return err(
        refusal('ERR_NO_SUCH_ROUND', `${path}: the season has ${total} rounds`, { params: { total }, path }),
      );
    if (seen.has(e.round))
      return err(
        refusal('ERR_DUPLICATE', `${path}: round ${e.round} is planned twice`, {
          params: { item: e.round },
          path,
        }),
      );
    if (state.rounds.has(e.round) && state.evenings.get(e.round) !== e.date) {
      return err(
        refusal('ERR_ROUND_PAIRED', `${path}: round ${e.round} is already paired and keeps its date`, {
          params: { round: e.round },
          path,
        }),
      );
    }
    seen.add(e.round);
  }
  return ok([{ at: ctx.at, type: 'EveningsPlanned', payload: { evenings: cmd.evenings } }]);
}

/** KZ-17: players enter their own results; the director enters and corrects any result. */
function decideResult(state: KeizerState, cmd: CommandOf<'RecordResult'>, ctx: DecideContext): Decision {
  const round = pairedRound(state, cmd.round);
  if (!round.ok) return round;
  const record = round.value;
  const key = gameKey(cmd.white, cmd.black);
  if (!record.games.some((g) => gameKey(g.white, g.black) === key)) {
    const swapped = record.games.some((g) => g.white === cmd.black && g.black === cmd.white);
    return err(
      refusal(
        'ERR_NO_SUCH_GAME',
        swapped
          ? `round ${cmd.round}: ${cmd.black} has white against ${cmd.white}, not the other way round`
          : `round ${cmd.round} has no game between ${cmd.white} and ${cmd.black}`,
        { params: { round: cmd.round, white: cmd.white, black: cmd.black }, path: 'white' },
      ),
    );
  }
  const payload = { round: cmd.round, white: cmd.white, black: cmd.black, result: cmd.result };
  const existing = record.results.get(key);
  if (!existing) return ok([{ at: ctx.at, type: 'ResultRecorded', payload }]);
  if (existing.result === cmd.result) {
    return err(
      refusal(
        'ERR_RESULT_EXISTS',
        `round ${cmd.round}: ${cmd.white} – ${cmd.black} is already recorded as ${cmd.result}`,
        { params: { round: cmd.round, white: cmd.white, black: cmd.black, result: cmd.result } },
      ),
    );
  }
  if (ctx.actor.kind === 'player') {
    return err(
      refusal(
        'ERR_RESULT_EXISTS',
        `round ${cmd.round}: ${cmd.white} – ${cmd.black} is already recorded as ${existing.result}; ask the director to correct it`,
        { params: { round: cmd.round, white: cmd.white, black: cmd.black, result: existing.result } },
      ),
    );
  }
  return ok([
    {
      at: ctx.at,
      type: 'ResultRecorded',
      payload,
      supersedes: [existing.seq],
      reason: cmd.reason?.trim() || `correction of ${existing.result}`,
    },
  ]);
}

/** KZ-6: the director's entry points for a (late) entrant. */
function decideEntryPoints(
  state: KeizerState,
  cmd: CommandOf<'SetEntryPoints'>,
  ctx: DecideContext,
): Decision {
  if (!state.byId.has(cmd.participant)) {
    return err(
      refusal('ERR_UNKNOWN_PARTICIPANT', `participant: "${cmd.participant}" is not a participant`, {
        params: { participant: cmd.participant },
        path: 'participant',
      }),
    );
  }
  const points = parseInputRational(cmd.points);
  if (!points || points.n < 0) {
    return err(
      refusal(
        'ERR_INVALID_POINTS',
        `points: "${cmd.points}" is not a number from 0 to ${INPUT_LIMIT.magnitude} in at most ten-thousandths`,
        {
          params: { points: cmd.points },
          path: 'points',
        },
      ),
    );
  }
  return ok([
    {
      at: ctx.at,
      type: 'EntryPointsSet',
      payload: { participant: cmd.participant, points: makeRational(points) },
    },
  ]);
}

/** KZ-2: groups A–D (as configured) for prizes and promotion. */
function decideGroups(state: KeizerState, cmd: CommandOf<'AssignGroups'>, ctx: DecideContext): Decision {
  for (const [id, group] of Object.entries(cmd.groups)) {
    const path = `groups.${id}`;
    if (!state.byId.has(id))
      return err(
        refusal('ERR_UNKNOWN_PARTICIPANT', `${path}: "${id}" is not a participant`, {
          params: { participant: id },
          path,
        }),
      );
    if (!state.config.groups.includes(group)) {
      return err(
        refusal(
          'ERR_UNKNOWN_GROUP',
          `${path}: "${group}" is not a group (${state.config.groups.join(', ')})`,
          { params: { group, groups: state.config.groups.join(', ') }, path },
        ),
      );
    }
  }
  return ok([{ at: ctx.at, type: 'GroupsAssigned', payload: { groups: cmd.groups } }]);
}

/**
 * KZ-16: a club team match, for the travel report (and the record of who played it). Only the
 * driver "to an away match" is reimbursed (the seed), so a home match has no drivers.
 */
function decideTeamMatch(
  state: KeizerState,
  cmd: CommandOf<'RecordTeamMatch'>,
  ctx: DecideContext,
): Decision {
  const unknown = unknownIn(state, cmd.players, 'players');
  if (unknown) return err(unknown);
  if (!cmd.away && cmd.drivers.length > 0)
    return err(
      refusal('ERR_HOME_MATCH_DRIVERS', 'drivers: only the drivers to an away match are reimbursed', {
        path: 'drivers',
      }),
    );
  const { type: _type, ...payload } = cmd;
  return ok([{ at: ctx.at, type: 'TeamMatchRecorded', payload }]);
}

/** The director's reason for an override (KZ-6, KZ-11, KZ-12, KZ-13), if the command gives one. */
function overrideReason(command: KeizerCommand): string | undefined {
  if (command.type === 'NoticeAbsence') return command.note;
  if (command.type === 'RecordResult' || command.type === 'RecordNoShow') return undefined;
  return 'reason' in command ? command.reason : undefined;
}

/** Decides a command; an override's reason goes with its events into the history. */
export function decide(state: KeizerState, command: KeizerCommand, ctx: DecideContext): Decision {
  const decided = decideCommand(state, command, ctx);
  const reason = overrideReason(command);
  if (!decided.ok || reason === undefined) return decided;
  return ok(decided.value.map((e) => (e.reason === undefined ? { ...e, reason } : e)));
}

function decideCommand(state: KeizerState, command: KeizerCommand, ctx: DecideContext): Decision {
  switch (command.type) {
    case 'SetInitialRanking':
      return decideInitialRanking(state, command, ctx);
    case 'PlanEvenings':
      return decidePlanEvenings(state, command, ctx);
    case 'NoticeAbsence':
      return decideNoticeAbsence(state, command, ctx);
    case 'WithdrawAbsence':
      return decideWithdrawAbsence(state, command, ctx);
    case 'AcceptLateNotice':
      return decideAcceptLateNotice(state, command, ctx);
    case 'PairRound':
      return decidePairRound(state, command, ctx);
    case 'RepairRound':
      return decideRepairRound(state, command, ctx);
    case 'AdjustPairing':
      return decideAdjustPairing(state, command, ctx);
    case 'SwapPlayers':
      return decideSwapPlayers(state, command, ctx);
    case 'SwapColours':
      return decideSwapColours(state, command, ctx);
    case 'UnpairGame':
      return decideUnpairGame(state, command, ctx);
    case 'RecordResult':
      return decideResult(state, command, ctx);
    case 'RecordNoShow':
      return decideRecordNoShow(state, command, ctx);
    case 'SignOff':
      return decideSignOff(state, command, ctx);
    case 'SignOn':
      return decideSignOn(state, command, ctx);
    case 'SetEntryPoints':
      return decideEntryPoints(state, command, ctx);
    case 'AssignGroups':
      return decideGroups(state, command, ctx);
    case 'RecordTeamMatch':
      return decideTeamMatch(state, command, ctx);
    default: {
      const never: never = command;
      return err(refusal('ERR_UNKNOWN_COMMAND', `unknown command ${(never as { type: string }).type}`));
    }
  }
}

/**
 * The game a result or no-show is for: it counts on its evening (the later of the round's
 * pairing and its evening's publication, KZ-12), whenever it is typed; and the result it has now.
 */
export function gameOf(state: KeizerState, command: KeizerCommand): GameOfCommand | undefined {
  if (command.type !== 'RecordResult' && command.type !== 'RecordNoShow') return undefined;
  const record = state.rounds.get(command.round);
  if (!record) return undefined;
  const published = publicationMoment(state, command.round);
  const at = published ? maxMoment(record.pairedAt, published) : record.pairedAt;
  if (command.type === 'RecordNoShow') return { at };
  return { at, result: record.results.get(gameKey(command.white, command.black))?.result ?? '' };
}
