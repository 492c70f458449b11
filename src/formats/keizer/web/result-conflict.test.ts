/**
 * Issue 25, points 3 and 15 on the Keizer act page, over HTTP with two sessions (the player's and
 * the director's):
 * - every result form carries the result it showed (`_seen`); a result recorded since in another
 *   session is not overwritten: 409, and the page names both results; sent again from the
 *   correction form (which shows the new result) it is a correction (KZ-17);
 * - a result typed days after its evening counts on the evening (its moment), the typing moment is
 *   kept and shown in the history, and "as of" the evening's day shows it.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { keizerClub, players } from '../../../test-support/keizer-web.js';

const club = await keizerClub();
afterAll(() => club.close());

const NOW = '2026-11-22T12:00:00+01:00';
const post = async (who: 'player' | 'director', id: string, fields: Record<string, string>) => {
  const { res, html } = await club[who].submit(`/c/${id}/act?lang=en`, `/c/${id}/commands`, fields);
  return { status: res.status, html };
};
const page = async (who: 'player' | 'director' | 'public', path: string) =>
  (await club[who].page(`${path}${path.includes('?') ? '&' : '?'}lang=en`)).html;

async function pairedSeason(id: string) {
  await club.season(id, players(6));
  await club.run(id, { type: 'PlanEvenings', evenings: [{ round: 1, date: '2026-11-22' }] });
  await club.run(id, { type: 'PairRound', round: 1 });
  const events = await club.events(id);
  const games = events.find((e) => e.type === 'RoundPaired')?.payload.games as {
    white: string;
    black: string;
  }[];
  const game = games.find((g) => g.white === 'p1' || g.black === 'p1');
  if (!game) throw new Error('p1 has no game');
  return game;
}

describe('results without lost updates (issue 25.15)', () => {
  it("the director's form that showed no result is refused with 409 naming both; the correction form then replaces it", async () => {
    const game = await pairedSeason('kz-conflict');
    club.setNow('2026-11-22T22:30:00+01:00');
    try {
      const key = `${game.white}:${game.black}`;
      // Both pages show the board without a result, and their forms say so.
      expect(await page('director', '/c/kz-conflict/act')).toMatch(
        new RegExp(`id="kz-result-1-${key.replace(':', '-')}"[^]*?name="_seen" value=""`),
      );
      const mine = game.white === 'p1' ? '1-0' : '0-1';
      const theirs = mine === '1-0' ? '0-1' : '1-0';
      const reported = await post('player', 'kz-conflict', {
        _form: `result:1:${key}`,
        round: '1',
        ...game,
        result: mine,
        _seen: '',
      });
      expect(reported.status).toBe(200);
      const before = (await club.events('kz-conflict')).length;
      const late = await post('director', 'kz-conflict', {
        _form: `result:1:${key}`,
        round: '1',
        ...game,
        result: theirs,
        _seen: '',
      });
      expect(late.status).toBe(409);
      const words = (r: string) => r.replace('-', '–');
      expect(late.html).toContain(
        `Someone recorded this game meanwhile: it now stands at ${words(mine)}; your page showed no result. Yours (${words(theirs)}) was not recorded.`,
      );
      expect((await club.events('kz-conflict')).length).toBe(before);
      // The page now offers the correction, which shows (and carries) the new result.
      expect(late.html).toMatch(new RegExp(`id="kz-correct-1-[^"]*"[^]*?name="_seen" value="${mine}"`));
      const corrected = await post('director', 'kz-conflict', {
        _form: `correct:1:${key}`,
        round: '1',
        ...game,
        result: theirs,
        reason: 'score sheet',
        _seen: mine,
      });
      expect(corrected.status).toBe(200);
      expect((await club.events('kz-conflict')).at(-1)).toMatchObject({
        type: 'ResultRecorded',
        payload: { result: theirs },
        reason: 'score sheet',
      });
    } finally {
      club.setNow(NOW);
    }
  });
});

describe("a result's moment is its game's (issue 25.3)", () => {
  it('round 1 recorded six days after its evening counts on the evening; the history shows when it was entered', async () => {
    const game = await pairedSeason('kz-late-result');
    club.setNow('2026-11-28T23:27:00+01:00');
    try {
      const done = await post('director', 'kz-late-result', {
        _form: `result:1:${game.white}:${game.black}`,
        round: '1',
        ...game,
        result: '1-0',
        _seen: '',
      });
      expect(done.status).toBe(200);
      const event = (await club.events('kz-late-result')).at(-1);
      expect(event?.type).toBe('ResultRecorded');
      // Paired at noon, the evening's pairing is published at 18:00 (KZ-12): the game's moment.
      expect(event?.at).toBe('2026-11-22T18:00:00+01:00');
      expect(event?.recordedAt).toBe('2026-11-28T23:27:00+01:00');
      const history = await page('public', '/c/kz-late-result/history');
      expect(history).toContain('Sat 28 November, 23:27');
      const asOf = await page('public', '/c/kz-late-result?asOf=2026-11-22');
      expect(asOf).toContain('1–0');
    } finally {
      club.setNow(NOW);
    }
  });
});
