/**
 * An in-process web app on a real SQLite database (or the store given) with the demo club and
 * accounts, a fixed clock and a mailer that keeps what it sends (or a real SMTP mailer) behind
 * the outbox, for HTTP tests: `settle()` waits for the work after responses and sends the queued
 * mail. Passwords are hashed with cheap scrypt parameters (`TEST_PASSWORDS`), passed in like any
 * other configuration. `listen()` serves an app over loopback, for tests that need real sockets.
 */
import { serve } from '@hono/node-server';
import pino from 'pino';
import { expect } from 'vitest';
import { AccountService } from '../app/accounts/accounts.js';
import type { LimitPolicy } from '../app/accounts/limits.js';
import { PasswordHasher } from '../app/accounts/passwords.js';
import { fixedClock } from '../app/clock.js';
import { localChangeFeed } from '../app/competitions/changes.js';
import { CompetitionService } from '../app/competitions/competitions.js';
import { DEMO_ACCOUNTS, DEMO_CLUB, seedDemos } from '../app/competitions/demo.js';
import { afterResponse, type Later } from '../app/later.js';
import type { Mail, Mailer } from '../app/mail/mail.js';
import { OutboxSender } from '../app/mail/outbox.js';
import type { DemoScript } from '../core/demo.js';
import { moment } from '../core/moment.js';
import type { Participant } from '../core/participant.js';
import { createApp } from '../server/app.js';
import type { Settings } from '../server/http/context.js';
import { openSqliteStore } from '../store/sqlite/index.js';
import type { Store } from '../store/store.js';

/** scrypt at N = 2^10: a thousandth of the product's cost, for tests that sign in often. */
export const TEST_PASSWORDS = new PasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

export interface TestAppOptions {
  readonly now?: string;
  readonly mailer?: Mailer;
  readonly file?: string;
  /** Another store (PostgreSQL); its owner closes it. */
  readonly store?: Store;
  readonly logger?: pino.Logger;
  readonly settings?: Partial<Settings>;
  readonly limits?: LimitPolicy;
  readonly later?: Later;
  readonly passwords?: PasswordHasher;
  /** Create the server admin admin@arbiter.test (default); without, the first start's set-up is open. */
  readonly admin?: boolean;
}

export async function testApp(demos: readonly DemoScript[] = [], options: TestAppOptions = {}) {
  const store = options.store ?? openSqliteStore(options.file ?? ':memory:');
  const clock = fixedClock(moment(options.now ?? '2026-11-22T12:00:00+01:00'));
  const passwords = options.passwords ?? TEST_PASSWORDS;
  await seedDemos(store, demos, clock.now(), passwords);
  const sent: Mail[] = [];
  const mailer: Mailer = options.mailer ?? { send: async (m) => void sent.push(m) };
  const competitions = new CompetitionService(store.events, clock);
  const sender = new OutboxSender(store.outbox, mailer, clock);
  const accounts = new AccountService({
    store: store.accounts,
    clock,
    baseUrl: 'http://arbiter.test/',
    limiter: store.limiter,
    passwords,
    later:
      options.later ??
      afterResponse((e) => {
        throw e;
      }),
    mailQueued: () => sender.wake(),
    ...(options.limits ? { limits: options.limits } : {}),
  });
  if (options.admin !== false) {
    const admin = await accounts.setup.prepare({ email: 'admin@arbiter.test', password: 'admin-password-1' });
    if (!admin.ok) throw new Error(admin.error);
  }
  const app = createApp({
    competitions,
    accounts,
    clock,
    logger: options.logger ?? pino({ level: 'silent' }),
    settings: { demo: true, secureCookies: false, ...options.settings },
    changes: localChangeFeed(),
  });
  /** Waits for the work after responses and sends the mail it queued. */
  const settle = async () => {
    await accounts.later.idle();
    await sender.idle();
    await sender.sendDue();
  };
  const close = () => (options.store ? Promise.resolve() : store.close());
  return { app, store, clock, competitions, accounts, sender, sent, settle, close };
}

/** Serves an app on a random loopback port. */
export async function listen(app: {
  fetch: (request: Request, env?: unknown) => Response | Promise<Response>;
}) {
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A server at `url` as something `browser()` can drive: real sockets, redirects not followed. */
export const remote = (url: string) => ({
  request: (path: string, init: RequestInit = {}) => fetch(`${url}${path}`, { ...init, redirect: 'manual' }),
});

/** A cookie jar and form helpers over `app.request`, like a browser without JavaScript. */
export function browser(app: {
  request: (path: string, init?: RequestInit) => Response | Promise<Response>;
}) {
  const jar = new Map<string, string>();
  const remember = (res: Response) => {
    for (const header of res.headers.getSetCookie()) {
      const [pair] = header.split(';');
      const [name, ...value] = (pair ?? '').split('=');
      if (!name) continue;
      if (/max-age=0/i.test(header) || value.join('=') === '') jar.delete(name.trim());
      else jar.set(name.trim(), value.join('='));
    }
  };
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const request = async (path: string, init: RequestInit = {}) => {
    const res = await app.request(path, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), cookie: cookie() },
    });
    remember(res);
    return res;
  };
  const csrfOf = (html: string): string => /name="_csrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
  return {
    jar,
    get: request,
    async page(path: string) {
      const res = await request(path);
      return { res, html: await res.text() };
    },
    /**
     * Loads `formPage`, then posts `fields` with its CSRF token to `action`. A command form's
     * redirect (post/redirect/get) is followed like a browser does: `res` and `html` are then the
     * page it leads to, `posted` the answer to the post itself.
     */
    async submit(
      formPage: string,
      action: string,
      fields: Record<string, string | string[]>,
      /** More request headers (an `origin`, a language). */
      headers: Record<string, string> = {},
    ) {
      const html = await (await request(formPage)).text();
      // Pages without a form of their own (an anonymous visitor's) take the token of the sign-in form.
      const token = csrfOf(html) || csrfOf(await (await request('/login')).text());
      const body = new URLSearchParams();
      body.set('_csrf', token);
      for (const [k, v] of Object.entries(fields))
        for (const x of Array.isArray(v) ? v : [v]) body.append(k, x);
      const res = await request(action, {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          referer: `http://localhost${formPage}`,
          ...headers,
        },
      });
      const location = res.headers.get('location');
      if (res.status === 303 && location && action.endsWith('/commands')) {
        const next = await request(location);
        return { res: next, html: await next.text(), posted: res };
      }
      return { res, html: await res.text(), posted: res };
    },
    async signIn(email: string, password: string) {
      return this.submit('/login', '/login', { email, password, next: '/dashboard' });
    },
    csrfOf,
  };
}

