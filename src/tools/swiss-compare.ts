/**
 * Side by side with bbpPairings (issue #28): pairs every round of TRF files with our Dutch
 * engine and compares with the pairings in the file (a file bbpPairings generated holds its own
 * pairings) and, when the binary is there, with `bbpPairings --dutch -p` on the file cut before
 * each round (boards and colours too). With `--generate N` it first makes N random tournaments
 * with `bbpPairings --dutch -g` (players, rounds, draw, forfeit, withdrawal, half-point-bye rates
 * drawn from the seed). Prints the agreement figures; writes the files under `--out`.
 *
 *   node dist/tools/swiss-compare.js [--bbp PATH] [--generate N --seed S --players 10-300
 *     --rounds 5-13 --out DIR] [FILE.trf …]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { createLot } from '../core/lot.js';
import { generateTournament } from '../formats/swiss/cli/generate.js';
import { makePairingList } from '../formats/swiss/cli/pairing-list.js';
import { referenceEntry } from '../formats/swiss/cli/reference.js';
import { pairNextRound } from '../formats/swiss/pairing/index.js';
import {
  engineInputFor,
  makeRoundFile,
  pairedRounds,
  parseSwissTrf,
  type SwissTrf,
} from '../formats/swiss/trf/index.js';
import { oursOptions } from './ours.js';
import { BBP_DEFAULT, type GeneratedRun, generatedRun, toolArgs } from './tool-args.js';

interface Options extends GeneratedRun {
  bbp: string | null;
  generate: number;
  /** Generate this many tournaments with our own generator (half with Baku) and ask `bbpPairings -c`. */
  ours: number;
  /** Write the agreeing tournaments with bbpPairings' boards here (see `formats/swiss/cli/reference.ts`). */
  corpus: string | null;
  files: string[];
}

function readOptions(argv: readonly string[]): Options {
  const {
    values: v,
    flags,
    files,
  } = toolArgs(argv, ['bbp', 'generate', 'seed', 'players', 'rounds', 'out', 'corpus', 'ours'], ['no-bbp']);
  const bbp = flags.has('no-bbp') ? null : (v.bbp ?? BBP_DEFAULT);
  return {
    bbp: bbp && existsSync(bbp) ? bbp : null,
    generate: Number(v.generate ?? 0),
    ...generatedRun(v, { seed: 'swiss', players: '10-300', rounds: '5-13', out: 'swiss-compare-out' }),
    corpus: v.corpus ?? null,
    ours: Number(v.ours ?? 0),
    files,
  };
}

/** The first difference of one round, in words, or null when identical. */
export function compareRound(trf: SwissTrf, round: number, totalRounds: number): string | null {
  const result = pairNextRound(engineInputFor(trf, round, 'check', totalRounds));
  if (!result.ok) return `round ${round}: ${result.error.message}`;
  const byNumber = new Map(trf.file.players.map((p) => [p.startRank, p] as const));
  for (const pair of result.value.pairs) {
    const cell = byNumber.get(pair.white)?.rounds[round - 1];
    if (cell?.opponent !== pair.black || cell.colour !== 'w')
      return `round ${round}: engine ${pair.white}-${pair.black}, file ${pair.white} ${cell ? `${cell.opponent} ${cell.colour}` : 'none'}`;
  }
  if (result.value.bye !== null && byNumber.get(result.value.bye)?.rounds[round - 1]?.result !== 'U')
    return `round ${round}: engine gives the bye to ${result.value.bye}`;
  for (const p of trf.file.players) {
    const cell = p.rounds[round - 1];
    if (cell?.result === 'U' && result.value.bye !== p.startRank)
      return `round ${round}: file gives the bye to ${p.startRank}`;
  }
  return null;
}

function bbpBoards(bbp: string, file: string): string {
  try {
    return execFileSync(bbp, ['--dutch', file, '-p'], { encoding: 'utf8' }).trim();
  } catch (e) {
    return `error ${(e as { status?: number }).status}`;
  }
}

