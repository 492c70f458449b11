/**
 * Dates and times as people write them in mails, in German, English and Dutch: `3.4.`,
 * `3.4.2026`, `2026-04-03`, `3. April`, `12 maart`, `April 3rd`, `20:00`, `20.00 Uhr`, `20u`,
 * `heute`/`today`/`vandaag`, with an optional `UTC` or offset. A date without a year is the one
 * nearest to the mail's own date. Pure: the reference date comes in.
 */
import { parseIsoDate } from '../core/deadline.js';

/** A calendar date as written: the year may be missing. */
export interface WrittenDate {
  readonly day: number;
  readonly month: number;
  readonly year?: number;
}

/** A found piece of text: what it means and where it stood, so that callers can cut it out. */
export interface Found<T> {
  readonly value: T;
  readonly index: number;
  readonly length: number;
}

const MONTHS: Readonly<Record<string, number>> = {
  // German
  januar: 1,
  janner: 1,
  februar: 2,
  marz: 3,
  maerz: 3,
  april: 4,
  mai: 5,
  juni: 6,
  juli: 7,
  august: 8,
  september: 9,
  oktober: 10,
  november: 11,
  dezember: 12,
  mar: 3,
  okt: 10,
  dez: 12,
  // English
  january: 1,
  february: 2,
  march: 3,
  may: 5,
  june: 6,
  july: 7,
  october: 10,
  december: 12,
  jan: 1,
  feb: 2,
  apr: 4,
  jun: 6,
  jul: 7,
  aug: 8,
  sep: 9,
  sept: 9,
  oct: 10,
  nov: 11,
  dec: 12,
  // Dutch
  januari: 1,
  februari: 2,
  maart: 3,
  mei: 5,
  augustus: 8,
  mrt: 3,
};

/** Lower case without accents, so that `März`, `marz` and `MÄRZ` read alike. */
export function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').replace(/ß/g, 's').toLowerCase();
}

const monthNames = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|');

const YEAR = '(\\d{4})';
const DATE_PATTERNS: readonly { re: RegExp; read: (m: RegExpExecArray) => WrittenDate }[] = [
  {
    re: new RegExp(`\\b${YEAR}-(\\d{1,2})-(\\d{1,2})\\b`, 'g'),
    read: (m) => ({ year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) }),
  },
  {
    // 3.4.2026, 3.4.26, 3.4., 3/4/2026, 3/4
    re: /\b(\d{1,2})([./])(\d{1,2})(?:\2(\d{4}|\d{2})\b|\2|\b)(?![.:]\d)/g,
    read: (m) => ({ day: Number(m[1]), month: Number(m[3]), ...yearOf(m[4]) }),
  },
  {
    // 12-3-2026 (Dutch), only with a year: `3.4.-17.4.` is a range
    re: /\b(\d{1,2})-(\d{1,2})-(\d{4})\b/g,
    read: (m) => ({ day: Number(m[1]), month: Number(m[2]), year: Number(m[3]) }),
  },
  {
    // 3. April 2026, 12 maart, 3 apr.
    re: new RegExp(`\\b(\\d{1,2})\\.?\\s*(${monthNames})\\b\\.?(?:\\s*${YEAR}\\b)?`, 'g'),
    read: (m) => ({ day: Number(m[1]), month: MONTHS[m[2] as string] as number, ...yearOf(m[3]) }),
  },
  {
    // April 3rd, 2026
    re: new RegExp(`\\b(${monthNames})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b,?(?:\\s*${YEAR}\\b)?`, 'g'),
    read: (m) => ({ day: Number(m[2]), month: MONTHS[m[1] as string] as number, ...yearOf(m[3]) }),
  },
];

function yearOf(text: string | undefined): { year?: number } {
  if (text === undefined) return {};
  const n = Number(text);
  return { year: text.length === 2 ? 2000 + n : n };
}

const RELATIVE_DAYS: readonly [RegExp, number][] = [
  [/\b(ubermorgen|day after tomorrow|overmorgen)\b/g, 2],
  [/\b(heute|today|vandaag)\b/g, 0],
  [/\b(morgen|tomorrow)\b/g, 1],
];

/**
 * Every date in `text` (which should be folded: lower case, no accents), in the order written.
 * `today` is the mail's date (`YYYY-MM-DD`), for `heute`, `morgen` and the like.
 */
