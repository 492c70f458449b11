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
