/**
 * The checklist after creating a competition (issue 15, item 8), over HTTP on a real SQLite
 * database: its items tick as the director enters players, publishes and invites people, and it
 * is gone once everything is done; only the director sees it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_CLUB } from '../../app/competitions/demo.js';
import { textOf } from '../../test-support/page-text.js';
import { demoClub } from '../../test-support/server.js';

const club = await demoClub();
afterAll(() => club.close());

/** Each item of the checklist on a page: its text and whether it is ticked. */
const itemsOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<li data-done="(true|false)">[\s\S]*?<a href="([^"]+)">([^<]+)<\/a>/g)].map((m) => [
      m[3],
      { done: m[1] === 'true', href: m[2] },
    ]),
  );

describe('the checklist after creating a competition', () => {
  it('ticks its items as the competition is set up and goes once all are done', async () => {
    const id = 'setup-ladder';
    const created = await club.competitions.create({
      id,
      clubId: DEMO_CLUB,
      name: 'Ladder',
      format: 'pyramid',
      participants: [],
    });
    expect(created.ok).toBe(true);
    const page = async () => (await club.director.page(`/c/${id}?lang=en`)).html;

    // A pyramid has no schedule: three items, none done.
    expect(itemsOf(await page())).toEqual({
      'Players entered': { done: false, href: `/c/${id}/participants` },
      Published: { done: false, href: `/c/${id}/act#publish` },
      'People invited': { done: false, href: `/c/${id}/act#invite` },
    });

    // Players entered with their e-mail addresses: they are invited too.
    const added = await club.director.submit(
      `/c/${id}/participants?lang=en`,
      `/c/${id}/participants?lang=en`,
      {
        list: 'Anna de Vries, 1850, anna@example.org\nBram Jansen, 1720\nCor Bakker',
        confirm: 'true',
      },
    );
    // Anna's invitation link is shown once on the answer (issue 25).
    expect(added.res.status).toBe(200);
    expect(added.html).toContain('Link for Anna de Vries');
    const after = itemsOf(await page());
    expect(after['Players entered']?.done).toBe(true);
    expect(after['People invited']?.done).toBe(true);
    expect(after.Published?.done).toBe(false);

    const published = await club.director.submit(`/c/${id}/act?lang=en`, `/c/${id}/publish`, {
      published: 'true',
    });
    expect(published.res.status).toBe(303);
    const done = await page();
    expect(itemsOf(done)).toEqual({});
    expect(textOf(done)).not.toContain('Setting up');
  });

  it('has dates and rounds where the format has a schedule, in German, for the director only', async () => {
    const id = 'setup-rr';
    await club.competitions.create({ id, clubId: DEMO_CLUB, name: 'Rundenturnier', format: 'round-robin' });
    const html = (await club.director.page(`/c/${id}?lang=de`)).html;
    expect(textOf(html)).toContain('Einrichten');
    expect(itemsOf(html)['Termine und Runden festgelegt']).toEqual({
      done: false,
      href: `/c/${id}/act#dates`,
    });
    expect(itemsOf(html)['Spieler eingetragen']?.done).toBe(false);
    await club.store.accounts.setPublished(id, true, {
      at: club.clock.now(),
      actor: 'test',
      action: 'setup',
      subject: id,
    });
    expect(itemsOf((await club.public.page(`/c/${id}?lang=en`)).html)).toEqual({});
  });

  it('the round robin\'s "Dates and rounds set" leads to a form that sets them, and ticks (issue 25.5)', async () => {
    const id = 'setup-rr-dates';
    await club.competitions.create({
      id,
      clubId: DEMO_CLUB,
      name: 'Round robin',
      format: 'round-robin',
      participants: ['a', 'b', 'c', 'd'].map((p) => ({ id: p, name: `Player ${p.toUpperCase()}` })),
    });
    const before = itemsOf((await club.director.page(`/c/${id}?lang=en`)).html)['Dates and rounds set'];
    expect(before).toEqual({ done: false, href: `/c/${id}/act#dates` });
    const act = (await club.director.page(`/c/${id}/act?lang=en`)).html;
    expect(act).toMatch(/<section id="dates"/);
    expect(act).toMatch(/<input type="datetime-local"[^>]*name="round\.1"/);
    // A date that is none is refused at its field, in words.
    const bad = await club.director.submit(`/c/${id}/act?lang=en`, `/c/${id}/commands`, {
      _form: 'dates',
      'round.1': '2027-02-30T19:30',
    });
    expect(bad.res.status).toBe(400);
    expect(bad.html).toMatch(/name="round\.1"[^>]*aria-invalid="true"/);
    const set = await club.director.submit(`/c/${id}/act?lang=en`, `/c/${id}/commands`, {
      _form: 'dates',
      'round.1': '2027-01-08T19:30',
      'round.2': '2027-01-15T19:30',
      'round.3': '2027-01-22T19:30',
    });
    expect(set.posted.status).toBe(303);
    const last = (await club.events(id)).at(-1);
    expect(last?.type).toBe('RoundsScheduled');
    expect((last?.payload as { rounds: { at: string }[] } | undefined)?.rounds[0]?.at).toMatch(
      /^2027-01-08T19:30:00[+-]\d\d:\d\d$/,
    );
    const after = itemsOf((await club.director.page(`/c/${id}?lang=en`)).html)['Dates and rounds set'];
    expect(after?.done).toBe(true);
  });
});
