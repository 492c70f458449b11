/**
 * Deciding commands against the state as of the command's moment: every check that names what
 * is wrong and where, then the events. Draws (groups, cup) record their seed and their outcome.
 */
import { actsAsDirector, type NewEvent, type NewEventOf, type PayloadOf } from '../../core/events.js';
import type { DecideContext, GameOfCommand } from '../../core/format.js';
import { recordLot } from '../../core/lot.js';
import { isAfter, isBefore } from '../../core/moment.js';
import { err, ok, type ParticipantId, type Refusal, type Result, refusal } from '../../core/types.js';
import type { CommandOf, TpCommand } from './commands.js';
import type { TpEvent, TpEventType } from './events.js';
import { GROUP_IDS } from './game-id.js';
import { findGame, type GameInfo } from './games.js';
import { groupTables } from './groups.js';
import { checkOverride } from './overrides.js';
import { withOverTime } from './points.js';
import { alignResult } from './result.js';
import { excludedPlayers, standingResult } from './results.js';
import { chancesLeft } from './scheduling.js';
import {
  bracketSize,
  bracketSlots,
  cupSlotsFromGroups,
  drawGroups,
  type SeedEntry,
  seedEntry,
  seedOrder,
} from './seeding.js';
import { isDrawn, type TpState } from './state.js';
import { checkResult } from './validate-result.js';

type Decision = Result<readonly NewEventOf<TpEvent>[], Refusal>;

const event = <T extends TpEventType>(
  ctx: DecideContext,
  type: T,
  payload: PayloadOf<TpEvent, T>,
): NewEvent<T, PayloadOf<TpEvent, T>> => ({ at: ctx.at, type, payload });

const refuse = (code: `ERR_${string}`, message: string, path?: string): Decision =>
  err(refusal(code, message, path ? { path } : {}));

export function decide(state: TpState, command: TpCommand, ctx: DecideContext): Decision {
  switch (command.type) {
    case 'DrawGroups':
      return decideDraw(state, command, ctx);
    case 'SeedCup':
      return seedCup(state, command, ctx);
    case 'ScheduleRound':
      return scheduleRound(state, command, ctx);
    case 'RecordResult':
      return recordResult(state, command, ctx);
    case 'ChooseColours':
      return chooseColours(state, command, ctx);
    case 'LogMessage':
    case 'LogAnswer':
    case 'ArrangeGame':
    case 'RearrangeGame':
      return arrange(state, command, ctx);
    case 'OverrideOutcome': {
      const problem = checkOverride(state, command.override);
      if (problem) return refuse(problem.code, problem.message, problem.path);
      return ok([{ ...event(ctx, 'OutcomeOverridden', command.override), reason: command.reason.trim() }]);
    }
  }
}

/** TX-12: the seeding ratings: frozen at the entry deadline, else as they stand now. */
function seedEntries(state: TpState): SeedEntry[] {
  return [...state.entrants.values()].map((p) => state.frozenSeeds?.get(p.id) ?? seedEntry(p, state.config));
}

function decideDraw(state: TpState, c: CommandOf<'DrawGroups'>, ctx: DecideContext): Decision {
  if (state.config.structure === 'cup')
    return refuse('ERR_NO_GROUPS', 'this tournament is a cup without groups');
  if (state.groups) return refuse('ERR_ALREADY_DRAWN', 'the groups are drawn already');
  const n = state.entrants.size;
  const count = c.groups ?? Math.max(1, Math.ceil(n / state.config.groups.size));
  if (count > GROUP_IDS.length)
    return refuse(
      'ERR_TOO_MANY_GROUPS',
      `${count} groups are more than the ${GROUP_IDS.length} group ids A … ZZ`,
      'groups',
    );
  const smallest = Math.floor(n / count);
  if (smallest < 2)
    return refuse(
      'ERR_GROUP_TOO_SMALL',
      `${n} players cannot fill ${count} groups of at least two`,
      'groups',
    );
  if (state.config.structure === 'groups-cup' && state.config.groups.qualifiers >= smallest)
    return refuse(
      'ERR_GROUP_TOO_SMALL',
      `groups of ${smallest} with ${state.config.groups.qualifiers} qualifiers leave nobody out; draw fewer groups`,
      'groups',
    );
  const { seeding, groups } = drawGroups(seedEntries(state), c.seed, count);
  return ok([event(ctx, 'GroupsDrawn', { ...recordLot(c.seed), groups, seeding })]);
}

