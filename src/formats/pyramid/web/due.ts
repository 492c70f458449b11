/** Where a pyramid director resolves a due item: the desk, for the player the item waits on. */
import type { DueItem } from '../../../core/views.js';
import { type DueLinks, dueParam } from '../../../server/kit/due.js';

const waitingOn = (item: DueItem): string | undefined =>
  item.code === 'pyr.due.acceptance' || item.code === 'pyr.due.acceptance-overdue'
    ? dueParam(item, 'defender')
    : item.code === 'pyr.due.dispute'
      ? dueParam(item, 'by')
      : (dueParam(item, 'challenger') ?? dueParam(item, 'player'));

export const pyramidDue: DueLinks = {
  directorTarget: (item) => {
    // PYR-8: a challenge from a disputed result is kept or voided in its own section of the desk.
    if (item.code === 'pyr.due.questioned') return { anchor: 'pyr-questioned' };
    const who = waitingOn(item);
    return { ...(who ? { query: { for: who } } : {}), anchor: 'pyr-desk' };
  },
};
