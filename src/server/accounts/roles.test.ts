/**
 * The authorization matrix: every endpoint × every role, over HTTP with real sessions, on a real
 * SQLite database. Writes get a fresh app per case so that cases stay independent.
 */
import { describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../app/accounts/tokens.js';
import { moment } from '../../core/moment.js';
import { demos as roundRobinDemos } from '../../formats/round-robin/demo.js';
import { browser, jsonOf, TEST_PASSWORDS, testApp } from '../../test-support/server.js';

const ROLES = [
  'anonymous',
  'stranger',
  'member',
  'player',
  'otherPlayer',
  'director',
  'clubAdmin',
  'otherClubAdmin',
  'serverAdmin',
] as const;
type Role = (typeof ROLES)[number];

const PASSWORD_HASH = await TEST_PASSWORDS.hash('correct-horse-battery');
const demo = roundRobinDemos()[0];
const PUBLIC = demo.id;
const PRIVATE = 'private-rr';

/** An app with every role's person, a published and an unpublished competition, and a second club. */
async function world() {
  const env = await testApp([demo]);
  const { competitions, clock } = env;
  const store = env.store.accounts;
  const audit = { at: clock.now(), actor: 'test', action: 'setup', subject: 'setup' };
  await store.createClub({ id: 'other-club', name: 'Other club', createdAt: clock.now() }, audit);
  const people: Partial<Record<Role, string>> = {};
  const make = async (role: Role, serverAdmin = false) => {
    const id = `person-${role}`;
    await store.createPerson(
      {
        id,
        email: `${role.toLowerCase()}@arbiter.test`,
        name: role,
        passwordHash: PASSWORD_HASH,
        serverAdmin,
        createdAt: clock.now(),
      },
      audit,
    );
    people[role] = id;
    return id;
  };
  await make('stranger');
  await store.setMembership({ clubId: 'demo-club', personId: await make('member'), role: 'member' }, audit);
  await store.grant(
    { competitionId: PUBLIC, personId: await make('player'), role: 'player', participantId: 'p1' },
    audit,
  );
  await store.grant(
    { competitionId: PUBLIC, personId: await make('otherPlayer'), role: 'player', participantId: 'p2' },
    audit,
  );
  await store.grant({ competitionId: PUBLIC, personId: await make('director'), role: 'director' }, audit);
  await store.setMembership({ clubId: 'demo-club', personId: await make('clubAdmin'), role: 'admin' }, audit);
  await store.setMembership(
    { clubId: 'other-club', personId: await make('otherClubAdmin'), role: 'admin' },
    audit,
  );
  await make('serverAdmin', true);
  await competitions.create({
    id: PRIVATE,
    clubId: 'demo-club',
    name: 'Private',
    format: 'round-robin',
    participants: demo.participants.slice(0, 4),
  });
  const sessions = new Map<Role, ReturnType<typeof browser>>();
  for (const role of ROLES) {
    const b = browser(env.app);
    if (role !== 'anonymous') {
      // A session made directly (signing in is tested elsewhere; scrypt per role would be slow).
      const token = newToken();
      await store.createSession({
        idHash: hashToken(token),
        personId: `person-${role}`,
        csrfSecret: newToken(),
        createdAt: clock.now(),
        expiresAt: moment('2027-01-01T00:00:00Z'),
      });
      b.jar.set('arbiter_session', token);
    }
    sessions.set(role, b);
  }
  return { ...env, sessions, people };
}

const shared = await world();

/** Expected status per role; one letter per role in ROLES order (see legend). */
const LEGEND: Record<string, number> = { o: 200, c: 201, r: 303, f: 403, n: 404, u: 401 };
const expectRow = (row: string): Record<Role, number> =>
  Object.fromEntries(ROLES.map((role, i) => [role, LEGEND[row[i] as string] as number])) as Record<
    Role,
    number
  >;

//                                                      anon strg memb play othP dir  cAdm oAdm sAdm
const READS: [string, string][] = [
  ['/', 'ooooooooo'],
  [`/c/${PUBLIC}`, 'ooooooooo'],
  [`/c/${PUBLIC}/rounds`, 'ooooooooo'],
  [`/c/${PUBLIC}/history`, 'ooooooooo'],
  [`/c/${PUBLIC}/due`, 'rffoooofo'],
  [`/c/${PUBLIC}/act`, 'rffoooofo'],
  [`/c/${PRIVATE}`, 'nnonnnono'],
  [`/c/${PRIVATE}/history`, 'nnonnnono'],
  [`/c/${PRIVATE}/act`, 'nnfnnnono'],
  ['/dashboard', 'roooooooo'],
  ['/account', 'roooooooo'],
  ['/clubs', 'roooooooo'],
  ['/clubs/demo-club', 'rnnnnnono'],
  ['/clubs/other-club', 'rnnnnnnoo'],
  ['/api/competitions', 'ooooooooo'],
  [`/api/competitions/${PUBLIC}`, 'ooooooooo'],
  [`/api/competitions/${PUBLIC}/standings`, 'ooooooooo'],
  [`/api/competitions/${PUBLIC}/rounds`, 'ooooooooo'],
  [`/api/competitions/${PUBLIC}/events`, 'ooooooooo'],
  [`/api/competitions/${PUBLIC}/due`, 'fffoooofo'],
  [`/api/competitions/${PRIVATE}/standings`, 'nnonnnono'],
  [`/api/competitions/${PRIVATE}/events`, 'nnonnnono'],
];

describe('authorization matrix: reads', () => {
  for (const [path, row] of READS) {
    const expected = expectRow(row);
    it(`GET ${path}`, async () => {
      const got: Record<string, number> = {};
      for (const role of ROLES) got[role] = (await shared.sessions.get(role)!.get(path)).status;
      expect(got).toEqual(expected);
    });
  }

  it('the competition list shows the private competition only to its club and directors', async () => {
    for (const role of ROLES) {
      const html = await (await shared.sessions.get(role)!.get('/')).text();
      const sees = html.includes(`/c/${PRIVATE}"`);
      expect(sees, role).toBe(['member', 'clubAdmin', 'serverAdmin'].includes(role));
    }
  });
});

/** Round 6 of the demo (unplayed): the game of p1 (white or black) and one without p1. */
async function round6Games() {
  const rounds = await jsonOf(shared.app.request(`/api/competitions/${PUBLIC}/rounds`));
  const pairings = rounds.rounds[5].pairings as { first: string; second: string | null }[];
  const own = pairings.find((p) => p.first === 'p1' || p.second === 'p1')!;
  const other = pairings.find(
    (p) =>
      p.second !== null && p.first !== 'p1' && p.second !== 'p1' && p.first !== 'p2' && p.second !== 'p2',
  )!;
  return { own, other };
}
const { own, other } = await round6Games();

const WRITES: [string, (role: Role) => { path: string; fields: Record<string, string> }, string][] = [
  [
    "POST /c/:id/commands: result of p1's own game",
    () => ({
      path: `/c/${PUBLIC}/commands`,
      fields: { type: 'RecordResult', round: '6', white: own.first, black: own.second ?? '', result: '1-0' },
    }),
    'fffrfrrfr',
  ],
  [
    'POST /c/:id/commands: result of a game without p1 or p2',
    () => ({
      path: `/c/${PUBLIC}/commands`,
      fields: {
        type: 'RecordResult',
        round: '6',
        white: other.first,
        black: other.second ?? '',
        result: '0-1',
      },
    }),
    'fffffrrfr',
  ],
  [
    'POST /c/:id/commands: void an event',
    () => ({ path: `/c/${PUBLIC}/commands`, fields: { type: 'VoidEvent', seq: '1', reason: 'test' } }),
    'fffffrrfr',
  ],
  [
    'POST /c/:id/publish',
    () => ({ path: `/c/${PUBLIC}/publish`, fields: { published: 'false' } }),
    'fffffrrfr',
  ],
  [
    'POST /c/:id/join-link (turn the join link on, shown once)',
    () => ({ path: `/c/${PUBLIC}/join-link`, fields: { action: 'on', approval: 'true' } }),
    'fffffoofo',
  ],
  [
    'POST /c/:id/join-link (turn it off)',
    () => ({ path: `/c/${PUBLIC}/join-link`, fields: { action: 'off' } }),
    'fffffrrfr',
  ],
  [
    'POST /c/:id/commands on the private competition',
    () => ({
      path: `/c/${PRIVATE}/commands`,
      fields: { type: 'RecordResult', round: '1', white: 'p1', black: 'p4', result: '1-0' },
    }),
    'nnfnnnrnr',
  ],
  ['POST /clubs', () => ({ path: '/clubs', fields: { name: 'New club' } }), 'rffffffff'.replace(/f$/, 'r')],
  [
    'POST /clubs/:id/members (invite into the club)',
    () => ({
      path: '/clubs/demo-club/members',
      fields: { email: 'new@club.test', memberName: 'New Member', role: 'member' },
    }),
    // Done, an invitation answers 200 with its link, shown once (issue 25).
    'rnnnnnono',
  ],
  [
    'POST /c/:id/invite (invite to a role in the competition)',
    () => ({
      path: `/c/${PUBLIC}/invite`,
      fields: { email: 'new@club.test', name: 'New Player', role: 'player', participantId: 'p3' },
    }),
    'fffffoofo',
  ],
];

describe('authorization matrix: writes (a fresh world per role)', () => {
  for (const [name, request, row] of WRITES) {
    const expected = expectRow(row);
    it(name, async () => {
      const got: Record<string, number> = {};
      for (const role of ROLES) {
        const w = await world();
        const { path, fields } = request(role);
        const b = w.sessions.get(role)!;
        const formPage = path.startsWith('/clubs')
          ? '/'
          : path.replace(/\/(commands|publish|invite|join-link)$/, '');
        const r = await b.submit(formPage, path, fields);
        // A successful form redirects (post/redirect/get): the status of the post itself.
        got[role] = r.posted.status;
        await w.close();
      }
      expect(got).toEqual(expected);
    });
  }
});

describe('API writes', () => {
  const command = {
    command: { type: 'RecordResult', round: 6, white: own.first, black: own.second, result: '1/2-1/2' },
  };

  it('without a session or token: 401', async () => {
    const res = await shared.app.request(`/api/competitions/${PUBLIC}/commands`, {
      method: 'POST',
      body: JSON.stringify(command),
      headers: { 'content-type': 'application/json', 'x-csrf-token': 'x' },
    });
    // Issue 26: missing credentials on the API are 401 (documented), not 403 ERR_CSRF.
    expect(res.status).toBe(401);
    expect((await jsonOf(res)).error.code).toBe('ERR_UNAUTHENTICATED');
  });

  it('with an API token: the player may record his own game, not another', async () => {
    const w = await world();
    const player = await w.store.accounts.getPerson(w.people.player!);
    const token = await w.accounts.createApiToken(player!);
    const post = (body: unknown) =>
      w.app.request(`/api/competitions/${PUBLIC}/commands`, {
        method: 'POST',
        body: JSON.stringify(body),
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      });
    const mine = await post(command);
    expect(mine.status).toBe(201);
    const theirs = await post({
      command: { type: 'RecordResult', round: 6, white: other.first, black: other.second, result: '1-0' },
    });
    expect(theirs.status).toBe(403);
    expect(await theirs.json()).toMatchObject({ error: { code: 'ERR_FORBIDDEN' } });
    const late = await post({ ...command, at: '2026-10-01T20:00:00+02:00' });
    expect(late.status).toBe(403);
    const bad = await w.app.request(`/api/competitions/${PUBLIC}/commands`, {
      method: 'POST',
      body: JSON.stringify(command),
      headers: { authorization: 'Bearer nope', 'content-type': 'application/json' },
    });
    expect(bad.status).toBe(401);
    await w.close();
  });

  it('with a session cookie, a write needs the CSRF header', async () => {
    const w = await world();
    const b = w.sessions.get('director')!;
    const headers = { 'content-type': 'application/json' };
    const without = await b.get(`/api/competitions/${PUBLIC}/commands`, {
      method: 'POST',
      body: JSON.stringify(command),
      headers,
    });
    expect(without.status).toBe(403);
    const me = await jsonOf(b.get('/api/me'));
    const withToken = await b.get(`/api/competitions/${PUBLIC}/commands`, {
      method: 'POST',
      body: JSON.stringify(command),
      headers: { ...headers, 'x-csrf-token': me.csrf },
    });
    expect(withToken.status).toBe(201);
    await w.close();
  });
});
