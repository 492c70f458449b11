/**
 * `arbiter command`: one command as the director, decided at `--at` (default now); prints what
 * was recorded with names instead of ids, and what a late entry changed.
 */
import { withNames } from '../../app/competitions/present.js';
import type { CliContext } from '../context.js';
import { momentOption } from '../moments.js';

export async function command(
  id: string,
  json: string,
  opts: { db?: string; at?: string; json?: boolean },
  context: CliContext,
): Promise<void> {
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch (e) {
    return context.fail('ERR_MALFORMED_JSON', `the command is not JSON (${(e as Error).message})`);
  }
  const at = momentOption('--at', opts.at);
  await context.withService(opts.db, async (service) => {
    const done = await service.execute(id, raw, { actor: { kind: 'cli' }, ...(at ? { at } : {}) });
    if (!done.ok) return context.fail(done.error.code, done.error.message);
    if (opts.json) {
      console.log(JSON.stringify(done.value));
      return;
    }
    const roster = (await service.load(id))?.head.state.roster;
    for (const e of done.value.events) {
      console.log(`#${e.seq} ${e.type} at ${e.at}`);
      const details = JSON.stringify(e.payload);
      console.log(`  ${roster ? withNames(details, roster, 'director') : details}`);
      if (e.reason) console.log(`  reason: ${e.reason}`);
    }
    for (const i of done.value.impact)
      console.log(
        `  changed: #${i.seq} ${i.type}: ${i.before.status} → ${i.after.status} ${i.after.message ?? ''}`,
      );
  });
}
