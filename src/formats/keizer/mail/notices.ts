/**
 * The Keizer competition's notices: the evening's pairing to every player when it is published
 * (18:00 by default, KZ-12: queued at once, sent not before), the receipt of an absence notice,
 * a warning when it came after the notice deadline (17:00, KZ-11) and counts as without notice
 * unless the director accepts it, and the sign-off after two no-shows in a row (KZ-13).
 */
import type { StoredEvent } from '../../../core/events.js';
import { isAfter } from '../../../core/moment.js';
import type { Moment } from '../../../core/types.js';
import type { FormatNotices, Notice } from '../../../mail/notices.js';
import { isLateNotice, noticeDeadline, publicationMoment } from '../calendar.js';
import type { KeizerState } from '../state.js';

function pairing(after: KeizerState, e: StoredEvent): Notice[] {
  const round = Number(e.payload.round);
  const games = (e.payload.games as { white: string; black: string }[]) ?? [];
  const date = after.evenings.get(round) ?? '';
  const published = publicationMoment(after, round);
  const notBefore: { notBefore?: Moment } =
    published && isAfter(published, e.at) ? { notBefore: published } : {};
  const base = { key: `${e.seq}:pairing`, page: 'rounds', ...notBefore };
  const out: Notice[] = games.flatMap((g) => [
    {
      ...base,
      kind: 'keizer.pairing',
      to: g.white,
      params: { round, date, opponent: g.black, colour: 'white' },
    },
    {
      ...base,
      kind: 'keizer.pairing',
      to: g.black,
      params: { round, date, opponent: g.white, colour: 'black' },
    },
  ]);
  const bye = e.payload.bye;
  if (typeof bye === 'string') out.push({ ...base, kind: 'keizer.bye', to: bye, params: { round, date } });
  return out;
}

function absence(after: KeizerState, e: StoredEvent): Notice[] {
  const round = Number(e.payload.round);
  const to = String(e.payload.participant);
  const params = {
    round,
    date: after.evenings.get(round) ?? '',
    deadline: noticeDeadline(after, round) ?? '',
  };
  const late = e.payload.excused !== true && isLateNotice(after, round, e.at);
  return [
    {
      kind: late ? 'keizer.absence-late' : 'keizer.absence',
      to,
      params,
      key: `${e.seq}:absence:${round}`,
      page: 'act',
    },
  ];
}

/** KZ-13: sign-offs the events brought about (by no-shows, or the director's). */
function signOffs(before: KeizerState, after: KeizerState, seq: number): Notice[] {
  const known = new Set(before.statusChanges);
  return after.statusChanges
    .filter((c) => !known.has(c) && c.signedOff)
    .map((c) => ({
      kind: 'keizer.signed-off',
      to: c.participant,
      params: { round: c.fromRound, cause: c.cause === 'no-shows' ? 'noShows' : 'director' },
      key: `${seq}:signed-off:${c.fromRound}`,
      page: '',
    }));
}

export const keizerNotices: FormatNotices<KeizerState> = {
  format: 'keizer',
  kinds: ['keizer.pairing', 'keizer.bye', 'keizer.absence', 'keizer.absence-late', 'keizer.signed-off'],
  ofEvents(before, after, events) {
    const last = events[events.length - 1];
    return [
      ...events.flatMap((e) =>
        e.type === 'RoundPaired' ? pairing(after, e) : e.type === 'AbsenceNoticed' ? absence(after, e) : [],
      ),
      ...(last ? signOffs(before, after, last.seq) : []),
    ];
  },
  entry(e) {
    const p = e.payload as Record<string, unknown>;
    if (e.type === 'AbsenceNoticed' || e.type === 'AbsenceWithdrawn' || e.type === 'LateNoticeAccepted')
      return { what: 'absence', player: String(p.participant) };
    if (e.type === 'ResultRecorded')
      return { what: 'result', player: String(p.white), opponent: String(p.black) };
    return undefined;
  },
};