function seedCup(state: TpState, c: CommandOf<'SeedCup'>, ctx: DecideContext): Decision {
  if (state.config.structure === 'groups') return refuse('ERR_NO_CUP', 'this tournament has no cup');
  if (state.cup) return refuse('ERR_ALREADY_DRAWN', 'the cup is seeded already');
  if (state.config.structure === 'cup') {
    if (state.entrants.size < 2) return refuse('ERR_TOO_FEW_PLAYERS', 'a cup needs at least two players');
    const order = seedOrder(seedEntries(state), c.seed).map((e) => e.participantId);
    return ok([event(ctx, 'CupSeeded', { ...recordLot(c.seed), order, slots: bracketSlots(order) })]);
  }
  if (!state.groups) return refuse('ERR_GROUPS_UNDECIDED', 'the groups are not drawn yet');
  const tables = groupTables(state);
  const open = tables.filter((t) => !t.final);
  if (open.length > 0) {
    const why = open.map((t) =>
      !t.complete
        ? `group ${t.id} has games to play`
        : t.playoffs.some((p) => !p.winner)
          ? `group ${t.id} needs a play-off (TX-7)`
          : `group ${t.id} has a tie only the director can decide (TX-14)`,
    );
    return refuse('ERR_GROUPS_UNDECIDED', `the cup cannot be seeded yet: ${why.join('; ')}`);
  }
  const rating = new Map(state.groups.seeding.map((e) => [e.participantId, e.rating]));
  const qualifiers = tables.flatMap((t) =>
    t.rows
      .filter((r) => r.place <= state.config.groups.qualifiers)
      .map((r) => ({
        participantId: r.participantId,
        group: t.id,
        place: r.place,
        rating: rating.get(r.participantId) ?? 0,
      })),
  );
  if (qualifiers.length < 2)
    return refuse('ERR_TOO_FEW_PLAYERS', 'fewer than two players qualified for the cup');
  const { order, slots } = cupSlotsFromGroups(qualifiers, c.seed);
  return ok([event(ctx, 'CupSeeded', { ...recordLot(c.seed), order, slots })]);
}

function scheduleRound(state: TpState, c: CommandOf<'ScheduleRound'>, ctx: DecideContext): Decision {
  if (c.endsBy && !isAfter(c.endsBy, c.startsAt))
    return refuse(
      'ERR_INVALID_TIMES',
      `endsBy (${c.endsBy}) must be after startsAt (${c.startsAt})`,
      'endsBy',
    );
  if (c.stage === 'groups' && state.config.structure === 'cup')
    return refuse('ERR_NO_GROUPS', 'this tournament is a cup without groups', 'stage');
  if (c.stage === 'cup' && state.config.structure === 'groups')
    return refuse('ERR_NO_CUP', 'this tournament has no cup', 'stage');
  const rounds =
    c.stage === 'groups'
      ? state.groups?.rounds
      : state.cup
        ? Math.log2(bracketSize(state.cup.slots.length))
        : undefined;
  if (rounds !== undefined && c.round > rounds)
    return refuse('ERR_NO_SUCH_ROUND', `the ${c.stage} have ${rounds} rounds, not ${c.round}`, 'round');
  const { type: _, ...payload } = c;
  return ok([event(ctx, 'RoundScheduled', payload)]);
}

