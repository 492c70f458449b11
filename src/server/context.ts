/**
 * What every request handler can rely on: the services, the request's language and translator.
 */
import type { Logger } from 'pino';
import type { Clock } from '../app/clock.js';
import type { CompetitionService } from '../app/competitions.js';
import { createTranslator, domainCatalogs, isLang, mergeCatalogs, type Translate } from '../app/i18n.js';
import type { Lang, Messages } from '../core/types.js';
import { serverMessages } from './messages.js';

export interface Services {
  readonly competitions: CompetitionService;
  readonly clock: Clock;
  readonly logger: Logger;
}

export type AppEnv = {
  Variables: {
    lang: Lang;
    t: Translate;
  };
};

const catalog: Messages = mergeCatalogs([...domainCatalogs, serverMessages]);

export const translator = (lang: Lang): Translate => createTranslator(catalog, lang);

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
