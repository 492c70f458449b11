/**
 * Rendered HTML remembered. The generic standings and rounds tables are pure functions of a view
 * (itself computed once per immutable state, see app/competitions/competitions.ts), the roster, the audience
 * and the language; so is a whole competition page seen by an anonymous visitor (no session, no
 * form tokens in it). An unchanged competition therefore renders them once, not on every request:
 * the difference between a few hundred and a few thousand standings pages a second
 * (`npm run bench`). The HTML comes from the JSX renderer (escaped) and goes out exactly as it was
 * rendered; entries live as long as their view and roster (weak references), so a new event
 * simply starts afresh. A remembered page also goes out compressed (brotli or gzip, as the
 * client accepts), compressed once: most of a page view's cost was writing its 40 KB to the socket.
 * What is kept is counted, as it is made, through `held` (the fold cache's estimate of the
 * competition the view belongs to, app/competitions/competitions.ts `hold`), so that the cache's
 * bound covers it too.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { raw } from 'hono/html';
import type { Child } from 'hono/jsx';
import { entityTag, type WholeHeaders, wholeHeaders, wholePage } from './caching.js';
import type { AppEnv } from './context.js';

/** The content codings a remembered page is kept in besides its plain bytes, preferred first. */
const CODINGS = ['br', 'gzip'] as const;
type Coding = (typeof CODINGS)[number];

/**
 * A page's bytes in one coding, their entity tag (each coding its own, RFC 9110 8.8.3) and the
 * headers of the answer.
 */
interface Body {
  readonly bytes: Uint8Array<ArrayBuffer>;
  readonly tag: string;
  readonly coding?: Coding;
  /** The page's own headers (for an answer through hono's, with a new cookie). */
  readonly own: Readonly<Record<string, string>>;
  /** Every header of the answer given whole (caching.ts). */
  readonly whole: WholeHeaders;
}

function bodyOf(bytes: Uint8Array<ArrayBuffer>, tag: string, coding?: Coding): Body {
  const own = {
    'content-type': 'text/html; charset=UTF-8',
    etag: tag,
    vary: 'Accept-Encoding',
    ...(coding ? { 'content-encoding': coding } : {}),
  };
  return { bytes, tag, ...(coding ? { coding } : {}), own, whole: wholeHeaders(own) };
}

/**
 * A remembered page: its bytes and their entity tag (computed once, not per request), and the
 * same compressed in each coding a client asked for, made at the first asking and kept with it.
 */
interface Page extends Body {
  readonly encoded: Map<Coding, Body>;
  /** What else from the moment of asking the page was rendered with (see `pageOnce`). */
  readonly stamp?: string;
}

/** Brotli at quality 5: a 40 KB page in about a millisecond, a little smaller than gzip's best. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const encode: Record<Coding, (bytes: Uint8Array) => Buffer> = {
  br: (bytes) => brotliCompressSync(bytes, BROTLI),
  gzip: (bytes) => gzipSync(bytes),
};

/**
 * The coding of `Accept-Encoding` to answer in: the first of ours it accepts (a q of 0 refuses
 * one, `*` stands for any not named), none when it accepts neither or the header is missing.
 */
export function acceptedCoding(header: string | undefined): Coding | undefined {
  if (!header) return undefined;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  return CODINGS.find((c) => (weights.get(c) ?? weights.get('*') ?? 0) > 0);
}

/** Told of the bytes kept (or, negative, let go) for a view: see `hold` in app/competitions/competitions.ts. */
export type Held = (bytes: number) => void;

/** The page in `coding`, compressed at the first asking (kept only when smaller). */
function inCoding(page: Page, coding: Coding | undefined, held: Held): Body {
  if (!coding) return page;
  let body = page.encoded.get(coding);
  if (!body) {
    const bytes = new Uint8Array(encode[coding](page.bytes));
    body =
      bytes.byteLength < page.bytes.byteLength ? bodyOf(bytes, codedTag(page.tag, coding), coding) : page;
    page.encoded.set(coding, body);
    if (body !== page) held(bytes.byteLength);
  }
  return body;
}

