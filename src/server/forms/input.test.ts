/**
 * Requests as an attacker sends them (issue #13), against the web app served over real sockets:
 * bodies over the limit refused before they are read (finding 1), clear answers where there were
 * 500s (finding 6: `Origin: null`, a `next` that cannot be a header, NUL on both stores, JSON
 * nested too deep), nothing silently changed (finding 7: invalid UTF-8, lone surrogates,
 * `__proto__`), and the cap on live streams per client (finding 8).
 */
import { once } from 'node:events';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demos as roundRobinDemos } from '../../formats/round-robin/demo.js';
import { openPostgresStore } from '../../store/postgres/index.js';
import { describePostgres, temporarySchemas } from '../../test-support/postgres.js';
import { browser, jsonOf, listen, remote, testApp } from '../../test-support/server.js';

const demo = roundRobinDemos()[0];
const MB = 1024 * 1024;

/** A server over loopback with the demo and a director's API token. */
async function served(options: Parameters<typeof testApp>[1] = {}) {
  const env = await testApp([demo], options);
  const server = await listen(env.app);
  const director = await env.store.accounts.findPersonByEmail('director@demo.arbiter');
  const token = await env.accounts.createApiToken(director!);
  return {
    ...env,
    url: server.url,
    token,
    async stop() {
      await server.stop();
      await env.close();
    },
  };
}

/** Sends only the head of a request announcing `length` bytes, and waits for the answer. */
function headOnly(url: string, path: string, headers: Record<string, string>, length: number) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
    (resolve, reject) => {
      const req = http.request(`${url}${path}`, {
        method: 'POST',
        headers: { ...headers, 'content-length': String(length) },
      });
      req.on('response', async (res) => {
        let body = '';
        for await (const chunk of res) body += chunk;
        req.destroy();
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
      });
      req.on('error', reject);
      req.flushHeaders();
    },
  );
}

/** Streams up to `total` bytes without a length (chunked) until the server answers; how much went out. */
async function streamUntilAnswered(url: string, path: string, total: number) {
  const req = http.request(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'transfer-encoding': 'chunked' },
  });
  req.on('error', () => undefined);
  const answered = once(req, 'response') as Promise<[http.IncomingMessage]>;
  let response: http.IncomingMessage | undefined;
  void answered.then(([res]) => {
    response = res;
  });
  const chunk = Buffer.alloc(64 * 1024, 'a');
  let written = 0;
  while (!response && written < total && !req.destroyed) {
    written += chunk.length;
    if (!req.write(chunk)) await Promise.race([once(req, 'drain'), answered, once(req, 'close')]);
  }
  const [res] = await answered;
  req.destroy();
  return { status: res.statusCode, written };
}

describe('finding 1: a body limit before any parsing', () => {
  let s: Awaited<ReturnType<typeof served>>;
  beforeAll(async () => {
    s = await served();
  });
  afterAll(() => s.stop());

  it('a 50 MB form announced by Content-Length is answered 413 before a byte of it is sent', async () => {
    const res = await headOnly(
      s.url,
      '/login',
      { 'content-type': 'application/x-www-form-urlencoded' },
      50 * MB,
    );
    expect(res.status).toBe(413);
    // Kept open: the body is read behind the answer, so a client still sending is not reset (issue 26).
    expect(res.headers.connection).toBe('keep-alive');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body).toContain('The request is too large: at most 1024 KiB are accepted.');
  });

  it('a signed-in 50 MB JSON command is refused the same way', async () => {
    const res = await headOnly(
      s.url,
      `/api/competitions/${demo.id}/commands`,
      { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
      50 * MB,
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ error: { code: 'ERR_TOO_LARGE' } });
  });

  it('a body without a length is cut off at the limit: the answer comes while it is still being sent', async () => {
    const { status, written } = await streamUntilAnswered(s.url, '/login', 50 * MB);
    expect(status).toBe(413);
    expect(written).toBeLessThan(50 * MB);
  });

  it('the limit is a setting', async () => {
    const small = await served({ settings: { bodyLimit: 2000 } });
    try {
      const b = browser(remote(small.url));
      const post = (size: number) =>
        b.submit('/login', '/login', { email: 'x@club.test', password: 'p'.repeat(size) });
      expect((await post(1500)).res.status).toBe(400);
      expect((await post(2500)).res.status).toBe(413);
    } finally {
      await small.stop();
    }
  });
});

