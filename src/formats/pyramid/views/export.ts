/**
 * PYR-8: final results are passed on for rating. Two pure exports of the played final games
 * (reported or adjudicated with a result; forfeits, XXX places and games without a result are
 * not games to rate): a CSV table and PGN header blocks. The challenger has white (seed).
 */
import type { Participant, Roster } from '../../../core/participant.js';
import type { Moment, ParticipantId } from '../../../core/types.js';
import { PLAYED_RESULTS, type PlayedResult } from '../events.js';
import type { FinishedGame, PyramidState } from '../state.js';
import { resultStatus } from './archive.js';

export interface RatedGame {
  readonly white: ParticipantId;
  readonly black: ParticipantId;
  readonly result: PlayedResult;
  /** The game's date: the challenge's moment. */
  readonly startedAt: Moment;
  readonly endedAt: Moment;
  readonly adjudicated: boolean;
}

const isPlayed = (g: FinishedGame): g is FinishedGame & { defender: ParticipantId; result: PlayedResult } =>
  (g.ending === 'reported' || g.ending === 'adjudicated') &&
  g.defender !== null &&
  (PLAYED_RESULTS as readonly string[]).includes(g.result);

/** The final played games as of a moment, oldest first. */
export function ratedGames(state: PyramidState, asOf: Moment): RatedGame[] {
  const out: RatedGame[] = [];
  for (let cell = state.finished; cell; cell = cell.tail) {
    const g = cell.head;
    if (!isPlayed(g) || resultStatus(state, g, asOf) !== 'final') continue;
    out.push({
      white: g.challenger,
      black: g.defender,
      result: g.result,
      startedAt: g.challengedAt ?? g.endedAt,
      endedAt: g.endedAt,
      adjudicated: g.ending === 'adjudicated',
    });
  }
  return out.reverse();
}

const csvField = (value: string): string =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

const CSV_COLUMNS = [
  'event',
  'date',
  'white',
  'black',
  'result',
  'white_id',
  'black_id',
  'white_rating',
  'black_rating',
  'ended',
] as const;

const nameOf = (roster: Roster, id: ParticipantId): string => roster.get(id)?.name ?? id;
const ratingOf = (roster: Roster, id: ParticipantId): string => {
  const p: Participant | undefined = roster.get(id);
  return p?.rating === undefined ? '' : String(p.rating);
};

/** The final played games as a table (header, then one row per game), for CSV. */
export function ratingTable(state: PyramidState, roster: Roster, asOf: Moment): string[][] {
  const rows = ratedGames(state, asOf).map((g) => [
    state.config.eventName,
    g.startedAt.slice(0, 10),
    nameOf(roster, g.white),
    nameOf(roster, g.black),
    g.result,
    g.white,
    g.black,
    ratingOf(roster, g.white),
    ratingOf(roster, g.black),
    g.endedAt.slice(0, 10),
  ]);
  return [[...CSV_COLUMNS], ...rows];
}

/** CSV of the final played games, one per line, with a header line. */
export function makeResultsCsv(state: PyramidState, roster: Roster, asOf: Moment): string {
  return `${ratingTable(state, roster, asOf)
    .map((row) => row.map(csvField).join(','))
    .join('\r\n')}\r\n`;
}

const pgnString = (value: string): string => `"${value.replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/** PGN header blocks of the final played games (no moves: the result token closes each game). */
export function makePgnHeaders(state: PyramidState, roster: Roster, asOf: Moment): string {
  return ratedGames(state, asOf)
    .map((g) => {
      const tags: [string, string][] = [
        ['Event', state.config.eventName],
        ['Site', state.config.site],
        ['Date', g.startedAt.slice(0, 10).replaceAll('-', '.')],
        ['Round', '-'],
        ['White', nameOf(roster, g.white)],
        ['Black', nameOf(roster, g.black)],
        ['Result', g.result],
      ];
      const whiteElo = ratingOf(roster, g.white);
      const blackElo = ratingOf(roster, g.black);
      if (whiteElo) tags.push(['WhiteElo', whiteElo]);
      if (blackElo) tags.push(['BlackElo', blackElo]);
      if (g.adjudicated) tags.push(['Termination', 'adjudication']);
      return `${tags.map(([k, v]) => `[${k} ${pgnString(v)}]`).join('\n')}\n\n${g.result}\n`;
    })
    .join('\n');
}
