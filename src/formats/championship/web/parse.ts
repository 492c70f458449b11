/**
 * Reading the championship's own forms into commands (`FormatUi.parseForm`). Bad input becomes
 * field errors in the user's language before anything reaches the rules; the rules' own refusals
 * come back from the engine. Forms are named `kind` or `kind:<round>:<first player>` (one per
 * board), so that only the submitted form shows its errors. Hidden fields start with `_`: a
 * refusal about the round or the game is then shown on top of the page, not at a hidden field.
 *
 * An override — a correction, a forfeit, groups or pairings by hand, more repeats than the
 * configuration allows, pairing a round again, a withdrawal — needs a reason (kept in the history).
 * The fields are read by the one form reader of the web app (form-reader.ts).
 */
import type { ParticipantId } from '../../../core/types.js';
import { FormReader, withReason } from '../../../server/forms/form-reader.js';
import { DATES_FORM, parseRoundDates } from '../../../server/kit/round-dates.js';
import type { PageContext, ParsedForm, SubmittedForm } from '../../../server/kit/ui.js';
import { activePlayers, type ChampionshipState, roundOf } from '../index.js';
import { type ChampionshipPage, pageOf } from './page.js';

type Values = Readonly<Record<string, string | string[]>>;

const SCORE_LIMIT = 9999;

/** The one form reader (form-reader.ts) with the championship's page at hand. */
class Reader extends FormReader {
  constructor(
    readonly page: ChampionshipPage,
    values: Values,
  ) {
    super(values, page.t, { reasonRequired: 'champ.form.reasonRequired' });
  }

  score(field: string): number | undefined {
    return this.int(field, -SCORE_LIMIT, SCORE_LIMIT, 'champ.form.score');
  }

  player(field: string, allowed?: (id: ParticipantId) => boolean): ParticipantId | undefined {
    return this.participant(field, (id) => this.page.ctx.roster.has(id) && (allowed?.(id) ?? true));
  }

  /** The reason, required when `needed`, as the command's field. */
  why(needed: boolean): { reason?: string } {
    return withReason(this.reason(needed));
  }
}

function game(r: Reader, corrected: boolean): ParsedForm {
  const round = r.int('_round', 1, 999);
  const first = r.player('_first');
  const second = r.player('_second');
  const firstScore = r.score('firstScore');
  const secondScore = r.score('secondScore');
  const reason = r.why(corrected);
  return r.done({ type: 'RecordGame', round, first, second, firstScore, secondScore, ...reason });
}

function forfeit(r: Reader): ParsedForm {
  const round = r.int('_round', 1, 999);
  const absent = r.text('absent');
  const ids = absent === 'both' ? [r.player('_first'), r.player('_second')] : [r.player('absent')];
  const reason = r.why(true);
  return r.done({ type: 'RecordForfeit', round, absent: ids, ...reason });
}

function drawGroups(r: Reader, state: ChampionshipState): ParsedForm {
  const seed = r.text('seed');
  if (seed.length > 200) r.fail('seed', 'form.tooLong');
  const reason = r.why(state.groups !== undefined);
  return r.done({ type: 'DrawGroups', ...(seed ? { seed } : {}), ...reason });
}

const GROUP_CODE = /^(\d{1,2})\s*([a-fA-F])?$/;

/** SD-7: groups by hand, each player given a code such as "3B" (group 3, letter B). */
function fixGroups(r: Reader, state: ChampionshipState): ParsedForm {
  const groups = new Map<number, { id: ParticipantId; letter: string; rating: number; field: string }[]>();
  for (const player of activePlayers(state, 1)) {
    const field = `code.${player.id}`;
    const match = GROUP_CODE.exec(r.text(field));
    if (!match) {
      r.fail(field, r.text(field) === '' ? 'form.required' : 'champ.form.groupCode');
      continue;
    }
    const number = Number(match[1]);
    const members = groups.get(number) ?? [];
    members.push({ id: player.id, letter: (match[2] ?? '').toUpperCase(), rating: player.rating, field });
    groups.set(number, members);
  }
  const ordered = [...groups.entries()].sort(([a], [b]) => a - b);
  for (const [number, members] of ordered) {
    if (members.length < 3 || members.length > 6) {
      for (const m of members)
        r.fail(m.field, 'champ.form.groupSize', { group: number, count: members.length });
    }
    const letters = new Set<string>();
    for (const m of members) {
      if (m.letter && letters.has(m.letter))
        r.fail(m.field, 'champ.form.letterTwice', { letter: m.letter, group: number });
      letters.add(m.letter);
    }
    // Letters first (A, B …), players without a letter after them by rating.
    members.sort((a, b) => (a.letter || 'Z').localeCompare(b.letter || 'Z') || b.rating - a.rating);
  }
  const reason = r.why(true);
  return r.done({ type: 'FixGroups', groups: ordered.map(([, ms]) => ms.map((m) => m.id)), ...reason });
}

