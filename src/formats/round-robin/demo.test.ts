/**
 * The round-robin demo replays as the app seeds it: an 8-player club championship (Berger, 7
 * rounds) with five rounds played, one result corrected by the director and one entered a week
 * late.
 */
import { describe, expect, it } from 'vitest';
import { runDemo } from '../../test-support/script.js';
import { demos } from './demo.js';
import { roundRobin } from './index.js';
import type { RoundRobinState } from './state.js';
import { rounds } from './views.js';

describe('demo: club championship', () => {
  const [script] = demos();
  const replay = runDemo<RoundRobinState>(roundRobin, script);
  const state = replay.state();

  it('eight players, seven rounds of four games: five rounds played, the last two still to come', () => {
    expect(script.participants).toHaveLength(8);
    expect(rounds(state).map((r) => r.status)).toEqual([
      'complete',
      'complete',
      'complete',
      'complete',
      'complete',
      'paired',
      'paired',
    ]);
  });

  it('every event applies; the correction supersedes the result it corrects', () => {
    expect(replay.problems()).toEqual({});
    const correction = replay.events.find((e) => e.supersedes !== undefined);
    expect(correction).toMatchObject({
      type: 'ResultRecorded',
      reason: expect.stringContaining('wrong way round'),
    });
    expect(replay.fold().supersededBy.get(correction?.supersedes?.[0] ?? 0)).toBe(correction?.seq);
  });

  it('one result was entered a week after its evening', () => {
    const late = replay.events.filter((e) => Date.parse(e.recordedAt) - Date.parse(e.at) >= 6 * 86_400_000);
    expect(late).toHaveLength(1);
  });
});
