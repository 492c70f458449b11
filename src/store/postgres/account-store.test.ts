/**
 * The PostgreSQL account store on the real server: the shared contract, and publication
 * remembered across servers through the change notifications.
 */
import { describe, expect, it, vi } from 'vitest';
import { moment } from '../../core/moment.js';
import { accountStoreContract } from '../../test-support/account-store-contract.js';
import { sampleRecord } from '../../test-support/event-store-contract.js';
import { describePostgres, temporarySchemas } from '../../test-support/postgres.js';
import { openPostgresStore } from './index.js';

const schemas = temporarySchemas();
const audit = { at: moment('2026-03-01T12:00:00+01:00'), actor: 'test', action: 'x', subject: 'x' };

describePostgres('PostgreSQL account store', () => {
  accountStoreContract('postgres', async () => openPostgresStore(await schemas.create()));

  describe('publication remembered across servers', () => {
    it("a server that remembers publication hears another server's change", async () => {
      const url = await schemas.create();
      const [a, b] = [await openPostgresStore(url), await openPostgresStore(url)];
      try {
        await a.events.createCompetition(sampleRecord('comp'));
        const following = new Promise<void>((resolve) =>
          a.watch?.({ changed: () => undefined, following: (live) => live && resolve() }),
        );
        await following;
        expect(await a.accounts.isPublished('comp')).toBe(false);
        await b.accounts.setPublished('comp', true, audit);
        const deadline = Date.now() + 1000;
        while (!(await a.accounts.isPublished('comp')) && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect(await a.accounts.isPublished('comp')).toBe(true);
        await a.accounts.setPublished('comp', false, audit);
        expect(await a.accounts.isPublished('comp')).toBe(false);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });

    it('the cold start reads the publication with the record: the page asks no second query', async () => {
      const url = await schemas.create();
      const [a, b] = [await openPostgresStore(url), await openPostgresStore(url)];
      try {
        await b.events.createCompetition(sampleRecord('comp'));
        await b.accounts.setPublished('comp', true, audit);
        const following = new Promise<void>((resolve) =>
          a.watch?.({ changed: () => undefined, following: (live) => live && resolve() }),
        );
        await following;
        expect((await a.events.readColdStart?.('comp'))?.record.id).toBe('comp');
        const queries = vi.spyOn((a.events as unknown as { pool: { query: () => unknown } }).pool, 'query');
        expect(await a.accounts.isPublished('comp')).toBe(true);
        expect(queries).not.toHaveBeenCalled();
        queries.mockRestore();
        // A change heard later is read again, as before.
        await b.accounts.setPublished('comp', false, audit);
        const deadline = Date.now() + 1000;
        while ((await a.accounts.isPublished('comp')) && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 20));
        expect(await a.accounts.isPublished('comp')).toBe(false);
      } finally {
        await Promise.all([a.close(), b.close()]);
      }
    });
  });
});
