/**
 * Round-robin schedules by the Berger tables (FIDE Handbook C.05, Annex 1). Players are given by
 * pairing number 1..n; an odd field gets a dummy n+1 whose opponent has the bye. A double round
 * robin repeats the cycle with colours reversed.
 */

export interface ScheduledGame {
  /** 0-based round index. */
  readonly round: number;
  /** Pairing numbers (1-based). `black` is null for the bye. */
  readonly white: number;
  readonly black: number | null;
}

/** Rounds of a single cycle for n players: round r (0-based) is a list of games. */
export function bergerRounds(n: number): ScheduledGame[][] {
  if (!Number.isInteger(n) || n < 2) return [];
  const size = n % 2 === 0 ? n : n + 1;
  const half = size / 2;
  const rounds: ScheduledGame[][] = [];
  // Round 1: 1–size, 2–(size-1), …; each next round maps every number i ≠ size to
  // ((i - 1 + half) mod (size - 1)) + 1, keeps the orientation of those pairs and alternates
  // the colour of the game of player `size`.
  let pairs: Array<[number, number]> = [];
  for (let i = 1; i <= half; i++) pairs.push([i, size + 1 - i]);
  const shift = (i: number): number => (i === size ? size : ((i - 1 + half) % (size - 1)) + 1);
  for (let r = 0; r < size - 1; r++) {
    rounds.push(pairs.map(([w, b]) => toGame(r, w, b, size, n)));
    pairs = pairs.map(([w, b], idx) => {
      const nw = shift(w);
      const nb = shift(b);
      return idx === 0 ? [nb, nw] : [nw, nb];
    });
  }
  return rounds;
}

function toGame(round: number, w: number, b: number, size: number, n: number): ScheduledGame {
  if (size !== n && (w === size || b === size)) return { round, white: w === size ? b : w, black: null };
  return { round, white: w, black: b };
}

/** All rounds for `cycles` cycles (1 = single, 2 = double round robin with colours reversed). */
export function roundRobinSchedule(n: number, cycles = 1): ScheduledGame[][] {
  const single = bergerRounds(n);
  const out: ScheduledGame[][] = [];
  for (let c = 0; c < cycles; c++) {
    for (const round of single) {
      out.push(
        round.map((g) => {
          const r = c * single.length + g.round;
          if (c % 2 === 1 && g.black !== null) return { round: r, white: g.black, black: g.white };
          return { round: r, white: g.white, black: g.black };
        }),
      );
    }
  }
  return out;
}
