/**
 * The static site (`arbiter publish`): the public pages of published competitions as plain HTML
 * files with relative links, in every language, rendered by the web app itself — each page is
 * asked of the app in-process as a signed-out visitor would ask it, so the site shows exactly what
 * the public sees (published competitions, aliases instead of real names, HL-10), and its links
 * are then made relative. What the public cannot do without a server is left out: forms (the
 * "as of" picker, sign-in), the live updates, links to pages outside the site (they become text).
 *
 * Layout of the site:
 *   index.html                         the clubs, each in every language
 *   assets/app.css, assets/app.js
 *   <club>/<lang>/index.html           the club's published competitions
 *   <club>/<lang>/<id>/index.html      standings (or the format's main view)
 *   <club>/<lang>/<id>/rounds.html     rounds and pairings; history.html; t-<tab>.html for a
 *                                      format's tab; a query as `.<key>-<value>` (t-player.p-p3.html)
 *   <club>/<lang>/<id>/standings.csv   the public downloads the pages link (standings.excel.csv with
 *                                      the byte-order mark), and calendar.ics, the competition's feed
 */
import { posix } from 'node:path';
import type { Hono } from 'hono';
import { raw } from 'hono/html';
import { LANGS, type Lang } from '../../core/types.js';
import type { CompetitionRecord } from '../../store/port.js';
import { APP_CSS, APP_JS } from '../http/assets.js';
import { type AppEnv, translator } from '../http/context.js';
import { CompetitionList, type CompetitionSummary } from '../pages/competitions.js';
import { Layout } from '../pages/layout.js';

/** A file of the site: its path below the site's folder and its content. */
export interface SiteFile {
  readonly path: string;
  /** A page's text, or a download's bytes as the app answered them (a CSV's byte-order mark kept). */
  readonly content: string | Uint8Array;
  /** The app's address the page was rendered from (path and query), for a competition's page. */
  readonly source?: string;
  /** The competition whose page or download it is. */
  readonly competition?: string;
}

export interface SiteCompetition extends CompetitionSummary {
  readonly clubName: string;
}

export interface SiteProgress {
  report(what: string, done?: number, total?: number): void;
}

const LANG_NAMES: Record<Lang, string> = { en: 'English', de: 'Deutsch', nl: 'Nederlands' };

/** Most pages a competition may have in one language (player cards, rounds …): a guard, not a limit met. */
const MAX_PAGES = 5000;

const ASSETS: Record<string, string> = { '/assets/app.css': APP_CSS, '/assets/app.js': APP_JS };

const COMPETITION_PATH = /^\/c\/([^/]+)(?:\/(rounds|history)|\/t\/([^/]+))?\/?$/;
/** A competition's download (`/c/<id>/download/<file>`) or calendar feed, as the pages link them. */
const FILE_PATH = /^(?:\/c\/([^/]+)\/download\/([^/]+)|\/api\/competitions\/([^/]+)\/(calendar\.ics))$/;
const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/** The query of a page as part of a file name: sorted, without the language, values made safe. */
function querySuffix(params: URLSearchParams): string | undefined {
  const parts: string[] = [];
  for (const [key, value] of [...params].sort(([a], [b]) => a.localeCompare(b))) {
    if (key === 'lang') continue;
    if (key === 'asOf') return undefined;
    const safe = (s: string) => s.replace(/[^A-Za-z0-9_-]/g, (ch) => `~${ch.codePointAt(0)?.toString(16)}`);
    parts.push(`.${safe(key)}-${safe(value)}`);
  }
  return parts.join('');
}

/**
 * Where a link of the app lands in the site, for a page of `club`: the file's path, or undefined
 * for what the site does not have (forms, sign-in, the due list, competitions not published in it).
 */
export function siteFileOf(
  url: URL,
  club: string,
  lang: Lang,
  clubOf: (competition: string) => string | undefined,
): string | undefined {
  if (url.pathname in ASSETS) return url.pathname.slice(1);
  const file = FILE_PATH.exec(url.pathname);
  if (file) return downloadFileOf(url, file, lang, clubOf);
  const query = querySuffix(url.searchParams);
  if (query === undefined) return undefined;
  const l = (LANGS as readonly string[]).includes(url.searchParams.get('lang') ?? '')
    ? (url.searchParams.get('lang') as Lang)
    : lang;
  if (url.pathname === '/') return query ? undefined : `${club}/${l}/index.html`;
  const m = COMPETITION_PATH.exec(url.pathname);
  if (!m) return undefined;
  const id = decodeURIComponent(m[1] as string);
  const owner = clubOf(id);
  if (owner === undefined || !SAFE_NAME.test(id)) return undefined;
  const page = m[2] ?? (m[3] ? `t-${m[3].replace(/[^A-Za-z0-9_-]/g, '_')}` : 'index');
  return `${owner}/${l}/${id}/${page}${query}.html`;
}

