/**
 * Several servers on one PostgreSQL database, as real processes: a write on one shows on the
 * other within a second (its cache, its JSON API, the live stream of an open page), and 200
 * concurrent conflicting commands spread over both servers come out exactly as the rules allow —
 * no duplicate and no lost event.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { StoredEvent } from '../../core/events.js';
import { openStore } from '../../store/open.js';
import { describePostgres, temporarySchemas } from '../../test-support/postgres.js';
import {
  gamesOf,
  postCommand,
  prepareStore,
  type ServerProcess,
  startServerProcess,
} from '../../test-support/processes.js';

const schemas = temporarySchemas();

/** Reads `change` events of a server-sent event stream. */
async function* changes(res: Response): AsyncGenerator<number> {
  let buffer = '';
  for await (const chunk of res.body!.pipeThrough(new TextDecoderStream())) {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const message = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = /^data: (.*)$/m.exec(message)?.[1];
      if (/^event: change$/m.test(message) && data) yield JSON.parse(data).lastSeq as number;
    }
  }
}

/** The functional timeout of "shows on the other server within a second". */
const within = <T>(ms: number, what: string, promise: Promise<T>): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms),
    ),
  ]);

describePostgres('several servers on one PostgreSQL', () => {
  let db = '';
  let token = '';
  let a: ServerProcess;
  let b: ServerProcess;

  beforeAll(async () => {
    db = await schemas.create();
    ({ token } = await prepareStore(db, ['live', 'busy'], 16));
    [a, b] = await Promise.all([startServerProcess(db), startServerProcess(db)]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
  });

  it('a write on one server shows on the other within a second', async () => {
    const [game] = await gamesOf(b, 'live');
    const standings = async (server: ServerProcess) =>
      (await (await fetch(`${server.url}/api/competitions/live/standings`)).json()) as {
        rows: { participantId: string; points: string }[];
      };
    const pointsOf = (s: Awaited<ReturnType<typeof standings>>, id: string) =>
      Number(s.rows.find((r) => r.participantId === id)?.points);
    expect(pointsOf(await standings(b), game!.white)).toBe(0);

    const abort = new AbortController();
    const stream = await fetch(`${b.url}/api/competitions/live/live`, { signal: abort.signal });
    const seen = changes(stream);
    expect((await seen.next()).value).toBe(0);

    const posted = await postCommand(a, 'live', token, { type: 'RecordResult', ...game, result: '1-0' });
    expect(posted.status).toBe(201);
    expect((await within(1000, 'the live stream of server B', seen.next())).value).toBe(1);
    expect(pointsOf(await standings(b), game!.white)).toBe(1);
    const page = await (await fetch(`${b.url}/c/live`)).text();
    expect(page).toContain('data-seq="1"');
    abort.abort();
  });

  it('200 concurrent conflicting commands over two servers: exactly what the rules allow', async () => {
    const games = (await gamesOf(a, 'busy')).slice(0, 100);
    expect(games).toHaveLength(100);
    // Every game is reported twice, once to each server, all at once.
    const requests = games.flatMap((game) =>
      [a, b].map(async (server) => {
        const res = await postCommand(server, 'busy', token, {
          type: 'RecordResult',
          ...game,
          result: '1-0',
        });
        return {
          game: `${game.round}:${game.white}:${game.black}`,
          status: res.status,
          body: (await res.json()) as { events?: StoredEvent[]; error?: { code: string } },
        };
      }),
    );
    const outcomes = await Promise.all(requests);

    const accepted = outcomes.filter((o) => o.status === 201);
    const refused = outcomes.filter((o) => o.status !== 201);
    expect(accepted).toHaveLength(100);
    expect(new Set(accepted.map((o) => o.game)).size).toBe(100);
    expect(refused.map((o) => [o.status, o.body.error?.code])).toEqual(
      Array.from({ length: 100 }, () => [422, 'ERR_RESULT_EXISTS']),
    );

    const store = await openStore(db);
    try {
      const log = await store.events.readEvents('busy');
      expect(log.map((e) => e.seq)).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
      expect(new Set(log.map((e) => JSON.stringify(e.payload))).size).toBe(100);
      // The answer shows each event as GET /events does (with its outcome); the stored fields agree.
      const stored = ({ seq, at, recordedAt, type, payload, actor }: StoredEvent) => ({
        seq,
        at,
        recordedAt,
        type,
        payload,
        actor,
      });
      const acked = accepted.flatMap((o) => o.body.events ?? []).sort((x, y) => x.seq - y.seq);
      expect(acked.map(stored)).toEqual(log.map(stored));
    } finally {
      await store.close();
    }
    // Both servers show the same standings (the last notification may take a moment).
    const rowsOf = async (s: ServerProcess) =>
      JSON.stringify(
        ((await (await fetch(`${s.url}/api/competitions/busy/standings`)).json()) as { rows: unknown }).rows,
      );
    const deadline = Date.now() + 1000;
    while ((await rowsOf(a)) !== (await rowsOf(b)) && Date.now() < deadline);
    expect(await rowsOf(b)).toBe(await rowsOf(a));
    expect(await rowsOf(a)).toContain('"points"');
  });
});
