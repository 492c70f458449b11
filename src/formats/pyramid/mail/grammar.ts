/**
 * The pyramid's mail grammar: challenges with the first move (PYR-4, several targets in order,
 * PYR-12), confirmations of waiting-list challenges (PYR-13), acceptances with the reply move,
 * results (PYR-7), objections (PYR-8), the waiting lists (PYR-13, PYR-14), vacations (PYR-15) and
 * the answer to the inactivity letter (PYR-10). A score is read from the sender's side
 * (`1-0 gegen Meier`: the sender won), or in the order of the players when both are named
 * (`Müller – Meier 1-0`); the command carries it from the challenger's (white's) side.
 */
import { DAY_MS } from '../../../core/deadline.js';
import { instantOf } from '../../../core/moment.js';
import { err, ok, type ParticipantId, type Refusal, type Result, refusal } from '../../../core/types.js';
import {
  type GrammarContext,
  grammarFrom,
  type Made,
  noGame,
  notHere,
  opponentOf,
  rangeOf,
  whichGame,
} from '../../../mail/grammar.js';
import type { Request, Score, TargetRef } from '../../../mail/syntax.js';
import type { PlayedResult } from '../events.js';
import {
  type FinishedGame,
  type OpenGame,
  openAsChallenger,
  openAsDefender,
  type PyramidState,
} from '../state.js';

function targets(refs: readonly TargetRef[], ctx: GrammarContext): Result<unknown[], Refusal> {
  const out: unknown[] = [];
  for (const ref of refs) {
    if ('level' in ref) out.push({ level: ref.level, index: ref.index });
    else {
      const found = opponentOf(ctx, ref.name);
      if (!found.ok) return found;
      out.push({ player: found.value });
    }
  }
  return ok(out);
}

function challenge(
  state: PyramidState,
  r: Extract<Request, { verb: 'challenge' }>,
  ctx: GrammarContext,
): Made {
  const found = targets(r.targets, ctx);
  if (!found.ok) return found;
  // A challenge of the defender a waiting list assigned him is his confirmation (PYR-13).
  const assigned = openAsChallenger(state, ctx.sender);
  const [only] = found.value as { player?: ParticipantId }[];
  if (assigned?.status === 'confirming' && found.value.length === 1 && only?.player === assigned.defender)
    return confirm(state, { verb: 'confirm', ...(r.move ? { move: r.move } : {}) }, ctx);
  return ok({
    type: 'IssueChallenge',
    challenger: ctx.sender,
    targets: found.value,
    ...(r.move ? { firstMove: r.move } : {}),
  });
}

function confirm(state: PyramidState, r: Extract<Request, { verb: 'confirm' }>, ctx: GrammarContext): Made {
  const game = openAsChallenger(state, ctx.sender);
  if (game?.status !== 'confirming') return err(noGame('toConfirm'));
  if (!r.move)
    return err(refusal('ERR_MAIL_NO_MOVE', 'a confirmation carries your first move, such as 1.e4'));
  return ok({ type: 'ConfirmChallenge', challenger: ctx.sender, defender: game.defender, firstMove: r.move });
}

function accept(state: PyramidState, r: Extract<Request, { verb: 'accept' }>, ctx: GrammarContext): Made {
  const game = openAsDefender(state, ctx.sender);
  if (!game) return err(noGame('toAccept'));
  if (r.opponent) {
    const named = opponentOf(ctx, r.opponent);
    if (!named.ok) return named;
    if (named.value !== game.challenger) return err(noGame('againstToAccept', r.opponent));
  }
  return ok({
    type: 'AcceptChallenge',
    challenger: game.challenger,
    defender: ctx.sender,
    ...(r.move ? { reply: r.move } : {}),
  });
}

/** The sender's open game the request means: the one against the named opponent, or his only one. */
function openGame(state: PyramidState, ctx: GrammarContext, opponent?: string): Result<OpenGame, Refusal> {
  const games = [openAsChallenger(state, ctx.sender), openAsDefender(state, ctx.sender)].filter(
    (g): g is OpenGame => g !== undefined,
  );
  const other = (g: OpenGame) => (g.challenger === ctx.sender ? g.defender : g.challenger);
  if (opponent) {
    const named = opponentOf(ctx, opponent);
    if (!named.ok) return named;
    const game = games.find((g) => other(g) === named.value);
    return game ? ok(game) : err(noGame('against', opponent));
  }
  const [only, second] = games;
  if (!only) return err(noGame('running'));
  if (second) return err(whichGame(games.map((g) => ctx.roster.get(other(g))?.name ?? other(g))));
  return ok(only);
}

const SCORES: Readonly<Record<string, PlayedResult>> = { '1-0': '1-0', '0-1': '0-1', '½-½': '1/2-1/2' };

function result(state: PyramidState, r: Extract<Request, { verb: 'result' }>, ctx: GrammarContext): Made {
  if (r.players) return namedResult(state, r.players, r.score as Score, ctx);
  const found = openGame(state, ctx, r.opponent);
  const mine = r.score ?? (r.outcome === 'won' ? ['1', '0'] : r.outcome === 'lost' ? ['0', '1'] : ['½', '½']);
  if (!found.ok) return secondReport(state, ctx, r.opponent, mine) ?? found;
  const game = found.value;
  const white = game.challenger === ctx.sender ? mine : [mine[1], mine[0]];
  const played = SCORES[white.join('-')];
  if (!played) return err(badScore(mine));
  return ok({ type: 'ReportResult', challenger: game.challenger, defender: game.defender, result: played });
}

