/**
 * What a competition offers for download (issue 18): a CSV of every table the pages show
 * (standings, results, the Keizer crosstable, the tournament-points group tables), the
 * competition document (JSON, as `arbiter export` writes it), a championship as a tsh division
 * (`.t`), the pyramid's rating export (CSV and PGN, PYR-8) and a FIDE TRF of chess competitions.
 * A format's own downloads come from its module (`formats/<f>/web/downloads.ts`). Each belongs
 * to the page whose table it is; names are those the audience may see (HL-10), and
 * what directors alone see on the pages only directors may download.
 */

import { type Audience, publishedRounds } from '../../app/competitions/present.js';
import { makeDocument } from '../../app/imports/document.js';
import { makeCompetitionTrf, TRF_FORMATS } from '../../app/imports/trf.js';
import { PARTICIPANT_FIELDS, type Participant, publicName, type Roster } from '../../core/participant.js';
import { FORMAT_MODULES } from '../../formats/modules.js';
import { CSV, type Download, type DownloadInput, downloadName as name, TEXT } from '../kit/downloads.js';
import { resultText } from '../texts/round-text.js';
import type { Table } from './csv.js';

export type { Download, DownloadInput } from '../kit/downloads.js';

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
  ...FORMAT_MODULES.flatMap((m) => (m.downloads ?? []).map((d) => ({ ...d, formats: [m.name] }))),
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
        events: input.log,
      }),
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
    make: ({ loaded, log }) => {
      const { clubId: _club, ...competition } = loaded.record;
      return makeDocument(competition, log);
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
