/**
 * The generic views (core/views.ts) of a Keizer season: standings with value and score, rounds
 * with their pairings, and what the director should look at (due items).
 */
import { isAfter, isBefore } from '../../core/moment.js';
import { formatRational } from '../../core/rational.js';
import { CHESS_SIDES } from '../../core/results.js';
import type { Moment, ParticipantId } from '../../core/types.js';
import type { DueItem, PairingView, RoundView, StandingsTable } from '../../core/views.js';
import { standingsTable } from '../../core/views.js';
import { isLateNotice, localMoment, publicationMoment, teamMatchWindow } from './calendar.js';
import { totalRounds } from './config.js';
import type { GameResult } from './events.js';
import { expectedPlayers } from './history.js';
import { rankingAfter } from './ranking-view.js';
import { rankingSnapshots } from './recalc.js';
import { outcomeAt, type RoundSheet, sheetOf } from './sheet.js';
import { gameKey, isSignedOff, type KeizerState, pairedIn } from './state.js';

/**
 * Kept with a snapshot of the state (core/views.ts `kept`): the ranking history and the outcome
 * sheet every ranking page starts from (KZ-10, KZ-14), so that a season's page opened cold only
 * renders.
 */
export const kept = { rankingSnapshots, sheet: sheetOf };

export const RESULT_TEXT: Record<GameResult, string> = { '1-0': '1–0', '0-1': '0–1', '1/2-1/2': '½–½' };

export function standings(state: KeizerState): StandingsTable {
  const ranking = rankingAfter(state);
  return standingsTable(
    [
      ['value', 'keizer.col.value'],
      ['score', 'keizer.col.score'],
      ['games', 'col.games'],
      ['attended', 'keizer.col.attended'],
    ],
    ranking.rows,
    (r) => ({
      value: formatRational(r.value, 2, true),
      score: formatRational(r.score, 2),
      games: String(r.games),
      attended: String(r.attended),
    }),
    ranking.notes,
    ranking.noteCodes.map((key) => ({ key })),
  );
}

export function rounds(state: KeizerState): RoundView[] {
  const out: RoundView[] = [];
  for (let r = 1; r <= totalRounds(state.config); r++) {
    const record = state.rounds.get(r);
    const at = publicationMoment(state, r);
    if (!record) {
      if (at) out.push({ id: String(r), label: `Round ${r}`, at, status: 'planned', pairings: [] });
      continue;
    }
    const pairings: PairingView[] = record.games.map((g, board) => {
      const result = record.results.get(gameKey(g.white, g.black));
      return {
        board: board + 1,
        first: g.white,
        second: g.black,
        ...(result ? { result: RESULT_TEXT[result.result] } : {}),
      };
    });
    if (record.bye) pairings.push({ first: record.bye, second: null, note: 'keizer.outcome.bye' });
    for (const id of record.unpaired)
      pairings.push({ first: id, second: null, note: 'keizer.outcome.stranded' });
    const done = record.results.size;
    const status = done === 0 ? 'paired' : done >= record.games.length ? 'complete' : 'playing';
    out.push({
      id: String(r),
      label: `Round ${r}`,
      at: at ?? record.pairedAt,
      // KZ-12: the public sees the pairing from the publication time of its evening.
      ...(at ? { publishedAt: at } : {}),
      status,
      pairings,
      sides: CHESS_SIDES,
    });
  }
  return out;
}

/** What the director should look at as of `asOf`. */
export function due(state: KeizerState, asOf: Moment): DueItem[] {
  return [...pairingDue(state, asOf), ...roundsDue(state, asOf), ...playersDue(state, asOf)];
}

/** KZ-12: the next evening should be paired on its day, by its publication time. */
function pairingDue(state: KeizerState, asOf: Moment): DueItem[] {
  const next = state.lastPaired + 1;
  const date = state.evenings.get(next);
  const publish = publicationMoment(state, next);
  if (next > totalRounds(state.config) || !date || !publish) return [];
  if (isBefore(asOf, localMoment(date, '00:00', state.config.calendar.timeZone))) return [];
  return [
    {
      code: 'keizer.due.pair-round',
      severity: isAfter(asOf, publish) ? 'overdue' : 'due',
      due: publish,
      participantIds: [],
      message: `Round ${next} is to be paired and published at ${publish}`,
      params: { round: next },
    },
  ];
}

/** A game of a paired evening still without a result. */
export interface MissingResult {
  readonly round: number;
  readonly white: ParticipantId;
  readonly black: ParticipantId;
}

/** The games of a round's sheet without a result yet. */
function pendingIn(state: KeizerState, sheet: RoundSheet): MissingResult[] {
  const record = state.rounds.get(sheet.round);
  if (!record) return [];
  return record.games
    .filter((g) => {
      const i = state.byId.get(g.white)?.index ?? -1;
      return i >= 0 && outcomeAt(sheet, i) === 'pending';
    })
    .map((g) => ({ round: sheet.round, white: g.white, black: g.black }));
}

/**
 * KZ-12: the games of evenings before `round` still without a result. Pairing an evening with
 * these missing ranks players on incomplete scores: the director confirms it first.
 */
