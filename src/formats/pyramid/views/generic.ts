/**
 * The generic views every format offers (core/views.ts): standings are the pyramid read from the
 * pharaoh down, left to right; rounds are the running challenges and the latest results. XXX
 * places have no row; the notes name them.
 */
import type { Moment } from '../../../core/types.js';
import {
  type PairingView,
  type RoundView,
  type StandingsTable,
  standingsTable,
} from '../../../core/views.js';
import { formatPlace, placeOfSlot } from '../formula.js';
import { placeText } from '../places.js';
import { type PyramidState, playerAt } from '../state.js';

const LATEST_RESULTS = 20;

export function standings(state: PyramidState): StandingsTable {
  const rows = [];
  const vacant: string[] = [];
  for (let slot = 0; slot < state.slots.length; slot++) {
    const p = playerAt(state, slot);
    if (p) rows.push({ place: slot + 1, participantId: p.id, position: placeOfSlot(slot) });
    else vacant.push(placeText(slot));
  }
  return standingsTable(
    [
      ['level', 'pyr.col.level'],
      ['position', 'pyr.col.position', 'center'],
    ],
    rows,
    (r) => ({ level: String(r.position.level), position: formatPlace(r.position) }),
    vacant.length > 0 ? [`XXX places (players who left): ${vacant.join(', ')}`] : [],
  );
}

const RESULT_TEXT: Readonly<Record<string, string>> = {
  '1-0': '1–0',
  '0-1': '0–1',
  '1/2-1/2': '½–½',
  '+-': '+/−',
  '-+': '−/+',
  none: '–',
};

export function rounds(state: PyramidState): RoundView[] {
  const running: PairingView[] = state.open.map((g) => ({
    first: g.challenger,
    second: g.defender,
    note: g.status,
  }));
  const latest: PairingView[] = [];
  for (let cell = state.finished; cell && latest.length < LATEST_RESULTS; cell = cell.tail) {
    const g = cell.head;
    if (g.defender === null || g.ending === 'lapsed' || g.ending === 'voided') continue;
    latest.push({
      first: g.challenger,
      second: g.defender,
      result: RESULT_TEXT[g.result] ?? g.result,
      note: g.ending,
    });
  }
  const at: Moment | undefined = state.finished?.head.endedAt;
  return [
    { id: 'running', label: 'pyr.round.running', status: 'playing', pairings: running },
    { id: 'latest', label: 'pyr.round.latest', ...(at ? { at } : {}), status: 'complete', pairings: latest },
  ];
}
