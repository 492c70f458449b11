/**
 * A competition's join link (issue 25, point 1: "a competition may have a join link (director's
 * switch, optional approval); no duplicate pending invitations"), over HTTP on SQLite and on
 * PostgreSQL: the director switches it on and sees the link once; someone without an account makes
 * one on the link's page and is a participant at once (the competition's own command, in the
 * history); with approval a request waits on the director's page and is approved or refused; a
 * second request is not made; a new link or "turn off" kills the old link.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_CLUB } from '../../app/competitions/demo.js';
import { demos as roundRobinDemos } from '../../formats/round-robin/demo.js';
import { openPostgresStore } from '../../store/postgres/index.js';
import type { Store } from '../../store/store.js';
import { textOf } from '../../test-support/page-text.js';
import { describePostgres, temporarySchemas } from '../../test-support/postgres.js';
import { browser, testApp } from '../../test-support/server.js';

const ID = 'ladder-join';
const act = `/c/${ID}/act?lang=en`;
const linkIn = (html: string): string | undefined =>
  /value="http:\/\/arbiter\.test\/(join\/[\w-]+)"/.exec(html)?.[1]?.replace(/^/, '/');

async function setUp(store?: () => Promise<Store>) {
  const env = await testApp([], { settings: { mailOff: true }, ...(store ? { store: await store() } : {}) });
  await env.competitions.create({ id: ID, clubId: DEMO_CLUB, name: 'Club ladder', format: 'pyramid' });
  const director = browser(env.app);
  await director.signIn(DEMO_ACCOUNTS.director.email, DEMO_ACCOUNTS.director.password);
  /** Switches the link on (or makes a new one) and gives back its path. */
  const issue = async (action: 'on' | 'new', approval: boolean) => {
    const answer = await director.submit(act, `/c/${ID}/join-link?lang=en`, {
      action,
      ...(approval ? { approval: 'true' } : {}),
    });
    expect(answer.res.status).toBe(200);
    expect(answer.res.headers.get('cache-control')).toBe('no-store');
    expect(textOf(answer.html)).toContain('it is shown only this once');
    const link = linkIn(answer.html);
    expect(link).toBeDefined();
    return link!;
  };
  const roster = async () => [...(await env.competitions.load(ID))!.head.state.roster.values()];
  return { ...env, director, issue, roster };
}

