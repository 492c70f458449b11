/**
 * Accounts that stay safe (issue #13), over HTTP against the web app on real SQLite: one test per
 * finding of the issue — sign-in limits that hold (2), membership by consent only (3), a reset or
 * password change that locks an intruder out (4), reset requests answered alike and limited (5),
 * API tokens, caching and password hashing (8) — and the first start's set-up page (#15).
 */
import { describe, expect, it } from 'vitest';
import { emailSchema } from '../../app/accounts/account-schemas.js';
import { DEFAULT_LIMITS, type LimitPolicy } from '../../app/accounts/limits.js';
import { PasswordHasher } from '../../app/accounts/passwords.js';
import { DEMO_ACCOUNTS } from '../../app/competitions/demo.js';
import type { Later } from '../../app/later.js';
import { demos as roundRobinDemos } from '../../formats/round-robin/demo.js';
import { browser, jsonOf, listen, remote, setUpAdminAndClub, testApp } from '../../test-support/server.js';
import { trustedProxies } from '../http/client.js';

const demo = roundRobinDemos()[0];
const withLimits = (
  signIn: Partial<LimitPolicy['signIn']>,
  reset: Partial<LimitPolicy['reset']> = {},
): LimitPolicy => ({
  signIn: { ...DEFAULT_LIMITS.signIn, ...signIn },
  reset: { ...DEFAULT_LIMITS.reset, ...reset },
});

/** Work after the response held until the test releases it. */
function heldWork(): Later & { release(): Promise<void> } {
  const tasks: (() => Promise<void>)[] = [];
  return {
    run: (task) => void tasks.push(task),
    idle: async () => undefined,
    async release() {
      while (tasks.length > 0) await tasks.shift()?.();
    },
  };
}

const linkIn = (text: string | undefined, kind: string) =>
  new RegExp(`http://arbiter\\.test/(${kind}/[A-Za-z0-9_-]+)`).exec(text ?? '')?.[1] ?? '';

describe('finding 2: sign-in limits that hold', () => {
  it('40 parallel wrong passwords for one account: exactly 5 are checked', async () => {
    const { app } = await testApp([demo]);
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () => browser(app).signIn('player@demo.arbiter', 'wrong-password')),
    );
    const count = (status: number) => statuses.filter((s) => s.res.status === status).length;
    expect([count(400), count(429)]).toEqual([5, 35]);
  });

  it("a success on one's own account clears nobody's failures: the client's count goes on", async () => {
    const { app } = await testApp([demo], { limits: withLimits({ perClient: { points: 6, seconds: 900 } }) });
    const b = browser(app);
    for (let i = 0; i < 5; i++)
      expect((await b.signIn(`victim${i}@club.test`, 'guess-1234')).res.status).toBe(400);
    expect((await b.signIn('director@demo.arbiter', 'demo-director')).res.status).toBe(303);
    expect((await browser(app).signIn('victim5@club.test', 'guess-1234')).res.status).toBe(400);
    const refused = await browser(app).signIn('victim6@club.test', 'guess-1234');
    expect(refused.res.status).toBe(429);
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('strangers guessing lock the address, not its owner on a browser that signed in before', async () => {
    const { app } = await testApp([demo]);
    const owner = browser(app);
    await owner.signIn('player@demo.arbiter', 'demo-player');
    expect(owner.jar.get('arbiter_device')).toBeDefined();
    await owner.submit('/dashboard', '/logout', {});
    for (let i = 0; i < 5; i++) await browser(app).signIn('player@demo.arbiter', `guess-${i}-guess`);
    const stranger = await browser(app).signIn('player@demo.arbiter', 'demo-player');
    expect(stranger.res.status).toBe(429);
    expect(stranger.html).toContain('Too many failed attempts');
    expect((await owner.signIn('player@demo.arbiter', 'demo-player')).res.status).toBe(303);
  });

  it('behind a trusted proxy each client counts alone; without the setting the header is ignored', async () => {
    const limits = withLimits({
      perClient: { points: 3, seconds: 900 },
      perAccount: { points: 100, seconds: 900 },
    });
    const failFrom = async (url: string, forwarded: string) => {
      const b = browser(remote(url));
      const headers = { 'x-forwarded-for': forwarded };
      const html = await (await b.get('/login', { headers })).text();
      const body = new URLSearchParams({
        _csrf: b.csrfOf(html),
        email: 'anyone@club.test',
        password: 'guess-1234',
      });
      const res = await b.get('/login', {
        method: 'POST',
        body,
        headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      });
      return res.status;
    };
    for (const trusted of [true, false]) {
      const { app, close } = await testApp([], {
        limits,
        ...(trusted ? { settings: { trustedProxies: trustedProxies('127.0.0.1, ::1') } } : {}),
      });
      const server = await listen(app);
      try {
        for (let i = 0; i < 3; i++) expect(await failFrom(server.url, '203.0.113.1')).toBe(400);
        expect(await failFrom(server.url, '203.0.113.1')).toBe(429);
        expect(await failFrom(server.url, '10.9.8.7, 203.0.113.2')).toBe(trusted ? 400 : 429);
      } finally {
        await server.stop();
        await close();
      }
    }
  });
});

