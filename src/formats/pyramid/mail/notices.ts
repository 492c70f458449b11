/**
 * The pyramid's notices. On events: a challenge to both players (the defender may accept by
 * replying with his move, PYR-4), a challenge from a waiting list in the challenger's name
 * (PYR-13: he confirms by replying with his first move), the acceptance with the official start
 * (PYR-6), a reported result with its objection period (PYR-8), objections and the guardian's
 * decisions, the waiting lists (PYR-13, PYR-14), vacations (PYR-15) and the inactivity letter
 * (PYR-10, answered by any reply). By time: reminders before the acceptance and confirmation
 * deadlines and notices when they pass, lapsed challenges, results turning final, waiting-list
 * assignments for the guardian to issue (by replying), inactive players for the guardian, and
 * players who left for not answering the letter.
 */
import { deadlineMoment } from '../../../core/deadline.js';
import type { StoredEvent } from '../../../core/events.js';
import { addDays, instantOf } from '../../../core/moment.js';
import type { Moment, ParticipantId } from '../../../core/types.js';
import { type Entry, type FormatNotices, type Notice, within } from '../../../mail/notices.js';
import { inactiveFrom, objectionEnd, officialStart } from '../periods.js';
import { placeText } from '../places.js';
import {
  type FinishedGame,
  findOpen,
  type OpenGame,
  openAsChallenger,
  type PyramidState,
  playerOf,
} from '../state.js';
import { QUESTIONED_KIND, questionedNotices } from './questioned-notices.js';

/** Days before a deadline that a reminder goes out. */
const ACCEPT_REMINDER_DAYS = 3;
const CONFIRM_REMINDER_DAYS = 1;

type Pair = { readonly challenger: ParticipantId; readonly defender: ParticipantId };

const gameKey = (g: { challenger: string; defender: string | null; challengedAt?: Moment }) =>
  `${g.challenger}-${g.defender ?? 'xxx'}-${g.challengedAt ?? ''}`;

const acceptBy = (g: OpenGame): Moment | undefined => (g.accept ? deadlineMoment(g.accept) : undefined);

/**
 * PYR-4: the guardian's copy of a challenge or an acceptance, as the competition chose: at once,
 * in the daily digest, or none.
 */
function guardianCopy(state: PyramidState, kind: string, params: Notice['params'], key: string): Notice[] {
  const how = state.config.guardianCopies;
  if (how === 'never') return [];
  return [
    { kind, to: 'director', params, key, page: '', ...(how === 'digest' ? { delivery: 'digest' } : {}) },
  ];
}

function challenged(state: PyramidState, g: OpenGame, seq: number): Notice[] {
  const key = `${seq}:challenge`;
  const context = { challenger: g.challenger, defender: g.defender };
  const by = acceptBy(g) ?? '';
  const start = officialStart(state, g) ?? '';
  const copy = { challenger: g.challenger, defender: g.defender, move: g.firstMove ?? '', by };
  return [
    {
      kind: 'pyramid.challenged',
      to: g.defender,
      params: { challenger: g.challenger, move: g.firstMove ?? '', by, start },
      key,
      expects: 'accept',
      context,
      page: 'act',
    },
    {
      kind: 'pyramid.challenge-sent',
      to: g.challenger,
      params: { defender: g.defender, by, start },
      key,
      context,
      page: '',
    },
    ...guardianCopy(state, 'pyramid.copy-challenge', copy, key),
  ];
}

/** The XXX places a message's challenger took at its moment (PYR-12). */
function placesTaken(after: PyramidState, e: StoredEvent): Notice[] {
  const out: Notice[] = [];
  for (let cell = after.finished; cell; cell = cell.tail) {
    const g = cell.head;
    if (instantOf(g.endedAt) < instantOf(e.at)) break;
    if (g.seq === e.seq && g.defender === null && g.challenger === e.payload.challenger) {
      const slot = playerOf(after, g.challenger)?.slot ?? -1;
      out.push({
        kind: 'pyramid.xxx-taken',
        to: g.challenger,
        params: { place: slot >= 0 ? placeText(slot) : '' },
        key: `${e.seq}:xxx:${out.length}`,
        page: '',
      });
    }
  }
  return out;
}