export function missingResults(state: KeizerState, round: number): MissingResult[] {
  return sheetOf(state)
    .rounds.filter((sheet) => sheet.round < round)
    .flatMap((sheet) => pendingIn(state, sheet));
}

function roundsDue(state: KeizerState, asOf: Moment): DueItem[] {
  const items: DueItem[] = [];
  for (const sheet of sheetOf(state).rounds) {
    const record = state.rounds.get(sheet.round);
    if (!record) continue;
    const r = sheet.round;
    const at = publicationMoment(state, r) ?? record.pairedAt;
    // KZ-12: before its publication the pairing is the director's alone; nothing of it is due yet.
    if (isBefore(asOf, at)) continue;
    for (const g of pendingIn(state, sheet)) {
      items.push({
        code: 'keizer.due.result-missing',
        severity: 'due',
        due: at,
        participantIds: [g.white, g.black],
        message: `Round ${r}: the result of ${g.white} – ${g.black} is missing`,
        params: { round: r },
      });
    }
    const stranded = state.players.filter(
      (p) => outcomeAt(sheet, p.index) === 'stranded' && !record.unpaired.includes(p.id),
    );
    if (stranded.length > 0) {
      items.push({
        code: 'keizer.due.stranded',
        severity: 'info',
        due: at,
        participantIds: stranded.map((p) => p.id),
        message: `Round ${r}: ${stranded.map((p) => p.id).join(', ')} lost the opponent; re-pair them${record.bye ? ` (the bye ${record.bye} may play)` : ''} or they score like a bye`,
        params: { round: r },
      });
    }
    const named = new Set(pairedIn(record));
    for (const id of expectedPlayers(state, r)) {
      if (named.has(id) || record.noShows.has(id) || !isAfter(asOf, record.pairedAt)) continue;
      items.push({
        code: 'keizer.due.not-paired',
        severity: 'due',
        due: record.pairedAt,
        participantIds: [id],
        message: `Round ${r}: ${id} is expected but not in the pairing (re-pair the round)`,
        params: { round: r },
      });
    }
  }
  return items;
}

function playersDue(state: KeizerState, asOf: Moment): DueItem[] {
  const items: DueItem[] = [];
  for (const [key, notice] of state.notices) {
    const [round, id] = [Number(key.split(':')[0]), key.slice(key.indexOf(':') + 1)];
    if (notice.late && !notice.excused && isLateNotice(state, round, notice.at)) {
      items.push({
        code: 'keizer.due.late-notice',
        severity: 'info',
        due: notice.at,
        participantIds: [id],
        message: `${id}'s notice for round ${round} came after the deadline; it counts as without notice unless accepted`,
        params: { round },
      });
    }
  }
  items.push(...teamMatchesDue(state, asOf));
  // KZ-2, seed "Groepen indeling" 3: players joining during the season are placed in a group by
  // the director; without one they cannot win a group prize.
  if (state.groups.size > 0) {
    for (const p of state.players) {
      if (state.groups.has(p.id)) continue;
      items.push({
        code: 'keizer.due.group-missing',
        severity: 'info',
        due: asOf,
        participantIds: [p.id],
        message: `${p.id} has no group yet; place him in the group that suits his rating`,
        params: { round: p.firstRound },
      });
    }
  }
  for (const p of state.players) {
    if (p.firstRound > 1 && p.entryPoints === undefined) {
      items.push({
        code: 'keizer.due.entry-points',
        severity: 'due',
        due: asOf,
        participantIds: [p.id],
        message: `${p.id} joined late (round ${p.firstRound}) and has no entry points yet`,
        params: { round: p.firstRound },
      });
    }
  }
  const next = state.lastPaired + 1;
  for (const c of state.statusChanges) {
    if (
      c.cause === 'no-shows' &&
      c.signedOff &&
      isSignedOff(state, c.participant, Math.max(next, c.fromRound))
    ) {
      items.push({
        code: 'keizer.due.signed-off',
        severity: 'info',
        due: asOf,
        participantIds: [c.participant],
        message: `${c.participant} was signed off from round ${c.fromRound} after no-shows; sign him on again when he returns`,
        params: { round: c.fromRound },
      });
    }
  }
  return items;
}

/**
 * KZ-8: an absence for a club team match earns 2/3 when the team played on the evening or the
 * day after (the seed). Once that day is over, a notice of that kind without such a recorded
 * match is for the director to check (record the match, or make it an ordinary notice).
 */
function teamMatchesDue(state: KeizerState, asOf: Moment): DueItem[] {
  const items: DueItem[] = [];
  for (const [key, notice] of state.notices) {
    if (notice.reason !== 'team-match') continue;
    const [round, id] = [Number(key.split(':')[0]), key.slice(key.indexOf(':') + 1)];
    const window = teamMatchWindow(state, round);
    if (!window || isBefore(asOf, window.closes)) continue;
    const played = state.teamMatches.some((m) => m.players.includes(id) && window.dates.includes(m.date));
    if (played) continue;
    items.push({
      code: 'keizer.due.team-match-unrecorded',
      severity: 'info',
      due: window.closes,
      participantIds: [id],
      message: `${id}'s absence for round ${round} is a club team match, but no team match on ${window.dates.join(' or ')} lists him`,
      params: { round },
    });
  }
  return items;
}
