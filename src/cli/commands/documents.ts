/**
 * `arbiter import` and `arbiter export`: a competition document into the store, all or nothing,
 * into a club its directors see (clubs.ts); and out of it, byte-identical after a round trip.
 */
import { writeFileSync } from 'node:fs';
import { COMPETITION_ID_PATTERN } from '../../app/document.js';
import { clubForImport, createChosenClub, intoClub } from '../clubs.js';
import type { CliContext } from '../context.js';
import { readDocumentFile } from '../files.js';

export async function importDocument(
  file: string,
  opts: { db?: string; id?: string; club?: string; json?: boolean },
  context: CliContext,
): Promise<void> {
  if (opts.id !== undefined && !COMPETITION_ID_PATTERN.test(opts.id))
    return context.usage(`--id: "${opts.id}" is not an id (lower-case letters, digits and "-", at most 63)`);
  const progress = context.progress(`Importing ${file}`, opts.json);
  progress.report('reading');
  const doc = readDocumentFile(file, context);
  await context.withService(
    opts.db,
    async (service, store) => {
      const club = await clubForImport(store, opts.club, context, service.clock.now());
      progress.report('storing');
      const imported = await service.storeDocument(doc, club.club.id, opts.id);
      progress.end();
      if (!imported.ok) return context.invalid(imported.error.code, imported.error.message);
      await createChosenClub(store, club);
      const { id } = imported.value;
      const events = await store.events.lastSeq(id);
      console.log(
        opts.json
          ? JSON.stringify({ id, events, club: { id: club.club.id, name: club.club.name } })
          : `Imported ${id} (${events} events) ${intoClub(club)}.`,
      );
    },
    { create: true },
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
    if (opts.output) writeFileSync(opts.output, doc);
    else process.stdout.write(doc);
  });
}
