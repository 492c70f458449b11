/**
 * A club for the Keizer web tests: the in-process app with the demo accounts, small Keizer
 * seasons created on demand (the demo player plays as their first participant), commands run as
 * the director, and three browsers — the public, the demo player and the demo director.
 */
import { DEMO_ACCOUNTS, DEMO_CLUB } from '../app/demo.js';
import type { DemoScript } from '../core/demo.js';
import { moment } from '../core/moment.js';
import type { Participant } from '../core/participant.js';
import { browser, testApp } from './server.js';

const director = { kind: 'director', personId: DEMO_ACCOUNTS.director.id } as const;

/** p1 … pn, ratings falling from 2000 by 20. */
export const players = (n: number): Participant[] =>
  Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}`, rating: 2000 - 20 * i }));

export async function keizerClub(demos: readonly DemoScript[] = []) {
  const env = await testApp(demos);
  const audit = () => ({ at: env.clock.now(), actor: 'test', action: 'setup', subject: 'setup' });

  /** A published Keizer season in the demo club; the demo player plays as its first participant. */
  const season = async (id: string, participants: readonly Participant[], preset = 'dsc') => {
    const created = await env.competitions.create({
      id,
      clubId: DEMO_CLUB,
      name: `Keizer ${id}`,
      format: 'keizer',
      preset,
      participants,
    });
    if (!created.ok) throw new Error(created.error.map((e) => e.message).join('; '));
    await env.accounts.store.setPublished(id, true, audit());
    const first = participants[0];
    if (first) {
      await env.accounts.store.grant(
        { competitionId: id, personId: DEMO_ACCOUNTS.player.id, role: 'player', participantId: first.id },
        audit(),
      );
    }
  };

  /** Runs a command as the director (at now, or at a moment in the past); throws on refusal. */
  const run = async (id: string, command: { type: string } & Record<string, unknown>, at?: string) => {
    const done = await env.competitions.execute(id, command, {
      actor: director,
      ...(at ? { at: moment(at) } : {}),
    });
    if (!done.ok) throw new Error(`${done.error.code}: ${done.error.message}`);
    return done.value;
  };

  const events = async (id: string) => (await env.competitions.load(id))?.events ?? [];

  const signedIn = async (who: 'director' | 'player') => {
    const b = browser(env.app);
    const account = DEMO_ACCOUNTS[who];
    await b.signIn(account.email, account.password);
    return b;
  };

  return {
    ...env,
    season,
    run,
    events,
    public: browser(env.app),
    player: await signedIn('player'),
    director: await signedIn('director'),
    setNow: (at: string) => env.clock.set(moment(at)),
  };
}
