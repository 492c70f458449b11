/**
 * A club starts a league from nothing with the web forms only: the director registers three
 * players (one under Tokumei, HL-10), opens the first evening, checks them in, starts the proposed
 * game with its handicap (HL-8, HL-9), enters the result and closes the evening, after which the
 * winner has moved up a league rank (HL-7).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { textOf } from '../../../test-support/page-text.js';
import { browser, createInDemoClub, testApp } from '../../../test-support/server.js';

const env = await testApp([], { now: '2026-03-05T19:00:00+01:00' });
afterAll(env.close);
const ID = 'club-league';
await createInDemoClub(env.competitions, { id: ID, name: 'Club league', format: 'handicap-league' });
await env.store.accounts.setPublished(ID, true, {
  at: env.clock.now(),
  actor: 'test',
  action: 'publish',
  subject: ID,
});
const director = browser(env.app);
await director.signIn('director@demo.arbiter', 'demo-director');

const act = (fields: Record<string, string>) => director.submit(`/c/${ID}/act`, `/c/${ID}/commands`, fields);
const text = async (path: string) => textOf((await director.page(`/c/${ID}${path}`)).html);

describe('the first evening of a new league', () => {
  it('starts empty: nobody in the ranking, no evening, the forms to begin', async () => {
    expect(await text('')).toContain('Nobody is in the ranking yet.');
    const page = await text('/act');
    expect(page).toContain('No evening is running.');
    expect(page).toContain('Register a newcomer');
    expect(page).not.toContain('Correct or remove a game');
  });

  it('HL-2/HL-10 registers the players with their ranks and aliases', async () => {
    for (const [name, alias, fesa, estimate] of [
      ['Anna Berg', '', '1 Dan', ''],
      ['Bert Kohl', 'Tokumei', '', '2 Kyu'],
      ['Cem Aydin', '', '', ''],
    ]) {
      const { res } = await act({
        type: 'RegisterParticipant',
        _form: 'register',
        'participant.name': name as string,
        'participant.alias': alias as string,
        'participant.attributes.fesaRank': fesa as string,
        'participant.attributes.nsrRank': '',
        'participant.attributes.estimatedRank': estimate as string,
      });
      expect(res.status).toBe(200);
    }
    const ranking = textOf((await browser(env.app).page(`/c/${ID}`)).html);
    expect(ranking).toMatch(/Anna Berg 1 Dan .*Tokumei 2 Kyu .*Cem Aydin 15 Kyu rank assumed/);
    expect(ranking).not.toContain('Bert Kohl');
  });

  it('HL-8/HL-9 opens the evening, checks the players in and starts the proposed game', async () => {
    expect((await act({ type: 'OpenEvening', _form: 'open', evening: '' })).res.status).toBe(200);
    for (const id of ['p1', 'p2', 'p3'])
      await act({ type: 'CheckIn', _form: `CheckIn-${id}`, evening: '2026-03-05', participant: id });
    const page = await text('/act');
    expect(page).toContain('Evening Thu, 5 Mar 2026 is running since 19:00: 3 present, 0 games in progress.');
    expect(page).toMatch(
      /Proposed next games Anna Berg 1 Dan – Bert Kohl 2 Kyu Bishop 角落ち kaku ochi Start the game/,
    );
    const { res } = await act({
      type: 'StartGame',
      _form: 'start-p1-p2',
      evening: '2026-03-05',
      'players.0': 'p1',
      'players.1': 'p2',
    });
    expect(res.status).toBe(200);
  });

  it('HL-7 enters the result and closes the evening: the winner moves up, the loser down', async () => {
    await act({
      type: 'ReportResult',
      _form: 'result-p1-p2-p1',
      evening: '2026-03-05',
      'players.0': 'p1',
      'players.1': 'p2',
      winner: 'p1',
    });
    expect(
      (await act({ type: 'CloseEvening', _form: 'close', evening: '2026-03-05', seed: '' })).res.status,
    ).toBe(200);
    const ranking = await text('');
    expect(ranking).toMatch(
      /1 Anna Berg 1 Dan\+I \+1 .*2 Cem Aydin 15 Kyu .*3 Bert Kohl \(public: Tokumei\) 2 Kyu-I −1/,
    );
    expect(await text('/t/tonight')).toContain(
      'No evening is running. Last evening: Thu, 5 Mar 2026 (1 game)',
    );
  });
});
