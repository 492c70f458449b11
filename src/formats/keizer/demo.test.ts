import { describe, expect, it } from 'vitest';
import { runDemo } from '../../test-support/script.js';
import { demos as keizerDemos } from './demo.js';
import { keizer } from './index.js';
import { rankingAfter } from './ranking-view.js';
import type { KeizerState } from './state.js';

function replay(id: string) {
  const script = keizerDemos().find((d) => d.id === id);
  if (!script) throw new Error(id);
  const demo = runDemo<KeizerState>(keizer, script);
  return { events: demo.events, state: demo.state() };
}

describe('demo seasons', () => {
  it('KZ-1 the main demo replays through the engine: 40 players, a late entrant, half a season', () => {
    const { state } = replay('demo-keizer');
    expect(state.lastPaired).toBe(14);
    expect(state.players).toHaveLength(41);
    expect(state.players.find((p) => p.id === 'k41')?.firstRound).toBe(7);
    expect(state.statusChanges.some((c) => c.participant === 'k40' && c.cause === 'no-shows')).toBe(true);
    expect(rankingAfter(state).rows).toHaveLength(41);
  });

  it('the demo player (the first participant) has his last game to report and a notice for round 16', () => {
    const script = keizerDemos().find((d) => d.id === 'demo-keizer');
    const { state } = replay('demo-keizer');
    const me = script?.participants[0]?.id as string;
    const game = state.rounds.get(14)?.games.find((g) => g.white === me || g.black === me);
    expect(game).toBeDefined();
    expect(state.rounds.get(14)?.results.has(`${game?.white}:${game?.black}`)).toBe(false);
    expect(state.notices.get(`16:${me}`)).toMatchObject({ reason: 'notice', late: false });
    expect(state.evenings.size).toBe(14);
  });

  it('KZ-3 the rapid demo replays through the engine', () => {
    const { state } = replay('demo-keizer-rapid');
    expect(state.lastPaired).toBe(6);
  });
});
