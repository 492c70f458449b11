/**
 * Adding many participants at once: a pasted list (one per line: name[, rating][, e-mail],
 * separated by tabs, semicolons or commas) or an uploaded CSV file with a header row (name,
 * rating, email, what clubs exchange — fideId, nationalId, federation, title, birthDate, sex,
 * club — and the participant attributes the format reads). The list is read into rows
 * and line-numbered problems; the preview shows both, and confirming registers every row in one
 * write (`CompetitionService.executeAll`): all of them or, when one is refused, none. A file
 * that does not say its encoding is read by a guess (app/imports/text-encoding.ts), which the preview
 * names; the format's own columns are shown by their names in the reader's language.
 */
import { parse } from 'csv-parse/sync';
import type { Translate } from '../../app/i18n.js';
import {
  PARTICIPANT_FIELDS,
  type ParticipantField,
  participantFieldSchemas,
  type Roster,
} from '../../core/participant.js';
import { fieldLabel } from './command-forms.js';
import { Csrf } from './forms.js';

export interface BulkRow {
  /** The line of the list the row was read from (1 is the first). */
  readonly line: number;
  readonly name: string;
  readonly rating?: number;
  readonly email?: string;
  /** What clubs exchange (FIDE id, federation …), as the participant stores it. */
  readonly fields: Readonly<Partial<Record<ParticipantField, string>>>;
  readonly attributes: Readonly<Record<string, string>>;
}

export interface BulkProblem {
  readonly line: number;
  /** A message key of `director-messages.ts` and its values. */
  readonly key: string;
  readonly values: Readonly<Record<string, string | number>>;
}

export interface BulkList {
  readonly rows: readonly BulkRow[];
  readonly problems: readonly BulkProblem[];
}

/** The separator of a list: a tab if the first line has one, else a semicolon, else a comma. */
export function delimiterOf(text: string): string {
  const first = text.split(/\r?\n/).find((l) => l.trim() !== '') ?? '';
  return first.includes('\t') ? '\t' : first.includes(';') ? ';' : ',';
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Other spellings of the exchanged fields' columns, as spreadsheets and rating lists head them. */
const FIELD_ALIASES: Readonly<Record<string, ParticipantField>> = {
  'fide id': 'fideId',
  fide_id: 'fideId',
  fide: 'fideId',
  'national id': 'nationalId',
  fed: 'federation',
  'birth date': 'birthDate',
  born: 'birthDate',
  gender: 'sex',
};

/** A field's value as the participant stores it: `ger` → `GER`, `W` → `f`. */
function fieldValue(field: ParticipantField, value: string): string {
  if (field === 'federation' || field === 'title') return value.toUpperCase();
  if (field === 'sex') return /^[wfv]/i.test(value) ? 'f' : value.toLowerCase();
  if (field === 'birthDate') return value.replace(/^(\d{4})[./](\d{2})[./](\d{2})$/, '$1-$2-$3');
  return value;
}

/** Reads a pasted list or an uploaded CSV file; `attributes` are the columns the format knows. */
export function readList(text: string, attributes: readonly string[], roster: Roster): BulkList {
  const problems: BulkProblem[] = [];
  const rows: BulkRow[] = [];
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text.replace(/^\uFEFF/, ''), {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
    }) as unknown as typeof records;
  } catch (e) {
    const line = (e as { lines?: number }).lines ?? 1;
    return { rows, problems: [{ line, key: 'bulk.error.unreadable', values: { line } }] };
  }
  // A header row names the columns (an uploaded file); without one: name, rating, e-mail.
  const first = records[0]?.record.map((x) => x.toLowerCase()) ?? [];
  const header = first[0] === 'name';
  let columns = ['name', 'rating', 'email'];
  if (header) {
    // Column names in any case; an attribute keeps its own spelling (`lobbyRating`).
    const known = new Map(
      ['name', 'rating', 'email', ...PARTICIPANT_FIELDS, ...attributes].map((k) => [k.toLowerCase(), k]),
    );
    known.set('e-mail', 'email');
    for (const [alias, field] of Object.entries(FIELD_ALIASES)) known.set(alias, field);
    columns = first.map((x) => known.get(x) ?? x);
    for (const column of columns) {
      if (![...known.values()].includes(column)) {
        const line = records[0]?.info.lines ?? 1;
        problems.push({ line, key: 'bulk.error.column', values: { line, column } });
      }
    }
    if (problems.length > 0) return { rows, problems };
  }
  const taken = new Set([...roster.values()].map((p) => p.name.toLowerCase()));
  for (const { record, info } of header ? records.slice(1) : records) {
    const line = info.lines;
    const values: Record<string, string> = {};
    if (!header && record.length === 2 && EMAIL.test(record[1] ?? '')) {
      values.name = record[0] ?? '';
      values.email = record[1] ?? '';
    } else {
      if (record.length > columns.length) {
        problems.push({ line, key: 'bulk.error.columns', values: { line, count: columns.length } });
        continue;
      }
      for (const [i, value] of record.entries()) values[columns[i] ?? ''] = value;
    }
    const name = (values.name ?? '').replace(/\s+/g, ' ');
    if (name === '') {
      problems.push({ line, key: 'bulk.error.noName', values: { line } });
      continue;
    }
    if (taken.has(name.toLowerCase())) {
      problems.push({ line, key: 'bulk.error.duplicate', values: { line, name } });
      continue;
    }
    taken.add(name.toLowerCase());
    const rating = values.rating ?? '';
    if (rating !== '' && !(/^\d{1,4}$/.test(rating) && Number(rating) <= 4000)) {
      problems.push({ line, key: 'bulk.error.rating', values: { line, value: rating } });
      continue;
    }
    const email = values.email ?? '';
    if (email !== '' && !EMAIL.test(email)) {
      problems.push({ line, key: 'bulk.error.email', values: { line, value: email } });
      continue;
    }
    const fields: Partial<Record<ParticipantField, string>> = {};
    const bad = PARTICIPANT_FIELDS.find((f) => {
      if (!values[f]) return false;
      const value = fieldValue(f, values[f]);
      fields[f] = value;
      return !participantFieldSchemas[f].safeParse(value).success;
    });
    if (bad) {
      problems.push({
        line,
        key: 'bulk.error.field',
        values: { line, column: bad, value: values[bad] ?? '' },
      });
      continue;
    }
    const own = Object.fromEntries(attributes.filter((a) => values[a]).map((a) => [a, values[a] as string]));
    rows.push({
      line,
      name,
      ...(rating !== '' ? { rating: Number(rating) } : {}),
      ...(email !== '' ? { email } : {}),
      fields,
      attributes: own,
    });
  }
  if (rows.length === 0 && problems.length === 0)
    problems.push({ line: 1, key: 'bulk.error.empty', values: { line: 1 } });
  return { rows, problems };
}

