/**
 * Pieces every format's pages share: the heading row of the tables (standings, score sheets,
 * rating lists) as one list of columns instead of a `<th scope="col">` written out per column, and
 * the print button above them.
 */
import type { Child } from 'hono/jsx';
import type { Translate } from '../../app/i18n.js';

export interface Column {
  readonly label: Child;
  /** A column of numbers (right-aligned). */
  readonly num?: boolean;
  /** More classes, e.g. a column hidden on narrow screens. */
  readonly class?: string;
}

/** A column of numbers. */
export const numeric = (label: Child, extra?: string): Column => ({ label, num: true, class: extra });

/** The two columns every ranking starts with: the place and the name. */
export const placeAndName = (t: Translate): readonly Column[] => [
  numeric(t('col.place')),
  { label: t('col.name') },
];

const classOf = (c: Column): string | undefined =>
  [c.num ? 'num' : '', c.class ?? ''].filter(Boolean).join(' ') || undefined;

/** Numbers are right-aligned (`num`); a `null` column is left out (one only some competitions have). */
export function TableHead(props: { columns: readonly (Column | string | null)[] }) {
  return (
    <thead>
      <tr>
        {props.columns.map((c) =>
          c === null ? null : typeof c === 'string' ? (
            <th scope="col">{c}</th>
          ) : (
            <th scope="col" class={classOf(c)}>
              {c.label}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}

/**
 * A crosstable's frame: its key above the scroll box, where a phone shows it whole; the names
 * (`sticky-names`) and the column marked `sticky-end` stay in view when the table scrolls.
 */
export function CrosstableFrame(props: {
  /** The table's id, and `<id>-key` the key's. */
  id: string;
  class: string;
  legend: Child;
  caption: Child;
  columns: readonly (Column | string | null)[];
  children: Child;
}) {
  const key = `${props.id}-key`;
  return (
    <>
      <p class="small muted" id={key}>
        {props.legend}
      </p>
      <div class="table-wrap">
        <table class={`${props.class} sticky-names`} aria-describedby={key}>
          <caption class="visually-hidden">{props.caption}</caption>
          <TableHead columns={props.columns} />
          <tbody>{props.children}</tbody>
        </table>
      </div>
    </>
  );
}

/** A print button (the page prints well without it; the script only adds the click). */
export function PrintButton({ t }: { t: Translate }) {
  return (
    <p class="no-print">
      <button type="button" class="secondary" data-print>
        {t('comp.print')}
      </button>
    </p>
  );
}

export interface Choice {
  readonly value: string;
  readonly label: Child;
}

/**
 * A small GET form that picks what a page shows (a round, a player): one labelled select and a
 * button. A page shown "as of" a past moment keeps that moment (`asOf`).
 */
export function ChooseForm(props: {
  t: Translate;
  /** The page to show; the current one when omitted. */
  action?: string;
  /** The select's id (unique on the page) and the query parameter it sets. */
  id: string;
  name: string;
  label: Child;
  choices: readonly Choice[];
  selected?: string | undefined;
  asOf?: string | undefined;
  hidden?: Readonly<Record<string, string>>;
  /** The button's text; "Show" when omitted. */
  submit?: string;
}) {
  return (
    <form method="get" action={props.action} class="inline no-print">
      {props.asOf ? <input type="hidden" name="asOf" value={props.asOf} /> : null}
      {Object.entries(props.hidden ?? {}).map(([k, v]) => (
        <input type="hidden" name={k} value={v} />
      ))}
      <div>
        <label for={props.id}>{props.label}</label>
        <select id={props.id} name={props.name}>
          {props.choices.map((c) => (
            <option value={c.value} {...(c.value === props.selected ? { selected: true } : {})}>
              {c.label}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" class="secondary">
        {props.submit ?? props.t('comp.asOfSubmit')}
      </button>
    </form>
  );
}
