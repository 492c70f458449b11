/**
 * Import benchmarks (issue 16): a tsh division of 1,000 players × 30 rounds (target ≤ 3 s) and
 * of 5,000 × 10 (≤ 5 s), and a Keizer season of 60 players × 28 rounds (≤ 1 s), each imported as
 * `arbiter … import` does it — read, decided through the rules in one pass, stored in a fresh
 * SQLite file — against the time to parse the same file alone in the same run (target: import
 * ≤ 5 × parse), with the time per event at three sizes to show that the import is linear; and the
 * competition document of the 1,000-player division imported (checked, folded, stored) against
 * `JSON.parse` of the same text. Imports and parses are measured alike: the median of five after
 * one run; the first (cold) tsh import is printed beside it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fixedClock } from '../app/clock.js';
import { CompetitionService } from '../app/competitions/competitions.js';
import { type CompetitionDocument, makeDocument, parseDocument } from '../app/imports/document.js';
import { moment } from '../core/moment.js';
import { tshDocument } from '../formats/championship/cli/tsh-import.js';
import { parseTFile } from '../formats/championship/index.js';
import { importSeason } from '../formats/keizer/cli/season-import.js';
import { keizer, parseSeasonCsv } from '../formats/keizer/index.js';
import { openStore } from '../store/open.js';
import { atMost, type Bench, type Figure, timeMs } from './harness.js';
import { generateTFile } from './tsh-files.js';

const NOW = moment('2026-01-15T12:00:00+01:00');

interface TimedImport {
  /** The whole import. */
  readonly ms: number;
  /** Of it: reading the file and deciding its commands (the document built in memory). */
  readonly readMs: number;
  /** Of it: opening a new SQLite file, storing the competition with its events, closing the file. */
  readonly storeMs: number;
  readonly events: number;
}

