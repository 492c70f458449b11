/**
 * "Show as of" on the pages (issue 15, item 6), over HTTP on real SQLite: a date alone and a
 * date with a time of day in the club's zone instead of a 400, the picker showing what is shown,
 * and the choice of a round for a format with evenings (Keizer).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { demos as keizerDemos } from '../../formats/keizer/demo.js';
import { keizerClub } from '../../test-support/keizer-web.js';
import { textOf } from '../../test-support/page-text.js';

const club = await keizerClub(keizerDemos());
afterAll(() => club.close());

const page = async (path: string) => {
  const { res, html } = await club.public.page(path);
  return { status: res.status, html, text: textOf(html) };
};
const roundOf = (html: string) => /Ranking after round (\d+)/.exec(html)?.[1];

describe('show as of', () => {
  it('offers a date, a time of day and the rounds of a Keizer season', async () => {
    const { status, html } = await page('/c/demo-keizer?lang=en');
    expect(status).toBe(200);
    expect(html).toMatch(/<input id="as-of" name="asOf" type="date"/);
    expect(html).toMatch(/<input id="as-of-time" name="asOfTime" type="time"/);
    const options = [...html.matchAll(/<option value="(\d{4}-\d{2}-\d{2})"[^>]*>Round (\d+) \(/g)];
    expect(options.length).toBeGreaterThan(2);
  });

  it('the round picker stands on the latest round the ranking shows, not on round 1 (issue 25.12)', async () => {
    const { html } = await page('/c/demo-keizer?lang=en');
    const selected = /<option value="\d{4}-\d{2}-\d{2}" selected="">Round (\d+) \(/.exec(html)?.[1];
    expect(selected).toBe(roundOf(html));
  });

  it('KZ-10 a round chosen shows the ranking after that round (the end of its day)', async () => {
    const { html } = await page('/c/demo-keizer?lang=en');
    const options = [...html.matchAll(/<option value="(\d{4}-\d{2}-\d{2})"[^>]*>Round (\d+) \(/g)];
    const [, date, round] = options[2] ?? [];
    const shown = await page(`/c/demo-keizer?asOf=${date}`);
    expect(shown.status).toBe(200);
    expect(roundOf(shown.html)).toBe(round);
    expect(shown.html).toMatch(new RegExp(`<option value="${date}" selected`));
    expect(shown.html).toMatch(new RegExp(`<input id="as-of" name="asOf" type="date"[^>]*value="${date}"`));
    expect(shown.text).toMatch(/As of \w{3} \d+ \w+( \d{4})?, 23:59/);
  });

  it('a date and a time of day are read in the club’s zone; the morning of an evening is before it', async () => {
    const { html } = await page('/c/demo-keizer?lang=en');
    const [, date, round] =
      [...html.matchAll(/<option value="(\d{4}-\d{2}-\d{2})"[^>]*>Round (\d+) \(/g)][3] ?? [];
    const morning = await page(`/c/demo-keizer?asOf=${date}&asOfTime=08:00`);
    expect(morning.status).toBe(200);
    expect(Number(roundOf(morning.html))).toBe(Number(round) - 1);
    expect(morning.html).toMatch(/<input id="as-of-time" name="asOfTime" type="time" value="08:00"/);
    expect((await page(`/c/demo-keizer?asOf=${date}T08:00`)).status).toBe(200);
  });

  it('a date that is none is a 400 with the reason, in the reader’s language', async () => {
    const bad = await page('/c/demo-keizer?asOf=2026-02-30&lang=de');
    expect(bad.status).toBe(400);
    expect(bad.html).toContain('role="alert"');
  });
});
