/**
 * Reads the Keizer forms of the "act" page into commands, or into field errors in the reader's
 * language. Each form yields exactly one command, so a submission is recorded whole or not at
 * all; whether the actor may issue it is still the app's decision. Overrides (KZ-6, KZ-11,
 * KZ-12, KZ-13, KZ-17) must give a reason, which goes into the history. The fields are read by
 * the one form reader of the web app (form-reader.ts).
 */
import type { Translate } from '../../../app/i18n.js';
import { equals, INPUT_LIMIT, parseInputRational } from '../../../core/rational.js';
import { FormReader, withReason } from '../../../server/forms/form-reader.js';
import type { PageContext, ParsedForm } from '../../../server/kit/ui.js';
import {
  ABSENCE_REASONS,
  type KeizerState,
  missingResults,
  parseGameResult,
  proposeEntryPoints,
  totalRounds,
} from '../index.js';
import { stateOf } from './shared.js';

type Values = Readonly<Record<string, string | string[]>>;

export const BOARD_ACTIONS = ['noshow-white', 'noshow-black', 'swap-colours', 'unpair'] as const;
export const FIXED_ROWS = 2;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The one form reader (form-reader.ts) with the season at hand: rounds, players, names. */
class Reader extends FormReader {
  constructor(
    values: Values,
    t: Translate,
    readonly state: KeizerState,
    private readonly names: ReadonlyMap<string, string>,
  ) {
    super(values, t, { reasonRequired: 'keizer.form.reasonRequired' });
  }

  round(name = 'round'): number | undefined {
    return this.int(name, 1, totalRounds(this.state.config));
  }

  player(name: string): string | undefined {
    return this.participant(name, (id) => this.state.byId.has(id));
  }

  /** A participant given by id or by name (as the director sees it). */
  named(line: string): string | undefined {
    if (this.state.byId.has(line)) return line;
    const wanted = line.toLocaleLowerCase();
    return [...this.names].find(([, n]) => n.toLocaleLowerCase() === wanted)?.[0];
  }
}

type Parser = (r: Reader) => ParsedForm;

function result(r: Reader, correcting: boolean): ParsedForm {
  const round = r.round();
  const white = r.player('white');
  const black = r.player('black');
  const result = parseGameResult(r.text('result'));
  if (!result) r.fail('result', 'form.choose');
  const reason = correcting ? r.reason(true) : undefined;
  return r.done(() => ({ type: 'RecordResult', round, white, black, result, ...withReason(reason) }));
}

function absence(r: Reader): ParsedForm {
  const participant = r.player('participant');
  const total = totalRounds(r.state.config);
  const rounds = r.list('rounds').map(Number);
  if (rounds.length === 0) r.fail('rounds', 'keizer.form.chooseRounds');
  else if (rounds.some((n) => !Number.isInteger(n) || n < 1 || n > total)) r.fail('rounds', 'form.invalid');
  const kind = r.text('kind') || 'notice';
  if (!(ABSENCE_REASONS as readonly string[]).includes(kind)) r.fail('kind', 'form.choose');
  const excused = r.text('excused') === 'true';
  const note = r.reason(excused, 'note');
  return r.done(() => ({
    type: 'NoticeAbsence',
    participant,
    rounds,
    reason: kind,
    ...(excused ? { excused } : {}),
    ...(note ? { note } : {}),
  }));
}

function pair(r: Reader): ParsedForm {
  const round = r.round();
  const fixed: { white: string; black: string }[] = [];
  for (let i = 0; i < FIXED_ROWS; i++) {
    const [w, b] = [`fixed.${i}.white`, `fixed.${i}.black`];
    if (r.text(w) === '' && r.text(b) === '') continue;
    const white = r.player(w);
    const black = r.player(b);
    if (white && black && white === black) r.fail(b, 'keizer.form.samePlayer');
    if (white && black) fixed.push({ white, black });
  }
  const reason = r.reason(fixed.length > 0);
  // KZ-12: a new evening with results of earlier ones missing is paired only when confirmed.
  if (round !== undefined && round > r.state.lastPaired && r.text('confirmMissing') !== '1') {
    const missing = missingResults(r.state, round).length;
    if (missing > 0) r.fail('confirmMissing', 'keizer.form.confirmMissing', { count: missing });
  }
  return r.done(() => ({
    type: 'PairRound',
    round,
    ...(fixed.length > 0 ? { fixed } : {}),
    ...withReason(reason),
  }));
}

