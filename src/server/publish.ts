/**
 * Publishing the static site into a folder (`arbiter publish`, docs/publication.md): the selected
 * published competitions rendered by the web app as the public sees them (static-site.tsx), and
 * only the files whose content changed written — so running it from cron after every change is
 * cheap. The folder keeps a list of the files the site wrote (`.arbiter-site`); a file of the last
 * run that the site no longer has (a competition withdrawn from publication) is removed, and
 * nothing else in the folder is touched.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import pino from 'pino';
import { AccountService } from '../app/accounts.js';
import type { Clock } from '../app/clock.js';
import { CompetitionService } from '../app/competitions.js';
import { err, ok, type Refusal, type Result, refusal } from '../core/types.js';
import type { CompetitionRecord } from '../store/port.js';
import type { Store } from '../store/store.js';
import { createApp } from './app.js';
import type { Settings } from './context.js';
import { renderSite, type SiteCompetition, type SiteFile, type SiteProgress } from './static-site.js';

export const MANIFEST = '.arbiter-site';

export interface PublishSelection {
  /** Competitions by id; each must exist and be published. */
  readonly competitions?: readonly string[];
  /** Every published competition of this club (by id or name). */
  readonly club?: string;
}

export interface PublishReport {
  readonly competitions: readonly string[];
  /** Files written because they are new or their content changed. */
  readonly written: readonly string[];
  readonly unchanged: number;
  /** Files of the last run the site no longer has. */
  readonly removed: readonly string[];
  /** The app's addresses of the competitions' pages on the site (path and query). */
  readonly pages: readonly string[];
}

/** The web app over a store, for rendering public pages without a server. */
export function siteApp(
  store: Store,
  competitions: CompetitionService,
  clock: Clock,
  settings: Partial<Settings> = {},
) {
  return createApp({
    competitions,
    accounts: new AccountService({ store: store.accounts, clock, baseUrl: 'http://site.invalid/' }),
    clock,
    logger: pino({ level: 'silent' }),
    settings: { demo: false, secureCookies: false, ...settings },
  });
}

/** The published competitions the selection names, or why not (unknown id or club, unpublished). */
export async function selectCompetitions(
  store: Store,
  service: CompetitionService,
  selection: PublishSelection,
): Promise<Result<SiteCompetition[], Refusal>> {
  const all = await store.events.listCompetitions();
  const clubs = await store.accounts.listClubs();
  const clubName = new Map(clubs.map((c) => [c.id, c.name]));
  let records = all;
  if (selection.club !== undefined) {
    const club = clubs.find((c) => c.id === selection.club) ?? clubs.find((c) => c.name === selection.club);
    if (!club) return err(refusal('ERR_NOT_FOUND', `no club "${selection.club}"`, { path: '--club' }));
    records = records.filter((r) => r.clubId === club.id);
  }
  if (selection.competitions && selection.competitions.length > 0) {
    const picked: CompetitionRecord[] = [];
    for (const id of selection.competitions) {
      const record = all.find((r) => r.id === id);
      if (!record) return err(refusal('ERR_NO_SUCH_COMPETITION', `no competition "${id}"`, { path: id }));
      if (!(await store.accounts.isPublished(id)))
        return err(
          refusal(
            'ERR_NOT_PUBLISHED',
            `competition "${id}" is not published; only published ones go on the site`,
            {
              path: id,
            },
          ),
        );
      picked.push(record);
    }
    records = records.filter((r) => picked.includes(r));
  }
  const out: SiteCompetition[] = [];
  for (const record of records) {
    if (!(await store.accounts.isPublished(record.id))) continue;
    const loaded = await service.load(record.id);
    if (!loaded) continue;
    out.push({
      record,
      published: true,
      participants: loaded.head.state.roster.size,
      events: loaded.events.length,
      clubName: clubName.get(record.clubId) ?? record.clubId,
    });
  }
  return ok(out);
}

/** Writes the files whose content differs from what the folder holds; removes the last run's leftovers. */
export async function writeSite(dir: string, files: readonly SiteFile[]) {
  const written: string[] = [];
  let unchanged = 0;
  await mkdir(dir, { recursive: true });
  for (const file of files) {
    const path = join(dir, file.path);
    const old = await readFile(path, 'utf8').catch(() => undefined);
    if (old === file.content) {
      unchanged++;
      continue;
    }
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, file.content);
    written.push(file.path);
  }
  const now = new Set(files.map((f) => f.path));
  const before = (await readFile(join(dir, MANIFEST), 'utf8').catch(() => ''))
    .split('\n')
    .filter((line) => line !== '' && !line.includes('..') && !line.startsWith('/'));
  const removed = before.filter((path) => !now.has(path));
  for (const path of removed) await rm(join(dir, path), { force: true });
  const manifest = `${[...now].sort().join('\n')}\n`;
  if ((await readFile(join(dir, MANIFEST), 'utf8').catch(() => undefined)) !== manifest)
    await writeFile(join(dir, MANIFEST), manifest);
  return { written, unchanged, removed };
}

/** Renders the selection's site and writes what changed into `dir`. */
export async function publishSite(
  store: Store,
  clock: Clock,
  selection: PublishSelection,
  dir: string,
  options: { settings?: Partial<Settings>; progress?: SiteProgress } = {},
): Promise<Result<PublishReport, Refusal>> {
  const service = new CompetitionService(store.events, clock);
  const selected = await selectCompetitions(store, service, selection);
  if (!selected.ok) return selected;
  const app = siteApp(store, service, clock, options.settings);
  const files = await renderSite(app, selected.value, options.progress);
  const result = await writeSite(dir, files);
  return ok({
    competitions: selected.value.map((c) => c.record.id),
    ...result,
    pages: files.flatMap((f) => (f.source ? [f.source] : [])),
  });
}
