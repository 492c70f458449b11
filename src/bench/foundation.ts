/**
 * Foundation benchmarks: appends to SQLite through the store next to a raw better-sqlite3 insert
 * loop with the same durability settings (WAL, synchronous = FULL), and fold throughput of the
 * round robin.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fold } from '../core/engine.js';
import type { StoredEvent } from '../core/events.js';
import { moment, momentFromEpoch } from '../core/moment.js';
import type { Participant } from '../core/participant.js';
import { roundRobinSchedule } from '../core/round-robin.js';
import { roundRobin } from '../formats/round-robin/index.js';
import { openSqliteDatabase, SqliteEventStore } from '../store/sqlite/event-store.js';
import { atLeast, type Bench, type Figure, timeMs } from './harness.js';

const at = moment('2026-01-01T10:00:00Z');

function sampleEvents(count: number, from = 1): StoredEvent[] {
  return Array.from({ length: count }, (_, i) => ({
    seq: from + i,
    at,
    recordedAt: at,
    actor: 'bench',
    type: 'ResultRecorded',
    payload: { round: 1, white: 'p1', black: 'p2', result: '1-0' },
  }));
}

async function appendFigures(): Promise<Figure[]> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-'));
  try {
    const n = 1500;
    const record = {
      id: 'bench',
      clubId: 'bench',
      name: 'bench',
      format: 'round-robin',
      formatVersion: 1,
      preset: 'fide',
      config: {},
      participants: [],
      createdAt: at,
    };
    // Raw: one INSERT per transaction (autocommit), same pragmas as the store.
    const raw = openSqliteDatabase(join(dir, 'raw.db'));
    raw.exec(
      'CREATE TABLE raw_events (competition_id TEXT, seq INTEGER, at TEXT, recorded_at TEXT, actor TEXT, type TEXT, payload TEXT, PRIMARY KEY (competition_id, seq)) WITHOUT ROWID',
    );
    const insert = raw.prepare('INSERT INTO raw_events VALUES (?, ?, ?, ?, ?, ?, ?)');
    const events = sampleEvents(n);
    let start = performance.now();
    for (const e of events)
      insert.run('bench', e.seq, e.at, e.recordedAt, e.actor, e.type, JSON.stringify(e.payload));
    const rawRate = n / ((performance.now() - start) / 1000);
    raw.close();

    const store = SqliteEventStore.open(join(dir, 'store.db'));
    await store.createCompetition(record);
    start = performance.now();
    for (const e of events) await store.append('bench', e.seq - 1, [e]);
    const storeRate = n / ((performance.now() - start) / 1000);
    await store.close();

    return [
      { label: 'raw better-sqlite3 insert loop (1 per transaction)', value: rawRate, unit: 'events/s' },
      { label: 'store.append (1 event per append, checked sequence)', value: storeRate, unit: 'events/s' },
      atLeast('ratio store / raw', storeRate / rawRate, '×', 0.5),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function foldFigures(): Figure[] {
  const players = 400;
  const participants: Participant[] = Array.from({ length: players }, (_, i) => ({
    id: `p${i + 1}`,
    name: `P${i + 1}`,
  }));
  const events: StoredEvent[] = [];
  const base = Date.parse('2026-01-01T00:00:00Z');
  for (const round of roundRobinSchedule(players, 1)) {
    for (const g of round) {
      if (g.black === null) continue;
      const seq = events.length + 1;
      const when = momentFromEpoch(base + seq * 1000);
      events.push({
        seq,
        at: when,
        recordedAt: when,
        actor: 'bench',
        type: 'ResultRecorded',
        payload: {
          round: g.round + 1,
          white: `p${g.white}`,
          black: `p${g.black}`,
          result: seq % 3 === 0 ? '1/2-1/2' : '1-0',
        },
      });
    }
  }
  const config = roundRobin.parseConfig({});
  if (!config.ok) throw new Error('config');
  const setup = { config: config.value, participants };
  // The median of seven folds after two warm-up folds: the steady state of a server that folds often.
  const ms = timeMs(() => fold(roundRobin, setup, events));
  return [
    { label: `round-robin fold, ${players} players, ${events.length} results`, value: ms, unit: 'ms' },
    atLeast('fold throughput', events.length / (ms / 1000), 'events/s', 1_000_000),
  ];
}

export const foundationBenches: Bench[] = [
  { name: 'SQLite appends (WAL, synchronous = FULL)', run: appendFigures },
  { name: 'Engine fold', run: foldFigures },
];
