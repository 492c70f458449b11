/**
 * The benchmark harness behind `npm run bench`. A bench measures one thing, prints figures and
 * compares them with a baseline measured in the same run (or a stated target); nothing here is a
 * test and nothing asserts timings.
 */
import { performance } from 'node:perf_hooks';

export interface Figure {
  readonly label: string;
  readonly value: number;
  readonly unit: string;
  /** Target in words, e.g. "≤ 5 ms" or "≥ 0.5 of raw". */
  readonly target?: string;
  readonly met?: boolean;
}

/** Thrown by a bench that cannot run here (e.g. no PostgreSQL); printed as skipped, not failed. */
export class BenchSkipped extends Error {}

export interface Bench {
  readonly name: string;
  /** Runs the measurement and returns the figures to print. */
  run(): Promise<readonly Figure[]> | readonly Figure[];
}

/** Median wall time in milliseconds of `fn` over `repeats` runs after `warmup` runs. */
export function timeMs(fn: () => unknown, repeats = 7, warmup = 2): number {
  for (let i = 0; i < warmup; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < repeats; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.floor(samples.length / 2)] as number;
}

export const atMost = (label: string, value: number, unit: string, limit: number): Figure => ({
  label,
  value,
  unit,
  target: `≤ ${limit} ${unit}`,
  met: value <= limit,
});

export const atLeast = (label: string, value: number, unit: string, limit: number): Figure => ({
  label,
  value,
  unit,
  target: `≥ ${limit} ${unit}`,
  met: value >= limit,
});

export function printFigures(bench: string, figures: readonly Figure[]): void {
  console.log(`\n## ${bench}`);
  for (const f of figures) {
    const value =
      f.value >= 100 ? f.value.toFixed(0) : f.value >= 1 ? f.value.toFixed(2) : f.value.toPrecision(3);
    const verdict = f.met === undefined ? '' : f.met ? '  ✓' : '  ✗ (target missed)';
    console.log(
      `  ${f.label.padEnd(58)} ${value.padStart(12)} ${f.unit.padEnd(10)} ${f.target ?? ''}${verdict}`,
    );
  }
}
