/**
 * Issue 25.15 on the Tantrix (tournament points) act page, over HTTP with two sessions: the
 * player's result form carries the result it showed (`_seen`); a result the director recorded
 * meanwhile is not overwritten — 409, both results named in words, nothing written (TX-1).
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../app/competitions/demo.js';
import { browser, testApp } from '../../../test-support/server.js';
import { demos } from '../demo.js';

const [, scheduled] = demos();
const S = `/c/${scheduled.id}`;

describe('TX-1 a result without lost updates (issue 25.15)', () => {
  it("the player's form that showed no result is refused with 409 once the director recorded one", async () => {
    const env = await testApp([scheduled]);
    try {
      const hana = browser(env.app);
      await hana.signIn('player@demo.arbiter', 'demo-player');
      const html = await (await hana.get(`${S}/act?lang=en`)).text();
      expect(html).toMatch(/name="game" value="A:r5:b1"[\s\S]*?name="_seen" value=""/);
      const director = { kind: 'director', personId: DEMO_ACCOUNTS.director.id } as const;
      const recorded = await env.competitions.execute(
        scheduled.id,
        {
          type: 'RecordResult',
          game: 'A:r5:b1',
          players: ['hana', 'emil'],
          result: { kind: 'played', scores: [300, 250], minutes: [0, 0] },
        },
        { actor: director },
      );
      expect(recorded.ok).toBe(true);
      const before = (await env.competitions.store.readEvents(scheduled.id)).length;
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
      expect(answer).toContain(
        'Someone recorded this game meanwhile: it now stands at 250:300; your page showed no result. Yours (200:350) was not recorded.',
      );
      expect((await env.competitions.store.readEvents(scheduled.id)).length).toBe(before);
    } finally {
      await env.close();
    }
  });
});
