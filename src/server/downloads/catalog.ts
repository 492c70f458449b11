/**
 * What a competition offers for download (issue 18): a CSV of every table the pages show
 * (standings, results, the Keizer crosstable, the tournament-points group tables), the
 * competition document (JSON, as `arbiter export` writes it), a championship as a tsh division
 * (`.t`), the pyramid's rating export (CSV and PGN, PYR-8) and a FIDE TRF of chess competitions.
 * Each belongs to the page whose table it is; names are those the audience may see (HL-10), and
 * what directors alone see on the pages only directors may download.
 */
import type { Loaded } from '../../app/competitions.js';
import { makeDocument } from '../../app/document.js';
import type { Translate } from '../../app/i18n.js';
import { type Audience, nameOf, publishedRounds } from '../../app/present.js';
import { makeCompetitionTrf, TRF_FORMATS } from '../../app/trf.js';
import { PARTICIPANT_FIELDS, type Participant, publicName, type Roster } from '../../core/participant.js';
import { formatHalves } from '../../core/rational.js';
import type { Moment } from '../../core/types.js';
import { type ChampionshipState, exportTFile, makeTFile } from '../../formats/championship/index.js';
import { crosstable, type KeizerState, rankingAfter } from '../../formats/keizer/index.js';
import { makePgnHeaders, type PyramidState, ratingTable } from '../../formats/pyramid/index.js';
import { formatTp, groupTables, type TpState } from '../../formats/tp-tournament/index.js';
import { cellMark } from '../formats/keizer/crosstable.js';
import { pointsText } from '../formats/keizer/shared.js';
import { resultText } from '../round-text.js';
import type { Table } from './csv.js';

export interface DownloadInput {
  readonly t: Translate;
  readonly loaded: Loaded;
  /** The format's state as of `asOf`. */
  readonly state: unknown;
  /** The roster with the names the audience may see. */
  readonly roster: Roster;
  readonly audience: Audience;
  readonly asOf: Moment;
}

export interface Download {
  /** The last part of its address and of its file name: `standings.csv`. */
  readonly name: string;
  /** Message key of the link. */
  readonly label: string;
  /** The page (tab id) whose table it is, where its link is shown. */
  readonly tab: string;
  readonly contentType: string;
  readonly directorOnly?: boolean;
  /** The formats that have it; every format when absent. */
  readonly formats?: readonly string[];
  /** A table, written as CSV; or the file's text; undefined when the competition has none yet. */
  readonly make: (input: DownloadInput) => Table | string | undefined;
}

const CSV = 'text/csv; charset=utf-8; header=present';
const TEXT = 'text/plain; charset=utf-8';

/** The roster as the audience may see it: the public gets public names in the name field (HL-10). */
export function shownRoster(roster: Roster, audience: Audience): Roster {
  if (audience === 'director') return roster;
  return new Map(
    [...roster].map(([id, p]): [string, Participant] => [
      id,
      { id, name: publicName(p), ...(p.rating !== undefined ? { rating: p.rating } : {}) },
    ]),
  );
}

const name = (input: DownloadInput) => (id: string | null) => nameOf(input.roster, id, 'director');

function standings({ t, loaded, state, ...input }: DownloadInput): Table {
  const table = loaded.format.views.standings(state);
  const of = name({ t, loaded, state, ...input });
  return [
    [t('col.place'), t('col.name'), ...table.columns.map((c) => t(c.label))],
    ...table.rows.map((r) => [
      String(r.place),
      of(r.participantId),
      ...table.columns.map((c) => r.cells[c.id] ?? ''),
    ]),
  ];
}

function results(input: DownloadInput): Table {
  const { t, loaded, state, asOf, audience } = input;
  const of = name(input);
  const rounds = publishedRounds(loaded.format.views.rounds(state), asOf, audience);
  return [
    [
      t('download.col.round'),
      t('comp.board'),
      t('download.col.first'),
      t('download.col.second'),
      t('comp.result'),
    ],
    ...rounds.flatMap((r) => {
      const label = /^\d+$/.test(r.id) ? t('round.label', { n: r.id }) : t(r.label, r.params);
      return r.pairings.map((p) => [
        label,
        p.board === undefined ? '' : String(p.board),
        of(p.first),
        p.second === null ? t('comp.bye') : of(p.second),
        resultText(t, p, (id) => of(id)),
      ]);
    }),
  ];
}

