/**
 * Reading a Keizer season from outside (issue 18): the evening as JSON before and after its
 * publication (KZ-12); the iCalendar feeds, parsed with ical.js (an independent parser), carrying
 * the club evenings and the 17:00 notice deadline (KZ-11) in the club's zone, also across the
 * change to summer time; a player's feed behind a secret, revocable address; conditional GETs.
 */
import ICAL from 'ical.js';
import { afterAll, describe, expect, it } from 'vitest';
import { keizerClub, players } from '../../test-support/keizer-web.js';
import { jsonOf } from '../../test-support/server.js';

const club = await keizerClub();
afterAll(club.close);
const SEASON = 'feeds-season';
const participants = players(6).map((p, i) => (i === 1 ? { ...p, name: 'Real Name', alias: 'Rook' } : p));
await club.season(SEASON, participants);
// Round 1 on Thursday the 19th, played; round 2 tonight (Sunday the 22nd, now is noon), paired
// before its 18:00 publication; round 3 after the change to summer time.
await club.run(SEASON, {
  type: 'PlanEvenings',
  evenings: [
    { round: 1, date: '2026-11-19' },
    { round: 2, date: '2026-11-22' },
    { round: 3, date: '2027-04-01' },
  ],
});
const [paired] = (await club.run(SEASON, { type: 'PairRound', round: 1 }, '2026-11-19T18:00:00+01:00'))
  .events;
for (const g of (paired?.payload.games ?? []) as { white: string; black: string }[])
  await club.run(
    SEASON,
    { type: 'RecordResult', round: 1, ...g, result: '1-0' },
    '2026-11-19T22:00:00+01:00',
  );
await club.run(SEASON, { type: 'PairRound', round: 2 });

type Who = 'public' | 'player' | 'director';
const get = (who: Who, path: string, headers: Record<string, string> = {}) =>
  who === 'public' ? club.app.request(path, { headers }) : club[who].get(path, { headers });

