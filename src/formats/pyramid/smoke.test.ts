import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { fold } from '../../core/engine.js';
import { config, layout } from '../../test-support/pyramid.js';
import { challengeMap } from './eligibility.js';
import { pyramid } from './index.js';
import { simulateEvents } from './simulate.js';
import type { PyramidState } from './state.js';

describe('smoke', () => {
  it('runs', () => {
    let t = performance.now();
    const sim = simulateEvents({ seed: 's1', config: config(), players: 78, events: 20000 });
    console.log('sim ms', performance.now() - t);
    t = performance.now();
    const f = fold<PyramidState>(pyramid, { config: sim.config, participants: sim.initial }, sim.events);
    console.log('fold ms', performance.now() - t);
    t = performance.now();
    for (let i = 0; i < 10; i++) challengeMap(f.state.format);
    console.log('map ms', (performance.now() - t) / 10);
    console.log(layout(f.state.format));
    const counts = new Map<string, number>();
    for (const e of sim.events) counts.set(e.type, (counts.get(e.type) ?? 0) + 1);
    console.log([...counts]);
    expect(layout(sim.state())).toBe(layout(f.state.format));
  });
});
