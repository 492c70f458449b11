/**
 * A club's TRF upload: a FIDE TRF file (TRF-16 or TRF-2026) becomes a new competition of a format
 * whose TRF mapping reads one (`formats/trf.ts`), all or nothing, as `arbiter import-trf` makes
 * it (app/imports/trf-import.ts). A refusal names the file's line and column.
 *
 *   GET  /clubs/:id/import-trf   the form (club admins)
 *   POST /clubs/:id/import-trf   the file (multipart: `file`, `format`, `id`, `name`)
 */
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { httpStatusOf } from '../../app/errors.js';
import { decodeText } from '../../app/imports/text-encoding.js';
import { TRF_IMPORT_FORMATS, trfDocument } from '../../app/imports/trf-import.js';
import type { Refusal } from '../../core/types.js';
import { setFlash } from '../forms/flash.js';
import { Csrf, Field, type FieldErrors, fieldErrors, Select } from '../forms/forms.js';
import type { AppEnv, Services } from '../http/context.js';
import { renderPage } from '../pages/page.js';
import { refusalText } from '../routes/competition-pages.js';

const importForm = z.object({
  id: z
    .string()
    .trim()
    .regex(/^[a-z0-9][a-z0-9-]{0,62}$/, { message: 'form.slug' }),
  name: z.string().trim().max(200),
  format: z.enum(TRF_IMPORT_FORMATS.map((f) => f.format) as [string, ...string[]]),
});

interface FormState {
  readonly errors?: FieldErrors;
  /** The refusal in words: where in the file, and what. */
  readonly problem?: readonly string[];
  readonly values?: Readonly<Record<string, string>>;
}

function importPage(
  c: Context<AppEnv>,
  clubId: string,
  state: FormState = {},
  status: 200 | ReturnType<typeof httpStatusOf> = 200,
) {
  const t = c.var.t;
  const values = state.values ?? {};
  const errors = state.errors ?? {};
  return renderPage(
    c,
    t('trfImport.title'),
    <>
      <h1>{t('trfImport.title')}</h1>
      {state.problem ? (
        <div class="notice error" role="alert" id="form-errors" tabindex={-1}>
          {state.problem.map((line) => (
            <p>{line}</p>
          ))}
        </div>
      ) : null}
      <p id="trf-help">{t('trfImport.help')}</p>
      <form method="post" action={`/clubs/${clubId}/import-trf`} enctype="multipart/form-data" novalidate>
        <Csrf token={c.var.csrf} />
        <div class="field">
          <label for="f-file">{t('trfImport.file')}</label>
          <input
            id="f-file"
            name="file"
            type="file"
            accept=".trf,.txt,text/plain"
            aria-describedby="trf-help"
          />
          {errors.file ? <div class="field-error">{errors.file}</div> : null}
        </div>
        <Select
          name="format"
          label={t('trfImport.format')}
          required
          errors={errors}
          options={TRF_IMPORT_FORMATS.map((f) => [f.format, t(`format.${f.format}`)] as const)}
          {...(values.format ? { value: values.format } : {})}
        />
        <Field
          name="id"
          label={t('clubs.competitionId')}
          hint={t('clubs.competitionIdHint')}
          required
          errors={errors}
          {...(values.id ? { value: values.id } : {})}
        />
        <Field
          name="name"
          label={t('trfImport.name')}
          errors={errors}
          {...(values.name ? { value: values.name } : {})}
        />
        <button type="submit">{t('trfImport.submit')}</button>
      </form>
    </>,
    status,
  );
}

/** A refusal in words: the line and column of the file it names, then what it says. */
export function problemOf(c: Context<AppEnv>, r: Refusal, headline = 'trfImport.refused'): string[] {
  const { line, column } = r.params ?? {};
  if (typeof line === 'number' && typeof column === 'number')
    return [c.var.t(headline, { line, column }), r.message];
  return [refusalText(c.var.t, r)];
}

export function trfImportRoutes(app: Hono<AppEnv>, services: Services): void {
  const { accounts, competitions } = services;
  const admin = async (c: Context<AppEnv>) => accounts.clubs.overview(c.var.viewer, c.req.param('id') ?? '');
  const notFound = (c: Context<AppEnv>) =>
    renderPage(c, c.var.t('error.notFound'), <p>{c.var.t('error.notFoundText')}</p>, 404);

  app.get('/clubs/:id/import-trf', async (c) =>
    (await admin(c)) ? importPage(c, c.req.param('id')) : notFound(c),
  );

  app.post('/clubs/:id/import-trf', async (c) => {
    const t = c.var.t;
    const clubId = c.req.param('id');
    if (!(await admin(c))) return notFound(c);
    const body = await c.req.parseBody();
    const values = Object.fromEntries(
      Object.entries(body).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
    );
    const form = importForm.safeParse(values);
    const file = body.file instanceof File && body.file.size > 0 ? body.file : undefined;
    if (!form.success || !file) {
      const errors = {
        ...(form.success ? {} : fieldErrors(form.error, t)),
        ...(file ? {} : { file: t('trfImport.noFile') }),
      };
      return importPage(c, clubId, { errors, values }, 400);
    }
    const decoded = decodeText(new Uint8Array(await file.arrayBuffer()));
    if (!decoded.ok) return importPage(c, clubId, { problem: [t('trfImport.unreadable')], values }, 400);
    const { id, name, format } = form.data;
    const read = trfDocument(
      file.name,
      decoded.value.text,
      { id, format, ...(name ? { name } : {}) },
      services.clock.now(),
    );
    const refused = (r: Refusal) =>
      importPage(c, clubId, { problem: problemOf(c, r), values }, httpStatusOf(r.code));
    if (!read.ok) return refused(read.error);
    const stored = await competitions.storeDocument(read.value.document, clubId);
    if (!stored.ok) return refused(stored.error);
    const { players, rounds, games } = read.value;
    setFlash(
      c,
      { done: [t('trfImport.done', { players, rounds, games })], impact: [] },
      services.settings.secureCookies,
    );
    return c.redirect(`/c/${id}/act`, 303);
  });
}
