/**
 * Issue 25, points 4 and 6 on the Keizer act page, over HTTP:
 * - a refused correction of round 1 (no reason, KZ-17) comes back on round 1's evening with its
 *   form unfolded and the reason field marked, even when the director's evening is round 2 (it
 *   came back on round 2 with every section folded and no field marked);
 * - a recorded result leads back to the next open board (its anchor, which starts the keyboard's
 *   way there), not to the top of the page.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { keizerClub, players } from '../../../test-support/keizer-web.js';

const club = await keizerClub();
afterAll(() => club.close());

const post = async (id: string, fields: Record<string, string>) =>
  club.director.submit(`/c/${id}/act?lang=en`, `/c/${id}/commands`, fields);

async function season(id: string) {
  await club.season(id, players(6));
  await club.run(id, {
    type: 'PlanEvenings',
    evenings: [
      { round: 1, date: '2026-11-22' },
      { round: 2, date: '2026-11-29' },
    ],
  });
  await club.run(id, { type: 'PairRound', round: 1 });
  const events = await club.events(id);
  return events.find((e) => e.type === 'RoundPaired')?.payload.games as { white: string; black: string }[];
}

describe('forms that lead somewhere (issue 25.4, 25.6)', () => {
  it('KZ-17 a correction of round 1 refused for want of a reason reopens on round 1 at the reason', async () => {
    const games = await season('kz-refused');
    for (const g of games)
      await club.run('kz-refused', { type: 'RecordResult', round: 1, ...g, result: '1-0' });
    // Every board of round 1 has its result: the director's evening is round 2 now.
    expect((await club.director.page('/c/kz-refused/act?lang=en')).html).toContain('Evening: Round 2');
    const [game] = games;
    if (!game) throw new Error('no game');
    const refused = await post('kz-refused', {
      _form: `correct:1:${game.white}:${game.black}`,
      round: '1',
      ...game,
      result: '0-1',
      reason: '',
      _seen: '1-0',
    });
    expect(refused.res.status).toBe(400);
    expect(refused.html).toContain('Evening: Round 1');
    const form = new RegExp(
      `<details open="">\\s*<summary>Correct the result</summary>\\s*<form[^>]*id="kz-correct-1-${game.white}-${game.black}"`,
    );
    expect(refused.html).toMatch(form);
    expect(refused.html).toMatch(/id="kz-correct-1-[^"]*-reason"[^>]*aria-invalid="true"/);
    expect(refused.html).toContain('Give a reason: it is kept in the history.');
  });

  it('a result leads the keyboard to the next open board', async () => {
    const games = await season('kz-next');
    const html = (await club.director.page('/c/kz-next/act?lang=en')).html;
    expect(html).toContain('id="board-1-1"');
    expect(html).toContain('id="board-1-2"');
    const [first] = games;
    if (!first) throw new Error('no game');
    const next = /name="_next" value="([^"]+)"/.exec(html)?.[1];
    expect(next).toBe('/c/kz-next/act?round=1#board-1-2');
    const done = await post('kz-next', {
      _form: `result:1:${first.white}:${first.black}`,
      round: '1',
      ...first,
      result: '1-0',
      _seen: '',
      _next: next ?? '',
    });
    expect(done.posted.status).toBe(303);
    expect(done.posted.headers.get('location')).toBe('/c/kz-next/act?round=1#board-1-2');
  });
});
