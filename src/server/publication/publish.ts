/**
 * Publishing the static site into a folder (`arbiter publish`, docs/publication.md): the selected
 * published competitions rendered by the web app as the public sees them (static-site.tsx), and
 * only the files whose content changed written — so running it from cron after every change is
 * cheap. The folder keeps a manifest (`.arbiter-site`): the files the site wrote, and for each
 * competition a fingerprint of everything its pages are made from (the code, its record and last
 * event, its state as of now, which pairings are still withheld, its club and the competitions
 * beside it). A competition whose fingerprint is unchanged is not rendered again and its files are
 * kept; a file of the last run that the site no longer has (a competition withdrawn from
 * publication) is removed, and nothing else in the folder is touched.
 */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DateTime } from 'luxon';
import pino from 'pino';
import { anonymous } from '../../app/accounts/access.js';
import { AccountService } from '../../app/accounts/accounts.js';
import type { Clock } from '../../app/clock.js';
import { competitionsOfClub, inStoreOrder } from '../../app/competitions/club-competitions.js';
import { CompetitionService, type Loaded } from '../../app/competitions/competitions.js';
import { publishedRounds } from '../../app/competitions/present.js';
import { DEFAULT_ZONE } from '../../app/moment-text.js';
import { err, type Moment, ok, type Refusal, type Result, refusal } from '../../core/types.js';
import type { CompetitionRecord } from '../../store/port.js';
import type { Store } from '../../store/store.js';
import { createApp } from '../app.js';
import { FORMAT_UIS } from '../formats/registry.js';
import type { Settings } from '../http/context.js';
import { competitionZone } from '../kit/ui.js';
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
  /** The competitions whose pages were rendered (the others had not changed since the last run). */
  readonly rendered: readonly string[];
  /** Files written because they are new or their content changed. */
  readonly written: readonly string[];
  readonly unchanged: number;
  /** Files of the last run the site no longer has. */
  readonly removed: readonly string[];
  /** The app's addresses of the rendered competitions' pages and downloads (path and query). */
  readonly pages: readonly string[];
}

/** The accounts' use cases over a store, for a site rendered without a server (no mail leaves it). */
export const siteAccounts = (store: Store, clock: Clock) =>
  new AccountService({ store: store.accounts, clock, baseUrl: 'http://site.invalid/' });

/** The web app over a store, for rendering public pages without a server. */
export function siteApp(
  accounts: AccountService,
  competitions: CompetitionService,
  clock: Clock,
  settings: Partial<Settings> = {},
) {
  return createApp({
    competitions,
    accounts,
    clock,
    logger: pino({ level: 'silent' }),
    settings: { demo: false, secureCookies: false, ...settings },
  });
}

interface SelectedCompetition extends SiteCompetition {
  readonly loaded: Loaded;
}

/**
 * The published competitions the selection names, or why not (unknown id or club, unpublished).
 * Whether a competition is published is the accounts' use case (`AccountService.visibility`, as
 * the public sees it), the one place every page asks.
 */
