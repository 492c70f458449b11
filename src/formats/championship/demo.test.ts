import { describe, expect, it } from 'vitest';
import { runDemo } from '../../test-support/script.js';
import { demos as championshipDemos } from './demo.js';
import { championship } from './index.js';
import { computeStandings } from './standings.js';
import { type ChampionshipState, isComplete } from './state.js';
import { candidatesView } from './view-candidates.js';
import { finalView } from './view-final.js';
import { standingsView } from './view-standings.js';

describe('demo: German championship, 41 players, 19 rounds (SD-3 … SD-15)', () => {
  const script = championshipDemos()[0];
  const state = runDemo<ChampionshipState>(championship, script).fold().state;

  it('SD-6 41 players: a group of five and nine groups of four', () => {
    expect(script.participants).toHaveLength(41);
    expect(state.format.groups?.groups.map((g) => g.kind)).toEqual(['quintet', ...Array(9).fill('quad')]);
  });

  it('SD-8 19 rounds are paired and complete, round 20 is next', () => {
    expect(state.format.rounds).toHaveLength(19);
    expect(state.format.rounds.every(isComplete)).toBe(true);
    expect(state.format.rounds.slice(3).every((r) => r.method === 'new-swiss')).toBe(true);
  });

  it('SD-1 the demo has a forfeit, a correction, a late entry, player reports and a withdrawal', () => {
    const types = script.steps.map((s) => s.command.type);
    expect(types).toContain('RecordForfeit');
    expect(types).toContain('WithdrawParticipant');
    expect(script.steps.some((s) => s.command.reason !== undefined)).toBe(true);
    expect(script.steps.some((s) => s.recordedAt !== undefined)).toBe(true);
    expect(script.steps.some((s) => s.actor.kind === 'player')).toBe(true);
    expect(state.format.withdrawn.get('p37')).toBe(13);
  });

  it('SD-8 nobody met anybody twice in rounds 4–19', () => {
    for (const row of computeStandings(state.format)) {
      expect(new Set(row.opponents).size).toBe(row.opponents.length);
    }
  });

  it('SD-9 … SD-14 the round-20 page has its preview, with a reason for everybody', () => {
    const view = candidatesView(state.format);
    expect(view?.status).toBe('preview');
    expect(view?.rows.length).toBe(40);
    expect(view?.rows.every((r) => r.reason.text.length > 0)).toBe(true);
  });

  it('SD-9 … SD-12 round 20 has a safe player, candidates, a filler — and the demo player (p1) is a candidate', () => {
    const view = candidatesView(state.format);
    const statuses = new Set(view?.rows.map((r) => r.status));
    expect([...statuses].sort()).toEqual(['candidate', 'filler', 'out', 'safe']);
    expect(view?.rows.find((r) => r.id === script.participants[0]?.id)?.status).toBe('candidate');
    expect(view?.analysis?.fixed.length).toBeGreaterThanOrEqual(3);
  });
});

describe('demo: club championship with final and placement round (SD-16)', () => {
  const state = runDemo<ChampionshipState>(championship, championshipDemos()[1]).fold().state;

  it('SD-16 the final is 1–1 and decided by the total score', () => {
    expect(finalView(state.format)).toMatchObject({
      status: 'decided',
      decidedBy: 'total-score',
      halfPoints: [2, 2],
    });
  });

  it('SD-16 the standings put champion and runner-up first, the placement round counted for the others', () => {
    const view = standingsView(state.format);
    expect(view.byFinal).toBe(true);
    expect(view.rows.slice(0, 2).map((r) => r.finalRole)).toEqual(['champion', 'runner-up']);
    expect(state.format.rounds[7]?.method).toBe('placement');
    expect(view.rows.slice(2).every((r) => r.games === 8)).toBe(true);
  });

  it('SD-16 the demo player (p1) is a finalist', () => {
    expect(finalView(state.format)?.finalists.map((f) => f.id)).toContain('p1');
  });
});

describe('demo: Swiss Saturday under the new-swiss preset (SD-8)', () => {
  const script = championshipDemos()[2];
  const state = runDemo<ChampionshipState>(championship, script).fold().state;

  it('SD-8 four rounds are complete with one bye each; round 5 is under way with the demo player’s game open', () => {
    expect(script.preset).toBe('new-swiss');
    expect(state.format.rounds.slice(0, 4).every(isComplete)).toBe(true);
    for (const round of state.format.rounds)
      expect(round.pairings.filter((p) => p.second === null)).toHaveLength(1);
    const round5 = state.format.rounds[4];
    const index = round5?.slot.get('p1') ?? -1;
    expect(round5?.pairings[index]?.second).not.toBeNull();
    expect(round5?.results[index]).toBeUndefined();
    expect(round5?.recorded).toBeGreaterThan(0);
  });
});
