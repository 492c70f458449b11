/**
 * `arbiter publish <competition…|--club id> --out <dir>`: the static site of published
 * competitions (server/publication/publish.ts, docs/publication.md), rendering only the competitions that
 * changed since the last run (`--force`: all of them) and writing only the files that changed.
 */
import { systemClock } from '../../app/clock.js';
import { isValidZone } from '../../core/moment.js';
import { publishSite } from '../../server/publication/publish.js';
import type { CliContext } from '../context.js';

export async function publish(
  competitions: readonly string[],
  opts: { db?: string; club?: string; out: string; force?: boolean; json?: boolean; siteUrl?: string },
  context: CliContext,
): Promise<void> {
  if (competitions.length === 0 && opts.club === undefined)
    return context.usage('name the competitions to publish, or a club with --club <club>');
  const zone = context.settings.timeZone;
  if (zone !== undefined && !isValidZone(zone))
    return context.usage(
      `ARBITER_TIME_ZONE: unknown time zone "${zone}" (an IANA name such as Europe/Amsterdam)`,
    );
  const progress = context.progress(`Publishing to ${opts.out}`, opts.json);
  await context.withStore(opts.db, async (store) => {
    const published = await publishSite(
      store,
      systemClock(),
      { competitions, ...(opts.club === undefined ? {} : { club: opts.club }) },
      opts.out,
      {
        progress,
        force: opts.force === true,
        ...(opts.siteUrl ? { siteUrl: opts.siteUrl } : {}),
        ...(zone ? { settings: { timeZone: zone } } : {}),
      },
    );
    progress.end();
    if (!published.ok) return context.fail(published.error.code, published.error.message);
    const { rendered, written, unchanged, removed } = published.value;
    if (opts.json) {
      console.log(JSON.stringify(published.value));
      return;
    }
    console.log(
      `Published ${published.value.competitions.length} competitions to ${opts.out}: ${rendered.length} rendered, ${written.length} files written, ${unchanged} unchanged, ${removed.length} removed.`,
    );
    for (const file of written) console.log(`  written  ${file}`);
    for (const file of removed) console.log(`  removed  ${file}`);
  });
}
