/**
 * A lean HTTP/1.1 load client for the read benches: keep-alive connections, each sending one GET
 * at a time and the next as soon as the answer is complete. An answer is framed by its
 * `Content-Length` and its body counted, never decoded or kept: autocannon appends every body to
 * a string (UTF-8 decoding and a garbage collector's work per byte), which on the two cores it
 * shares with the server cost the page about twice what it cost `/health` and showed in the
 * latencies as the client's own pauses. This client costs the same per answer whatever its size,
 * so the page and `/health` are measured alike.
 */
import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

/** What one run measured (the part of autocannon's result the benches read, in the same units). */
export interface LoadResult {
  readonly requests: { readonly total: number };
  /** Latencies in milliseconds. */
  readonly latency: { readonly p50: number; readonly p99: number };
  readonly non2xx: number;
  readonly errors: number;
  readonly timeouts: number;
  /** Seconds. */
  readonly duration: number;
}

export interface LoadOptions {
  readonly url: string;
  readonly connections: number;
  /** Seconds. */
  readonly duration: number;
  readonly headers?: Readonly<Record<string, string>>;
}

/** An answer that takes longer than this counts as a timeout (autocannon's default). */
const TIMEOUT_MS = 10_000;

const HEADER_END = Buffer.from('\r\n\r\n');

/** The bytes a connection reads at once (a 40 KB page in one read). */
const READ_BUFFER = 64 * 1024;

/**
 * Splits the bytes of a connection into answers: reads each one's status line and
 * `Content-Length` and skips that many body bytes. An answer without a length (chunked or closed
 * by the server) cannot be framed: `push` throws, and the connection is counted as an error.
 */
export class AnswerFramer {
  private head: Buffer = Buffer.alloc(0);
  private bodyLeft = 0;
  private status = 0;

  /** The statuses of the answers the bytes so far complete. */
  push(chunk: Buffer): number[] {
    const done: number[] = [];
    let at = 0;
    while (at < chunk.length) {
      if (this.bodyLeft > 0) {
        const take = Math.min(this.bodyLeft, chunk.length - at);
        this.bodyLeft -= take;
        at += take;
        if (this.bodyLeft === 0) done.push(this.status);
        continue;
      }
      const head =
        this.head.length === 0 ? chunk.subarray(at) : Buffer.concat([this.head, chunk.subarray(at)]);
      const end = head.indexOf(HEADER_END);
      if (end < 0) {
        this.head = Buffer.from(head);
        return done;
      }
      at += end + HEADER_END.length - this.head.length;
      this.head = Buffer.alloc(0);
      const length = this.readHead(head.toString('latin1', 0, end));
      if (length === 0) done.push(this.status);
      this.bodyLeft = length;
    }
    return done;
  }

  /** The status of a head and the length of the body after it. */
  private readHead(head: string): number {
    this.status = Number(head.slice(9, 12));
    if (this.status === 204 || this.status === 304) return 0;
    const length = /\r\ncontent-length:[ \t]*(\d+)/i.exec(head)?.[1];
    if (length === undefined) throw new Error(`an answer without Content-Length (${head.split('\r\n')[0]})`);
    return Number(length);
  }
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted.length === 0
    ? 0
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

/** Loads `url` with `connections` keep-alive connections for `duration` seconds. */
export function load(options: LoadOptions): Promise<LoadResult> {
  const url = new URL(options.url);
  const headers = { host: url.host, ...options.headers };
  const request = Buffer.from(
    `GET ${url.pathname}${url.search} HTTP/1.1\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`,
    'latin1',
  );
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  let running = true;
  const sockets = new Set<Socket>();

  const open = () => {
    if (!running) return;
    const framer = new AnswerFramer();
    // Each connection reads into one buffer of its own, not a new one per read.
    const buffer = Buffer.allocUnsafe(READ_BUFFER);
    const socket = connect({
      host: url.hostname,
      port: Number(url.port) || 80,
      noDelay: true,
      onread: {
        buffer,
        callback: (size) => {
          received(buffer.subarray(0, size));
          return true;
        },
      },
    });
    sockets.add(socket);
    let sentAt = 0;
    const send = () => {
      sentAt = performance.now();
      socket.write(request);
    };
    const fail = (timedOut: boolean) => {
      if (!sockets.delete(socket)) return;
      if (running) {
        if (timedOut) timeouts++;
        else errors++;
      }
      socket.destroy();
      open();
    };
    socket.setTimeout(TIMEOUT_MS, () => fail(true));
    socket.on('connect', send);
    socket.on('error', () => fail(false));
    socket.on('close', () => fail(false));
    const received = (chunk: Buffer) => {
      let statuses: number[];
      try {
        statuses = framer.push(chunk);
      } catch {
        fail(false);
        return;
      }
      for (const status of statuses) {
        if (!running) return;
        latencies.push(performance.now() - sentAt);
        if (status < 200 || status > 299) non2xx++;
        send();
      }
    };
  };

  const start = performance.now();
  for (let i = 0; i < options.connections; i++) open();
  return new Promise((resolve) => {
    setTimeout(() => {
      running = false;
      const duration = (performance.now() - start) / 1000;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
      const sorted = Float64Array.from(latencies).sort();
      resolve({
        requests: { total: latencies.length },
        latency: { p50: percentile(sorted, 50), p99: percentile(sorted, 99) },
        non2xx,
        errors,
        timeouts,
        duration,
      });
    }, options.duration * 1000);
  });
}

export interface PacedOptions {
  readonly url: string;
  /** The most requests under way at once (each on a keep-alive connection of its own). */
  readonly connections: number;
  /** Seconds. */
  readonly duration: number;
  /** Requests a second, sent evenly spaced. */
  readonly rate: number;
  /** The path of the next request. */
  readonly path: () => string;
}

/**
 * Loads `url` at a steady `rate`: request i falls due at start + i ÷ rate and goes out on an idle
 * connection (or, when all are busy, on the first to become idle), and its latency counts from
 * when it fell due, so a server that falls behind shows in the figures instead of slowing the
 * client down with it. autocannon's `overallRate` sends each connection's share of a second in a
 * burst at the second's start and corrects the figures for it as if requests were due every
 * millisecond, which multiplies every slow answer in the percentiles. Requests still unanswered
 * at the end count in the percentiles with the time they waited until then.
 */
export function loadAtRate(
  options: PacedOptions,
): Promise<LoadResult & { readonly requests: { readonly average: number } }> {
  return new PacedLoad(options).run();
}

/** One keep-alive connection of a paced load; `dueAt` is when its request under way fell due. */
interface PacedConnection {
  readonly socket: Socket;
  busy: boolean;
  dueAt: number;
}

class PacedLoad {
  private readonly url: URL;
  private readonly latencies: number[] = [];
  private non2xx = 0;
  private errors = 0;
  private timeouts = 0;
  private running = true;
  private readonly idle: PacedConnection[] = [];
  private readonly all = new Set<PacedConnection>();
  /** Due moments of requests no connection has taken yet, from `waitingFrom` on. */
  private waiting: number[] = [];
  private waitingFrom = 0;

