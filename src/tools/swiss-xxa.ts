/**
 * Accelerated tournaments paired by bbpPairings (issue #28): virtual points per player and round
 * (TRF `XXA`, as JaVaFo and bbpPairings read them) — Baku-like two groups (1 point, then ½), one
 * group with 1 point, or values drawn per player and round — and each round paired by
 * `bbpPairings --dutch FILE -p` on the file so far, its results drawn from the seed (draws,
 * forfeits, half-point byes asked for, withdrawals). Our engine pairs every round of the file
 * too; the tournaments where every round is identical (pairs, colours, boards, the bye) are
 * written as a corpus (`formats/swiss/trf/xxa-corpus.test.ts` replays it). Prints the figures.
 *
 *   node dist/tools/swiss-xxa.js [--bbp PATH] --count N --seed S [--players 10-60]
 *     [--rounds 5-9] [--out DIR] [--corpus FILE.txt.gz]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createLot } from '../core/lot.js';
import { madePlayer, makeTrf, type TrfPlayer, type TrfRound, type TrfTag } from '../core/trf.js';
import { differingRounds, referenceEntry } from '../formats/swiss/cli/reference.js';
import { cellPoints } from '../formats/swiss/pairing/state.js';
import { DEFAULT_POINTS } from '../formats/swiss/pairing/types.js';
import { cellOf, makeTenths } from '../formats/swiss/trf/index.js';
import { BBP_DEFAULT, type GeneratedRun, generatedRun, toolArgs } from './tool-args.js';

type Lot = ReturnType<typeof createLot>;

interface Options extends GeneratedRun {
  bbp: string;
  count: number;
  corpus: string | null;
}

function readOptions(argv: readonly string[]): Options {
  const { values: v } = toolArgs(argv, ['bbp', 'count', 'seed', 'players', 'rounds', 'out', 'corpus']);
  const o: Options = {
    bbp: v.bbp ?? BBP_DEFAULT,
    count: Number(v.count ?? 100),
    ...generatedRun(v, { seed: 'xxa', players: '10-60', rounds: '5-9', out: 'swiss-xxa-out' }),
    corpus: v.corpus ?? null,
  };
  if (!existsSync(o.bbp)) throw new Error(`no bbpPairings at ${o.bbp}`);
  return o;
}

/** Virtual points (tenths) per player and round: the scheme is drawn from the tournament's number. */
function accelerationsOf(lot: Lot, scheme: number, players: number, rounds: number): number[][] {
  const group = 2 * Math.ceil(players / 4);
  const first = 1 + lot.below(Math.max(1, Math.floor(rounds / 2)));
  const second = scheme === 0 ? 1 + lot.below(2) : 0;
  return Array.from({ length: players }, (_, i) =>
    Array.from({ length: rounds }, (_, r) => {
      if (scheme === 2) return [0, 0, 5, 10][lot.below(4)] as number;
      if (i >= group) return 0;
      return r < first ? 10 : r < first + second ? 5 : 0;
    }),
  );
}

const xxaLine = (number: number, values: readonly number[]): TrfTag => ({
  tag: 'XXA',
  text: [String(number).padStart(4), ...values.map((v) => makeTenths(v).padStart(4))].join(' '),
});

interface Tournament {
  readonly ratings: readonly number[];
  readonly tags: readonly TrfTag[];
  readonly cells: TrfRound[][];
}

function fileOf(t: Tournament, ahead: ReadonlyMap<number, TrfRound> = new Map()): string {
  const players = t.cells.map((c, i): TrfPlayer => {
    const next = ahead.get(i + 1);
    return madePlayer({
      startRank: i + 1,
      name: `Player ${String(i + 1).padStart(4, '0')}`,
      rating: t.ratings[i] as number,
      halves: c.reduce((s, x) => s + cellPoints(cellOf(x), DEFAULT_POINTS), 0) / 5,
      rounds: next ? [...c, next] : c,
    });
  });
  return makeTrf({ tags: t.tags, roundDates: [], players });
}

function play(
  lot: Lot,
  white: number,
  black: number,
  drawRate: number,
  forfeitRate: number,
): [string, string] {
  if (lot.next() < forfeitRate) return lot.below(2) === 0 ? ['+', '-'] : ['-', '+'];
  if (lot.next() < drawRate) return ['=', '='];
  return lot.next() < 1 / (1 + 10 ** ((black - white) / 400)) ? ['1', '0'] : ['0', '1'];
}