function readyGame(state: TpState, id: string): Result<GameInfo, Refusal> {
  const lookup = findGame(state, id);
  if (lookup.status === 'ready') return ok(lookup.game);
  const code = lookup.status === 'unknown' ? 'ERR_NO_SUCH_GAME' : 'ERR_GAME_NOT_READY';
  return err(refusal(code, `game: ${lookup.reason}`, { path: 'game' }));
}

function samePlayers(game: GameInfo, players: readonly ParticipantId[], path: string): Refusal | undefined {
  if (players.every((p) => game.players.includes(p))) return undefined;
  return refusal(
    'ERR_WRONG_PLAYERS',
    `${path}: ${game.id} is ${game.players.join(' – ')}, not ${players.join(' – ')}`,
    {
      path,
    },
  );
}

function recordResult(state: TpState, c: CommandOf<'RecordResult'>, ctx: DecideContext): Decision {
  const found = readyGame(state, c.game);
  if (!found.ok) return found;
  const game = found.value;
  const wrong = samePlayers(game, c.players, 'players');
  if (wrong) return err(wrong);
  const director = actsAsDirector(ctx.actor);
  const invalid = checkResult(state, game, c.result, c.players, { at: ctx.at, director });
  if (invalid) return err(invalid);
  const excluded = excludedPlayers(state);
  const out = game.players.find((p) => excluded.has(p));
  if (out && game.ref.kind === 'group')
    return refuse(
      'ERR_EXCLUDED',
      `${out} is out of the standings after too many no-shows (TX-5); ${c.game} no longer counts`,
    );
  const payload = {
    game: c.game,
    players: game.players,
    result: alignResult(
      game.deciding ? withOverTime(c.result, c.players, state.config.decidingGameMinutes) : c.result,
      c.players,
      game.players,
    ),
  };
  const standing = standingResult(state, c.game);
  if (!standing) return ok([event(ctx, 'ResultRecorded', payload)]);
  if (!director) {
    if (standing.source === 'recorded')
      return refuse('ERR_RESULT_EXISTS', `${c.game} already has a result; ask the director to correct it`);
    const absent = standing.result.kind === 'no-show' ? standing.result.absent.join(' and ') : '';
    return refuse(
      'ERR_FORFEITED',
      `${c.game} was lost by ${absent} for not answering (TX-11); only the director can change that`,
    );
  }
  if (standing.source === 'forfeit')
    return ok([
      {
        ...event(ctx, 'ResultRecorded', payload),
        reason: c.reason?.trim() || 'the director replaces a forfeit (TX-14)',
      },
    ]);
  if (JSON.stringify(standing.result) === JSON.stringify(payload.result))
    return refuse('ERR_RESULT_EXISTS', `${c.game} already has exactly this result`);
  // A correction says what the game's result really was, so it takes effect when the original did.
  return ok([
    {
      at: standing.at,
      type: 'ResultRecorded',
      payload,
      supersedes: [standing.seq as number],
      reason: c.reason?.trim() || 'correction of the reported result',
    },
  ]);
}

function chooseColours(state: TpState, c: CommandOf<'ChooseColours'>, ctx: DecideContext): Decision {
  if (!state.entrants.has(c.participant))
    return refuse(
      'ERR_UNKNOWN_PARTICIPANT',
      `participant: "${c.participant}" is not a participant`,
      'participant',
    );
  if (isDrawn(state)) return refuse('ERR_COLOURS_LOCKED', 'colours are chosen before the draw (TX-9)');
  return ok([event(ctx, 'ColoursChosen', { participant: c.participant, first: c.first, second: c.second })]);
}

type ArrangeCommand = CommandOf<'LogMessage' | 'LogAnswer' | 'ArrangeGame' | 'RearrangeGame'>;

