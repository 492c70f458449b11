/**
 * Post/redirect/get: after a successful form the server answers 303 to the page where the effect
 * shows and leaves a message for that page in a short-lived cookie (`flash`), in the reader's
 * language and in words ("Result recorded: Anna de Vries – Bram Jansen 1–0"). The next page
 * rendered shows it once and clears it, so a reload repeats nothing and says nothing twice.
 */
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { type Audience, nameOf } from '../../app/competitions/present.js';
import type { Translate } from '../../app/i18n.js';
import type { MomentText } from '../../app/moment-text.js';
import type { Decision } from '../../core/engine.js';
import type { StoredEvent } from '../../core/events.js';
import type { Roster } from '../../core/participant.js';
import type { AppEnv } from '../http/context.js';

const COOKIE = 'flash';
/** Browsers keep cookies up to 4,096 bytes; a long message loses its last lines. */
const MAX_BYTES = 3500;
const MAX_LINES = 12;

export interface Flash {
  /** What was done, one line per event. */
  readonly done: readonly string[];
  /** Later events whose outcome a late entry changed. */
  readonly impact: readonly string[];
}

/** A game result as people write it: 1–0, ½–½, +–. */
export const resultText = (r: string): string =>
  /^[\d/+\-.½]+$/.test(r) ? r.replace(/1\/2/g, '½').replace(/-/g, '–') : r;

/** The participants an event's payload names anywhere (in games, targets, lists), in order. */
function namedIn(payload: unknown, roster: Roster, ids: string[] = []): string[] {
  if (typeof payload === 'string') {
    if (roster.has(payload) && !ids.includes(payload)) ids.push(payload);
  } else if (Array.isArray(payload)) {
    for (const v of payload) namedIn(v, roster, ids);
  } else if (payload && typeof payload === 'object') {
    for (const v of Object.values(payload as Record<string, unknown>)) namedIn(v, roster, ids);
  }
  return ids;
}

/** One event in words: its name, the people it concerns, its result. */
export function eventText(t: Translate, event: StoredEvent, roster: Roster, audience: Audience): string {
  const name = t(`event.${event.type}`);
  const payload = (event.payload ?? {}) as Record<string, unknown>;
  // One or two people are the ones it concerns (a game, a challenge); an event naming more (a
  // round's pairing, a draw) concerns them all, and naming a few of them would mislead (issue 25.11).
  const named = namedIn(payload, roster);
  const ids = named.length <= 2 ? named : [];
  const names = ids.map((id) => nameOf(roster, id, audience));
  const people = names.length === 2 ? names.join(' – ') : names.join(', ');
  const result = typeof payload.result === 'string' ? resultText(payload.result) : '';
  const round = typeof payload.round === 'number' ? `(${t('act.round', { round: payload.round })})` : '';
  const details = [people, result].filter(Boolean).join(' ');
  return [details ? `${name}: ${details}` : name, round].filter(Boolean).join(' ');
}

/** A decision in words, for the page the form leads to. */
export function flashOf(
  t: Translate,
  decision: Decision,
  roster: Roster,
  audience: Audience,
  when: MomentText,
): Flash {
  const done = decision.events.map((e) => eventText(t, e, roster, audience));
  const impact = decision.impact.map((i) => {
    const change =
      i.before.status === i.after.status
        ? t('act.outcome.changed')
        : `${t(`act.outcome.${i.before.status}`)} → ${t(`act.outcome.${i.after.status}`)}`;
    return `${t(`event.${i.type}`)} (${when.moment(i.at)}): ${change}`;
  });
  if (done.length === 0) done.push(t('act.nothingChanged'));
  return { done, impact };
}

/** Leaves the message for the next page. */
export function setFlash(c: Context<AppEnv>, flash: Flash, secure: boolean): void {
  const lines = (xs: readonly string[]) =>
    xs.length > MAX_LINES ? [...xs.slice(0, MAX_LINES - 1), `… (+${xs.length - MAX_LINES + 1})`] : xs;
  let kept: Flash = { done: lines(flash.done), impact: lines(flash.impact) };
  let value = encodeURIComponent(JSON.stringify(kept));
  while (value.length > MAX_BYTES && (kept.done.length > 1 || kept.impact.length > 0)) {
    kept =
      kept.impact.length > 0
        ? { done: kept.done, impact: kept.impact.slice(0, -1) }
        : { done: kept.done.slice(0, -1), impact: [] };
    value = encodeURIComponent(JSON.stringify(kept));
  }
  setCookie(c, COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    maxAge: 120,
    secure,
  });
}

/** The message left by the previous request, once: reading it clears it. */
export function takeFlash(c: Context<AppEnv>): Flash | undefined {
  const raw = getCookie(c, COOKIE);
  if (raw === undefined) return undefined;
  deleteCookie(c, COOKIE, { path: '/' });
  try {
    const parsed = JSON.parse(decodeURIComponent(raw)) as Partial<Flash>;
    const strings = (x: unknown): string[] =>
      Array.isArray(x) ? x.filter((s): s is string => typeof s === 'string') : [];
    const flash = { done: strings(parsed.done), impact: strings(parsed.impact) };
    return flash.done.length > 0 ? flash : undefined;
  } catch {
    return undefined;
  }
}

/** The message at the top of the page the form led to. */
export function FlashNotice({ t, flash }: { t: Translate; flash: Flash }) {
  return (
    <div class="notice ok" role="status" id="decision">
      {flash.done.length === 1 ? (
        <p>{flash.done[0]}</p>
      ) : (
        <ul>
          {flash.done.map((line) => (
            <li>{line}</li>
          ))}
        </ul>
      )}
      {flash.impact.length > 0 ? (
        <section class="notice" role="alert">
          <p>{t('act.impact')}</p>
          <ul>
            {flash.impact.map((line) => (
              <li>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