function result(g: FinishedGame | undefined, state: PyramidState, seq: number, kind: string): Notice[] {
  if (!g?.defender) return [];
  const params = {
    challenger: g.challenger,
    defender: g.defender,
    result: g.result,
    end: g.ending === 'reported' ? objectionEnd(state, g) : '',
  };
  return [g.challenger, g.defender].map((to) => ({
    kind,
    to,
    params,
    key: `${seq}:${kind}`,
    context: { challenger: g.challenger, defender: g.defender },
    page: 't/archive',
  }));
}

/** The finished game an event ended (or decided), if any. */
function finishedBy(state: PyramidState, p: Pair): FinishedGame | undefined {
  for (let cell = state.finished; cell; cell = cell.tail)
    if (cell.head.challenger === p.challenger && cell.head.defender === p.defender) return cell.head;
  return undefined;
}

const forPlayer = (kind: string, to: ParticipantId, seq: number, params: Notice['params'] = {}): Notice => ({
  kind,
  to,
  params,
  key: `${seq}:${kind}`,
  page: '',
});

/** An assigned challenge: the challenger is asked to confirm it, the defender is told. */
function assigned(after: PyramidState, p: Pair, seq: number): Notice[] {
  const g = findOpen(after, p.challenger, p.defender);
  if (!g?.confirm) return [];
  const by = deadlineMoment(g.confirm);
  const context = { challenger: g.challenger, defender: g.defender };
  return [
    {
      kind: 'pyramid.assigned',
      to: g.challenger,
      params: { defender: g.defender, by },
      key: `${seq}:assigned`,
      expects: 'confirm',
      context,
      page: 'act',
    },
    {
      kind: 'pyramid.assigned-defender',
      to: g.defender,
      params: { challenger: g.challenger, by },
      key: `${seq}:assigned`,
      context,
      page: '',
    },
  ];
}

/** An accepted challenge: both players, and the guardians of those who have one. */
function accepted(after: PyramidState, p: Pair, seq: number): Notice[] {
  const g = findOpen(after, p.challenger, p.defender);
  if (!g) return [];
  const params = {
    challenger: g.challenger,
    defender: g.defender,
    reply: g.reply ?? '',
    start: officialStart(after, g) ?? '',
  };
  return [
    ...[g.challenger, g.defender].map((to) => ({
      kind: 'pyramid.accepted',
      to,
      params,
      key: `${seq}:accepted`,
      expects: 'result',
      context: { challenger: g.challenger, defender: g.defender },
      page: 'act',
    })),
    ...guardianCopy(after, 'pyramid.copy-accepted', params, `${seq}:accepted`),
  ];
}

/** An objection: both players, and the director, who decides it. */
function objected(after: PyramidState, p: Pair & Record<string, unknown>, seq: number): Notice[] {
  const g = finishedBy(after, p);
  return [
    ...result(g, after, seq, 'pyramid.objected').map((n) => ({
      ...n,
      params: { ...n.params, by: String(p.by) },
    })),
    ...(g
      ? [
          {
            kind: 'pyramid.objected',
            to: 'director' as const,
            params: {
              challenger: p.challenger,
              defender: p.defender,
              result: g.result,
              by: String(p.by),
              end: '',
            },
            key: `${seq}:objected`,
            page: '',
          },
        ]
      : []),
  ];
}

