import { describe, expect, it } from 'vitest';
import { runDemo } from '../../test-support/script.js';
import { eveningBoard } from './board.js';
import { demos as leagueDemos } from './demo.js';
import { playerHistory } from './history.js';
import { handicapLeague } from './index.js';
import { archive, evenings, ranking } from './league-views.js';
import type { HandicapLeagueState } from './state.js';

describe('the demo league', () => {
  // Replayed as the app seeds it: a refused step fails here, naming the step.
  const replay = runDemo<HandicapLeagueState>(handicapLeague, leagueDemos()[0]);
  const { events } = replay;
  const folded = replay.fold();
  const state = folded.state.format;

  it('HL-1…HL-12 every command of the demo is accepted and every event applies', () => {
    expect([...folded.outcomes.values()].filter((o) => o.status !== 'applied')).toEqual([]);
    expect(leagueDemos().map((d) => d.format)).toEqual(['handicap-league']);
  });

  it('HL-7 six evenings of history, each closed with a move up and down, and one evening running', () => {
    const all = evenings(state);
    expect(all.map((e) => [e.closedAt !== undefined, e.up !== undefined])).toEqual([
      ...Array.from({ length: 6 }, () => [true, true]),
      [false, false],
    ]);
    // Weekly: each evening seven days after the one before.
    const days = all.map((e) => Date.parse(`${e.evening}T12:00:00Z`) / 86_400_000);
    expect(days.slice(1).map((d, i) => d - (days[i] as number))).toEqual(Array(6).fill(7));
  });

  it('HL-8 the running evening has games in progress, free players and proposals', () => {
    const board = eveningBoard(state);
    expect(board?.playing.map((g) => [g.uwate, g.shitate].sort().join('-'))).toEqual(['p1-p11', 'p2-p3']);
    expect(board?.free.map((f) => f.participantId).sort()).toEqual(['p12', 'p4', 'p5', 'p7', 'p9']);
    expect(board?.proposals.length).toBeGreaterThan(0);
  });

  it('HL-4 the ranking shows modifiers in the notation; HL-11 the archive holds the player taken out', () => {
    const rows = ranking(state).rows;
    expect(rows.some((r) => r.modifier > 0) && rows.some((r) => r.modifier < 0)).toBe(true);
    expect(rows.map((r) => r.notation).some((n) => /[+-][IVXLC]+$/.test(n))).toBe(true);
    expect(archive(state).map((r) => r.participantId)).toEqual(['p10']);
  });

  it('HL-9 the demo contains an agreed handicap; HL-7 a late game and a corrected result', () => {
    const agreed = evenings(state)
      .flatMap((e) => e.games)
      .filter((g) => g.agreed);
    expect(agreed.map((g) => [g.uwate, g.shitate, g.handicap])).toEqual([['p2', 'p4', 'rook']]);
    const late = events.find((e) => e.type === 'GameRecorded');
    // Recorded the day after evening 4, it takes effect just before that evening closed.
    expect(late?.at.slice(0, 19)).toBe(`${evenings(state)[3]?.evening}T22:29:59`);
    expect(events.some((e) => e.type === 'ResultReported' && e.supersedes !== undefined)).toBe(true);
    expect(playerHistory(state, 'p12')?.entries.some((h) => h.kind === 'game' && h.opponent === 'p1')).toBe(
      true,
    );
  });
});