function suite(store?: () => Promise<Store>) {
  it('on without approval: a newcomer makes an account on the link page and plays at once, once', async () => {
    const env = await setUp(store);
    expect(textOf((await env.director.page(act)).html)).toContain('Off: nobody can join by link.');
    const link = await env.issue('on', false);
    expect(textOf((await env.director.page(act)).html)).toContain(
      'On: whoever opens the link becomes a participant at once.',
    );
    const kim = browser(env.app);
    const seen = await kim.page(`${link}?lang=en`);
    expect(textOf(seen.html)).toContain('Play in Club ladder.');
    expect(seen.html).toContain('Create account and join');
    const joined = await kim.submit(`${link}?lang=en`, `${link}?lang=en`, {
      name: 'Kim Neu',
      email: 'kim@new.test',
      password: 'kims-password-1',
    });
    expect(joined.res.status).toBe(303);
    expect(joined.res.headers.get('location')).toBe(`/c/${ID}`);
    const [kimIn] = (await env.roster()).filter((p) => p.name === 'Kim Neu');
    expect(kimIn).toBeDefined();
    // The competition's own command: an event in the history, by the director who switched it on.
    const events = await env.store.events.readEvents(ID);
    const registered = events.filter((e) => e.type === 'ParticipantRegistered');
    expect(registered).toHaveLength(1);
    expect(registered[0]!.actor).toBe(`director:${DEMO_ACCOUNTS.director.id}`);
    const person = await env.store.accounts.findPersonByEmail('kim@new.test');
    expect(await env.store.accounts.grantsOf(person!.id)).toEqual([
      { competitionId: ID, personId: person!.id, role: 'player', participantId: kimIn!.id },
    ]);
    // Already in: told so, and posting again adds nobody.
    expect(textOf((await kim.page(`${link}?lang=en`)).html)).toContain('You play in Club ladder already.');
    await kim.submit(`${link}?lang=en`, `${link}?lang=en`, {});
    expect((await env.roster()).filter((p) => p.name === 'Kim Neu')).toHaveLength(1);
    // Two clicks at the same moment add him once.
    const pim = browser(env.app);
    await pim.signIn(DEMO_ACCOUNTS.player.email, DEMO_ACCOUNTS.player.password);
    await Promise.all([1, 2, 3].map(() => pim.submit(`${link}?lang=en`, `${link}?lang=en`, {})));
    expect((await env.roster()).filter((p) => p.name === DEMO_ACCOUNTS.player.name)).toHaveLength(1);
    expect(await env.accounts.joinLinks.pending(ID)).toEqual([]);
    await env.close();
  });

  it('with approval: one request however often asked, on the director page; approve and refuse', async () => {
    const env = await setUp(store);
    const link = await env.issue('on', true);
    const pim = browser(env.app);
    await pim.signIn(DEMO_ACCOUNTS.player.email, DEMO_ACCOUNTS.player.password);
    expect((await pim.page(`${link}?lang=en`)).html).toContain('Ask to join');
    const sent = await pim.submit(`${link}?lang=en`, `${link}?lang=en`, {});
    expect(textOf(sent.html)).toContain('Your request was sent.');
    const again = await pim.submit(`${link}?lang=en`, `${link}?lang=en`, {});
    expect(textOf(again.html)).toContain('waits for the director’s approval');
    expect(await env.accounts.joinLinks.pending(ID)).toHaveLength(1);
    expect(await env.roster()).toEqual([]);

    const eve = browser(env.app);
    await eve.submit(`${link}?lang=en`, `${link}?lang=en`, {
      name: 'Eve Else',
      email: 'eve@new.test',
      password: 'eves-password-1',
    });
    const page = textOf((await env.director.page(act)).html);
    expect(page).toContain('On: requests to join wait for your approval.');
    expect(page).toContain('Requests to join (2)');
    // And in the director's due list, in his language.
    expect(textOf((await env.director.page('/dashboard?lang=en')).html)).toContain(
      'Request to join: Eve Else',
    );
    expect(textOf((await env.director.page('/dashboard?lang=de')).html)).toContain(
      'Beitrittsanfrage: Eve Else',
    );
    // The test's clock stands still: both were asked at the same moment.
    const pending = await env.accounts.joinLinks.pending(ID);
    const forPim = pending.find((r) => r.name === DEMO_ACCOUNTS.player.name);
    const forEve = pending.find((r) => r.name === 'Eve Else');
    const approved = await env.director.submit(act, `/c/${ID}/join-requests/${forPim!.id}?lang=en`, {
      answer: 'approve',
    });
    expect(approved.res.status).toBe(303);
    const refused = await env.director.submit(act, `/c/${ID}/join-requests/${forEve!.id}?lang=en`, {
      answer: 'refuse',
    });
    expect(refused.res.status).toBe(303);
    expect((await env.roster()).map((p) => p.name)).toEqual([DEMO_ACCOUNTS.player.name]);
    expect(await env.accounts.joinLinks.pending(ID)).toEqual([]);
    // An answered request is not answered twice.
    const twice = await env.director.submit(act, `/c/${ID}/join-requests/${forPim!.id}?lang=en`, {
      answer: 'approve',
    });
    expect(twice.res.status).toBe(409);
    expect(textOf(twice.html)).toContain('This request was answered meanwhile.');
    expect((await env.roster()).map((p) => p.name)).toEqual([DEMO_ACCOUNTS.player.name]);
    expect(textOf((await pim.page(`${link}?lang=en`)).html)).toContain('You play in Club ladder already.');
    await env.close();
  });

  it('a new link kills the old one, turning off kills the link; only directors switch it', async () => {
    const env = await setUp(store);
    const first = await env.issue('on', false);
    const second = await env.issue('new', false);
    expect(second).not.toBe(first);
    const visitor = browser(env.app);
    expect((await visitor.page(`${first}?lang=en`)).res.status).toBe(404);
    expect((await visitor.page(`${second}?lang=en`)).res.status).toBe(200);
    const off = await env.director.submit(act, `/c/${ID}/join-link?lang=en`, { action: 'off' });
    expect(off.res.status).toBe(303);
    const dead = await visitor.page(`${second}?lang=en`);
    expect(dead.res.status).toBe(404);
    expect(textOf(dead.html)).toContain('This join link does not work');
    expect(
      (
        await visitor.submit(`/login`, `${second}?lang=en`, {
          name: 'X',
          email: 'x@new.test',
          password: 'xs-password-1',
        })
      ).res.status,
    ).toBe(404);
    const pim = browser(env.app);
    await pim.signIn(DEMO_ACCOUNTS.player.email, DEMO_ACCOUNTS.player.password);
    const tried = await pim.submit(`/c/${ID}`, `/c/${ID}/join-link`, { action: 'on' });
    expect([403, 404]).toContain(tried.res.status);
    expect(await env.accounts.joinLinks.current(ID)).toBeUndefined();
    await env.close();
  });

  it('a format that refuses newcomers: joining is refused with its reason, an approved request waits again', async () => {
    const demo = roundRobinDemos()[0]!;
    const env = await testApp([demo], {
      settings: { mailOff: true },
      ...(store ? { store: await store() } : {}),
    });
    const director = browser(env.app);
    await director.signIn(DEMO_ACCOUNTS.director.email, DEMO_ACCOUNTS.director.password);
    const before = (await env.competitions.load(demo.id))!.head.state.roster.size;
    const demoAct = `/c/${demo.id}/act?lang=en`;
    const on = await director.submit(demoAct, `/c/${demo.id}/join-link?lang=en`, { action: 'on' });
    const open = linkIn(on.html)!;
    const kim = browser(env.app);
    const refused = await kim.submit(`${open}?lang=en`, `${open}?lang=en`, {
      name: 'Kim Neu',
      email: 'kim@new.test',
      password: 'kims-password-1',
    });
    // The account is made (he may sign in), the joining is refused with the format's reason (RR: ERR_STARTED).
    expect(refused.res.status).toBe(422);
    expect(textOf(refused.html)).toContain('nobody can join any more');
    expect((await env.competitions.load(demo.id))!.head.state.roster.size).toBe(before);
    const asked = await director.submit(demoAct, `/c/${demo.id}/join-link?lang=en`, {
      action: 'new',
      approval: 'true',
    });
    const withApproval = linkIn(asked.html)!;
    await kim.submit(`${withApproval}?lang=en`, `${withApproval}?lang=en`, {});
    const [request] = await env.accounts.joinLinks.pending(demo.id);
    expect(request?.name).toBe('Kim Neu');
    const approved = await director.submit(demoAct, `/c/${demo.id}/join-requests/${request!.id}?lang=en`, {
      answer: 'approve',
    });
    expect(approved.res.status).toBe(422);
    expect(textOf(approved.html)).toContain('nobody can join any more');
    expect((await env.competitions.load(demo.id))!.head.state.roster.size).toBe(before);
    expect((await env.accounts.joinLinks.pending(demo.id)).map((r) => r.id)).toEqual([request!.id]);
    await env.close();
  });

  it('an address that has an account is asked to sign in, not given a second account', async () => {
    const env = await setUp(store);
    const link = await env.issue('on', false);
    const taken = await browser(env.app).submit(`${link}?lang=en`, `${link}?lang=en`, {
      name: 'Someone',
      email: DEMO_ACCOUNTS.player.email,
      password: 'someones-password-1',
    });
    expect(taken.res.status).toBe(400);
    expect(textOf(taken.html)).toContain('This address has an account: sign in with it');
    expect(await env.roster()).toEqual([]);
    await env.close();
  });
}

describe('join link on SQLite', () => suite());

describePostgres('join link on PostgreSQL', () => {
  const schemas = temporarySchemas();
  const opened: Store[] = [];
  suite(async () => {
    const store = await openPostgresStore(await schemas.create());
    opened.push(store);
    return store;
  });
  it('closes its stores', async () => {
    for (const store of opened.splice(0)) await store.close();
  });
});
