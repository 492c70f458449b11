/** Where a tournament director resolves a due item (the desk), and a due item's game in words. */
import { nameOf } from '../../../app/competitions/present.js';
import type { DueLinks } from '../../../server/kit/due.js';
import { findGame } from '../games.js';
import type { TpState } from '../state.js';
import { cupRoundsOf, gameTitle } from './common.js';

export const tpTournamentDue: DueLinks = {
  directorTarget: () => ({ anchor: 'tx-desk' }),
  paramText: (key, value, reader) => {
    if (key !== 'game') return undefined;
    const state = reader.state as TpState;
    const found = findGame(state, value);
    if (found.status !== 'ready') return undefined;
    const players = found.game.players.map((p) => nameOf(reader.roster, p, reader.audience)).join(' – ');
    return `${gameTitle(reader.t, found.game, cupRoundsOf(state))} (${players})`;
  },
};
