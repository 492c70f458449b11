/**
 * The round robin's director pages: a round's result grid (every game of the round in one form,
 * recorded whole or not at all), the redirect to it with the results in words, a refusal at the
 * game it concerns, and the crosstable — in English, German and Dutch.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { flashText, keysIn, textOf } from '../../../test-support/page-text.js';
import { demoClub } from '../../../test-support/server.js';
import { demos } from '../demo.js';

const club = await demoClub(demos());
afterAll(() => club.close());
const ID = 'demo-round-robin';
const names = async () => (await club.competitions.load(ID))?.head.state.roster;
const nameOf = async (id: string) => (await names())?.get(id)?.name;

/** The grid's games as the page shows them: field name, white id, black id. */
async function gridOf(round: number) {
  const { html } = await club.director.page(`/c/${ID}/act?round=${round}`);
  const loaded = await club.competitions.load(ID);
  const state = (await club.competitions.stateAt(loaded!, club.clock.now())) as {
    draw: { order: string[]; schedule: { white: number; black: number | null; round: number }[][] };
  };
  const games = (state.draw.schedule[round - 1] ?? []).filter((g) => g.black !== null);
  return {
    html,
    games: games.map((g) => ({
      white: state.draw.order[g.white - 1] as string,
      black: state.draw.order[(g.black ?? 0) - 1] as string,
    })),
  };
}

describe('the round robin’s result grid', () => {
  it('offers every game of the round under real names, one choice each', async () => {
    const { html, games } = await gridOf(7);
    expect(games.length).toBeGreaterThan(1);
    for (const [line, g] of games.entries()) {
      expect(html).toContain(`id="rr-grid-results-${line}-result"`);
      expect(textOf(html)).toContain(`${await nameOf(g.white)} – ${await nameOf(g.black)}`);
    }
  });

  it('records the results of a round at once and leads back to the grid, saying them in words', async () => {
    const { games } = await gridOf(7);
    const before = (await club.events(ID)).length;
    const { posted, res, html } = await club.director.submit(`/c/${ID}/act?round=7`, `/c/${ID}/commands`, {
      _form: 'grid',
      type: 'RecordResults',
      round: '7',
      'results.0.result': '1-0',
      'results.1.result': '1/2-1/2',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(`/c/${ID}/act?round=7`);
    expect(res.status).toBe(200);
    expect((await club.events(ID)).length).toBe(before + 2);
    const [a, b] = games as [{ white: string; black: string }, { white: string; black: string }];
    expect(flashText(html)).toBe(
      `Result recorded: ${await nameOf(a.white)} – ${await nameOf(a.black)} 1–0 (round 7) ` +
        `Result recorded: ${await nameOf(b.white)} – ${await nameOf(b.black)} ½–½ (round 7)`,
    );
    // The grid shows them standing now.
    expect(html).toMatch(
      /id="rr-grid-results-0-result"[^>]*>(?:(?!<\/select>).)*<option value="1-0" selected="">/s,
    );
    // A reload of the page shows the grid, not the message again, and adds nothing.
    const again = await club.director.page(`/c/${ID}/act?round=7`);
    expect(flashText(again.html)).toBe('');
    expect((await club.events(ID)).length).toBe(before + 2);
  });

  it('a grid with nothing new is refused once, with what was chosen kept', async () => {
    const before = (await club.events(ID)).length;
    const { res, html } = await club.director.submit(`/c/${ID}/act?round=7`, `/c/${ID}/commands`, {
      _form: 'grid',
      type: 'RecordResults',
      round: '7',
      'results.0.result': '1-0',
    });
    expect(res.status).toBe(400);
    expect(html.split('No result was entered or changed.').length - 1).toBe(1);
    expect((await club.events(ID)).length).toBe(before);
  });

  it('is for the director; the crosstable is for everyone, in every language', async () => {
    expect(textOf((await club.player.page(`/c/${ID}/act`)).html)).not.toContain('Record the results');
    const cross = await club.public.page(`/c/${ID}/t/crosstable`);
    expect(cross.res.status).toBe(200);
    expect(textOf(cross.html)).toContain('Anna de Vries');
    for (const lang of ['de', 'nl']) {
      for (const path of [`/c/${ID}/t/crosstable`, `/c/${ID}/act`]) {
        const { html } = await club.director.page(`${path}?lang=${lang}`);
        const text = textOf(html);
        expect(keysIn(text), path).toEqual([]);
        expect(text, path).not.toMatch(/Record the results|Crosstable|Results of round/);
      }
    }
  });
});

describe('the round robin that has begun', () => {
  it("refuses a newcomer in the reader's language, saying why", async () => {
    // English last: `?lang=` is remembered for the session's later pages.
    const expected = {
      de: 'Das Rundenturnier hat begonnen',
      nl: 'De round robin is begonnen',
      en: 'The round robin has begun',
    };
    for (const [lang, words] of Object.entries(expected)) {
      const act = `/c/${ID}/act?lang=${lang}`;
      const refused = await club.director.submit(act, `/c/${ID}/commands`, {
        type: 'RegisterParticipant',
        'participant.name': 'Late Comer',
      });
      expect(refused.res.status).toBeGreaterThanOrEqual(400);
      expect(textOf(refused.html)).toContain(words);
    }
  });
});

describe('the round robin’s due list', () => {
  it('links a missing result to its game in the round’s grid', async () => {
    const loaded = await club.competitions.load(ID);
    const state = await club.competitions.stateAt(loaded!, club.clock.now());
    const missing = loaded!.format.views.due(state, club.clock.now());
    expect(missing.length).toBeGreaterThan(0);
    const item = missing[missing.length - 1]!;
    const round = Number(item.params?.round);
    // The game's line in the grid: its place among the round's games (byes have no line).
    const line = (await gridOf(round)).games.findIndex(
      (g) => item.participantIds.includes(g.white) && item.participantIds.includes(g.black),
    );
    expect(line).toBeGreaterThanOrEqual(0);
    const href = `/c/${ID}/act?round=${round}#rr-grid-results-${line}-result`;
    const due = await club.director.page(`/c/${ID}/due?lang=en`);
    expect(due.html).toContain(`href="${href}"`);
    const grid = await club.director.page(href.replace(/#.*/, ''));
    expect(textOf(grid.html)).toContain(`Results of round ${round}`);
    const label = new RegExp(`for="rr-grid-results-${line}-result">Board ${line + 1}: ([^<]+)<`).exec(
      grid.html,
    );
    const [a, b] = item.participantIds as [string, string];
    expect(label?.[1]).toContain(`${await nameOf(a)} – ${await nameOf(b)}`);
  });
});

describe('the round robin’s history', () => {
  it('writes results in words (½–½ (remis)), not as stored (1/2-1/2)', async () => {
    const { res, html } = await club.public.page(`/c/${ID}/history?lang=de`);
    expect(res.status).toBe(200);
    expect(textOf(html)).toContain('½–½ (remis)');
    expect(textOf(html)).not.toContain('1/2-1/2');
  });
});
