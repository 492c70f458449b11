import { describe, expect, it } from 'vitest';
import { fold, outcomeOf } from '../../core/engine.js';
import { at, field, keizerConfig, SeasonDriver } from '../../test-support/keizer.js';
import type { KeizerEvent } from './events.js';
import { keizer } from './index.js';
import { outcomeAt, sheetOf } from './sheet.js';
import type { KeizerState } from './state.js';

/** A deep, order-stable picture of a state (Maps and Sets included) to detect mutation. */
const picture = (value: unknown): string =>
  JSON.stringify(value, (_, v) => (v instanceof Map ? [...v] : v instanceof Set ? [...v] : v));

describe('evolve', () => {
  it('never mutates the state it is given, for any event of a season', () => {
    const s = new SeasonDriver(field(5)).plan(28);
    s.do(at(1, '12:00'), { type: 'NoticeAbsence', participant: 'p5', rounds: [1] });
    for (const g of s.pair(1)) s.result(1, g.white, g.black, '1-0');
    s.do(at(1, '23:00'), { type: 'AssignGroups', groups: { p1: 'A' } });
    s.do(at(1, '23:00'), { type: 'SetEntryPoints', participant: 'p2', points: '3/2' });
    s.do(at(1, '23:00'), { type: 'SignOff', participant: 'p3' });
    s.do(at(1, '23:00'), {
      type: 'RecordTeamMatch',
      date: '2025-09-05',
      team: 'DSC 1',
      opponent: 'X',
      away: true,
      players: ['p1'],
      drivers: [],
    });
    let state = keizer.initialState(s.setup as never) as KeizerState;
    for (const e of s.events) {
      const before = picture(state);
      const next = keizer.evolve(state, e as KeizerEvent).state;
      expect(picture(state), e.type).toBe(before);
      state = next;
    }
  });

  it('PYR-0 a notice entered late lands at its moment: the paired player is absent, his opponent stranded (KZ-9)', () => {
    const s = new SeasonDriver(field(4)).plan(28);
    const [game] = s.pair(1);
    const white = game?.white as string;
    // Entered by the director at 19:30, but given by phone at 16:00 (before the deadline).
    const late = s.attempt(
      at(1, '16:00'),
      { type: 'NoticeAbsence', participant: white, rounds: [1] },
      { recordedAt: at(1, '19:30') },
    );
    expect(late.ok).toBe(true);
    const state = s.state();
    const sheet = sheetOf(state).rounds[0];
    expect(sheet && outcomeAt(sheet, state.byId.get(white)?.index ?? -1)).toBe('notice');
    expect(sheet && outcomeAt(sheet, state.byId.get(game?.black as string)?.index ?? -1)).toBe('stranded');
  });

  it('PYR-0 a result for a game that a later re-pairing removed is ineffective, not an error', () => {
    const s = new SeasonDriver(field(4)).plan(28);
    const [game] = s.pair(1);
    s.do(at(1, '18:10'), {
      type: 'SwapPlayers',
      round: 1,
      a: game?.white as string,
      b: game?.white === 'p4' ? 'p3' : 'p4',
    });
    // A result for the old game, recorded with a moment after the swap (e.g. imported from paper).
    const events = [
      ...s.events,
      {
        ...s.events[0],
        seq: s.events.length + 1,
        at: at(1, '22:00'),
        recordedAt: at(1, '22:00'),
        type: 'ResultRecorded',
        payload: { round: 1, white: game?.white, black: game?.black, result: '1-0' },
      },
    ] as typeof s.events;
    const folded = fold(keizer, s.setup, events);
    expect(outcomeOf(folded, events.length)).toMatchObject({
      status: 'ineffective',
      code: 'ERR_NO_SUCH_GAME',
    });
  });

  it('KZ-2 groups are for prizes only: pairing and ranking use the whole competition', () => {
    const participants = field(4).map((p, i) => ({ ...p, attributes: { group: i % 2 === 0 ? 'A' : 'B' } }));
    const s = new SeasonDriver(participants, keizerConfig()).plan(28);
    expect(s.pair(1).map((g) => [g.white, g.black].sort().join('-'))).toEqual(['p1-p2', 'p3-p4']);
    s.do(at(1, '23:00'), { type: 'AssignGroups', groups: { p2: 'B', p3: 'A' } });
    expect(s.state().groups.get('p3')).toBe('A');
    expect(s.attempt(at(1, '23:00'), { type: 'AssignGroups', groups: { p1: 'Z' } })).toMatchObject({
      ok: false,
      error: { code: 'ERR_UNKNOWN_GROUP' },
    });
  });
});