/**
 * The first start as a newcomer goes it: the set-up page at `path` creates the administrator (and
 * sends him on to /clubs), then he creates his club. Gives back the club's creation.
 */
export async function setUpAdminAndClub(
  b: Pick<ReturnType<typeof browser>, 'submit'>,
  path: string,
  admin: { name: string; email: string; password: string },
  club: string,
) {
  const done = await b.submit(path, path, admin);
  expect(done.res.headers.get('location')).toBe('/clubs');
  const created = await b.submit('/clubs', '/clubs', { name: club });
  expect(created.res.status).toBe(303);
  return created;
}

/**
 * Empty FIDE round robins of the demo club for lists that page: `${prefix}-00`, `${prefix}-01` …,
 * created a minute apart from 10:00 on 1 November 2026; those `published` picks are published.
 * Gives back the published ids in order.
 */
export async function createListed(
  store: Store,
  prefix: string,
  count: number,
  name: (i: number) => string,
  published: (i: number) => boolean = () => true,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = `${prefix}-${String(i).padStart(2, '0')}`;
    await store.events.createCompetition({
      id,
      clubId: 'demo',
      name: name(i),
      format: 'round-robin',
      formatVersion: 1,
      preset: 'fide',
      config: {},
      participants: [],
      createdAt: moment(`2026-11-01T10:${String(i).padStart(2, '0')}:00+01:00`),
    });
    if (!published(i)) continue;
    const audit = {
      at: moment('2026-11-22T12:00:00+01:00'),
      actor: 'test',
      action: 'published',
      subject: id,
    };
    await store.accounts.setPublished(id, true, audit);
    ids.push(id);
  }
  return ids;
}

/** The three readers of a demo page: the demo director and player, signed in, and a visitor. */
export async function demoReaders(app: Parameters<typeof browser>[0]) {
  const director = browser(app);
  await director.signIn(DEMO_ACCOUNTS.director.email, DEMO_ACCOUNTS.director.password);
  const player = browser(app);
  await player.signIn(DEMO_ACCOUNTS.player.email, DEMO_ACCOUNTS.player.password);
  return { director, player, visitor: browser(app) } as const;
}

/** A JSON body under test, loosely typed. */
// biome-ignore lint/suspicious/noExplicitAny: tests read JSON bodies field by field
export const jsonOf = async (res: Response | Promise<Response>): Promise<any> => (await res).json();

/** Creates a competition of the demo club straight through the service; throws when it is refused. */
export async function createInDemoClub(
  competitions: CompetitionService,
  input: Omit<Parameters<CompetitionService['create']>[0], 'clubId'>,
) {
  const created = await competitions.create({ ...input, clubId: DEMO_CLUB });
  if (!created.ok) throw new Error(created.error.map((e) => e.message).join('; '));
  return created.value;
}

/**
 * The demo club for a format's web tests: the app with the demo accounts, published competitions
 * created on demand (the demo player plays as the participant named), commands run as the demo
 * director, and three browsers — the public, the demo player and the demo director.
 */
export async function demoClub(demos: readonly DemoScript[] = []) {
  const env = await testApp(demos);
  const director = { kind: 'director', personId: DEMO_ACCOUNTS.director.id } as const;
  const audit = () => ({ at: env.clock.now(), actor: 'test', action: 'setup', subject: 'setup' });

  /** A published competition in the demo club; the demo player plays as `player`. */
  const competition = async (
    input: {
      id: string;
      name: string;
      format: string;
      preset?: string;
      participants: readonly Participant[];
    },
    player: string | undefined,
  ) => {
    await createInDemoClub(env.competitions, input);
    await env.store.accounts.setPublished(input.id, true, audit());
    if (player === undefined) return;
    await env.store.accounts.grant(
      { competitionId: input.id, personId: DEMO_ACCOUNTS.player.id, role: 'player', participantId: player },
      audit(),
    );
  };

  /** Runs a command as the director (at now, or at a moment in the past); throws on refusal. */
  const run = async (id: string, command: { type: string } & Record<string, unknown>, at?: string) => {
    const done = await env.competitions.execute(id, command, {
      actor: director,
      ...(at ? { at: moment(at) } : {}),
    });
    if (!done.ok) throw new Error(`${done.error.code}: ${done.error.message}`);
    return done.value;
  };

  const events = async (id: string) => await env.competitions.store.readEvents(id);

  const signedIn = async (who: 'director' | 'player') => {
    const b = browser(env.app);
    const account = DEMO_ACCOUNTS[who];
    await b.signIn(account.email, account.password);
    return b;
  };

  return {
    ...env,
    competition,
    run,
    events,
    public: browser(env.app),
    player: await signedIn('player'),
    director: await signedIn('director'),
  };
}
