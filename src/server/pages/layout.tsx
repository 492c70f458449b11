/**
 * The page frame: skip link, navigation (with the viewer's links), language switcher, main
 * landmark. Every text is escaped by Hono's JSX; nothing is rendered raw.
 */
import { raw } from 'hono/html';
import type { Child } from 'hono/jsx';
import type { Viewer } from '../../app/accounts/access.js';
import type { Translate } from '../../app/i18n.js';
import { LANGS, type Lang } from '../../core/types.js';
import { Csrf } from '../forms/forms.js';

export interface LayoutProps {
  readonly title: string;
  readonly lang: Lang;
  readonly t: Translate;
  /** The current path with its query, for the language links. */
  readonly path: string;
  readonly viewer?: Viewer;
  readonly csrf?: string;
  readonly children?: Child;
}

const withLang = (path: string, lang: Lang): string => {
  const url = new URL(path, 'http://x');
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}`;
};

/** A constant, never data: standards mode instead of quirks mode. */
const DOCTYPE = raw('<!DOCTYPE html>');

export function Layout({ title, lang, t, path, viewer, csrf, children }: LayoutProps) {
  const person = viewer?.person;
  return (
    <>
      {DOCTYPE}
      <html lang={lang}>
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{`${title} · ${t('app.name')}`}</title>
          <link rel="stylesheet" href="/assets/app.css" />
          <script src="/assets/app.js" defer />
        </head>
        <body>
          <a class="skip" href="#main">
            {t('nav.skip')}
          </a>
          <header class="top">
            <nav aria-label={t('nav.main')}>
              <a href="/" class="brand">
                {t('app.name')}
              </a>
              <a href="/">{t('nav.competitions')}</a>
              {person ? <a href="/dashboard">{t('nav.dashboard')}</a> : null}
              {person && (person.serverAdmin || viewer?.memberships.some((m) => m.role === 'admin')) ? (
                <a href="/clubs">{t('nav.clubs')}</a>
              ) : null}
            </nav>
            <div class="account">
              {person ? (
                <>
                  <a href="/account">{person.name}</a>
                  <form method="post" action="/logout" class="logout">
                    <Csrf token={csrf ?? ''} />
                    <button type="submit" class="link">
                      {t('nav.signOut')}
                    </button>
                  </form>
                </>
              ) : (
                <a href={`/login?next=${encodeURIComponent(path)}`}>{t('nav.signIn')}</a>
              )}
            </div>
            <nav class="langs" aria-label={t('nav.language')}>
              {LANGS.map((l) => (
                <a
                  href={withLang(path, l)}
                  hreflang={l}
                  lang={l}
                  {...(l === lang ? { 'aria-current': 'true' } : {})}
                >
                  {l.toUpperCase()}
                </a>
              ))}
            </nav>
          </header>
          <main id="main" tabindex={-1}>
            {children}
          </main>
          <footer>{t('app.tagline')}</footer>
        </body>
      </html>
    </>
  );
}
