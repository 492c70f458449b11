/**
 * The tournament-points notices. On events: each player's group and opponents once the groups are
 * drawn, his opponent and the round's dates when a round is scheduled, a message logged from an
 * opponent (relayed by mail; a reply is the answer, TX-11), its answer, an arranged appointment,
 * and each result with its TP and the group table. By time (TX-11): a reminder to answer the day
 * before the 5 days are up, the director's report and a warning to the silent player when they
 * are, and the forfeit 2 days later.
 */

import type { StoredEvent } from '../../../core/events.js';
import { addDays, instantOf } from '../../../core/moment.js';
import type { Moment, ParticipantId } from '../../../core/types.js';
import { type FormatNotices, type Notice, within } from '../../../mail/notices.js';
import { allGames, findGame } from '../games.js';
import { groupTable } from '../groups.js';
import { formatTp } from '../points.js';
import { scoredGame } from '../results.js';
import { forfeitAt, reportAt } from '../scheduling.js';
import type { TpState } from '../state.js';

const other = (players: readonly ParticipantId[], me: ParticipantId) =>
  (players[0] === me ? players[1] : players[0]) as ParticipantId;

function resultNotices(state: TpState, e: StoredEvent): Notice[] {
  const id = String(e.payload.game);
  const found = findGame(state, id);
  if (found.status !== 'ready') return [];
  const scored = scoredGame(state, id, found.game.inCup);
  if (!scored) return [];
  const [a, b] = found.game.players;
  const table =
    found.game.ref.kind === 'group'
      ? (groupTable(state, found.game.ref.group)?.rows ?? []).map((r) => ({
          participant: r.participantId,
          cells: [String(r.place), formatTp(r.tp)],
        }))
      : undefined;
  const stones = scored.standing.result.kind === 'played' ? scored.standing.result.scores.join(':') : '';
  return [a, b].map((to) => ({
    kind: 'tp.result',
    to,
    params: {
      player: a,
      opponent: b,
      stones,
      tp: `${formatTp(scored.tp[0])}:${formatTp(scored.tp[1])}`,
    },
    key: `${e.seq}:result`,
    page: found.game.ref.kind === 'group' ? 't/groups' : 't/bracket',
    ...(table ? { table } : {}),
  }));
}

function ofEvent(after: TpState, e: StoredEvent): Notice[] {
  const p = e.payload as Record<string, unknown>;
  switch (e.type) {
    case 'GroupsDrawn': {
      if (after.config.eventKind !== 'scheduled') return [];
      const groups = (p.groups as { id: string; members: string[] }[]) ?? [];
      return groups.flatMap((g) =>
        g.members.map((to) => ({
          kind: 'tp.group',
          to,
          params: { group: g.id, opponents: g.members.filter((m) => m !== to) },
          key: `${e.seq}:group`,
          page: 't/schedule',
        })),
      );
    }
    case 'RoundScheduled': {
      const games = allGames(after).filter((g) => g.round?.stage === p.stage && g.round?.round === p.round);
      return games.flatMap((g) =>
        g.players.map((to) => ({
          kind: 'tp.round',
          to,
          params: {
            round: Number(p.round),
            opponent: other(g.players, to),
            from: String(p.startsAt),
            until: String(p.endsBy ?? ''),
          },
          key: `${e.seq}:round:${g.id}`,
          expects: 'answer-message',
          context: { game: g.id, from: other(g.players, to) },
          page: 't/schedule',
        })),
      );
    }
    case 'MessageSent':
      return [
        {
          kind: 'tp.message',
          to: String(p.to),
          params: { from: String(p.from), by: addDays(e.at, after.config.scheduled.answerDays) },
          key: `${e.seq}:message`,
          expects: 'answer-message',
          context: { game: String(p.game), from: String(p.from) },
          page: 't/schedule',
        },
      ];
    case 'MessageAnswered':
      return [
        {
          kind: 'tp.answered',
          to: String(p.to),
          params: { by: String(p.by) },
          key: `${e.seq}:answered`,
          expects: 'answer-message',
          context: { game: String(p.game), from: String(p.by) },
          page: 't/schedule',
        },
      ];
    case 'GameArranged': {
      const found = findGame(after, String(p.game));
      if (found.status !== 'ready') return [];
      return [
        {
          kind: 'tp.arranged',
          to: other(found.game.players, String(p.by)),
          params: { by: String(p.by), at: String(p.startsAt) },
          key: `${e.seq}:arranged`,
          page: 't/schedule',
        },
      ];
    }
    case 'ResultRecorded':
      return resultNotices(after, e);
    default:
      return [];
  }
}

function timed(state: TpState, from: number, to: number): Notice[] {
  const out: Notice[] = [];
  for (const [game, contacts] of state.contacts) {
    if (state.results.has(game)) continue;
    for (const c of contacts.messages) {
      if (c.answeredAt !== undefined) continue;
      const key = `${game}:${c.from}:${c.sentAt}`;
      const context = { game, from: c.from };
      const report = reportAt(c, state);
      const lost = forfeitAt(c, state);
      /** To the silent player, who answers the relayed message by replying (TX-11). */
      const toSilent = (kind: string, by: Moment, prefix: string): Notice => ({
        kind,
        to: c.to,
        params: { from: c.from, by },
        key: `${prefix}:${key}`,
        expects: 'answer-message',
        context,
        page: 't/schedule',
      });
      if (within(addDays(report, -1), from, to)) out.push(toSilent('tp.answer-reminder', report, 'remind'));
      if (within(report, from, to)) {
        out.push(toSilent('tp.silent-warning', lost, 'report'));
        out.push({
          kind: 'tp.silent-report',
          to: 'director',
          params: { player: c.to, from: c.from, since: c.sentAt, by: lost },
          key: `report:${key}`,
          page: 't/schedule',
        });
      }
      if (within(lost, from, to))
        for (const recipient of [c.to, c.from])
          out.push({
            kind: 'tp.forfeit',
            to: recipient,
            params: { player: c.to, from: c.from },
            key: `forfeit:${key}`,
            page: 't/schedule',
          });
    }
  }
  return out;
}

export const tpNotices: FormatNotices<TpState> = {
  format: 'tp-tournament',
  kinds: [
    'tp.group',
    'tp.round',
    'tp.message',
    'tp.answered',
    'tp.arranged',
    'tp.result',
    'tp.answer-reminder',
    'tp.silent-warning',
    'tp.silent-report',
    'tp.forfeit',
  ],
  ofEvents(_before, after, events) {
    return events.flatMap((e) => ofEvent(after, e));
  },
  timed(state, from, to) {
    return timed(state, instantOf(from), instantOf(to));
  },
  entry(e) {
    const p = e.payload as Record<string, unknown>;
    const players = Array.isArray(p.players) ? (p.players as string[]) : [];
    if (e.type === 'ResultRecorded')
      return { what: 'result', player: String(players[0]), opponent: String(players[1]) };
    if (e.type === 'GameArranged' || e.type === 'GameRearranged')
      return { what: 'appointment', player: String(p.by) };
    return undefined;
  },
};
