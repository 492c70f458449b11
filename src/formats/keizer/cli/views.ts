/**
 * What `arbiter keizer …` prints: each Keizer view as data for `--json` (exact numbers as
 * strings such as `245/2`) and as a table for people (two decimals). Real names: the CLI is the
 * director's tool.
 */

import { nameOf } from '../../../app/competitions/present.js';
import { en } from '../../../app/i18n.js';
import { renderTable } from '../../../cli/table.js';
import type { Roster } from '../../../core/participant.js';
import { formatRational, makeRational, type Rational } from '../../../core/rational.js';
import {
  crosstable,
  type EveningSide,
  eveningView,
  type KeizerState,
  playerHistory,
  prizeList,
  proposeEntryPoints,
  proposeGroups,
  RESULT_TEXT,
  travelReport,
} from '../index.js';

export interface Season {
  readonly id: string;
  readonly state: KeizerState;
  readonly roster: Roster;
}

/** A view's data for scripts and its text for people. */
export interface View {
  readonly data: unknown;
  text(): string;
}

const points = (r: Rational): string => formatRational(r, 2);
const nameIn = (season: Season) => (id: string) => nameOf(season.roster, id, 'director');
const outcome = (kind: string) => en(`keizer.outcome.${kind === 'not-entered' ? 'none' : kind}`);

/** KZ-9, KZ-12: the boards with places and values, results, the bye, absences and relaxations. */
export function eveningOf(season: Season, round: number): View {
  const v = eveningView(season.state, round);
  const name = nameIn(season);
  const side = (s: EveningSide) => ({
    id: s.participantId,
    name: name(s.participantId),
    place: s.place,
    value: makeRational(s.value),
  });
  const data = {
    round: v.round,
    ...(v.date ? { date: v.date } : {}),
    ...(v.publishedAt ? { publishedAt: v.publishedAt } : {}),
    status: v.status,
    boards: v.boards.map((b) => ({
      board: b.board,
      white: side(b.white),
      black: side(b.black),
      status: b.status,
      ...(b.result ? { result: b.result } : {}),
    })),
    bye: v.bye ? side(v.bye) : null,
    unpaired: v.unpaired.map(side),
    absent: v.absent.map((a) => ({ id: a.participantId, name: name(a.participantId), kind: a.kind })),
    relaxed: v.relaxed.map((r) => ({
      code: r.code,
      participants: r.participants.map(name),
      message: r.message,
    })),
  };
  const who = (s: ReturnType<typeof side>) => `${s.name} (${s.place}, ${s.value})`;
  return {
    data,
    text: () =>
      [
        `Round ${data.round}${data.date ? ` — ${data.date}` : ''} (${data.status})`,
        ...(data.boards.length > 0
          ? [
              renderTable(
                ['Bd', 'White', 'Black', 'Result'],
                data.boards.map((b) => [
                  String(b.board),
                  who(b.white),
                  who(b.black),
                  b.result ? RESULT_TEXT[b.result] : b.status === 'cancelled' ? 'not played' : '',
                ]),
                ['right'],
              ),
            ]
          : []),
        ...(data.bye ? [`Bye: ${who(data.bye)}`] : []),
        ...(data.unpaired.length > 0
          ? [`Without a game (scored like a bye): ${data.unpaired.map(who).join(', ')}`]
          : []),
        ...data.absent.map((a) => `Absent: ${a.name} — ${outcome(a.kind)}`),
        ...data.relaxed.map((r) => `Relaxed (${r.code}): ${r.message}`),
      ].join('\n'),
  };
}

export function playerOf(season: Season, participant: string): View | undefined {
  const h = playerHistory(season.state, participant);
  if (!h) return undefined;
  const name = nameIn(season);
  const now = h.current;
  const data = {
    id: participant,
    name: name(participant),
    ...(now ? { place: now.place, score: makeRational(now.score), value: makeRational(now.value) } : {}),
    ...(h.group ? { group: h.group } : {}),
    signedOff: h.signedOff,
    rounds: h.lines.map((l) => ({
      round: l.round,
      outcome: l.outcome,
      ...(l.opponent ? { opponent: name(l.opponent) } : {}),
      ...(l.colour ? { colour: l.colour } : {}),
      points: makeRational(l.points),
      placeAfter: l.placeAfter,
    })),
    cannotMeet: h.cannotMeet.map(name),
  };
  const head = now
    ? `: place ${now.place}, score ${points(now.score)}, value ${formatRational(now.value, 2, true)}`
    : '';
  return {
    data,
    text: () =>
      [
        `${data.name}${head}${h.signedOff ? ' (signed off)' : ''}`,
        renderTable(
          ['Rd', 'Opponent', 'Outcome', 'Points', 'Place'],
          h.lines.map((l) => [
            String(l.round),
            l.opponent ? `${name(l.opponent)}${l.colour ? ` (${l.colour})` : ''}` : '',
            outcome(l.outcome),
            points(l.points),
            String(l.placeAfter || ''),
          ]),
          ['right', 'left', 'left', 'right', 'right'],
        ),
      ].join('\n'),
  };
}

const MARK: Readonly<Record<string, string>> = { win: '+', draw: '=', loss: '-' };

