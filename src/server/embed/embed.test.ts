/**
 * The embeddable views (issue 18) against the real server over sockets: framing is denied until a
 * club admin names the origins allowed (Content-Security-Policy `frame-ancestors`, and no
 * `X-Frame-Options` then); every other page stays unframeable; only published competitions, and
 * only public names (HL-10); a wrong origin is refused with a message naming it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_CLUB } from '../../app/competitions/demo.js';
import { publicName } from '../../core/participant.js';
import { demos as championshipDemos } from '../../formats/championship/demo.js';
import { demos as leagueDemos } from '../../formats/handicap-league/demo.js';
import { demos as roundRobinDemos } from '../../formats/round-robin/demo.js';
import { browser, listen, testApp } from '../../test-support/server.js';

const LEAGUE = leagueDemos()[0];
const ROUND_ROBIN = roundRobinDemos()[0];
let env: Awaited<ReturnType<typeof testApp>>;
let served: Awaited<ReturnType<typeof listen>>;

const frameAncestors = (res: Response) =>
  /frame-ancestors ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];

beforeAll(async () => {
  if (!LEAGUE || !ROUND_ROBIN) throw new Error('no demos');
  env = await testApp([ROUND_ROBIN, LEAGUE]);
  served = await listen(env.app);
});

afterAll(async () => {
  await served.stop();
  await env.close();
});

describe('embeddable standings and pairings', () => {
  it('may be framed by nobody until the club allows origins, then by exactly those', async () => {
    const before = await fetch(`${served.url}/embed/c/${ROUND_ROBIN?.id}`);
    expect(before.status).toBe(200);
    expect(frameAncestors(before)).toBe("'none'");
    expect(before.headers.get('x-frame-options')).toBe('DENY');

    const admin = browser(env.app);
    await admin.signIn(DEMO_ACCOUNTS.director.email, DEMO_ACCOUNTS.director.password);
    const saved = await admin.submit(`/clubs/${DEMO_CLUB}`, `/clubs/${DEMO_CLUB}/embedding`, {
      origins: 'https://club.example/ http://localhost:8080, https://club.example',
    });
    expect(saved.res.status).toBe(303);
    expect(saved.res.headers.get('location')).toBe(`/clubs/${DEMO_CLUB}?done=embedding`);
    const page = await admin.page(`/clubs/${DEMO_CLUB}?done=embedding`);
    expect(page.html).toContain('value="https://club.example http://localhost:8080"');
    expect(page.html).toMatch(/&lt;iframe src=&quot;http:\/\/[^/]+\/embed\/c\/demo-[a-z-]+\?lang=en/);

    for (const path of [`/embed/c/${ROUND_ROBIN?.id}`, `/embed/c/${ROUND_ROBIN?.id}/rounds?lang=de`]) {
      const res = await fetch(`${served.url}${path}`);
      expect(res.status).toBe(200);
      expect(frameAncestors(res)).toBe('https://club.example http://localhost:8080');
      expect(res.headers.get('x-frame-options')).toBeNull();
    }
    // The other pages stay unframeable.
    const full = await fetch(`${served.url}/c/${ROUND_ROBIN?.id}`);
    expect(frameAncestors(full)).toBe("'none'");
    expect(full.headers.get('x-frame-options')).toBe('DENY');

    // Emptied again: nobody.
    await admin.submit(`/clubs/${DEMO_CLUB}`, `/clubs/${DEMO_CLUB}/embedding`, { origins: '' });
    const after = await fetch(`${served.url}/embed/c/${ROUND_ROBIN?.id}`);
    expect(frameAncestors(after)).toBe("'none'");
    expect(after.headers.get('x-frame-options')).toBe('DENY');
  });

  it('refuses a wrong origin naming it, and a member who is not the club’s admin', async () => {
    const admin = browser(env.app);
    await admin.signIn(DEMO_ACCOUNTS.director.email, DEMO_ACCOUNTS.director.password);
    const wrong = await admin.submit(`/clubs/${DEMO_CLUB}`, `/clubs/${DEMO_CLUB}/embedding?lang=de`, {
      origins: 'https://club.example https://club.example/results',
    });
    expect(wrong.res.status).toBe(400);
    expect(wrong.html).toContain('„https://club.example/results“ ist keine Webadresse');
    expect(wrong.html).toContain('value="https://club.example https://club.example/results"');

    const member = browser(env.app);
    await member.signIn(DEMO_ACCOUNTS.player.email, DEMO_ACCOUNTS.player.password);
    const refused = await member.submit(`/clubs/${DEMO_CLUB}`, `/clubs/${DEMO_CLUB}/embedding`, {
      origins: 'https://evil.example',
    });
    expect(refused.res.status).toBe(404);
    expect(await env.store.accounts.embedOrigins(DEMO_CLUB)).not.toContain('https://evil.example');
  });

  it('shows the standings and pairings as the public sees them, and nothing unpublished', async () => {
    const standings = await (await fetch(`${served.url}/embed/c/${LEAGUE?.id}?lang=nl`)).text();
    expect(standings).toContain('<html lang="nl">');
    expect(standings).toContain('Kitsune');
    expect(standings).not.toContain('Hanna Weber');
    expect(standings).not.toMatch(/<nav\b|<form\b/);
    expect(standings).toContain('target="_top"');

    await env.store.accounts.setPublished(LEAGUE?.id ?? '', false, {
      at: env.clock.now(),
      actor: 'test',
      action: 'competition.unpublished',
      subject: LEAGUE?.id ?? '',
    });
    const hidden = await fetch(`${served.url}/embed/c/${LEAGUE?.id}`);
    expect(hidden.status).toBe(404);
    expect(await hidden.text()).not.toContain(LEAGUE?.name ?? '');
    expect((await fetch(`${served.url}/embed/c/no-such/rounds`)).status).toBe(404);
  });
});

describe('embedded standings notes in the reader’s language', () => {
  const CHAMPIONSHIP = championshipDemos()[0];
  let champEnv: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    champEnv = await testApp(CHAMPIONSHIP ? [CHAMPIONSHIP] : []);
  });
  afterAll(async () => {
    await champEnv.close();
  });

  it('SD-1 a German embed names the withdrawn player by name in German, never by id', async () => {
    const withdrawn = CHAMPIONSHIP?.participants.find((p) => p.id === 'p37');
    if (!CHAMPIONSHIP || !withdrawn) throw new Error('no demo withdrawal');
    const res = await champEnv.app.request(`/embed/c/${CHAMPIONSHIP.id}?lang=de`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const notes = [...html.matchAll(/<p class="notice">([^<]*)<\/p>/g)].map((m) => m[1]);
    expect(notes).toContain(`Zurückgezogen: ${publicName(withdrawn)}.`);
    expect(notes.join(' ')).not.toMatch(/\bp37\b|Withdrawn/);
  });
});
