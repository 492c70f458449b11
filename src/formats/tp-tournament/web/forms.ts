/**
 * Reading the format's own forms back into commands (`FormatUi.parseForm`). Input that cannot
 * be a command (a score that is not a whole number, a time that is no time, a decision without
 * a reason) comes back as field errors in the user's language; everything else goes to the app,
 * which validates, authorizes and decides it like any command. Times are entered in UTC (the
 * lobby clock of the Tantrix rules); a full moment with an offset is taken as it is. The fields
 * are read by the one form reader of the web app (form-reader.ts).
 */

import { FormReader } from '../../../server/forms/form-reader.js';
import type { PageContext, ParsedForm, SubmittedForm } from '../../../server/kit/ui.js';
import { findGame, type GameInfo } from '../index.js';
import { tpState } from './common.js';

type FormFields = SubmittedForm['values'];

/** The reader of this format's forms: its own words for a missing reason and a number out of range. */
class Reader extends FormReader {
  constructor(fields: FormFields, ctx: PageContext) {
    super(fields, ctx.t, { reasonRequired: 'tx.form.reasonRequired' });
  }

  /** A whole number from 0 to `max` (scores, minutes, lateness). */
  whole(name: string, required: boolean, max = 999): number | undefined {
    const v = this.text(name);
    if (!v) return required ? this.fail(name, 'form.required') : undefined;
    return /^\d{1,4}$/.test(v) && Number(v) <= max
      ? Number(v)
      : this.fail(name, 'tx.form.wholeNumber', { max });
  }

  /** A moment entered in UTC, the lobby clock (TX rules), or with its offset. */
  time(name: string, required: boolean) {
    return this.moment(name, required, 'tx.form.badTime');
  }
}

/** The game a form names, when the structure has it now. */
function gameOf(r: Reader, ctx: PageContext, name: string): GameInfo | undefined {
  const id = r.required(name);
  if (!id) return undefined;
  const lookup = findGame(tpState(ctx), id);
  if (lookup.status === 'ready') return lookup.game;
  return r.fail(name, 'tx.form.noSuchGame');
}

/** Both minutes for TP games (TX-1); lateness at weekend events (TX-10); over time in deciding games. */
function played(r: Reader, deciding: boolean, timeout: string | undefined) {
  const scores = [r.whole('result.scores.0', true), r.whole('result.scores.1', true)];
  const minutes = [r.whole('result.minutes.0', !deciding), r.whole('result.minutes.1', !deciding)];
  const late = [r.whole('result.late.0', false), r.whole('result.late.1', false)];
  return {
    kind: 'played',
    scores,
    ...(minutes.some((m) => m !== undefined) ? { minutes: minutes.map((m) => m ?? 0) } : {}),
    ...(late.some((m) => m !== undefined && m > 0) ? { late: late.map((m) => m ?? 0) } : {}),
    ...(timeout ? { timeout } : {}),
  };
}

function playerResult(r: Reader, ctx: PageContext): ParsedForm {
  const game = r.required('game');
  const players = [r.required('players.0'), r.required('players.1')];
  const lookup = findGame(tpState(ctx), game ?? '');
  const deciding = lookup.status === 'ready' && lookup.game.deciding;
  const result = played(r, deciding, deciding ? r.text('result.timeout') || undefined : undefined);
  return r.done({ type: 'RecordResult', game, players, result });
}

/** A no-show claim or a double crash: the form carries the whole result. */
function fixedResult(r: Reader): ParsedForm {
  const kind = r.required('result.kind');
  const absent = r.text('result.absent');
  const result = kind === 'no-show' ? { kind, absent: [absent] } : { kind };
  return r.done({
    type: 'RecordResult',
    game: r.required('game'),
    players: [r.required('players.0'), r.required('players.1')],
    result,
  });
}

function directorResult(r: Reader, ctx: PageContext): ParsedForm {
  const game = gameOf(r, ctx, 'game');
  const outcome = r.text('outcome') || 'played';
  const reason = r.reason(false);
  // Without a game the form has an error on `game`, so `done` returns the errors.
  if (!game) return r.done({ type: 'RecordResult' });
  const [first, second] = game.players;
  const over = r.text('result.timeout');
  const timeout = over === 'first' ? first : over === 'second' ? second : undefined;
  const result =
    outcome === 'played'
      ? played(r, game.deciding, timeout)
      : outcome === 'double-crash'
        ? { kind: 'double-crash' }
        : {
            kind: 'no-show',
            absent:
              outcome === 'absent-first' ? [first] : outcome === 'absent-second' ? [second] : [first, second],
          };
  const done = r.done({
    type: 'RecordResult',
    game: game.id,
    players: game.players,
    result,
    ...(reason ? { reason } : {}),
  });
  // What the chooser showed for the chosen game (`_seen.<game>`, none: open), issue 25.15.
  const seen = r.values[`_seen.${game.id}`];
  return 'command' in done ? { ...done, seen: typeof seen === 'string' ? seen : '' } : done;
}