/** Builds a document and stores it in a fresh SQLite file, as the CLI does; the times of both. */
async function timedImport(build: () => CompetitionDocument): Promise<TimedImport> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-import-'));
  try {
    const start = performance.now();
    const doc = build();
    const built = performance.now();
    const store = await openStore(join(dir, 'import.db'));
    try {
      const stored = await new CompetitionService(store.events, fixedClock(NOW)).storeDocument(doc, 'club');
      if (!stored.ok) throw new Error(stored.error.message);
    } finally {
      await store.close();
    }
    const end = performance.now();
    return { ms: end - start, readMs: built - start, storeMs: end - built, events: doc.events.length };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The first import (cold: nothing compiled yet, as a single `arbiter … import` runs) and the
 * median of five after it — measured as the parse baseline is (`timeMs(…, 5, 1)`).
 */
async function measureImport(build: () => CompetitionDocument) {
  const first = await timedImport(build);
  const runs: TimedImport[] = [];
  for (let i = 0; i < 5; i++) runs.push(await timedImport(build));
  runs.sort((a, b) => a.ms - b.ms);
  return { first, median: runs[Math.floor(runs.length / 2)] as TimedImport };
}

function tshBench(players: number, rounds: number, targetMs: number): Bench {
  return {
    name: `imports: tsh division, ${players.toLocaleString('en')} players × ${rounds} rounds`,
    async run(): Promise<Figure[]> {
      const text = generateTFile(players, rounds);
      const parse = timeMs(() => parseTFile(text), 5, 1);
      const build = () => {
        const doc = tshDocument('bench.t', text, { id: 'bench' }, NOW);
        if (!doc.ok) throw new Error(doc.error.message);
        return doc.value.document;
      };
      const { first, median } = await measureImport(build);
      return [
        atMost('import (read, decide every round, store in SQLite)', median.ms, 'ms', targetMs),
        { label: 'baseline: parsing the same file alone', value: parse, unit: 'ms' },
        atMost('import ÷ parse', median.ms / parse, '×', 5),
        { label: 'of the import: read and decide (in memory)', value: median.readMs, unit: 'ms' },
        { label: 'of the import: store (open, insert, close the file)', value: median.storeMs, unit: 'ms' },
        { label: 'the first import (cold)', value: first.ms, unit: 'ms' },
        { label: 'time per event stored', value: (1000 * median.ms) / median.events, unit: 'µs' },
        { label: 'events', value: median.events, unit: 'events' },
      ];
    },
  };
}

/** A Keizer season as a club's CSV: circle-method pairings (no rematch), results from a lot. */
function seasonCsv(players: number, rounds: number): string {
  const ids = Array.from({ length: players }, (_, i) => `k${i + 1}`);
  const lines = ['[players]', 'id,name,rating', ...ids.map((id, i) => `${id},Player ${id},${2200 - 10 * i}`)];
  const results = ['1-0', '0-1', '½-½'];
  const rest = ids.slice(1);
  for (let r = 1; r <= rounds; r++) {
    const date = new Date(Date.UTC(2025, 8, 4 + 7 * (r - 1))).toISOString().slice(0, 10);
    lines.push(`[round ${r} ${date}]`);
    const table = [ids[0] as string, ...rest.map((_, i) => rest[(i + r) % rest.length] as string)];
    for (let i = 0; i < players / 2; i++)
      lines.push(`game,${table[i]},${table[players - 1 - i]},${results[(r * 7 + i * 3) % 3]}`);
  }
  return `${lines.join('\n')}\n`;
}

function keizerBench(players: number, rounds: number, targetMs: number): Bench {
  return {
    name: `imports: Keizer season, ${players} players × ${rounds} rounds`,
    async run(): Promise<Figure[]> {
      const text = seasonCsv(players, rounds);
      const bytes = Buffer.from(text, 'utf8');
      const config = keizer.parseConfig({}, 'dsc');
      if (!config.ok) throw new Error(config.error[0]?.message);
      const parse = timeMs(() => parseSeasonCsv(text, config.value), 5, 1);
      const build = () => {
        const season = importSeason({
          id: 'bench',
          name: 'Bench',
          preset: 'dsc',
          source: 'bench.csv',
          bytes,
          now: NOW,
        });
        if (!season.ok) throw new Error(season.error[0]?.message);
        return season.value.document;
      };
      const { median } = await measureImport(build);
      return [
        atMost('import (read, decide every evening, store in SQLite)', median.ms, 'ms', targetMs),
        { label: 'baseline: parsing the same file alone', value: parse, unit: 'ms' },
        { label: 'import ÷ parse', value: median.ms / parse, unit: '×' },
        { label: 'events', value: median.events, unit: 'events' },
      ];
    },
  };
}

function documentBench(players: number, rounds: number): Bench {
  return {
    name: `imports: competition document of a ${players.toLocaleString('en')} × ${rounds} championship`,
    async run(): Promise<Figure[]> {
      const built = tshDocument('bench.t', generateTFile(players, rounds), { id: 'bench' }, NOW);
      if (!built.ok) throw new Error(built.error.message);
      const text = makeDocument(built.value.document.competition, built.value.document.events);
      const parse = timeMs(() => JSON.parse(text), 5, 1);
      const { median } = await measureImport(() => {
        const doc = parseDocument(text, 'bench.json');
        if (!doc.ok) throw new Error(doc.error.message);
        return doc.value;
      });
      return [
        { label: 'import (check every event, fold, store in SQLite)', value: median.ms, unit: 'ms' },
        { label: 'baseline: JSON.parse of the same text', value: parse, unit: 'ms' },
        { label: 'import ÷ JSON.parse', value: median.ms / parse, unit: '×' },
        { label: 'time per event stored', value: (1000 * median.ms) / median.events, unit: 'µs' },
        { label: 'size', value: text.length / 1e6, unit: 'MB' },
      ];
    },
  };
}

export const importBenches: readonly Bench[] = [
  tshBench(250, 30, 3000),
  tshBench(1000, 30, 3000),
  tshBench(5000, 10, 5000),
  keizerBench(60, 28, 1000),
  documentBench(1000, 30),
];
