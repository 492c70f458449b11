/**
 * The pyramid's pages and forms over HTTP (in-process, real SQLite): the pyramid drawn level by
 * level with busy players and, for the signed-in player, the places he may challenge (PYR-3,
 * PYR-2, PYR-16); the tabs for every audience; the player's self-service and the guardian's desk
 * with the moment a message reached the server (PYR-0); refusals beside their fields; real names
 * hidden behind aliases from the public; texts in the reader's language.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { moment } from '../../../core/moment.js';
import { pyramidClub } from '../../../test-support/pyramid-web.js';
import { anonymousPage, expectRememberedUntil } from '../../../test-support/remembered.js';
import { browser } from '../../../test-support/server.js';
import { demos as pyramidDemos } from '../demo.js';
import { challengeablePlaces, challengeOptions } from '../index.js';

const club = await pyramidClub(pyramidDemos());
afterAll(() => club.close());

const ID = 'pyr-web';
// Level 1: p1; level 2: p2 p3; level 3: p4 p5 p6. The demo player plays as p4.
await club.ladder(
  ID,
  [
    { id: 'p1', name: 'Anna Pharao' },
    { id: 'p2', name: 'Bernd Real', alias: 'Rook' },
    { id: 'p3', name: '<script>alert("x")</script>' },
    { id: 'p4', name: 'Dora Player' },
    { id: 'p5', name: 'Eddy Five' },
    { id: 'p6', name: 'Fritz Six' },
  ],
  'p4',
);

const page = async (who: 'public' | 'player' | 'director', path: string) => {
  const { res, html } = await club[who].page(path);
  return { status: res.status, html };
};
type Fields = Record<string, string>;
/** Submits one of the pyramid's forms as `who`, from the act page or the guardian's desk (`from`). */
const send = (who: 'player' | 'director', fields: Fields, id = ID, from = `/c/${id}/act`) =>
  club[who].submit(from, `/c/${id}/commands`, fields);
/** A form of the act page: its name, the type of its command and its fields. */
const form = (name: string, type: string, fields: Fields) => ({ _form: name, type, ...fields });
const challenge = (challenger: string, target: string, firstMove: string, more: Fields = {}) =>
  form('challenge', 'IssueChallenge', { challenger, target, firstMove, ...more });
const vacation = (participant: string, from: string, to: string, more: Fields = {}) =>
  form('vacation', 'AnnounceVacation', { participant, from, to, ...more });
const targetsOn = (html: string): number[] =>
  [...html.matchAll(/<li class="pyr-place[^"]*pyr-target[^"]*" data-slot="(\d+)"/g)].map((m) => Number(m[1]));

describe('the pyramid page (PYR-16)', () => {
  it('PYR-1 draws every level with its places and players, the pharaoh on top', async () => {
    const { status, html } = await page('public', `/c/${ID}`);
    expect(status).toBe(200);
    expect(html).toContain('6 players on 3 levels, 0 vacant places (marked XXX)');
    const levels = [...html.matchAll(/<li class="pyr-level">([\s\S]*?)<\/ol><\/li>/g)].map(
      (m) => [...(m[1] ?? '').matchAll(/data-slot="(\d+)"/g)].length,
    );
    expect(levels).toEqual([1, 2, 3]);
    expect(html.indexOf('Anna Pharao')).toBeLessThan(html.indexOf('Dora Player'));
    expect(html).toContain('(3,1)');
  });

  it('PYR-3 PYR-2 highlights for the signed-in player exactly the places eligibility allows', async () => {
    // PYR-3: level 3 reaches level 2 (reach(2) = 1), not the pharaoh: p2 and p3, slots 1 and 2.
    const { html } = await page('player', `/c/${ID}`);
    expect(targetsOn(html)).toEqual([1, 2]);
    expect(html).toContain('You may challenge 2 places now');
    expect(targetsOn((await page('public', `/c/${ID}`)).html)).toEqual([]);
  });

  it('hides a real name behind the alias and escapes hostile names on every public page', async () => {
    for (const path of ['', '/t/challenges', '/t/waiting', '/t/archive', '/t/player?p=p2']) {
      const { status, html } = await page('public', `/c/${ID}${path}`);
      expect(status, path).toBe(200);
      expect(html, path).not.toContain('Bernd Real');
      expect(html, path).not.toContain('<script>alert');
    }
    expect((await page('public', `/c/${ID}`)).html).toContain('Rook');
    expect((await page('director', `/c/${ID}`)).html).toContain('Bernd Real');
  });

  it('PYR-8 the challenges page marks a reported result as provisional until it is final', async () => {
    // The seed: "Dieses Ergebnis gilt als vorläufig und wird auf der Herausforderung-Seite als solches gekennzeichnet."
    const PROV = 'pyr-prov';
    await club.ladder(
      PROV,
      ['Anna', 'Bernd', 'Clara'].map((name, i) => ({ id: `r${i + 1}`, name })),
      'r3',
    );
    await club.run(PROV, {
      type: 'IssueChallenge',
      challenger: 'r2',
      targets: [{ player: 'r1' }],
      firstMove: '1.e4',
    });
    const before = (await page('public', `/c/${PROV}/t/challenges`)).html;
    expect(before).not.toContain('id="pyr-provisional"');
    await club.run(PROV, { type: 'ReportResult', challenger: 'r2', defender: 'r1', result: '0-1' });
    const after = (await page('public', `/c/${PROV}/t/challenges`)).html;
    const section = after.slice(after.indexOf('id="pyr-provisional"'));
    expect(section).toContain('Provisional results');
    expect(section).toMatch(/Bernd[\s\S]*Anna[\s\S]*0–1[\s\S]*provisional[\s\S]*final on/);
    expect((await browser(club.app).page(`/c/${PROV}/t/challenges?lang=de`)).html).toContain(
      'Vorläufige Ergebnisse',
    );
  });

  it('shows the tabs in German', async () => {
    const { html } = await browser(club.app).page(`/c/${ID}?lang=de`);
    expect(html).toContain('Die Pyramide');
    expect(html).toContain('Herausforderungen');
    expect(html).toContain('Wartelisten');
  });
});

