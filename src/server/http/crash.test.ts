/**
 * Crash safety, on SQLite and on PostgreSQL: a real server process takes a burst of concurrent
 * writes through the JSON API and is killed with SIGKILL in the middle; after a restart every
 * acknowledged write is there, nothing else is there but whole commands that were sent, and the
 * competition folds cleanly. Three crashes per store and run.
 *
 * Each `RecordResult` yields exactly one event, so a command is "half there" if its event is
 * missing or differs from what was sent, or if the competition's sequence counter disagrees with
 * its events (the counter and the events are written in one transaction).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredEvent } from '../../core/events.js';
import { openStore } from '../../store/open.js';
import { describePostgres, temporarySchemas } from '../../test-support/postgres.js';
import { gamesOf, postCommand, prepareStore, startServerProcess } from '../../test-support/processes.js';

const CRASHES = 3;
const BURST = 40;
/** Acknowledgements to wait for before the kill; the rest of the burst is in flight. */
const ACKS_BEFORE_KILL = 12;
const COMPETITIONS = Array.from({ length: CRASHES }, (_, i) => `crash-${i + 1}`);

const dir = mkdtempSync(join(tmpdir(), 'arbiter-crash-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const schemas = temporarySchemas();

type Sent = { round: number; white: string; black: string; result: string };
/** An acknowledged event as the answer shows it: the stored fields and the outcome (as GET /events). */
type Acked = StoredEvent & { outcome?: unknown };
type Outcome = { sent: Sent; acked?: Acked[]; status?: number };

/** One crash: burst, kill after some acknowledgements, and the outcome of every request. */
async function burstAndKill(db: string, token: string, competition: string): Promise<Outcome[]> {
  const server = await startServerProcess(db);
  const games = (await gamesOf(server, competition)).slice(0, BURST);
  let acks = 0;
  let killed: Promise<void> | undefined;
  const outcomes = await Promise.all(
    games.map(async (game, i): Promise<Outcome> => {
      const sent = { ...game, result: i % 3 === 0 ? '1/2-1/2' : '1-0' };
      try {
        const res = await postCommand(server, competition, token, { type: 'RecordResult', ...sent });
        const body = (await res.json()) as { events?: StoredEvent[] };
        if (res.status === 201 && (acks += 1) === ACKS_BEFORE_KILL) killed = server.kill();
        return { sent, status: res.status, ...(res.status === 201 ? { acked: body.events } : {}) };
      } catch {
        return { sent };
      }
    }),
  );
  await (killed ?? server.kill());
  return outcomes;
}

function crashSafety(db: () => Promise<string>) {
  let location = '';
  let token = '';

  beforeAll(async () => {
    location = await db();
    ({ token } = await prepareStore(location, COMPETITIONS, 16));
  });

  for (const competition of COMPETITIONS) {
    it(`survives SIGKILL in the middle of a burst of writes (${competition})`, async () => {
      const outcomes = await burstAndKill(location, token, competition);
      const acked = outcomes.filter((o) => o.acked);
      expect(acked.length).toBeGreaterThanOrEqual(ACKS_BEFORE_KILL);
      expect(outcomes.filter((o) => o.status !== undefined && o.status !== 201)).toEqual([]);
      expect(outcomes.some((o) => o.status === undefined)).toBe(true);

      const restarted = await startServerProcess(location);
      try {
        const store = await openStore(location);
        const log = await store.events.readEvents(competition);
        const lastSeq = await store.events.lastSeq(competition);
        await store.close();

        // Every acknowledged write is there, exactly as acknowledged (and acknowledged as applied).
        const bySeq = new Map(log.map((e) => [e.seq, e]));
        for (const o of acked)
          for (const { outcome, ...e } of o.acked ?? []) {
            expect(outcome).toEqual({ status: 'applied' });
            expect(bySeq.get(e.seq)).toEqual(e);
          }
        // Nothing else: the numbering has no gaps, the counter agrees, and every event is one
        // whole command that was sent, at most once.
        expect(log.map((e) => e.seq)).toEqual(log.map((_, i) => i + 1));
        expect(lastSeq).toBe(log.length);
        const sent = new Map(
          outcomes.map((o) => [`${o.sent.round}:${o.sent.white}:${o.sent.black}`, o.sent]),
        );
        const seen = new Set<string>();
        for (const e of log) {
          const p = e.payload as Sent;
          const key = `${p.round}:${p.white}:${p.black}`;
          expect(e.type).toBe('ResultRecorded');
          expect(p).toEqual(sent.get(key));
          expect(seen.has(key)).toBe(false);
          seen.add(key);
        }

        // The restarted server folds the competition cleanly and takes the next write.
        const events = (await (
          await fetch(`${restarted.url}/api/competitions/${competition}/events`)
        ).json()) as {
          outcome: { status: string };
        }[];
        expect(events).toHaveLength(log.length);
        expect(events.every((e) => e.outcome.status === 'applied')).toBe(true);
        const standings = await fetch(`${restarted.url}/api/competitions/${competition}/standings`);
        expect(standings.status).toBe(200);
        const next = (await gamesOf(restarted, competition)).find(
          (g) => !seen.has(`${g.round}:${g.white}:${g.black}`),
        );
        const res = await postCommand(restarted, competition, token, {
          type: 'RecordResult',
          ...next,
          result: '0-1',
        });
        expect(res.status).toBe(201);
        expect(((await res.json()) as { events: StoredEvent[] }).events[0]?.seq).toBe(log.length + 1);
      } finally {
        await restarted.stop();
      }
    });
  }
}

describe('crash safety: SQLite', () => {
  crashSafety(async () => join(dir, 'crash.db'));
});

describePostgres('crash safety: PostgreSQL', () => {
  crashSafety(() => schemas.create());
});