async function selectCompetitions(
  store: Store,
  service: CompetitionService,
  accounts: AccountService,
  selection: PublishSelection,
): Promise<Result<SelectedCompetition[], Refusal>> {
  const published = async (record: CompetitionRecord) =>
    (await accounts.visibility(anonymous, record)).published;
  const clubs = await store.accounts.listClubs();
  const clubName = new Map(clubs.map((c) => [c.id, c.name]));
  // One club's competitions, or those named, are read by club and by id: only the whole site lists all.
  let records: CompetitionRecord[] | undefined;
  if (selection.club !== undefined) {
    const club = clubs.find((c) => c.id === selection.club) ?? clubs.find((c) => c.name === selection.club);
    if (!club) return err(refusal('ERR_NOT_FOUND', `no club "${selection.club}"`, { path: '--club' }));
    records = await competitionsOfClub(store.events, club.id);
  }
  if (selection.competitions && selection.competitions.length > 0) {
    const picked: CompetitionRecord[] = [];
    for (const id of selection.competitions) {
      const record = await store.events.getCompetition(id);
      if (!record) return err(refusal('ERR_NO_SUCH_COMPETITION', `no competition "${id}"`, { path: id }));
      if (!(await published(record)))
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
    const ids = new Set(picked.map((r) => r.id));
    records = records ? records.filter((r) => ids.has(r.id)) : picked.sort(inStoreOrder);
  }
  records ??= await store.events.listCompetitions();
  const out: SelectedCompetition[] = [];
  for (const record of records) {
    if (!(await published(record))) continue;
    const loaded = await service.load(record.id);
    if (!loaded) continue;
    out.push({
      loaded,
      record,
      published: true,
      participants: loaded.head.state.roster.size,
      events: loaded.head.lastSeq,
      clubName: clubName.get(record.clubId) ?? record.clubId,
    });
  }
  return ok(out);
}

/** What the folder's manifest records: every file of the site, and each competition's fingerprint and files. */
interface SiteManifest {
  readonly files: readonly string[];
  readonly competitions: Readonly<
    Record<string, { readonly fingerprint: string; readonly files: readonly string[] }>
  >;
}

const safePath = (path: string) => path !== '' && !path.includes('..') && !path.startsWith('/');

/** The folder's manifest; one of a version that listed only the files (one a line) has no fingerprints. */
async function readManifest(dir: string): Promise<SiteManifest> {
  const text = await readFile(join(dir, MANIFEST), 'utf8').catch(() => '');
  try {
    const parsed = JSON.parse(text) as Partial<SiteManifest>;
    if (Array.isArray(parsed.files))
      return { files: parsed.files.filter(safePath), competitions: parsed.competitions ?? {} };
  } catch {
    // A manifest of one file a line.
  }
  return { files: text.split('\n').filter(safePath), competitions: {} };
}

const sha256 = (text: string | Uint8Array) => createHash('sha256').update(text).digest('hex');

/** JSON of any state: maps and sets as their entries, big integers as text. */
const stateJson = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) =>
    v instanceof Map
      ? { map: [...v] }
      : v instanceof Set
        ? { set: [...v] }
        : typeof v === 'bigint'
          ? `${v}n`
          : v,
  );

let codeDigest: Promise<string> | undefined;

/** A digest of the program's own code (its source or build folder, without tests): a new version renders anew. */
function codeFingerprint(): Promise<string> {
  codeDigest ??= (async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const hash = createHash('sha256');
    const walk = async (dir: string): Promise<void> => {
      const entries = (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
        a.name.localeCompare(b.name),
      );
      for (const entry of entries) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) await walk(path);
        else if (/\.(js|ts|tsx|json|css)$/.test(entry.name) && !/\.test\./.test(entry.name))
          hash.update(entry.name).update(await readFile(path));
      }
    };
    await walk(root);
    return hash.digest('hex');
  })();
  return codeDigest;
}

/**
 * Everything a competition's public pages are made from, as one digest: the code, the settings,
 * its club and the competitions beside it on the site (links between them), its record and last
 * event, and what time changes without an event — its state as of now (deadlines that passed),
 * its due list as of now (overdue challenges, results that became final, TX-11 answers), the
 * rounds whose pairings are still withheld (KZ-12) and today's date in its zone (pages show
 * moments of today, and of another year, differently): so every page is rendered again at least
 * once a day.
 */
async function fingerprintOf(
  competition: SelectedCompetition,
  siblings: readonly string[],
  now: Moment,
  settings: Partial<Settings>,
  service: CompetitionService,
): Promise<string> {
  const { loaded } = competition;
  const state = await service.stateAt(loaded, now);
  const rounds = loaded.format.views.rounds(state);
  const withheld = publishedRounds(rounds, now, 'public')
    .filter((r, i) => r.pairings.length !== rounds[i]?.pairings.length)
    .map((r) => r.id);
  const due = loaded.format.views
    .due(state, now)
    .map((item) => (item.due === now ? { ...item, due: 'now' } : item));
  const zone = competitionZone(
    FORMAT_UIS.get(loaded.record.format),
    state,
    settings.timeZone ?? DEFAULT_ZONE,
  );
  return sha256(
    JSON.stringify([
      await codeFingerprint(),
      settings,
      competition.clubName,
      siblings,
      loaded.record,
      loaded.head.lastSeq,
      sha256(stateJson(state)),
      withheld,
      due,
      DateTime.fromISO(now, { zone }).toISODate(),
    ]),
  );
}