describe('finding 6: clear answers instead of 500s', () => {
  let s: Awaited<ReturnType<typeof served>>;
  beforeAll(async () => {
    s = await served();
  });
  afterAll(() => s.stop());

  it('a form with `Origin: null` is refused as cross-origin', async () => {
    const b = browser(remote(s.url));
    const { res, html } = await b.submit(
      '/login',
      '/login',
      { email: 'director@demo.arbiter', password: 'demo-director' },
      { origin: 'null' },
    );
    expect(res.status).toBe(403);
    expect(html).toContain('The form has expired');
  });

  it('a `next` that cannot go into a header: signed in all the same, sent to the dashboard', async () => {
    const b = browser(remote(s.url));
    const res = await b.submit('/login', '/login', {
      email: 'director@demo.arbiter',
      password: 'demo-director',
      next: '/c/ā\u2028x',
    });
    expect(res.res.status).toBe(303);
    expect(res.res.headers.get('location')).toBe('/dashboard');
    expect(res.res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect((await b.get('/dashboard')).status).toBe(200);
  });

  it('a control character in a form field is refused naming the field, with the usual headers', async () => {
    const b = browser(remote(s.url));
    const res = await b.submit('/login', '/login', {
      email: 'director@demo.arbiter',
      password: 'demo-director',
      next: '/dashboard\u0001',
    });
    expect(res.res.status).toBe(400);
    expect(res.html).toContain('The field &quot;next&quot; contains a control character');
    expect(res.res.headers.get('x-frame-options')).toBe('DENY');
  });

  it('JSON nested 100,000 levels deep is refused, not a stack overflow', async () => {
    const res = await fetch(`${s.url}/api/competitions/${demo.id}/commands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
      body: `{"command":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'ERR_MALFORMED_JSON' } });
  });
});

/** Registers a participant whose name holds NUL, through the JSON API. */
const registerWithNul = (url: string, token: string) =>
  fetch(`${url}/api/competitions/${demo.id}/commands`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      command: { type: 'RegisterParticipant', participant: { id: 'p99', name: 'Nul\u0000l' } },
    }),
  });

describe('finding 6: NUL in a text, on SQLite', () => {
  it('is refused naming the field, through the API and through the app', async () => {
    const s = await served();
    try {
      const res = await registerWithNul(s.url, s.token);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: {
          code: 'ERR_INVALID_TEXT',
          message:
            'request body: command.participant.name: contains the control character U+0000 at position 4',
          path: 'command.participant.name',
        },
      });
      const direct = await s.competitions.execute(
        demo.id,
        { type: 'RegisterParticipant', participant: { id: 'p99', name: 'Nul\u0000l' } },
        { actor: { kind: 'director', personId: 'cli' } },
      );
      expect(direct).toMatchObject({
        ok: false,
        error: { code: 'ERR_INVALID_TEXT', path: 'participant.name' },
      });
    } finally {
      await s.stop();
    }
  });
});

const schemas = temporarySchemas();

describePostgres('finding 6: NUL in a text, on PostgreSQL', () => {
  it('is refused naming the field, never "invalid byte sequence"', async () => {
    const store = await openPostgresStore(await schemas.create());
    const s = await served({ store });
    try {
      const res = await registerWithNul(s.url, s.token);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({
        error: { code: 'ERR_INVALID_TEXT', path: 'command.participant.name' },
      });
      const direct = await s.competitions.execute(
        demo.id,
        { type: 'VoidEvent', seq: 1, reason: 'typo\u0000' },
        { actor: { kind: 'director', personId: 'cli' } },
      );
      expect(direct).toMatchObject({ ok: false, error: { code: 'ERR_INVALID_TEXT', path: 'reason' } });
      const b = browser(remote(s.url));
      await b.signIn('admin@arbiter.test', 'admin-password-1');
      const club = await b.submit('/clubs', '/clubs', { name: 'Nul\u0000club' });
      expect(club.res.status).toBe(400);
      expect(club.html).toContain('The field &quot;name&quot; contains a control character');
    } finally {
      await s.stop();
      await store.close();
    }
  });
});

