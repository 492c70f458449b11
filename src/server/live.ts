/**
 * Live updates: `GET /api/competitions/:id/live` is a stream of server-sent events, one
 * `change` event `{ "lastSeq": n }` when the stream opens and one whenever the competition's log
 * grows — on this server or, with PostgreSQL, on any other server on the same database. Open pages
 * use it to refresh themselves (assets.ts); they work without it.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { type SSEStreamingApi, streamSSE } from 'hono/streaming';
import type { ChangeFeed } from '../app/changes.js';
import { visibleCompetition } from './access.js';
import { refusalResponse } from './api.js';
import type { AppEnv, Services } from './context.js';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const KEEPALIVE_MS = 25_000;
/** How long a browser waits before reconnecting a dropped stream. */
const RETRY_MS = 3_000;

export function liveRoutes(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/api/competitions/:id/live', async (c) => {
    const id = c.req.param('id');
    const visible = await visibleCompetition(services, c, id);
    if (!visible || !services.changes) {
      return refusalResponse(c, {
        code: 'ERR_NO_SUCH_COMPETITION',
        message: `there is no competition "${id}"`,
      });
    }
    return stream(c, services.changes, id, visible.loaded.head.lastSeq, services.stopping);
  });
  return app;
}

function stream(c: Context<AppEnv>, feed: ChangeFeed, id: string, lastSeq: number, stopping?: AbortSignal) {
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
      const end = () => {
        unsubscribe();
        clearInterval(keepalive);
        resolve();
      };
      sse.onAbort(end);
      if (stopping?.aborted) end();
      else stopping?.addEventListener('abort', end, { once: true });
    });
    await writing;
  });
}