function ofEvent(before: PyramidState, after: PyramidState, e: StoredEvent): Notice[] {
  const p = e.payload as Pair & Record<string, unknown>;
  switch (e.type) {
    case 'ChallengeIssued': {
      const g = openAsChallenger(after, p.challenger);
      const fresh = g && g.challengedAt === e.at && !findOpen(before, g.challenger, g.defender);
      return [...(fresh ? challenged(after, g, e.seq) : []), ...placesTaken(after, e)];
    }
    case 'ChallengeConfirmed': {
      const g = findOpen(after, p.challenger, p.defender);
      return g ? challenged(after, g, e.seq) : [];
    }
    case 'AssignedChallengeIssued':
      return assigned(after, p, e.seq);
    case 'ChallengeAccepted':
      return accepted(after, p, e.seq);
    case 'ResultReported':
      return result(finishedBy(after, p), after, e.seq, 'pyramid.result');
    case 'ResultObjected':
      return objected(after, p, e.seq);
    case 'ResultCorrected':
      return [
        ...result(finishedBy(after, p), after, e.seq, 'pyramid.decided'),
        ...questionedNotices(before, after, e),
      ];
    case 'ResultUpheld':
    case 'ForfeitScored':
    case 'GameAdjudicated':
      return result(finishedBy(after, p), after, e.seq, 'pyramid.decided');
    case 'WaitingListJoined':
      return [forPlayer('pyramid.waiting', String(p.participant), e.seq)];
    case 'EternalListJoined':
      return [forPlayer('pyramid.eternal', String(p.participant), e.seq)];
    case 'VacationAnnounced':
      return [
        forPlayer('pyramid.vacation', String(p.participant), e.seq, {
          from: String(p.from),
          to: String(p.to),
        }),
      ];
    case 'InactivityLetterSent': {
      const letter = playerOf(after, String(p.participant))?.letter;
      return letter
        ? [
            {
              ...forPlayer('pyramid.letter', String(p.participant), e.seq, {
                by: deadlineMoment(letter.reply),
              }),
              expects: 'answer-letter',
            },
          ]
        : [];
    }
    default:
      return [];
  }
}

function timedOfGame(g: OpenGame, from: number, to: number): Notice[] {
  const out: Notice[] = [];
  const context = { challenger: g.challenger, defender: g.defender };
  const key = gameKey(g);
  if (g.status === 'assigned' && within(g.assignedAt, from, to))
    out.push({
      kind: 'pyramid.assignment',
      to: 'director',
      params: { challenger: g.challenger, defender: g.defender },
      key: `assignment:${key}:${g.assignedAt}`,
      expects: 'issue-assignment',
      context,
      page: 'act',
    });
  if (g.status === 'confirming' && g.confirm) {
    const by = deadlineMoment(g.confirm);
    if (within(addDays(by, -CONFIRM_REMINDER_DAYS), from, to))
      out.push({
        kind: 'pyramid.confirm-reminder',
        to: g.challenger,
        params: { defender: g.defender, by },
        key: `confirm-reminder:${key}:${by}`,
        expects: 'confirm',
        context,
        page: 'act',
      });
  }
  const by = g.status === 'accepting' ? acceptBy(g) : undefined;
  if (by) {
    if (within(addDays(by, -ACCEPT_REMINDER_DAYS), from, to))
      out.push({
        kind: 'pyramid.accept-reminder',
        to: g.defender,
        params: { challenger: g.challenger, by },
        key: `accept-reminder:${key}:${by}`,
        expects: 'accept',
        context,
        page: 'act',
      });
    if (within(by, from, to))
      for (const recipient of [g.defender, g.challenger, 'director'] as const)
        out.push({
          kind: 'pyramid.accept-expired',
          to: recipient,
          params: { challenger: g.challenger, defender: g.defender, by },
          key: `accept-expired:${key}:${by}`,
          page: '',
        });
  }
  return out;
}

function timedOfFinished(state: PyramidState, from: number, to: number): Notice[] {
  const out: Notice[] = [];
  for (let cell = state.finished; cell; cell = cell.tail) {
    const g = cell.head;
    // Finished games are newest first; older ones can have nothing left in the window.
    if (instantOf(g.endedAt) + state.config.objectionDays * 86_400_000 <= from) break;
    if (!g.defender) continue;
    const players = [g.challenger, g.defender];
    const params = { challenger: g.challenger, defender: g.defender, result: g.result };
    if (g.ending === 'lapsed' && within(g.endedAt, from, to))
      for (const p of players)
        out.push({ kind: 'pyramid.lapsed', to: p, params, key: `lapsed:${gameKey(g)}`, page: '' });
    const end = objectionEnd(state, g);
    if (g.ending === 'reported' && !g.objection && !g.decidedAt && within(end, from, to))
      for (const p of players)
        out.push({
          kind: 'pyramid.result-final',
          to: p,
          params,
          key: `final:${gameKey(g)}:${g.endedAt}`,
          page: 't/archive',
        });
  }
  return out;
}