describe('the player’s self-service', () => {
  it('a bad challenge form shows its error beside the field and keeps what was typed', async () => {
    const { res, html } = await send('player', challenge('p4', '', '1.d4'));
    expect(res.status).toBe(400);
    expect(html).toContain('id="pyr-challenge-target-error"');
    expect(html).toContain('Choose a place you may challenge.');
    expect(html).toMatch(/id="pyr-challenge-firstMove"[^>]*value="1.d4"/);
  });

  it('PYR-4 a player challenges a place he may challenge; the defender shows as busy', async () => {
    const state = await club.state(ID);
    const slot = challengeablePlaces(state, 'p4')[0] as number;
    const defender = challengeOptions(state, 'p4').places.find((o) => o.slot === slot)?.participantId;
    const act = await page('player', `/c/${ID}/act?target=${slot}`);
    expect(act.html).toMatch(new RegExp(`<option value="${slot}" selected="">`));
    const { res } = await send('player', challenge('p4', String(slot), '1.e4'));
    expect(res.status).toBe(200);
    expect((await club.events(ID)).at(-1)).toMatchObject({
      type: 'ChallengeIssued',
      payload: { challenger: 'p4', firstMove: '1.e4' },
    });
    const after = await page('public', `/c/${ID}`);
    expect(after.html).toMatch(new RegExp(`data-slot="${slot}">[\\s\\S]*?defends against Dora Player`));
    const challenges = await page('public', `/c/${ID}/t/challenges`);
    expect(challenges.html).toContain('Dora Player');
    expect(challenges.html).toContain('awaiting acceptance');
    expect(defender).toBeTruthy();
    // PYR-2: now busy as challenger, he may challenge nobody, and the page says why.
    const mine = await page('player', `/c/${ID}`);
    expect(targetsOn(mine.html)).toEqual([]);
    expect(mine.html).toContain('You cannot challenge now: Dora Player is already challenging');
  });

  it('PYR-12 one message takes an XXX place, then challenges from the new place', async () => {
    const XXX = 'pyr-xxx';
    await club.ladder(
      XXX,
      ['Anna', 'Bernd', 'Clara', 'Dora', 'Eddy', 'Fritz'].map((name, i) => ({ id: `q${i + 1}`, name })),
      'q6',
    );
    await club.run(XXX, { type: 'LeavePyramid', participant: 'q2' });
    const { res } = await send('player', challenge('q6', '1', '1.c4', { target2: '0' }), XXX);
    expect(res.status).toBe(200);
    const state = await club.state(XXX);
    expect(challengeablePlaces(state, 'q6')).toEqual([]);
    const drawn = (await page('public', `/c/${XXX}`)).html;
    const place1 = /data-slot="1">(.*?)<\/li>/.exec(drawn)?.[1] ?? '';
    expect(place1).toContain('Fritz');
    expect(place1).toContain('challenges Anna since');
  });

  it('a player cannot act for another player', async () => {
    const { res } = await send('player', form('lists-join', 'JoinWaitingList', { participant: 'p5' }));
    expect(res.status).toBe(403);
    expect((await club.events(ID)).some((e) => e.type === 'WaitingListJoined')).toBe(false);
  });

  it('PYR-15 a player announces a vacation; his page counts the days', async () => {
    const { res } = await send('player', vacation('p4', '2026-12-01', '2026-12-10'));
    expect(res.status).toBe(200);
    const { html } = await page('player', `/c/${ID}/t/player`);
    // The days in words, not as ISO dates.
    expect(html).toContain('Tue, 1 Dec 2026 – Thu, 10 Dec 2026');
  });
});

