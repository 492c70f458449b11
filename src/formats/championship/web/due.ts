/** Where a championship director resolves a due item: the groups, the pairing, the final or the results. */
import type { DueLinks } from '../../../server/kit/due.js';

export const championshipDue: DueLinks = {
  directorTarget: (item) => {
    if (item.code === 'champ.due.draw-groups') return { anchor: 'champ-groups' };
    if (item.code === 'champ.due.pair-round') return { anchor: 'champ-pair' };
    if (item.code.startsWith('champ.due.')) return { anchor: 'champ-final' };
    return { anchor: 'champ-results' };
  },
};
