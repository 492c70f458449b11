/**
 * Web security: CSRF, headers, escaping of hostile input, sign-in rate limiting, sessions,
 * privacy of real names behind aliases, and no secrets in the logs.
 */
import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { demos as roundRobinDemos } from '../../formats/round-robin/demo.js';
import { browser, jsonOf, testApp } from '../../test-support/server.js';

const XSS = '<script>alert(1)</script>';
const IMG = '"><img src=x onerror=alert(2)>';

const demo = roundRobinDemos()[0];
const hostileDemo = {
  ...demo,
  participants: demo.participants.map((p, i) =>
    i === 0
      ? { ...p, name: `Ernst ${XSS}`, alias: `Tokumei ${IMG}` }
      : i === 1
        ? { ...p, name: 'Geheimer Klarname', alias: 'Tokumei' }
        : p,
  ),
};

describe('CSRF', () => {
  it('a form without the token, with a wrong token, or from another origin is refused', async () => {
    const { app } = await testApp([demo]);
    const b = browser(app);
    await b.signIn('director@demo.arbiter', 'demo-director');
    const form = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
      b.get(`/c/${demo.id}/publish`, {
        method: 'POST',
        body: new URLSearchParams(fields),
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      });
    expect((await form({ published: 'false' })).status).toBe(403);
    expect((await form({ published: 'false', _csrf: 'forged' })).status).toBe(403);
    const token = b.csrfOf(await (await b.get(`/c/${demo.id}/act`)).text());
    expect(
      (await form({ published: 'false', _csrf: token }, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    expect((await form({ published: 'false', _csrf: token })).status).toBe(303);
  });

  it('signing in needs the token too (login CSRF)', async () => {
    const { app } = await testApp([demo]);
    const res = await app.request('/login', {
      method: 'POST',
      body: new URLSearchParams({ email: 'director@demo.arbiter', password: 'demo-director' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(403);
  });
});

describe('headers and escaping', () => {
  it('pages carry a strict content security policy and friends', async () => {
    const { app } = await testApp([demo]);
    const res = await app.request(`/c/${demo.id}`);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-inline');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('same-origin');
  });

  it('hostile names and comments are escaped on every page and in the API', async () => {
    const { app, competitions } = await testApp([hostileDemo]);
    const rounds = await jsonOf(app.request(`/api/competitions/${demo.id}/rounds`));
    const game = rounds.rounds[5].pairings.find((p: { second: string | null }) => p.second !== null);
    await competitions.execute(
      demo.id,
      { type: 'RecordResult', round: 6, white: game.first, black: game.second, result: '1-0' },
      { actor: { kind: 'director', personId: 'x' } },
    );
    await competitions.execute(
      demo.id,
      {
        type: 'RecordResult',
        round: 6,
        white: game.first,
        black: game.second,
        result: '0-1',
        reason: `typo ${XSS}`,
      },
      { actor: { kind: 'director', personId: 'x' } },
    );
    const b = browser(app);
    await b.signIn('director@demo.arbiter', 'demo-director');
    for (const path of [
      `/c/${demo.id}`,
      `/c/${demo.id}/rounds`,
      `/c/${demo.id}/history`,
      `/c/${demo.id}/act`,
      '/dashboard',
    ]) {
      const html = await (await b.get(path)).text();
      expect(html, path).not.toContain('<script>alert');
      expect(html, path).not.toContain('<img src=x');
    }
    expect(await (await b.get(`/c/${demo.id}/history`)).text()).toContain(
      'typo &lt;script&gt;alert(1)&lt;/script&gt;',
    );
    // The API returns the text as data, typed as JSON and never sniffed as HTML.
    const api = await app.request(`/api/competitions/${demo.id}/events`);
    expect(api.headers.get('content-type')).toMatch(/^application\/json/);
    expect(api.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('privacy (HL-10)', () => {
  it('a real name behind an alias never reaches public pages or the public API; the director sees it', async () => {
    const { app } = await testApp([hostileDemo]);
    const publicPaths = [
      '/',
      `/c/${demo.id}`,
      `/c/${demo.id}/rounds`,
      `/c/${demo.id}/history`,
      `/api/competitions/${demo.id}`,
      `/api/competitions/${demo.id}/standings`,
      `/api/competitions/${demo.id}/rounds`,
      `/api/competitions/${demo.id}/events`,
    ];
    for (const path of publicPaths) {
      const text = await (await app.request(path)).text();
      expect(text, path).not.toContain('Geheimer Klarname');
      expect(text, path).not.toContain('Ernst');
    }
    expect(await (await app.request(`/c/${demo.id}`)).text()).toContain('Tokumei');
    const b = browser(app);
    await b.signIn('director@demo.arbiter', 'demo-director');
    expect(await (await b.get(`/c/${demo.id}`)).text()).toContain('Geheimer Klarname');
    const player = browser(app);
    await player.signIn('player@demo.arbiter', 'demo-player');
    expect(await (await player.get(`/c/${demo.id}`)).text()).not.toContain('Geheimer Klarname');
  });
});

describe('sign-in', () => {
  it('is rate limited after five failures, even for the right password', async () => {
    const { app } = await testApp([demo]);
    const b = browser(app);
    for (let i = 0; i < 5; i++)
      expect((await b.signIn('director@demo.arbiter', 'wrong-password')).res.status).toBe(400);
    const limited = await b.signIn('director@demo.arbiter', 'demo-director');
    expect(limited.res.status).toBe(429);
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(limited.html).toContain('Too many failed attempts');
  });

  it('a wrong password shows a field error; signing out ends the session for good', async () => {
    const { app } = await testApp([demo]);
    const b = browser(app);
    const wrong = await b.signIn('director@demo.arbiter', 'nope-nope-nope');
    expect(wrong.html).toContain('aria-invalid="true"');
    expect(wrong.html).toContain('The e-mail address or the password is wrong.');
    await b.signIn('director@demo.arbiter', 'demo-director');
    const stolen = b.jar.get('arbiter_session') as string;
    expect((await b.get('/dashboard')).status).toBe(200);
    await b.submit('/dashboard', '/logout', {});
    const replay = browser(app);
    replay.jar.set('arbiter_session', stolen);
    expect((await replay.get('/dashboard')).status).toBe(303);
  });

  it('session cookies are HttpOnly and SameSite', async () => {
    const { app } = await testApp([demo]);
    const { res } = await browser(app).signIn('director@demo.arbiter', 'demo-director');
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('arbiter_session=')) ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('never redirects to another site after signing in', async () => {
    const { app } = await testApp([demo]);
    const b = browser(app);
    const r = await b.submit('/login', '/login', {
      email: 'director@demo.arbiter',
      password: 'demo-director',
      next: '//evil.example/',
    });
    expect(r.res.headers.get('location')).toBe('/dashboard');
  });
});

describe('logs', () => {
  it('contain neither passwords nor the tokens of links and sessions', async () => {
    let output = '';
    const sink = new Writable({
      write(chunk, _enc, done) {
        output += String(chunk);
        done();
      },
    });
    const { app, sent, accounts, settle } = await testApp([demo], { logger: pino({ level: 'debug' }, sink) });
    await accounts.createPerson(
      { email: 'kim@club.test', name: 'Kim', password: 'Kims-Secret-Passw0rd' },
      'test',
    );
    const b = browser(app);
    await b.signIn('kim@club.test', 'Kims-Secret-Passw0rd');
    await b.signIn('kim@club.test', 'a-wrong-password');
    await browser(app).submit('/reset', '/reset', { email: 'kim@club.test' });
    await settle();
    const link = /http:\/\/arbiter\.test\/reset\/(\S+)/.exec(sent[0]?.text ?? '')?.[1] ?? '';
    expect(link.length).toBeGreaterThan(20);
    await browser(app).get(`/reset/${link}`);
    expect(output).toContain('"route":"/reset/:token"');
    for (const secret of [
      'Kims-Secret-Passw0rd',
      'a-wrong-password',
      link,
      b.jar.get('arbiter_session') ?? 'none',
    ]) {
      expect(output).not.toContain(secret);
    }
  });
});