/**
 * A result for a game already reported within the objection period (PYR-8): the same result again
 * is said to be known; a different one — the opponent's own report contradicting the first — is
 * the objection it means. Undefined when there is no such game.
 */
function secondReport(
  state: PyramidState,
  ctx: GrammarContext,
  opponent: string | undefined,
  mine: readonly string[],
): Made | undefined {
  let against: ParticipantId | undefined;
  if (opponent) {
    const named = opponentOf(ctx, opponent);
    if (!named.ok) return undefined;
    against = named.value;
  }
  const game = objectable(state, ctx, against);
  if (!game || game.defender === null || game.objection) return undefined;
  const white = game.challenger === ctx.sender ? mine : [mine[1], mine[0]];
  const played = SCORES[white.join('-')];
  if (!played) return undefined;
  const other = game.challenger === ctx.sender ? game.defender : game.challenger;
  if (played === game.result)
    return err(
      refusal(
        'ERR_MAIL_ALREADY_REPORTED',
        `the result ${played} of the game with ${other} is already reported`,
        {
          params: { opponent: other, result: played.replace('1/2', '½') },
        },
      ),
    );
  return ok({
    type: 'ObjectToResult',
    challenger: game.challenger,
    defender: game.defender,
    by: ctx.sender,
    reason: `reports ${played} instead of ${game.result}`,
  });
}

function namedResult(
  state: PyramidState,
  players: readonly [string, string],
  score: Score,
  ctx: GrammarContext,
): Made {
  const first = opponentOf(ctx, players[0]);
  if (!first.ok) return first;
  const second = opponentOf(ctx, players[1]);
  if (!second.ok) return second;
  const other = first.value === ctx.sender ? players[1] : players[0];
  const found = openGame(state, ctx, other);
  if (!found.ok) return found;
  const game = found.value;
  const ids = [first.value, second.value];
  if (!ids.includes(game.challenger) || !ids.includes(game.defender))
    return err(noGame('between', players.join(' – ')));
  const white = first.value === game.challenger ? score : [score[1], score[0]];
  const played = SCORES[white.join('-')];
  if (!played) return err(badScore(score));
  return ok({ type: 'ReportResult', challenger: game.challenger, defender: game.defender, result: played });
}

const badScore = (score: readonly string[]): Refusal =>
  refusal('ERR_MAIL_BAD_SCORE', `${score.join('-')} is no result of a chess game (1-0, 0-1 or ½-½)`, {
    params: { score: score.join('-') },
  });

/** The sender's newest reported result within the objection period, against `opponent` if named. */
function objectable(
  state: PyramidState,
  ctx: GrammarContext,
  opponent?: ParticipantId,
): FinishedGame | undefined {
  const since = instantOf(ctx.at) - state.config.objectionDays * DAY_MS;
  for (let cell = state.finished; cell; cell = cell.tail) {
    const g = cell.head;
    if (instantOf(g.endedAt) < since) return undefined;
    const mine = g.challenger === ctx.sender || g.defender === ctx.sender;
    const against = opponent === undefined || g.challenger === opponent || g.defender === opponent;
    if (mine && against && g.ending === 'reported') return g;
  }
  return undefined;
}

function objection(
  state: PyramidState,
  r: Extract<Request, { verb: 'objection' }>,
  ctx: GrammarContext,
): Made {
  let opponent: ParticipantId | undefined;
  if (r.opponent) {
    const named = opponentOf(ctx, r.opponent);
    if (!named.ok) return named;
    opponent = named.value;
  }
  const game = objectable(state, ctx, opponent);
  if (!game || game.defender === null) return err(noGame('toObject'));
  return ok({
    type: 'ObjectToResult',
    challenger: game.challenger,
    defender: game.defender,
    by: ctx.sender,
    reason: r.reason ?? 'objection by e-mail',
  });
}

const forSender = (type: string, ctx: GrammarContext): Made => ok({ type, participant: ctx.sender });

export const pyramidGrammar = grammarFrom<PyramidState>('pyramid', {
  challenge,
  confirm,
  accept,
  result,
  objection,
  'join-waiting': (_, __, ctx) => forSender('JoinWaitingList', ctx),
  'leave-waiting': (_, __, ctx) => forSender('LeaveWaitingList', ctx),
  'join-eternal': (_, __, ctx) => forSender('JoinEternalWaitingList', ctx),
  'leave-eternal': (_, __, ctx) => forSender('LeaveEternalWaitingList', ctx),
  vacation: (_, r, ctx) => {
    const range = rangeOf(r.from, r.to, ctx);
    if (!range.ok) return range;
    return ok({ type: 'AnnounceVacation', participant: ctx.sender, ...range.value });
  },
  answer: (_, r, ctx) => {
    // PYR-10: any answer to the guardian's letter keeps the player in the pyramid.
    if (ctx.reply?.expects === 'answer-letter') return forSender('AnswerInactivityLetter', ctx);
    // PYR-13: the guardian's "yes" to an assignment issues it to both players.
    if (ctx.reply?.expects === 'issue-assignment')
      return ok({
        type: 'IssueAssignedChallenge',
        challenger: String(ctx.reply.challenger),
        defender: String(ctx.reply.defender),
      });
    return notHere('pyramid', r.verb);
  },
});
