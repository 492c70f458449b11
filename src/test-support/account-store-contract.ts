/**
 * The contract every AccountStore adapter must pass (with the event store of the same database,
 * which competitions, grants and publications refer to).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { moment } from '../core/moment.js';
import { EmailTaken, type Person } from '../store/accounts.js';
import type { Store } from '../store/store.js';
import { sampleRecord } from './event-store-contract.js';

const at = moment('2026-03-01T12:00:00+01:00');
const audit = (action: string, subject: string) => ({ at, actor: 'test', action, subject });
const person = (id: string, email: string): Person => ({
  id,
  email,
  name: `Name ${id}`,
  passwordHash: null,
  serverAdmin: false,
  createdAt: at,
});

export function accountStoreContract(name: string, factory: () => Promise<Store>): void {
  describe(`AccountStore contract: ${name}`, () => {
    let store: Store;
    beforeEach(async () => {
      store = await factory();
    });
    afterEach(async () => {
      await store.close();
    });

    it('clubs and people round-trip; e-mail addresses are unique', async () => {
      const a = store.accounts;
      await a.createClub({ id: 'c1', name: 'Schaakclub', createdAt: at }, audit('club.created', 'c1'));
      expect(await a.getClub('c1')).toEqual({ id: 'c1', name: 'Schaakclub', createdAt: at });
      await a.createPerson(person('p1', 'anna@example.org'), audit('person.created', 'anna'));
      expect(await a.findPersonByEmail('ANNA@example.org')).toEqual(person('p1', 'anna@example.org'));
      await expect(
        a.createPerson(person('p2', 'anna@example.org'), audit('person.created', 'anna')),
      ).rejects.toBeInstanceOf(EmailTaken);
      expect(await a.countPersons()).toBe(1);
      await a.createPerson(
        { ...person('p0', 'bert@example.org'), serverAdmin: true },
        audit('person.created', 'b'),
      );
      expect((await a.listPersons()).map((p) => [p.id, p.serverAdmin])).toEqual([
        ['p0', true],
        ['p1', false],
      ]);
      await a.setPassword('p1', 'scrypt$x', audit('password.changed', 'anna'));
      expect((await a.getPerson('p1'))?.passwordHash).toBe('scrypt$x');
    });

    it('memberships and competition grants', async () => {
      const a = store.accounts;
      await a.createClub({ id: 'c1', name: 'Club', createdAt: at }, audit('club.created', 'c1'));
      await a.createPerson(person('p1', 'a@x.org'), audit('person.created', 'a'));
      await store.events.createCompetition({ ...sampleRecord('comp'), clubId: 'c1' });
      await a.setMembership({ clubId: 'c1', personId: 'p1', role: 'member' }, audit('member.set', 'a'));
      await a.setMembership({ clubId: 'c1', personId: 'p1', role: 'admin' }, audit('member.set', 'a'));
      expect(await a.membershipsOf('p1')).toEqual([{ clubId: 'c1', personId: 'p1', role: 'admin' }]);
      await a.grant(
        { competitionId: 'comp', personId: 'p1', role: 'player', participantId: 'a' },
        audit('grant.added', 'a'),
      );
      await a.grant({ competitionId: 'comp', personId: 'p1', role: 'director' }, audit('grant.added', 'a'));
      expect(await a.grantsOf('p1')).toEqual([
        { competitionId: 'comp', personId: 'p1', role: 'director' },
        { competitionId: 'comp', personId: 'p1', role: 'player', participantId: 'a' },
      ]);
      await a.revoke('comp', 'p1', 'director', audit('grant.removed', 'a'));
      expect(await a.grantsIn('comp')).toHaveLength(1);
      await a.removeMembership('c1', 'p1', audit('member.removed', 'a'));
      expect(await a.membersOf('c1')).toEqual([]);
    });

    it('sessions', async () => {
      const a = store.accounts;
      await a.createPerson(person('p1', 'a@x.org'), audit('person.created', 'a'));
      const session = {
        idHash: 'h1',
        personId: 'p1',
        csrfSecret: 's',
        createdAt: at,
        expiresAt: moment('2026-04-01T12:00:00+01:00'),
      };
      await a.createSession(session);
      expect(await a.getSession('h1')).toEqual(session);
      await a.deleteSessionsOf('p1');
      expect(await a.getSession('h1')).toBeUndefined();
    });

    it('one-time tokens are used once and expire', async () => {
      const a = store.accounts;
      await a.createPerson(person('p1', 'a@x.org'), audit('person.created', 'a'));
      const token = {
        hash: 't1',
        purpose: 'reset' as const,
        personId: 'p1',
        createdAt: at,
        expiresAt: moment('2026-03-01T14:00:00+01:00'),
        data: { x: 1 },
      };
      await a.createToken(token);
      expect(await a.consumeToken('t1', 'api', at)).toBeUndefined();
      expect(await a.consumeToken('t1', 'reset', moment('2026-03-01T15:00:00+01:00'))).toBeUndefined();
      expect(await a.consumeToken('t1', 'reset', at)).toEqual(token);
      expect(await a.consumeToken('t1', 'reset', at)).toBeUndefined();
    });

    it('of concurrent uses of one token, exactly one succeeds', async () => {
      const a = store.accounts;
      await a.createPerson(person('p1', 'a@x.org'), audit('person.created', 'a'));
      await a.createToken({
        hash: 't2',
        purpose: 'reset',
        personId: 'p1',
        createdAt: at,
        expiresAt: moment('2026-03-09T12:00:00+01:00'),
      });
      const uses = await Promise.all(Array.from({ length: 8 }, () => a.consumeToken('t2', 'reset', at)));
      expect(uses.filter(Boolean)).toHaveLength(1);
    });

    it('publication and the audit log', async () => {
      const a = store.accounts;
      await store.events.createCompetition(sampleRecord('comp'));
      expect(await a.isPublished('comp')).toBe(false);
      await a.setPublished('comp', true, audit('competition.published', 'comp'));
      expect(await a.isPublished('comp')).toBe(true);
      const log = await a.auditLog('comp');
      expect(log).toEqual([{ at, actor: 'test', action: 'competition.published', subject: 'comp' }]);
    });
  });
}
