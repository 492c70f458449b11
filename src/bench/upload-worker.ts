/**
 * A client that posts 50 MB bodies to a server's `/login` over and over (each announced by
 * `Content-Length` and really sent), in a worker thread of the accounts bench so that it does not
 * share an event loop with the load client that measures. Stops when told; answers how many
 * were refused with 413.
 */
import http from 'node:http';
import { parentPort, workerData } from 'node:worker_threads';

const { url, bytes } = workerData as { url: string; bytes: number };
const chunk = Buffer.alloc(1024 * 1024, 'a');
let stopped = false;
parentPort?.once('message', () => {
  stopped = true;
});

function upload(): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(`${url}/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(bytes) },
    });
    req.on('response', (res) => {
      res.resume();
      req.destroy();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', () => resolve(0));
    const send = (left: number) => {
      let rest = left;
      while (rest > 0 && !req.destroyed) {
        rest -= chunk.length;
        if (!req.write(chunk)) {
          req.once('drain', () => send(rest));
          return;
        }
      }
      req.end();
    };
    send(bytes);
  });
}

let refused = 0;
while (!stopped) if ((await upload()) === 413) refused += 1;
parentPort?.postMessage(refused);