export function crosstableOf(season: Season): View {
  const table = crosstable(season.state);
  const name = nameIn(season);
  const place = new Map(table.rows.map((r) => [r.participantId, r.place]));
  const data = table.rows.map((r) => ({
    place: r.place,
    id: r.participantId,
    name: name(r.participantId),
    score: makeRational(r.score),
    base: makeRational(r.base),
    rounds: r.cells.map((c) => ({
      round: c.round,
      outcome: c.outcome,
      ...(c.opponent ? { opponent: c.opponent } : {}),
      points: makeRational(c.points),
    })),
  }));
  const cell = (c: (typeof table.rows)[number]['cells'][number]) =>
    c.opponent && MARK[c.outcome]
      ? `${place.get(c.opponent) ?? '?'}${MARK[c.outcome]}`
      : c.outcome === 'none'
        ? ''
        : c.outcome.slice(0, 2);
  return {
    data,
    text: () =>
      renderTable(
        ['#', 'Name', ...table.rounds.map(String), 'Score'],
        table.rows.map((r) => [
          String(r.place),
          name(r.participantId),
          ...r.cells.map(cell),
          points(r.score),
        ]),
        ['right', 'left', ...table.rounds.map(() => 'right' as const), 'right'],
      ),
  };
}

/** KZ-14 with the rapid competition's champion (KZ-3). */
export function prizesOf(season: Season, rapid: Season | undefined): View {
  const list = prizeList(season.state, rapid?.state);
  const winner = (code: string, id: string | undefined) =>
    id === undefined ? null : code === 'rapid' && rapid ? nameIn(rapid)(id) : nameIn(season)(id);
  const data = {
    final: list.final,
    prizes: list.prizes.map((p) => ({
      code: p.code,
      prize: en(p.label, { group: p.group ?? '' }),
      winner: winner(p.code, p.winner),
      ...(p.placesGained !== undefined ? { placesGained: p.placesGained } : {}),
    })),
    ineligible: list.ineligible.map((i) => ({
      name: nameIn(season)(i.participantId),
      attended: i.attended,
      needed: i.needed,
    })),
  };
  return {
    data,
    text: () =>
      [
        list.final ? 'Final prize list' : 'Provisional prize list (the season is not complete)',
        renderTable(
          ['Prize', 'Winner', ''],
          data.prizes.map((p) => [
            p.prize,
            p.winner ?? '(nobody eligible)',
            p.placesGained !== undefined ? `+${p.placesGained} places` : '',
          ]),
        ),
      ].join('\n'),
  };
}

/** KZ-15: next season's groups, who moves and why. */
export function groupsOf(season: Season): View {
  const proposal = proposeGroups(season.state);
  const name = nameIn(season);
  const data = {
    groups: proposal.groups,
    moves: proposal.moves.map((m) => ({
      id: m.participantId,
      name: name(m.participantId),
      from: m.from,
      to: m.to,
      reason: m.reason,
    })),
    sizes: proposal.sizes,
  };
  return {
    data,
    text: () =>
      [
        renderTable(
          ['Name', 'From', 'To', 'Why'],
          data.moves.map((m) => [m.name, m.from ?? '', m.to, en(`keizer.groups.reason.${m.reason}`)]),
        ),
        `Sizes: ${Object.entries(proposal.sizes)
          .map(([g, n]) => `${g} ${n}`)
          .join(', ')}`,
      ].join('\n'),
  };
}

/** KZ-6: the entry points proposed for a late entrant, and how to set them. */
export function entryOf(season: Season, participant: string): View | undefined {
  const proposal = proposeEntryPoints(season.state, participant);
  if (!proposal) return undefined;
  const name = nameIn(season);
  const data = {
    id: participant,
    name: name(participant),
    points: makeRational(proposal.points),
    place: proposal.place,
    ...(proposal.above ? { above: name(proposal.above) } : {}),
    ...(proposal.below ? { below: name(proposal.below) } : {}),
  };
  const command = JSON.stringify({ type: 'SetEntryPoints', participant, points: data.points });
  return {
    data,
    text: () =>
      `${data.name}: ${formatRational(proposal.points, 2, true)} entry points, place ${proposal.place}` +
      ` (between ${data.above ?? '—'} and ${data.below ?? '—'}).\n` +
      `Set them with: arbiter command ${season.id} '${command}'`,
  };
}

/** KZ-16: kilometres and reimbursement per driver. */
export function travelOf(season: Season): View {
  const report = travelReport(season.state);
  const money = (r: Rational) => `${report.currency} ${formatRational(r, 2)}`;
  const km = (r: Rational) => formatRational(r, 1, true);
  const data = {
    ratePerKm: makeRational(report.ratePerKm),
    currency: report.currency,
    matches: report.matches,
    drivers: report.lines.map((l) => ({
      driver: l.driver,
      trips: l.trips,
      km: makeRational(l.km),
      amount: makeRational(l.amount),
    })),
    totalKm: makeRational(report.totalKm),
    totalAmount: makeRational(report.totalAmount),
    severalCars: report.severalCars,
  };
  return {
    data,
    text: () =>
      [
        `${report.matches} team matches; ${money(report.ratePerKm)} per km`,
        ...(report.severalCars > 0
          ? [
              `${report.severalCars} away matches with more than one car (the team leader agrees this with the board beforehand)`,
            ]
          : []),
        renderTable(
          ['Driver', 'Trips', 'km', 'Amount'],
          [
            ...report.lines.map((l) => [l.driver, String(l.trips), km(l.km), money(l.amount)]),
            ['Total', '', km(report.totalKm), money(report.totalAmount)],
          ],
          ['left', 'right', 'right', 'right'],
        ),
      ].join('\n'),
  };
}
