/**
 * The checklist a competition's director sees on its page until setting up is done: players
 * entered, dates and rounds set (where the format has a schedule: not where its module says
 * `unscheduled`), published, people invited.
 * Every item is read from the state (the roster, the calendar, the publication, the grants and
 * invitations), nothing is stored; each links to where it is done.
 */
import type { Translate } from '../../app/i18n.js';
import type { Moment } from '../../core/types.js';
import { moduleOf } from '../../formats/modules.js';
import type { Visible } from '../accounts/access.js';
import { calendarEntries } from '../calendar/calendar-entries.js';
import type { Services } from '../http/context.js';

export interface ChecklistItem {
  readonly key: string;
  readonly href: string;
  readonly done: boolean;
}

export async function setupChecklist(
  services: Services,
  visible: Visible,
  now: Moment,
): Promise<readonly ChecklistItem[]> {
  const { record, head } = visible.loaded;
  const base = `/c/${encodeURIComponent(record.id)}`;
  const invited = await services.accounts.hasPlayersInvited(record);
  return [
    { key: 'checklist.players', href: `${base}/participants`, done: head.state.roster.size >= 2 },
    ...(moduleOf(record.format)?.unscheduled
      ? []
      : [
          {
            key: 'checklist.dates',
            href: `${base}/act${moduleOf(record.format)?.datesForm ? `#${moduleOf(record.format)?.datesForm}` : ''}`,
            done:
              calendarEntries(
                visible.loaded,
                head.state.format,
                now,
                await services.competitions.log(visible.loaded),
              ).length > 0,
          },
        ]),
    { key: 'checklist.published', href: `${base}/act#publish`, done: visible.published },
    { key: 'checklist.invited', href: `${base}/act#invite`, done: invited },
  ];
}

/** The checklist while an item is open; nothing once every item is done. */
export function SetupChecklist({ t, items }: { t: Translate; items: readonly ChecklistItem[] }) {
  if (items.every((i) => i.done)) return null;
  return (
    <section class="checklist" aria-labelledby="setup-title">
      <h2 id="setup-title">{t('checklist.title')}</h2>
      <ul>
        {items.map((i) => (
          <li data-done={String(i.done)}>
            <span aria-hidden="true">{i.done ? '☑' : '☐'}</span> <a href={i.href}>{t(i.key)}</a>{' '}
            <span class="muted">({t(i.done ? 'checklist.done' : 'checklist.todo')})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
