/**
 * The Keizer competition's mail grammar: absence notices (KZ-11) for the evenings named by date
 * (`Afmelding 12 maart`) or round (`Afmelding ronde 5`), or, naming none, for the next evening;
 * and results of the sender's game in the latest paired round (`Uitslag: 1-0 tegen Jansen`,
 * from the sender's side, or `Jansen – De Vries 1-0` in the order of the pairing's colours when
 * both are named). Whether a notice came in time is the format's business: its moment is the
 * mail's (KZ-11).
 */
import { localDate } from '../../../core/moment.js';
import { err, ok, type Refusal, type Result, refusal } from '../../../core/types.js';
import {
  dateOf,
  type GrammarContext,
  grammarFrom,
  type Made,
  noGame,
  opponentOf,
} from '../../../mail/grammar.js';
import type { Request } from '../../../mail/syntax.js';
import { gameOf, type KeizerState } from '../state.js';

/** The round held on a date (the evening plan), or a refusal naming the date. */
function roundOn(state: KeizerState, date: string): Result<number, Refusal> {
  for (const [round, evening] of state.evenings) if (evening === date) return ok(round);
  return err(refusal('ERR_MAIL_NO_EVENING', `there is no club evening on ${date}`, { params: { date } }));
}

/** The first planned evening on or after the mail's day in the club's time zone. */
function nextRound(state: KeizerState, ctx: GrammarContext): Result<number, Refusal> {
  const today = localDate(ctx.at, state.config.calendar.timeZone);
  const next = [...state.evenings]
    .filter(([, date]) => date >= today)
    .sort((a, b) => (a[1] < b[1] ? -1 : 1))[0];
  return next ? ok(next[0]) : err(refusal('ERR_MAIL_NO_EVENING', 'there is no club evening to come'));
}

function absence(state: KeizerState, r: Extract<Request, { verb: 'absence' }>, ctx: GrammarContext): Made {
  const rounds = [...r.rounds];
  for (const written of r.dates) {
    const date = dateOf(written, ctx);
    if (!date.ok) return date;
    const round = roundOn(state, date.value);
    if (!round.ok) return round;
    rounds.push(round.value);
  }
  if (rounds.length === 0) {
    const next = nextRound(state, ctx);
    if (!next.ok) return next;
    rounds.push(next.value);
  }
  return ok({
    type: 'NoticeAbsence',
    participant: ctx.sender,
    rounds: [...new Set(rounds)].sort((a, b) => a - b),
  });
}

const RESULTS: Readonly<Record<string, string>> = { '1-0': '1-0', '0-1': '0-1', '½-½': '1/2-1/2' };

function result(state: KeizerState, r: Extract<Request, { verb: 'result' }>, ctx: GrammarContext): Made {
  const record = state.rounds.get(state.lastPaired);
  const game = record && gameOf(record, ctx.sender);
  if (!record || !game) return err(noGame('latestRound'));
  const other = game.white === ctx.sender ? game.black : game.white;
  for (const name of r.players ?? (r.opponent ? [r.opponent] : [])) {
    const named = opponentOf(ctx, name);
    if (!named.ok) return named;
    if (named.value !== other && named.value !== ctx.sender)
      return err(noGame('againstInRound', name, record.round));
  }
  const mine = r.score ?? (r.outcome === 'won' ? ['1', '0'] : r.outcome === 'lost' ? ['0', '1'] : ['½', '½']);
  // Named players give the score in their order; otherwise it is the sender's.
  let whiteFirst = game.white === ctx.sender;
  if (r.players) {
    const first = opponentOf(ctx, r.players[0]);
    if (!first.ok) return first;
    whiteFirst = first.value === game.white;
  }
  const white = whiteFirst ? mine : [mine[1], mine[0]];
  const result = RESULTS[white.join('-')];
  if (!result)
    return err(
      refusal('ERR_MAIL_BAD_SCORE', `${mine.join('-')} is no result of a chess game (1-0, 0-1 or ½-½)`, {
        params: { score: mine.join('-') },
      }),
    );
  return ok({ type: 'RecordResult', round: record.round, white: game.white, black: game.black, result });
}

export const keizerGrammar = grammarFrom<KeizerState>('keizer', { absence, result });
