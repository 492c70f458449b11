/**
 * Change notifications across servers. Every append, new competition or change of publication
 * fires a NOTIFY on `arbiter_changes` when it commits (triggers, see migrations.ts), whoever wrote
 * it: a server, the CLI, `arbiter migrate`. Each server keeps one dedicated connection LISTENing
 * and passes the changes of its own schema on. When that connection drops the watcher hears
 * `following(false)`; the connection is re-established with a growing delay (up to 10 s) and the
 * watcher hears `following(true)` once it is listening again.
 */
import pg from 'pg';
import type { StoreWatcher } from '../store.js';
import { CHANGES_CHANNEL } from './migrations.js';

const MAX_RETRY_MS = 10_000;

/** A watcher of the store, and of the publications the account store remembers. */
export interface ChangeListener extends StoreWatcher {
  publicationChanged(competitionId: string): void;
}

type Change =
  | { readonly schema: string; readonly id: string; readonly lastSeq: number }
  | { readonly schema: string; readonly publication: string };

/** A trigger's payload; anything else someone sent on the channel is ignored. */
function parseChange(payload: string | undefined): Change | undefined {
  try {
    const c = JSON.parse(payload ?? '') as Record<string, unknown>;
    if (typeof c.schema !== 'string') return undefined;
    if (typeof c.id === 'string' && typeof c.lastSeq === 'number')
      return { schema: c.schema, id: c.id, lastSeq: c.lastSeq };
    if (typeof c.publication === 'string') return { schema: c.schema, publication: c.publication };
    return undefined;
  } catch {
    return undefined;
  }
}

export async function watchChanges(url: string, watcher: ChangeListener): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;

  const lost = (client: pg.Client) => {
    if (current !== client) return;
    current = undefined;
    client.end().catch(() => undefined);
    if (stopped) return;
    watcher.following(false);
    reconnect(500);
  };

  const connect = async (): Promise<void> => {
    const client = new pg.Client({
      connectionString: url,
      application_name: 'arbiter-listen',
      connectionTimeoutMillis: 10_000,
      keepAlive: true,
    });
    client.on('error', () => lost(client));
    client.on('end', () => lost(client));
    try {
      await client.connect();
      const { rows } = await client.query<{ schema: string }>('SELECT current_schema() AS schema');
      const schema = rows[0]?.schema;
      client.on('notification', (message) => {
        const change = parseChange(message.payload);
        if (!change || change.schema !== schema) return;
        if ('publication' in change) watcher.publicationChanged(change.publication);
        else watcher.changed(change.id, change.lastSeq);
      });
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (e) {
      await client.end().catch(() => undefined);
      throw e;
    }
    if (stopped) {
      await client.end();
      return;
    }
    current = client;
    watcher.following(true);
  };

  const reconnect = (delay: number) => {
    retry = setTimeout(() => {
      connect().catch(() => {
        if (!stopped) reconnect(Math.min(delay * 2, MAX_RETRY_MS));
      });
    }, delay);
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    await client?.end();
  };
}
