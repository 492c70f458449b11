/**
 * The cookies of a signed-in browser: the session (HttpOnly, SameSite=Lax, 30 days) and the device
 * cookie that keeps this browser's own sign-in allowance (a year; see app/accounts/limits.ts). Pages for
 * signed-in people only send everyone else to the sign-in page.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { DEVICE_DAYS, SESSION_DAYS } from '../../app/accounts/accounts.js';
import type { AppEnv, Settings } from '../http/context.js';
import { SESSION_COOKIE } from '../http/middleware.js';

export const DEVICE_COOKIE = 'arbiter_device';

export function setDeviceCookie(c: Context<AppEnv>, settings: Settings, device: string): void {
  setCookie(c, DEVICE_COOKIE, device, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: settings.secureCookies,
    maxAge: DEVICE_DAYS * 86_400,
  });
}

export function startSession(
  c: Context<AppEnv>,
  settings: Settings,
  signedIn: { readonly token: string; readonly device: string },
): void {
  setCookie(c, SESSION_COOKIE, signedIn.token, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: settings.secureCookies,
    maxAge: SESSION_DAYS * 86_400,
  });
  setDeviceCookie(c, settings, signedIn.device);
}

export const deviceCookie = (c: Context<AppEnv>): string | undefined => getCookie(c, DEVICE_COOKIE);

export const requireSignIn: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.var.viewer.person) return c.redirect(`/login?next=${encodeURIComponent(c.req.path)}`, 303);
  await next();
};
