import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { AnswerFramer, load, loadAtRate } from './load-client.js';

const answer = (status: number, body: string, extra = '') =>
  `HTTP/1.1 ${status} X\r\nContent-Type: text/plain\r\n${extra}Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;

const STREAM = [
  answer(200, 'hello, world'),
  answer(304, '').replace('Content-Length: 0\r\n', ''),
  answer(404, ''),
  answer(200, `${'é'.repeat(300)}\r\n\r\n`, 'content-length-x: 7\r\n'),
].join('');

describe('AnswerFramer', () => {
  it('frames answers by Content-Length however the bytes are split', () => {
    const bytes = Buffer.from(STREAM);
    for (let cut = 0; cut <= bytes.length; cut++) {
      const framer = new AnswerFramer();
      const statuses = [...framer.push(bytes.subarray(0, cut)), ...framer.push(bytes.subarray(cut))];
      expect(statuses, `cut at ${cut}`).toEqual([200, 304, 404, 200]);
    }
  });

  it('frames answers arriving a byte at a time', () => {
    const framer = new AnswerFramer();
    const bytes = Buffer.from(STREAM);
    const statuses = [...bytes].flatMap((b) => framer.push(Buffer.from([b])));
    expect(statuses).toEqual([200, 304, 404, 200]);
  });

  it('refuses an answer it cannot frame (chunked)', () => {
    const framer = new AnswerFramer();
    expect(() =>
      framer.push(
        Buffer.from('HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n'),
      ),
    ).toThrow(/without Content-Length/);
  });
});

describe('load', () => {
  it('counts answers, non-2xx answers and the headers it sends', async () => {
    const seen = new Set<string>();
    const server = createServer((req, res) => {
      seen.add(String(req.headers.cookie));
      const body = req.url === '/missing' ? 'no' : 'x'.repeat(40_000);
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-length': body.length });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const ok = await load({
        url: `http://127.0.0.1:${port}/`,
        connections: 3,
        duration: 0.3,
        headers: { cookie: 'a=1' },
      });
      expect(ok.requests.total).toBeGreaterThan(0);
      expect([ok.non2xx, ok.errors, ok.timeouts]).toEqual([0, 0, 0]);
      expect(ok.latency.p99).toBeGreaterThanOrEqual(ok.latency.p50);
      expect([...seen]).toEqual(['a=1']);
      const missing = await load({ url: `http://127.0.0.1:${port}/missing`, connections: 2, duration: 0.2 });
      expect(missing.non2xx).toBe(missing.requests.total);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('loadAtRate', () => {
  it('asks the paths it is given, never more than the rate allows, and counts non-2xx answers', async () => {
    const asked: string[] = [];
    const server = createServer((req, res) => {
      asked.push(String(req.url));
      const body = 'x'.repeat(req.url === '/missing' ? 2 : 40_000);
      res.writeHead(req.url === '/missing' ? 404 : 200, { 'content-length': body.length });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      let n = 0;
      const paced = await loadAtRate({
        url: `http://127.0.0.1:${port}`,
        connections: 4,
        duration: 0.5,
        rate: 100,
        path: () => (n++ % 2 === 0 ? '/page' : '/missing'),
      });
      // Due at 0, 10, 20 … 490 ms: at most 50 requests in half a second.
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.length).toBeLessThanOrEqual(51);
      expect(paced.requests.total).toBeLessThanOrEqual(asked.length);
      expect(new Set(asked)).toEqual(new Set(['/page', '/missing']));
      expect([paced.errors, paced.timeouts]).toEqual([0, 0]);
      const missing = await loadAtRate({
        url: `http://127.0.0.1:${port}`,
        connections: 2,
        duration: 0.2,
        rate: 100,
        path: () => '/missing',
      });
      expect(missing.requests.total).toBeGreaterThan(0);
      expect(missing.non2xx).toBe(missing.requests.total);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
