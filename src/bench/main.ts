/**
 * `npm run bench`: runs every benchmark and prints its figures with the targets. Nothing is
 * asserted; compare the figures with the targets and with the baselines printed beside them.
 * `npm run bench -- <filter>` runs only benches whose name contains the filter.
 */
import { BENCHES } from './all.js';
import { BenchSkipped, printFigures } from './harness.js';

const filter = process.argv[2]?.toLowerCase();
console.log(`Arbiter benchmarks — node ${process.version}, ${new Date().toISOString()}`);
for (const bench of BENCHES) {
  if (filter && !bench.name.toLowerCase().includes(filter)) continue;
  try {
    printFigures(bench.name, await bench.run());
  } catch (e) {
    if (e instanceof BenchSkipped) {
      console.log(`\n## ${bench.name}\n  skipped: ${e.message}`);
      continue;
    }
    console.log(`\n## ${bench.name}\n  failed: ${e instanceof Error ? e.message : String(e)}`);
    process.exitCode = 1;
  }
}