export function findDates(text: string, today: string): Found<WrittenDate>[] {
  const found: Found<WrittenDate>[] = [];
  const taken = (i: number, n: number) => found.some((f) => i < f.index + f.length && f.index < i + n);
  for (const { re, read } of DATE_PATTERNS) {
    for (const m of text.matchAll(re)) {
      const value = read(m as RegExpExecArray);
      if (value.month < 1 || value.month > 12 || value.day < 1 || value.day > 31) continue;
      if (!taken(m.index, m[0].length)) found.push({ value, index: m.index, length: m[0].length });
    }
  }
  for (const [re, days] of RELATIVE_DAYS) {
    for (const m of text.matchAll(re)) {
      if (taken(m.index, m[0].length)) continue;
      found.push({ value: shiftDate(today, days), index: m.index, length: m[0].length });
    }
  }
  return found.sort((a, b) => a.index - b.index);
}

function shiftDate(iso: string, days: number): WrittenDate {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
}

const pad = (n: number) => String(n).padStart(2, '0');
const isoOf = (year: number, d: WrittenDate) => `${year}-${pad(d.month)}-${pad(d.day)}`;

/** How far back a date without a year may lie: the mail may come a little late (a vacation begun). */
export const LOOKBACK_DAYS = 60;

/**
 * The calendar date a written date means, seen from `reference` (the mail's date, `YYYY-MM-DD`):
 * with its year as written, else the first such date from `LOOKBACK_DAYS` before the reference
 * on (mails speak of what comes). Undefined for an impossible date (31 April).
 */
export function resolveDate(d: WrittenDate, reference: string): string | undefined {
  if (d.year !== undefined) {
    const iso = isoOf(d.year, d);
    return parseIsoDate(iso).ok ? iso : undefined;
  }
  const earliest = shifted(reference, -LOOKBACK_DAYS);
  return resolveDateFrom(d, earliest);
}

/** The latest date on or before `to` that a written date can mean: the start of a range. */
export function resolveDateUntil(d: WrittenDate, to: string): string | undefined {
  if (d.year !== undefined) return resolveDate(d, to);
  const year = Number(to.slice(0, 4));
  return [year, year - 1].map((y) => isoOf(y, d)).find((iso) => parseIsoDate(iso).ok && iso <= to);
}

const shifted = (iso: string, days: number): string => {
  const d = shiftDate(iso, days);
  return isoOf(d.year as number, d);
};

/** The first date on or after `from` (`YYYY-MM-DD`) that a written date can mean: for range ends. */
export function resolveDateFrom(d: WrittenDate, from: string): string | undefined {
  if (d.year !== undefined) return resolveDate(d, from);
  const year = Number(from.slice(0, 4));
  return [0, 1, 2, 3, 4].map((n) => isoOf(year + n, d)).find((iso) => parseIsoDate(iso).ok && iso >= from);
}

export interface WrittenTime {
  readonly hour: number;
  readonly minute: number;
  /** `+02:00` or `Z` when the text names one (`UTC`, `+0200`, `MESZ`). */
  readonly offset?: string;
}

const ZONES: Readonly<Record<string, string>> = {
  utc: 'Z',
  gmt: 'Z',
  z: 'Z',
  mez: '+01:00',
  cet: '+01:00',
  mesz: '+02:00',
  cest: '+02:00',
};

const TIME_PATTERN =
  /\b(\d{1,2})(?:([:.])(\d{2})(?!\d)(\s*(?:uhr|u|h)\b)?|\s*(?:uhr|u|h)\b)(?:\s*(utc|gmt|mesz|mez|cest|cet|z\b|[+-]\d{2}:?\d{2}))?/g;

/** The first time of day in folded text (`20:00`, `20.00 Uhr`, `8 uhr`, `20u`), with its offset. */
export function findTime(text: string): Found<WrittenTime> | undefined {
  for (const m of text.matchAll(TIME_PATTERN)) {
    const hour = Number(m[1]);
    const minute = Number(m[3] ?? 0);
    if (hour > 23 || minute > 59 || looksLikeDate(text, m)) continue;
    const zone = m[5];
    const offset = zone === undefined ? undefined : (ZONES[zone] ?? normaliseOffset(zone));
    return {
      value: { hour, minute, ...(offset ? { offset } : {}) },
      index: m.index,
      length: m[0].length,
    };
  }
  return undefined;
}

/** `20.12.` is a date and `9.05` may be one, unless `Uhr` follows; `20.00` and `9.45` are times. */
function looksLikeDate(text: string, m: RegExpMatchArray): boolean {
  if (m[2] !== '.' || m[4] !== undefined) return false;
  const next = text[(m.index as number) + m[0].length];
  return next === '.' && Number(m[3]) >= 1 && Number(m[3]) <= 12;
}

function normaliseOffset(text: string): string {
  const digits = text.replace(':', '');
  return `${digits.slice(0, 3)}:${digits.slice(3)}`;
}

export const timeText = (t: WrittenTime): string => `${pad(t.hour)}:${pad(t.minute)}`;
