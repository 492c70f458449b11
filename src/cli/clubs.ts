/**
 * Which club an imported competition goes to (`--club`), so that its directors — the club's
 * admins — see it in the web app: the club named by id or name; without `--club` the database's
 * only club, or a new club when there is none yet. An unknown club is "not found" (exit 5) and
 * names the clubs there are; with several clubs and no `--club` the command asks which (exit 2).
 */

import { systemClock } from '../app/clock.js';
import { COMPETITION_ID_PATTERN, type CompetitionDocument } from '../app/imports/document.js';
import type { Moment, Refusal, Result } from '../core/types.js';
import type { Club } from '../store/accounts.js';
import type { CompetitionRecord } from '../store/port.js';
import type { Store } from '../store/store.js';
import type { CliContext } from './context.js';
import { readUtf8 } from './files.js';
import type { Progress } from './progress.js';

/** The club a new database's imports go to. */
const IMPORT_CLUB = { id: 'imported', name: 'Imported competitions' } as const;

/** "the clubs are "DESC" (desc), "Schaakclub Zuid" (schaak)", by name. */
const listed = (clubs: readonly Club[]): string =>
  clubs.length === 0
    ? 'there are no clubs yet'
    : `the clubs are ${[...clubs]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((c) => `"${c.name}" (${c.id})`)
        .join(', ')}`;

export interface ClubChoice {
  readonly club: Club;
  /** To be created with the import (a database without clubs): see `createChosenClub`. */
  readonly created: boolean;
}

/** The club for an import; a new one is only chosen here, and created once the import succeeded. */
async function clubForImport(
  store: Store,
  wanted: string | undefined,
  context: CliContext,
  now: Moment,
): Promise<ClubChoice> {
  const clubs = await store.accounts.listClubs();
  if (wanted !== undefined) {
    const key = wanted.trim().toLowerCase();
    const club = clubs.find((c) => c.id === wanted) ?? clubs.find((c) => c.name.trim().toLowerCase() === key);
    if (!club)
      return context.fail('ERR_NO_SUCH_CLUB', `--club: there is no club "${wanted}"; ${listed(clubs)}`);
    return { club, created: false };
  }
  const [only, ...more] = clubs;
  if (only && more.length === 0) return { club: only, created: false };
  if (only) return context.usage(`name the club with --club: ${listed(clubs)}`);
  return { club: { ...IMPORT_CLUB, createdAt: now }, created: true };
}

/** Creates the chosen club if it is new: after the competition is stored, so a refused import leaves nothing. */
async function createChosenClub(store: Store, choice: ClubChoice): Promise<void> {
  if (!choice.created) return;
  const { club } = choice;
  await store.accounts.createClub(club, {
    at: club.createdAt,
    actor: 'cli',
    action: 'club.created',
    subject: club.id,
  });
}

/** "into the club "Demo club" (demo)", for the import's message. */
export const intoClub = ({ club, created }: ClubChoice): string =>
  `into the ${created ? 'new ' : ''}club "${club.name}" (${club.id})`;

/** An importer's `--id`, or exit 2 saying what an id is. */
export function checkedId(id: string, context: CliContext): string {
  if (!COMPETITION_ID_PATTERN.test(id))
    return context.usage(`--id: "${id}" is not an id (lower-case letters, digits and "-", at most 63)`);
  return id;
}

/**
 * A file imported as a new competition, as `arbiter import-trf` and the formats' importers do it:
 * read (the progress line says so), decided by `decide` at the moment of the import, and stored
 * as `storeDecided` does.
 */
export function importFile<T extends { readonly document: CompetitionDocument }>(
  context: CliContext,
  path: string,
  opts: { readonly db?: string; readonly club?: string; readonly json?: boolean },
  decide: (text: string, now: Moment, report: Progress['report']) => Result<T, Refusal>,
): Promise<{ imported: T; club: ClubChoice }> {
  const progress = context.progress(`Importing ${path}`, opts.json);
  const now = systemClock().now();
  progress.report('reading');
  return storeDecided(context, progress, decide(readUtf8(path, context), now, progress.report), {
    db: opts.db,
    club: opts.club,
    now,
  });
}

/**
 * A file's import as read and decided, stored as `storeImport` does: a refusal of the file clears
 * the progress line and exits 3 before any database is opened.
 */
async function storeDecided<T extends { readonly document: CompetitionDocument }>(
  context: CliContext,
  progress: Progress,
  decided: Result<T, Refusal>,
  where: { db: string | undefined; club: string | undefined; now: Moment },
): Promise<{ imported: T; club: ClubChoice }> {
  if (!decided.ok) {
    progress.end();
    return context.invalid(decided.error.code, decided.error.message);
  }
  const { club } = await storeImport(context, progress, { ...where, document: decided.value.document });
  return { imported: decided.value, club };
}

/**
 * Stores an imported competition document into the club it goes to (`--club`), all or nothing:
 * a refused one exits 3 and leaves nothing behind, a new club included.
 */
export function storeImport(
  context: CliContext,
  progress: Progress,
  imported: {
    document: CompetitionDocument;
    db: string | undefined;
    club: string | undefined;
    now: Moment;
    id?: string;
  },
): Promise<{ record: CompetitionRecord; club: ClubChoice }> {
  return context.withService(
    imported.db,
    async (service, store) => {
      const club = await clubForImport(store, imported.club, context, imported.now);
      progress.report('storing');
      const stored = await service.storeDocument(imported.document, club.club.id, imported.id);
      progress.end();
      if (!stored.ok) return context.invalid(stored.error.code, stored.error.message);
      await createChosenClub(store, club);
      return { record: stored.value, club };
    },
    { create: true },
  );
}
