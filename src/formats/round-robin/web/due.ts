/** Where a round-robin director resolves a due item: the result's field in the round's grid. */
import { type DueLinks, dueParam } from '../../../server/kit/due.js';
import type { RoundRobinState } from '../state.js';
import { gridField } from './index.js';

export const roundRobinDue: DueLinks = {
  directorTarget: (item, state) => {
    const round = dueParam(item, 'round');
    if (!round) return { anchor: 'rr-grid-title' };
    const field = gridField(state as RoundRobinState, Number(round), item.participantIds);
    return { query: { round: field.round }, anchor: field.anchor };
  },
};
