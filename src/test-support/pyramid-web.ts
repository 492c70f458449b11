/**
 * A club for the pyramid web tests: the in-process app with the demo accounts, small pyramids
 * created on demand (the demo player plays as a participant of choice), commands run as the
 * guardian (the director), and three browsers — the public, the demo player and the guardian.
 */
import { DEMO_ACCOUNTS, DEMO_CLUB } from '../app/demo.js';
import type { DemoScript } from '../core/demo.js';
import { moment } from '../core/moment.js';
import type { Participant } from '../core/participant.js';
import type { PyramidState } from '../formats/pyramid/index.js';
import { browser, testApp } from './server.js';

const guardian = { kind: 'director', personId: DEMO_ACCOUNTS.director.id } as const;

export async function pyramidClub(demos: readonly DemoScript[] = []) {
  const env = await testApp(demos);
  const audit = () => ({ at: env.clock.now(), actor: 'test', action: 'setup', subject: 'setup' });

  /** A published pyramid in the demo club, entered in the order given; the demo player plays as `player`. */
  const ladder = async (id: string, participants: readonly Participant[], player: string) => {
    const created = await env.competitions.create({
      id,
      clubId: DEMO_CLUB,
      name: `Pyramid ${id}`,
      format: 'pyramid',
      participants,
    });
    if (!created.ok) throw new Error(created.error.map((e) => e.message).join('; '));
    await env.accounts.store.setPublished(id, true, audit());
    await env.accounts.store.grant(
      { competitionId: id, personId: DEMO_ACCOUNTS.player.id, role: 'player', participantId: player },
      audit(),
    );
  };

  /** Runs a command as the guardian (at now, or at a moment in the past); throws on refusal. */
  const run = async (id: string, command: { type: string } & Record<string, unknown>, at?: string) => {
    const done = await env.competitions.execute(id, command, {
      actor: guardian,
      ...(at ? { at: moment(at) } : {}),
    });
    if (!done.ok) throw new Error(`${done.error.code}: ${done.error.message}`);
    return done.value;
  };

  const events = async (id: string) => (await env.competitions.load(id))?.events ?? [];
  const state = async (id: string) => (await env.competitions.load(id))?.head.state.format as PyramidState;

  const signedIn = async (who: 'director' | 'player') => {
    const b = browser(env.app);
    const account = DEMO_ACCOUNTS[who];
    await b.signIn(account.email, account.password);
    return b;
  };

  return {
    ...env,
    ladder,
    run,
    events,
    state,
    public: browser(env.app),
    player: await signedIn('player'),
    director: await signedIn('director'),
  };
}
