/**
 * The store's settings come from the environment at the edges only (store/open.ts); the adapters
 * take them as options.
 */
import { describe, expect, it } from 'vitest';
import { storeLocationFromEnv, storeOptionsFromEnv } from './open.js';
import { openPostgresPool } from './postgres/event-store.js';

describe('store settings from the environment', () => {
  it('ARBITER_PG_POOL_SIZE sets the connections per process; unset, the adapter keeps its 10', async () => {
    expect(storeOptionsFromEnv({})).toEqual({});
    expect(storeOptionsFromEnv({ ARBITER_PG_POOL_SIZE: '4' })).toEqual({ poolSize: 4 });
    const sized = openPostgresPool(
      'postgres://nobody@127.0.0.1:1/none',
      storeOptionsFromEnv({ ARBITER_PG_POOL_SIZE: '3' }),
    );
    const plain = openPostgresPool('postgres://nobody@127.0.0.1:1/none');
    expect([sized.options.max, plain.options.max]).toEqual([3, 10]);
    await Promise.all([sized.end(), plain.end()]);
  });

  it.each(['0', '-2', '2.5', 'many'])('ARBITER_PG_POOL_SIZE=%s is refused, naming the setting', (raw) => {
    expect(() => storeOptionsFromEnv({ ARBITER_PG_POOL_SIZE: raw })).toThrow(
      `ARBITER_PG_POOL_SIZE: "${raw}" is not a number of connections`,
    );
  });

  it('the location: DATABASE_URL, then ARBITER_DB, then data/arbiter.db', () => {
    expect(storeLocationFromEnv({ DATABASE_URL: 'postgres://a', ARBITER_DB: 'b.db' })).toBe('postgres://a');
    expect(storeLocationFromEnv({ ARBITER_DB: 'b.db' })).toBe('b.db');
    expect(storeLocationFromEnv({})).toBe('data/arbiter.db');
  });
});