  constructor(private readonly options: PacedOptions) {
    this.url = new URL(options.url);
  }

  run(): Promise<LoadResult & { readonly requests: { readonly average: number } }> {
    for (let i = 0; i < this.options.connections; i++) this.open();
    const start = performance.now();
    const interval = 1000 / this.options.rate;
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const pace = () => {
      if (!this.running) return;
      const now = performance.now();
      while (start + sent * interval <= now) this.waiting.push(start + sent++ * interval);
      this.dispatch();
      timer = setTimeout(pace, Math.max(0, start + sent * interval - performance.now()));
    };
    pace();
    return new Promise((resolve) => {
      setTimeout(() => {
        clearTimeout(timer);
        resolve(this.finish(start));
      }, this.options.duration * 1000);
    });
  }

  /** Sends the requests that fell due on the idle connections. */
  private dispatch(): void {
    const { host } = this.url;
    while (this.waitingFrom < this.waiting.length && this.idle.length > 0) {
      const connection = this.idle.pop() as PacedConnection;
      connection.busy = true;
      connection.dueAt = this.waiting[this.waitingFrom++] as number;
      connection.socket.write(`GET ${this.options.path()} HTTP/1.1\r\nhost: ${host}\r\n\r\n`, 'latin1');
    }
    if (this.waitingFrom > 1024 && this.waitingFrom === this.waiting.length) {
      this.waiting = [];
      this.waitingFrom = 0;
    }
  }

  private open(): void {
    if (!this.running) return;
    const framer = new AnswerFramer();
    const buffer = Buffer.allocUnsafe(READ_BUFFER);
    const socket = connect({
      host: this.url.hostname,
      port: Number(this.url.port) || 80,
      noDelay: true,
      onread: {
        buffer,
        callback: (size) => {
          this.received(connection, framer, buffer.subarray(0, size));
          return true;
        },
      },
    });
    const connection: PacedConnection = { socket, busy: false, dueAt: 0 };
    this.all.add(connection);
    socket.setTimeout(TIMEOUT_MS, () => this.fail(connection, true));
    socket.on('connect', () => {
      this.idle.push(connection);
      this.dispatch();
    });
    socket.on('error', () => this.fail(connection, false));
    socket.on('close', () => this.fail(connection, false));
  }

  private received(connection: PacedConnection, framer: AnswerFramer, chunk: Buffer): void {
    let statuses: number[];
    try {
      statuses = framer.push(chunk);
    } catch {
      this.fail(connection, false);
      return;
    }
    for (const status of statuses) {
      if (!this.running) return;
      this.latencies.push(performance.now() - connection.dueAt);
      if (status < 200 || status > 299) this.non2xx++;
      connection.busy = false;
      this.idle.push(connection);
    }
    this.dispatch();
  }

  private fail(connection: PacedConnection, timedOut: boolean): void {
    if (!this.all.delete(connection)) return;
    const at = this.idle.indexOf(connection);
    if (at >= 0) this.idle.splice(at, 1);
    if (this.running) {
      if (timedOut) this.timeouts++;
      else this.errors++;
    }
    connection.socket.destroy();
    this.open();
  }

  private finish(start: number): LoadResult & { readonly requests: { readonly average: number } } {
    this.running = false;
    const end = performance.now();
    const answered = this.latencies.length;
    // Requests still unanswered count with the time they have waited so far (at least that late).
    for (const connection of this.all) if (connection.busy) this.latencies.push(end - connection.dueAt);
    for (let i = this.waitingFrom; i < this.waiting.length; i++)
      this.latencies.push(end - (this.waiting[i] as number));
    for (const { socket } of this.all) socket.destroy();
    this.all.clear();
    const sorted = Float64Array.from(this.latencies).sort();
    const duration = (end - start) / 1000;
    return {
      requests: { total: answered, average: answered / duration },
      latency: { p50: percentile(sorted, 50), p99: percentile(sorted, 99) },
      non2xx: this.non2xx,
      errors: this.errors,
      timeouts: this.timeouts,
      duration,
    };
  }
}