function timedOfPlayers(state: PyramidState, from: number, to: number): Notice[] {
  const out: Notice[] = [];
  for (const p of state.players) {
    if (p.left?.kind === 'inactive' && within(p.left.at, from, to))
      out.push({
        kind: 'pyramid.left-inactive',
        to: p.id,
        params: {},
        key: `left:${p.id}:${p.left.at}`,
        page: '',
      });
    const inactive = p.slot >= 0 && !p.letter ? inactiveFrom(state, p) : undefined;
    if (within(inactive, from, to))
      out.push({
        kind: 'pyramid.inactive',
        to: 'director',
        params: { player: p.id, months: state.config.inactivityMonths },
        key: `inactive:${p.id}:${inactive}`,
        page: 'act',
      });
  }
  return out;
}

/** The pyramid's entries in words, for a late entry's notice (PYR-0). */
function entryOf(e: StoredEvent): Entry | undefined {
  const p = e.payload as Record<string, unknown>;
  const pair = { player: String(p.challenger), opponent: String(p.defender) };
  switch (e.type) {
    case 'ChallengeIssued': {
      const targets = (p.targets as readonly Record<string, unknown>[]).map((t) =>
        typeof t.player === 'string' ? t.player : `XXX (${t.level},${t.index})`,
      );
      return { what: 'challenge', player: String(p.challenger), opponent: targets };
    }
    case 'AssignedChallengeIssued':
    case 'ChallengeConfirmed':
    case 'QuestionedChallengeDecided':
      return { what: 'challenge', ...pair };
    case 'ChallengeAccepted':
      return { what: 'acceptance', ...pair };
    case 'ResultReported':
    case 'ResultCorrected':
    case 'ResultUpheld':
    case 'ForfeitScored':
    case 'GameAdjudicated':
      return { what: 'result', ...pair };
    case 'ResultObjected':
      return { what: 'objection', ...pair };
    case 'VacationAnnounced':
      return { what: 'vacation', player: String(p.participant) };
    case 'PlayerLeft':
    case 'PlayerRejoined':
    case 'WaitingListJoined':
    case 'WaitingListLeft':
    case 'EternalListJoined':
    case 'EternalListLeft':
      return { what: 'place', player: String(p.participant) };
    default:
      return undefined;
  }
}

export const pyramidNotices: FormatNotices<PyramidState> = {
  format: 'pyramid',
  kinds: [
    'pyramid.challenged',
    'pyramid.challenge-sent',
    'pyramid.copy-challenge',
    'pyramid.copy-accepted',
    'pyramid.xxx-taken',
    'pyramid.assigned',
    'pyramid.assigned-defender',
    'pyramid.accepted',
    'pyramid.result',
    'pyramid.objected',
    'pyramid.decided',
    'pyramid.result-final',
    'pyramid.waiting',
    'pyramid.eternal',
    'pyramid.vacation',
    'pyramid.letter',
    'pyramid.accept-reminder',
    'pyramid.accept-expired',
    'pyramid.confirm-reminder',
    'pyramid.lapsed',
    'pyramid.left-inactive',
    'pyramid.assignment',
    'pyramid.inactive',
    QUESTIONED_KIND,
  ],
  ofEvents(before, after, events) {
    return events.flatMap((e) => ofEvent(before, after, e));
  },
  timed(state, fromMoment, toMoment) {
    const [from, to] = [instantOf(fromMoment), instantOf(toMoment)];
    return [
      ...state.open.flatMap((g) => timedOfGame(g, from, to)),
      ...timedOfFinished(state, from, to),
      ...timedOfPlayers(state, from, to),
    ];
  },
  entry: entryOf,
};
