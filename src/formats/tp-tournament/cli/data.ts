/**
 * The tournament-points views as plain data with names, for `arbiter tp-tournament … --json`
 * and the human tables: group tables (TX-7), the bracket (TX-8), game sheets with their TP
 * breakdown (TX-1 … TX-6, TX-9, TX-14), the schedule (TX-11), seeding (TX-12) and Elo (TX-13).
 * TP are decimal strings ("13.3"); the CLI is the director's tool, so real names are shown.
 */

import { nameOf } from '../../../app/competitions/present.js';
import { en } from '../../../app/i18n.js';
import type { Roster } from '../../../core/participant.js';
import { formatRational } from '../../../core/rational.js';
import type { Moment, ParticipantId } from '../../../core/types.js';
import {
  bracket,
  cupRoundLabel,
  formatTp,
  type GameSheet,
  gameSheets,
  groupTables,
  ratingList,
  scheduleView,
  seedingList,
  type TpState,
} from '../index.js';

export interface TpView {
  readonly state: TpState;
  readonly roster: Roster;
  readonly asOf: Moment;
}

const namer = (roster: Roster) => (id: ParticipantId | null) => nameOf(roster, id, 'director');
const pair = (tenths: readonly number[]) => tenths.map(formatTp);

export function tablesData({ state, roster }: TpView) {
  const name = namer(roster);
  return groupTables(state).map((t) => ({
    group: t.id,
    complete: t.complete,
    final: t.final,
    rows: t.rows.map((r) => ({
      place: r.place,
      tied: r.tied,
      participantId: r.participantId,
      name: name(r.participantId),
      tp: formatTp(r.tp),
      games: r.games,
      wins: r.wins / 2,
      margin: r.margin,
      stones: r.stones,
      noShows: r.noShows,
      decidedBy: r.decidedBy,
    })),
    playoffs: t.playoffs.map((p) => ({
      place: p.place,
      players: p.players.map(name),
      games: p.games.map((g) => g.id),
      winner: p.winner ? name(p.winner) : null,
      next: p.next ?? null,
    })),
    openTies: t.openTies.map((x) => ({ places: x.places, players: x.players.map(name) })),
    excluded: t.excluded.map((x) => ({ name: name(x.participantId), noShows: x.noShows })),
    override: t.override ? { reason: t.override.reason } : null,
  }));
}

export function bracketData({ state, roster }: TpView) {
  const cup = bracket(state);
  if (!cup) return null;
  const name = namer(roster);
  const rounds = cup.rounds.length;
  return {
    size: cup.size,
    champion: cup.champion ? name(cup.champion) : null,
    rounds: cup.rounds.map((matches, r) => ({
      round: r + 1,
      name: en(cupRoundLabel(r + 1, rounds), { n: r + 1 }),
      matches: matches.map((m) => ({
        id: m.id,
        players: m.players.map(name),
        seeds: m.seeds,
        status: m.status,
        tp: pair(m.totals.tp),
        won: m.totals.won,
        stones: m.totals.stones,
        games: m.games.map((g) => ({ id: g.id, tp: g.scored ? pair(g.scored.tp) : null })),
        tiebreaks: m.tiebreaks.map((g) => ({ id: g.id, winner: g.winner ? name(g.winner) : null })),
        winner: m.winner ? name(m.winner) : null,
        decidedBy: m.decidedBy ?? null,
        reason: m.override?.reason ?? null,
      })),
    })),
    placings: cup.placings.map((p) => ({ place: p.place, name: name(p.participantId) })),
  };
}

function sheetData(sheet: GameSheet, roster: Roster) {
  const name = namer(roster);
  const b = sheet.breakdown;
  return {
    game: sheet.game.id,
    players: sheet.game.players.map(name),
    colours: sheet.colours.colours,
    colourRules: sheet.colours.rules,
    status: sheet.status,
    startsAt: sheet.startsAt ?? null,
    result: sheet.result ?? null,
    tp: sheet.tp ? pair(sheet.tp) : null,
    winner: sheet.winner ? name(sheet.winner) : null,
    breakdown: b
      ? {
          kind: b.kind,
          stones: b.stones,
          margin: b.margin,
          table: pair(b.base),
          minutes: b.minutes ?? null,
          addedMinutes: b.addedMinutes,
          penaltyMinutes: b.penaltyMinutes,
          transfer: formatTp(b.transfer),
          clamped: b.clamped,
          computed: pair(b.tp),
          rated: b.rated,
        }
      : null,
    override: sheet.override ? { tp: pair(sheet.override.tp), reason: sheet.override.reason } : null,
  };
}

export function gamesData({ state, roster }: TpView, filter: { player?: string; game?: string }) {
  return gameSheets(state)
    .filter((s) => !filter.player || s.game.players.includes(filter.player))
    .filter((s) => !filter.game || s.game.id === filter.game)
    .map((s) => sheetData(s, roster));
}

export function scheduleData({ state, roster, asOf }: TpView) {
  const name = namer(roster);
  const view = scheduleView(state, asOf);
  return {
    asOf,
    rounds: view.rounds,
    open: view.games
      .filter((g) => !g.decided)
      .map((g) => ({
        game: g.game.id,
        players: g.game.players.map(name),
        appointment: g.appointment?.startsAt ?? null,
        endsBy: g.endsBy ?? null,
        messages: g.contacts.map((c) => ({
          from: name(c.from),
          to: name(c.to),
          sentAt: c.sentAt,
          answeredAt: c.answeredAt ?? null,
          reportAt: c.reportAt,
          forfeitAt: c.forfeitAt,
          status: c.status,
        })),
        rearranged: g.rearrangements.map((r) => ({ absent: name(r.absent), missedAt: r.missedAt })),
        chances: Object.fromEntries(Object.entries(g.chances).map(([p, c]) => [name(p), c])),
      })),
  };
}

export function ratingsData({ state, roster }: TpView) {
  const name = namer(roster);
  return {
    seeding: seedingList(state).map((e, i) => ({ seed: i + 1, name: name(e.participantId), ...e })),
    elo: ratingList(state).rows.map((r, i) => ({
      place: i + 1,
      name: name(r.participantId),
      participantId: r.participantId,
      start: r.start,
      startSource: r.startSource,
      games: r.games,
      rating: formatRational(r.rating, 1),
      change: formatRational(r.change, 1),
    })),
  };
}