function pairRound(r: Reader, state: ChampionshipState): ParsedForm {
  const round = r.int('_round', 1, 999);
  const repeats = r.optionalInt('repeats', 0, 10);
  const again = round !== undefined && roundOf(state, round) !== undefined;
  const reason = r.why(again || (repeats ?? 0) > state.config.repeats);
  return r.done({ type: 'PairRound', round, ...(repeats === undefined ? {} : { repeats }), ...reason });
}

/** SD-8: a round by hand, board by board (`first.<k>`, `second.<k>`; `bye` for no opponent). */
function pairManual(r: Reader, state: ChampionshipState): ParsedForm {
  const round = r.int('_round', 1, 999);
  const rows = Number(r.text('_rows')) || 0;
  const seen = new Set<ParticipantId>();
  const pairings: { first: ParticipantId; second: ParticipantId | null; board?: number }[] = [];
  const take = (field: string): ParticipantId | undefined => {
    const id = r.player(field);
    if (id === undefined) return undefined;
    if (seen.has(id)) return r.fail(field, 'champ.form.pairedTwice', { player: r.page.name(id) });
    seen.add(id);
    return id;
  };
  for (let k = 1; k <= Math.min(rows, 500); k++) {
    if (r.text(`first.${k}`) === '' && r.text(`second.${k}`) === '') continue;
    const first = take(`first.${k}`);
    const bye = r.text(`second.${k}`) === 'bye';
    const second = bye ? null : take(`second.${k}`);
    if (first === undefined || second === undefined) continue;
    pairings.push(second === null ? { first, second } : { first, second, board: pairings.length + 1 });
  }
  if (round !== undefined) {
    const missing = activePlayers(state, round).filter((p) => !seen.has(p.id));
    if (missing.length > 0)
      r.fail('pairings', 'champ.form.unpaired', {
        players: missing.map((p) => r.page.name(p.id)).join(', '),
      });
  }
  // Byes come last and carry no board.
  const games = pairings.filter((p) => p.second !== null).map((p, i) => ({ ...p, board: i + 1 }));
  const byes = pairings.filter((p) => p.second === null);
  return r.done({ type: 'PairRound', round, pairings: [...games, ...byes], ...r.why(true) });
}

function withdraw(r: Reader, state: ChampionshipState): ParsedForm {
  const participant = r.player('participant', (id) => state.byId.has(id));
  const round = r.int('round', 1, 999);
  return r.done({ type: 'WithdrawParticipant', participant, round, ...r.why(true) });
}

function finalGame(r: Reader, state: ChampionshipState): ParsedForm {
  const number = r.int('_game', 1, 99);
  const firstScore = r.score('firstScore');
  const secondScore = r.score('secondScore');
  const exists = state.final?.games.some((g) => g.game === number) ?? false;
  return r.done({ type: 'RecordFinalGame', game: number, firstScore, secondScore, ...r.why(exists) });
}

export function parseChampionshipForm(
  form: string,
  values: Values,
  ctx: PageContext,
): ParsedForm | undefined {
  const page = pageOf(ctx);
  const r = new Reader(page, values);
  const state = page.state;
  switch (form.split(':')[0]) {
    case 'result':
      return game(r, false);
    case 'correct':
      return game(r, true);
    case 'forfeit':
      return forfeit(r);
    case 'draw-groups':
      return drawGroups(r, state);
    case 'fix-groups':
      return fixGroups(r, state);
    case 'draw-lot': {
      const seed = r.text('seed');
      return r.done({ type: 'DrawLot', ...(seed ? { seed } : {}) });
    }
    case 'pair-round':
      return pairRound(r, state);
    case 'pair-manual':
      return pairManual(r, state);
    case 'withdraw':
      return withdraw(r, state);
    case 'pair-final':
      return r.done({ type: 'PairFinal' });
    case 'final-game':
      return finalGame(r, state);
    case DATES_FORM:
      return parseRoundDates(values as SubmittedForm['values'], ctx, state.config.rounds);
    default:
      return undefined;
  }
}
