/**
 * Swiss benchmarks (issue #28): the FIDE Dutch engine pairing round 5 of a 9-round tournament
 * (four rounds behind it: decisive games and draws, an odd field gets a bye) for growing fields,
 * side by side with bbpPairings v6 on the same TRF when its binary is built here (else the
 * figures recorded from it on this machine). Targets: 2,000 players ≤ 1 s a round; 500 players
 * no slower than bbpPairings. The past rounds are made by a quick greedy (not the Dutch rules):
 * only the round measured is paired by the engine.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createLot } from '../core/lot.js';
import { makeTrf, type TrfResult } from '../core/trf.js';
import { pairNextRound } from '../formats/swiss/pairing/index.js';
import { cellPoints } from '../formats/swiss/pairing/state.js';
import { DEFAULT_POINTS, type EngineInput, type TrfCell } from '../formats/swiss/pairing/types.js';
import { atMost, type Bench, type Figure } from './harness.js';

const BBP = process.env.BBP_PAIRINGS ?? '/work/tools/bbpPairings/bbpPairings.exe';

/**
 * bbpPairings v6 `-p` times measured by this bench on this machine (2 cores shared by several
 * jobs, load about 15) on 2026-11-29, for when the binary is not built; NaN: not measured.
 */
const RECORDED_BBP_MS: Readonly<Record<number, number>> = { 100: 91, 200: 759, 500: 9996 };

/** A field of `n` players after `rounds` greedy rounds (neighbours by score who have not met). */
function field(n: number, rounds: number, seed: string): EngineInput {
  const lot = createLot(seed);
  const cells: TrfCell[][] = Array.from({ length: n }, () => []);
  const points = (i: number): number =>
    (cells[i] as TrfCell[]).reduce((s, c) => s + cellPoints(c, DEFAULT_POINTS), 0);
  for (let r = 0; r < rounds; r++) {
    const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => points(b) - points(a) || a - b);
    const waiting = new Set(order);
    for (const a of order) {
      if (!waiting.has(a)) continue;
      waiting.delete(a);
      const met = new Set((cells[a] as TrfCell[]).map((c) => c.opponent));
      const b = [...waiting].find((x) => !met.has(x + 1));
      if (b === undefined) {
        (cells[a] as TrfCell[]).push({ opponent: null, colour: '-', result: 'U' });
        continue;
      }
      waiting.delete(b);
      const [w, k] = (r + a) % 2 === 0 ? [a, b] : [b, a];
      const x = lot.next();
      const [rw, rb]: [TrfResult, TrfResult] = x < 0.3 ? ['=', '='] : x < 0.65 ? ['1', '0'] : ['0', '1'];
      (cells[w] as TrfCell[]).push({ opponent: k + 1, colour: 'w', result: rw as TrfCell['result'] });
      (cells[k] as TrfCell[]).push({ opponent: w + 1, colour: 'b', result: rb as TrfCell['result'] });
    }
  }
  return {
    totalRounds: 9,
    players: cells.map((c, i) => ({ number: i + 1, rating: 2600 - i, cells: c })),
    absent: new Set(),
    initialColour: 'w',
    points: DEFAULT_POINTS,
  };
}

/** The bench's field of `n` players before round 5 (also read by `tools/swiss-round-cpu.ts`). */
export const benchField = (n: number): EngineInput => field(n, 4, `bench-${n}`);

function trfOf(input: EngineInput): string {
  return makeTrf({
    tags: [
      { tag: '012', text: 'Bench' },
      { tag: 'XXR', text: String(input.totalRounds) },
      { tag: 'XXC', text: 'white1' },
    ],
    roundDates: [],
    players: input.players.map((p) => ({
      startRank: p.number,
      sex: '',
      title: '',
      name: `Player ${p.number}`,
      rating: p.rating,
      federation: '',
      fideId: '',
      birthDate: '',
      halves: p.cells.reduce((s, c) => s + cellPoints(c, DEFAULT_POINTS), 0) / 5,
      rank: 0,
      rounds: p.cells.map((c) => ({ opponent: c.opponent ?? 0, colour: c.colour, result: c.result })),
      line: 0,
    })),
  });
}

const once = (fn: () => unknown): number => {
  const start = performance.now();
  fn();
  return performance.now() - start;
};

/**
 * Sizes measured: 100, 200, 500 and 2,000 by default (the two targets' sizes and two small ones;
 * the engine pairs 2,000 players in seconds), or `ARBITER_BENCH_SWISS_SIZES=100,500,1000`.
 */
const SIZES = (process.env.ARBITER_BENCH_SWISS_SIZES ?? '100,200,500,2000').split(',').map(Number);
/**
 * bbpPairings is run beside the engine up to this many players (its round takes half a minute at
 * 1,000 and grows about tenfold per doubling); above it, its figure is left out.
 */
const BBP_UP_TO = Number(process.env.ARBITER_BENCH_SWISS_BBP_UP_TO) || 1000;

export const swissBenches: readonly Bench[] = [
  {
    name: 'swiss: Dutch pairing of one round (round 5 of 9), engine vs bbpPairings',
    run(): Figure[] {
      const figures: Figure[] = [];
      const built = existsSync(BBP);
      const dir = mkdtempSync(join(tmpdir(), 'swiss-bench-'));
      try {
        for (const n of SIZES) {
          const input = benchField(n);
          let bbpMs = RECORDED_BBP_MS[n] ?? Number.NaN;
          const measured = built && n <= BBP_UP_TO;
          if (measured) {
            const file = join(dir, `${n}.trf`);
            writeFileSync(file, trfOf(input));
            bbpMs = once(() => execFileSync(BBP, ['--dutch', file, '-p'], { stdio: 'pipe' }));
          }
          const ms = once(() => {
            const r = pairNextRound(input);
            if (!r.ok) throw new Error(r.error.message);
          });
          if (measured || !Number.isNaN(bbpMs))
            figures.push({
              label: `bbpPairings, ${n} players (${measured ? 'measured' : 'recorded'})`,
              value: bbpMs,
              unit: 'ms',
            });
          figures.push(
            n === 2000
              ? atMost(`engine, ${n} players`, ms, 'ms', 1000)
              : n === 500
                ? atMost(`engine, ${n} players (≤ bbpPairings)`, ms, 'ms', Math.round(bbpMs))
                : { label: `engine, ${n} players`, value: ms, unit: 'ms' },
          );
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      return figures;
    },
  },
];
