/**
 * Random tokens for sessions, links and API access: the token goes to the user, only its SHA-256
 * is stored.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const newToken = (): string => randomBytes(32).toString('base64url');
export const newId = (prefix: string): string => `${prefix}-${randomBytes(9).toString('base64url')}`;
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The CSRF token of a session: an HMAC of a fixed label under the session's secret. */
export const csrfTokenOf = (secret: string): string =>
  createHmac('sha256', secret).update('csrf').digest('base64url');

export function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * A base URL as links are made from it: with one trailing slash, so that `http://127.0.0.1:4100`
 * and `http://127.0.0.1:4100/` (or `https://club.example/arbiter`) lead to the same pages.
 */
export const normalizeBaseUrl = (baseUrl: string): string => `${baseUrl.trim().replace(/\/+$/, '')}/`;

/** An absolute link under the server's base URL, for mails and the log. */
export const linkTo = (baseUrl: string, path: string): string =>
  new URL(path.replace(/^\/+/, ''), normalizeBaseUrl(baseUrl)).toString();
