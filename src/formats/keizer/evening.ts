/**
 * The evening view (KZ-9, KZ-11, KZ-12): the boards of a round with both players' places and
 * values going in, the bye, who is absent and why, and what the pairing had to relax. Data for
 * the print-friendly pairing page and the director's evening screen.
 */
import { type Rational, rational } from '../../core/rational.js';
import type { Moment, ParticipantId } from '../../core/types.js';
import { noticeDeadline, publicationMoment } from './calendar.js';
import type { GameResult, PairingMethod, Relaxation } from './events.js';
import { absenceReason } from './history.js';
import { baseRanking, seasonRanking } from './recalc.js';
import { type OutcomeKind, outcomeAt, sheetOf } from './sheet.js';
import { gameKey, type KeizerState, noticeKey } from './state.js';

export interface EveningSide {
  readonly participantId: ParticipantId;
  /** Place in the ranking the round is paired from. */
  readonly place: number;
  readonly value: Rational;
}

export interface EveningBoard {
  readonly board: number;
  readonly white: EveningSide;
  readonly black: EveningSide;
  readonly result?: GameResult;
  /** `cancelled`: a player turned out absent; the other is stranded (KZ-9). */
  readonly status: 'to-play' | 'played' | 'cancelled';
}

export interface EveningAbsence {
  readonly participantId: ParticipantId;
  readonly kind: OutcomeKind | 'not-entered';
}

export interface EveningView {
  readonly round: number;
  readonly date?: string;
  readonly noticeDeadline?: Moment;
  /** KZ-12: pages show the pairing to the public from this moment. */
  readonly publishedAt?: Moment;
  readonly status: 'planned' | 'paired' | 'playing' | 'complete';
  readonly method?: PairingMethod;
  readonly boards: readonly EveningBoard[];
  readonly bye?: EveningSide;
  /** Present without a game (stranded, scored like a bye). */
  readonly unpaired: readonly EveningSide[];
  readonly absent: readonly EveningAbsence[];
  readonly relaxed: readonly Relaxation[];
}

export function eveningView(state: KeizerState, round: number): EveningView {
  const base = baseRanking(state, round);
  const valueDen = seasonRanking(state).unit.scale.valueDen;
  const place = new Map<number, number>();
  base.order.forEach((i, p) => {
    place.set(i, p + 1);
  });
  const side = (id: ParticipantId): EveningSide => {
    const i = state.byId.get(id)?.index ?? -1;
    return { participantId: id, place: place.get(i) ?? 0, value: rational(base.values[i] ?? 0, valueDen) };
  };
  const record = state.rounds.get(round);
  const sheet = sheetOf(state).rounds.find((s) => s.round === round);
  const date = state.evenings.get(round);
  const deadline = noticeDeadline(state, round);
  const publishedAt = publicationMoment(state, round) ?? record?.pairedAt;
  const common = {
    round,
    ...(date ? { date } : {}),
    ...(deadline ? { noticeDeadline: deadline } : {}),
    ...(publishedAt ? { publishedAt } : {}),
  };
  const absent: EveningAbsence[] = [];
  for (const p of state.players) {
    const kind = sheet ? outcomeAt(sheet, p.index) : undefined;
    if (
      kind &&
      ['notice', 'team-match', 'signed-off', 'late-notice', 'no-show', 'not-paired'].includes(kind)
    ) {
      absent.push({ participantId: p.id, kind });
    } else if (!sheet) {
      const reason = absenceReason(state, p.id, round);
      const notice = state.notices.get(noticeKey(round, p.id));
      if (reason && reason !== 'not-entered') {
        absent.push({ participantId: p.id, kind: notice?.late && !notice.excused ? 'late-notice' : reason });
      }
    }
  }
  if (!record) return { ...common, status: 'planned', boards: [], unpaired: [], absent, relaxed: [] };
  const boards = record.games.map((g, b): EveningBoard => {
    const result = record.results.get(gameKey(g.white, g.black))?.result;
    const wi = state.byId.get(g.white)?.index ?? -1;
    const cancelled = sheet !== undefined && result === undefined && outcomeAt(sheet, wi) !== 'pending';
    return {
      board: b + 1,
      white: side(g.white),
      black: side(g.black),
      ...(result ? { result } : {}),
      status: result ? 'played' : cancelled ? 'cancelled' : 'to-play',
    };
  });
  const played = boards.filter((b) => b.status !== 'to-play').length;
  return {
    ...common,
    status: played === 0 ? 'paired' : played === boards.length ? 'complete' : 'playing',
    method: record.method,
    boards,
    ...(record.bye ? { bye: side(record.bye) } : {}),
    unpaired: record.unpaired.map(side),
    absent,
    relaxed: record.relaxed,
  };
}