describe('finding 3: membership by consent only', () => {
  it("a club admin's invitation of an existing account shows nothing of it until accepted", async () => {
    const { app, accounts } = await testApp([demo]);
    await accounts.createPerson(
      { email: 'kim@elsewhere.test', name: 'Kim Private', password: 'kims-password-1' },
      'test',
    );
    const admin = browser(app);
    await admin.signIn('director@demo.arbiter', 'demo-director');
    const sent = await admin.submit('/clubs/demo-club', '/clubs/demo-club/members', {
      email: 'kim@elsewhere.test',
      memberName: 'K. Guess',
      role: 'member',
    });
    expect(sent.res.status).toBe(200);
    expect(sent.html).toMatch(/value="http:\/\/arbiter\.test\/invite\/[\w-]+"/);
    const club = await admin.page('/clubs/demo-club');
    expect(club.html).toContain('K. Guess');
    expect(club.html).not.toContain('Kim Private');
    const kim = browser(app);
    await kim.signIn('kim@elsewhere.test', 'kims-password-1');
    expect((await jsonOf(kim.get('/api/competitions'))).map((c: { id: string }) => c.id)).toEqual([demo.id]);
    const dashboard = await kim.page('/dashboard');
    expect(dashboard.html).toContain('Dana Director invites you to Demo club as member.');
    const id = /action="\/invitations\/([^"]+)"/.exec(dashboard.html)?.[1] ?? '';
    expect((await kim.submit('/dashboard', `/invitations/${id}`, { answer: 'accept' })).res.status).toBe(303);
    expect((await admin.page('/clubs/demo-club')).html).toContain('Kim Private');
  });

  it('a declined invitation changes nothing', async () => {
    const { app, accounts, store } = await testApp([demo]);
    const kim = await accounts.createPerson(
      { email: 'kim@elsewhere.test', name: 'Kim', password: 'kims-password-1' },
      'test',
    );
    const director = await accounts.viewerOf(await store.accounts.findPersonByEmail('director@demo.arbiter'));
    const invited = await accounts.invitations.invite(
      director,
      { clubId: 'demo-club', email: 'kim@elsewhere.test', name: 'Kim', clubRole: 'admin' },
      'en',
    );
    const b = browser(app);
    await b.signIn('kim@elsewhere.test', 'kims-password-1');
    await b.submit('/dashboard', `/invitations/${invited.ok ? invited.value.id : ''}`, { answer: 'decline' });
    expect(await store.accounts.membershipsOf(kim.ok ? kim.value.id : '')).toEqual([]);
    expect((await b.page('/dashboard')).html).not.toContain('invites you');
  });

  it("a competition role opens that competition only, never the club's other unpublished ones", async () => {
    const { app, accounts, store, competitions, clock, settle, sent } = await testApp([demo]);
    const audit = { at: clock.now(), actor: 'test', action: 'setup', subject: 'setup' };
    await accounts.createPerson(
      { email: 'dora@club.test', name: 'Dora', password: 'doras-password-1' },
      'test',
    );
    const dora = (await store.accounts.findPersonByEmail('dora@club.test'))!;
    await store.accounts.grant({ competitionId: demo.id, personId: dora.id, role: 'director' }, audit);
    await competitions.create({
      id: 'secret-rr',
      clubId: 'demo-club',
      name: 'Secret',
      format: 'round-robin',
    });
    const director = browser(app);
    await director.signIn('dora@club.test', 'doras-password-1');
    await director.submit(`/c/${demo.id}/act`, `/c/${demo.id}/invite`, {
      email: 'eve@club.test',
      name: 'Eve',
      role: 'player',
      participantId: 'p3',
    });
    const asMember = await director.submit('/dashboard', '/clubs/demo-club/members', {
      email: 'mallory@club.test',
      memberName: 'Mallory',
      role: 'member',
    });
    expect(asMember.res.status).toBe(404);
    await settle();
    expect(sent.map((m) => m.to)).toEqual(['eve@club.test']);
    const path = linkIn(sent[0]?.text, 'invite');
    const eve = browser(app);
    expect(
      (await eve.submit(`/${path}`, `/${path}`, { name: 'Eve', password: 'eves-password-1' })).res.status,
    ).toBe(303);
    expect((await eve.get('/c/secret-rr')).status).toBe(404);
    expect((await jsonOf(eve.get(`/api/competitions/${demo.id}`))).you).toEqual({
      director: false,
      participantId: 'p3',
    });
    const person = await store.accounts.findPersonByEmail('eve@club.test');
    expect(await store.accounts.membershipsOf(person!.id)).toEqual([]);
  });
});