describe('finding 7: nothing changed silently', () => {
  let s: Awaited<ReturnType<typeof served>>;
  beforeAll(async () => {
    s = await served();
  });
  afterAll(() => s.stop());
  const post = (body: RequestInit['body']) =>
    fetch(`${s.url}/api/competitions/${demo.id}/commands`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${s.token}` },
      body,
    });

  it('invalid UTF-8 in a JSON body is refused naming the byte, not stored as U+FFFD', async () => {
    const before = Buffer.from(
      '{"command":{"type":"RegisterParticipant","participant":{"id":"p99","name":"Caf',
    );
    const res = await post(Buffer.concat([before, Buffer.from([0xe9]), Buffer.from('"}}}')]));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: {
        code: 'ERR_INVALID_UTF8',
        message: `request body:1:${before.length + 1}: byte ${before.length + 1} (0xE9) is not UTF-8`,
      },
    });
    const events = await jsonOf(fetch(`${s.url}/api/competitions/${demo.id}/events`));
    expect(JSON.stringify(events)).not.toContain('\ufffd');
  });

  it('invalid UTF-8 in a form field is refused naming the field', async () => {
    const b = browser(remote(s.url));
    const html = await (await b.get('/login')).text();
    const res = await b.get('/login', {
      method: 'POST',
      body: `_csrf=${b.csrfOf(html)}&email=caf%E9%40club.test&password=x`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('The field &quot;email&quot; is not valid text (UTF-8).');
  });

  it('invalid UTF-8 in a multipart form field is refused naming the field', async () => {
    const b = browser(remote(s.url));
    const csrf = b.csrfOf(await (await b.get('/login')).text());
    const part = (name: string, content: Buffer) =>
      Buffer.concat([
        Buffer.from(`--XyZ\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
        content,
        Buffer.from('\r\n'),
      ]);
    const res = await b.get('/login', {
      method: 'POST',
      body: Buffer.concat([
        part('_csrf', Buffer.from(csrf)),
        part('email', Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x40, 0x63, 0x2e, 0x74])),
        part('password', Buffer.from('x')),
        Buffer.from('--XyZ--\r\n'),
      ]),
      headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
    });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain('The field &quot;email&quot; is not valid text (UTF-8).');
  });

  it('the account answer of the API is never stored by a cache', async () => {
    const res = await fetch(`${s.url}/api/me`, { headers: { authorization: `Bearer ${s.token}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('a lone surrogate is refused', async () => {
    const res = await post(
      '{"command":{"type":"RegisterParticipant","participant":{"id":"p99","name":"X\\ud800"}}}',
    );
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'ERR_INVALID_TEXT', path: 'command.participant.name' },
    });
  });

  it('__proto__ and constructor keys are refused', async () => {
    for (const key of ['__proto__', 'constructor']) {
      const res = await post(
        `{"command":{"type":"VoidEvent","seq":1,"reason":"x","${key}":{"isAdmin":true}}}`,
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'ERR_INVALID_KEY', path: `command.${key}` } });
    }
  });
});

describe('finding 8: a cap on live streams per client', () => {
  it('one client holds at most the set number of streams; a closed one frees its place', async () => {
    const s = await served({ settings: { liveStreamsPerClient: 2 } });
    const open = () => {
      const abort = new AbortController();
      return { abort, res: fetch(`${s.url}/api/competitions/${demo.id}/live`, { signal: abort.signal }) };
    };
    try {
      const [first, second] = [open(), open()];
      expect([(await first.res).status, (await second.res).status]).toEqual([200, 200]);
      const third = await open().res;
      expect(third.status).toBe(429);
      expect(await third.json()).toMatchObject({ error: { code: 'ERR_RATE_LIMITED' } });
      first.abort.abort();
      let again = 429;
      for (let i = 0; i < 50 && again === 429; i++) {
        const attempt = open();
        again = (await attempt.res).status;
        if (again === 429) await new Promise((resolve) => setTimeout(resolve, 20));
        else attempt.abort.abort();
      }
      expect(again).toBe(200);
      second.abort.abort();
    } finally {
      await s.stop();
    }
  });
});
