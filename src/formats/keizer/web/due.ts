/** Where a Keizer director resolves a due item: the entry, the evening or the attendance section. */
import { type DueLinks, dueParam } from '../../../server/kit/due.js';

export const keizerDue: DueLinks = {
  directorTarget: (item) => {
    const round = dueParam(item, 'round');
    if (item.code === 'keizer.due.entry-points') return { query: { section: 'entry' }, anchor: 'entry' };
    if (item.code === 'keizer.due.pair-round' || item.code === 'keizer.due.result-missing')
      return { query: { section: 'evening', ...(round ? { round } : {}) }, anchor: 'evening' };
    return { query: { section: 'attendance', ...(round ? { round } : {}) }, anchor: 'attendance' };
  },
};
