/**
 * `arbiter import` and `arbiter export`: a competition document into the store, all or nothing,
 * into a club its directors see (clubs.ts); and out of it, byte-identical after a round trip.
 */
import { systemClock } from '../../app/clock.js';
import { checkedId, intoClub, storeImport } from '../clubs.js';
import type { CliContext } from '../context.js';
import { readDocumentFile, writeOutputFile } from '../files.js';

export async function importDocument(
  file: string,
  opts: { db?: string; id?: string; club?: string; json?: boolean },
  context: CliContext,
): Promise<void> {
  if (opts.id !== undefined) checkedId(opts.id, context);
  const progress = context.progress(`Importing ${file}`, opts.json);
  progress.report('reading');
  const doc = readDocumentFile(file, context);
  const { record, club } = await storeImport(context, progress, {
    document: doc,
    db: opts.db,
    club: opts.club,
    now: systemClock().now(),
    ...(opts.id ? { id: opts.id } : {}),
  });
  const { id } = record;
  // The log as stored: numbered from 1 without a gap (checked when it was stored).
  const events = doc.events.at(-1)?.seq ?? 0;
  console.log(
    opts.json
      ? JSON.stringify({ id, events, club: { id: club.club.id, name: club.club.name } })
      : `Imported ${id} (${events} events) ${intoClub(club)}.`,
  );
}

export async function exportDocument(
  id: string,
  opts: { db?: string; output?: string },
  context: CliContext,
): Promise<void> {
  await context.withService(opts.db, async (service) => {
    const doc = await service.exportDocument(id);
    if (doc === undefined) return context.fail('ERR_NO_SUCH_COMPETITION', `there is no competition "${id}"`);
    if (opts.output) writeOutputFile(opts.output, doc);
    else process.stdout.write(doc);
  });
}
