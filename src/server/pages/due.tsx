/**
 * Due items for people: the format's due view (codes and parameters, in ids and ISO moments)
 * written in the reader's language with names, moments in the club's zone, games in words, and a
 * link to the form that resolves each item, prefilled through the query parameters that form
 * reads (the format module's `due` links). Used by the competition's "due" tab and the dashboard.
 */
import { nameOf } from '../../app/competitions/present.js';
import { isMoment } from '../../core/moment.js';
import type { DueItem } from '../../core/views.js';
import { FORMAT_MODULES } from '../../formats/modules.js';
import type { DueLinks, DueReader } from '../kit/due.js';
import type { PageContext } from '../kit/ui.js';

export type { DueReader } from '../kit/due.js';

/** One due item as a reader sees it. */
export interface DueLine {
  readonly severity: DueItem['severity'];
  readonly text: string;
  /** When it fell or falls due, in words. */
  readonly when: string;
  /** The page (and form) that resolves it. */
  readonly href: string;
}

const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A parameter in words: participants by name, moments and dates in the club's zone, games by title. */
function paramText(key: string, value: string | number, reader: DueReader): string | number {
  if (typeof value !== 'string' || value === '') return value;
  if (reader.roster.has(value)) return nameOf(reader.roster, value, reader.audience);
  if (isMoment(value)) return reader.when.moment(value);
  if (CALENDAR_DATE.test(value)) return reader.when.date(value);
  return DUE_LINKS.get(reader.format)?.paramText?.(key, value, reader) ?? value;
}

/**
 * The item's sentence: the format's text with every parameter in words, prefixed with its round
 * or evening where the text does not name it, followed by the people it concerns that the text
 * does not name already (never an empty colon).
 */
export function dueText(item: DueItem, reader: DueReader): string {
  const { t } = reader;
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(item.params ?? {})) params[k] = paramText(k, v, reader);
  let text = t(item.code, params);
  if (text === item.code) text = item.message;
  // A message that cannot be written without a parameter names it itself.
  const named = (key: string) => {
    const { [key]: _, ...others } = params;
    return t(item.code, others) === item.code;
  };
  if (params.round !== undefined && !named('round'))
    text = `${t('due.inRound', { round: params.round })} · ${text}`;
  else if (params.evening !== undefined && !named('evening'))
    text = `${t('due.inEvening', { evening: params.evening })} · ${text}`;
  const names = item.participantIds
    .map((id) => nameOf(reader.roster, id, reader.audience))
    .filter((name) => !text.includes(name));
  if (names.length === 0) return text;
  return `${text}: ${names.join(item.participantIds.length === 2 ? ' – ' : ', ')}`;
}

const DUE_LINKS: ReadonlyMap<string, DueLinks> = new Map(
  FORMAT_MODULES.flatMap((m) => (m.due ? [[m.name, m.due] as const] : [])),
);

/**
 * Items only a director can resolve (issue 25: no director task shown to a player as his): every
 * Keizer and championship item (the director runs the evening and the rounds), the handicap
 * league's player records, the Tantrix director's decisions and the pyramid guardian's review.
 */
export function isDirectorTask(item: DueItem): boolean {
  return (
    /^(keizer|champ)\.due\./.test(item.code) ||
    [
      'due.hl.inactive',
      'due.hl.rank-assumed',
      'tx.due.director-decision',
      'tx.due.seed-cup',
      'pyr.due.review',
      'pyr.due.questioned',
    ].includes(item.code)
  );
}

/** The address of the form that resolves `item`, for this reader. */
export function dueHref(item: DueItem, reader: DueReader): string {
  const base = `/c/${encodeURIComponent(reader.competitionId)}/act`;
  const target = reader.isDirector
    ? (DUE_LINKS.get(reader.format)?.directorTarget(item, reader.state) ?? {})
    : {};
  const query = new URLSearchParams(
    Object.entries(target.query ?? {}).map(([k, v]) => [k, String(v)] as [string, string]),
  ).toString();
  return `${base}${query ? `?${query}` : ''}${target.anchor ? `#${target.anchor}` : ''}`;
}

export function dueLine(item: DueItem, reader: DueReader): DueLine {
  return {
    severity: item.severity,
    text: dueText(item, reader),
    when: reader.when.moment(item.due),
    href: dueHref(item, reader),
  };
}

const BADGE = { overdue: 'bad', due: 'warn', info: '' } as const;

