/**
 * What a format's mail grammar does: turn one request of a mail (mail/syntax.ts) into one of the
 * format's commands for the sender, against the state as of the mail's moment (PYR-0), or say in
 * a refusal why it cannot. The app runs the requests of one mail in order, each against the state
 * the previous ones left (PYR-12). Pure.
 */
import type { Roster } from '../core/participant.js';
import { err, type Moment, type ParticipantId, type Refusal, type Result, refusal } from '../core/types.js';
import { resolveDate, resolveDateFrom, resolveDateUntil, timeText, type WrittenDate } from './dates.js';
import { findParticipant } from './names.js';
import type { Request } from './syntax.js';

export type MailCommand = { readonly type: string } & Readonly<Record<string, unknown>>;

export interface GrammarContext {
  /** The mail's moment: when it reached the club's server. */
  readonly at: Moment;
  /** The mail's date in the sender's time zone (`YYYY-MM-DD`): written dates are read from it. */
  readonly today: string;
  /** The sender's offset from UTC (`+02:00`), from his mail's Date header: times are his. */
  readonly offset: string;
  readonly sender: ParticipantId;
  readonly roster: Roster;
  /** What the notice being answered was about (a reply to a signed reply address). */
  readonly reply?: Readonly<Record<string, unknown>>;
}

export interface Grammar<S = unknown> {
  readonly format: string;
  /** The verbs this format understands, for the answer to a mail that used another. */
  readonly verbs: readonly Request['verb'][];
  command(state: S, request: Request, ctx: GrammarContext): Result<MailCommand, Refusal>;
}

/** What a grammar makes of one request: a command, or the refusal. */
export type Made = Result<MailCommand, Refusal>;

/** A format's handler of each verb it understands (`answer`: a reply in words to its notice). */
export type Handlers<S> = {
  readonly [V in Request['verb']]?: (
    state: S,
    request: Extract<Request, { verb: V }>,
    ctx: GrammarContext,
  ) => Made;
};

/** The grammar of a format from its handlers: the verbs it understands are theirs. */
export function grammarFrom<S>(format: string, handlers: Handlers<S>): Grammar<S> {
  return {
    format,
    verbs: (Object.keys(handlers) as Request['verb'][]).filter((v) => v !== 'answer'),
    command(state, request, ctx) {
      const handle = handlers[request.verb] as
        | ((state: S, request: Request, ctx: GrammarContext) => Made)
        | undefined;
      return handle ? handle(state, request, ctx) : notHere(format, request.verb);
    },
  };
}

/** The refusal for a verb the format does not know ("the pyramid has no appointments"). */
export const notHere = (format: string, verb: string): Result<never, Refusal> =>
  err(
    refusal('ERR_MAIL_NOT_IN_FORMAT', `${verb} is nothing this competition (${format}) does by mail`, {
      params: { verb, format },
    }),
  );

export const opponentOf = (ctx: GrammarContext, text: string, among?: readonly ParticipantId[]) =>
  findParticipant(ctx.roster, text, among);

export function dateOf(d: WrittenDate, ctx: GrammarContext): Result<string, Refusal> {
  const iso = resolveDate(d, ctx.today);
  return iso === undefined ? badDate(d) : { ok: true, value: iso };
}

/** A range of written dates: the end on or after the start; a start without a year before its end. */
export function rangeOf(
  from: WrittenDate,
  to: WrittenDate,
  ctx: GrammarContext,
): Result<{ from: string; to: string }, Refusal> {
  if (from.year === undefined && to.year !== undefined) {
    const end = resolveDate(to, ctx.today);
    const start = end === undefined ? undefined : resolveDateUntil(from, end);
    if (end === undefined) return badDate(to);
    return start === undefined ? badDate(from) : { ok: true, value: { from: start, to: end } };
  }
  const start = resolveDate(from, ctx.today);
  if (start === undefined) return badDate(from);
  const end = resolveDateFrom(to, start);
  return end === undefined ? badDate(to) : { ok: true, value: { from: start, to: end } };
}

const badDate = (d: WrittenDate): Result<never, Refusal> =>
  err(
    refusal('ERR_MAIL_BAD_DATE', `${d.day}.${d.month}.${d.year ?? ''} is no date in the calendar`, {
      params: { date: `${d.day}.${d.month}.${d.year ?? ''}` },
    }),
  );

/** A written day and time as a moment in the sender's offset (or the one the text names). */
export function momentOf(
  date: WrittenDate,
  time: { hour: number; minute: number; offset?: string },
  ctx: GrammarContext,
): Result<Moment, Refusal> {
  const day = dateOf(date, ctx);
  if (!day.ok) return day;
  return { ok: true, value: `${day.value}T${timeText(time)}:00${time.offset ?? ctx.offset}` as Moment };
}

/** Who must be named when more than one game could be meant. */
export const whichGame = (candidates: readonly string[]): Refusal =>
  refusal(
    'ERR_MAIL_WHICH_GAME',
    `you have more than one game (${candidates.join(', ')}); name your opponent ("against …")`,
    { params: { opponents: candidates.join(', ') } },
  );

/** What a sender has no game for: a key the texts choose their words by, in every language. */
export type NoGame =
  | 'running'
  | 'toAccept'
  | 'toConfirm'
  | 'toObject'
  | 'against'
  | 'againstToAccept'
  | 'againstOpen'
  | 'open'
  | 'between'
  | 'latestRound'
  | 'againstInRound';

const NO_GAME_WORDS: Readonly<Record<NoGame, string>> = {
  running: 'running',
  toAccept: 'to accept',
  toConfirm: 'to confirm',
  toObject: 'with a result to object to',
  against: 'against {opponent}',
  againstToAccept: 'against {opponent} to accept',
  againstOpen: 'against {opponent} without a result',
  open: 'without a result',
  between: '{opponent}',
  latestRound: 'in the latest round',
  againstInRound: 'against {opponent} in round {round}',
};

/** "You have no game against Graf": the opponent as written, the round when it says one. */
export const noGame = (what: NoGame, opponent?: string, round?: number): Refusal =>
  refusal(
    'ERR_MAIL_NO_GAME',
    `you have no game ${NO_GAME_WORDS[what].replace('{opponent}', opponent ?? '').replace('{round}', String(round ?? ''))}`,
    {
      params: {
        what,
        ...(opponent !== undefined ? { opponent } : {}),
        ...(round !== undefined ? { round } : {}),
      },
    },
  );
