/**
 * Password reset and invitations end to end, through the outbox and a real SMTP server on loopback:
 * the mails as received (text and HTML, the reader's language), the links in them, and what each
 * link does — a reset signs in once; an invitation creates a new account, but for an existing one
 * asks to sign in first.
 */
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../../app/mail/mail.js';
import { demos as roundRobinDemos } from '../../formats/round-robin/demo.js';
import { browser, jsonOf, testApp } from '../../test-support/server.js';
import { startSmtp } from '../../test-support/smtp.js';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

const mailer = () =>
  smtpMailer({ host: '127.0.0.1', port: smtp.port, secure: false, from: 'Arbiter <arbiter@club.test>' });
const linkIn = (text: string, kind: string) =>
  new RegExp(`http://arbiter\\.test/(${kind}/[A-Za-z0-9_-]+)`).exec(text)?.[1];
const mailsTo = (address: string) => smtp.mails.filter((m) => m.to.includes(address));

describe('e-mail flows over SMTP', () => {
  it('password reset: a mail in the reader language, text and HTML; the link sets a new password once and signs in', async () => {
    const { app, settle } = await testApp([roundRobinDemos()[0]], { mailer: mailer() });
    const sent = await browser(app).submit('/reset?lang=de', '/reset', { email: 'Player@Demo.Arbiter' });
    expect(sent.html).toContain('Falls es ein Konto mit dieser Adresse gibt');
    await settle();
    const [mail] = mailsTo('player@demo.arbiter');
    const parsed = await simpleParser(mail!.raw);
    expect(parsed.subject).toBe('Arbiter: ein neues Passwort wählen');
    expect(parsed.text).toContain('Hallo Pim Player,');
    expect(parsed.html).toContain('<a href="http://arbiter.test/reset/');
    const path = linkIn(parsed.text ?? '', 'reset');
    expect(path).toBeDefined();
    const b = browser(app);
    const tooShort = await b.submit(`/${path}`, `/${path}`, { password: 'short' });
    expect(tooShort.res.status).toBe(400);
    expect(tooShort.html).toContain('Use at least 10 characters.');
    const done = await b.submit(`/${path}`, `/${path}`, { password: 'a-brand-new-password' });
    expect(done.res.status).toBe(303);
    expect((await b.get('/dashboard')).status).toBe(200);
    const again = await browser(app).submit(`/${path}`, `/${path}`, { password: 'another-new-password' });
    expect(again.html).toContain('This link is invalid, used or expired.');
    expect((await browser(app).signIn('player@demo.arbiter', 'a-brand-new-password')).res.status).toBe(303);
  });

  it('an unknown address gets the same answer and no mail', async () => {
    const { app, settle } = await testApp([], { mailer: mailer() });
    const before = smtp.mails.length;
    const sent = await browser(app).submit('/reset', '/reset', { email: 'nobody@nowhere.test' });
    expect(sent.html).toContain('If an account exists');
    await settle();
    expect(smtp.mails.length).toBe(before);
  });

  it('an invitation for a new address: the link creates the account with a password and accepts', async () => {
    const demo = roundRobinDemos()[0];
    const { app, settle } = await testApp([demo], { mailer: mailer() });
    const director = browser(app);
    await director.signIn('director@demo.arbiter', 'demo-director');
    await director.submit(`/c/${demo.id}/act`, `/c/${demo.id}/invite`, {
      email: 'bram@club.test',
      name: 'Bram Jansen',
      role: 'player',
      participantId: 'p2',
    });
    await settle();
    const [mail] = mailsTo('bram@club.test');
    expect(mail?.text).toContain(
      `Dana Director invites you to ${demo.name} of Demo club on Arbiter as player.`,
    );
    const path = linkIn(mail?.text ?? '', 'invite') ?? '';
    const bram = browser(app);
    const page = await bram.page(`/${path}`);
    expect(page.html).toContain('Choose your name and a password for bram@club.test');
    const created = await bram.submit(`/${path}`, `/${path}`, {
      name: 'Bram J.',
      password: 'brams-password-1',
    });
    expect(created.res.status).toBe(303);
    const api = await jsonOf(bram.get(`/api/competitions/${demo.id}`));
    expect(api.you).toEqual({ director: false, participantId: 'p2' });
    expect((await jsonOf(bram.get('/api/me'))).name).toBe('Bram J.');
    expect(
      (await browser(app).submit(`/${path}`, `/${path}`, { name: 'X', password: 'another-password' })).html,
    ).toContain('This invitation is invalid, answered, withdrawn or expired.');
  });

  it('an invitation for an existing account never signs in: its owner signs in and accepts', async () => {
    const demo = roundRobinDemos()[0];
    const { app, settle } = await testApp([demo], { mailer: mailer() });
    const admin = browser(app);
    await admin.signIn('admin@arbiter.test', 'admin-password-1');
    await admin.submit(`/c/${demo.id}/act`, `/c/${demo.id}/invite`, {
      email: 'player@demo.arbiter',
      name: 'Pim',
      role: 'director',
    });
    await settle();
    const path = linkIn(mailsTo('player@demo.arbiter').at(-1)?.text ?? '', 'invite') ?? '';
    const stranger = browser(app);
    const page = await stranger.page(`/${path}`);
    expect(page.html).toContain('The address player@demo.arbiter has an account: sign in with it to accept.');
    expect(page.html).not.toContain('name="password"');
    expect(
      (await stranger.submit(`/${path}`, `/${path}`, { name: 'X', password: 'stolen-password-1' })).res
        .status,
    ).toBe(400);
    expect((await stranger.get('/dashboard')).status).toBe(303);
    const pim = browser(app);
    const signedIn = await pim.submit(`/login?next=/${path}`, '/login', {
      email: 'player@demo.arbiter',
      password: 'demo-player',
      next: `/${path}`,
    });
    expect(signedIn.res.headers.get('location')).toBe(`/${path}`);
    const offer = await pim.page(`/${path}`);
    expect(offer.html).toContain(`invites you to ${demo.name} of Demo club as director.`);
    const id = /action="\/invitations\/([^"]+)"/.exec(offer.html)?.[1] ?? '';
    const accepted = await pim.submit(`/${path}`, `/invitations/${id}`, { answer: 'accept' });
    expect(accepted.res.headers.get('location')).toBe(`/c/${demo.id}`);
    expect((await jsonOf(pim.get(`/api/competitions/${demo.id}`))).you.director).toBe(true);
  });
});