describe('finding 4: a reset or a password change locks an intruder out', () => {
  it('a reset ends every session, revokes API tokens and the older reset links', async () => {
    const { app, settle, sent } = await testApp([demo]);
    const owner = browser(app);
    const intruder = browser(app);
    await owner.signIn('player@demo.arbiter', 'demo-player');
    await intruder.signIn('player@demo.arbiter', 'demo-player');
    const created = await intruder.submit('/account', '/account/api-tokens', { tokenName: 'backdoor' });
    const token = /<code>([A-Za-z0-9_-]{40,})<\/code>/.exec(created.html)?.[1] ?? '';
    const bearer = () => app.request('/api/me', { headers: { authorization: `Bearer ${token}` } });
    expect((await jsonOf(bearer())).signedIn).toBe(true);
    for (let i = 0; i < 2; i++)
      await browser(app).submit('/reset', '/reset', { email: 'player@demo.arbiter' });
    await settle();
    const [older, newer] = sent.map((m) => linkIn(m.text, 'reset'));
    const reset = browser(app);
    expect(
      (await reset.submit(`/${newer}`, `/${newer}`, { password: 'the-owners-new-one' })).res.status,
    ).toBe(303);
    expect((await owner.get('/dashboard')).status).toBe(303);
    expect((await intruder.get('/dashboard')).status).toBe(303);
    expect((await bearer()).status).toBe(401);
    expect(
      (await browser(app).submit(`/${older}`, `/${older}`, { password: 'the-intruders-one' })).html,
    ).toContain('This link is invalid, used or expired.');
    expect((await reset.get('/dashboard')).status).toBe(200);
  });

  it('a password change keeps this session and ends the others, with the API tokens', async () => {
    const { app } = await testApp([demo]);
    const here = browser(app);
    const elsewhere = browser(app);
    await here.signIn('player@demo.arbiter', 'demo-player');
    await elsewhere.signIn('player@demo.arbiter', 'demo-player');
    const created = await elsewhere.submit('/account', '/account/api-tokens', { tokenName: 'laptop' });
    const token = /<code>([A-Za-z0-9_-]{40,})<\/code>/.exec(created.html)?.[1] ?? '';
    const changed = await here.submit('/account', '/account/password', {
      current: 'demo-player',
      password: 'a-new-password-here',
    });
    expect(changed.res.headers.get('location')).toBe('/account?done=password');
    expect((await here.page('/account?done=password')).html).toContain('Every other session was signed out');
    expect((await elsewhere.get('/dashboard')).status).toBe(303);
    expect((await app.request('/api/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      401,
    );
    expect((await browser(app).signIn('player@demo.arbiter', 'a-new-password-here')).res.status).toBe(303);
  });
});

describe('finding 5: reset requests answered alike, after the fact, and limited', () => {
  it('known and unknown addresses get the same answer; the link and mail are made after it', async () => {
    const later = heldWork();
    const { app, store, settle, sent } = await testApp([demo], { later });
    const answer = async (email: string) => {
      const r = await browser(app).submit('/reset', '/reset', { email });
      return [r.res.status, r.html.replace(/value="[A-Za-z0-9_-]{30,}"/g, '')] as const;
    };
    expect(await answer('player@demo.arbiter')).toEqual(await answer('nobody@demo.arbiter'));
    const player = await store.accounts.findPersonByEmail('player@demo.arbiter');
    expect(await store.accounts.tokensOf(player!.id, 'reset')).toEqual([]);
    expect(await store.outbox.mails()).toEqual([]);
    await later.release();
    await settle();
    expect(await store.accounts.tokensOf(player!.id, 'reset')).toHaveLength(1);
    expect(sent.map((m) => m.to)).toEqual(['player@demo.arbiter']);
  });

  it('three links an hour per address, known or not, and ten per client', async () => {
    const { app, settle, sent } = await testApp([demo]);
    const ask = async (email: string) =>
      (await browser(app).submit('/reset', '/reset', { email })).res.status;
    for (const email of ['player@demo.arbiter', 'nobody@demo.arbiter'])
      expect([await ask(email), await ask(email), await ask(email), await ask(email)]).toEqual([
        200, 200, 200, 429,
      ]);
    for (let i = 0; i < 4; i++) expect(await ask(`someone${i}@demo.arbiter`)).toBe(200);
    expect(await ask('someone-else@demo.arbiter')).toBe(429);
    await settle();
    expect(sent.map((m) => m.to)).toEqual([
      'player@demo.arbiter',
      'player@demo.arbiter',
      'player@demo.arbiter',
    ]);
  });
});

describe('finding 8: API tokens, pages with secrets, password hashing', () => {
  it('API tokens are listed with name, creation and last use, and revocable', async () => {
    const { app } = await testApp([demo]);
    const b = browser(app);
    await b.signIn('player@demo.arbiter', 'demo-player');
    const created = await b.submit('/account', '/account/api-tokens', { tokenName: 'Results script' });
    const token = /<code>([A-Za-z0-9_-]{40,})<\/code>/.exec(created.html)?.[1] ?? '';
    expect((await b.page('/account')).html).toContain('never');
    await app.request('/api/me', { headers: { authorization: `Bearer ${token}` } });
    const listed = await b.page('/account');
    expect(listed.html).toContain('<th scope="row">Results script</th>');
    expect(listed.html).not.toContain(token);
    expect(listed.html).not.toContain('>never<');
    const id = /name="id" value="([0-9a-f]{64})"/.exec(listed.html)?.[1] ?? '';
    const revoked = await b.submit('/account', '/account/api-tokens/revoke', { id });
    expect(revoked.res.headers.get('location')).toBe('/account?done=revoked');
    expect((await app.request('/api/me', { headers: { authorization: `Bearer ${token}` } })).status).toBe(
      401,
    );
  });

  it('pages that show secrets are never stored', async () => {
    const { app, accounts } = await testApp([demo], { admin: false });
    const started = await accounts.setup.prepare({});
    const b = browser(app);
    await b.signIn('player@demo.arbiter', 'demo-player');
    const created = await b.submit('/account', '/account/api-tokens', { tokenName: 'x' });
    expect(created.res.headers.get('cache-control')).toBe('no-store');
    for (const path of [
      '/account',
      '/api/me',
      '/login',
      '/reset',
      '/reset/abc',
      '/invite/abc',
      `/setup/${started.ok && 'token' in started.value ? started.value.token : ''}`,
    ])
      expect((await browser(app).get(path)).headers.get('cache-control'), path).toBe('no-store');
    expect((await app.request(`/c/${demo.id}`)).headers.get('cache-control')).toBe('private, no-cache');
  });

  it('signing in stores a hash made with older parameters anew', async () => {
    const current = new PasswordHasher({ N: 2 ** 11, r: 8, p: 1 });
    const { app, store, clock } = await testApp([], { passwords: current });
    const older = await new PasswordHasher({ N: 2 ** 10, r: 8, p: 1 }).hash('kims-password-1');
    await store.accounts.createPerson(
      {
        id: 'kim',
        email: 'kim@club.test',
        name: 'Kim',
        passwordHash: older,
        serverAdmin: false,
        createdAt: clock.now(),
      },
      { at: clock.now(), actor: 'test', action: 'person.created', subject: 'kim' },
    );
    expect((await browser(app).signIn('kim@club.test', 'kims-password-1')).res.status).toBe(303);
    const after = (await store.accounts.getPerson('kim'))?.passwordHash;
    expect(after).toMatch(/^scrypt\$2048\$8\$1\$/);
    expect(await current.verify('kims-password-1', after ?? null)).toEqual({ valid: true, outdated: false });
    expect((await browser(app).signIn('kim@club.test', 'kims-password-1')).res.status).toBe(303);
  });
});

describe('first start (#15): a set-up page where the first administrator chooses his address', () => {
  it('the link creates the administrator, who signs in with what he chose and creates a club', async () => {
    const { app, store, accounts } = await testApp([], { admin: false });
    const started = await accounts.setup.prepare({});
    const token = started.ok && started.value.kind === 'link' ? started.value.token : '';
    const b = browser(app);
    const form = await b.page(`/setup/${token}`);
    expect(form.html).toContain('choose the name, e-mail address and password of the administrator');
    const refused = await b.submit(`/setup/${token}`, `/setup/${token}`, {
      name: 'Ada',
      email: 'admin@localhost',
      password: 'adas-password-1',
    });
    expect(refused.res.status).toBe(400);
    expect(refused.html).toContain('Enter an e-mail address such as name@example.org.');
    const admin = { name: 'Ada Admin', email: 'Ada@Club.Example', password: 'adas-password-1' };
    const club = await setUpAdminAndClub(b, `/setup/${token}`, admin, 'Schaakclub De Toren');
    expect((await b.page(club.res.headers.get('location') ?? '')).html).toContain('Schaakclub De Toren');
    expect((await browser(app).signIn('ada@club.example', 'adas-password-1')).res.status).toBe(303);
    const again = await browser(app).submit(`/setup/${token}`, `/setup/${token}`, {
      name: 'Mallory',
      email: 'mallory@club.example',
      password: 'mallorys-password',
    });
    expect(again.html).toContain('The administrator exists already.');
    expect(await store.accounts.findPersonByEmail('mallory@club.example')).toBeUndefined();
  });

  it('an administrator from the settings must have an address the sign-in form accepts', async () => {
    const { accounts } = await testApp([], { admin: false });
    expect(await accounts.setup.prepare({ email: 'admin@localhost', password: 'long-enough-1' })).toEqual({
      ok: false,
      error:
        'ARBITER_ADMIN_EMAIL: "admin@localhost" is not an address the sign-in form accepts (e.g. admin@club.example)',
    });
    expect(await accounts.setup.prepare({ email: 'admin@club.example', password: 'short' })).toMatchObject({
      ok: false,
    });
  });

  it('every address the server creates passes its own forms', () => {
    for (const address of [...Object.values(DEMO_ACCOUNTS).map((a) => a.email), 'admin@arbiter.test'])
      expect(emailSchema.safeParse(address).success, address).toBe(true);
  });
});