/** The bytes a page keeps: its own and those of its compressed copies. */
const pageBytes = (page: Page): number =>
  [...page.encoded.values()].reduce((sum, body) => sum + (body === page ? 0 : body.bytes.byteLength), 0) +
  page.bytes.byteLength;

/** The bytes V8 keeps a flat string in: one a character when all are Latin-1, else two. */
const stringBytes = (text: string): number => (/[\u0100-\uffff]/.test(text) ? 2 : 1) * text.length;

/** The entity tag of a coding of the page tagged `tag`: `"<digest>-br"`. */
const codedTag = (tag: string, coding: Coding) => `${tag.slice(0, -1)}-${coding}"`;

const remembered = new WeakMap<object, WeakMap<object, Map<string, string | Page>>>();

function entries(view: object, roster: object): Map<string, string | Page> {
  let byRoster = remembered.get(view);
  if (!byRoster) remembered.set(view, (byRoster = new WeakMap()));
  let byKey = byRoster.get(roster);
  if (!byKey) byRoster.set(roster, (byKey = new Map()));
  return byKey;
}

/** `render()`, or the HTML it gave for the same `view`, `roster` and `key` before (kept: `held`). */
export function renderedOnce(
  view: object,
  roster: object,
  key: string,
  render: () => Child,
  held: Held,
): Child {
  const known = entries(view, roster);
  const html = known.get(key);
  if (typeof html === 'string') return raw(html);
  const node = render();
  const fresh = node?.toString();
  if (typeof fresh !== 'string') return node;
  const text = flat(fresh);
  known.set(key, text);
  held(stringBytes(text));
  return raw(text);
}

/**
 * The same text as one flat string. The renderer's HTML is a rope (V8 joins strings by pointing at
 * both halves): a 200-row standings table is some 30 KB of text held by 600 KB of rope. Kept
 * remembered, the rope lived through two scavenges and was promoted, 7 MB every dozen cold pages
 * (docs/operations.md, "Cold pages"); JSON's round trip copies it into one string and lets the
 * rope go.
 */
const flat = (text: string): string => JSON.parse(JSON.stringify(text)) as string;

/**
 * The page `render()` gives, remembered for anonymous visitors of a plain URL (no query: the
 * number of entries stays bounded) per view, roster, language and path. Signed-in viewers always
 * get a fresh page (it carries their name and form tokens). A page that also reads something of
 * the moment of asking (the day) names it in `stamp`: a page remembered with another stamp is
 * rendered afresh and replaced, so one view keeps one page per language and path. The bytes kept
 * and let go are told to `held`.
 */
export async function pageOnce(
  c: Context<AppEnv>,
  view: object,
  roster: object,
  render: () => Response | Promise<Response>,
  held: Held,
  stamp?: string,
): Promise<Response> {
  if (c.get('viewer').person || c.req.url.includes('?')) return render();
  const known = entries(view, roster);
  const key = `page:${c.get('lang')}:${c.req.path}`;
  let page = known.get(key);
  if (typeof page !== 'object' || page.stamp !== stamp) {
    const res = await render();
    if (res.status !== 200) return res;
    const bytes = new Uint8Array(await res.arrayBuffer());
    const replaced = typeof page === 'object' ? pageBytes(page) : 0;
    page = {
      ...bodyOf(bytes, entityTag(bytes)),
      encoded: new Map(),
      ...(stamp === undefined ? {} : { stamp }),
    };
    known.set(key, page);
    held(bytes.byteLength - replaced);
  }
  const body = inCoding(page, acceptedCoding(c.req.header('accept-encoding')), held);
  // A cookie set for this answer is among hono's headers: the page then goes out through them.
  return c.get('cookieSet') ? c.body(body.bytes, 200, body.own) : wholePage(c, body.bytes, body.whole);
}
