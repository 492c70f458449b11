/**
 * The CSV form of a season's history, as clubs keep it in a spreadsheet. Sections start with a
 * bracketed line; `#` starts a comment; `,` or `;` separate fields; quotes allow separators in names.
 *
 * ```
 * [players]
 * id,name,rating,group,joined,entry
 * anna,"Vries, Anna de",1850,A
 * [round 1 2025-09-04]
 * game,anna,bram,1-0
 * bye,eva
 * absent,frits,notice        # notice | team-match | late | none
 * unpaired,gijs
 * ```
 */
import { CsvError, parse } from 'csv-parse/sync';
import { err, ok, type Refusal, type Result } from '../../core/types.js';
import type { KeizerConfig } from './config.js';
import {
  type ImportedSeason,
  inFileOrder,
  type Located,
  lineError,
  type SeasonDocument,
  type SeasonPlayer,
  type SeasonRound,
  seasonFromDocument,
} from './import-season.js';

const CSV_OPTIONS = { trim: true, relax_quotes: true, relax_column_count: true } as const;

/** Splits one CSV line with csv-parse: double quotes keep separators, "" inside quotes is a quote. */
export function splitCsvLine(line: string, separator: string): string[] {
  const [fields] = parse(line, { ...CSV_OPTIONS, delimiter: separator }) as string[][];
  return fields ?? [''];
}

/** The file's rows by csv-parse, each with its line number; `#` starts a comment outside quotes. */
function csvRows(text: string, separator: string): Result<{ line: number; fields: string[] }[], Refusal[]> {
  try {
    const records = parse(text, {
      ...CSV_OPTIONS,
      delimiter: separator,
      bom: true,
      comment: '#',
      skip_empty_lines: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return ok(records.map((r) => ({ line: r.info.lines, fields: r.record })));
  } catch (e) {
    const line = e instanceof CsvError && typeof e.lines === 'number' ? e.lines : 1;
    return err([lineError(line, e instanceof Error ? e.message : String(e))]);
  }
}

type MutableRound = {
  round: number;
  date: string;
  games: Located<{ white: string; black: string; result?: string }>[];
  byes: Located<string>[];
  unpaired: Located<string>[];
  absences: Located<{ player: string; kind: string }>[];
};

export function parseSeasonCsv(text: string, config: KeizerConfig): Result<ImportedSeason, Refusal[]> {
  const firstData = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .map((l) => l.replace(/#.*$/, '').trim())
    .find((l) => l && !l.startsWith('['));
  const separator = firstData?.includes(';') && !firstData.includes(',') ? ';' : ',';
  const rows = csvRows(text, separator);
  if (!rows.ok) return rows;
  const errors: Refusal[] = [];
  const players: Located<SeasonPlayer>[] = [];
  const rounds: Located<SeasonRound>[] = [];
  let section: 'none' | 'players' | 'round' | 'unknown' = 'none';
  let header: string[] | undefined;
  let current: MutableRound | undefined;

  for (const { line, fields } of rows.value) {
    if (fields.every((f) => f === '')) continue;
    const heading = fields.length === 1 ? /^\[(.*)\]$/.exec(fields[0] as string) : null;
    if (heading) {
      const title = (heading[1] as string).trim().toLowerCase();
      const round = /^round\s+(\d+)\s+(\S+)$/.exec(title);
      if (title === 'players') {
        section = 'players';
        header = undefined;
      } else if (round) {
        section = 'round';
        current = {
          round: Number(round[1]),
          date: round[2] as string,
          games: [],
          byes: [],
          unpaired: [],
          absences: [],
        };
        rounds.push({ line, value: current });
      } else {
        // One error for the heading; its rows are not read (they would each be an error).
        section = 'unknown';
        errors.push(
          lineError(line, `unknown section "[${heading[1]}]" (use [players] or [round N YYYY-MM-DD])`),
        );
      }
      continue;
    }
    if (section === 'unknown') continue;
    if (section === 'players') {
      if (!header) {
        header = fields.map((f) => f.toLowerCase());
        for (const required of ['id', 'name']) {
          if (!header.includes(required))
            errors.push(lineError(line, `the player header needs a "${required}" column`));
        }
        continue;
      }
      const parsed = playerRow(header, fields, line);
      if (parsed.ok) players.push({ line, value: parsed.value });
      else errors.push(parsed.error);
    } else if (section === 'round' && current) {
      const problem = roundRow(current, fields, line);
      if (problem) errors.push(problem);
    } else errors.push(lineError(line, 'data before the first section ([players] or [round N date])'));
  }
  if (players.length === 0 && errors.length === 0)
    errors.push(lineError(1, 'no [players] section with players'));
  if (errors.length > 0) return err(inFileOrder(errors));
  const doc: SeasonDocument = { players, rounds };
  return seasonFromDocument(doc, config);
}

function playerRow(
  header: readonly string[],
  fields: readonly string[],
  line: number,
): Result<SeasonPlayer, Refusal> {
  const get = (name: string): string | undefined => {
    const i = header.indexOf(name);
    const v = i >= 0 ? fields[i] : undefined;
    return v === undefined || v === '' ? undefined : v;
  };
  const number = (name: string): number | undefined => {
    const v = get(name);
    return v === undefined ? undefined : Number(v);
  };
  const rating = number('rating');
  const joined = number('joined') ?? 1;
  if ((rating !== undefined && Number.isNaN(rating)) || Number.isNaN(joined)) {
    return err(lineError(line, 'rating and joined must be numbers'));
  }
  const group = get('group');
  const entry = get('entry');
  return {
    ok: true,
    value: {
      id: get('id') ?? '',
      name: get('name') ?? '',
      joined,
      ...(rating !== undefined ? { rating } : {}),
      ...(group ? { group } : {}),
      ...(entry ? { entry } : {}),
    },
  };
}

function roundRow(round: MutableRound, fields: readonly string[], line: number): Refusal | undefined {
  const [kind, a, b, c] = fields;
  switch (kind?.toLowerCase()) {
    case 'game':
      if (!a || !b) return lineError(line, 'a game needs white and black: game,white,black,result');
      round.games.push({ line, value: { white: a, black: b, ...(c ? { result: c } : {}) } });
      return undefined;
    case 'bye':
      if (!a) return lineError(line, 'a bye names the player: bye,player');
      round.byes.push({ line, value: a });
      return undefined;
    case 'unpaired':
      if (!a) return lineError(line, 'unpaired names the player: unpaired,player');
      round.unpaired.push({ line, value: a });
      return undefined;
    case 'absent':
      if (!a || !b) return lineError(line, 'an absence names the player and the kind: absent,player,notice');
      round.absences.push({ line, value: { player: a, kind: b.toLowerCase() } });
      return undefined;
    default:
      return lineError(line, `"${kind}" is not a row of a round (game, bye, absent, unpaired)`);
  }
}
