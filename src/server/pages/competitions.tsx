/**
 * The list of competitions.
 */
import type { Translate } from '../../app/i18n.js';
import type { CompetitionRecord } from '../../store/port.js';

export interface CompetitionSummary {
  readonly record: CompetitionRecord;
  readonly published: boolean;
  readonly participants: number;
  readonly events: number;
}

export function CompetitionList({ t, items }: { t: Translate; items: readonly CompetitionSummary[] }) {
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
    </>
  );
}
