/**
 * Joining without a mail server (issue 25, point 1): an administrator sees plainly that mail is
 * not set up; every invitation's link is shown once to whoever made it, to pass on by hand, and
 * works; inviting the same address again renews the pending invitation (no second one, the old
 * link stops working); open invitations can be given a new link or withdrawn, by the club's admins
 * and by the competition's directors.
 */
import { describe, expect, it } from 'vitest';
import { demos as roundRobinDemos } from '../../formats/round-robin/demo.js';
import { textOf } from '../../test-support/page-text.js';
import { browser, testApp } from '../../test-support/server.js';

const demo = roundRobinDemos()[0]!;
const linksIn = (html: string): string[] =>
  [...html.matchAll(/value="http:\/\/arbiter\.test\/(invite\/[\w-]+)"/g)].map((m) => `/${m[1]}`);

async function offline() {
  const env = await testApp([demo], { settings: { mailOff: true } });
  const director = browser(env.app);
  await director.signIn('director@demo.arbiter', 'demo-director');
  return { ...env, director };
}

describe('invitations without a mail server', () => {
  it('the club page says mail is not set up, and inviting shows the link, which works', async () => {
    const { director, app, store, close } = await offline();
    const club = await director.page('/clubs/demo-club?lang=en');
    expect(textOf(club.html)).toContain('Mail is not set up on this server');
    // A format's name that has parentheses of its own is not put in a second pair.
    expect(textOf((await director.page('/clubs/demo-club?lang=nl')).html)).toContain(
      '· Round robin (ieder-tegen-ieder)',
    );
    const sent = await director.submit('/clubs/demo-club?lang=en', '/clubs/demo-club/members?lang=en', {
      email: 'kim@new.test',
      memberName: 'Kim Neu',
      role: 'member',
    });
    expect(sent.res.status).toBe(200);
    expect(sent.res.headers.get('cache-control')).toBe('no-store');
    expect(textOf(sent.html)).toContain('nothing was sent. Copy the links below');
    expect(textOf(sent.html)).not.toContain('invitation was sent');
    const [link] = linksIn(sent.html);
    expect(link).toBeDefined();
    const kim = browser(app);
    expect((await kim.page(`${link}?lang=en`)).html).toContain(
      'Choose your name and a password for kim@new.test',
    );
    const created = await kim.submit(link!, link!, { name: 'Kim Neu', password: 'kims-password-1' });
    expect(created.res.status).toBe(303);
    const person = await store.accounts.findPersonByEmail('kim@new.test');
    expect((await store.accounts.membershipsOf(person!.id)).map((m) => m.role)).toEqual(['member']);
    await close();
  });

  it('inviting the same address again renews the invitation: one pending, only the new link works', async () => {
    const { director, app, accounts, close } = await offline();
    const invite = () =>
      director.submit('/clubs/demo-club?lang=en', '/clubs/demo-club/members?lang=en', {
        email: 'kim@new.test',
        memberName: 'Kim Neu',
        role: 'member',
      });
    const [first] = linksIn((await invite()).html);
    const again = await invite();
    const [second] = linksIn(again.html);
    expect(textOf(again.html)).toContain('already invited: new link');
    expect(second).not.toBe(first);
    const pending = (await accounts.invitations.pendingOf('demo-club')).filter(
      (i) => i.email === 'kim@new.test',
    );
    expect(pending).toHaveLength(1);
    const kim = browser(app);
    expect((await kim.page(`${first}?lang=en`)).html).toContain('invalid, answered, withdrawn or expired');
    expect((await kim.page(`${second}?lang=en`)).html).toContain('Choose your name and a password');
    await close();
  });

  it('an open invitation gets a new link from the club page; the old one stops working', async () => {
    const { director, app, accounts, close } = await offline();
    const sent = await director.submit('/clubs/demo-club?lang=en', '/clubs/demo-club/members?lang=en', {
      email: 'kim@new.test',
      memberName: 'Kim Neu',
      role: 'member',
    });
    const [old] = linksIn(sent.html);
    const club = await director.page('/clubs/demo-club?lang=en');
    expect(club.html).toContain('aria-label="New link for Kim Neu"');
    const [invitation] = await accounts.invitations.pendingOf('demo-club');
    const renewed = await director.submit(
      '/clubs/demo-club?lang=en',
      `/clubs/demo-club/invitations/${invitation!.id}/renew?lang=en`,
      {},
    );
    expect(renewed.res.status).toBe(200);
    const [fresh] = linksIn(renewed.html);
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(old);
    const kim = browser(app);
    expect((await kim.page(`${old}?lang=en`)).html).toContain('invalid, answered, withdrawn or expired');
    expect((await kim.page(`${fresh}?lang=en`)).html).toContain('Choose your name and a password');
    await close();
  });

  it("a competition's director invites a player, sees the link and the open invitation on the act page, and withdraws it", async () => {
    const { director, app, accounts, close } = await offline();
    const act = `/c/${demo.id}/act?lang=en`;
    const sent = await director.submit(act, `/c/${demo.id}/invite?lang=en`, {
      email: 'bram@club.test',
      name: 'Bram Jansen',
      role: 'player',
      participantId: 'p2',
    });
    expect(sent.res.status).toBe(200);
    expect(textOf(sent.html)).toContain('Mail is not set up on this server: nothing was sent.');
    const [link] = linksIn(sent.html);
    expect(link).toBeDefined();
    const page = await director.page(act);
    expect(textOf(page.html)).toContain('Open invitations (1)');
    const [invitation] = await accounts.invitations.pendingTo('demo-club', demo.id);
    const renewed = await director.submit(
      act,
      `/c/${demo.id}/invitations/${invitation!.id}/renew?lang=en`,
      {},
    );
    const [fresh] = linksIn(renewed.html);
    expect(fresh).not.toBe(link);
    const withdrawn = await director.submit(
      act,
      `/c/${demo.id}/invitations/${invitation!.id}/withdraw?lang=en`,
      {},
    );
    expect(withdrawn.res.status).toBe(303);
    expect(await accounts.invitations.pendingTo('demo-club', demo.id)).toEqual([]);
    expect((await browser(app).page(`${fresh}?lang=en`)).html).toContain(
      'invalid, answered, withdrawn or expired',
    );
    await close();
  });

  it('with mail set up the page says the invitations were sent, and still shows the links', async () => {
    const env = await testApp([demo]);
    const director = browser(env.app);
    await director.signIn('director@demo.arbiter', 'demo-director');
    expect(textOf((await director.page('/clubs/demo-club?lang=en')).html)).not.toContain(
      'Mail is not set up',
    );
    const sent = await director.submit('/clubs/demo-club?lang=en', '/clubs/demo-club/members?lang=en', {
      email: 'kim@new.test',
      memberName: 'Kim Neu',
      role: 'member',
    });
    expect(textOf(sent.html)).toContain('The invitations were sent by mail.');
    expect(linksIn(sent.html)).toHaveLength(1);
    await env.settle();
    expect(env.sent.filter((m) => m.to === 'kim@new.test')).toHaveLength(1);
    await env.close();
  });
});
