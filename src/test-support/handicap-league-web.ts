/**
 * The demo handicap league in the web app, in-process, at 20:30 on its running evening
 * (2026-02-19): the public, the demo player (Kitsune, playing Kenji Mori) and the demo director,
 * each as a cookie-keeping browser without JavaScript.
 */
import type { DemoScript } from '../core/demo.js';
import { demos as leagueDemos } from '../formats/handicap-league/demo.js';
import { browser, testApp } from './server.js';

export const LEAGUE = leagueDemos()[0].id;
export const TONIGHT = '2026-02-19';
/** The real names behind the demo's aliases (HL-10): Kitsune, and two players as Tokumei. */
export const HIDDEN_NAMES = ['Hanna Weber', 'Sophie Wagner', 'Paul Richter'] as const;

export async function leagueApp(script: DemoScript = leagueDemos()[0], now = `${TONIGHT}T20:30:00+01:00`) {
  const env = await testApp([script], { now });
  const signedIn = async (role: 'player' | 'director') => {
    const b = browser(env.app);
    await b.signIn(`${role}@demo.arbiter`, `demo-${role}`);
    return b;
  };
  const publicBrowser = browser(env.app);
  const events = async () => (await env.competitions.store.readEvents(script.id)).length;
  return {
    ...env,
    id: script.id,
    public: publicBrowser,
    player: await signedIn('player'),
    director: await signedIn('director'),
    events,
    /** Posts a command form from the act page, as the form on the page would. */
    act: (b: ReturnType<typeof browser>, fields: Record<string, string>) =>
      b.submit(`/c/${script.id}/act`, `/c/${script.id}/commands`, fields),
  };
}
