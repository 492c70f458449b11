/**
 * Benchmarks of the pyramid (`npm run bench`): replaying a long log through the engine, and
 * answering "whom may each player challenge" for a full pyramid of 12 levels. The logs come from
 * the simulated club, generated before the clock starts.
 */

import { fold } from '../core/engine.js';
import type { StoredEvent } from '../core/events.js';
import { parseConfig } from '../formats/pyramid/config.js';
import { challengeMap } from '../formats/pyramid/eligibility.js';
import { levelStart } from '../formats/pyramid/formula.js';
import { pyramid } from '../formats/pyramid/index.js';
import { simulateEvents } from '../formats/pyramid/simulate.js';
import { atMost, type Bench, timeMs } from './harness.js';

const config = () => {
  const parsed = parseConfig({});
  if (!parsed.ok) throw new Error('the desc preset is invalid');
  return parsed.value;
};

/**
 * The log as the store hands it over: events parsed from their JSON, as they come out of the
 * database, and nothing else of the simulation kept.
 */
function replayLog() {
  const sim = simulateEvents({ seed: 'bench-replay', config: config(), players: 120, events: 100_000 });
  const events: StoredEvent[] = JSON.parse(JSON.stringify(sim.events));
  return { events, setup: { config: sim.config, participants: sim.initial } };
}

const replay: Bench = {
  name: 'pyramid: replay of 100,000 events',
  run() {
    const { events, setup } = replayLog();
    const ms = timeMs(() => fold(pyramid, setup, events), 5, 1);
    return [
      atMost('fold of 100,000 events (120 players)', ms, 'ms', 1000),
      { label: 'per event', value: (ms * 1000) / events.length, unit: 'µs' },
    ];
  },
};

const eligibility: Bench = {
  name: 'pyramid: whom may each player challenge (12 full levels)',
  run() {
    const sim = simulateEvents({
      seed: 'bench-eligibility',
      config: config(),
      players: levelStart(13),
      events: 400,
    });
    const state = sim.state();
    // A fresh list of open games each time, so the memoised busy index is built inside the measurement.
    const ms = timeMs(() => challengeMap({ ...state, open: [...state.open] }), 50, 5);
    return [atMost(`all ${state.slots.length} places, ${state.open.length} open games`, ms, 'ms', 5)];
  },
};

export const pyramidBenches: readonly Bench[] = [replay, eligibility];
