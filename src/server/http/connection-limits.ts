/**
 * How long the node server waits for a client (docs/operations.md, "Slow clients"): for the
 * request's headers, for the whole request with its body, and for the next request on an idle
 * keep-alive connection. A client slower than that is cut off (408 when a request was under way),
 * so that slow senders cannot hold connections open. Settings are whole seconds from the
 * environment; a wrong one stops the start with a line naming it.
 */
import type { ServerOptions } from 'node:http';
import { StartupError } from '../../app/errors.js';

export interface ConnectionLimits {
  /** Seconds from the connection (or the previous answer) to the end of the request's headers. */
  readonly headersSeconds: number;
  /** Seconds for the whole request, headers and body. */
  readonly requestSeconds: number;
  /** Seconds an idle keep-alive connection is kept for the next request. */
  readonly idleSeconds: number;
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = {
  headersSeconds: 10,
  requestSeconds: 30,
  idleSeconds: 5,
};

const SETTINGS = {
  headersSeconds: 'ARBITER_HEADERS_TIMEOUT',
  requestSeconds: 'ARBITER_BODY_TIMEOUT',
  idleSeconds: 'ARBITER_IDLE_TIMEOUT',
} as const satisfies Record<keyof ConnectionLimits, string>;

function seconds(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  if (!/^[1-9]\d{0,4}$/.test(value.trim()))
    throw new StartupError(`${name}: "${value}" is not a number of seconds from 1 to 99999`);
  return Number(value);
}

/** The limits from the environment (defaults for those not set). */
export function connectionLimitsFromEnv(env: NodeJS.ProcessEnv): ConnectionLimits {
  const limits = Object.fromEntries(
    Object.entries(SETTINGS).map(([key, name]) => [
      key,
      seconds(name, env[name], DEFAULT_CONNECTION_LIMITS[key as keyof ConnectionLimits]),
    ]),
  ) as unknown as ConnectionLimits;
  // Node refuses a header timeout longer than the request's: say so in the settings' words.
  if (limits.headersSeconds > limits.requestSeconds)
    throw new StartupError(
      `${SETTINGS.headersSeconds} (${limits.headersSeconds} s) is longer than ${SETTINGS.requestSeconds} (${limits.requestSeconds} s), which includes the headers`,
    );
  return limits;
}

/**
 * The node server's options for `limits`. Node checks open requests against the timeouts every
 * `connectionsCheckingInterval` (30 s by default, which would let a slow client stay twice as
 * long as allowed): here at most a second, finer for limits of a few seconds.
 */
export function serverOptions(limits: ConnectionLimits): ServerOptions {
  const shortest = Math.min(limits.headersSeconds, limits.requestSeconds, limits.idleSeconds);
  return {
    headersTimeout: limits.headersSeconds * 1000,
    requestTimeout: limits.requestSeconds * 1000,
    keepAliveTimeout: limits.idleSeconds * 1000,
    connectionsCheckingInterval: Math.min(1000, shortest * 250),
  };
}
