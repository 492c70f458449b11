/**
 * `arbiter migrate`: moving house between stores (app/imports/move.ts). The source must exist (exit 5
 * naming it otherwise); the target is created when it is a new SQLite file.
 */
import { systemClock } from '../../app/clock.js';
import { moveHouse } from '../../app/imports/move.js';
import type { CliContext } from '../context.js';

export async function migrate(
  opts: { from: string; to: string; json?: boolean },
  context: CliContext,
): Promise<void> {
  if (opts.from === opts.to) return context.usage('--from and --to name the same store');
  await context.withStore(opts.from, (from) =>
    context.withStore(
      opts.to,
      async (to) => {
        const moved = await moveHouse(
          from,
          to,
          systemClock(),
          opts.json ? undefined : (line) => console.log(line),
        );
        if (!moved.ok) return context.fail(moved.error.code, moved.error.message);
        const r = moved.value;
        const events = r.copied.reduce((n, c) => n + c.events, 0);
        console.log(
          opts.json
            ? JSON.stringify(r)
            : `Copied ${r.copied.length} competitions (${events} events), ${r.present.length} already there; ` +
                `${r.clubs} clubs, ${r.persons} people, ${r.memberships} memberships, ${r.grants} roles; ` +
                `${r.mail.inbound_mails ?? 0} received mails, ${r.mail.outbox ?? 0} sent or queued mails.`,
        );
      },
      { create: true },
    ),
  );
}
