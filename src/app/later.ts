/**
 * Work done after the response: what a request must not wait for or be timed by (looking up the
 * account behind a reset request, making its link and mail). Tasks start after the current turn
 * of the event loop, one at a time; a failure is reported, never thrown at the request.
 */

export interface Later {
  /** Runs `task` after the response. */
  run(task: () => Promise<void>): void;
  /** Resolves once every task handed in so far has finished. */
  idle(): Promise<void>;
}

export function afterResponse(onError: (error: unknown) => void): Later {
  let queue: Promise<void> = Promise.resolve();
  return {
    run(task) {
      queue = queue
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(task)
        .catch(onError);
    },
    async idle() {
      for (let seen = queue; ; seen = queue) {
        await seen;
        if (seen === queue) return;
      }
    },
  };
}
