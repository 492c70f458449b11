/**
 * Embeddable views for a club's own website (docs/publication.md): the standings and the pairings
 * of a published competition as the public sees them, with no navigation — one table in a page
 * made for an `<iframe>`. A page may be framed only by the origins the club's admins allowed
 * (Content-Security-Policy `frame-ancestors`, middleware.ts); by default by none.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { raw } from 'hono/html';
import type { Child } from 'hono/jsx';
import { anonymous } from '../../app/accounts/access.js';
import { publishedRounds } from '../../app/competitions/present.js';
import { DEFAULT_ZONE, momentText } from '../../app/moment-text.js';
import {
  EMBED_COLOURS,
  EMBED_FRAME_JS,
  EMBED_JS,
  type EmbedColour,
  parseColour,
  themeCss,
} from '../embed/embed-assets.js';
import { FORMAT_UIS } from '../formats/registry.js';
import { Csrf, Field, type FieldErrors } from '../forms/forms.js';
import { assetHeaders } from '../http/caching.js';
import type { AppEnv, Services } from '../http/context.js';
import { competitionZone } from '../kit/ui.js';
import { Rounds, Standings } from '../pages/competition.js';

/** The club's colours asked for (`?accent=0b5cad` …), or the first parameter that is no colour. */
function coloursOf(c: Context<AppEnv>): { colours: Partial<Record<EmbedColour, string>> } | { bad: string } {
  const colours: Partial<Record<EmbedColour, string>> = {};
  for (const name of Object.keys(EMBED_COLOURS) as EmbedColour[]) {
    const text = c.req.query(name);
    if (text === undefined || text === '') continue;
    const colour = parseColour(text);
    if (!colour) return { bad: name };
    colours[name] = colour;
  }
  return { colours };
}

function EmbedPage(props: {
  c: Context<AppEnv>;
  title: string;
  id: string;
  colours?: Partial<Record<EmbedColour, string>>;
  children?: Child;
}) {
  const { c, title, id } = props;
  const theme = new URLSearchParams(
    Object.entries(props.colours ?? {}).map(([k, v]) => [k, v.slice(1)] as [string, string]),
  ).toString();
  const t = c.var.t;
  return (
    <>
      {raw('<!DOCTYPE html>')}
      <html lang={c.var.lang}>
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>{`${title} · ${t('app.name')}`}</title>
          <link rel="stylesheet" href="/assets/app.css" />
          {theme ? <link rel="stylesheet" href={`/embed/theme.css?${theme}`} /> : null}
          <script src="/assets/embed-frame.js" defer />
        </head>
        <body class="embed">
          <main id="main">
            <h1>{title}</h1>
            {props.children}
            <p class="small">
              <a href={`/c/${encodeURIComponent(id)}?lang=${c.var.lang}`} target="_top">
                {t('embed.fullPage')}
              </a>
            </p>
          </main>
        </body>
      </html>
    </>
  );
}

/** The club page's section: who may embed, and the code for a club's page. */
export function EmbedSettings(props: {
  c: Context<AppEnv>;
  clubId: string;
  origins: readonly string[];
  example?: string;
  errors: FieldErrors;
  value?: string;
}) {
  const { c, clubId } = props;
  const t = c.var.t;
  const base = new URL(c.req.url).origin;
  return (
    <section>
      <h2>{t('clubs.embed')}</h2>
      <form method="post" action={`/clubs/${clubId}/embedding`} novalidate>
        <Csrf token={c.var.csrf} />
        <Field
          name="origins"
          label={t('clubs.embedOrigins')}
          hint={t('clubs.embedHint')}
          errors={props.errors}
          value={props.value ?? props.origins.join(' ')}
        />
        <button type="submit">{t('clubs.embedSave')}</button>
      </form>
      {props.example ? (
        <>
          <p class="small">{t('clubs.embedCode')}</p>
          <pre class="small code">
            <code>{`<iframe src="${base}/embed/c/${props.example}?lang=${c.var.lang}" title="${props.example}" style="width:100%;height:30rem;border:0"></iframe>`}</code>
          </pre>
          <p class="small">{t('clubs.embedScript')}</p>
          <pre class="small code">
            <code>{`<script src="${base}/embed.js" data-competition="${props.example}" data-lang="${c.var.lang}" data-accent="#0b5cad" async></script>`}</code>
          </pre>
        </>
      ) : null}
    </section>
  );
}

