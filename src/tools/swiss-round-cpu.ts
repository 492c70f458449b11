/**
 * The process CPU time of one Dutch round (issue #28): `pairNextRound` on the bench's field
 * (`benchField(n)` of `bench/swiss.ts`: round 5 of 9 after four greedy rounds) and a hash of its
 * pairs and bye, so that two builds measured side by side show they pair alike. CPU time, not
 * wall time: on a shared machine the wall time says more about the load than about the engine
 * (docs/swiss-engine.md, *Speed*). One size per process keeps the sizes from warming each other.
 *
 *   node dist/tools/swiss-round-cpu.js N
 */
import { createHash } from 'node:crypto';
import { benchField } from '../bench/swiss.js';
import { pairNextRound } from '../formats/swiss/pairing/index.js';

for (const arg of process.argv.slice(2)) {
  const players = Number(arg);
  const input = benchField(players);
  const start = process.cpuUsage();
  const r = pairNextRound(input);
  const cpu = process.cpuUsage(start);
  if (!r.ok) throw new Error(r.error.message);
  const hash = createHash('sha256')
    .update(JSON.stringify([r.value.pairs, r.value.bye]))
    .digest('hex')
    .slice(0, 16);
  console.log(JSON.stringify({ players, cpuMs: Math.round((cpu.user + cpu.system) / 1000), hash }));
}
