/**
 * The API as its document says (issue 26): bearer and cookie `securitySchemes`, 401 and 429
 * documented on every operation, 401 for a signed-out write (not an expired form), 409 for a
 * participant registered twice, and every error answer of one shape — the document's `Error`
 * schema, checked with ajv (an independent JSON Schema validator).
 */
import { Ajv2020 } from 'ajv/dist/2020.js';
import { afterAll, describe, expect, it } from 'vitest';
import { demos as roundRobinDemos } from '../../formats/round-robin/demo.js';
import { jsonOf, testApp } from '../../test-support/server.js';

const demo = roundRobinDemos()[0];
const env = await testApp([demo]);
afterAll(env.close);
const { app } = env;

// biome-ignore lint/suspicious/noExplicitAny: the document under test
const document: any = await jsonOf(app.request('/api/openapi.json'));
const ajv = new Ajv2020({ strict: false });
const isError = ajv.compile(document.components.schemas.Error);

const director = await env.store.accounts.findPersonByEmail('director@demo.arbiter');
if (!director) throw new Error('no demo director');
const token = await env.accounts.createApiToken(director);
const commands = `/api/competitions/${demo.id}/commands`;
const post = (body: unknown, headers: Record<string, string> = {}) =>
  app.request(commands, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

let validated = 0;
async function errorOf(res: Response, status: number) {
  expect(res.status).toBe(status);
  // biome-ignore lint/suspicious/noExplicitAny: an error body under test
  const body: any = await res.json();
  expect(isError(body) ? [] : isError.errors).toEqual([]);
  validated++;
  return body;
}

describe('the API document', () => {
  it('has bearer and session security schemes', () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(document.components.securitySchemes.session).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(document.security).toEqual(expect.arrayContaining([{ bearer: [] }]));
  });

  it('documents 401 and 429 on every operation', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(
      document.paths as Record<string, Record<string, { responses: object }>>,
    ))
      for (const [method, op] of Object.entries(item))
        for (const status of ['401', '429'])
          if (!(status in op.responses)) missing.push(`${method} ${path} ${status}`);
    expect(missing).toEqual([]);
  });
});

describe('answers as documented', () => {
  it('a signed-out write is 401 ERR_UNAUTHENTICATED, not 403 ERR_CSRF', async () => {
    const body = await errorOf(await post({ command: { type: 'VoidEvent', seq: 1, reason: 'x' } }), 401);
    expect(body.error.code).toBe('ERR_UNAUTHENTICATED');
  });

  it('a bad token is 401 on reads and writes', async () => {
    const bad = { authorization: 'Bearer nonsense' };
    await errorOf(await app.request(`/api/competitions/${demo.id}/standings`, { headers: bad }), 401);
    await errorOf(await post({ command: { type: 'VoidEvent', seq: 1, reason: 'x' } }, bad), 401);
  });

  it('a participant registered twice is 409 ERR_PARTICIPANT_EXISTS', async () => {
    const [first] = demo.participants;
    const body = await errorOf(
      await post(
        { command: { type: 'RegisterParticipant', participant: { id: first?.id, name: 'Again' } } },
        { authorization: `Bearer ${token}` },
      ),
      409,
    );
    expect(body.error.code).toBe('ERR_PARTICIPANT_EXISTS');
    console.info(`api: ${validated} error answers validated against the document's Error schema`);
  });
});
