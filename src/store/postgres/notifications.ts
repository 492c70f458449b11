/**
 * Change notifications across servers. Every append or new competition fires a NOTIFY on
 * `arbiter_changes` when it commits (a trigger, see migrations.ts), whoever wrote it: a server, the
 * CLI, `arbiter migrate`. Each server keeps one dedicated connection LISTENing and passes the
 * changes of its own schema to a `StoreWatcher`. When that connection drops the watcher hears
 * `following(false)`; the connection is re-established with a growing delay (up to 10 s) and the
 * watcher hears `following(true)` once it is listening again.
 */
import pg from 'pg';
import type { StoreWatcher } from '../store.js';
import { CHANGES_CHANNEL } from './migrations.js';

const MAX_RETRY_MS = 10_000;

interface Change {
  readonly schema: string;
  readonly id: string;
  readonly lastSeq: number;
}

/** The trigger's payload; anything else someone sent on the channel is ignored. */
function parseChange(payload: string | undefined): Change | undefined {
  try {
    const change = JSON.parse(payload ?? '') as Partial<Change>;
    return typeof change.schema === 'string' &&
      typeof change.id === 'string' &&
      typeof change.lastSeq === 'number'
      ? (change as Change)
      : undefined;
  } catch {
    return undefined;
  }
}

export async function watchChanges(url: string, watcher: StoreWatcher): Promise<() => Promise<void>> {
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
        if (change && change.schema === schema) watcher.changed(change.id, change.lastSeq);
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