/** The commands that register the rows, in their order. */
export const registerCommands = (rows: readonly BulkRow[]) =>
  rows.map((r) => ({
    type: 'RegisterParticipant',
    participant: {
      name: r.name,
      ...(r.rating !== undefined ? { rating: r.rating } : {}),
      ...r.fields,
      ...(Object.keys(r.attributes).length > 0 ? { attributes: r.attributes } : {}),
    },
  }));

export const problemText = (t: Translate, p: BulkProblem): string => t(p.key, p.values);

/** The form: a list to paste or a file to upload; `problems` of the list sent before. */
export function BulkForm(props: {
  t: Translate;
  action: string;
  csrf: string;
  attributes: readonly string[];
  text?: string;
  problems?: readonly BulkProblem[];
}) {
  const { t } = props;
  // The columns as the file's header writes them; the format's own with their names in words.
  const columns = [
    'name',
    'rating',
    'email',
    ...[...PARTICIPANT_FIELDS, ...props.attributes].map((a) => `${a} (${fieldLabel(t, a)})`),
  ].join(', ');
  return (
    <>
      {props.problems && props.problems.length > 0 ? (
        <div class="notice error" role="alert" id="form-errors" tabindex={-1}>
          <p>{t('bulk.fix')}</p>
          <ul>
            {props.problems.map((p) => (
              <li>{problemText(t, p)}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <form method="post" action={props.action} enctype="multipart/form-data">
        <Csrf token={props.csrf} />
        <p id="bulk-help">{t('bulk.help', { columns })}</p>
        <div class="field">
          <label for="bulk-list">{t('bulk.list')}</label>
          <textarea id="bulk-list" name="list" rows={10} aria-describedby="bulk-help">
            {props.text ?? ''}
          </textarea>
        </div>
        <div class="field">
          <label for="bulk-file">{t('bulk.file')}</label>
          <input id="bulk-file" name="file" type="file" accept=".csv,.txt,text/csv,text/plain" />
        </div>
        <button type="submit">{t('bulk.preview')}</button>
      </form>
    </>
  );
}

/** What confirming will add, with the list carried along unchanged. */
export function BulkPreview(props: {
  t: Translate;
  action: string;
  csrf: string;
  text: string;
  rows: readonly BulkRow[];
  attributes: readonly string[];
  /** The encoding the uploaded file was read in, when it was a guess. */
  guessedEncoding?: string | undefined;
}) {
  const { t, rows } = props;
  const fields = PARTICIPANT_FIELDS.filter((f) => rows.some((r) => r.fields[f] !== undefined));
  return (
    <>
      {props.guessedEncoding ? (
        <p class="notice" role="status">
          {t('bulk.guessed', { encoding: props.guessedEncoding })}
        </p>
      ) : null}
      <p>{t('bulk.willAdd', { count: rows.length })}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('bulk.line')}</th>
            <th scope="col">{t('bulk.name')}</th>
            <th scope="col">{t('bulk.rating')}</th>
            <th scope="col">{t('bulk.email')}</th>
            {fields.map((f) => (
              <th scope="col">{fieldLabel(t, f)}</th>
            ))}
            {props.attributes.map((a) => (
              <th scope="col">{fieldLabel(t, a)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr>
              <td>{r.line}</td>
              <td>{r.name}</td>
              <td>{r.rating ?? ''}</td>
              <td>{r.email ?? ''}</td>
              {fields.map((f) => (
                <td>{r.fields[f] ?? ''}</td>
              ))}
              {props.attributes.map((a) => (
                <td>{r.attributes[a] ?? ''}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <form method="post" action={props.action} class="inline">
        <Csrf token={props.csrf} />
        <input type="hidden" name="list" value={props.text} />
        <input type="hidden" name="confirm" value="true" />
        <button type="submit">{t('bulk.confirm')}</button>
      </form>
      <form method="post" action={props.action} class="inline">
        <Csrf token={props.csrf} />
        <input type="hidden" name="list" value={props.text} />
        <input type="hidden" name="edit" value="true" />
        <button type="submit" class="secondary">
          {t('bulk.again')}
        </button>
      </form>
    </>
  );
}