/** The feed's events, parsed by ical.js with the feed's own VTIMEZONE. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const tz of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(tz));
  return calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v));
}

describe('the evening as JSON (KZ-12)', () => {
  it('the public gets the pairing of tonight only from 18:00; the director at once', async () => {
    const path = `/api/competitions/${SEASON}/views/evening?round=2`;
    const before = await jsonOf(get('public', path));
    expect(before.data.withheld).toBe(true);
    expect(before.data.boards).toEqual([]);
    expect((await jsonOf(get('director', path))).data.boards.length).toBe(3);
    const at18 = await jsonOf(
      get('public', `${path}&asOf=${encodeURIComponent('2026-11-22T18:00:00+01:00')}`),
    );
    expect(at18.data.boards.length).toBe(3);
    expect(at18.data.withheld).toBeUndefined();
  });
});

describe('the competition calendar', () => {
  it('KZ-11 has each evening and its 17:00 notice deadline in Europe/Amsterdam, summer time too', async () => {
    const res = await get('public', `/api/competitions/${SEASON}/calendar.ics?lang=de`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/calendar');
    const events = parseFeed(await res.text());
    const byUid = new Map(events.map((e) => [e.uid.split('/')[1]?.replace(/@arbiter$/, ''), e]));
    const notice2 = byUid.get('notice-2');
    expect(notice2?.startDate.zone.tzid).toBe('Europe/Amsterdam');
    expect([notice2?.startDate.hour, notice2?.startDate.minute]).toEqual([17, 0]);
    expect(notice2?.startDate.toJSDate().toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(notice2?.summary).toContain('Abmeldeschluss für Runde 2');
    // After the last Sunday of March the club is at UTC+2: 17:00 there is 15:00 UTC.
    expect(byUid.get('notice-3')?.startDate.toJSDate().toISOString()).toBe('2027-04-01T15:00:00.000Z');
    const evening3 = byUid.get('evening-3');
    expect(evening3?.startDate.isDate).toBe(true);
    expect(evening3?.startDate.toString()).toBe('2027-04-01');
    expect(events.length).toBe(6);
  });

  it('is not there for a competition the caller may not see', async () => {
    expect((await get('public', '/api/competitions/nope/calendar.ics')).status).toBe(404);
  });
});

describe("a player's calendar", () => {
  it('is made on the account page, shown once, read with its secret address and revoked', async () => {
    const made = await club.player.submit('/account', '/account/calendar', {});
    const address = /<code>(http[^<]+)<\/code>/.exec(made.html)?.[1] ?? '';
    expect(address).toMatch(/\/api\/calendars\/[A-Za-z0-9_-]{40,}\?lang=en$/);
    expect(made.html).toContain('href="webcal:');
    const path = address.replace(/^https?:\/\/[^/]+/, '');
    const feed = await club.app.request(path);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('cache-control')).toBe('private, no-cache');
    const events = parseFeed(await feed.text());
    expect(events.some((e) => e.summary.startsWith('Notice of absence for round 2'))).toBe(true);
    const account = await club.player.page('/account');
    expect(account.html).not.toContain(address);
    const id = /action="\/account\/calendar\/revoke">[\s\S]*?name="id" value="([0-9a-f]{64})"/.exec(
      account.html,
    )?.[1];
    const revoked = await club.player.submit('/account', '/account/calendar/revoke', { id: id ?? '' });
    expect(revoked.res.headers.get('location')).toBe('/account?done=calendarRevoked');
    expect((await club.app.request(path)).status).toBe(404);
  });
});

describe('conditional GETs', () => {
  // Issue 26: the answer's asOf was the request's clock, so the ETag changed on every request.
  it('the ETag of standings, rounds and views stays while the clock moves and nothing happens: 304', async () => {
    const paths = ['standings', 'rounds', 'views/crosstable'].map((p) => `/api/competitions/${SEASON}/${p}`);
    const first = await Promise.all(paths.map(async (p) => (await get('public', p)).headers.get('etag')));
    const before = await jsonOf(get('public', paths[0] as string));
    const events = await club.events(SEASON);
    expect(before.asOf).toBe(
      events
        .map((e) => e.at)
        .sort()
        .at(-1),
    );
    club.setNow('2026-11-22T12:07:00+01:00');
    try {
      for (const [i, path] of paths.entries()) {
        const again = await get('public', path, { 'if-none-match': first[i] ?? '' });
        expect(again.status, path).toBe(304);
      }
    } finally {
      club.setNow('2026-11-22T12:00:00+01:00');
    }
  });

  it('answers 304 to a matching If-None-Match, on pages and the API, and 200 when the data changed', async () => {
    for (const path of [`/c/${SEASON}`, `/api/competitions/${SEASON}/standings`]) {
      const first = await get('public', path);
      const tag = first.headers.get('etag') ?? '';
      expect(tag, path).toMatch(/^"[^"]+"$/);
      const again = await get('public', path, { 'if-none-match': tag });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
      expect(again.headers.get('etag')).toBe(tag);
      expect((await get('public', path, { 'if-none-match': '"other"' })).status).toBe(200);
    }
    const api = await get('public', `/api/competitions/${SEASON}/rounds`);
    expect(api.headers.get('cache-control')).toBe('public, no-cache');
    expect(api.headers.get('vary')).toContain('Cookie');
    const signedIn = await get('director', `/api/competitions/${SEASON}/rounds`);
    expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
    expect((await get('director', '/api/me')).headers.get('cache-control')).toBe('no-store');
    const tag = (await get('public', `/api/competitions/${SEASON}/standings`)).headers.get('etag') ?? '';
    const rounds = await jsonOf(get('director', `/api/competitions/${SEASON}/rounds`));
    const game = rounds.rounds[1].pairings[0];
    await club.run(SEASON, {
      type: 'RecordResult',
      round: 2,
      white: game.first,
      black: game.second,
      result: '1-0',
    });
    expect(
      (await get('public', `/api/competitions/${SEASON}/standings`, { 'if-none-match': tag })).status,
    ).toBe(200);
  });
});
