/**
 * The "Or after round" picker (issue 25.12) on the championship, the Tantrix cup bracket and the
 * handicap league: it stands on the round the page shows, and offers one choice a day — a day's
 * end shows its last round, so rounds played on one day are not offered (and marked) twice.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEMOS } from '../../formats/demos.js';
import { browser, testApp } from '../../test-support/server.js';

const PAGES = ['/c/demo-championship', '/c/demo-tantrix-weekend/t/bracket', '/c/demo-handicap-league'];
const demos = DEMOS().filter((d) => PAGES.some((p) => p.startsWith(`/c/${d.id}`)));
const env = await testApp(demos);
afterAll(env.close);
const visitor = browser(env.app);

/** The options of the round picker: value, label and whether it is marked as chosen. */
async function picker(path: string) {
  const html = await (await visitor.get(`${path}?lang=en`)).text();
  const select = /<select id="as-of-round"[\s\S]*?<\/select>/.exec(html)?.[0] ?? '';
  return [...select.matchAll(/<option value="([^"]*)"( selected="")?>([^<]*)</g)].map((m) => ({
    value: m[1],
    selected: m[2] !== undefined,
    label: m[3],
  }));
}

describe('the round picker (issue 25.12)', () => {
  for (const path of PAGES)
    it(`${path}: one choice a day, the latest chosen`, async () => {
      const options = await picker(path);
      expect(options.length).toBeGreaterThan(0);
      expect(new Set(options.map((o) => o.value)).size).toBe(options.length);
      expect(options.filter((o) => o.selected).map((o) => o.label)).toEqual([options.at(-1)?.label]);
    });

  it('SD-2 the championship offers the last round of its final day, the round its standings show', async () => {
    const html = await (await visitor.get('/c/demo-championship?lang=en')).text();
    const shown = /Standings after round (\d+)/.exec(html)?.[1];
    const chosen = (await picker('/c/demo-championship')).find((o) => o.selected);
    expect(chosen?.label).toMatch(new RegExp(`^Round ${shown} \\(`));
  });
});
