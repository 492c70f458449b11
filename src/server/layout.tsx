/**
 * The page frame: language switcher, navigation, skip link, main landmark. Every text is escaped
 * by Hono's JSX unless explicitly marked raw (nothing is).
 */
import type { Child } from 'hono/jsx';
import type { Translate } from '../app/i18n.js';
import { LANGS, type Lang } from '../core/types.js';

export interface LayoutProps {
  readonly title: string;
  readonly lang: Lang;
  readonly t: Translate;
  /** The current path with its query, for the language links. */
  readonly path: string;
  readonly children?: Child;
  readonly nav?: Child;
}

const withLang = (path: string, lang: Lang): string => {
  const url = new URL(path, 'http://x');
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}`;
};

export function Layout({ title, lang, t, path, children, nav }: LayoutProps) {
  return (
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
          <nav aria-label="main">
            <a href="/">{t('app.name')}</a>
            <a href="/">{t('nav.competitions')}</a>
            {nav}
          </nav>
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
        <main id="main">{children}</main>
        <footer>{t('app.tagline')}</footer>
      </body>
    </html>
  );
}