/** Plays round `r` as bbpPairings pairs it; its `-p` lines, or null when it finds no pairing. */
function playRound(
  o: Options,
  lot: Lot,
  t: Tournament,
  r: number,
  file: string,
  withdrawn: Set<number>,
): string | null {
  const ahead = new Map<number, TrfRound>();
  for (let n = 1; n <= t.cells.length; n++) {
    if (withdrawn.has(n) || (r > 1 && lot.next() < 0.02)) {
      withdrawn.add(n);
      ahead.set(n, { opponent: 0, colour: '-', result: 'Z' });
    } else if (lot.next() < 0.04) ahead.set(n, { opponent: 0, colour: '-', result: 'H' });
  }
  writeFileSync(file, fileOf(t, ahead));
  let out: string;
  try {
    out = execFileSync(o.bbp, ['--dutch', file, '-p'], { encoding: 'utf8', stdio: 'pipe' }).trim();
  } catch {
    return null;
  }
  const drawRate = 0.3;
  const paired = new Set<number>();
  for (const line of out.split('\n').slice(1)) {
    const [w, b] = line.trim().split(/\s+/).map(Number) as [number, number];
    paired.add(w);
    if (b === 0) {
      t.cells[w - 1]?.push({ opponent: 0, colour: '-', result: 'U' });
      continue;
    }
    paired.add(b);
    const [rw, rb] = play(lot, t.ratings[w - 1] as number, t.ratings[b - 1] as number, drawRate, 0.03);
    t.cells[w - 1]?.push({ opponent: b, colour: 'w', result: rw as TrfRound['result'] });
    t.cells[b - 1]?.push({ opponent: w, colour: 'b', result: rb as TrfRound['result'] });
  }
  for (const [n, cell] of ahead) if (!paired.has(n)) t.cells[n - 1]?.push(cell);
  return out;
}

/** Our engine on every round of the file: the first round whose `-p` lines differ, or 0. */
function firstDifference(text: string, boards: readonly string[], total: number): number {
  const diffs = differingRounds({ name: '', total, trf: text, rounds: boards });
  return typeof diffs === 'string' ? 1 : (diffs[0] ?? 0);
}

function main(): void {
  const o = readOptions(process.argv.slice(2));
  mkdirSync(o.out, { recursive: true });
  const lot = createLot(o.seed);
  const between = ([a, b]: [number, number]): number => a + lot.below(b - a + 1);
  const corpus: string[] = [];
  let rounds = 0;
  let same = 0;
  let skipped = 0;
  for (let i = 1; i <= o.count; i++) {
    const players = between(o.players);
    const total = between(o.rounds);
    let rating = 2200 + lot.below(400);
    const ratings = Array.from({ length: players }, () => (rating -= lot.below(40)));
    const virtual = accelerationsOf(lot, i % 3, players, total);
    const tags: TrfTag[] = [
      { tag: '012', text: `bbpPairings XXA ${o.seed}-${i}` },
      { tag: 'XXR', text: String(total) },
      { tag: 'XXC', text: lot.below(2) === 0 ? 'white1' : 'black1' },
      ...virtual.map((v, n) => xxaLine(n + 1, v)),
    ];
    const t: Tournament = { ratings, tags, cells: ratings.map(() => []) };
    const boards: string[] = [];
    const withdrawn = new Set<number>();
    const file = join(o.out, `xxa${i}.trf`);
    for (let r = 1; r <= total; r++) {
      const out = playRound(o, lot, t, r, `${file}.r${r}`, withdrawn);
      if (out === null) break;
      boards.push(out);
    }
    if (boards.length < total) {
      skipped++;
      continue;
    }
    const text = fileOf(t);
    writeFileSync(file, text);
    rounds += total;
    const differs = firstDifference(text, boards, total);
    if (differs > 0) {
      console.log(`${file}: round ${differs} differs`);
      same += differs - 1;
      continue;
    }
    same += total;
    corpus.push(referenceEntry(`xxa${i}.trf`, text, total, boards));
  }
  if (o.corpus) writeFileSync(o.corpus, gzipSync(corpus.join('')));
  console.log(
    `XXA tournaments ${o.count - skipped} (skipped ${skipped}: no legal pairing in some round), identical ${corpus.length}; rounds ${rounds}: identical ${same}`,
  );
}

main();