/** TP as entered ("12", "12.5" or "12,5") in tenths, within the game's total (TX-14 keeps the 20). */
function tenths(r: Reader, ctx: PageContext, name: string): number | undefined {
  const total = tpState(ctx).config.points.perGame;
  const m = /^(\d{1,3})(?:[.,](\d))?$/.exec(r.text(name));
  const value = m ? Number(m[1]) * 10 + Number(m[2] ?? 0) : Number.NaN;
  if (!r.text(name)) return r.fail(name, 'form.required');
  if (!(value >= 0 && value <= total)) return r.fail(name, 'tx.form.tpRange', { total: total / 10 });
  return value;
}

function overrideTp(r: Reader, ctx: PageContext): ParsedForm {
  const game = gameOf(r, ctx, 'override.game');
  const first = tenths(r, ctx, 'override.tp.0');
  const reason = r.reason(true);
  const total = tpState(ctx).config.points.perGame;
  return r.done({
    type: 'OverrideOutcome',
    override: {
      target: 'game-points',
      game: game?.id,
      players: game?.players,
      tp: first === undefined ? undefined : [first, total - first],
    },
    reason,
  });
}

function overrideOrder(r: Reader, fields: FormFields): ParsedForm {
  const order: string[] = [];
  for (let i = 0; `override.order.${i}` in fields; i++) {
    const id = r.required(`override.order.${i}`) ?? '';
    if (id && order.includes(id)) r.fail(`override.order.${i}`, 'tx.form.placedTwice');
    order.push(id);
  }
  const reason = r.reason(true);
  return r.done({
    type: 'OverrideOutcome',
    override: { target: 'group-order', group: r.required('override.group'), order },
    reason,
  });
}

function overrideWinner(r: Reader): ParsedForm {
  const [match, winner] = (r.required('override.winner') ?? '').split(' ');
  const reason = r.reason(true);
  return r.done({ type: 'OverrideOutcome', override: { target: 'match-winner', match, winner }, reason });
}

function overrideColours(r: Reader, ctx: PageContext): ParsedForm {
  const game = gameOf(r, ctx, 'override.game');
  const colours = [r.required('override.colours.0'), r.required('override.colours.1')];
  if (colours[0] && colours[0] === colours[1]) r.fail('override.colours.1', 'tx.form.sameColour');
  const reason = r.reason(true);
  return r.done({
    type: 'OverrideOutcome',
    override: { target: 'colours', game: game?.id, players: game?.players, colours },
    reason,
  });
}

function overrideExclusion(r: Reader): ParsedForm {
  const participant = r.required('override.participant');
  const excluded = r.required('override.excluded') === 'true';
  const reason = r.reason(true);
  return r.done({
    type: 'OverrideOutcome',
    override: { target: 'exclusion', participant, excluded },
    reason,
  });
}

function colours(r: Reader): ParsedForm {
  const participant = r.required('participant');
  const first = r.required('first');
  const second = r.required('second');
  if (first && first === second) r.fail('second', 'tx.form.sameColour');
  return r.done({ type: 'ChooseColours', participant, first, second });
}

function schedule(r: Reader): ParsedForm {
  const endsBy = r.time('endsBy', false);
  return r.done({
    type: 'ScheduleRound',
    stage: r.required('stage'),
    round: r.whole('round', true),
    startsAt: r.time('startsAt', true),
    ...(endsBy ? { endsBy } : {}),
  });
}

/** Form id (`_form`, up to the first colon) → the command it makes. */
export function parseTpForm(fields: FormFields, ctx: PageContext): ParsedForm | undefined {
  const id = typeof fields._form === 'string' ? fields._form : '';
  const r = new Reader(fields, ctx);
  switch (id.split(':')[0]) {
    case 'result':
      return playerResult(r, ctx);
    case 'noshow':
    case 'crash':
      return fixedResult(r);
    case 'director-result':
      return directorResult(r, ctx);
    case 'colours':
    case 'colours-director':
      return colours(r);
    case 'message':
      return r.done({
        type: 'LogMessage',
        game: r.required('game'),
        from: r.required('from'),
        to: r.required('to'),
      });
    case 'answer':
    case 'answered':
      return r.done({
        type: 'LogAnswer',
        game: r.required('game'),
        by: r.required('by'),
        to: r.required('to'),
      });
    case 'arrange':
      return r.done({
        type: 'ArrangeGame',
        game: r.required('game'),
        by: r.required('by'),
        startsAt: r.time('startsAt', true),
      });
    case 'rearrange':
      return r.done({
        type: 'RearrangeGame',
        game: r.required('game'),
        by: r.required('by'),
        absent: r.required('absent'),
        startsAt: r.time('startsAt', true),
      });
    case 'draw': {
      const groups = r.whole('groups', false, 702);
      if (groups === 0) r.fail('groups', 'form.tooSmall', { min: 1 });
      const seed = r.text('seed');
      return r.done({ type: 'DrawGroups', ...(groups ? { groups } : {}), ...(seed ? { seed } : {}) });
    }
    case 'seed-cup': {
      const seed = r.text('seed');
      return r.done({ type: 'SeedCup', ...(seed ? { seed } : {}) });
    }
    case 'schedule':
      return schedule(r);
    case 'override-tp':
      return overrideTp(r, ctx);
    case 'override-order':
      return overrideOrder(r, fields);
    case 'override-winner':
      return overrideWinner(r);
    case 'override-colours':
      return overrideColours(r, ctx);
    case 'override-exclusion':
      return overrideExclusion(r);
    default:
      return undefined;
  }
}
