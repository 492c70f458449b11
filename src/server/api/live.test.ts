/**
 * Live updates in-process (SQLite): the stream of changes, the live marker on pages, the script.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../app/competitions/demo.js';
import { demos as roundRobinDemos } from '../../formats/round-robin/demo.js';
import { jsonOf, testApp } from '../../test-support/server.js';
import { APP_JS } from '../http/assets.js';

const demo = roundRobinDemos()[0];
const { app, accounts, store, competitions, close } = await testApp([demo]);
afterAll(close);

/** Reads server-sent `change` events from a response until `count` have arrived. */
function changesOf(res: Response) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next(): Promise<number> {
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(message)?.[1];
          if (/^event: change$/m.test(message) && data) return JSON.parse(data).lastSeq;
          continue;
        }
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        buffer += value;
      }
    },
    cancel: () => reader.cancel(),
  };
}

describe('live updates', () => {
  it('streams the last sequence number, then every write to the competition', async () => {
    const before = (await competitions.load(demo.id))!.head.lastSeq;
    const res = await app.request(`/api/competitions/${demo.id}/live`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const stream = changesOf(res);
    expect(await stream.next()).toBe(before);

    const director = await store.accounts.findPersonByEmail(DEMO_ACCOUNTS.director.email);
    const token = await accounts.createApiToken(director!);
    const rounds = await jsonOf(app.request(`/api/competitions/${demo.id}/rounds`));
    const open = rounds.rounds
      .flatMap((r: { pairings: { first: string; second: string | null; result?: string }[] }, i: number) =>
        r.pairings.map((p) => ({ ...p, round: i + 1 })),
      )
      .find((p: { second: string | null; result?: string }) => p.second !== null && !p.result);
    const posted = await app.request(`/api/competitions/${demo.id}/commands`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        command: {
          type: 'RecordResult',
          round: open.round,
          white: open.first,
          black: open.second,
          result: '1-0',
        },
      }),
    });
    expect(posted.status).toBe(201);
    expect(await stream.next()).toBe(before + 1);
    await stream.cancel();
  });

  it('answers 404 for a competition the viewer may not see', async () => {
    expect((await app.request('/api/competitions/nope/live')).status).toBe(404);
  });

  it('current pages carry the live marker; pages of the past and forms do not', async () => {
    const seq = (await competitions.load(demo.id))!.head.lastSeq;
    const page = await (await app.request(`/c/${demo.id}`)).text();
    expect(page).toContain(`data-live="/api/competitions/${demo.id}/live" data-seq="${seq}"`);
    const past = await (await app.request(`/c/${demo.id}?asOf=2026-09-02T00:00:00%2B02:00`)).text();
    expect(past).not.toContain('data-live');
  });

  it('the page script is valid JavaScript and follows the stream', () => {
    expect(() => new Function(APP_JS)).not.toThrow();
    expect(APP_JS).toContain('new EventSource(live.dataset.live)');
  });
});
