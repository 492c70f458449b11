/**
 * Keizer benchmarks (issue 5): full recalculation of a 28-round season with 60 players by per-round
 * rebase (target ≤ 5 ms) and fixed point (≤ 50 ms), pairing 60 present players (≤ 20 ms), and a
 * stress season of 300 players × 100 rounds (reported). Seasons are built through the format's
 * own evolve; "full" means from the events' state with every cache cold (sheet and ranking).
 */

import { createLot } from '../core/lot.js';
import type { Moment } from '../core/types.js';
import { localMoment } from '../formats/keizer/calendar.js';
import { type KeizerConfig, parseConfig } from '../formats/keizer/config.js';
import type { Game, KeizerEvent, KeizerPayload } from '../formats/keizer/events.js';
import { evolve } from '../formats/keizer/evolve.js';
import { keizer } from '../formats/keizer/index.js';
import { computeSeasonRanking } from '../formats/keizer/recalc.js';
import { initialState, type KeizerState } from '../formats/keizer/state.js';
import { atMost, type Bench, type Figure, timeMs } from './harness.js';

function configFor(method: string, rounds: number): KeizerConfig {
  const parsed = parseConfig({
    season: { cycles: 1, roundsPerCycle: rounds },
    recalculation: { method },
    rematch: { window: 'none' },
  });
  if (!parsed.ok) throw new Error(parsed.error[0]?.message);
  return parsed.value;
}

/** Round r of a circle-method schedule (everyone meets everyone once per n − 1 rounds). */
function circleRound(ids: readonly string[], r: number): Game[] {
  const n = ids.length;
  const rest = ids.slice(1);
  const games: Game[] = [];
  const rotated = rest.map((_, i) => rest[(i + r) % rest.length] as string);
  const table = [ids[0] as string, ...rotated];
  for (let i = 0; i < n / 2; i++) {
    const a = table[i] as string;
    const b = table[n - 1 - i] as string;
    games.push(r % 2 === 0 ? { white: a, black: b } : { white: b, black: a });
  }
  return games;
}

/** A season of `players` × `rounds` with results from a fixed lot and ~8% absences with notice. */
function benchSeason(players: number, rounds: number, method: string): KeizerState {
  const lot = createLot(`bench-${players}-${rounds}`);
  const participants = Array.from({ length: players }, (_, i) => ({
    id: `b${i}`,
    name: `B${i}`,
    rating: 2300 - i * 5,
  }));
  let state = initialState({ config: configFor(method, rounds), participants });
  let seq = 0;
  const apply = <T extends KeizerEvent['type']>(at: Moment, type: T, payload: KeizerPayload<T>) => {
    const e = { seq: ++seq, at, recordedAt: at, actor: 'bench', type, payload };
    // One event of type T: the pair of type and payload is a KeizerEvent, which TS cannot see for a generic T.
    state = evolve(state, e as KeizerEvent).state;
  };
  const ids = participants.map((p) => p.id);
  for (let r = 1; r <= rounds; r++) {
    const date = new Date(Date.UTC(2025, 0, 2 + 7 * (r - 1))).toISOString().slice(0, 10);
    const at = (time: string) => localMoment(date, time, 'Europe/Amsterdam');
    const games = circleRound(ids, r - 1);
    const absent = new Set(ids.filter(() => lot.next() < 0.08));
    for (const id of absent)
      apply(at('12:00'), 'AbsenceNoticed', { participant: id, round: r, reason: 'notice', excused: false });
    const playing = games.filter((g) => !absent.has(g.white) && !absent.has(g.black));
    const stranded = games
      .flatMap((g) => [g.white, g.black])
      .filter((id) => !absent.has(id) && !playing.some((g) => g.white === id || g.black === id));
    apply(at('18:00'), 'RoundPaired', {
      round: r,
      method: 'manual',
      games: playing,
      bye: null,
      unpaired: stranded,
      relaxed: [],
    });
    for (const g of playing) {
      const x = lot.next();
      apply(at('22:00'), 'ResultRecorded', {
        round: r,
        ...g,
        result: x < 0.3 ? '1/2-1/2' : x < 0.68 ? '1-0' : '0-1',
      });
    }
  }
  return state;
}

/** A cold recalculation: a shallow copy misses the per-state caches of sheet and ranking. */
const recalcCold = (state: KeizerState) => () => computeSeasonRanking({ ...state });

export const keizerBenches: Bench[] = [
  {
    name: 'keizer: full recalculation, 60 players × 28 rounds',
    run(): Figure[] {
      const rebase = benchSeason(60, 28, 'rebase');
      const fixed = {
        ...rebase,
        config: { ...rebase.config, recalculation: { method: 'fixed-point' as const, maxPasses: 20 } },
      };
      const frozen = {
        ...rebase,
        config: { ...rebase.config, recalculation: { method: 'frozen' as const, maxPasses: 20 } },
      };
      return [
        atMost('per-round rebase (KZ-10 default)', timeMs(recalcCold(rebase), 21, 5), 'ms', 5),
        atMost('fixed point (≤ 20 passes, 2-cycle averaging)', timeMs(recalcCold(fixed), 11, 3), 'ms', 50),
        { label: 'frozen values', value: timeMs(recalcCold(frozen), 21, 5), unit: 'ms' },
      ];
    },
  },
  {
    name: 'keizer: pairing 60 present players',
    run(): Figure[] {
      const state = benchSeason(60, 28, 'rebase');
      // Pair round 15 of a season with the dsc rematch window: a cycle of 7 rounds.
      const played = {
        ...state,
        config: {
          ...state.config,
          rematch: { window: 'cycle' as const },
          season: { cycles: 4, roundsPerCycle: 7 },
        },
      };
      const upTo14 = {
        ...played,
        lastPaired: 14,
        rounds: new Map([...played.rounds].filter(([r]) => r <= 14)),
      };
      const ctx = {
        at: localMoment('2025-04-10', '18:00', 'Europe/Amsterdam'),
        actor: { kind: 'director' as const, personId: 'bench' },
        roster: new Map(),
      };
      const pair = () => {
        const decided = keizer.decide({ ...upTo14 }, { type: 'PairRound', round: 15 }, ctx);
        if (!decided.ok) throw new Error(decided.error.message);
      };
      return [atMost('PairRound incl. ranking, colours, rematch window', timeMs(pair, 21, 5), 'ms', 20)];
    },
  },
  {
    name: 'keizer: stress, 300 players × 100 rounds',
    run(): Figure[] {
      const rebase = benchSeason(300, 100, 'rebase');
      const fixed = {
        ...rebase,
        config: { ...rebase.config, recalculation: { method: 'fixed-point' as const, maxPasses: 20 } },
      };
      return [
        {
          label: 'per-round rebase, full season history',
          value: timeMs(recalcCold(rebase), 3, 1),
          unit: 'ms',
        },
        { label: 'fixed point, full season history', value: timeMs(recalcCold(fixed), 3, 1), unit: 'ms' },
      ];
    },
  },
];
