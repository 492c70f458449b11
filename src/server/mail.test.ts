/**
 * Password reset and invitations end to end, through a real SMTP server on loopback.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '../app/mail.js';
import { roundRobinDemo } from '../formats/round-robin/demo.js';
import { browser, jsonOf, testApp } from '../test-support/server.js';
import { startSmtp } from '../test-support/smtp.js';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

const mailer = () =>
  smtpMailer({ host: '127.0.0.1', port: smtp.port, secure: false, from: 'Arbiter <arbiter@club.test>' });
const linkIn = (text: string, kind: string) =>
  new RegExp(`http://arbiter\\.test/(${kind}/[A-Za-z0-9_-]+)`).exec(text)?.[1];

describe('e-mail flows over SMTP', () => {
  it('password reset: the link arrives, sets a new password once, and signs in', async () => {
    const { app, settle } = await testApp([roundRobinDemo()], { mailer: mailer() });
    const before = smtp.mails.length;
    const sent = await browser(app).submit('/reset', '/reset', { email: 'Player@Demo.Arbiter' });
    expect(sent.html).toContain('If an account exists');
    await settle();
    const mail = smtp.mails[before];
    expect(mail?.to).toEqual(['player@demo.arbiter']);
    const path = linkIn(mail?.text ?? '', 'reset');
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

  it('invitation: the director invites a player for a participant; the link lets him choose a password and act as that player', async () => {
    const demo = roundRobinDemo();
    const { app, settle } = await testApp([demo], { mailer: mailer() });
    const director = browser(app);
    await director.signIn('director@demo.arbiter', 'demo-director');
    const before = smtp.mails.length;
    await director.submit(`/c/${demo.id}/act`, `/c/${demo.id}/invite`, {
      email: 'bram@club.test',
      name: 'Bram Jansen',
      role: 'player',
      participantId: 'p2',
    });
    await settle();
    const mail = smtp.mails[before];
    expect(mail?.to).toEqual(['bram@club.test']);
    expect(mail?.text).toContain('Dana Director invites you to Demo club');
    const path = linkIn(mail?.text ?? '', 'invite') ?? '';
    const bram = browser(app);
    expect((await bram.submit(`/${path}`, `/${path}`, { password: 'brams-password-1' })).res.status).toBe(
      303,
    );
    const api = await jsonOf(bram.get(`/api/competitions/${demo.id}`));
    expect(api.you).toEqual({ director: false, participantId: 'p2' });
  });
});
