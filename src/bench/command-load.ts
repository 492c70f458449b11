/**
 * Commands through the JSON API under load (autocannon), each request a command of its own, and
 * the failed requests of a run: what the load benches (load.ts, many-clubs.ts) share.
 */
import autocannon, { type Result } from 'autocannon';

export interface CommandLoad {
  /** The server's base URL. */
  readonly url: string;
  /** An API token of a director of every competition written to. */
  readonly token: string;
  readonly connections: number;
  readonly seconds: number;
  /** The next request's competition and command. */
  readonly next: () => { readonly competition: string; readonly command: object };
}

/** POSTs `next()`'s commands to `/api/competitions/:id/commands` for `seconds`. */
export function postCommands(load: CommandLoad): Promise<Result> {
  return autocannon({
    url: load.url,
    connections: load.connections,
    duration: load.seconds,
    requests: [
      {
        method: 'POST',
        headers: { authorization: `Bearer ${load.token}`, 'content-type': 'application/json' },
        setupRequest: (request) => {
          const { competition, command } = load.next();
          return {
            ...request,
            path: `/api/competitions/${competition}/commands`,
            body: JSON.stringify({ command }),
          };
        },
      },
    ],
  });
}

/** Failed requests: answers other than 2xx, errors and timeouts. */
export const failures = (
  results: readonly { readonly non2xx: number; readonly errors: number; readonly timeouts: number }[],
) => results.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0);
