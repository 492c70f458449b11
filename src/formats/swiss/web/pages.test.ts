/**
 * The Swiss's pages on its demo: the pairings by board, the crosstable and a player's card for
 * everyone; for the director the next round's pairing with the explanation (C.04.1 i) and the
 * round's results in one form — in English, German and Dutch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashText, keysIn, textOf } from '../../../test-support/page-text.js';
import { demoClub } from '../../../test-support/server.js';
import { demos } from '../demo.js';
import type { SwissState } from '../state.js';

const club = await demoClub(demos());
afterAll(() => club.close());
const ID = 'demo-swiss';

async function state(): Promise<SwissState> {
  const loaded = await club.competitions.load(ID);
  return (await club.competitions.stateAt(loaded!, club.clock.now())) as SwissState;
}
const nameOf = async (id: string) => (await club.competitions.load(ID))?.head.state.roster.get(id)?.name;

describe('the Swiss’s public pages', () => {
  it('the pairings of the latest round by board, under real names, with a print button', async () => {
    const s = await state();
    const round = s.rounds.length;
    const first = s.rounds[round - 1]?.pairs[0];
    const { res, html } = await club.public.page(`/c/${ID}/t/pairings`);
    expect(res.status).toBe(200);
    const text = textOf(html);
    expect(text).toContain(`Pairings of round ${round}`);
    expect(text).toContain((await nameOf(first?.white as string)) as string);
    expect(html).toContain('data-print');
  });

  it('the rounds page heads its name columns White and Black, in the reader’s language', async () => {
    // English last: the language asked for stays the visitor's (a cookie) for the tests after.
    for (const [lang, white, black] of [
      ['de', 'Weiß', 'Schwarz'],
      ['nl', 'Wit', 'Zwart'],
      ['en', 'White', 'Black'],
    ] as const) {
      const { html } = await club.public.page(`/c/${ID}/rounds?lang=${lang}`);
      const heads = [...html.matchAll(/<th[^>]*>([^<]*)<\/th>/g)].map((m) => m[1]);
      expect(heads, lang).toContain(white);
      expect(heads, lang).toContain(black);
    }
  });

  it('the crosstable has every player with his points; a player’s card his rounds', async () => {
    const cross = await club.public.page(`/c/${ID}/t/crosstable`);
    expect(cross.res.status).toBe(200);
    expect(textOf(cross.html)).toContain((await nameOf('s1')) as string);
    const card = await club.public.page(`/c/${ID}/t/player?player=s1`);
    expect(textOf(card.html)).toMatch(/starting rank 1, rating 2150/);
  });

  it('speaks German and Dutch, no keys and no English left', async () => {
    for (const lang of ['de', 'nl']) {
      for (const path of [
        `/c/${ID}/t/pairings`,
        `/c/${ID}/t/crosstable`,
        `/c/${ID}/t/player`,
        `/c/${ID}/act`,
      ]) {
        const { html } = await club.director.page(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
        const text = textOf(html);
        expect(keysIn(text), path).toEqual([]);
        expect(text, path).not.toMatch(
          /Pairings of round|Crosstable|Results of round|starting rank|Why round/,
        );
      }
    }
  });

  it('writes points as the other formats do: decimals in the reader’s language, never “2½” beside “2.5”', async () => {
    for (const [lang, sign] of [
      ['en', '.'],
      ['de', ','],
      ['nl', ','],
    ] as const) {
      for (const path of ['', '/rounds', '/t/pairings', '/t/crosstable', '/t/player', '/act']) {
        const { html } = await club.director.page(`/c/${ID}${path}?lang=${lang}`);
        expect(textOf(html), `${lang} ${path}`).not.toMatch(/\d½/);
      }
      const cross = textOf((await club.director.page(`/c/${ID}/t/crosstable?lang=${lang}`)).html);
      expect(cross, lang).toContain(`${sign}5`);
    }
  });
});

describe('the director’s Swiss', () => {
  // The language tests above leave the director reading Dutch.
  beforeAll(async () => {
    await club.director.page(`/c/${ID}/act?lang=en`);
  });

  it('pairs the next round when the last is complete, then records its results in one form', async () => {
    let s = await state();
    const last = s.rounds.length;
    const complete = (s.rounds[last - 1]?.pairs ?? []).every((p) =>
      s.results.has(`${last}:${p.white}:${p.black}`),
    );
    if (complete) {
      const act = textOf((await club.director.page(`/c/${ID}/act`)).html);
      expect(act).toContain(`Pair round ${last + 1}`);
      const { posted } = await club.director.submit(`/c/${ID}/act`, `/c/${ID}/commands`, {
        _form: `PairRound-${last + 1}`,
        type: 'PairRound',
        round: String(last + 1),
      });
      expect(posted.status).toBe(303);
      s = await state();
      expect(s.rounds).toHaveLength(last + 1);
    }
    const round = s.rounds.length;
    const act = textOf((await club.director.page(`/c/${ID}/act?round=${round}`)).html);
    expect(act).toContain(`Why round ${round} is paired so (C.04.1 i)`);
    expect(act).toContain(`Pair round ${round} again`);
    const board = s.rounds[round - 1]?.pairs[0];
    const before = (await club.events(ID)).length;
    const { posted, html } = await club.director.submit(`/c/${ID}/act?round=${round}`, `/c/${ID}/commands`, {
      _form: 'grid',
      type: 'RecordResults',
      round: String(round),
      'results.0.result': '1-0',
    });
    expect(posted.status).toBe(303);
    expect((await club.events(ID)).length).toBe(before + 1);
    expect(flashText(html)).toContain(
      `${await nameOf(board?.white as string)} – ${await nameOf(board?.black as string)}`,
    );
    // Begun: no re-pairing any more.
    expect(textOf((await club.director.page(`/c/${ID}/act?round=${round}`)).html)).not.toContain(
      `Pair round ${round} again`,
    );
  });

  it('a grid with nothing new is refused', async () => {
    const round = (await state()).rounds.length;
    const { html } = await club.director.submit(`/c/${ID}/act?round=${round}`, `/c/${ID}/commands`, {
      _form: 'grid',
      type: 'RecordResults',
      round: String(round),
    });
    expect(textOf(html)).toContain('No result was entered or changed.');
  });

  it('once every board of the round has its result, the director pairs the next round with one button', async () => {
    let s = await state();
    const round = s.rounds.length;
    const fields: Record<string, string> = { _form: 'grid', type: 'RecordResults', round: String(round) };
    for (const [i, p] of (s.rounds[round - 1]?.pairs ?? []).entries())
      if (!s.results.has(`${round}:${p.white}:${p.black}`)) fields[`results.${i}.result`] = '1/2-1/2';
    await club.director.submit(`/c/${ID}/act?round=${round}`, `/c/${ID}/commands`, fields);
    expect(textOf((await club.director.page(`/c/${ID}/act`)).html)).toContain(`Pair round ${round + 1}`);
    const { posted, html } = await club.director.submit(`/c/${ID}/act`, `/c/${ID}/commands`, {
      _form: `PairRound-${round + 1}`,
      type: 'PairRound',
      round: String(round + 1),
    });
    expect(posted.status).toBe(303);
    s = await state();
    expect(s.rounds).toHaveLength(round + 1);
    expect(textOf(html)).toContain(`Why round ${round + 1} is paired so (C.04.1 i)`);
  });

  it('the pairing and the grid are for the director only', async () => {
    const text = textOf((await club.player.page(`/c/${ID}/act`)).html);
    expect(text).not.toContain('Record the results');
    expect(text).not.toMatch(/Pair round \d/);
  });
});

describe('the player’s own round', () => {
  const PLAYED = {
    en: /Round (\d+), board \d+: you played (white|black) against /,
    de: /Runde (\d+), Brett \d+: Sie haben (Weiß|Schwarz) gegen .+ gespielt\./,
    nl: /Ronde (\d+), bord \d+: je speelde met (wit|zwart) tegen /,
  } as const;

  it('is told in the present while his game has no result, in the past once it has one, in en/de/nl', async () => {
    const s = await state();
    const round = s.rounds.length;
    const pairs = s.rounds[round - 1]?.pairs ?? [];
    const script = demos()[0];
    const me = script?.player ?? script?.participants[0]?.id;
    const board = pairs.findIndex((p) => p.white === me || p.black === me);
    expect(board).toBeGreaterThanOrEqual(0);
    const game = pairs[board];
    const ownPage = async (lang: string) =>
      textOf((await club.player.page(`/c/${ID}/act?lang=${lang}`)).html);
    if (!s.results.has(`${round}:${game?.white}:${game?.black}`)) {
      expect(await ownPage('de')).toMatch(new RegExp(`Runde ${round}, Brett \\d+: Sie spielen `));
      const { posted } = await club.director.submit(`/c/${ID}/act?round=${round}`, `/c/${ID}/commands`, {
        _form: 'grid',
        type: 'RecordResults',
        round: String(round),
        [`results.${board}.result`]: '1/2-1/2',
      });
      expect(posted.status).toBe(303);
    }
    for (const lang of ['en', 'de', 'nl'] as const) {
      const text = await ownPage(lang);
      expect(text, lang).toMatch(PLAYED[lang]);
      expect(PLAYED[lang].exec(text)?.[1], lang).toBe(String(round));
      expect(text, lang).not.toMatch(/you play |Sie spielen |je speelt /);
    }
  });
});
