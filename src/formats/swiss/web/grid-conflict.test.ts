/**
 * Issue 25.15 in the Swiss director's result grid, over HTTP with two director sessions: every
 * board carries the result it showed (`results.N.seen`); a board whose game got a result in the
 * other session meanwhile is refused at that board, naming both, and nothing is written; saved
 * again (the grid now carrying the new result) it is a correction.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../app/competitions/demo.js';
import { browser, demoClub } from '../../../test-support/server.js';

const club = await demoClub();
afterAll(() => club.close());

const ID = 'sw-grid-conflict';

describe('the Swiss grid without lost updates (issue 25.15)', () => {
  it('a board recorded meanwhile in another session is refused at the board; saved again it corrects', async () => {
    await club.competition(
      {
        id: ID,
        name: 'Swiss',
        format: 'swiss',
        participants: ['a', 'b', 'c', 'd'].map((p, i) => ({
          id: p,
          name: `Player ${p.toUpperCase()}`,
          rating: 2000 - 50 * i,
        })),
      },
      undefined,
    );
    await club.run(ID, { type: 'DrawInitialColour', seed: 'grid' });
    await club.run(ID, { type: 'PairRound', round: 1 });
    const other = browser(club.app);
    await other.signIn(DEMO_ACCOUNTS.director.email, DEMO_ACCOUNTS.director.password);
    const act = `/c/${ID}/act?round=1&lang=en`;
    expect((await club.director.page(act)).html).toContain('name="results.0.seen" value=""');
    const grid = { _form: 'grid', type: 'RecordResults', round: '1' };
    const first = await other.submit(act, `/c/${ID}/commands`, {
      ...grid,
      'results.0.result': '1-0',
      'results.0.seen': '',
    });
    expect(first.posted.status).toBe(303);
    const before = (await club.events(ID)).length;
    const late = await club.director.submit(act, `/c/${ID}/commands`, {
      ...grid,
      'results.0.result': '0-1',
      'results.0.seen': '',
    });
    expect(late.res.status).toBe(409);
    expect(late.html).toContain('Someone recorded this game meanwhile: it now stands at');
    expect(late.html).toMatch(/id="sw-grid-results-0-result"[^>]*aria-invalid="true"/);
    expect((await club.events(ID)).length).toBe(before);
    expect(late.html).toContain('name="results.0.seen" value="1-0"');
    const again = await club.director.submit(act, `/c/${ID}/commands`, {
      ...grid,
      'results.0.result': '0-1',
      'results.0.seen': '1-0',
      reason: 'score sheet',
    });
    expect(again.posted.status).toBe(303);
    expect((await club.events(ID)).at(-1)?.payload).toMatchObject({ result: '0-1' });
  });
});
