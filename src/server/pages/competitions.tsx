/**
 * The list of competitions, a page at a time, and the links to the pages before and after.
 */
import type { CompetitionPage } from '../../app/competitions/competitions.js';
import type { Translate } from '../../app/i18n.js';
import type { CompetitionRecord } from '../../store/port.js';

export interface CompetitionSummary {
  readonly record: CompetitionRecord;
  readonly published: boolean;
  readonly participants: number;
  readonly events: number;
}

export function CompetitionList({
  t,
  items,
  page,
  path,
}: {
  t: Translate;
  items: readonly CompetitionSummary[];
  /** The neighbours of a page of a longer list (the static site lists all on one page). */
  page?: Omit<CompetitionPage, 'items'>;
  path?: string;
}) {
  return (
    <>
      <h1>{t('list.title')}</h1>
      {items.length === 0 ? (
        <p class="muted">{t('list.empty')}</p>
      ) : (
        <ul class="cards">
          {items.map(({ record, published, participants, events }) => (
            <li>
              <a href={`/c/${record.id}`}>{record.name}</a>{' '}
              {published ? null : <span class="badge warn">{t('comp.private')}</span>}
              <div class="small muted">
                {t('list.format')}: {t(`format.${record.format}`)} · {t('list.participants')}: {participants}{' '}
                · {t('list.events')}: {events}
              </div>
            </li>
          ))}
        </ul>
      )}
      {page && path ? <Pager t={t} page={page} path={path} /> : null}
    </>
  );
}

/** "Previous page" and "Next page" of a list that pages (`?before=` and `?after=` a competition id). */
export function Pager({
  t,
  page,
  path,
}: {
  t: Translate;
  page: Omit<CompetitionPage, 'items'>;
  path: string;
}) {
  if (page.previous === undefined && page.next === undefined) return null;
  const link = (key: string, id: string) => `${path}?${key}=${encodeURIComponent(id)}`;
  return (
    <nav class="pager" aria-label={t('list.pages')}>
      {page.previous !== undefined ? (
        <a href={link('before', page.previous)} rel="prev">
          ← {t('list.previous')}
        </a>
      ) : null}{' '}
      {page.next !== undefined ? (
        <a href={link('after', page.next)} rel="next">
          {t('list.next')} →
        </a>
      ) : null}
    </nav>
  );
}
