/**
 * Issue 25.15 on the Tantrix (tournament points) act page, over HTTP with two sessions: the
 * player's result form carries the result it showed (`_seen`); a result the director recorded
 * meanwhile is not overwritten — 409, both results named in words in the same order (the game's
 * first player first), nothing written (TX-1). So is the director's "record any game" chooser: it
 * carries what it showed for each game (`_seen.<game>`).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../app/competitions/demo.js';
import { browser, testApp } from '../../../test-support/server.js';
import { demos } from '../demo.js';

const [, scheduled] = demos();
const S = `/c/${scheduled.id}`;

/**
 * A director records game A:r5:b1 (Hana 300, Emil 250, the players in the order given) behind
 * the page's back; the length of the log after it.
 */
async function recordedMeanwhile(
  env: Awaited<ReturnType<typeof testApp>>,
  players: readonly [string, string],
  scores: readonly [number, number],
): Promise<number> {
  const director = { kind: 'director', personId: DEMO_ACCOUNTS.director.id } as const;
  const recorded = await env.competitions.execute(
    scheduled.id,
    { type: 'RecordResult', game: 'A:r5:b1', players, result: { kind: 'played', scores, minutes: [0, 0] } },
    { actor: director },
  );
  expect(recorded.ok).toBe(true);
  return (await env.competitions.store.readEvents(scheduled.id)).length;
}

describe('TX-1 a result without lost updates (issue 25.15)', () => {
  it("the player's form that showed no result is refused with 409 once the director recorded one", async () => {
    const env = await testApp([scheduled]);
    try {
      const hana = browser(env.app);
      await hana.signIn('player@demo.arbiter', 'demo-player');
      const html = await (await hana.get(`${S}/act?lang=en`)).text();
      expect(html).toMatch(/name="game" value="A:r5:b1"[\s\S]*?name="_seen" value=""/);
      const before = await recordedMeanwhile(env, ['hana', 'emil'], [300, 250]);
      const { res, html: answer } = await hana.submit(`${S}/act?lang=en`, `${S}/commands`, {
        _form: 'result:A:r5:b1',
        game: 'A:r5:b1',
        'players.0': 'hana',
        'players.1': 'emil',
        'result.scores.0': '200',
        'result.scores.1': '350',
        'result.minutes.0': '0',
        'result.minutes.1': '0',
        _seen: '',
      });
      expect(res.status).toBe(409);
      // The game is Emil – Hana: both results with Emil's score first, though Hana typed hers first.
      expect(answer).toContain(
        'Someone recorded this game meanwhile: it now stands at 250:300; your page showed no result. Yours (350:200) was not recorded.',
      );
      expect((await env.competitions.store.readEvents(scheduled.id)).length).toBe(before);
    } finally {
      await env.close();
    }
  });

  it("the director's chooser that showed a game open is refused with 409 once another director recorded it; shown again, it corrects", async () => {
    const env = await testApp([scheduled]);
    try {
      const director = browser(env.app);
      await director.signIn(DEMO_ACCOUNTS.director.email, DEMO_ACCOUNTS.director.password);
      const act = `${S}/act?lang=de`;
      expect(await (await director.get(act)).text()).not.toContain('name="_seen.A:r5:b1"');
      const before = await recordedMeanwhile(env, ['emil', 'hana'], [250, 300]);
      const chosen = {
        _form: 'director-result',
        game: 'A:r5:b1',
        outcome: 'played',
        'result.scores.0': '310',
        'result.scores.1': '240',
        'result.minutes.0': '0',
        'result.minutes.1': '0',
      };
      // The page was loaded before the other director's result: no `_seen.A:r5:b1`, the game open.
      const late = await director.submit(`${S}/act?lang=de`, `${S}/commands`, chosen);
      expect(late.res.status).toBe(409);
      expect(late.html).toContain(
        'sie steht jetzt auf 250:300; Ihre Seite zeigte kein Ergebnis. Ihr Ergebnis (310:240)',
      );
      expect((await env.competitions.store.readEvents(scheduled.id)).length).toBe(before);
      // The answered page shows the result in the chooser; sent with it, the result corrects.
      const shown = /name="_seen\.A:r5:b1" value="([^"]*)"/.exec(late.html)?.[1]?.replaceAll('&quot;', '"');
      expect(shown && JSON.parse(shown)).toMatchObject({ scores: [250, 300] });
      const again = await director.submit(act, `${S}/commands`, {
        ...chosen,
        [`_seen.A:r5:b1`]: shown ?? '',
        reason: 'score sheet',
      });
      expect(again.posted.status).toBe(303);
      expect((await env.competitions.store.readEvents(scheduled.id)).at(-1)?.supersedes).toHaveLength(1);
    } finally {
      await env.close();
    }
  });
});