/**
 * Where a download or the calendar lands: beside the competition's pages in the page's language
 * (headings and titles are translated); the byte-order-mark variant of a CSV as `<name>.excel.csv`.
 * A download of the past (`asOf`) or with any other query is not on the site.
 */
function downloadFileOf(
  url: URL,
  [, downloadOf, download, calendarOf, calendar]: RegExpExecArray,
  lang: Lang,
  clubOf: (competition: string) => string | undefined,
): string | undefined {
  const id = decodeURIComponent((downloadOf ?? calendarOf) as string);
  const name = decodeURIComponent((download ?? calendar) as string);
  const owner = clubOf(id);
  if (owner === undefined || !SAFE_NAME.test(id) || !SAFE_NAME.test(name)) return undefined;
  const keys = [...url.searchParams.keys()].filter((k) => k !== 'lang');
  const bom = url.searchParams.get('bom') === '1' && name.endsWith('.csv');
  if (keys.some((k) => k !== 'bom') || (keys.includes('bom') && !bom)) return undefined;
  return `${owner}/${lang}/${id}/${bom ? name.replace(/\.csv$/, '.excel.csv') : name}`;
}

const unescapeAttr = (s: string) =>
  s.replace(/&(amp|quot|#39|lt|gt);/g, (_, e: string) =>
    e === 'amp' ? '&' : e === 'quot' ? '"' : e === '#39' ? "'" : e === 'lt' ? '<' : '>',
  );
const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

const LINK = /\b(href|src|action)="([^"]*)"/g;

/** The same-site links of a page (as URLs), without fragments. */
function linksOf(html: string, base: URL): URL[] {
  const out: URL[] = [];
  for (const m of html.matchAll(LINK)) {
    const target = unescapeAttr(m[2] as string);
    if (target.startsWith('#')) continue;
    const url = new URL(target, base);
    if (url.origin !== base.origin) continue;
    url.hash = '';
    out.push(url);
  }
  return out;
}

/**
 * A rendered page made static: forms and the live-update marker removed, the sign-in link
 * dropped, every same-site link made relative to `file` or — where the site has no such page —
 * turned into plain text.
 */
export function staticPage(html: string, base: URL, file: string, target: (url: URL) => string | undefined) {
  const dir = posix.dirname(file);
  const relative = (to: string) => posix.relative(dir, to) || posix.basename(to);
  return html
    .replace(/<form\b[\s\S]*?<\/form>/g, '')
    .replace(/<div hidden="" data-live="[^"]*" data-seq="[^"]*"><\/div>/g, '')
    .replace(/<div class="account">\s*<a [^>]*>[^<]*<\/a>\s*<\/div>/g, '')
    .replace(/<a\b([^>]*?)\bhref="([^"]*)"([^>]*)>([\s\S]*?)<\/a>/g, (whole, before, href, after, inner) => {
      const raw = unescapeAttr(href);
      if (raw.startsWith('#')) return whole;
      const url = new URL(raw, base);
      if (url.origin !== base.origin) return whole;
      const to = target(url);
      if (to === undefined) return `<span${before}${after}>${inner}</span>`;
      return `<a${before}href="${escapeAttr(relative(to) + url.hash)}"${after}>${inner}</a>`;
    })
    .replace(/\b(src|href)="(\/assets\/[^"]*)"/g, (whole, attr, href) => {
      const to = target(new URL(unescapeAttr(href), base));
      return to === undefined ? whole : `${attr}="${escapeAttr(relative(to))}"`;
    });
}

function RootIndex({ clubs }: { clubs: readonly { id: string; name: string }[] }) {
  return (
    <>
      {raw('<!DOCTYPE html>')}
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Arbiter</title>
          <link rel="stylesheet" href="assets/app.css" />
        </head>
        <body>
          <main id="main">
            <h1>Arbiter</h1>
            <ul class="cards">
              {clubs.map((club) => (
                <li>
                  {club.name}:{' '}
                  {LANGS.map((l) => (
                    <>
                      <a href={`${club.id}/${l}/index.html`} hreflang={l} lang={l}>
                        {LANG_NAMES[l]}
                      </a>{' '}
                    </>
                  ))}
                </li>
              ))}
            </ul>
          </main>
        </body>
      </html>
    </>
  );
}