/** Our generator's tournaments, each checked by `bbpPairings -c` (the rounds it reports as differing). */
function checkOurs(o: Options, bbp: string): void {
  mkdirSync(o.out, { recursive: true });
  const lot = createLot(`${o.seed}-ours`);
  const between = ([a, b]: [number, number]): number => a + lot.below(b - a + 1);
  let rounds = 0;
  let differing = 0;
  let sameTournaments = 0;
  for (let i = 1; i <= o.ours; i++) {
    const baku = i % 2 === 0;
    const trf = generateTournament(
      oursOptions(lot, between(o.players), between(o.rounds), `${o.seed}-${i}`, baku),
    );
    if (!trf.ok) {
      console.log(`ours ${i}: ${trf.error.message}`);
      continue;
    }
    const file = join(o.out, `ours${i}.trf`);
    writeFileSync(file, trf.value);
    const report = execFileSync(bbp, ['--dutch', file, '-c'], { encoding: 'utf8' });
    const bad = new Set<string>();
    let current = '';
    for (const line of report.split('\n')) {
      const m = /Round #(\d+)/.exec(line);
      if (m) current = m[1] as string;
      else if (/Checker pairings|No valid/.test(line)) bad.add(current);
    }
    rounds += (report.match(/Round #/g) ?? []).length;
    differing += bad.size;
    if (bad.size === 0) sameTournaments++;
    else
      console.log(`${file}${baku ? ' (Baku)' : ''}: bbpPairings -c differs in rounds ${[...bad].join(', ')}`);
  }
  const pct = rounds === 0 ? '-' : `${((100 * (rounds - differing)) / rounds).toFixed(2)} %`;
  console.log(
    `ours: tournaments ${o.ours} (identical ${sameTournaments}), rounds ${rounds}: bbpPairings -c agrees on ${rounds - differing} (${pct})`,
  );
}

function main(): void {
  const o = readOptions(process.argv.slice(2));
  if (o.ours > 0 && o.bbp) checkOurs(o, o.bbp);
  const files = [...o.files];
  if (o.generate > 0) {
    if (!o.bbp) throw new Error('--generate needs the bbpPairings binary');
    mkdirSync(o.out, { recursive: true });
    const lot = createLot(o.seed);
    let skipped = 0;
    const between = ([a, b]: [number, number]): number => a + lot.below(b - a + 1);
    for (let i = 1; i <= o.generate; i++) {
      const config = [
        `PlayersNumber=${between(o.players)}`,
        `RoundsNumber=${between(o.rounds)}`,
        `DrawPercentage=${lot.below(50)}`,
        `ForfeitRate=${5 + lot.below(60)}`,
        `RetiredRate=${10 + lot.below(200)}`,
        `HalfPointByeRate=${5 + lot.below(60)}`,
      ].join('\n');
      const cfg = join(o.out, `t${i}.cfg`);
      const trf = join(o.out, `t${i}.trf`);
      writeFileSync(cfg, `${config}\n`);
      try {
        execFileSync(o.bbp, ['--dutch', '-g', cfg, '-o', trf, '-s', String(1000 + i)], { stdio: 'pipe' });
        files.push(trf);
      } catch {
        // The generator found no legal pairing for some round (too many rounds for the field).
        skipped++;
      }
    }
    console.log(
      `generated ${files.length - o.files.length}, skipped ${skipped} (no legal pairing in some round)`,
    );
  }
  let rounds = 0;
  let same = 0;
  let boardsSame = 0;
  let boardsCompared = 0;
  let minPlayers = Number.POSITIVE_INFINITY;
  let maxPlayers = 0;
  let sameTournaments = 0;
  const corpus: string[] = [];
  for (const file of files) {
    const parsed = parseSwissTrf(readFileSync(file, 'utf8'));
    if (!parsed.ok) {
      console.log(`${file}: ${parsed.error.message}`);
      continue;
    }
    const trf = parsed.value;
    const total = trf.totalRounds ?? pairedRounds(trf);
    minPlayers = Math.min(minPlayers, trf.file.players.length);
    maxPlayers = Math.max(maxPlayers, trf.file.players.length);
    let allSame = true;
    const boards: string[] = [];
    for (let r = 1; r <= pairedRounds(trf); r++) {
      rounds++;
      const diff = compareRound(trf, r, total);
      if (diff === null) same++;
      else {
        allSame = false;
        console.log(`${file}: ${diff}`);
      }
      if (o.bbp) {
        const cut = `${file}.r${r}.trf`;
        writeFileSync(cut, makeRoundFile(trf, r, total));
        const theirs = bbpBoards(o.bbp, cut);
        const ours = pairNextRound(engineInputFor(trf, r, 'check', total));
        const mine = ours.ok ? makePairingList(ours.value).trim() : `error ${ours.error.code}`;
        boardsCompared++;
        boards.push(theirs);
        if (theirs === mine) boardsSame++;
        else {
          allSame = false;
          if (diff === null) console.log(`${file}: round ${r}: board order differs`);
        }
      }
    }
    if (allSame) {
      sameTournaments++;
      if (o.corpus && boards.length > 0)
        corpus.push(referenceEntry(basename(file), readFileSync(file, 'utf8'), total, boards));
    }
  }
  if (o.corpus) writeFileSync(o.corpus, gzipSync(corpus.join('')));
  const pct = (a: number, b: number): string => (b === 0 ? '-' : `${((100 * a) / b).toFixed(2)} %`);
  console.log(
    `tournaments ${files.length} (identical ${sameTournaments}), players ${minPlayers}–${maxPlayers}, rounds ${rounds}: identical pairings ${same} (${pct(same, rounds)})` +
      (boardsCompared
        ? `; bbpPairings -p identical ${boardsSame}/${boardsCompared} (${pct(boardsSame, boardsCompared)})`
        : ''),
  );
}

main();