describe('the guardian’s desk', () => {
  it('PYR-0 enters a player’s message at the moment it reached the server', async () => {
    const desk = await page('director', `/c/${ID}/act?for=p5`);
    expect(desk.html).toContain('Message received at');
    const { res } = await send(
      'director',
      vacation('p5', '2027-01-04', '2027-01-08', { _at: '2026-11-21T09:30:00+01:00' }),
      ID,
      `/c/${ID}/act?for=p5`,
    );
    expect(res.status).toBe(200);
    expect((await club.events(ID)).at(-1)).toMatchObject({
      at: '2026-11-21T09:30:00+01:00',
      payload: { participant: 'p5' },
    });
    expect((await page('public', `/c/${ID}/t/player?p=p5`)).html).toContain(
      'Mon, 4 Jan 2027 – Fri, 8 Jan 2027',
    );
  });

  it('PYR-0 the moment is a date and time in the club’s zone, as the field sends it — no ISO example to copy', async () => {
    const desk = await page('director', `/c/${ID}/act?for=p5`);
    expect(desk.html).toMatch(/<input type="datetime-local"[^>]*name="_at"/);
    expect(desk.html).not.toMatch(/e\.g\. \d{4}-\d{2}-\d{2}T/);
    await send(
      'director',
      vacation('p5', '2027-02-01', '2027-02-05', { _at: '2026-11-21T09:45' }),
      ID,
      `/c/${ID}/act?for=p5`,
    );
    expect((await club.events(ID)).at(-1)).toMatchObject({ at: '2026-11-21T09:45:00+01:00' });
  });

  it('a refused message of the desk comes back with the player’s forms and the error beside the field', async () => {
    const { res, html } = await send(
      'director',
      vacation('p6', 'soon', '2027-01-08', { _for: 'p6' }),
      ID,
      `/c/${ID}/act?for=p6`,
    );
    expect(res.status).toBe(400);
    expect(html).toContain('Fritz Six, place (3,3).');
    expect(html).toMatch(/id="pyr-vacation-from-error" class="field-error">[^<]*2026-07-01/);
    expect(html).toMatch(/id="pyr-vacation-to"[^>]*value="2027-01-08"/);
  });

  it('the rating export is the guardian’s page', async () => {
    expect((await page('director', `/c/${ID}/t/export`)).status).toBe(200);
    expect((await page('public', `/c/${ID}/t/export`)).status).not.toBe(200);
  });

  it('the demo pyramid renders every tab with a year of history', async () => {
    const demo = (await club.competitions.ofIds(['demo-pyramid'])).find((c) => c.format === 'pyramid');
    expect(demo).toBeTruthy();
    for (const tab of [
      '',
      '/t/challenges',
      '/t/waiting',
      '/t/archive',
      '/t/player',
      '/t/export',
      '/act',
      '/due',
    ]) {
      const { status, html } = await page('director', `/c/${demo?.id}${tab}`);
      expect(status, tab).toBe(200);
      expect(html, tab).not.toContain('pyr.');
    }
    const archive = await page('public', `/c/${demo?.id}/t/archive`);
    expect(archive.html.match(/<tr>/g)?.length ?? 0).toBeGreaterThan(20);
  });
});

describe('the pyramid page, remembered for anonymous visitors', () => {
  // Last in the file: it moves the clock.
  it('PYR-16 PYR-15 is rendered once per state and day (as a fresh render), afresh after an event or a day', async () => {
    const id = 'pyr-remembered';
    const path = `/c/${id}`;
    await club.ladder(
      id,
      ['Vera', 'Vic', 'Val'].map((name, i) => ({ id: `v${i + 1}`, name })),
      'v3',
    );
    await club.run(id, { type: 'AnnounceVacation', participant: 'v3', from: '2026-11-23', to: '2026-11-30' });
    const challenged = await expectRememberedUntil(club.app, path, () =>
      club.run(id, {
        type: 'IssueChallenge',
        challenger: 'v2',
        targets: [{ player: 'v1' }],
        firstMove: '1.e4',
      }),
    );
    expect(challenged.html).toContain('challenges Vera since');
    expect(challenged.html).not.toContain('on vacation');
    const mine = await club.player.get(path);
    expect(mine.headers.get('content-encoding')).toBeNull();
    expect(await mine.text()).toContain('id="pyr-viewer"');
    expect(challenged.html).not.toContain('id="pyr-viewer"');
    // PYR-15: the next day Val is on vacation, with no event in between.
    const now = club.clock.now();
    club.clock.set(moment('2026-11-23T09:00:00+01:00'));
    try {
      const nextDay = await anonymousPage(club.app, path);
      expect(nextDay.coding).toBe('br');
      expect(nextDay.html).toBe(nextDay.fresh);
      expect(nextDay.html).toContain('on vacation');
      expect((await anonymousPage(club.app, path)).tag).toBe(nextDay.tag);
    } finally {
      club.clock.set(now);
    }
  });
});
