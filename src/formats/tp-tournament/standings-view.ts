/**
 * The generic standings: the group tables one under the other while the groups decide (place =
 * place in the group), and once a cup is seeded the tournament's order: the cup's places, then
 * everyone who did not reach the cup by group place and TP. Notes name the play-offs (TX-7), ties
 * for the director (TX-14) and players out of the standings (TX-5).
 */
import { formatHalves } from '../../core/rational.js';
import type { ParticipantId } from '../../core/types.js';
import {
  type ColumnSpec,
  type StandingsRow,
  type StandingsTable,
  signedNumber,
  standingsTable,
  type ViewMessage,
} from '../../core/views.js';
import { bracket } from './cup.js';
import { type GroupRow, type GroupTable, groupTables } from './groups.js';
import { formatTp } from './points.js';
import type { TpState } from './state.js';

const COLUMNS: readonly ColumnSpec[] = [
  ['group', 'tx.col.group', 'center'],
  ['tp', 'tx.col.tp'],
  ['games', 'col.games'],
  ['wins', 'tx.col.wins'],
  ['margin', 'tx.col.margin'],
  ['stones', 'tx.col.stones'],
];

function groupCells(table: GroupTable, row: GroupRow): Record<string, string> {
  return {
    group: table.id,
    tp: formatTp(row.tp),
    games: String(row.games),
    wins: formatHalves(row.wins),
    margin: signedNumber(row.margin),
    stones: String(row.stones),
  };
}

/** A note under the table: its English sentence and its message for the pages. */
export interface Note {
  readonly text: string;
  readonly message: ViewMessage;
}

export function groupNotes(tables: readonly GroupTable[]): Note[] {
  const notes: Note[] = [];
  for (const t of tables) {
    const group = t.id;
    for (const p of t.playoffs)
      notes.push(
        p.winner
          ? {
              text: `Group ${group}: ${p.winner} won the play-off for place ${p.place} (TX-7)`,
              message: {
                key: 'tx.standings.playoffWon',
                params: { group, winner: p.winner, place: p.place },
              },
            }
          : {
              text: `Group ${group}: ${p.players.join(' and ')} are tied for place ${p.place}; a play-off decides (TX-7)`,
              message: {
                key: 'tx.standings.playoffTied',
                params: { group, players: p.players, place: p.place },
              },
            },
      );
    for (const tie of t.openTies)
      notes.push({
        text: `Group ${group}: ${tie.players.join(', ')} are tied for places ${tie.places.join('–')}; the director decides (TX-14)`,
        message: {
          key: 'tx.standings.openTie',
          params: { group, players: tie.players, from: tie.places[0], to: tie.places[1] },
        },
      });
    if (t.override)
      notes.push({
        text: `Group ${group}: order set by the director: ${t.override.reason} (TX-14)`,
        message: { key: 'tx.standings.orderSet', params: { group, reason: t.override.reason } },
      });
    for (const x of t.excluded)
      notes.push({
        text: `Group ${group}: ${x.participantId} did not show ${x.noShows.length} times and leaves the table (TX-5)`,
        message: {
          key: 'tx.standings.excluded',
          params: { group, player: x.participantId, count: x.noShows.length },
        },
      });
  }
  return notes;
}

export const tableNotes = (tables: readonly GroupTable[]): string[] => groupNotes(tables).map((n) => n.text);

export function standings(state: TpState): StandingsTable {
  const tables = groupTables(state);
  const cup = bracket(state);
  const allNotes = groupNotes(tables);
  const notes = allNotes.map((n) => n.text);
  const noteMessages = allNotes.map((n) => n.message);
  if (!cup) {
    const rows = tables.flatMap((table) => table.rows.map((row) => ({ ...row, table })));
    return standingsTable(COLUMNS, rows, (r) => groupCells(r.table, r), notes, noteMessages);
  }
  // Cup players: placed when knocked out (or the champion); those still in share first place, marked 'in'.
  const placed = new Map(cup.placings.map((p) => [p.participantId, p.place]));
  const inCup = [...new Set(cup.rounds[0]?.flatMap((m) => m.players.flatMap((p) => p ?? [])) ?? [])];
  const groupRow = new Map<ParticipantId, { table: GroupTable; row: GroupRow }>();
  for (const t of tables) for (const r of t.rows) groupRow.set(r.participantId, { table: t, row: r });
  const cells = (id: ParticipantId): Record<string, string> => {
    const g = groupRow.get(id);
    return g ? groupCells(g.table, g.row) : {};
  };
  const cupRows = inCup
    .map((id) => ({ id, place: placed.get(id) ?? 1 }))
    .sort((a, b) => a.place - b.place)
    .map(
      ({ id, place }, _, all): StandingsRow => ({
        place,
        tied: all.filter((x) => x.place === place).length > 1,
        participantId: id,
        cells: { ...cells(id), cup: placed.has(id) ? placeRange(place) : 'in' },
      }),
    );
  // Everyone else by group place, then TP.
  const rest = [...groupRow.values()]
    .filter(({ row }) => !inCup.includes(row.participantId))
    .sort((a, b) => a.row.place - b.row.place || b.row.tp - a.row.tp);
  const restRows = rest.map(({ table, row }, i): StandingsRow => {
    const first = rest.findIndex((x) => x.row.place === row.place && x.row.tp === row.tp);
    const tied = rest.filter((x) => x.row.place === row.place && x.row.tp === row.tp).length > 1;
    return {
      place: inCup.length + 1 + (tied ? first : i),
      tied,
      participantId: row.participantId,
      cells: groupCells(table, row),
    };
  });
  return standingsTable(
    [['cup', 'tx.col.cup', 'left'], ...COLUMNS],
    [...cupRows, ...restRows],
    (r) => r.cells,
    notes,
    noteMessages,
  );
}

/** Cup places are shared by round: 1, 2, 3–4, 5–8 … */
const placeRange = (place: number): string => (place <= 2 ? String(place) : `${place}–${2 * place - 2}`);
