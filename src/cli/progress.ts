/**
 * Progress of long work on a terminal: one line on standard error, redrawn at most ten times a
 * second, shown only when standard error is a terminal, the output is not `--json`, and the work
 * has run for two seconds (short work stays quiet); cleared when the work ends.
 */

export interface Progress {
  /** What is being done now ("reading", "deciding round 3"), with a count when there is one. */
  report(what: string, done?: number, total?: number): void;
  /** Clears the line. */
  end(): void;
}

export interface ProgressOptions {
  readonly stream: { readonly isTTY?: boolean; write(text: string): unknown };
  /** The command prints JSON: no progress. */
  readonly json?: boolean;
  readonly now?: () => number;
  /** Milliseconds of quiet work before the line appears (default 2,000). */
  readonly after?: number;
}

const QUIET: Progress = { report: () => undefined, end: () => undefined };
const REDRAW_MS = 100;

export function progress(label: string, options: ProgressOptions): Progress {
  if (!options.stream.isTTY || options.json) return QUIET;
  const now = options.now ?? Date.now;
  const started = now();
  const after = options.after ?? 2000;
  let drawn = Number.NEGATIVE_INFINITY;
  let shown = false;
  return {
    report(what, done, total) {
      const t = now();
      if (t - started < after || t - drawn < REDRAW_MS) return;
      drawn = t;
      shown = true;
      const count =
        done === undefined
          ? ''
          : total === undefined || total === 0
            ? ` ${done}`
            : ` ${done}/${total} (${Math.floor((100 * done) / total)}%)`;
      options.stream.write(`\r\x1b[K${label}: ${what}${count}`);
    },
    end() {
      if (shown) options.stream.write('\r\x1b[K');
    },
  };
}
