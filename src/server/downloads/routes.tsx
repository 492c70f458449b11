/**
 * Downloads (downloads/catalog.ts) through the pages and the API:
 *
 *   GET /c/:id/download/:name                 the file, e.g. standings.csv, tournament.trf
 *   GET /api/competitions/:id/downloads       the downloads the caller may have, with addresses
 *   GET /api/competitions/:id/downloads/:name the same file
 *
 * `?asOf=` shows the past, `?lang=` chooses the headings' language, `?bom=1` makes a CSV for
 * Excel in that language's locale (a UTF-8 byte-order mark; `;` and decimal commas in de and nl). A competition the caller may not see, and a download
 * only directors may have, answer 404 like one that does not exist.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { Access } from '../../app/accounts/access.js';
import type { Loaded } from '../../app/competitions/competitions.js';
import type { Translate } from '../../app/i18n.js';
import type { Moment } from '../../core/types.js';
import { visibleCompetition } from '../accounts/access.js';
import { asOfParameter } from '../api/api-as-of.js';
import type { AppEnv, Services } from '../http/context.js';
import { renderPage } from '../pages/page.js';
import { type Download, downloadsFor, isTable, shownRoster } from './catalog.js';
import { makeCsv } from './csv.js';

const isCsv = (d: Download) => d.name.endsWith('.csv');

/** The address of a download, keeping the page's "as of". */
export const downloadHref = (id: string, d: Download, asOf?: Moment, bom = false): string => {
  const query = new URLSearchParams();
  if (asOf) query.set('asOf', asOf);
  if (bom) query.set('bom', '1');
  const q = query.toString();
  return `/c/${encodeURIComponent(id)}/download/${d.name}${q ? `?${q}` : ''}`;
};

/** The links to the downloads of a page's tables, shown under them. */
export function DownloadLinks({
  t,
  loaded,
  access,
  tab,
  asOf,
}: {
  t: Translate;
  loaded: Loaded;
  access: Access;
  tab: string;
  asOf?: Moment;
}) {
  const list = downloadsFor(loaded.record.format, access.isDirector).filter((d) => d.tab === tab);
  if (list.length === 0) return null;
  const id = loaded.record.id;
  return (
    <section class="downloads small" aria-labelledby="downloads-title">
      <h2 id="downloads-title">{t('download.title')}</h2>
      <ul>
        {list.map((d) => (
          <li>
            <a href={downloadHref(id, d, asOf)} download>
              {t(d.label)}
            </a>
            {isCsv(d) ? (
              <>
                {' '}
                (
                <a href={downloadHref(id, d, asOf, true)} download>
                  {t('download.excel')}
                </a>
                )
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

type Failure = { status: 400 | 404; code: string; message: string };

const fail = (c: Context<AppEnv>, api: boolean, f: Failure) =>
  api
    ? c.json({ error: { code: f.code, message: f.message } }, f.status)
    : renderPage(
        c,
        c.var.t(f.status === 404 ? 'error.notFound' : 'error.badMoment'),
        <p>{c.var.t(f.status === 404 ? 'error.notFoundText' : 'error.badMoment')}</p>,
        f.status,
      );

const noCompetition = (id: string): Failure => ({
  status: 404,
  code: 'ERR_NO_SUCH_COMPETITION',
  message: `there is no competition "${id}"`,
});

/** One download of `:id` named `:name`, as a page's link (`api` false) or the API asks for it. */
export async function serveDownload(services: Services, c: Context<AppEnv>, api: boolean): Promise<Response> {
  const id = c.req.param('id') ?? '';
  const name = c.req.param('name') ?? '';
  const visible = await visibleCompetition(services, c, id);
  if (!visible) return fail(c, api, noCompetition(id));
  const { loaded, access } = visible;
  const download = downloadsFor(loaded.record.format, access.isDirector).find((d) => d.name === name);
  if (!download)
    return fail(c, api, {
      status: 404,
      code: 'ERR_NO_SUCH_DOWNLOAD',
      message: `${id} has no download "${name}"`,
    });
  const read = asOfParameter(services, loaded, c.req.query('asOf'));
  if (!read.ok) return fail(c, api, { status: 400, code: read.error.code, message: read.error.message });
  const asOf = read.value;
  const made = download.make({
    t: c.var.t,
    loaded,
    state: await services.competitions.stateAt(loaded, asOf),
    log: await services.competitions.log(loaded),
    roster: shownRoster(loaded.head.state.roster, access.audience),
    audience: access.audience,
    asOf,
  });
  if (made === undefined)
    return fail(c, api, {
      status: 404,
      code: 'ERR_NOTHING_YET',
      message: `${id} has nothing for ${name} yet`,
    });
  const body = isTable(made) ? makeCsv(made, c.req.query('bom') === '1' ? c.var.lang : undefined) : made;
  return c.body(body, 200, {
    'content-type': download.contentType,
    'content-disposition': `attachment; filename="${id}-${name}"`,
    'cache-control': 'private, no-cache',
  });
}

/** The downloads of `:id` the caller may have, with their API addresses. */
export async function listDownloads(services: Services, c: Context<AppEnv>): Promise<Response> {
  const id = c.req.param('id') ?? '';
  const visible = await visibleCompetition(services, c, id);
  if (!visible) return fail(c, true, noCompetition(id));
  return c.json(
    downloadsFor(visible.loaded.record.format, visible.access.isDirector).map((d) => ({
      name: d.name,
      title: c.var.t(d.label),
      contentType: d.contentType,
      page: d.tab,
      href: `/api/competitions/${encodeURIComponent(id)}/downloads/${d.name}`,
    })),
    200,
  );
}

/** The pages' download addresses (the API's are in api.ts with their description). */
export function downloadRoutes(services: Services): Hono<AppEnv> {
  return new Hono<AppEnv>().get('/c/:id/download/:name', (c) => serveDownload(services, c, false));
}