/**
 * A list of due items, each with its severity, sentence, moment and a button to resolve it; `compact`
 * (the dashboard) makes the sentence itself the link, one line an item on a wide screen.
 */
export function DueList({
  items,
  reader,
  limit,
  compact,
}: {
  items: readonly DueItem[];
  reader: DueReader;
  /** Show at most this many, and say how many more there are. */
  limit?: number;
  compact?: boolean;
}) {
  const { t } = reader;
  if (items.length === 0) return <p class="muted small">{t('comp.nothingDue')}</p>;
  const shown = limit === undefined ? items : items.slice(0, limit);
  if (compact) return <CompactDueList items={items} reader={reader} limit={limit ?? items.length} />;
  return (
    <ul class="due-list">
      {shown.map((item) => {
        const line = dueLine(item, reader);
        return (
          <li>
            <div class="due-text">
              <span class={`badge ${BADGE[line.severity]}`}>{t(`severity.${line.severity}`)}</span>{' '}
              <span>{line.text}</span>{' '}
              {line.text.includes(line.when) ? null : (
                <time class="muted small" datetime={item.due}>
                  {line.when}
                </time>
              )}
            </div>
            {reader.isDirector || !isDirectorTask(item) ? (
              <a class="button" href={line.href}>
                {t('due.resolve')}
              </a>
            ) : null}
          </li>
        );
      })}
      {items.length > shown.length ? (
        <li class="muted">{t('dashboard.more', { count: items.length - shown.length })}</li>
      ) : null}
    </ul>
  );
}

/** Items of one kind from this many on are one line with their count, the items folded inside. */
const GROUPED_FROM = 3;

/** One item on one line: its severity, its sentence as the link to the form that settles it, its moment. */
function CompactDueItem({ item, reader }: { item: DueItem; reader: DueReader }) {
  const line = dueLine(item, reader);
  return (
    <>
      <span class={`badge ${BADGE[line.severity]}`}>{reader.t(`severity.${line.severity}`)}</span>{' '}
      {reader.isDirector || !isDirectorTask(item) ? <a href={line.href}>{line.text}</a> : line.text}{' '}
      {line.text.includes(line.when) ? null : (
        <time class="muted small" datetime={item.due}>
          {line.when}
        </time>
      )}
    </>
  );
}

/**
 * The dashboard's list: one line an item, and items of one kind (the same sentence without the
 * names, "Round 5 · Result missing") from three on folded under one line with their count.
 */
function CompactDueList({
  items,
  reader,
  limit,
}: {
  items: readonly DueItem[];
  reader: DueReader;
  limit: number;
}) {
  const { t } = reader;
  const kinds = new Map<string, DueItem[]>();
  for (const item of items) {
    const kind = `${item.severity} ${dueText({ ...item, participantIds: [] }, reader)}`;
    kinds.set(kind, [...(kinds.get(kind) ?? []), item]);
  }
  const groups = [...kinds.values()];
  const shown = groups.slice(0, limit);
  return (
    <ul class="dash-due">
      {shown.map((group) => {
        const first = group[0] as DueItem;
        if (group.length < GROUPED_FROM)
          return group.map((item) => (
            <li>
              <CompactDueItem item={item} reader={reader} />
            </li>
          ));
        return (
          <li>
            <details class="dash-kind">
              <summary>
                <span class={`badge ${BADGE[first.severity]}`}>{t(`severity.${first.severity}`)}</span>{' '}
                {t('dashboard.kind', {
                  what: dueText({ ...first, participantIds: [] }, reader),
                  count: group.length,
                })}
              </summary>
              <ul class="dash-due">
                {group.map((item) => (
                  <li>
                    <CompactDueItem item={item} reader={reader} />
                  </li>
                ))}
              </ul>
            </details>
          </li>
        );
      })}
      {groups.length > shown.length ? (
        <li class="muted">
          {t('dashboard.more', { count: groups.slice(limit).reduce((n, g) => n + g.length, 0) })}
        </li>
      ) : null}
    </ul>
  );
}

/** The reader of a competition page. */
export const dueReader = (ctx: PageContext): DueReader => ({
  t: ctx.t,
  roster: ctx.roster,
  audience: ctx.access.audience,
  when: ctx.when,
  competitionId: ctx.loaded.record.id,
  format: ctx.loaded.record.format,
  state: ctx.state,
  isDirector: ctx.access.isDirector,
});
