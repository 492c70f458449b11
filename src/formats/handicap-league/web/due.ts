/** Where a handicap-league director resolves a due item: the player's row, else the evening. */
import type { DueLinks } from '../../../server/kit/due.js';

export const handicapLeagueDue: DueLinks = {
  directorTarget: (item) => {
    const first = item.participantIds[0];
    if (item.code === 'due.hl.inactive' || item.code === 'due.hl.rank-assumed')
      return first ? { query: { edit: first }, anchor: 'hl-players' } : { anchor: 'hl-players' };
    return { anchor: 'hl-evening' };
  },
};
