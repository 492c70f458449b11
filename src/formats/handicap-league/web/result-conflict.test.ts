/**
 * Issue 25.15 in the handicap league, over HTTP with two sessions: the result buttons of a game
 * carry the result they showed (`_seen`, none while it is played); when the player reported first,
 * the director's "… won" is not recorded over it — 409 naming both results, nothing written (HL-5);
 * the director's correction form carries the reported winner.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { LEAGUE, leagueApp, TONIGHT } from '../../../test-support/handicap-league-web.js';

const league = await leagueApp();
afterAll(league.close);

const game = { evening: TONIGHT, 'players.0': 'p11', 'players.1': 'p1' };

describe('HL-5 results without lost updates (issue 25.15)', () => {
  it("the director's button that showed the game running is refused with 409 once the player reported", async () => {
    const page = await league.director.page(`/c/${LEAGUE}/act?lang=en`);
    expect(page.html).toMatch(
      /name="players.1" value="p1"[^>]*>(<input[^>]*>)*?<input type="hidden" name="_seen" value=""/,
    );
    const mine = await league.act(league.player, {
      type: 'ReportResult',
      _form: 'won',
      _seen: '',
      evening: TONIGHT,
      'players.0': 'p1',
      'players.1': 'p11',
      winner: 'p1',
    });
    expect(mine.res.status).toBe(200);
    const before = await league.events();
    const late = await league.act(league.director, {
      type: 'ReportResult',
      _form: 'result-p11-p1-p11',
      _seen: '',
      ...game,
      winner: 'p11',
    });
    expect(late.res.status).toBe(409);
    expect(late.html).toContain(
      'Someone recorded this game meanwhile: it now stands at a win for Hanna Weber; your page showed no result. Yours (a win for Kenji Mori) was not recorded.',
    );
    expect(await league.events()).toBe(before);
    expect(late.html).toMatch(
      /name="type" value="CorrectGame"[\s\S]*?name="players.1" value="p1"[^>]*>[\s\S]*?name="_seen" value="p1"/,
    );
  });
});
