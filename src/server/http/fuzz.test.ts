/**
 * Nothing a client sends gives a 500 (issue 26, finding 6): malformed multipart bodies on every
 * POST route (signed out, on SQLite and PostgreSQL), and a bounded fuzz over every route the app
 * registers (the same seeded requests on both stores) — random methods, paths with real and odd ids, bodies of every type and odd headers —
 * signed out, as the demo director (session) and with an API token. The random draws come from a
 * seeded lot, so a failing request can be replayed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLot, type Lot } from '../../core/lot.js';
import { DEMOS } from '../../formats/demos.js';
import { openPostgresStore } from '../../store/postgres/index.js';
import { describePostgres, temporarySchemas } from '../../test-support/postgres.js';
import { browser, testApp } from '../../test-support/server.js';

const MALFORMED_MULTIPART: readonly (readonly [string, string])[] = [
  ['multipart/form-data; boundary=x', '--x\r\n'],
  ['multipart/form-data', '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n'],
  ['multipart/form-data; boundary=', ''],
  ['multipart/form-data; boundary=x', '--x\r\nContent-Disposition: form-data\r\n\r\n'],
];

type Env = Awaited<ReturnType<typeof testApp>>;

/** `METHOD /path` of every route with a handler (middleware excluded), params as written. */
const routesOf = (env: Env) => [
  ...new Set(env.app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`)),
];

/** A path of the route with its parameters filled in: a demo competition, a view, a round … */
function fill(path: string, pick: (values: readonly string[]) => string): string {
  return path.replace(/:([A-Za-z_]+)(\{[^}]*\})?/g, (_, name: string) => {
    const values: Record<string, readonly string[]> = {
      id: ['demo-round-robin', 'demo-keizer', 'demo-pyramid', 'demo-championship-final', 'nope', '%00', '..'],
      view: ['standings', 'rounds', 'crosstable', 'x'],
      round: ['1', '0', '-1', '99999999999999999999', 'x'],
    };
    return pick(values[name] ?? ['1', 'x', 'demo-round-robin', '9007199254740993']);
  });
}

const BODIES: readonly (readonly [string, string])[] = [
  ['application/json', '{"type":"RecordResult","round":1}'],
  ['application/json', '{'],
  ['application/json', '[]'],
  ['application/json', 'null'],
  ['application/json', '{"command":{"type":"X"},"at":"yesterday"}'],
  ['application/json', `{"round":${'9'.repeat(30)},"value":1e400}`],
  ['application/x-www-form-urlencoded', 'a=1&a=2&_csrf=x&round=9007199254740993&value=1e400'],
  ['application/x-www-form-urlencoded', '%%%'],
  ['text/plain', 'hello'],
  ['text/csv', 'name;rating\nAnna;x\n'],
  ['application/octet-stream', '\u0000\u0001'],
  ...MALFORMED_MULTIPART,
];

const HEADERS: readonly Record<string, string>[] = [
  {},
  { 'if-none-match': '"x"' },
  { 'accept-language': 'zz;q=x' },
  { authorization: 'Bearer nonsense' },
  { authorization: 'Basic Zm9vOmJhcg==' },
  { origin: 'null' },
  { origin: 'http://elsewhere.example' },
  { 'x-csrf-token': 'x' },
  { range: 'bytes=5-1' },
];

async function fuzz(env: Env, lot: Lot, count: number, cookie: string): Promise<string[]> {
  const routes = routesOf(env);
  const pick = <T>(values: readonly T[]): T => values[lot.below(values.length)] as T;
  const methods = ['GET', 'POST', 'PUT', 'DELETE', 'HEAD', 'OPTIONS', 'PATCH'];
  const queries = [
    '',
    '?asOf=x',
    '?asOf=2026-13-01T00:00:00Z',
    '?lang=xx',
    '?limit=-1&after=x',
    '?round=1e9',
    '?page=%FF',
  ];
  const failures: string[] = [];
  for (let i = 0; i < count; i++) {
    const [method, path] = pick(routes).split(' ') as [string, string];
    const verb = lot.below(4) === 0 ? pick(methods) : method;
    const [type, body] = pick(BODIES);
    const url = `${fill(path, pick)}${pick(queries)}`;
    const headers: Record<string, string> = { ...pick(HEADERS), ...(cookie ? { cookie } : {}) };
    const init: RequestInit =
      verb === 'GET' || verb === 'HEAD'
        ? { method: verb, headers }
        : { method: verb, headers: { ...headers, 'content-type': type }, body };
    const res = await env.app.request(url, init);
    // A live stream stays open: its head is the answer.
    if (res.headers.get('content-type')?.startsWith('text/event-stream')) await res.body?.cancel();
    else await res.arrayBuffer();
    if (res.status >= 500) failures.push(`${verb} ${url} ${type} → ${res.status}`);
  }
  return failures;
}

/** Every POST route, signed out, with each malformed multipart body: 400, never 500. */
async function malformedMultipart(env: Env) {
  const answers: string[] = [];
  for (const route of routesOf(env).filter((r) => r.startsWith('POST '))) {
    const path = fill(route.slice(5), (values) => values[0] as string);
    for (const [type, body] of MALFORMED_MULTIPART) {
      const res = await env.app.request(path, { method: 'POST', headers: { 'content-type': type }, body });
      await res.arrayBuffer();
      answers.push(`${path} ${JSON.stringify(body)} ${res.status}`);
    }
  }
  return answers;
}

describe('no 500 from anything a client sends (SQLite)', () => {
  let env: Env;
  beforeAll(async () => {
    env = await testApp(DEMOS());
  }, 120_000);
  afterAll(() => env.close());

  it('answers a malformed multipart body 400 on every POST route, signed out', async () => {
    const answers = await malformedMultipart(env);
    expect(answers.length).toBeGreaterThan(20);
    expect(answers.filter((a) => !a.endsWith(' 400')).slice(0, 10)).toEqual([]);
  });

  it('answers 1,000 random requests over every route without a 500', async () => {
    expect(await fuzzEveryRoute(env, 'SQLite')).toEqual([]);
  }, 300_000);
});

/** The seeded 1,000 requests: 400 signed out, 600 as the demo director; the answers of 500. */
async function fuzzEveryRoute(env: Env, store: string): Promise<string[]> {
  const b = browser(env.app);
  await b.signIn('director@demo.arbiter', 'demo-director');
  const session = [...b.jar].map(([k, v]) => `${k}=${v}`).join('; ');
  expect(session).not.toBe('');
  const lot = createLot('fuzz-2026');
  const failures = [...(await fuzz(env, lot, 400, '')), ...(await fuzz(env, lot, 600, session))];
  console.info(`fuzz (${store}): 1000 requests, ${failures.length} answers of 500`);
  return failures;
}

const schemas = temporarySchemas();

describePostgres('no 500 from anything a client sends (PostgreSQL)', () => {
  it('answers 400 on every POST route, signed out', async () => {
    const store = await openPostgresStore(await schemas.create());
    const env = await testApp(DEMOS().slice(0, 2), { store });
    try {
      const answers = await malformedMultipart(env);
      expect(answers.filter((a) => !a.endsWith(' 400'))).toEqual([]);
    } finally {
      await env.close();
      await store.close();
      await schemas.drop();
    }
  }, 120_000);

  it('answers the same 1,000 seeded requests over every route without a 500', async () => {
    const store = await openPostgresStore(await schemas.create());
    const env = await testApp(DEMOS(), { store });
    try {
      expect(await fuzzEveryRoute(env, 'PostgreSQL')).toEqual([]);
    } finally {
      await env.close();
      await store.close();
      await schemas.drop();
    }
  }, 600_000);
});
