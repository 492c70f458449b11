/**
 * Issue 25.12 beyond Keizer: the "show as of" round picker stands on the latest round the page
 * shows, not on round 1 — the handicap league's evenings and the Tantrix bracket (it offered
 * "round 1" over a table of the last round).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { demos as handicapDemos } from '../../formats/handicap-league/demo.js';
import { demos as tantrixDemos } from '../../formats/tp-tournament/demo.js';
import { demoClub } from '../../test-support/server.js';

const club = await demoClub([...handicapDemos(), ...tantrixDemos()]);
afterAll(() => club.close());

describe('the as-of round picker stands on the latest round (issue 25.12)', () => {
  it.each([
    ['the handicap league', '/c/demo-handicap-league?lang=en'],
    ['the Tantrix bracket', '/c/demo-tantrix-weekend/t/bracket?lang=en'],
  ])('%s', async (_, path) => {
    const { html } = await club.public.page(path);
    const picker = /<select[^>]*name="asOf"[\s\S]*?<\/select>/.exec(html)?.[0] ?? '';
    const options = [...picker.matchAll(/<option value="(\d{4}-\d{2}-\d{2})"( selected="")?/g)];
    expect(options.length).toBeGreaterThan(1);
    expect(options.filter((o) => o[2]).map((o) => o[1])).toEqual([options.at(-1)?.[1]]);
  });
});
