/**
 * The championship's web pages under test: the three demos in an in-process app (the Swiss one
 * with a hostile real name behind an alias), page text without markup, and event counts to show
 * that a refused form wrote nothing.
 */
import type { DemoScript } from '../core/demo.js';
import { demos as championshipDemos } from '../formats/championship/demo.js';
import { browser, testApp } from './server.js';

export const HOSTILE = '<script>alert("x")</script>';
export const ALIAS = 'Mister X';

/** The demos; the Swiss Saturday's p2 has a hostile real name and an alias. */
export function championshipWebDemos(): DemoScript[] {
  const [dm, final, swiss] = championshipDemos() as [DemoScript, DemoScript, DemoScript];
  const hidden = swiss.participants.map((p) =>
    p.id === 'p2' ? { ...p, name: `${HOSTILE} Jörg`, alias: ALIAS } : p,
  );
  return [dm, final, { ...swiss, participants: hidden }];
}

export const DM = 'demo-championship';
export const FINAL = 'demo-championship-final';
export const SWISS = 'demo-championship-swiss';

/** An app with the demos (all three by default), a signed-in director and player, and a visitor. */
export async function championshipWorld(demos: readonly DemoScript[] = championshipWebDemos()) {
  const env = await testApp(demos);
  const director = browser(env.app);
  await director.signIn('director@demo.arbiter', 'demo-director');
  const player = browser(env.app);
  await player.signIn('player@demo.arbiter', 'demo-player');
  const visitor = browser(env.app);
  const events = async (id: string) => (await env.competitions.store.readEvents(id)).length;
  /** A new visitor without cookies (e.g. for another language, which a cookie remembers). */
  const stranger = () => browser(env.app);
  return { ...env, director, player, visitor, stranger, events };
}
