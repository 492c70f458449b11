/**
 * The generic views every format offers (core/views.ts): standings are the pyramid read from the
 * pharaoh down, left to right; rounds are the running challenges and the latest results. XXX
 * places have no row; the notes name them.
 */
import type { Moment } from '../../../core/types.js';
import type { PairingView, RoundView, StandingsTable } from '../../../core/views.js';
import { formatPlace, placeOfSlot } from '../formula.js';
import { placeText } from '../places.js';
import { type PyramidState, playerAt } from '../state.js';

const LATEST_RESULTS = 20;

export function standings(state: PyramidState): StandingsTable {
  const rows = [];
  const vacant: string[] = [];
  for (let slot = 0; slot < state.slots.length; slot++) {
    const p = playerAt(state, slot);
    if (!p) {
      vacant.push(placeText(slot));
      continue;
    }
    const place = placeOfSlot(slot);
    rows.push({
      place: slot + 1,
      tied: false,
      participantId: p.id,
      cells: { level: String(place.level), position: formatPlace(place) },
    });
  }
  return {
    columns: [
      { id: 'level', label: 'pyr.col.level', align: 'right' },
      { id: 'position', label: 'pyr.col.position', align: 'center' },
    ],
    rows,
    ...(vacant.length > 0 ? { notes: [`XXX places (players who left): ${vacant.join(', ')}`] } : {}),
  };
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
    if (g.defender === null || g.ending === 'lapsed') continue;
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
