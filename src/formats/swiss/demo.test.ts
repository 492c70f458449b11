/**
 * The Swiss demo replays as the app seeds it: a club's 7-round rapid Swiss of 40 players (41 with
 * the late entry), four rounds played and the fifth paired, with a correction, a forfeit, a
 * requested half-point bye and a withdrawal.
 */
import { describe, expect, it } from 'vitest';
import { runDemo } from '../../test-support/script.js';
import { demos } from './demo.js';
import { swiss } from './index.js';
import type { SwissState } from './state.js';
import { computeStandings, rounds } from './views.js';

describe('demo: a club’s rapid Swiss', () => {
  const [script] = demos();
  const replay = runDemo<SwissState>(swiss, script);
  const state = replay.state();

  it('40 players and a late entry; four rounds complete, the fifth paired, two to come', () => {
    expect(script.participants).toHaveLength(40);
    expect(state.players).toHaveLength(41);
    expect(rounds(state).map((r) => r.status)).toEqual([
      'complete',
      'complete',
      'complete',
      'complete',
      'paired',
      'planned',
      'planned',
    ]);
  });

  it('every event applies; the correction supersedes the result it corrects', () => {
    expect(replay.problems()).toEqual({});
    const correction = replay.events.find((e) => e.type === 'ResultRecorded' && e.supersedes !== undefined);
    expect(correction?.reason).toContain('wrong way round');
  });

  it('the requested bye, the withdrawal and the forfeit are in the standings’ sources', () => {
    expect(state.byes.get(3)?.get('s7')).toBe('half');
    expect(state.withdrawn.get('s23')).toBe(4);
    expect([...state.results.values()].some((r) => r.result === '+-')).toBe(true);
    expect(state.rounds[4]?.pairs.some((p) => p.white === 's23' || p.black === 's23')).toBe(false);
    expect(computeStandings(state).rows).toHaveLength(41);
  });
});

describe('demo: dated relative to the first start', () => {
  const statuses = (anchor: string) => {
    const [script] = demos(anchor as Parameters<typeof demos>[0]);
    return rounds(runDemo<SwissState>(swiss, script).state()).map((r) => r.status);
  };

  it('on a Friday: round 4 was last night, round 5 is not paired yet (the director pairs on Monday)', () => {
    expect(statuses('2027-03-05T12:00:00+01:00')).toEqual([
      'complete',
      'complete',
      'complete',
      'complete',
      'planned',
      'planned',
      'planned',
    ]);
  });

  it('on a Tuesday: round 5 is paired for Thursday', () => {
    expect(statuses('2027-03-09T12:00:00+01:00').slice(3, 6)).toEqual(['complete', 'paired', 'planned']);
  });
});
