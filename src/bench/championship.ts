/**
 * Benchmarks of the championship (`npm run bench`): New Swiss (SD-8) pairing one round of a
 * tournament with random results at 100, 1,000 and 4,000 players — time per round against the
 * issue's targets (≤ 20 ms, ≤ 0.35 s, ≤ 5 s) and the pairing's quality — and folding the demo
 * championship. For reference, bbpPairings (the C++ engine lichess uses) needs on this machine
 * class about 0.35 s per round for a 1,000-player Burstein Swiss and about 14 s at 2,000 players.
 */

import { decideCommand, fold } from '../core/engine.js';
import type { StoredEvent } from '../core/events.js';
import { pairNewSwiss, type SwissPlayer } from '../core/swiss.js';
import { simulateSwiss } from '../core/swiss-simulation.js';
import { demos as championshipDemos } from '../formats/championship/demo.js';
import { championship } from '../formats/championship/index.js';
import { atMost, type Bench, type Figure, timeMs } from './harness.js';

const ROUNDS = 19;

/** Plays a 19-round Swiss and keeps every round's field, then times the pairing of each. */
function swissBench(players: number, targetMs: number): Bench {
  return {
    name: `championship: New Swiss, ${players} players, ${ROUNDS} rounds`,
    run(): Figure[] {
      const fields: SwissPlayer[][] = [];
      simulateSwiss({
        players,
        rounds: ROUNDS,
        seed: `bench-${players}`,
        pair: (field) => {
          fields.push([...field]);
          return pairNewSwiss(field);
        },
      });
      const times: number[] = [];
      let outside = 0;
      let difference = 0;
      for (const field of fields) {
        const result = pairNewSwiss(field);
        if (!result.ok) throw new Error(`round ${times.length + 1}: ${result.error.message}`);
        outside += result.value.quality.outsideGroup;
        difference += result.value.quality.scoreDifference;
        times.push(timeMs(() => pairNewSwiss(field), players >= 4000 ? 1 : 3, 1));
      }
      const mean = times.reduce((a, b) => a + b, 0) / times.length;
      return [
        atMost('time per round, worst of the rounds', Math.max(...times), 'ms', targetMs),
        { label: 'time per round, mean', value: mean, unit: 'ms' },
        {
          label: 'players paired outside their win group, per round (mean)',
          value: outside / fields.length,
          unit: 'players',
        },
        {
          label: 'sum of win differences of the pairs, per round (mean)',
          value: difference / fields.length,
          unit: 'wins',
        },
        { label: 'rounds paired', value: fields.length, unit: 'rounds' },
      ];
    },
  };
}

const demoBench: Bench = {
  name: 'championship: the 41-player demo (19 rounds, 399 commands)',
  run(): Figure[] {
    const script = championshipDemos()[0];
    const config = championship.parseConfig(script.config ?? {}, script.preset);
    if (!config.ok) throw new Error('the demo preset does not parse');
    const setup = { config: config.value, participants: script.participants };
    const events: StoredEvent[] = [];
    for (const step of script.steps) {
      const decided = decideCommand(championship, setup, events, step.command, {
        at: step.at,
        recordedAt: step.recordedAt ?? step.at,
        actor: step.actor,
      });
      if (!decided.ok) throw new Error(decided.error.message);
      events.push(...decided.value.events);
    }
    const pair20 = () =>
      decideCommand(
        championship,
        setup,
        events,
        { type: 'PairRound', round: 20 },
        {
          at: events.at(-1)?.at ?? script.createdAt,
          recordedAt: events.at(-1)?.at ?? script.createdAt,
          actor: { kind: 'director', personId: 'bench' },
        },
      );
    return [
      atMost(
        'fold of the whole log',
        timeMs(() => fold(championship, setup, events)),
        'ms',
        50,
      ),
      atMost('pair round 20 (final candidates + New Swiss), fold included', timeMs(pair20), 'ms', 100),
    ];
  },
};

export const championshipBenches: readonly Bench[] = [
  swissBench(100, 20),
  swissBench(1000, 350),
  swissBench(4000, 5000),
  demoBench,
];
