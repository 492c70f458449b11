/**
 * The tournament-points mail grammar (scheduled events, TX-11): an appointment with an opponent
 * (`Termin: Meier 12.4. 20:00`, in the sender's time zone unless the text names one), a message
 * to an opponent (`Nachricht an Meier: …`, relayed by the club and logged for the 5-day rule),
 * the answer to a relayed message (a reply, TX-11), results with both game scores from the
 * sender's side and optionally the minutes used (`Ergebnis: 23-18 gegen Meier, Zeit 12-15`,
 * TX-1), and a no-show (`Nicht erschienen: Meier`, TX-4). The game is the sender's game without
 * a result against the named opponent, or his only one.
 */
import { err, ok, type ParticipantId, type Refusal, type Result, refusal } from '../../../core/types.js';
import {
  type GrammarContext,
  grammarFrom,
  type Made,
  momentOf,
  noGame,
  notHere,
  opponentOf,
  whichGame,
} from '../../../mail/grammar.js';
import type { Request } from '../../../mail/syntax.js';
import { allGames, type GameInfo } from '../games.js';
import { standingResult } from '../results.js';
import type { TpState } from '../state.js';

const otherOf = (g: GameInfo, me: ParticipantId): ParticipantId =>
  g.players[0] === me ? g.players[1] : g.players[0];

/** The sender's game without a result: against the named opponent, or his only (first) one. */
function openGame(state: TpState, ctx: GrammarContext, opponent?: string): Result<GameInfo, Refusal> {
  const mine = allGames(state).filter(
    (g) => g.players.includes(ctx.sender) && standingResult(state, g.id) === undefined,
  );
  if (opponent) {
    const named = opponentOf(ctx, opponent);
    if (!named.ok) return named;
    const game = mine.find((g) => otherOf(g, ctx.sender) === named.value);
    return game ? ok(game) : err(noGame('againstOpen', opponent));
  }
  const opponents = [...new Set(mine.map((g) => otherOf(g, ctx.sender)))];
  if (opponents.length === 0) return err(noGame('open'));
  if (opponents.length > 1) return err(whichGame(opponents.map((id) => ctx.roster.get(id)?.name ?? id)));
  return ok(mine[0] as GameInfo);
}

/** The opponent a result names: "against X", or the one of two named players who is not the sender. */
function opponentIn(r: Extract<Request, { verb: 'result' }>, ctx: GrammarContext): string | undefined {
  if (r.opponent || !r.players) return r.opponent;
  return r.players.find((name) => {
    const named = opponentOf(ctx, name);
    return !named.ok || named.value !== ctx.sender;
  });
}

function result(state: TpState, r: Extract<Request, { verb: 'result' }>, ctx: GrammarContext): Made {
  const found = openGame(state, ctx, opponentIn(r, ctx));
  if (!found.ok) return found;
  const game = found.value;
  const scores = (r.score ?? []).map(Number);
  if (scores.length !== 2 || scores.some((n) => !Number.isInteger(n)))
    return err(
      refusal('ERR_MAIL_BAD_SCORE', 'a result names both game scores, such as "23-18 against Meier"', {
        params: { score: (r.score ?? []).join('-') },
      }),
    );
  let first: ParticipantId = ctx.sender;
  if (r.players) {
    const named = opponentOf(ctx, r.players[0]);
    if (!named.ok) return named;
    first = named.value;
  }
  const players = [first, otherOf(game, first)];
  return ok({
    type: 'RecordResult',
    game: game.id,
    players,
    result: { kind: 'played', scores, ...(r.minutes ? { minutes: [...r.minutes] } : {}) },
  });
}

function appointment(
  state: TpState,
  r: Extract<Request, { verb: 'appointment' }>,
  ctx: GrammarContext,
): Made {
  const found = openGame(state, ctx, r.opponent);
  if (!found.ok) return found;
  const at = momentOf(r.date, r.time, ctx);
  if (!at.ok) return at;
  return ok({ type: 'ArrangeGame', game: found.value.id, by: ctx.sender, startsAt: at.value });
}

function answer(ctx: GrammarContext): Made {
  const { game, from } = ctx.reply ?? {};
  if (ctx.reply?.expects !== 'answer-message' || typeof game !== 'string' || typeof from !== 'string')
    return notHere('tp-tournament', 'answer');
  return ok({ type: 'LogAnswer', game, by: ctx.sender, to: from });
}

export const tpGrammar = grammarFrom<TpState>('tp-tournament', {
  appointment,
  message: (state, r, ctx) => {
    const found = openGame(state, ctx, r.opponent);
    if (!found.ok) return found;
    return ok({
      type: 'LogMessage',
      game: found.value.id,
      from: ctx.sender,
      to: otherOf(found.value, ctx.sender),
    });
  },
  answer: (_, __, ctx) => answer(ctx),
  result,
  'no-show': (state, r, ctx) => {
    const found = openGame(state, ctx, r.opponent);
    if (!found.ok) return found;
    const absent = otherOf(found.value, ctx.sender);
    return ok({
      type: 'RecordResult',
      game: found.value.id,
      players: [ctx.sender, absent],
      result: { kind: 'no-show', absent: [absent] },
    });
  },
});
