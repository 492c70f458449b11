/**
 * Every documented route, called as every kind of caller — signed out, the demo player (session
 * cookie), the demo director (API token) and a bad token — and every answer checked against
 * `/api/openapi.json` (issue 26, finding 4): its status is one the operation documents, and a JSON
 * body validates against the documented schema for that status, with ajv and ajv-formats (an
 * independent JSON Schema validator). Non-JSON answers must have a documented content type.
 * Also: every operation documents `lang`, and the document's examples name things that exist.
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demos as roundRobinDemos } from '../../formats/round-robin/demo.js';
import { browser, jsonOf, testApp } from '../../test-support/server.js';

const demo = roundRobinDemos()[0];
type Env = Awaited<ReturnType<typeof testApp>>;
// biome-ignore lint/suspicious/noExplicitAny: the document under test
type Doc = any;

let env: Env;
let document: Doc;
let token = '';
let playerCookie = '';
const ajv = new Ajv2020({ strict: false, allErrors: true });
// A CommonJS module: its function is `default` under NodeNext typing and at run time alike.
ajvFormats.default(ajv);
const BASE = 'https://arbiter.test/openapi.json';

beforeAll(async () => {
  env = await testApp([demo]);
  document = await jsonOf(env.app.request('/api/openapi.json'));
  ajv.addSchema(document, BASE);
  const director = await env.store.accounts.findPersonByEmail('director@demo.arbiter');
  token = await env.accounts.createApiToken(director!);
  const player = browser(env.app);
  await player.signIn('player@demo.arbiter', 'demo-player');
  playerCookie = [...player.jar].map(([k, v]) => `${k}=${v}`).join('; ');
}, 120_000);
afterAll(() => env.close());

/** A JSON pointer token in a URI fragment. */
const token_ = (s: string) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'));
const validatorCache = new Map<string, ReturnType<typeof ajv.compile>>();
function validatorFor(path: string, method: string, status: string, type: string) {
  const pointer = ['paths', path, method, 'responses', status, 'content', type, 'schema']
    .map(token_)
    .join('/');
  let validate = validatorCache.get(pointer);
  if (!validate) {
    validate = ajv.compile({ $ref: `${BASE}#/${pointer}` });
    validatorCache.set(pointer, validate);
  }
  return validate;
}

const CALLERS = {
  'signed out': {},
  player: () => ({ cookie: playerCookie }),
  director: () => ({ authorization: `Bearer ${token}` }),
  'bad token': { authorization: 'Bearer not-a-token' },
} as const;

/** The route's address with its parameters: the demo, its first view and download. */
function addressOf(path: string, values: Record<string, string>): string {
  return `/api${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? 'x'))}`;
}

describe('every documented route as every caller', () => {
  it('answers with a documented status and a body the document describes', async () => {
    const views = await jsonOf(env.app.request(`/api/competitions/${demo.id}/views`));
    const downloads = await jsonOf(env.app.request(`/api/competitions/${demo.id}/downloads`));
    const values = {
      id: demo.id,
      view: views.views[0]?.id ?? 'x',
      name: downloads[0]?.name ?? 'x',
      token: 'no-such-calendar',
    };
    const problems: string[] = [];
    const ok = new Set<string>();
    let validated = 0;
    for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Doc>>)) {
      for (const [method, op] of Object.entries(item)) {
        for (const [who, headers] of Object.entries(CALLERS)) {
          const address = addressOf(path, values);
          const init: RequestInit = {
            method: method.toUpperCase(),
            headers: {
              ...(typeof headers === 'function' ? headers() : headers),
              ...(method === 'post' ? { 'content-type': 'application/json' } : {}),
            },
            ...(method === 'post'
              ? {
                  body: JSON.stringify({
                    command: { type: 'RegisterParticipant', participant: { name: 'X' } },
                  }),
                }
              : {}),
          };
          const res = await env.app.request(address, init);
          const where = `${method.toUpperCase()} ${path} (${who}) → ${res.status}`;
          const documented = op.responses[String(res.status)];
          if (!documented) {
            problems.push(`${where}: status not documented`);
            await res.body?.cancel();
            continue;
          }
          const type = (res.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
          const content = documented.content ?? {};
          if (!(type in content)) {
            problems.push(`${where}: content type ${type} not documented`);
            await res.body?.cancel();
            continue;
          }
          if (type !== 'application/json') {
            await res.body?.cancel();
            continue;
          }
          const validate = validatorFor(path, method, String(res.status), type);
          const body = await res.json();
          if (!validate(body)) problems.push(`${where}: ${ajv.errorsText(validate.errors)}`);
          validated++;
          if (res.status === 200) ok.add(`${method} ${path}`);
        }
      }
    }
    console.info(`api: ${validated} JSON answers over every documented route validated against the document`);
    expect(problems).toEqual([]);
    expect(validated).toBeGreaterThan(40);
    // Every JSON read answered 200 to somebody, so its success schema was checked too.
    const jsonReads = Object.entries(document.paths as Record<string, Record<string, Doc>>).flatMap(
      ([path, item]) =>
        Object.entries(item)
          .filter(
            ([method, op]) =>
              method === 'get' &&
              Object.keys(op.responses['200']?.content ?? {}).join() === 'application/json',
          )
          .map(([method]) => `${method} ${path}`),
    );
    expect(jsonReads.filter((r) => !ok.has(r))).toEqual([]);
    // The validator does refuse: a standings answer without its rows.
    expect(validatorFor('/competitions/{id}/standings', 'get', '200', 'application/json')({ asOf: 1 })).toBe(
      false,
    );
  });
});

describe('parameters and examples', () => {
  it('every operation documents the lang parameter it takes', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(document.paths as Record<string, Record<string, Doc>>))
      for (const [method, op] of Object.entries(item))
        if (!(op.parameters ?? []).some((p: Doc) => p.name === 'lang' && p.in === 'query'))
          missing.push(`${method} ${path}`);
    expect(missing).toEqual([]);
  });

  it('the example competition id exists', async () => {
    const examples = new Set<string>();
    for (const item of Object.values(document.paths as Record<string, Record<string, Doc>>))
      for (const op of Object.values(item))
        for (const p of op.parameters ?? [])
          if (p.name === 'id' && p.schema?.example) examples.add(p.schema.example);
    expect(examples.size).toBeGreaterThan(0);
    for (const id of examples) {
      const res = await env.app.request(`/api/competitions/${id}`);
      expect(res.status, id).toBe(200);
    }
  });
});