/**
 * `?latest`: the last round with games, paired or played; a planned round without pairings (most
 * of the week) is no news. Without any such round, the last one.
 */
function latestWithGames<R extends { readonly pairings: readonly unknown[] }>(rounds: readonly R[]): R[] {
  const played = rounds.filter((r) => r.pairings.length > 0).at(-1) ?? rounds.at(-1);
  return played ? [played] : [];
}

export function embedRoutes(services: Services): Hono<AppEnv> {
  const { competitions, accounts } = services;
  const app = new Hono<AppEnv>();

  const embed = (view: 'standings' | 'rounds') => async (c: Context<AppEnv>) => {
    const t = c.var.t;
    const id = c.req.param('id') ?? '';
    const loaded = await competitions.load(id);
    // Only what the public sees, whoever asks: a frame on another site is public.
    if (!loaded || !(await accounts.visibility(anonymous, loaded.record)).access.canView) {
      c.status(404);
      return c.html(
        <EmbedPage c={c} title={t('error.notFound')} id={id}>
          <p>{t('error.notFoundText')}</p>
        </EmbedPage>,
      );
    }
    const theme = coloursOf(c);
    if ('bad' in theme) {
      c.status(400);
      return c.html(
        <EmbedPage c={c} title={t('error.badRequest')} id={id}>
          <p>{t('embed.badColour', { name: theme.bad, value: c.req.query(theme.bad) ?? '' })}</p>
        </EmbedPage>,
      );
    }
    const origins = await accounts.clubs.embedOrigins(loaded.record.clubId);
    if (origins.length > 0) c.set('frameAncestors', origins.join(' '));
    const now = services.clock.now();
    const state = await competitions.stateAt(loaded, now);
    const roster = loaded.head.state.roster;
    const zone = competitionZone(
      FORMAT_UIS.get(loaded.record.format),
      state,
      services.settings.timeZone ?? DEFAULT_ZONE,
    );
    let body: Child;
    if (view === 'standings') {
      body = (
        <Standings
          t={t}
          lang={c.var.lang}
          table={loaded.format.views.standings(state)}
          roster={roster}
          audience="public"
        />
      );
    } else {
      const rounds = publishedRounds(loaded.format.views.rounds(state), now, 'public');
      body = (
        <Rounds
          t={t}
          rounds={c.req.query('latest') !== undefined ? latestWithGames(rounds) : rounds}
          roster={roster}
          audience="public"
          when={momentText(c.var.lang, zone, now)}
        />
      );
    }
    return c.html(
      <EmbedPage
        c={c}
        title={`${loaded.record.name} · ${t(view === 'standings' ? 'comp.standings' : 'comp.rounds')}`}
        id={id}
        colours={theme.colours}
      >
        {body}
      </EmbedPage>,
    );
  };

  app.get('/embed.js', (c) => {
    c.set('crossOriginResource', true);
    return c.body(EMBED_JS, 200, assetHeaders('text/javascript; charset=utf-8', 3600));
  });
  app.get('/assets/embed-frame.js', (c) =>
    c.body(EMBED_FRAME_JS, 200, assetHeaders('text/javascript; charset=utf-8', 3600)),
  );
  app.get('/embed/theme.css', (c) => {
    const theme = coloursOf(c);
    if ('bad' in theme) return c.text(`${theme.bad}: not a colour such as 0b5cad`, 400);
    return c.body(themeCss(theme.colours), 200, assetHeaders('text/css; charset=utf-8', 86400));
  });
  app.get('/embed/c/:id', embed('standings'));
  app.get('/embed/c/:id/rounds', embed('rounds'));
  return app;
}