/** KZ-7 … KZ-10: the crosstable as the page shows it, a mark and the points for every round. */
function keizerCrosstable(input: DownloadInput): Table {
  const { t } = input;
  const state = input.state as KeizerState;
  const table = crosstable(state);
  const placeOf = new Map(rankingAfter(state).rows.map((r) => [r.participantId as string, r.place]));
  const of = name(input);
  return [
    [
      t('col.place'),
      t('col.name'),
      t('keizer.col.base'),
      ...table.rounds.flatMap((r) => [String(r), t('download.col.roundPoints', { round: r })]),
      t('keizer.col.score'),
    ],
    ...table.rows.map((row) => [
      String(row.place),
      of(row.participantId),
      pointsText(row.base),
      ...row.cells.flatMap((cell) => [
        cell.outcome === 'none' ? '' : cellMark(cell, placeOf),
        pointsText(cell.points),
      ]),
      pointsText(row.score),
    ]),
  ];
}

/** TX-7: every group's table, one block of rows per group. */
function tpGroups(input: DownloadInput): Table | undefined {
  const { t } = input;
  const state = input.state as TpState;
  if (!state.groups) return undefined;
  const of = name(input);
  return [
    [
      t('download.col.group'),
      t('col.place'),
      t('col.name'),
      t('tx.col.tp'),
      t('col.games'),
      t('tx.col.wins'),
      t('tx.col.margin'),
      t('tx.col.stones'),
      t('tx.col.no-shows'),
      t('tx.ui.decidedBy'),
    ],
    ...groupTables(state).flatMap((g) =>
      g.rows.map((r) => [
        g.id,
        String(r.place),
        of(r.participantId),
        formatTp(r.tp),
        String(r.games),
        formatHalves(r.wins),
        String(r.margin),
        String(r.stones),
        String(r.noShows),
        r.decidedBy ? t(`tx.decided.${r.decidedBy}`) : '',
      ]),
    ),
  ];
}

/**
 * The participants with what clubs exchange (FIDE id, federation …), for directors; headed by
 * the column names the list of many participants reads, so the file can be added elsewhere.
 */
function participants({ roster }: DownloadInput): Table {
  const columns = ['name', 'rating', ...PARTICIPANT_FIELDS] as const;
  return [
    [...columns],
    ...[...roster.values()].map((p) => columns.map((c) => (p[c] === undefined ? '' : String(p[c])))),
  ];
}

export const DOWNLOADS: readonly Download[] = [
  { name: 'standings.csv', label: 'download.standings', tab: 'standings', contentType: CSV, make: standings },
  { name: 'results.csv', label: 'download.results', tab: 'rounds', contentType: CSV, make: results },
  {
    name: 'crosstable.csv',
    label: 'download.crosstable',
    tab: 'crosstable',
    contentType: CSV,
    formats: ['keizer'],
    make: keizerCrosstable,
  },
  {
    name: 'groups.csv',
    label: 'download.groups',
    tab: 'standings',
    contentType: CSV,
    formats: ['tp-tournament'],
    make: tpGroups,
  },
  {
    name: 'tournament.trf',
    label: 'download.trf',
    tab: 'rounds',
    contentType: TEXT,
    formats: TRF_FORMATS,
    make: (input) =>
      makeCompetitionTrf({
        format: input.loaded.record.format,
        name: input.loaded.record.name,
        state: input.state,
        roster: input.roster,
        standings: input.loaded.format.views.standings(input.state),
        audience: input.audience,
        asOf: input.asOf,
        events: input.loaded.events,
      }),
  },
  {
    name: 'division.t',
    label: 'download.tsh',
    tab: 'standings',
    contentType: TEXT,
    formats: ['championship'],
    make: (input) => makeTFile(exportTFile(input.state as ChampionshipState, input.roster)),
  },
  {
    name: 'rating.csv',
    label: 'download.ratingCsv',
    tab: 'export',
    contentType: CSV,
    directorOnly: true,
    formats: ['pyramid'],
    make: (input) => ratingTable(input.state as PyramidState, input.roster, input.asOf),
  },
  {
    name: 'rating.pgn',
    label: 'download.ratingPgn',
    tab: 'export',
    contentType: 'application/vnd.chess-pgn; charset=utf-8',
    directorOnly: true,
    formats: ['pyramid'],
    make: (input) => makePgnHeaders(input.state as PyramidState, input.roster, input.asOf),
  },
  {
    name: 'participants.csv',
    label: 'download.participants',
    tab: 'standings',
    contentType: CSV,
    directorOnly: true,
    make: participants,
  },
  {
    name: 'competition.json',
    label: 'download.document',
    tab: 'history',
    contentType: 'application/json; charset=utf-8',
    directorOnly: true,
    make: ({ loaded }) => {
      const { clubId: _club, ...competition } = loaded.record;
      return makeDocument(competition, loaded.events);
    },
  },
];

/** The downloads a competition offers to a viewer (directors see every one). */
export function downloadsFor(format: string, isDirector: boolean): readonly Download[] {
  return DOWNLOADS.filter(
    (d) => (d.formats === undefined || d.formats.includes(format)) && (isDirector || !d.directorOnly),
  );
}

export const isTable = (made: Table | string): made is Table => typeof made !== 'string';
