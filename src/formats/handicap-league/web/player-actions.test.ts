/**
 * The player's next step on the "act" page, over HTTP, as the demo player (Kitsune, playing Kenji
 * Mori on the running evening): report the result, start a game with the proposed opponent
 * (HL-8, with its handicap, HL-9), enter a whole game, check out and in; refusals in the player's
 * language with nothing written; nobody else's games.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { LEAGUE, leagueApp, TONIGHT } from '../../../test-support/handicap-league-web.js';
import { flashText, textOf } from '../../../test-support/page-text.js';
import { browser } from '../../../test-support/server.js';

const league = await leagueApp();
afterAll(league.close);

const actText = async (b = league.player) => textOf((await b.page(`/c/${LEAGUE}/act`)).html);
const lastEvent = async () => (await league.competitions.store.readEvents(LEAGUE)).at(-1);
const game = (opponent: string) => ({ evening: TONIGHT, 'players.0': 'p1', 'players.1': opponent });
/** The player checks himself out or in tonight; the form must pass. */
const checks = async (type: 'CheckOut' | 'CheckIn', form: string) => {
  const { res } = await league.act(league.player, { type, _form: form, evening: TONIGHT, participant: 'p1' });
  expect(res.status).toBe(200);
};

describe('the player’s next step', () => {
  it('comes first: who he plays as, his standing, his game and its handicap, the result buttons', async () => {
    const text = await actText();
    expect(text).toContain('Your next step You play as Kitsune, 1 Dan-I · place 4, +3 league points');
    expect(text).toContain('You are playing Kenji Mori on board 5 since 19:45.');
    expect(text).toContain('You are shitate: you receive the handicap: Six pieces 六枚落ち roku-mai ochi');
    expect(text).toContain('Enter the result I won I lost Draw');
    expect(text).not.toContain('The evening');
    expect(text).toContain('Your next step');
    expect(text).not.toContain('All commands');
  });

  it('HL-5 "I lost" records the opponent’s win', async () => {
    const before = await league.events();
    const { res, html } = await league.act(league.player, {
      type: 'ReportResult',
      _form: 'lost',
      ...game('p11'),
      winner: 'p11',
    });
    expect(res.status).toBe(200);
    expect(flashText(html)).toBe('Result reported: Kenji Mori – Kitsune');
    expect(await league.events()).toBe(before + 1);
    expect((await lastEvent())?.payload).toMatchObject({ uwate: 'p11', shitate: 'p1', winner: 'p11' });
    expect(textOf((await league.public.page(`/c/${LEAGUE}`)).html)).toMatch(/1 Kenji Mori 3 Dan\+VI \+12 21/);
  });

  it('HL-8/HL-9 a free player is offered the proposed opponent first, each with the handicap', async () => {
    const text = await actText();
    expect(text).toContain('You are free since 20:30. Start a game:');
    expect(text).toMatch(
      /Proposed: Tokumei 3 Kyu You are uwate: you give the handicap and move first: Bishop 角落ち kaku ochi Start the game/,
    );
    // Not met tonight, closest league rank next; the two met tonight are not offered.
    expect(text).toMatch(
      /Start the game Lukas Schmidt 4 Kyu .* Rook .* Marta Nowak 3 Kyu-I .* Aylin Demir 5 Kyu .* Clara Fischer 10 Kyu-I .* Seven pieces/,
    );
    expect(text).not.toMatch(/Jonas Becker 1 Kyu\+II You are/);
    expect(text).toContain('I am leaving: check out');
  });

  it('HL-8 starts the proposed game with one tap', async () => {
    const { res } = await league.act(league.player, { type: 'StartGame', _form: 'start-p5', ...game('p5') });
    expect(res.status).toBe(200);
    expect((await lastEvent())?.payload).toMatchObject({
      uwate: 'p1',
      shitate: 'p5',
      difference: 2,
      table: 'bishop',
      handicap: 'bishop',
    });
    expect(await actText()).toContain('You are playing Tokumei on board 7 since 20:30.');
  });

  it('HL-8 a refusal is given in the player’s language, beside nothing written', async () => {
    const german = browser(league.app);
    await german.signIn('player@demo.arbiter', 'demo-player');
    const before = await league.events();
    const { res, html } = await german.submit(`/c/${LEAGUE}/act?lang=de`, `/c/${LEAGUE}/commands`, {
      type: 'StartGame',
      _form: 'start-p9',
      ...game('p9'),
    });
    expect(res.status).toBe(422);
    expect(textOf(html)).toContain(
      'Kitsune spielt noch gegen Tokumei; bitte erst dieses Ergebnis eintragen.',
    );
    expect(await league.events()).toBe(before);
  });

  it('a player may not enter other players’ results', async () => {
    const before = await league.events();
    const { res } = await league.act(league.player, {
      type: 'ReportResult',
      _form: 'won',
      evening: TONIGHT,
      'players.0': 'p3',
      'players.1': 'p2',
      winner: 'p3',
    });
    expect(res.status).toBe(403);
    expect(await league.events()).toBe(before);
  });

  it('HL-5 "Draw" records a draw', async () => {
    await league.act(league.player, { type: 'ReportResult', _form: 'draw', ...game('p5'), winner: '_null' });
    expect((await lastEvent())?.payload).toMatchObject({ uwate: 'p1', shitate: 'p5', winner: null });
  });

  it('a game played without starting it here is entered whole; a missing result is a field error', async () => {
    const before = await league.events();
    const missing = await league.act(league.player, {
      type: 'RecordGame',
      _form: 'record',
      ...game('p9'),
      winner: '',
    });
    expect(missing.res.status).toBe(400);
    expect(missing.html).toMatch(/id="hl-record-winner-error" class="field-error">Required\./);
    expect(missing.html).toMatch(/<details open="">\s*<summary>Enter a game played without starting it here/);
    expect(await league.events()).toBe(before);
    const { res } = await league.act(league.player, {
      type: 'RecordGame',
      _form: 'record',
      ...game('p9'),
      winner: 'p9',
    });
    expect(res.status).toBe(200);
    expect(await lastEvent()).toMatchObject({
      type: 'GameRecorded',
      payload: { uwate: 'p1', shitate: 'p9', winner: 'p9' },
    });
  });

  it('checks out, and in again', async () => {
    await checks('CheckOut', 'checkout');
    expect(await actText()).toContain('Evening Thu, 19 Feb 2026 is running. I am here: check in');
    await checks('CheckIn', 'checkin');
    expect(await actText()).toContain('You are free since 20:30.');
  });

  it('the public is asked to sign in before acting', async () => {
    const res = await league.public.get(`/c/${LEAGUE}/act`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toContain('/login');
  });
});