function board(r: Reader): ParsedForm {
  const round = r.round();
  const white = r.player('white');
  const black = r.player('black');
  const action = r.text('action');
  if (!(BOARD_ACTIONS as readonly string[]).includes(action)) r.fail('action', 'form.choose');
  const reason = r.reason(action === 'swap-colours' || action === 'unpair');
  return r.done(() => {
    if (action === 'noshow-white' || action === 'noshow-black')
      return { type: 'RecordNoShow', round, participant: action === 'noshow-white' ? white : black };
    return {
      type: action === 'swap-colours' ? 'SwapColours' : 'UnpairGame',
      round,
      participant: white,
      ...withReason(reason),
    };
  });
}

function swap(r: Reader): ParsedForm {
  const round = r.round();
  const a = r.player('a');
  const b = r.player('b');
  if (a && b && a === b) r.fail('b', 'keizer.form.samePlayer');
  const reason = r.reason(true);
  return r.done(() => ({ type: 'SwapPlayers', round, a, b, reason }));
}

/** KZ-1 evenings: every `every` days from `first`, skipping the dates the club does not play. */
function plan(r: Reader): ParsedForm {
  const total = totalRounds(r.state.config);
  const from = r.int('from', 1, total);
  const to = r.int('to', 1, total);
  const first = r.date('first', 'keizer.form.date');
  const every = r.int('every', 1, 31);
  if (from !== undefined && to !== undefined && to < from) r.fail('to', 'form.tooSmall', { min: from });
  const skip = new Set(
    r
      .text('skip')
      .split(/[\s,;]+/)
      .filter(Boolean),
  );
  for (const d of skip) if (!DATE.test(d)) r.fail('skip', 'keizer.form.date');
  return r.done(() => {
    const evenings: { round: number; date: string }[] = [];
    const day = new Date(`${first}T12:00:00Z`);
    for (let round = from as number; round <= (to as number); round++) {
      while (skip.has(day.toISOString().slice(0, 10))) day.setUTCDate(day.getUTCDate() + (every as number));
      evenings.push({ round, date: day.toISOString().slice(0, 10) });
      day.setUTCDate(day.getUTCDate() + (every as number));
    }
    return { type: 'PlanEvenings', evenings };
  });
}

function initial(r: Reader): ParsedForm {
  const basis = r.text('basis');
  if (!['rating', 'previous-standing', 'manual'].includes(basis)) r.fail('basis', 'form.choose');
  const lines = r
    .text('order')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const order = lines.map((line) => r.named(line) ?? r.fail('order', 'keizer.form.unknownPlayer', { line }));
  if (basis !== 'rating' && lines.length === 0) r.fail('order', 'form.required');
  const reason = r.reason(false);
  return r.done(() => ({
    type: 'SetInitialRanking',
    basis,
    ...(basis === 'rating' ? {} : { order }),
    ...withReason(reason),
  }));
}

function groups(r: Reader): ParsedForm {
  const names = r.state.config.groups;
  const groups: Record<string, string> = {};
  let changed = false;
  for (const p of r.state.players) {
    const g = r.text(`group.${p.id}`);
    if (g === '') continue;
    if (!names.includes(g)) r.fail(`group.${p.id}`, 'form.choose');
    groups[p.id] = g;
    const had = r.state.groups.get(p.id);
    if (had !== undefined && had !== g) changed = true;
  }
  const reason = r.reason(changed);
  return r.done(() => ({ type: 'AssignGroups', groups, ...withReason(reason) }));
}

