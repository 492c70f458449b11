/**
 * The director's inbox over HTTP: held mail with its moment, sender and reason in the reader's
 * language; carrying a mail out at its own moment (PYR-0) or rejecting it with a reason; players
 * see nothing of it; the syntax page for everyone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DIRECTOR, DIRECTOR_PASSWORD, mailClub } from '../../test-support/mail-club.js';
import { browser } from '../../test-support/server.js';

let club: Awaited<ReturnType<typeof mailClub>>;
afterEach(async () => {
  await club?.close();
});

describe('the director’s inbox', () => {
  it('shows a held mail and carries it out at its moment (PYR-0)', async () => {
    club = await mailClub();
    const { mail } = await club.send(
      'j',
      { subject: 'Urlaub', body: 'Urlaub 3.4.–17.4.' },
      '2026-03-02T09:00:00+01:00',
      {
        sign: false,
      },
    );
    club.later(60);
    const b = browser(await club.app());
    await b.signIn(DIRECTOR.email, DIRECTOR_PASSWORD);
    const page = await b.page('/inbox?lang=de');
    expect(page.res.status).toBe(200);
    expect(page.html).toContain('1 Mail wartet auf Sie');
    expect(page.html).toContain('Jakob Meier &lt;jakob@example.org&gt;');
    expect(page.html).toContain('die Mail trägt keine DKIM-Signatur');
    expect(page.html).toContain('Zu ihrem Zeitpunkt ausführen');

    const done = await b.submit('/inbox', `/inbox/${mail.id}`, { action: 'execute-at-moment' });
    expect(done.res.status).toBe(303);
    expect(done.res.headers.get('location')).toBe(`/inbox#${mail.id}`);
    const events = await club.store.events.readEvents(club.competitionId);
    expect(events.map((e) => [e.type, e.at, e.actor])).toEqual([
      ['VacationAnnounced', '2026-03-02T09:00:00+01:00', `director:${DIRECTOR.id}`],
    ]);
    const all = await b.page('/inbox?show=all&lang=en');
    expect(all.html).toContain('Carried out at its moment by Gerd Wächter');
    expect(all.html).toContain('✓ “Urlaub 3.4.–17.4.”');
  });

  it('says for whom a director’s command was (`für Dietrich:`), by the name in the roster', async () => {
    club = await mailClub();
    // Unsigned, so it waits until the director carries it out.
    const { mail } = await club.send(
      'j',
      {
        from: `${DIRECTOR.name} <${DIRECTOR.email}>`,
        body: ['für Dietrich: Urlaub 3.4.–17.4.', 'für Schmidt: Urlaub 5.4.–10.4.', 'Urlaub 1.4.–2.4.'].join(
          '\n',
        ),
      },
      '2026-03-02T09:00:00+01:00',
      { sign: false },
    );
    const b = browser(await club.app());
    await b.signIn(DIRECTOR.email, DIRECTOR_PASSWORD);
    // The director's own address is no player's: he runs it as Jakob Meier's, the named lines for others.
    const ran = await b.submit('/inbox', `/inbox/${mail.id}`, {
      action: 'execute',
      player: 'desc-pyramid:j',
    });
    expect(ran.res.status).toBe(303);
    const events = await club.store.events.readEvents(club.competitionId);
    expect(events.map((e) => [e.type, e.payload])).toEqual([
      ['VacationAnnounced', { participant: 'd', from: '2026-04-03', to: '2026-04-17' }],
    ]);
    const de = (await b.page('/inbox?show=all&lang=de')).html;
    expect(de).toContain('✓ für Dora Dietrich: „Urlaub 3.4.–17.4.“');
    expect(de).toContain('✗ für Schmidt: „Urlaub 5.4.–10.4.“: In diesem Turnier heißt niemand „Schmidt“.');
    // A name in front holds for the lines after it, too.
    expect(de).toContain('✗ für Schmidt: „Urlaub 1.4.–2.4.“');
    expect((await b.page('/inbox?show=all&lang=en')).html).toContain(
      '✓ for Dora Dietrich: “Urlaub 3.4.–17.4.”',
    );
    expect((await b.page('/inbox?show=all&lang=nl')).html).toContain(
      '✓ voor Dora Dietrich: „Urlaub 3.4.–17.4.”',
    );
  });

  it('a rejection needs a reason, which the sender is told', async () => {
    club = await mailClub();
    const { mail } = await club.send('j', { body: 'Urlaub 3.4.–17.4.' }, undefined, { sign: false });
    const b = browser(await club.app());
    await b.signIn(DIRECTOR.email, DIRECTOR_PASSWORD);
    const missing = await b.submit('/inbox', `/inbox/${mail.id}`, { action: 'reject', reason: ' ' });
    expect(missing.res.status).toBe(400);
    const rejected = await b.submit('/inbox', `/inbox/${mail.id}`, {
      action: 'reject',
      reason: 'nicht unterschrieben',
    });
    expect(rejected.res.status).toBe(303);
    expect(await club.store.mailbox.getInbound(mail.id)).toMatchObject({
      status: 'rejected',
      decision: { action: 'rejected', reason: 'nicht unterschrieben', by: DIRECTOR.id },
    });
    expect(club.answers.at(-1)?.mail.status).toBe('rejected');
    const again = await b.submit('/inbox', `/inbox/${mail.id}`, { action: 'execute' });
    expect(again.res.status).toBe(422);
    expect(await club.store.events.readEvents(club.competitionId)).toEqual([]);
  });

  it('a player sees no inbox; the raw message is for directors only', async () => {
    club = await mailClub();
    const { mail } = await club.send('j', { body: 'Urlaub 3.4.–17.4.' }, undefined, { sign: false });
    const app = await club.app();
    const player = browser(app);
    await player.signIn('jakob@example.org', DIRECTOR_PASSWORD);
    expect((await player.page('/inbox')).res.status).toBe(404);
    expect((await player.get(`/inbox/${mail.id}/raw`)).status).toBe(404);
    const director = browser(app);
    await director.signIn(DIRECTOR.email, DIRECTOR_PASSWORD);
    const raw = await director.get(`/inbox/${mail.id}/raw`);
    expect(await raw.text()).toContain('Urlaub 3.4.–17.4.');
  });

  it('the syntax page names the club’s address, in Dutch too', async () => {
    club = await mailClub();
    const b = browser(await club.app());
    const page = await b.page('/mail?lang=nl');
    expect(page.html).toContain('Schrijf aan pyramide@club.test');
    expect(page.html).toContain('Afmelding 12 maart');
  });
});

describe('mail choices, unsubscribe and the sent-mail log', () => {
  it('a player chooses a daily digest in Dutch for one kind; it comes once, the next morning', async () => {
    club = await mailClub();
    const b = browser(await club.app());
    await b.signIn('jakob@example.org', DIRECTOR_PASSWORD);
    const page = await b.page('/mail/settings?lang=de');
    expect(page.html).toContain('Ihre Herausforderung ist eingetragen');
    const saved = await b.submit('/mail/settings', '/mail/settings', {
      lang: 'nl',
      'kind:pyramid.challenge-sent': 'digest',
      'kind:pyramid.challenged': 'never',
    });
    expect(saved.res.status).toBe(200);
    expect(await club.store.mailbox.mailSettings('person-j')).toEqual({
      lang: 'nl',
      deliveries: { 'pyramid.challenge-sent': 'digest', 'pyramid.challenged': 'never' },
    });
    await club.send('j', { body: 'Herausforderung: Dietrich 1.e4' }, '2026-03-02T10:00:00+01:00');
    const toJakob = async () =>
      (await club.store.outbox.mails({ personId: 'person-j' })).map((m) => [m.kind, m.lang]);
    expect(await toJakob()).toEqual([['mail.answer', 'de']]);
    await club.scheduler.run();
    club.clock.set('2026-03-03T07:05:00+01:00' as never);
    await club.scheduler.run();
    await club.scheduler.run();
    const digest = (await club.store.outbox.mails({ personId: 'person-j', kind: 'digest' }))[0];
    expect(digest).toMatchObject({ lang: 'nl', subject: '1 bericht van DESC' });
    expect(digest?.text).toContain('Je uitdaging aan Dora Dietrich');
    expect(await toJakob()).toHaveLength(2);
  });

  it('a base URL without a trailing slash still gives whole links in notices', async () => {
    club = await mailClub({ baseUrl: 'http://127.0.0.1:4100' });
    await club.send('j', { body: 'Herausforderung: Dietrich 1.e4' });
    const [notice] = await club.store.outbox.mails({ personId: 'person-d', kind: 'pyramid.challenged' });
    expect(notice?.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/127\.0\.0\.1:4100\/mail\/unsubscribe\?/,
    );
    expect(notice?.text).toContain('http://127.0.0.1:4100/c/desc-pyramid');
    expect(notice?.text).not.toMatch(/4100(c|mail)\//);
  });

  it('the one-click unsubscribe of a notice needs its signed link, no sign-in (RFC 8058)', async () => {
    club = await mailClub();
    const app = await club.app();
    await club.send('j', { body: 'Herausforderung: Dietrich 1.e4' });
    const [notice] = await club.store.outbox.mails({ personId: 'person-d', kind: 'pyramid.challenged' });
    const link = /<([^>]+)>/.exec(notice?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const path = link.replace('http://arbiter.test', '');
    const forged = await app.request(path.replace(/t=[^&]+/, 't=forged'), {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.status).toBe(400);
    const done = await app.request(path, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(done.status).toBe(200);
    expect((await club.store.mailbox.mailSettings('person-d')).deliveries).toEqual({
      'pyramid.challenged': 'never',
    });
  });

  it('the director sees what his competition sent; a player does not', async () => {
    club = await mailClub();
    const app = await club.app();
    await club.send('j', { body: 'Herausforderung: Dietrich 1.e4' });
    const director = browser(app);
    await director.signIn(DIRECTOR.email, DIRECTOR_PASSWORD);
    const log = await director.page('/mail/sent/desc-pyramid?lang=en');
    expect(log.html).toContain('dora@example.org');
    expect(log.html).toContain('A player challenges you');
    expect(log.html).toContain('Answer to a mail');
    const player = browser(app);
    await player.signIn('jakob@example.org', DIRECTOR_PASSWORD);
    expect((await player.page('/mail/sent/desc-pyramid')).res.status).toBe(404);
  });
});
