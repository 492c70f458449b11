/**
 * Remembered pages go out compressed as the client accepts (issue #29): the same page in brotli,
 * gzip or plain, each coding with its own entity tag (a 304 answers the one the client holds),
 * `Vary: Accept-Encoding` on all of them, and a new event gives a new page in every coding.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { demos as roundRobinDemos } from '../../formats/round-robin/demo.js';
import { testApp } from '../../test-support/server.js';
import { isWhole } from './context.js';
import { acceptedCoding } from './rendered.js';

const demo = roundRobinDemos()[0];
const { app, competitions, close } = await testApp([demo]);
afterAll(close);
const path = `/c/${demo.id}`;
const get = (headers: Record<string, string> = {}) => app.request(path, { headers });
const body = async (res: Response) => Buffer.from(await res.arrayBuffer());

describe('compressed pages', () => {
  it('reads Accept-Encoding: brotli first, then gzip; q=0 refuses a coding, * stands for the rest', () => {
    expect(acceptedCoding(undefined)).toBeUndefined();
    expect(acceptedCoding('')).toBeUndefined();
    expect(acceptedCoding('identity')).toBeUndefined();
    expect(acceptedCoding('gzip, deflate, br, zstd')).toBe('br');
    expect(acceptedCoding('gzip')).toBe('gzip');
    expect(acceptedCoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(acceptedCoding('BR;Q=0.1')).toBe('br');
    expect(acceptedCoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(acceptedCoding('*')).toBe('br');
    expect(acceptedCoding('*;q=0, gzip')).toBe('gzip');
  });

  it('sends the same page in each coding, each with its own entity tag', async () => {
    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    const html = await body(plain);
    expect(html.toString()).toContain('<!DOCTYPE html>');
    const br = await get({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers.get('content-encoding')).toBe('br');
    const brBytes = await body(br);
    expect(brBytes.byteLength).toBeLessThan(html.byteLength / 3);
    expect(brotliDecompressSync(brBytes).equals(html)).toBe(true);
    const gz = await get({ 'accept-encoding': 'gzip' });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(await body(gz)).equals(html)).toBe(true);
    const tags = [plain, br, gz].map((r) => r.headers.get('etag'));
    expect(new Set(tags).size).toBe(3);
    for (const res of [plain, br, gz]) expect(res.headers.get('vary')).toMatch(/Accept-Encoding/);
  });

  it('answers 304 for the coding the client holds, and the page when it asks for another', async () => {
    const br = await get({ 'accept-encoding': 'br' });
    const tag = br.headers.get('etag') ?? '';
    const again = await get({ 'accept-encoding': 'br', 'if-none-match': tag });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(tag);
    const other = await get({ 'accept-encoding': 'gzip', 'if-none-match': tag });
    expect(other.status).toBe(200);
    expect(other.headers.get('content-encoding')).toBe('gzip');
  });

  it('goes out whole to a returning visitor, with every header the middleware gives a first visit', async () => {
    const first = await get({ 'accept-encoding': 'br' });
    expect(first.headers.get('set-cookie')).toMatch(/arbiter_csrf=/);
    const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const again = await get({ 'accept-encoding': 'br', cookie });
    expect(isWhole(first)).toBe(false);
    expect(isWhole(again)).toBe(true);
    const headers = (res: Response) => [...res.headers].filter(([name]) => name !== 'set-cookie');
    expect(headers(again)).toEqual(headers(first));
    expect(Buffer.compare(await body(again), await body(first))).toBe(0);
    const tag = first.headers.get('etag') ?? '';
    const slow304 = await get({ 'accept-encoding': 'br', 'if-none-match': tag });
    const whole304 = await get({ 'accept-encoding': 'br', 'if-none-match': tag, cookie });
    expect([slow304.status, whole304.status]).toEqual([304, 304]);
    expect(isWhole(whole304)).toBe(true);
    expect(headers(whole304)).toEqual(headers(slow304));
  });

  it('a new event gives a new page in every coding', async () => {
    const before = await get({ 'accept-encoding': 'br' });
    const old = brotliDecompressSync(await body(before)).toString();
    const first = demo.participants[0];
    if (!first) throw new Error('no participant');
    const done = await competitions.execute(
      demo.id,
      { type: 'UpdateParticipant', participant: { ...first, name: 'Renamed Compressed' } },
      { actor: { kind: 'director', personId: 'd' } },
    );
    expect(done.ok).toBe(true);
    const after = await get({ 'accept-encoding': 'br', 'if-none-match': before.headers.get('etag') ?? '' });
    expect(after.status).toBe(200);
    const fresh = brotliDecompressSync(await body(after)).toString();
    expect(old).not.toContain('Renamed Compressed');
    expect(fresh).toContain('Renamed Compressed');
    expect(gunzipSync(await body(await get({ 'accept-encoding': 'gzip' }))).toString()).toBe(fresh);
  });
});
