/**
 * Cross-origin access to the JSON API (docs/web.md, "The API from other sites"): a club's own
 * site may read the public standings, rounds and views with `fetch`, and a script there may call
 * the token API. Every API answer allows any origin (`*`) without credentials, so a browser never
 * sends the visitor's Arbiter cookie along and a signed-in session cannot be used from elsewhere;
 * a preflight is answered 204 with the methods and headers the API takes, `Authorization`
 * among them.
 */
import { cors } from 'hono/cors';

export const API_CORS_METHODS = ['GET', 'HEAD', 'POST', 'OPTIONS'] as const;
export const API_CORS_HEADERS = [
  'Authorization',
  'Content-Type',
  'If-None-Match',
  'Accept-Language',
] as const;

export const apiCors = () =>
  cors({
    origin: '*',
    credentials: false,
    allowMethods: [...API_CORS_METHODS],
    allowHeaders: [...API_CORS_HEADERS],
    exposeHeaders: ['ETag', 'Link', 'Retry-After'],
    maxAge: 86400,
  });
