/**
 * Live updates: `GET /api/competitions/:id/live` is a stream of server-sent events, one
 * `change` event `{ "lastSeq": n }` when the stream opens and one whenever the competition's log
 * grows — on this server or, with PostgreSQL, on any other server on the same database. Open pages
 * use it to refresh themselves (assets.ts); they work without it. One client address holds at most
 * `liveStreamsPerClient` streams open at once (each costs a connection and a subscription).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import type { ChangeFeed } from '../../app/competitions/changes.js';
import { visibleCompetition } from '../accounts/access.js';
import { clientAddress } from '../http/client.js';
import type { AppEnv, Services } from '../http/context.js';
import { refusalResponse } from '../kit/refusal.js';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEPALIVE_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

/** Open streams per client address, unless the settings say otherwise. */
export const DEFAULT_STREAMS_PER_CLIENT = 20;

export function liveRoutes(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const cap = services.settings.liveStreamsPerClient ?? DEFAULT_STREAMS_PER_CLIENT;
  /** Open streams by client address: each holds a connection and a subscription. */
  const open = new Map<string, number>();
  app.get('/api/competitions/:id/live', async (c) => {
    const id = c.req.param('id');
    const visible = await visibleCompetition(services, c, id);
    if (!visible || !services.changes) {
      return refusalResponse(c, {
        code: 'ERR_NO_SUCH_COMPETITION',
        message: `there is no competition "${id}"`,
      });
    }
    const client = clientAddress(c, services.settings.trustedProxies);
    const count = open.get(client) ?? 0;
    if (count >= cap) {
      c.header('Retry-After', String(RETRY_MS / 1000));
      return refusalResponse(c, {
        code: 'ERR_RATE_LIMITED',
        message: `too many open live streams from your address (at most ${cap}); close some pages`,
      });
    }
    open.set(client, count + 1);
    const closed = () => {
      const left = (open.get(client) ?? 1) - 1;
      if (left > 0) open.set(client, left);
      else open.delete(client);
    };
    return stream(c, services.changes, id, visible.loaded.head.lastSeq, closed, services.stopping);
  });
  return app;
}

function stream(
  c: Context<AppEnv>,
  feed: ChangeFeed,
  id: string,
  lastSeq: number,
  closed: () => void,
  stopping?: AbortSignal,
) {
  return streamSSE(c, async (sse: SSEStreamingApi) => {
    let sent = -1;
    let writing = Promise.resolve();
    const send = (seq: number) => {
      if (seq <= sent) return;
      sent = seq;
      writing = writing.then(() =>
        sse.writeSSE({ event: 'change', data: JSON.stringify({ lastSeq: seq }), retry: RETRY_MS }),
      );
    };
    send(lastSeq);
    await new Promise<void>((resolve) => {
      const unsubscribe = feed.subscribe((changed, seq) => {
        if (changed === id) send(seq);
      });
      const keepalive = setInterval(() => {
        writing = writing.then(() => sse.write(': keepalive\n\n')).then(() => undefined);
      }, KEEPALIVE_MS);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        unsubscribe();
        clearInterval(keepalive);
        closed();
        resolve();
      };
      sse.onAbort(end);
      if (stopping?.aborted) end();
      else stopping?.addEventListener('abort', end, { once: true });
    });
    await writing;
  });
}
