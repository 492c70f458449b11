/**
 * Reading the API from elsewhere (issue 26, finding 5): CORS for public reads without
 * credentials and a preflight answer for the token API; `/events` a page at a time with a cursor
 * and a `next` link, in sequence order; one shape of an event in GET /events and in the answer
 * to a command (`payload` an object, `supersedes` a list).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMOS } from '../../formats/demos.js';
import { jsonOf, testApp } from '../../test-support/server.js';

type Env = Awaited<ReturnType<typeof testApp>>;
const PYRAMID = 'demo-pyramid';
let env: Env;
let token = '';

beforeAll(async () => {
  env = await testApp(DEMOS().filter((d) => d.id === PYRAMID));
  const director = await env.store.accounts.findPersonByEmail('director@demo.arbiter');
  token = await env.accounts.createApiToken(director!);
}, 120_000);
afterAll(() => env.close());

describe('CORS', () => {
  it('a public read from another site is allowed without credentials, also as a 304', async () => {
    const path = `/api/competitions/${PYRAMID}/standings`;
    const origin = { origin: 'https://club.example' };
    const res = await env.app.request(path, { headers: origin });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-expose-headers')).toContain('ETag');
    const again = await env.app.request(path, {
      headers: { ...origin, 'if-none-match': res.headers.get('etag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('a preflight for the token API is answered 204 with the methods and headers it takes', async () => {
    const res = await env.app.request(`/api/competitions/${PYRAMID}/commands`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://club.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-methods')).toContain('POST');
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('pages stay same-origin', async () => {
    const res = await env.app.request(`/c/${PYRAMID}`, { headers: { origin: 'https://club.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('/events a page at a time', () => {
  const path = `/api/competitions/${PYRAMID}/events`;

  it('follows the next links to the whole log, in sequence order, no event twice', async () => {
    const all = await jsonOf(env.app.request(`${path}?limit=1000`));
    expect(all.length).toBeGreaterThan(25);
    const seen: number[] = [];
    let next: string | undefined = `${path}?limit=10`;
    let pages = 0;
    while (next) {
      const res = await env.app.request(next);
      expect(res.status).toBe(200);
      const page = (await res.json()) as { seq: number }[];
      expect(page.length).toBeLessThanOrEqual(10);
      seen.push(...page.map((e) => e.seq));
      next = /<([^>]+)>; rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
      pages++;
    }
    expect(pages).toBe(Math.ceil(all.length / 10));
    expect(seen).toEqual(all.map((e: { seq: number }) => e.seq));
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
  });

  it('the cursor starts after a sequence number; the default page is 200', async () => {
    const page = await jsonOf(env.app.request(`${path}?after=5&limit=3`));
    expect(page.map((e: { seq: number }) => e.seq)).toEqual([6, 7, 8]);
    const first = await env.app.request(path);
    expect(((await first.json()) as unknown[]).length).toBeLessThanOrEqual(200);
  });

  it.each(['0', '1001', '-1', 'x'])('refuses limit=%s naming the parameter', async (limit) => {
    const res = await env.app.request(`${path}?limit=${limit}`);
    expect(res.status).toBe(400);
    expect((await jsonOf(res)).error).toMatchObject({ code: 'ERR_INVALID_INPUT', path: 'limit' });
  });
});

describe('one shape of an event', () => {
  it('GET /events and the answer to a command both send payload objects and supersedes lists', async () => {
    const events = await jsonOf(env.app.request(`/api/competitions/${PYRAMID}/events?limit=1000`));
    for (const e of events) {
      expect(typeof e.payload).toBe('object');
      if (e.supersedes !== undefined) expect(Array.isArray(e.supersedes)).toBe(true);
      expect(e).not.toHaveProperty('details');
    }
    const registered = events.find((e: { type: string }) => e.type === 'ParticipantRegistered');
    expect(Object.keys(registered.payload.participant).sort()).toEqual(['id', 'name']);

    const res = await env.app.request(`/api/competitions/${PYRAMID}/commands`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        command: { type: 'RegisterParticipant', participant: { name: 'Nora Newcomer' } },
      }),
    });
    expect(res.status).toBe(201);
    const [written] = (await jsonOf(res)).events;
    expect(written).toMatchObject({
      type: 'ParticipantRegistered',
      payload: { participant: { name: 'Nora Newcomer' } },
      actor: expect.any(String),
      outcome: { status: 'applied' },
    });
    const last = (
      await jsonOf(
        env.app.request(`/api/competitions/${PYRAMID}/events?after=${written.seq - 1}`, {
          headers: { authorization: `Bearer ${token}` },
        }),
      )
    )[0];
    expect(last).toEqual(written);
  });
});
