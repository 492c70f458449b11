/**
 * Issue 25.15 in the JSON API: a result command may say which result the caller saw (`seen`).
 * Two sessions (the director's and a player's) recording one open game: the first gets 201, the
 * second 409 `ERR_RESULT_CHANGED` naming both results, and nothing is written; sent again with the
 * new `seen` it is a correction. Without `seen` the API does as before (the second supersedes the
 * first, its event says so). On SQLite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_CLUB } from '../../app/competitions/demo.js';
import { moment } from '../../core/moment.js';
import type { RoundRobinState } from '../../formats/round-robin/state.js';
import { openPostgresStore } from '../../store/postgres/index.js';
import type { Store } from '../../store/store.js';
import { describePostgres, temporarySchemas } from '../../test-support/postgres.js';
import { browser, jsonOf, testApp } from '../../test-support/server.js';

const ID = 'rr-seen';
const players = ['p1', 'p2', 'p3', 'p4'].map((id, i) => ({ id, name: `Player ${i + 1}`, rating: 2000 - i }));

/** A round robin with its numbers drawn; the demo player plays p1; two signed-in sessions. */
async function world(store?: Store) {
  const env = await testApp([], store ? { store } : {});
  const created = await env.competitions.create({
    id: ID,
    clubId: DEMO_CLUB,
    name: 'Round robin',
    format: 'round-robin',
    participants: players,
  });
  if (!created.ok) throw new Error(created.error[0]?.message);
  const audit = { at: moment('2026-11-22T12:00:00+01:00'), actor: 'test', action: 'setup', subject: ID };
  await env.store.accounts.setPublished(ID, true, audit);
  await env.store.accounts.grant(
    { competitionId: ID, personId: DEMO_ACCOUNTS.player.id, role: 'player', participantId: 'p1' },
    audit,
  );
  const director = { kind: 'director', personId: DEMO_ACCOUNTS.director.id } as const;
  const drawn = await env.competitions.execute(
    ID,
    { type: 'DrawNumbers', seed: 'seen-test' },
    { actor: director },
  );
  if (!drawn.ok) throw new Error(drawn.error.message);
  const session = async (who: 'director' | 'player') => {
    const b = browser(env.app);
    await b.signIn(DEMO_ACCOUNTS[who].email, DEMO_ACCOUNTS[who].password);
    const csrf = (await jsonOf(b.get('/api/me'))).csrf as string;
    return (body: Record<string, unknown>) =>
      b.get(`/api/competitions/${ID}/commands`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': csrf },
        body: JSON.stringify(body),
      });
  };
  // p1's game of round 1, as the draw has it.
  const loaded = await env.competitions.load(ID);
  if (!loaded) throw new Error('no competition');
  const { draw } = loaded.head.state.format as RoundRobinState;
  const pair = (draw.schedule[0] ?? [])
    .map((g) => [draw.order[g.white - 1], g.black === null ? undefined : draw.order[g.black - 1]])
    .find((g) => g.includes('p1'));
  if (!pair?.[1]) throw new Error('p1 has no game in round 1');
  const game = { type: 'RecordResult', round: 1, white: pair[0], black: pair[1] };
  const count = async () => (await env.store.events.readEvents(ID)).length;
  return {
    env,
    game,
    count,
    director: await session('director'),
    player: await session('player'),
    close: () => (store ? store.close() : env.close()),
  };
}

function suite(open?: () => Promise<Store>) {
  it('two sessions record one open game: the second, which saw it open, is refused with 409 naming both', async () => {
    const w = await world(await open?.());
    try {
      const first = await w.player({ command: { ...w.game, result: '1-0' }, seen: '' });
      expect(first.status).toBe(201);
      const before = await w.count();
      const second = await w.director({ command: { ...w.game, result: '0-1' }, seen: '' });
      expect(second.status).toBe(409);
      const { error } = await jsonOf(second);
      expect(error).toMatchObject({
        code: 'ERR_RESULT_CHANGED',
        path: 'result',
        params: { current: '1-0', seen: '' },
      });
      expect(error.message).toContain('1-0');
      expect(await w.count()).toBe(before);
      // Sent again with the result it now knows, it is a correction: its event supersedes the first.
      const again = await w.director({
        command: { ...w.game, result: '0-1', reason: 'score sheet' },
        seen: '1-0',
      });
      expect(again.status).toBe(201);
      const [event] = (await jsonOf(again)).events;
      expect(event.supersedes).toHaveLength(1);
      // A stale `seen` after that is refused too, naming the correction.
      const stale = await w.player({ command: { ...w.game, result: '1-0' }, seen: '1-0' });
      expect(stale.status).toBe(409);
      expect((await jsonOf(stale)).error.params).toEqual({ current: '0-1', seen: '1-0' });
    } finally {
      await w.close();
    }
  });

  it('without seen the API does as before: the second result supersedes the first, and says so', async () => {
    const w = await world(await open?.());
    try {
      expect((await w.player({ command: { ...w.game, result: '1-0' } })).status).toBe(201);
      const second = await w.director({ command: { ...w.game, result: '0-1' } });
      expect(second.status).toBe(201);
      expect((await jsonOf(second)).events[0].supersedes).toHaveLength(1);
    } finally {
      await w.close();
    }
  });

  it('the OpenAPI document describes seen', async () => {
    const w = await world(await open?.());
    try {
      const doc = await jsonOf(w.env.app.request('/api/openapi.json'));
      const body =
        doc.paths['/competitions/{id}/commands'].post.requestBody.content['application/json'].schema;
      expect(body.properties.seen.description).toContain('ERR_RESULT_CHANGED');
    } finally {
      await w.close();
    }
  });
}

describe('a result with what its sender saw, over the API on SQLite', () => suite());

describePostgres('a result with what its sender saw, over the API on PostgreSQL', () => {
  const schemas = temporarySchemas();
  suite(async () => openPostgresStore(await schemas.create()));
});
