/**
 * Remembered views and pages (app/competitions/competitions.ts, server/http/rendered.ts) never show stale data: a
 * new event, a renamed participant or another language gives a fresh page, and signed-in viewers
 * never get the page rendered for anonymous visitors.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../app/competitions/demo.js';
import { moment } from '../../core/moment.js';
import { demos as roundRobinDemos } from '../../formats/round-robin/demo.js';
import { anonymousPage } from '../../test-support/remembered.js';
import { browser, testApp } from '../../test-support/server.js';

const demo = roundRobinDemos()[0];
const { app, competitions, clock, close } = await testApp([demo]);
afterAll(close);
const director = { kind: 'director' as const, personId: 'd' };
const page = async (path = `/c/${demo.id}`) => (await app.request(path)).text();

describe('remembered views and pages', () => {
  it('computes the standings once per state and afresh after a write', async () => {
    const loaded = (await competitions.load(demo.id))!;
    const state = await competitions.stateAt(loaded, competitions.clock.now());
    expect(loaded.format.views.standings(state)).toBe(loaded.format.views.standings(state));
    const first = demo.participants[0]!;
    await competitions.execute(
      demo.id,
      { type: 'UpdateParticipant', participant: { ...first, name: 'Renamed Once' } },
      { actor: director },
    );
    const after = (await competitions.load(demo.id))!;
    expect(after.head).not.toBe(loaded.head);
  });

  it('an anonymous page follows every change: names, results, sequence number', async () => {
    const before = await page();
    expect(before).toBe(await page());
    const first = demo.participants[0]!;
    await competitions.execute(
      demo.id,
      { type: 'UpdateParticipant', participant: { ...first, name: 'Renamed Twice' } },
      { actor: director },
    );
    const renamed = await page();
    expect(renamed).toContain('Renamed Twice');
    expect(renamed).not.toContain('Renamed Once');
    const seq = (await competitions.load(demo.id))!.head.lastSeq;
    expect(renamed).toContain(`data-seq="${seq}"`);
    expect(await page(`/c/${demo.id}/rounds`)).toContain('Renamed Twice');
    expect(await page(`/c/${demo.id}/history`)).toContain('Renamed Twice');
  });

  it('each language has its own page', async () => {
    const en = await (await app.request(`/c/${demo.id}`, { headers: { 'accept-language': 'en' } })).text();
    const de = await (await app.request(`/c/${demo.id}`, { headers: { 'accept-language': 'de' } })).text();
    expect(en).toContain('lang="en"');
    expect(de).toContain('lang="de"');
  });

  it('a signed-in viewer gets a page of his own', async () => {
    const b = browser(app);
    await b.signIn(DEMO_ACCOUNTS.director.email, DEMO_ACCOUNTS.director.password);
    const mine = await b.page(`/c/${demo.id}`);
    expect(mine.html).toContain(DEMO_ACCOUNTS.director.name);
    expect(await page()).not.toContain(DEMO_ACCOUNTS.director.name);
  });

  // Last: it moves the clock.
  it('a page remembered in one year is made anew in the next, where its moments show their year', async () => {
    const now = clock.now();
    try {
      for (const path of [`/c/${demo.id}/history`, `/c/${demo.id}/rounds`]) {
        clock.set(now);
        const before = await anonymousPage(app, path);
        expect(before.coding).toBe('br');
        expect(before.html).toBe(before.fresh);
        clock.set(moment('2027-01-04T10:00:00+01:00'));
        const after = await anonymousPage(app, path);
        expect(after.html).toBe(after.fresh);
        // The history writes the moments of its events: now with their year.
        if (path.endsWith('/history')) expect(after.tag).not.toBe(before.tag);
        expect((await anonymousPage(app, path)).tag).toBe(after.tag);
      }
    } finally {
      clock.set(now);
    }
  });
});
