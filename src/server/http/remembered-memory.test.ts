/**
 * What a remembered page keeps counts in the fold cache's bound (server/http/rendered.ts `held`,
 * app/competitions/competitions.ts `hold`, issue #29): its bytes and those of each compressed
 * copy, once, in the entry of the competition whose fold it was rendered from.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { demos as roundRobinDemos } from '../../formats/round-robin/demo.js';
import { testApp } from '../../test-support/server.js';

const demo = roundRobinDemos()[0];
if (!demo) throw new Error('no round-robin demo');
const { app, competitions, close } = await testApp([demo]);
afterAll(close);
const director = { kind: 'director' as const, personId: 'd' };
const path = `/c/${demo.id}/history`;
const cached = () => competitions.cacheStats().bytes;
const bodyBytes = async (encoding: string) =>
  (await (await app.request(path, { headers: { 'accept-encoding': encoding } })).arrayBuffer()).byteLength;

describe('remembered pages in the fold cache', () => {
  it('counts a page and each coding of it once, and a new fold starts without them', async () => {
    await competitions.load(demo.id);
    const fold = cached();
    const plain = await bodyBytes('identity');
    expect(cached()).toBe(fold + plain);
    expect(await bodyBytes('identity')).toBe(plain);
    expect(cached()).toBe(fold + plain);
    // hono's request does not decode: the body is the compressed copy kept with the page.
    const br = await bodyBytes('br');
    expect(br).toBeLessThan(plain);
    expect(cached()).toBe(fold + plain + br);
    await bodyBytes('br');
    expect(cached()).toBe(fold + plain + br);

    const first = demo.participants[0];
    if (!first) throw new Error('no participant');
    await competitions.execute(
      demo.id,
      { type: 'UpdateParticipant', participant: { ...first, name: 'Renamed' } },
      { actor: director },
    );
    await competitions.load(demo.id);
    const next = cached();
    await bodyBytes('identity');
    expect(cached()).toBeGreaterThan(next);
  });
});
