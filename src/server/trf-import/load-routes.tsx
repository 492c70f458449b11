/**
 * A director loads a FIDE TRF file into his competition (issue #28: a Swiss run in another
 * program, loaded again after each round), all or nothing (app/imports/trf-load.ts): the players,
 * their FIDE data, byes, pairings and results the competition does not have yet. A file that
 * disagrees with the competition is refused naming its line and column.
 *
 *   GET  /c/:id/load-trf   the form (the competition's directors)
 *   POST /c/:id/load-trf   the file (multipart: `file`)
 */
import type { Context, Hono } from 'hono';
import { httpStatusOf } from '../../app/errors.js';
import { decodeText } from '../../app/imports/text-encoding.js';
import { canLoadTrf, loadTrf } from '../../app/imports/trf-load.js';
import { type Visible, visibleCompetition } from '../accounts/access.js';
import { setFlash } from '../forms/flash.js';
import { Csrf } from '../forms/forms.js';
import type { AppEnv, Services } from '../http/context.js';
import { forbidden, frame, notFound } from '../routes/competition-pages.js';
import { problemOf } from './routes.js';

function loadPage(
  services: Services,
  c: Context<AppEnv>,
  visible: Visible,
  problem?: readonly string[],
  status: 200 | ReturnType<typeof httpStatusOf> = 200,
) {
  const t = c.var.t;
  const id = visible.loaded.record.id;
  return frame(
    services,
    c,
    visible,
    'act',
    <>
      <h2>{t('trfLoad.title')}</h2>
      {problem ? (
        <div class="notice error" role="alert" id="form-errors" tabindex={-1}>
          {problem.map((line) => (
            <p>{line}</p>
          ))}
        </div>
      ) : null}
      <p id="trf-load-help">{t('trfLoad.help')}</p>
      <form method="post" action={`/c/${id}/load-trf`} enctype="multipart/form-data" novalidate>
        <Csrf token={c.var.csrf} />
        <div class="field">
          <label for="f-trf">{t('trfImport.file')}</label>
          <input
            id="f-trf"
            name="file"
            type="file"
            accept=".trf,.txt,text/plain"
            aria-describedby="trf-load-help"
          />
        </div>
        <button type="submit">{t('trfLoad.submit')}</button>
      </form>
      <p>
        <a href={`/c/${id}/act`}>{t('trfLoad.back')}</a>
      </p>
    </>,
    undefined,
    status,
  );
}

export function trfLoadRoutes(app: Hono<AppEnv>, services: Services): void {
  /** The competition, where the viewer directs it and a TRF file can be loaded into it. */
  const directed = async (c: Context<AppEnv>) => {
    const visible = await visibleCompetition(services, c, c.req.param('id') ?? '');
    if (!visible) return { refused: notFound(c) };
    if (!visible.access.isDirector || !visible.access.actor || !canLoadTrf(visible.loaded.record.format))
      return { refused: forbidden(c) };
    return { visible, actor: visible.access.actor };
  };

  app.get('/c/:id/load-trf', async (c) => {
    const found = await directed(c);
    return 'refused' in found ? found.refused : loadPage(services, c, found.visible);
  });

  app.post('/c/:id/load-trf', async (c) => {
    const t = c.var.t;
    const found = await directed(c);
    if ('refused' in found) return found.refused;
    const { visible, actor } = found;
    const body = await c.req.parseBody();
    const file = body.file instanceof File && body.file.size > 0 ? body.file : undefined;
    if (!file) return loadPage(services, c, visible, [t('trfImport.noFile')], 400);
    const decoded = decodeText(new Uint8Array(await file.arrayBuffer()));
    if (!decoded.ok) return loadPage(services, c, visible, [t('trfImport.unreadable')], 400);
    const id = visible.loaded.record.id;
    const done = await loadTrf(
      services.competitions,
      id,
      { path: file.name, text: decoded.value.text },
      actor,
      services.clock.now(),
    );
    if (!done.ok) {
      const problem = problemOf(c, done.error, 'trfLoad.refused');
      return loadPage(services, c, visible, problem, httpStatusOf(done.error.code));
    }
    if (done.value.lastSeq > 0) services.changes?.publish(id, done.value.lastSeq);
    const { players, rounds, games } = done.value;
    setFlash(
      c,
      {
        done: [t(done.value.events > 0 ? 'trfLoad.done' : 'trfLoad.nothing', { players, rounds, games })],
        impact: [],
      },
      services.settings.secureCookies,
    );
    return c.redirect(`/c/${id}/act`, 303);
  });
}
