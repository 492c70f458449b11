/**
 * The calendars of every demo, read by ical.js (an independent parser; issue 26): every format
 * whose rounds have dates or deadlines has events, as real times of a length in the club's zone
 * (never zero-length), titled in words; SEQUENCE and LAST-MODIFIED on every event, SEQUENCE
 * raised when a Keizer evening moves (RFC 5545 3.8.7.4, KZ-1); and a published site's calendars
 * link the published pages, never the address of the process that wrote them.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLUB } from '../../app/competitions/demo.js';
import { DEMOS } from '../../formats/demos.js';
import { testApp } from '../../test-support/server.js';
import { publishSite } from '../publication/publish.js';

type Env = Awaited<ReturnType<typeof testApp>>;
let env: Env;
beforeAll(async () => {
  env = await testApp(DEMOS());
}, 120_000);
afterAll(() => env.close());

function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const tz of calendar.getAllSubcomponents('vtimezone'))
    ICAL.TimezoneService.register(new ICAL.Timezone(tz));
  return calendar.getAllSubcomponents('vevent');
}

const feedOf = async (id: string, lang = 'en') => {
  const res = await env.app.request(`/api/competitions/${id}/calendar.ics?lang=${lang}`);
  expect(res.status).toBe(200);
  return res.text();
};

describe('the calendars of every demo', () => {
  it('parse, with events for every format whose rounds have dates, each of a length, titled in words', async () => {
    let parsed = 0;
    const empty: string[] = [];
    for (const demo of DEMOS()) {
      for (const lang of ['en', 'de', 'nl']) {
        const events = parseFeed(await feedOf(demo.id, lang));
        parsed++;
        if (events.length === 0) empty.push(`${demo.id} ${lang}`);
        for (const v of events) {
          const e = new ICAL.Event(v);
          expect(e.summary).not.toMatch(/\d{4}-\d\d-\d\d/);
          expect(v.getFirstPropertyValue('sequence')).not.toBeNull();
          expect(v.getFirstPropertyValue('last-modified')).not.toBeNull();
          if (e.startDate.isDate) continue;
          expect({
            id: demo.id,
            uid: e.uid,
            length: e.endDate.toUnixTime() - e.startDate.toUnixTime(),
          }).toMatchObject({
            length: expect.any(Number),
          });
          expect(e.endDate.toUnixTime()).toBeGreaterThan(e.startDate.toUnixTime());
        }
      }
    }
    console.info(`calendars: ${parsed} parsed by ical.js`);
    expect(empty.filter((e) => !e.startsWith('demo-pyramid'))).toEqual([]);
    const rr = parseFeed(await feedOf('demo-round-robin')).length;
    expect(rr).toBeGreaterThan(0);
  });

  it('raises SEQUENCE and sets LAST-MODIFIED when a Keizer evening moves (KZ-1)', async () => {
    const director = { actor: { kind: 'director', personId: 'person-demo-director' } } as const;
    const evenings = parseFeed(await feedOf('demo-keizer'))
      .map((v) => new ICAL.Event(v))
      .filter((e) => /evening-\d+@/.test(e.uid));
    const last = evenings.at(-1);
    if (!last) throw new Error('no evening');
    // A new evening a week after the last, then moved by a day.
    const round = Number(/evening-(\d+)@/.exec(last.uid)?.[1]) + 1;
    const day = (days: number) => {
      const d = last.startDate.clone();
      d.adjust(days, 0, 0, 0);
      return d.toString().slice(0, 10);
    };
    const plan = (date: string) =>
      env.competitions.execute(
        'demo-keizer',
        { type: 'PlanEvenings', evenings: [{ round, date }] },
        director,
      );
    expect(await plan(day(7))).toMatchObject({ ok: true });
    const uid = last.uid.replace(/evening-\d+@/, `evening-${round}@`);
    const planned = parseFeed(await feedOf('demo-keizer')).find((v) => new ICAL.Event(v).uid === uid);
    expect(planned?.getFirstPropertyValue('sequence')).toBe(0);
    expect(await plan(day(8))).toMatchObject({ ok: true });
    const moved = parseFeed(await feedOf('demo-keizer')).find((v) => new ICAL.Event(v).uid === uid);
    expect(moved?.getFirstPropertyValue('sequence')).toBe(1);
    expect(new ICAL.Event(moved as ICAL.Component).startDate.toString().slice(0, 10)).toBe(day(8));
    const modified = (moved as ICAL.Component).getFirstPropertyValue('last-modified') as ICAL.Time;
    expect(modified.toJSDate().toISOString()).toBe(new Date(env.clock.now()).toISOString());
  });
});

describe('a published site’s calendars', () => {
  it('link the published pages, never http://localhost/', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'arbiter-cal-'));
    try {
      const site = 'https://club.example/results/';
      const published = await publishSite(env.store, env.clock, { club: DEMO_CLUB }, dir, { siteUrl: site });
      expect(published.ok).toBe(true);
      const feeds = (await readdir(dir, { recursive: true })).filter((f) => f.endsWith('calendar.ics'));
      expect(feeds.length).toBeGreaterThan(0);
      for (const f of feeds) {
        const text = await readFile(join(dir, f), 'utf8');
        expect(text).not.toContain('localhost');
        for (const v of parseFeed(text))
          expect(String(v.getFirstPropertyValue('url'))).toMatch(
            /^https:\/\/club\.example\/results\/.*index\.html$/,
          );
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
