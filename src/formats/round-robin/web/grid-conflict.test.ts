/**
 * Issue 25.15 in the round robin's result grid, over HTTP with two director sessions: every line
 * carries the result it showed (`results.N.seen`); a line whose game got a result in the other
 * session meanwhile is refused at that line, naming both, and nothing is written; saved again (the
 * grid now showing and carrying the new result) it is a correction.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../app/competitions/demo.js';
import { browser, demoClub } from '../../../test-support/server.js';

const club = await demoClub();
afterAll(() => club.close());

const ID = 'rr-grid-conflict';

describe('the round robin grid without lost updates (issue 25.15)', () => {
  it('a line recorded meanwhile in another session is refused at the line; saved again it corrects', async () => {
    await club.competition(
      {
        id: ID,
        name: 'Round robin',
        format: 'round-robin',
        participants: ['a', 'b', 'c', 'd'].map((p) => ({ id: p, name: `Player ${p.toUpperCase()}` })),
      },
      undefined,
    );
    await club.run(ID, { type: 'DrawNumbers', seed: 'grid' });
    const other = browser(club.app);
    await other.signIn(DEMO_ACCOUNTS.director.email, DEMO_ACCOUNTS.director.password);
    const act = `/c/${ID}/act?round=1&lang=en`;
    const html = (await club.director.page(act)).html;
    expect(html).toContain('name="results.0.seen" value=""');
    // The other session records board 1 first.
    const first = await other.submit(act, `/c/${ID}/commands`, {
      _form: 'grid',
      type: 'RecordResults',
      round: '1',
      'results.0.result': '1-0',
      'results.0.seen': '',
    });
    expect(first.posted.status).toBe(303);
    const before = (await club.events(ID)).length;
    // This session's grid still showed board 1 open.
    const late = await club.director.submit(act, `/c/${ID}/commands`, {
      _form: 'grid',
      type: 'RecordResults',
      round: '1',
      'results.0.result': '0-1',
      'results.0.seen': '',
    });
    expect(late.res.status).toBe(409);
    expect(late.html).toContain(
      'Someone recorded this game meanwhile: it now stands at 1–0 (White won); your page showed no result. To replace it with yours, save again.',
    );
    expect(late.html).toMatch(/id="rr-grid-results-0-result"[^>]*aria-invalid="true"/);
    expect((await club.events(ID)).length).toBe(before);
    // The grid answered carries the new result: saved again, it corrects it.
    expect(late.html).toContain('name="results.0.seen" value="1-0"');
    const again = await club.director.submit(act, `/c/${ID}/commands`, {
      _form: 'grid',
      type: 'RecordResults',
      round: '1',
      'results.0.result': '0-1',
      'results.0.seen': '1-0',
      reason: 'score sheet',
    });
    expect(again.posted.status).toBe(303);
    const last = (await club.events(ID)).at(-1);
    expect(last?.supersedes).toHaveLength(1);
    expect(last?.payload).toMatchObject({ result: '0-1' });
  });
});
