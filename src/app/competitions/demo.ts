/**
 * Demo data for newcomers: the demo scripts (core/demo.ts) run through the competition service as
 * a director would enter them, a demo club, and two demo accounts — a director (club admin) and a
 * player linked to a participant of every demo competition. A demo that is refused is a bug.
 *
 * The demos are dated relative to an anchor: the first start's moment, read from the clock at the
 * edge and stored as the demo club's creation moment, so that seeding again (a database whose
 * competitions were all removed) places the demos on the same dates.
 */
import type { DemoScript } from '../../core/demo.js';
import { isAfter } from '../../core/moment.js';
import type { Moment } from '../../core/types.js';
import type { AccountStore } from '../../store/accounts.js';
import type { EventStore } from '../../store/port.js';
import { openSqliteStore } from '../../store/sqlite/index.js';
import type { Store } from '../../store/store.js';
import { PasswordHasher } from '../accounts/passwords.js';
import { fixedClock } from '../clock.js';
import { CompetitionService } from './competitions.js';

export const DEMO_CLUB = 'demo-club';

export const DEMO_ACCOUNTS = {
  director: {
    id: 'person-demo-director',
    email: 'director@demo.arbiter',
    password: 'demo-director',
    name: 'Dana Director',
  },
  player: {
    id: 'person-demo-player',
    email: 'player@demo.arbiter',
    password: 'demo-player',
    name: 'Pim Player',
  },
} as const;

/**
 * Runs a demo script through the competition service on a scratch in-memory database, then writes
 * the competition with its whole log into `store` in one transaction (one sync instead of one per
 * step, so a first start stays quick).
 */
export async function seedDemo(store: EventStore, script: DemoScript, clubId: string): Promise<void> {
  const scratch = openSqliteStore(':memory:');
  try {
    const clock = fixedClock(script.createdAt);
    const service = new CompetitionService(scratch.events, clock);
    const created = await service.create({
      id: script.id,
      clubId,
      name: script.name,
      format: script.format,
      preset: script.preset,
      config: script.config ?? {},
      participants: script.participants,
    });
    if (!created.ok) throw new Error(`demo ${script.id}: ${created.error.map((r) => r.message).join('; ')}`);
    for (const [i, step] of script.steps.entries()) {
      const recorded = step.recordedAt ?? step.at;
      if (isAfter(recorded, clock.now())) clock.set(recorded);
      const done = await service.execute(script.id, step.command, { actor: step.actor, at: step.at });
      if (!done.ok) {
        throw new Error(
          `demo ${script.id} step ${i} (${step.command.type}): ${done.error.code}: ${done.error.message}`,
        );
      }
    }
    await store.createCompetition(created.value, await scratch.events.readEvents(script.id));
  } finally {
    await scratch.close();
  }
}

/** The demos' anchor: the demo club's creation moment if it exists, else `now` (the first start). */
export async function demoAnchor(accounts: AccountStore, now: Moment): Promise<Moment> {
  return (await accounts.getClub(DEMO_CLUB))?.createdAt ?? now;
}

/**
 * Seeds the demo club, accounts and competitions into a store without competitions; all demos are
 * published. `anchor` is the moment the scripts were placed by (`demoAnchor`), stored as the demo
 * club's creation moment; the club and its accounts are made only if the club does not exist yet.
 */
export async function seedDemos(
  store: Store,
  scripts: readonly DemoScript[],
  anchor: Moment,
  passwords: PasswordHasher = new PasswordHasher(),
): Promise<void> {
  const accounts: AccountStore = store.accounts;
  const audit = (action: string, subject: string) => ({ at: anchor, actor: 'system', action, subject });
  if (!(await accounts.getClub(DEMO_CLUB))) await seedDemoClub(accounts, anchor, passwords);
  for (const script of scripts) {
    await seedDemo(store.events, script, DEMO_CLUB);
    await accounts.setPublished(script.id, true, audit('competition.published', script.id));
    const first = script.participants.find((p) => p.id === script.player) ?? script.participants[0];
    if (first) {
      await accounts.grant(
        {
          competitionId: script.id,
          personId: DEMO_ACCOUNTS.player.id,
          role: 'player',
          participantId: first.id,
        },
        audit('grant.added', DEMO_ACCOUNTS.player.email),
      );
    }
  }
}

/** The demo club with its two accounts: a director (club admin) and a player. */
async function seedDemoClub(accounts: AccountStore, now: Moment, passwords: PasswordHasher): Promise<void> {
  const audit = (action: string, subject: string) => ({ at: now, actor: 'system', action, subject });
  await accounts.createClub(
    { id: DEMO_CLUB, name: 'Demo club', createdAt: now },
    audit('club.created', DEMO_CLUB),
  );
  for (const [role, a] of Object.entries(DEMO_ACCOUNTS)) {
    await accounts.createPerson(
      {
        id: a.id,
        email: a.email,
        name: a.name,
        passwordHash: await passwords.hash(a.password),
        serverAdmin: false,
        createdAt: now,
      },
      audit('person.created', a.email),
    );
    await accounts.setMembership(
      { clubId: DEMO_CLUB, personId: a.id, role: role === 'director' ? 'admin' : 'member' },
      audit('member.set', a.email),
    );
  }
}