const isFile = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

/**
 * Writes the files whose content differs from what the folder holds, keeps `kept` (files of
 * competitions not rendered again, counted as unchanged), removes the last run's leftovers and
 * writes the manifest.
 */
async function writeSite(
  dir: string,
  files: readonly SiteFile[],
  kept: readonly string[] = [],
  competitions: SiteManifest['competitions'] = {},
) {
  const written: string[] = [];
  let unchanged = kept.length;
  await mkdir(dir, { recursive: true });
  for (const file of files) {
    const path = join(dir, file.path);
    const content = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
    const old = await readFile(path).catch(() => undefined);
    if (old?.equals(content)) {
      unchanged++;
      continue;
    }
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, content);
    written.push(file.path);
  }
  const now = new Set([...files.map((f) => f.path), ...kept]);
  const before = await readManifest(dir);
  const removed = before.files.filter((path) => !now.has(path));
  for (const path of removed) await rm(join(dir, path), { force: true });
  const manifest = `${JSON.stringify({ files: [...now].sort(), competitions }, null, 1)}\n`;
  if ((await readFile(join(dir, MANIFEST), 'utf8').catch(() => undefined)) !== manifest)
    await writeFile(join(dir, MANIFEST), manifest);
  return { written, unchanged, removed };
}

/**
 * Renders the selection's site and writes what changed into `dir`; a competition whose fingerprint
 * equals the manifest's (and whose files are all there) is not rendered again unless `force`.
 */
export async function publishSite(
  store: Store,
  clock: Clock,
  selection: PublishSelection,
  dir: string,
  options: {
    settings?: Partial<Settings>;
    progress?: SiteProgress;
    force?: boolean;
    /** The site's public address (`https://club.example/results/`), for links in its calendars. */
    siteUrl?: string;
  } = {},
): Promise<Result<PublishReport, Refusal>> {
  const service = new CompetitionService(store.events, clock);
  const accounts = siteAccounts(store, clock);
  const selected = await selectCompetitions(store, service, accounts, selection);
  if (!selected.ok) return selected;
  const before = await readManifest(dir);
  const now = clock.now();
  const siblings = selected.value.map((c) => c.record.id).sort();
  const fingerprints = new Map<string, string>();
  const skip = new Set<string>();
  for (const c of selected.value) {
    const fingerprint = await fingerprintOf(c, siblings, now, options.settings ?? {}, service);
    fingerprints.set(c.record.id, fingerprint);
    const last = before.competitions[c.record.id];
    if (options.force || last?.fingerprint !== fingerprint) continue;
    const present = await Promise.all(last.files.map((f) => safePath(f) && isFile(join(dir, f))));
    if (present.every(Boolean)) skip.add(c.record.id);
  }
  // The calendars link the published pages (never this process's address); without the site's
  // address they have no link.
  const clubOfId = new Map(selected.value.map((c) => [c.record.id, c.record.clubId]));
  const { siteUrl } = options;
  const pageUrl = (id: string, lang: string) =>
    siteUrl && clubOfId.has(id)
      ? new URL(
          `${clubOfId.get(id)}/${lang}/${id}/index.html`,
          siteUrl.endsWith('/') ? siteUrl : `${siteUrl}/`,
        ).href
      : undefined;
  const app = siteApp(accounts, service, clock, { ...options.settings, pageUrl });
  const files = await renderSite(app, selected.value, options.progress, skip);
  const competitions: Record<string, { fingerprint: string; files: readonly string[] }> = {};
  const kept: string[] = [];
  for (const [id, fingerprint] of fingerprints) {
    const last = before.competitions[id];
    if (skip.has(id) && last) kept.push(...last.files);
    const own = skip.has(id)
      ? (last?.files ?? [])
      : files.filter((f) => f.competition === id).map((f) => f.path);
    competitions[id] = { fingerprint, files: own };
  }
  const result = await writeSite(dir, files, kept, competitions);
  return ok({
    competitions: selected.value.map((c) => c.record.id),
    rendered: selected.value.map((c) => c.record.id).filter((id) => !skip.has(id)),
    ...result,
    pages: files.flatMap((f) => (f.source ? [f.source] : [])),
  });
}
