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
      expect(await a.listPersons()).toHaveLength(1);
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
      await a.deleteSession('h1');
      expect(await a.getSession('h1')).toBeUndefined();
    });

    it('a new password ends the other sessions and revokes every token, in one go', async () => {
      const a = store.accounts;
      await a.createPerson(person('p1', 'a@x.org'), audit('person.created', 'a'));
      await a.createPerson(person('p2', 'b@x.org'), audit('person.created', 'b'));
      const until = moment('2027-01-01T00:00:00Z');
      for (const [idHash, personId] of [
        ['h1', 'p1'],
        ['h2', 'p1'],
        ['h3', 'p2'],
      ] as const)
        await a.createSession({ idHash, personId, csrfSecret: 's', createdAt: at, expiresAt: until });
      for (const [hash, purpose, personId] of [
        ['reset1', 'reset', 'p1'],
        ['api1', 'api', 'p1'],
        ['device1', 'device', 'p1'],
        ['api2', 'api', 'p2'],
      ] as const)
        await a.createToken({ hash, purpose, personId, createdAt: at, expiresAt: until, name: hash });
      await a.setPassword('p1', 'scrypt$new', audit('password.reset', 'a'), 'h2');
      expect((await a.getPerson('p1'))?.passwordHash).toBe('scrypt$new');
      expect([
        await a.getSession('h1'),
        (await a.getSession('h2'))?.idHash,
        (await a.getSession('h3'))?.idHash,
      ]).toEqual([undefined, 'h2', 'h3']);
      expect(await a.consumeToken('reset1', 'reset', at)).toBeUndefined();
      expect(await a.findToken('api1', 'api', at)).toBeUndefined();
      expect(await a.findToken('device1', 'device', at)).toBeUndefined();
      expect((await a.findToken('api2', 'api', at))?.name).toBe('api2');
      await a.rehashPassword('p1', 'scrypt$old', 'scrypt$rehashed', audit('password.rehashed', 'a'));
      expect((await a.getPerson('p1'))?.passwordHash).toBe('scrypt$new');
      await a.rehashPassword('p1', 'scrypt$new', 'scrypt$rehashed', audit('password.rehashed', 'a'));
      expect((await a.getPerson('p1'))?.passwordHash).toBe('scrypt$rehashed');
    });

    it('named tokens are listed, touched and revoked by their owner only', async () => {
      const a = store.accounts;
      await a.createPerson(person('p1', 'a@x.org'), audit('person.created', 'a'));
      const token = { purpose: 'api' as const, personId: 'p1', expiresAt: moment('2027-01-01T00:00:00Z') };
      await a.createToken({ ...token, hash: 'old', createdAt: at, name: 'Laptop' });
      await a.createToken({
        ...token,
        hash: 'new',
        createdAt: moment('2026-03-02T12:00:00+01:00'),
        name: 'Script',
      });
      await a.touchToken('old', moment('2026-03-03T08:00:00+01:00'));
      expect((await a.tokensOf('p1', 'api')).map((t) => [t.name, t.lastUsedAt])).toEqual([
        ['Script', undefined],
        ['Laptop', '2026-03-03T08:00:00+01:00'],
      ]);
      expect(await a.revokeToken('p2', 'old', audit('api-token.revoked', 'x'))).toBe(false);
      expect(await a.revokeToken('p1', 'old', audit('api-token.revoked', 'a'))).toBe(true);
      expect(await a.revokeToken('p1', 'old', audit('api-token.revoked', 'a'))).toBe(false);
      expect((await a.tokensOf('p1', 'api')).map((t) => t.name)).toEqual(['Script']);
      expect((await a.auditLog('a')).filter((e) => e.action === 'api-token.revoked')).toHaveLength(1);
    });

    it('an invitation changes nothing until accepted; then membership and role, once', async () => {
      const a = store.accounts;
      await a.createClub({ id: 'c1', name: 'Club', createdAt: at }, audit('club.created', 'c1'));
      await a.createPerson(person('inviter', 'boss@x.org'), audit('person.created', 'boss'));
      await a.createPerson(person('p1', 'a@x.org'), audit('person.created', 'a'));
      await store.events.createCompetition({ ...sampleRecord('comp'), clubId: 'c1' });
      await a.setMembership({ clubId: 'c1', personId: 'p1', role: 'admin' }, audit('member.set', 'a'));
      const invitation = {
        id: 'i1',
        tokenHash: 'th1',
        clubId: 'c1',
        email: 'a@x.org',
        name: 'Typed Name',
        clubRole: 'member' as const,
        grant: { competitionId: 'comp', role: 'player' as const, participantId: 'a' },
        invitedBy: 'inviter',
        createdAt: at,
        expiresAt: moment('2026-03-15T12:00:00+01:00'),
        status: 'pending' as const,
      };
      await a.createInvitation(invitation, [], audit('invitation.sent', 'a'));
      expect(await a.findInvitation({ tokenHash: 'th1' })).toEqual(invitation);
      expect((await a.invitationsTo('A@x.org')).map((i) => i.id)).toEqual(['i1']);
      expect(await a.grantsOf('p1')).toEqual([]);
      const later = { ...audit('invitation.accepted', 'a'), at: moment('2026-03-16T12:00:00+01:00') };
      expect(await a.acceptInvitation('i1', 'p1', later)).toBe(false);
      const accepts = await Promise.all(
        [1, 2, 3].map(() => a.acceptInvitation('i1', 'p1', audit('invitation.accepted', 'a'))),
      );
      expect(accepts.filter(Boolean)).toHaveLength(1);
      expect(await a.membershipsOf('p1')).toEqual([{ clubId: 'c1', personId: 'p1', role: 'admin' }]);
      expect(await a.grantsOf('p1')).toEqual([
        { competitionId: 'comp', personId: 'p1', role: 'player', participantId: 'a' },
      ]);
      expect(await a.findInvitation({ id: 'i1' })).toMatchObject({ status: 'accepted', personId: 'p1' });
      expect(await a.invitationsTo('a@x.org')).toEqual([]);
      expect(await a.closeInvitation('i1', 'declined', audit('invitation.declined', 'a'))).toBe(false);
      expect((await a.auditLog('a')).filter((e) => e.action === 'invitation.accepted')).toHaveLength(1);
    });

    it('an invitation accepted with a new account creates it in the same transaction, unless the address is taken', async () => {
      const a = store.accounts;
      await a.createClub({ id: 'c1', name: 'Club', createdAt: at }, audit('club.created', 'c1'));
      await a.createPerson(person('inviter', 'boss@x.org'), audit('person.created', 'boss'));
      const base = {
        clubId: 'c1',
        name: 'New',
        clubRole: 'member' as const,
        invitedBy: 'inviter',
        createdAt: at,
        expiresAt: moment('2026-03-15T12:00:00+01:00'),
        status: 'pending' as const,
      };
      await a.createInvitation(
        { ...base, id: 'i1', tokenHash: 't1', email: 'new@x.org' },
        [],
        audit('invitation.sent', 'n'),
      );
      await a.createInvitation(
        { ...base, id: 'i2', tokenHash: 't2', email: 'boss@x.org' },
        [],
        audit('invitation.sent', 'n'),
      );
      expect(
        await a.acceptInvitation(
          'i1',
          'p-new',
          audit('invitation.accepted', 'n'),
          person('p-new', 'new@x.org'),
        ),
      ).toBe(true);
      expect(await a.membershipsOf('p-new')).toEqual([{ clubId: 'c1', personId: 'p-new', role: 'member' }]);
      await expect(
        a.acceptInvitation('i2', 'p-dup', audit('invitation.accepted', 'n'), person('p-dup', 'boss@x.org')),
      ).rejects.toBeInstanceOf(EmailTaken);
      expect(await a.getPerson('p-dup')).toBeUndefined();
      expect(await a.findInvitation({ id: 'i2' })).toMatchObject({ status: 'pending' });
      // A renewed invitation has a new link and expiry; the old link finds nothing (issue 25).
      const renewal = { tokenHash: 't2b', expiresAt: moment('2026-03-20T12:00:00+01:00') };
      expect(await a.renewInvitation('i2', renewal, [], audit('invitation.renewed', 'n'))).toBe(true);
      expect(await a.findInvitation({ tokenHash: 't2' })).toBeUndefined();
      expect(await a.findInvitation({ tokenHash: 't2b' })).toMatchObject({ id: 'i2', ...renewal });
      expect(await a.renewInvitation('i1', renewal, [], audit('invitation.renewed', 'n'))).toBe(false);
      expect(await a.closeInvitation('i2', 'withdrawn', audit('invitation.withdrawn', 'n'))).toBe(true);
      expect(await a.invitationsOf('c1')).toMatchObject([
        { id: 'i1', status: 'accepted' },
        { id: 'i2', status: 'withdrawn' },
      ]);
    });

    it('the first administrator is created once, with a live set-up link', async () => {
      const a = store.accounts;
      const admin = (id: string, email: string) => ({ ...person(id, email), serverAdmin: true });
      const until = moment('2026-03-02T12:00:00+01:00');
      await a.createSetupToken('s1', at, until);
      await a.createSetupToken('s2', at, until);
      await a.createSetupToken('old', at, at);
      expect(await a.hasServerAdmin()).toBe(false);
      expect(await a.completeSetup('old', admin('x', 'x@x.org'), audit('admin.created', 'x'))).toBe(
        'invalid',
      );
      expect(await a.completeSetup('nope', admin('x', 'x@x.org'), audit('admin.created', 'x'))).toBe(
        'invalid',
      );
      const outcomes = await Promise.all([
        a.completeSetup('s1', admin('a1', 'a1@x.org'), audit('admin.created', 'a1')),
        a.completeSetup('s2', admin('a2', 'a2@x.org'), audit('admin.created', 'a2')),
      ]);
      expect(outcomes.sort()).toEqual(['created', 'done-already']);
      expect((await a.listPersons()).filter((p) => p.serverAdmin)).toHaveLength(1);
      expect(await a.hasServerAdmin()).toBe(true);
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

    it('the origins that may frame a club’s views: none at first, then as set', async () => {
      const a = store.accounts;
      await a.createClub({ id: 'c1', name: 'Club', createdAt: at }, audit('club.created', 'c1'));
      expect(await a.embedOrigins('c1')).toEqual([]);
      const origins = ['https://club.example', 'http://localhost:8080'];
      await a.setEmbedOrigins('c1', origins, audit('club.embedding', 'c1'));
      expect(await a.embedOrigins('c1')).toEqual(origins);
      await a.setEmbedOrigins('c1', [], audit('club.embedding', 'c1'));
      expect(await a.embedOrigins('c1')).toEqual([]);
      expect((await a.auditLog('c1')).map((e) => e.action)).toContain('club.embedding');
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
