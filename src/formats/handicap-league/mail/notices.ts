/**
 * The handicap league's notice: when an evening is closed, every player in the ranking gets the
 * evening's summary with the new league ranks (HL-6, HL-7): who moved up and down, and the table.
 */

import type { FormatNotices, Notice } from '../../../mail/notices.js';
import { evenings } from '../league-views.js';
import type { HandicapLeagueState } from '../state.js';
import { standings } from '../views.js';

export const handicapLeagueNotices: FormatNotices<HandicapLeagueState> = {
  format: 'handicap-league',
  kinds: ['hl.evening'],
  ofEvents(_before, after, events) {
    return events.flatMap((e): Notice[] => {
      if (e.type !== 'EveningClosed') return [];
      const summary = evenings(after).find((x) => x.evening === e.payload.evening);
      const rows = standings(after).rows;
      const table = rows.map((r) => ({
        participant: r.participantId,
        cells: [String(r.place), r.cells.rank ?? '', r.cells.points ?? ''],
      }));
      return rows.map((r) => ({
        kind: 'hl.evening',
        to: r.participantId,
        params: {
          number: summary?.number ?? 0,
          games: summary?.games.length ?? 0,
          up: summary?.up ?? '__none',
          down: summary?.down ?? '__none',
        },
        key: `${e.seq}:evening`,
        page: '',
        table,
      }));
    });
  },
};
