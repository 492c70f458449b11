import { describe, expect, it } from 'vitest';
import { addDuration } from '../../core/moment.js';
import type { Moment } from '../../core/types.js';
import { runDemo } from '../../test-support/script.js';
import { demos } from './demo.js';
import { tpTournament } from './index.js';
import { standingResult } from './results.js';
import type { TpState } from './state.js';
import { bracket, due, groupTable, ratingList } from './views.js';

/** The folds of a demo replayed as the app seeds it, as of any moment; and its last step's moment. */
function replay(id: string) {
  const demo = demos().find((d) => d.id === id);
  if (!demo) throw new Error(`no demo ${id}`);
  const replayed = runDemo<TpState>(tpTournament, demo);
  const fold = (asOf?: string) => replayed.fold(asOf ? { asOf } : {});
  return Object.assign(fold, { last: demo.steps.at(-1)?.at as Moment });
}

describe('demo weekend event (groups + cup)', () => {
  const view = replay('demo-tantrix-weekend');
  const state = view().state.format;

  it('TX-1 every step is accepted and every event applies', () => {
    expect([...view().outcomes.values()]).toEqual([]);
  });

  it('TX-7 group A is decided by a play-off won after an over-time loss', () => {
    const a = groupTable(state, 'A');
    expect(a?.playoffs).toMatchObject([
      { place: 2, winner: 'kwame', games: [{ id: 'A:p2:g1' }, { id: 'A:p2:g2' }] },
    ]);
    expect(a?.rows.map((r) => r.participantId)).toEqual(['mira', 'kwame', 'sofia', 'ben']);
  });

  it('TX-4/TX-6/TX-14 group results include a no-show, a double crash and a director’s TP', () => {
    expect(groupTable(state, 'B')?.rows.find((r) => r.participantId === 'ravi')?.noShows).toBe(1);
    const kinds = groupTable(state, 'B')?.rows.flatMap((r) => r.lines.map((l) => l.kind));
    expect(kinds).toContain('double-crash');
    expect(state.overrides.gamePoints.size).toBe(1);
  });

  it('TX-8/TX-12 the cup: byes for the top seeds, a tie-break game, a win on TP, a champion', () => {
    const b = bracket(state);
    expect(b?.rounds[0]?.filter((m) => m.decidedBy === 'bye')).toHaveLength(2);
    expect(b?.rounds[0]?.find((m) => m.decidedBy === 'tie-break')?.winner).toBe('kwame');
    expect(b?.rounds[1]?.find((m) => m.players.includes('akiko'))).toMatchObject({
      winner: 'akiko',
      totals: { won: [2, 1] },
    });
    expect(b?.champion).toBe('mira');
    // The evening after the cup: nothing left to do.
    expect(due(state, addDuration(view.last, { hours: 3 }))).toEqual([]);
  });

  it('TX-13 the rating list covers the played games only', () => {
    const rows = ratingList(state).rows;
    expect(rows.find((r) => r.participantId === 'ravi')?.games).toBe(2);
    expect(rows.find((r) => r.participantId === 'sofia')?.startSource).toBe('lobby');
  });
});

describe('demo scheduled event', () => {
  const view = replay('demo-tantrix-scheduled');

  it('TX-1 every step is accepted and every event applies', () => {
    expect([...view().outcomes.values()]).toEqual([]);
  });

  it('TX-11 the unanswered message of round 3 cost the silent player the game', () => {
    const state = view().state.format;
    const silent = [...state.forfeits.keys()];
    expect(silent.some((g) => g.startsWith('A:r3:'))).toBe(true);
    expect(standingResult(state, silent[0] as string)?.source).toBe('forfeit');
  });

  it('TX-11 a player used one rescheduling chance', () => {
    expect(view().state.format.rearrangements).toHaveLength(1);
  });

  it('TX-11 as the last round runs, the director sees what is due', () => {
    // Five days after the last message: the answer is overdue; nine days on, the round's end has passed.
    const asOf = addDuration(view.last, { days: 5, minutes: 30 });
    expect(due(view(asOf).state.format, asOf).map((d) => d.code)).toEqual([
      'tx.due.forfeited',
      'tx.due.unanswered',
    ]);
    const late = addDuration(view.last, { days: 9, hours: 17 });
    expect(due(view(late).state.format, late).map((d) => d.code)).toEqual([
      'tx.due.forfeited',
      'tx.due.appointment-missed',
      'tx.due.forfeited',
      'tx.due.round-overdue',
    ]);
  });
});
