/**
 * Decisions about games at the board: begin one (with the table's handicap or an agreed one,
 * HL-9), report its result, record a whole game — also late, into a closed evening, where it
 * takes effect just before the close so that the fold recomputes that close and every later one
 * (HL-7) — and cancel one that never happened.
 */
import type { CoreEvent } from '../../core/events.js';
import type { DecideContext, Decided } from '../../core/format.js';
import { addDuration, maxMoment } from '../../core/moment.js';
import {
  err,
  type Moment,
  ok,
  type ParticipantId,
  type Refusal,
  type Result,
  refusal,
} from '../../core/types.js';
import { proposeHandicap } from './calculator.js';
import type { CommandOf } from './commands.js';
import {
  activePlayer,
  checkWinner,
  describeResult,
  findPlayer,
  openEvening,
  type Players,
  type Setting,
  settingPayload,
  stillPlaying,
  twoPlayers,
  unfinishedGame,
} from './decide-common.js';
import type { HandicapLeagueEvent } from './events.js';
import type { PlayedHandicap } from './handicap.js';
import { type Evening, findGame, type HandicapLeagueState, isFinished, leagueRank } from './state.js';

type Decision = Decided<HandicapLeagueEvent | CoreEvent>;

function settingFor(
  state: HandicapLeagueState,
  players: Players,
  rankOf: (id: ParticipantId) => number,
  agreed: { handicap?: PlayedHandicap; note?: string },
): Result<Setting, Refusal> {
  const [a, b] = players;
  const proposal = proposeHandicap(
    state.config.handicaps,
    { id: a, leagueRank: rankOf(a) },
    { id: b, leagueRank: rankOf(b) },
  );
  const handicap = agreed.handicap ?? proposal.handicap;
  if (handicap === 'other' && agreed.note === undefined) {
    return err(
      refusal('ERR_NOTE_REQUIRED', 'note: say which handicap the players agreed on (HL-9)', { path: 'note' }),
    );
  }
  return ok({
    uwate: proposal.uwate,
    shitate: proposal.shitate,
    difference: proposal.difference,
    table: proposal.handicap,
    handicap,
    ...(agreed.note === undefined ? {} : { note: agreed.note }),
  });
}

const currentRank = (state: HandicapLeagueState) => (id: ParticipantId) => {
  const p = state.players.get(id);
  return p ? leagueRank(p) : state.defaultStep;
};

/** HL-8: each pair once per evening, with the reason in words. */
function samePair(evening: Evening, players: Players): Refusal | undefined {
  const game = findGame(evening, players[0], players[1]);
  if (!game) return undefined;
  const how = isFinished(game)
    ? `already played each other (${describeResult(game)})`
    : `are playing each other right now (since ${game.startedAt})`;
  return refusal(
    'ERR_SAME_PAIR',
    `players: ${players[0]} and ${players[1]} ${how} on evening ${evening.id}; HL-8 allows each pair once per evening`,
    { path: 'players', params: { a: players[0], b: players[1], evening: evening.id } },
  );
}

function checkPlayers(
  state: HandicapLeagueState,
  ctx: DecideContext,
  players: Players,
  needActive: boolean,
): Result<true, Refusal> {
  const distinct = twoPlayers(players);
  if (!distinct.ok) return distinct;
  for (const [i, id] of players.entries()) {
    const found = (needActive ? activePlayer : findPlayer)(state, ctx, id, `players.${i}`);
    if (!found.ok) return found;
  }
  return ok(true);
}

export function decideStartGame(
  state: HandicapLeagueState,
  command: CommandOf<'StartGame'>,
  ctx: DecideContext,
): Decision {
  const evening = openEvening(state, command.evening);
  if (!evening.ok) return evening;
  const checked = checkPlayers(state, ctx, command.players, true);
  if (!checked.ok) return checked;
  const pair = samePair(evening.value, command.players);
  if (pair) return err(pair);
  for (const [i, id] of command.players.entries()) {
    const busy = stillPlaying(evening.value, id, `players.${i}`, '; report that result first');
    if (busy) return err(busy);
  }
  const setting = settingFor(state, command.players, currentRank(state), command);
  if (!setting.ok) return setting;
  return ok([
    {
      at: ctx.at,
      type: 'GameStarted',
      payload: { evening: command.evening, ...settingPayload(setting.value) },
    },
  ]);
}

export function decideReportResult(
  state: HandicapLeagueState,
  command: CommandOf<'ReportResult'>,
  ctx: DecideContext,
): Decision {
  const found = unfinishedGame(
    state,
    command,
    (game) => `already has its result (${describeResult(game)}); ask the director to correct it`,
  );
  if (!found.ok) return found;
  const game = found.value;
  const wrong = checkWinner(command.players, command.winner);
  if (wrong) return err(wrong);
  return ok([
    {
      at: ctx.at,
      type: 'ResultReported',
      payload: { evening: command.evening, uwate: game.uwate, shitate: game.shitate, winner: command.winner },
    },
  ]);
}

/**
 * A whole game at once: into the open evening at the command's moment, or — by the director —
 * into a closed evening, one second before its close, with the league ranks of that evening.
 */
export function decideRecordGame(
  state: HandicapLeagueState,
  command: CommandOf<'RecordGame'>,
  ctx: DecideContext,
): Decision {
  const target = recordingTarget(state, command.evening, ctx);
  if (!target.ok) return target;
  const { evening, at, rankOf } = target.value;
  const checked = checkPlayers(state, ctx, command.players, evening === state.open);
  if (!checked.ok) return checked;
  const pair = samePair(evening, command.players);
  if (pair) return err(pair);
  const wrong = checkWinner(command.players, command.winner);
  if (wrong) return err(wrong);
  const setting = settingFor(state, command.players, rankOf, command);
  if (!setting.ok) return setting;
  return ok([
    {
      at,
      type: 'GameRecorded',
      payload: { evening: evening.id, ...settingPayload(setting.value), winner: command.winner },
    },
  ]);
}

function recordingTarget(
  state: HandicapLeagueState,
  id: string,
  ctx: DecideContext,
): Result<{ evening: Evening; at: Moment; rankOf: (id: ParticipantId) => number }, Refusal> {
  const closure = state.closed.get(id)?.closure;
  const evening = state.closed.get(id);
  if (!evening || !closure) {
    const open = openEvening(state, id);
    return open.ok ? ok({ evening: open.value, at: ctx.at, rankOf: currentRank(state) }) : open;
  }
  if (ctx.actor.kind === 'player') {
    return err(
      refusal('ERR_EVENING_CLOSED', `evening ${id} is closed; ask the director to add the game`, {
        path: 'evening',
        params: { evening: id },
      }),
    );
  }
  return ok({
    evening,
    at: maxMoment(evening.openedAt, addDuration(closure.at, { seconds: -1 })),
    rankOf: (pid) => closure.ranks.get(pid) ?? currentRank(state)(pid),
  });
}

export function decideCancelGame(
  state: HandicapLeagueState,
  command: CommandOf<'CancelGame'>,
  ctx: DecideContext,
): Decision {
  const found = unfinishedGame(state, command, () => 'has a result; only the director can remove it');
  if (!found.ok) return found;
  const game = found.value;
  return ok([
    {
      at: ctx.at,
      type: 'GameCancelled',
      payload: { evening: command.evening, uwate: game.uwate, shitate: game.shitate },
      ...(command.reason ? { reason: command.reason } : {}),
    },
  ]);
}
