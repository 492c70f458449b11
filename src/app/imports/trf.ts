/**
 * A FIDE TRF (TRF-2026, core/trf.ts) of a competition of chess games: each format that has one
 * lays its rounds out as a sheet (its TRF mapping, `formats/<f>/trf.ts`, listed in
 * `formats/trf.ts`: the round robin's Berger rounds, a Keizer season's crosstable, the pyramid's
 * rated games); this writes the sheet as the file. Names are those the audience may see (HL-10).
 * Points are the chess points of the codes written (tag 162's defaults), the rank is the
 * competition's own place; docs/publication.md records every mapping.
 */
import type { StoredEvent } from '../../core/events.js';
import type { Roster } from '../../core/participant.js';
import { publicName } from '../../core/participant.js';
import {
  madePlayer,
  makeTrf,
  TRF_DEFAULT_HALVES,
  type TrfPlayer,
  type TrfResult,
  type TrfTag,
} from '../../core/trf.js';
import type { TrfSheet } from '../../core/trf-mapping.js';
import type { Moment } from '../../core/types.js';
import type { StandingsTable } from '../../core/views.js';
import { FORMAT_TRF } from '../../formats/trf.js';
import type { Audience } from '../competitions/present.js';

/** The formats whose games are chess games and can be written as a TRF. */
export const TRF_FORMATS: readonly string[] = [...FORMAT_TRF].flatMap(([name, trf]) =>
  trf.sheet ? [name] : [],
);

export interface TrfInput {
  readonly format: string;
  readonly name: string;
  readonly state: unknown;
  readonly roster: Roster;
  readonly standings: StandingsTable;
  readonly audience: Audience;
  readonly asOf: Moment;
  /** The competition's log, for a format that dates its rounds by it (the round robin). */
  readonly events?: readonly StoredEvent[];
}

function sheetOf({ format, state, roster, asOf, events = [] }: TrfInput): TrfSheet | undefined {
  return FORMAT_TRF.get(format)?.sheet?.({ state, roster, asOf, events });
}

/**
 * TRF-16 dates the rounds in round order (tag 132): a round dated before the one ahead of it
 * (a pyramid's round of games begun earlier, a round robin's result recorded early) takes the
 * date of the round ahead.
 */
function inRoundOrder(dates: readonly string[]): string[] {
  let latest = '';
  return dates.map((d) => {
    if (d === '') return d;
    if (d > latest) latest = d;
    return latest;
  });
}

/** `YYYY-MM-DD` as TRF's `YYYY/MM/DD` (dates of start and end) or `YY/MM/DD` (round dates). */
const slashed = (day: string, short = false): string => (short ? day.slice(2) : day).replaceAll('-', '/');

/** The rounds up to the last one with a result written (TRF leaves a round without one blank). */
const lastResult = (rounds: readonly { readonly result: TrfResult }[]): number =>
  rounds.findLastIndex((r) => r.result !== ' ') + 1;

/** The competition as a TRF file's text, or undefined for a format whose games are not chess games. */
export function makeCompetitionTrf(input: TrfInput): string | undefined {
  const sheet = sheetOf(input);
  if (!sheet) return undefined;
  const rankOf = new Map(sheet.players.map((id, i) => [id, i + 1]));
  const placeOf = new Map(input.standings.rows.map((r) => [r.participantId, r.place]));
  // TRF-16 gives every player a rank: those the standings no longer show (players who left)
  // rank after them, in starting-rank order.
  let unplaced = Math.max(0, ...placeOf.values());
  for (const id of sheet.players) if (!placeOf.has(id)) placeOf.set(id, ++unplaced);
  const players = sheet.players.map((id): TrfPlayer => {
    const p = input.roster.get(id);
    const sides = sheet.rounds.get(id) ?? [];
    const rounds = sides.map((s) => ({
      opponent: s.opponent ? (rankOf.get(s.opponent) ?? 0) : 0,
      colour: s.colour,
      result: s.result,
    }));
    const fideId = p?.attributes?.fideId;
    return madePlayer({
      startRank: rankOf.get(id) ?? 0,
      name: p ? (input.audience === 'director' ? p.name : publicName(p)) : id,
      rating: p?.rating ?? 0,
      fideId: input.audience === 'director' && fideId !== undefined ? String(fideId) : '',
      halves: rounds.reduce((sum, r) => sum + TRF_DEFAULT_HALVES[r.result], 0),
      rank: placeOf.get(id) ?? 0,
      rounds,
    });
  });
  const dates = inRoundOrder(sheet.dates);
  const days = dates.filter((d) => d !== '');
  const written = Math.max(0, ...players.map((p) => lastResult(p.rounds)));
  const total = Math.max(written, sheet.total ?? 0);
  const tags: TrfTag[] = [
    { tag: '012', text: input.name },
    ...(days.length > 0
      ? [
          { tag: '042', text: slashed(days[0] as string) },
          { tag: '052', text: slashed(days.at(-1) as string) },
        ]
      : []),
    { tag: '062', text: String(players.length) },
    { tag: '072', text: String(players.filter((p) => p.rating > 0).length) },
    { tag: '092', text: input.format },
    // The number of rounds: TRF-16 knows no tournament of none.
    ...(total > 0 ? [{ tag: '142', text: String(total) }] : []),
  ];
  return makeTrf({
    tags,
    roundDates:
      days.length > 0 ? dates.slice(0, Math.max(written, 1)).map((d) => (d ? slashed(d, true) : '')) : [],
    players,
  });
}
