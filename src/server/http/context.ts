/**
 * What every request handler can rely on: the services, the request's language and translator,
 * and who is asking (the viewer, with the session's CSRF token).
 */
import type { BlockList } from 'node:net';
import type { Logger } from 'pino';
import type { Viewer } from '../../app/accounts/access.js';
import type { AccountService } from '../../app/accounts/accounts.js';
import type { Clock } from '../../app/clock.js';
import type { ChangeFeed } from '../../app/competitions/changes.js';
import type { CompetitionService } from '../../app/competitions/competitions.js';
import { createTranslator, isLang, type Translate } from '../../app/i18n.js';
import type { InboxService } from '../../app/mail/inbox.js';
import type { MailPreferences } from '../../app/mail/mail-preferences.js';
import type { Lang } from '../../core/types.js';
import type { Session } from '../../store/accounts.js';
import { webCatalog } from '../texts/catalog.js';

export interface Settings {
  /** Demo mode: the login page shows the demo accounts. */
  readonly demo: boolean;
  /** Send cookies with `Secure` (behind HTTPS). */
  readonly secureCookies: boolean;
  /** The largest request body read, in bytes (default 1 MiB); larger ones are answered 413. */
  readonly bodyLimit?: number;
  /** Proxies whose `X-Forwarded-For` names the client (server/http/client.ts). */
  readonly trustedProxies?: BlockList;
  /** Live-update streams one client address may hold open at once (default 20). */
  readonly liveStreamsPerClient?: number;
  /** The clubs' time zone where a competition names none (IANA name; default DEFAULT_ZONE). */
  readonly timeZone?: string;
  /** No mail server (`SMTP_HOST` unset): mail is only logged, and the pages say so. */
  readonly mailOff?: boolean;
  /**
   * Where a competition's page is for links in calendar feeds; default this server's `/c/<id>`.
   * A published site links its own pages (undefined: no link).
   */
  readonly pageUrl?: (competition: string, lang: string) => string | undefined;
}

export interface Services {
  readonly competitions: CompetitionService;
  readonly accounts: AccountService;
  readonly clock: Clock;
  readonly logger: Logger;
  readonly settings: Settings;
  /** Subscribes to changes of a competition (this server's writes and, with PostgreSQL, other servers'). */
  readonly changes?: ChangeFeed;
  /** Aborted when the server shuts down: long-lived responses (live updates) end then. */
  readonly stopping?: AbortSignal;
  /** The club's mailbox, where one is configured (ARBITER_MAIL_ADDRESS): the director's inbox page. */
  readonly inbox?: InboxService;
  /** People's mail choices, unsubscribe links and the sent-mail log (server/mail/preferences.tsx). */
  readonly mailPreferences?: MailPreferences;
}

export type AppEnv = {
  Variables: {
    lang: Lang;
    t: Translate;
    viewer: Viewer;
    session?: Session;
    /** The CSRF token forms of this request must carry. */
    csrf: string;
    /** True when the request authenticated with an API token (no cookies, no CSRF). */
    bearer: boolean;
    /** The origins that may frame this response (an embeddable view, routes/embed.tsx); none if unset. */
    frameAncestors?: string;
    /** Other sites may load this response (the embed script, routes/embed.tsx); same-origin if unset. */
    crossOriginResource?: boolean;
    /** A cookie was set before the handler ran (the CSRF cookie of a first visit). */
    cookieSet?: boolean;
  };
};

/**
 * Responses their handler gave whole, every header in place as a plain record (caching.ts
 * `wholePage`): the middleware leaves them alone, and they go to the socket without a `Headers`.
 */
const wholes = new WeakSet<Response>();
export const markWhole = (res: Response): Response => {
  wholes.add(res);
  return res;
};
export const isWhole = (res: Response): boolean => wholes.has(res);

const translators = new Map<Lang, Translate>();

/** The translator of a language; one per language, so each message is compiled once. */
export function translator(lang: Lang): Translate {
  let t = translators.get(lang);
  if (!t) {
    t = createTranslator(webCatalog, lang);
    translators.set(lang, t);
  }
  return t;
}

/** `?lang=` wins (and is remembered in a cookie), then the cookie, then Accept-Language. */
export function negotiateLang(
  query: string | undefined,
  cookie: string | undefined,
  acceptLanguage: string | undefined,
): Lang {
  if (isLang(query)) return query;
  if (isLang(cookie)) return cookie;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (isLang(tag)) return tag;
  }
  return 'en';
}