/**
 * Every file of the site for these published competitions, rendered by `app` as the public sees
 * them — except the pages of the competitions in `skip` (unchanged since they were last
 * rendered), which are left to the caller. The competitions must be published: the caller selects
 * them (an unpublished one would answer "not found" and be left out anyway).
 */
export async function renderSite(
  app: Hono<AppEnv>,
  competitions: readonly SiteCompetition[],
  progress: SiteProgress = { report: () => undefined },
  skip: ReadonlySet<string> = new Set(),
): Promise<SiteFile[]> {
  const base = new URL('http://site.invalid/');
  const clubs = new Map<string, string>();
  const clubOfId = new Map<string, string>();
  for (const c of competitions) {
    clubs.set(c.record.clubId, c.clubName);
    clubOfId.set(c.record.id, c.record.clubId);
  }
  const clubOf = (id: string) => clubOfId.get(id);
  const files: SiteFile[] = [
    { path: 'assets/app.css', content: APP_CSS },
    { path: 'assets/app.js', content: APP_JS },
    {
      path: 'index.html',
      content: String(
        await (
          <RootIndex
            clubs={[...clubs]
              .map(([id, name]) => ({ id, name }))
              .sort((a, b) => a.name.localeCompare(b.name))}
          />
        ),
      ),
    },
  ];
  let done = 0;
  const total = competitions.filter((c) => !skip.has(c.record.id)).length * LANGS.length;
  for (const [club, name] of clubs) {
    const mine = competitions.filter((c) => c.record.clubId === club);
    for (const lang of LANGS) {
      const t = translator(lang);
      const html = String(
        await (
          <Layout title={name} lang={lang} t={t} path="/">
            <CompetitionList t={t} items={mine} />
          </Layout>
        ),
      );
      const file = `${club}/${lang}/index.html`;
      files.push({
        path: file,
        content: staticPage(html, base, file, (u) => siteFileOf(u, club, lang, clubOf)),
      });
      for (const competition of mine) {
        if (skip.has(competition.record.id)) continue;
        progress.report(`${competition.record.id} (${lang})`, done++, total);
        files.push(...(await crawlCompetition(app, base, competition.record, lang, clubOf)));
      }
    }
  }
  progress.report('done', total, total);
  return files;
}

/**
 * The pages of one competition in one language, and the downloads they link: from its main page,
 * every page and file its links reach, asked of the app as a signed-out visitor asks them.
 */
async function crawlCompetition(
  app: Hono<AppEnv>,
  base: URL,
  record: CompetitionRecord,
  lang: Lang,
  clubOf: (id: string) => string | undefined,
): Promise<SiteFile[]> {
  const club = record.clubId;
  const own = `${club}/${lang}/${record.id}/`;
  const target = (url: URL) => siteFileOf(url, club, lang, clubOf);
  const start = new URL(`/c/${encodeURIComponent(record.id)}?lang=${lang}`, base);
  const seen = new Set<string>();
  const queue: URL[] = [start];
  const pages = new Map<string, { url: URL; html: string }>();
  const downloads = new Map<string, { url: URL; bytes: Uint8Array }>();
  while (queue.length > 0 && pages.size < MAX_PAGES) {
    const url = queue.shift() as URL;
    const file = target(url);
    if (file === undefined || seen.has(file)) continue;
    seen.add(file);
    url.searchParams.set('lang', lang);
    const res = await app.request(`${url.pathname}${url.search}`);
    if (res.status !== 200) continue;
    if (!file.endsWith('.html')) {
      downloads.set(file, { url, bytes: new Uint8Array(await res.arrayBuffer()) });
      continue;
    }
    if (!(res.headers.get('content-type') ?? '').startsWith('text/html')) continue;
    const html = await res.text();
    pages.set(file, { url, html });
    for (const link of linksOf(html, url)) {
      const to = target(link);
      // Only this competition's own pages and files in this language are crawled from here.
      if (to?.startsWith(own) && !seen.has(to)) queue.push(link);
    }
  }
  const known = (url: URL) => {
    const to = target(url);
    if (to === undefined) return undefined;
    if (to.startsWith('assets/') || to.endsWith('/index.html')) return to;
    return pages.has(to) || downloads.has(to) || !to.startsWith(own) ? to : undefined;
  };
  const source = (url: URL) => `${url.pathname}${url.search}`;
  return [
    ...[...pages].map(([path, { url, html }]) => ({
      path,
      content: staticPage(html, url, path, known),
      source: source(url),
      competition: record.id,
    })),
    ...[...downloads].map(([path, { url, bytes }]) => ({
      path,
      content: bytes,
      source: source(url),
      competition: record.id,
    })),
  ];
}