/** KZ-6: points other than the proposal are an override and need a reason. */
function entry(r: Reader): ParsedForm {
  const participant = r.player('participant');
  const text = r.decimal('points');
  const points = text === undefined ? undefined : parseInputRational(text);
  if (text !== undefined && (!points || points.n < 0))
    r.fail('points', 'keizer.form.points', { max: INPUT_LIMIT.magnitude });
  const proposed = participant ? proposeEntryPoints(r.state, participant)?.points : undefined;
  const reason = r.reason(!points || !proposed || !equals(points, proposed));
  return r.done(() => ({ type: 'SetEntryPoints', participant, points: text, ...withReason(reason) }));
}

function register(r: Reader): ParsedForm {
  const name = r.required('name');
  const ratingText = r.text('rating');
  const rating = ratingText === '' ? undefined : r.int('rating', 0, 4000);
  const alias = r.text('alias');
  return r.done(() => ({
    type: 'RegisterParticipant',
    participant: { name, ...(rating !== undefined ? { rating } : {}), ...(alias ? { alias } : {}) },
  }));
}

/** The longest drive the team match's schema accepts (events.ts). */
const MAX_KM = 10_000;

/** KZ-16: drivers as lines "name; km". */
function team(r: Reader): ParsedForm {
  const date = r.date('date', 'keizer.form.date');
  const teamName = r.required('team');
  const opponent = r.required('opponent');
  const players = r.list('players').filter((id) => r.state.byId.has(id));
  const drivers = r
    .text('drivers')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((line) => {
      const m = /^(.*?)[\s,;]+(\d+(?:[.,]\d+)?)\s*(km)?$/i.exec(line);
      if (!m?.[1]) return r.fail('drivers', 'keizer.form.driverLine', { line });
      const km = Number((m[2] as string).replace(',', '.'));
      if (km > MAX_KM) return r.fail('drivers', 'keizer.form.driverKm', { line, max: MAX_KM });
      return { name: m[1].trim(), km };
    });
  return r.done(() => ({
    type: 'RecordTeamMatch',
    date,
    team: teamName,
    opponent,
    away: r.text('away') === 'true',
    players,
    drivers,
  }));
}

const PARSERS: Record<string, Parser> = {
  result: (r) => result(r, false),
  correct: (r) => result(r, true),
  absence,
  withdraw: (r) => {
    const participant = r.player('participant');
    const round = r.round();
    return r.done(() => ({ type: 'WithdrawAbsence', participant, round }));
  },
  accept: (r) => {
    const participant = r.player('participant');
    const round = r.round();
    const reason = r.reason(true);
    return r.done(() => ({ type: 'AcceptLateNotice', participant, round, reason }));
  },
  pair,
  repair: (r) => {
    const round = r.round();
    return r.done(() => ({ type: 'RepairRound', round }));
  },
  board,
  noshow: (r) => {
    const round = r.round();
    const participant = r.player('participant');
    return r.done(() => ({ type: 'RecordNoShow', round, participant }));
  },
  swap,
  signoff: (r) => {
    const participant = r.player('participant');
    const reason = r.reason(true);
    return r.done(() => ({ type: 'SignOff', participant, reason }));
  },
  signon: (r) => {
    const participant = r.player('participant');
    const reason = r.reason(false);
    return r.done(() => ({ type: 'SignOn', participant, ...withReason(reason) }));
  },
  plan,
  initial,
  groups,
  entry,
  register,
  team,
};

/** The form kind is the part of `_form` before a colon (`result:14:k01:k02` is a result form). */
export const kindOf = (form: string): string => form.split(':')[0] ?? '';

export function parseKeizerForm(form: string, values: Values, ctx: PageContext): ParsedForm | undefined {
  const parser = PARSERS[kindOf(form)];
  if (!parser) return undefined;
  const state = stateOf(ctx);
  const names = new Map(
    [...ctx.roster.values()].map(
      (p) => [p.id, ctx.access.isDirector ? p.name : (p.alias ?? p.name)] as const,
    ),
  );
  return parser(new Reader(values, ctx.t, state, names));
}
