/**
 * Issue 25.3 on the Keizer act page, over HTTP: the director's "Enter a player's absence" offers
 * every evening of the season with its date — evenings already past included, for a notice entered
 * late — and comes preselected on the evening the page works on (KZ-8, KZ-11); a notice for a past
 * evening the player played is refused at the field.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { keizerClub, players } from '../../../test-support/keizer-web.js';

const club = await keizerClub();
afterAll(() => club.close());

const ID = 'kz-late-notice';
const page = async (path: string, lang = 'en') =>
  (await club.director.page(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)).html;
/** The absence form's evening choice: its options' values and texts, and the one selected. */
function eveningChoice(html: string) {
  const select = /<select[^>]*name="rounds"[^>]*>([\s\S]*?)<\/select>/.exec(
    html.slice(html.indexOf('id="kz-absence-director"')),
  )?.[1];
  const options = [...(select ?? '').matchAll(/<option value="(\d+)"( selected="")?>([^<]*)<\/option>/g)];
  return {
    options: options.map((m) => [m[1], m[3]]),
    selected: options.find((m) => m[2])?.[1],
  };
}

describe('KZ-11 the evening of a notice the director enters (issue 25.3)', () => {
  it('offers past evenings with their dates, preselects the page’s evening, refuses one played', async () => {
    await club.season(ID, players(6));
    await club.run(ID, {
      type: 'PlanEvenings',
      evenings: [1, 2, 3].map((round) => ({
        round,
        date: `2026-11-${String(15 + 7 * (round - 1)).padStart(2, '0')}`,
      })),
    });
    club.setNow('2026-11-15T20:00:00+01:00');
    await club.run(ID, { type: 'PairRound', round: 1 });
    const games = (await club.events(ID)).find((e) => e.type === 'RoundPaired')?.payload.games as {
      white: string;
      black: string;
    }[];
    for (const g of games) await club.run(ID, { type: 'RecordResult', round: 1, ...g, result: '1-0' });
    club.setNow('2026-11-24T12:00:00+01:00');

    // Round 1 is done: the page works on round 2, and round 1 stays offered for a late notice.
    const choice = eveningChoice(await page(`/c/${ID}/act`));
    expect(choice.options.slice(0, 4)).toEqual([
      ['1', 'Round 1 — Sun, 15 Nov 2026'],
      ['2', 'Round 2 — Sun, 22 Nov 2026'],
      ['3', 'Round 3 — Sun, 29 Nov 2026'],
      ['4', 'Round 4'],
    ]);
    expect(choice.selected).toBe('2');
    // Opened on round 1, the form preselects round 1 (in German too).
    const german = eveningChoice(await page(`/c/${ID}/act?round=1`, 'de'));
    expect(german.selected).toBe('1');
    expect(german.options[0]).toEqual(['1', 'Runde 1 — So., 15. Nov. 2026']);

    const before = (await club.events(ID)).length;
    const played = await club.director.submit(`/c/${ID}/act?lang=en`, `/c/${ID}/commands`, {
      _form: 'absence:director',
      participant: 'p1',
      rounds: '1',
      kind: 'notice',
    });
    expect(played.res.status).toBe(422);
    expect(played.html).toContain('played in round 1');
    expect((await club.events(ID)).length).toBe(before);
    // The form came back with round 1 still chosen.
    expect(eveningChoice(played.html).selected).toBe('1');
  });
});
