/**
 * PYR-4 "the guardian gets a copy" of every challenge and every acceptance, through real SMTP in
 * both directions: by default each at once; with the competition's `guardianCopies: 'digest'`
 * collected in one mail after the digest hour; with `'never'` none (the guardian may also choose
 * per kind under /mail/settings, like every notice).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PYRAMID_PLAYERS } from '../../test-support/mail-club.js';
import { mailWorld } from '../../test-support/mail-world.js';

let world: Awaited<ReturnType<typeof mailWorld>> | undefined;
afterEach(async () => {
  await world?.close();
  world = undefined;
});

const pyramid = (guardianCopies?: string) => ({
  competition: {
    id: 'desc-pyramid',
    format: 'pyramid',
    preset: 'desc',
    participants: PYRAMID_PLAYERS,
    ...(guardianCopies ? { config: { guardianCopies } } : {}),
  },
});

/** Jakob Meier challenges Dora Dietrich by mail; she accepts by replying with her move. */
async function challengeAndAccept(w: NonNullable<typeof world>) {
  await w.write('j', {
    body: 'Hiermit fordere ich Dora Dietrich heraus. Mein erster Zug: 1.e4',
    at: '2026-03-02T09:00:00+01:00',
  });
  await w.deliver();
  await w.reply(w.last('d', /Jakob Meier fordert Sie heraus/), '1...c5', '2026-03-03T10:00:00+01:00');
  return w.deliver();
}

const toGuardian = (w: NonNullable<typeof world>) => w.delivered.filter((d) => d.to === 'guardian@club.test');

describe('the guardian’s copies (PYR-4)', () => {
  it('a copy of the challenge and of the acceptance, each at once, in the guardian’s language', async () => {
    world = await mailWorld(pyramid());
    await challengeAndAccept(world);
    const copies = toGuardian(world).map((d) => d.subject);
    expect(copies).toEqual([
      'Kopie: Jakob Meier fordert Dora Dietrich heraus',
      'Kopie: Dora Dietrich hat die Herausforderung von Jakob Meier angenommen',
    ]);
    const challenge = world.last('director', /^Kopie: Jakob Meier fordert/);
    expect(challenge.text).toMatch(/erster Zug 1\.e4; Dora Dietrich muss bis .*März.* annehmen \(PYR-4\)/);
    expect(world.last('director', /angenommen$/).text).toMatch(
      /mit 1\.\.\.c5 angenommen; die Partie beginnt offiziell am/,
    );
  });

  it('with the digest setting: nothing at once, one mail after the digest hour collecting both', async () => {
    world = await mailWorld(pyramid('digest'));
    await challengeAndAccept(world);
    expect(toGuardian(world)).toEqual([]);
    // The next morning after 07:00 (the digest hour in the club's zone) the scheduler sends it.
    world.clock.set('2026-03-04T07:30:00+01:00' as never);
    await world.scheduler.run();
    await world.deliver();
    const [digest, ...more] = toGuardian(world);
    expect(more).toEqual([]);
    expect(digest?.subject).toBe('2 Nachrichten von DESC');
    expect(digest?.text).toContain('Kopie: Jakob Meier fordert Dora Dietrich heraus');
    expect(digest?.text).toContain('Kopie: Dora Dietrich hat die Herausforderung von Jakob Meier angenommen');
  });

  it('with "never": no copies; the players’ notices go as ever', async () => {
    world = await mailWorld(pyramid('never'));
    await challengeAndAccept(world);
    expect(toGuardian(world)).toEqual([]);
    expect(world.last('j', /die Partie hat begonnen/).text).toContain('mit 1...c5 angenommen');
  });
});