/** TX-11: messages, answers and appointments of scheduled events. */
function arrange(state: TpState, c: ArrangeCommand, ctx: DecideContext): Decision {
  if (state.config.eventKind !== 'scheduled')
    return refuse(
      'ERR_SCHEDULED_ONLY',
      'at weekend events everybody plays at the set times; nothing is arranged',
    );
  const found = readyGame(state, c.game);
  if (!found.ok) return found;
  const game = found.value;
  if (standingResult(state, c.game))
    return refuse('ERR_GAME_DECIDED', `${c.game} already has a result`, 'game');
  switch (c.type) {
    case 'LogMessage': {
      const wrong = samePlayers(game, [c.from, c.to], 'to');
      if (wrong || c.from === c.to)
        return err(wrong ?? refusal('ERR_WRONG_PLAYERS', 'to: a message goes to the opponent'));
      return ok([event(ctx, 'MessageSent', { game: c.game, from: c.from, to: c.to })]);
    }
    case 'LogAnswer': {
      const open = state.contacts
        .get(c.game)
        ?.messages.some((m) => m.from === c.to && m.to === c.by && m.answeredAt === undefined);
      if (!open)
        return refuse('ERR_NO_MESSAGE', `${c.to} has no unanswered message to ${c.by} about ${c.game}`);
      return ok([event(ctx, 'MessageAnswered', { game: c.game, by: c.by, to: c.to })]);
    }
    case 'ArrangeGame': {
      const wrong = samePlayers(game, [c.by], 'by');
      if (wrong) return err(wrong);
      if (isBefore(c.startsAt, ctx.at))
        return refuse(
          'ERR_IN_THE_PAST',
          `startsAt: ${c.startsAt} has passed; arrange a time to come`,
          'startsAt',
        );
      return ok([event(ctx, 'GameArranged', { game: c.game, by: c.by, startsAt: c.startsAt })]);
    }
    case 'RearrangeGame':
      return rearrange(state, c, game, ctx);
  }
}

function rearrange(
  state: TpState,
  c: CommandOf<'RearrangeGame'>,
  game: GameInfo,
  ctx: DecideContext,
): Decision {
  const wrong = samePlayers(game, [c.by], 'by') ?? samePlayers(game, [c.absent], 'absent');
  if (wrong) return err(wrong);
  const appointment = state.appointments.get(c.game);
  if (!appointment || isAfter(appointment.startsAt, ctx.at))
    return refuse(
      'ERR_NOT_MISSED',
      `${c.game} has no appointment that has passed; use ArrangeGame to move it`,
    );
  if (isBefore(c.startsAt, ctx.at))
    return refuse(
      'ERR_IN_THE_PAST',
      `startsAt: ${c.startsAt} has passed; arrange a time to come`,
      'startsAt',
    );
  const left = chancesLeft(state, c.absent, game.match);
  if (left.match === 0 || left.tournament === 0) {
    const which = left.match === 0 ? `in ${game.match}` : 'in this tournament';
    return refuse(
      'ERR_NO_CHANCES_LEFT',
      `${c.absent} has used his rescheduling chances ${which} (TX-11); record the no-show or ask the director`,
      'absent',
    );
  }
  return ok([
    event(ctx, 'GameRearranged', {
      game: c.game,
      by: c.by,
      absent: c.absent,
      missedAt: appointment.startsAt,
      startsAt: c.startsAt,
    }),
  ]);
}

/**
 * The game a result is for: it counts at its arranged start (TX-11) when it was arranged, else
 * when it is typed; and the result standing now (as the event wrote it), `''` while none.
 */
export function gameOf(state: TpState, command: TpCommand): GameOfCommand | undefined {
  if (command.type !== 'RecordResult') return undefined;
  const at = state.appointments.get(command.game)?.startsAt;
  const standing = standingResult(state, command.game);
  const lookup = findGame(state, command.game);
  return {
    ...(at ? { at } : {}),
    result: standing ? JSON.stringify(standing.result) : '',
    ...(lookup.status === 'ready' ? { players: lookup.game.players } : {}),
  };
}
