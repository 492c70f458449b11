/**
 * Mail choices and logs: `/mail/settings` (a signed-in person's language and, per kind of notice,
 * at once, daily digest or never), `/mail/unsubscribe` (the link in every notice's
 * `List-Unsubscribe`: signed, so it works without signing in; a POST is the one-click unsubscribe
 * of RFC 8058 that mail programs send, and needs no form token), and `/mail/sent/:competition`
 * (what a competition sent to whom, and how delivery went, for its directors).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { isLang } from '../../app/i18n.js';
import { DEFAULT_ZONE, momentText } from '../../app/moment-text.js';
import { LANGS } from '../../core/types.js';
import { DELIVERIES, type Delivery } from '../../store/mailbox.js';
import { Csrf } from '../forms/forms.js';
import type { AppEnv, Services } from '../http/context.js';
import { renderPage } from '../pages/page.js';
import { ListTable } from './pages.js';

/** The page for an unsubscribe link that is not genuine (or names nobody). */
const invalid = (c: Context<AppEnv>) =>
  renderPage(
    c,
    c.var.t('unsubscribe.title'),
    <p class="notice error">{c.var.t('unsubscribe.invalid')}</p>,
    400,
  );

/** The unsubscribe link's routes: registered before the form-token check (the link is signed). */
export function unsubscribeRoutes(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const link = (c: Context<AppEnv>) => ({
    person: c.req.query('p') ?? '',
    kind: c.req.query('k') ?? '',
    token: c.req.query('t') ?? '',
  });

  app.get('/mail/unsubscribe', async (c) => {
    const t = c.var.t;
    const prefs = services.mailPreferences;
    const { person, kind, token } = link(c);
    const name = await services.accounts.nameOf(person);
    if (!prefs || name === undefined || !(await prefs.genuine(person, kind, token))) return invalid(c);
    return renderPage(
      c,
      t('unsubscribe.title'),
      <>
        <h1>{t('unsubscribe.title')}</h1>
        <form method="post" action={c.req.url.replace(/^https?:\/\/[^/]+/, '')}>
          <p>{t('unsubscribe.ask', { kind: t(`mailKind.${kind}`), name })}</p>
          <button type="submit">{t('unsubscribe.confirm')}</button>
        </form>
      </>,
    );
  });

  app.post('/mail/unsubscribe', async (c) => {
    const t = c.var.t;
    const { person, kind, token } = link(c);
    const done = services.mailPreferences
      ? await services.mailPreferences.unsubscribe(person, kind, token)
      : false;
    if (!done) return invalid(c);
    return renderPage(
      c,
      t('unsubscribe.title'),
      <p class="notice ok">{t('unsubscribe.done', { kind: t(`mailKind.${kind}`) })}</p>,
    );
  });

  return app;
}

export function preferenceRoutes(services: Services): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.get('/mail/settings', (c) => settingsPage(services, c));

  app.post('/mail/settings', async (c) => {
    const person = c.var.viewer.person;
    if (!person || !services.mailPreferences) return settingsPage(services, c);
    const body = (await c.req.parseBody()) as Record<string, string>;
    const deliveries: Record<string, Delivery> = {};
    for (const [name, value] of Object.entries(body))
      if (name.startsWith('kind:') && (DELIVERIES as readonly string[]).includes(value))
        deliveries[name.slice(5)] = value as Delivery;
    await services.mailPreferences.save(person.id, isLang(body.lang) ? body.lang : undefined, deliveries);
    return settingsPage(services, c, true);
  });

  app.get('/mail/sent/:competition', (c) => sentPage(services, c));

  return app;
}

/** The person's mail settings: the language of his mail, and per kind of notice how it comes. */
async function settingsPage(services: Services, c: Context<AppEnv>, saved = false) {
  const t = c.var.t;
  const person = c.var.viewer.person;
  const prefs = services.mailPreferences;
  if (!person) return c.redirect(`/login?next=${encodeURIComponent(c.req.path)}`, 303);
  if (!prefs) return renderPage(c, t('prefs.title'), <p>{t('prefs.none')}</p>);
  const kinds = await prefs.kindsFor(person.id);
  const chosen = await prefs.settings(person.id);
  return renderPage(
    c,
    t('prefs.title'),
    <>
      <h1>{t('prefs.title')}</h1>
      {saved ? (
        <p class="notice ok" role="status">
          {t('prefs.saved')}
        </p>
      ) : null}
      <p>{t('prefs.intro')}</p>
      <form method="post" action="/mail/settings">
        <Csrf token={c.var.csrf} />
        <div class="field">
          <label for="f-lang">{t('prefs.lang')}</label>
          <select id="f-lang" name="lang">
            <option value="">{t('prefs.langAuto')}</option>
            {LANGS.map((l) => (
              <option value={l} {...(chosen.lang === l ? { selected: true } : {})}>
                {l.toUpperCase()}
              </option>
            ))}
          </select>
        </div>
        {kinds.length === 0 ? <p class="muted">{t('prefs.none')}</p> : null}
        {kinds.map((kind) => (
          <div class="field">
            <label for={`f-${kind}`}>{t(`mailKind.${kind}`)}</label>
            <select id={`f-${kind}`} name={`kind:${kind}`}>
              {DELIVERIES.map((d) => (
                <option
                  value={d}
                  {...((chosen.deliveries[kind] ?? 'immediately') === d ? { selected: true } : {})}
                >
                  {t(`prefs.delivery.${d}`)}
                </option>
              ))}
            </select>
          </div>
        ))}
        <button type="submit">{t('prefs.save')}</button>
      </form>
    </>,
  );
}

/** The director's log of the mail sent about a competition, with each mail's delivery. */
async function sentPage(services: Services, c: Context<AppEnv>) {
  const t = c.var.t;
  const record = await services.competitions.record(c.req.param('competition') ?? '');
  const access = record && (await services.accounts.visibility(c.var.viewer, record)).access;
  if (!record || !access?.isDirector || !services.mailPreferences)
    return renderPage(c, t('error.notFound'), <p>{t('error.notFoundText')}</p>, 404);
  const words = momentText(c.var.lang, services.settings.timeZone ?? DEFAULT_ZONE, services.clock.now());
  const log = await services.mailPreferences.sentLog(record.id);
  const kindText = (kind: string) => {
    const key = kind.startsWith('mail.') || kind === 'digest' ? `sent.kind.${kind}` : `mailKind.${kind}`;
    const text = t(key);
    return text === key ? kind : text;
  };
  return renderPage(
    c,
    t('sent.title', { competition: record.name }),
    <>
      <h1>{t('sent.title', { competition: record.name })}</h1>
      {log.length === 0 ? <p class="muted">{t('sent.none')}</p> : null}
      <ListTable head={[t('sent.when'), t('sent.to'), t('sent.kind'), t('sent.subject'), t('sent.status')]}>
        {log.map(({ mail, attempts }) => (
          <tr>
            <td>{words.moment(mail.createdAt)}</td>
            <td>{mail.to}</td>
            <td>{kindText(mail.kind)}</td>
            <td>{mail.subject}</td>
            <td>
              {mail.status === 'sent'
                ? t('sent.status.sent', { at: mail.sentAt ? words.moment(mail.sentAt) : '' })
                : mail.status === 'failed'
                  ? t('sent.status.failed', { error: mail.lastError ?? '' })
                  : t(`sent.status.${mail.status}`)}{' '}
              <span class="small muted">{t('sent.attempts', { count: attempts.length })}</span>
            </td>
          </tr>
        ))}
      </ListTable>
    </>,
  );
}
