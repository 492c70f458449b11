/**
 * Generated tsh division files (`.t`, SD-17) for the import benchmarks: `players` players over
 * `rounds` rounds, each round a random pairing of everybody (a bye for an odd player out), scores
 * from 250 to 549, boards and who started as tsh writes them. Deterministic for a seed.
 */
import { createLot } from '../core/lot.js';
import { makeTFile, type TPlayer } from '../formats/championship/index.js';

/** 0 → "Aa", 1 → "Ab" …: tsh reads a name up to its first digit, so names have none. */
const letters = (n: number): string => {
  let text = '';
  for (let k = n; text.length < 3 || k > 0; k = Math.floor(k / 26))
    text = String.fromCharCode(97 + (k % 26)) + text;
  return text.charAt(0).toUpperCase() + text.slice(1);
};

export function generateTFile(players: number, rounds: number, seed = 'tsh'): string {
  const lot = createLot(`${seed}/${players}x${rounds}`);
  const opponents: number[][] = Array.from({ length: players }, () => []);
  const scores: number[][] = Array.from({ length: players }, () => []);
  const boards: number[][] = Array.from({ length: players }, () => []);
  const starts: number[][] = Array.from({ length: players }, () => []);
  for (let r = 0; r < rounds; r++) {
    const order = lot.shuffle(Array.from({ length: players }, (_, i) => i));
    for (let k = 0; k + 1 < order.length; k += 2) {
      const [a, b] = [order[k] as number, order[k + 1] as number];
      opponents[a]?.push(b + 1);
      opponents[b]?.push(a + 1);
      scores[a]?.push(250 + lot.below(300));
      scores[b]?.push(250 + lot.below(300));
      boards[a]?.push(k / 2 + 1);
      boards[b]?.push(k / 2 + 1);
      starts[a]?.push(1);
      starts[b]?.push(2);
    }
    if (order.length % 2 === 1) {
      const bye = order.at(-1) as number;
      opponents[bye]?.push(0);
      scores[bye]?.push(50);
      boards[bye]?.push(0);
      starts[bye]?.push(0);
    }
  }
  const file: TPlayer[] = Array.from({ length: players }, (_, i) => ({
    name: `Player, ${letters(i)}`,
    rating: 1200 + lot.below(1000),
    opponents: opponents[i] as number[],
    scores: scores[i] as number[],
    tags: [
      { name: 'board', values: (boards[i] as number[]).map(String) },
      { name: 'p12', values: (starts[i] as number[]).map(String) },
    ],
  }));
  return makeTFile({ players: file });
}
