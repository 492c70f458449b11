/**
 * The outcome sheet: for every paired round and every player in the competition by then, what
 * the round was for him (a win against X, a bye, absent with notice …). It is the single source
 * for scores, attendance, colours and meetings; values are applied to it by recalc.ts.
 */
import type { ParticipantId } from '../../core/types.js';
import { gameKey, isSignedOff, type KeizerState, noticeKey, type RoundRecord } from './state.js';

export const OUTCOMES = [
  'none', // not in the competition yet (before his first round)
  'win',
  'draw',
  'loss',
  'pending', // paired, result not yet recorded
  'bye',
  'stranded', // KZ-9: present, opponent absent, not re-paired: scored like a bye
  'notice',
  'team-match',
  'signed-off',
  'not-paired', // expected but left out of the pairing: scored like a notice
  'late-notice',
  'no-show',
] as const;
export type OutcomeKind = (typeof OUTCOMES)[number];

export const KIND = Object.fromEntries(OUTCOMES.map((k, i) => [k, i])) as Record<OutcomeKind, number>;

/** How a kind scores: a share of the opponent's value, of the own value (with a cap class), or nothing. */
export const SCORING: Record<
  OutcomeKind,
  'win' | 'draw' | 'loss' | 'bye' | 'notice' | 'teamMatch' | 'withoutNotice' | 'nothing'
> = {
  none: 'nothing',
  win: 'win',
  draw: 'draw',
  loss: 'loss',
  pending: 'nothing',
  bye: 'bye',
  stranded: 'bye',
  notice: 'notice',
  'team-match': 'teamMatch',
  'signed-off': 'notice',
  'not-paired': 'notice',
  'late-notice': 'withoutNotice',
  'no-show': 'withoutNotice',
};

/** KZ-14: rounds that count as played for prize eligibility (games, byes, club team matches). */
export const COUNTS_AS_PLAYED: ReadonlySet<OutcomeKind> = new Set([
  'win',
  'draw',
  'loss',
  'bye',
  'stranded',
  'team-match',
]);

export interface RoundSheet {
  readonly round: number;
  /** Per player index: an index into OUTCOMES. */
  readonly kind: Uint8Array;
  /** Per player index: the opponent's index for games, else -1. */
  readonly opponent: Int32Array;
  /** Per player index: 1 white, 2 black, 0 no game. */
  readonly colour: Uint8Array;
  /** Per player index: 1 when the round is beyond the season cap of its kind (scores 0). */
  readonly capped: Uint8Array;
}

export interface Sheet {
  /** Paired rounds in order. */
  readonly rounds: readonly RoundSheet[];
  readonly playerCount: number;
}

const cache = new WeakMap<KeizerState, Sheet>();

export function sheetOf(state: KeizerState): Sheet {
  let sheet = cache.get(state);
  if (!sheet) {
    sheet = buildSheet(state);
    cache.set(state, sheet);
  }
  return sheet;
}

function buildSheet(state: KeizerState): Sheet {
  const n = state.players.length;
  const rounds: RoundSheet[] = [];
  const used = { bye: new Int32Array(n), notice: new Int32Array(n), teamMatch: new Int32Array(n) };
  const caps = {
    bye: state.config.absence.bye.cap,
    notice: state.config.absence.notice.cap,
    teamMatch: state.config.absence.teamMatch.cap,
  };
  for (let r = 1; r <= state.lastPaired; r++) {
    const record = state.rounds.get(r);
    if (!record) continue;
    const sheet = roundSheet(state, record);
    for (let i = 0; i < n; i++) {
      const scoring = SCORING[OUTCOMES[sheet.kind[i] as number] as OutcomeKind];
      if (scoring !== 'bye' && scoring !== 'notice' && scoring !== 'teamMatch') continue;
      // KZ-8 variants: caps per season count the rounds of one kind in round order.
      used[scoring][i] = (used[scoring][i] as number) + 1;
      const cap = caps[scoring];
      if (cap !== null && (used[scoring][i] as number) > cap) sheet.capped[i] = 1;
    }
    rounds.push(sheet);
  }
  return { rounds, playerCount: n };
}

function roundSheet(state: KeizerState, record: RoundRecord): RoundSheet {
  const n = state.players.length;
  const kind = new Uint8Array(n);
  const opponent = new Int32Array(n).fill(-1);
  const colour = new Uint8Array(n);
  const capped = new Uint8Array(n);
  const r = record.round;
  const indexOf = (id: ParticipantId): number => state.byId.get(id)?.index ?? -1;

  /**
   * Absent for the round whatever the pairing says (notice, sign-off, no-show). KZ-13: a player
   * signed off is "afgemeld" already, so a late notice of his cannot make it worse (the seed).
   */
  const absence = (id: ParticipantId): number | undefined => {
    if (record.noShows.has(id)) return KIND['no-show'];
    const notice = state.notices.get(noticeKey(r, id));
    if (notice?.reason === 'team-match') return KIND['team-match'];
    if (notice && (!notice.late || notice.excused)) return KIND.notice;
    if (isSignedOff(state, id, r)) return KIND['signed-off'];
    return notice ? KIND['late-notice'] : undefined;
  };

  for (const p of state.players) {
    if (p.firstRound > r) continue;
    kind[p.index] = absence(p.id) ?? KIND['not-paired'];
  }
  for (const g of record.games) {
    const w = indexOf(g.white);
    const b = indexOf(g.black);
    if (w < 0 || b < 0) continue;
    const result = record.results.get(gameKey(g.white, g.black));
    if (result) {
      // A recorded result outweighs any absence: the game was played.
      kind[w] = result.result === '1-0' ? KIND.win : result.result === '0-1' ? KIND.loss : KIND.draw;
      kind[b] = result.result === '1-0' ? KIND.loss : result.result === '0-1' ? KIND.win : KIND.draw;
      opponent[w] = b;
      opponent[b] = w;
      colour[w] = 1;
      colour[b] = 2;
      continue;
    }
    const wAbsent = absence(g.white) !== undefined;
    const bAbsent = absence(g.black) !== undefined;
    // KZ-9: the one left without his opponent is stranded and scored like a bye.
    if (!wAbsent) kind[w] = bAbsent ? KIND.stranded : KIND.pending;
    if (!bAbsent) kind[b] = wAbsent ? KIND.stranded : KIND.pending;
    if (!wAbsent && !bAbsent) {
      opponent[w] = b;
      opponent[b] = w;
    }
  }
  const present = (id: ParticipantId, as: number): void => {
    const i = indexOf(id);
    if (i >= 0 && absence(id) === undefined) kind[i] = as;
  };
  if (record.bye) present(record.bye, KIND.bye);
  for (const id of record.unpaired) present(id, KIND.stranded);
  return { round: r, kind, opponent, colour, capped };
}

export const outcomeAt = (sheet: RoundSheet, index: number): OutcomeKind =>
  OUTCOMES[sheet.kind[index] as number] as OutcomeKind;
