/**
 * Every page of every demo competition, in English, German and Dutch, for the director, a player
 * and the public, speaks in words (issue 25, point 10): no rule ids ("Byes (TX-12)", "(SD-2)"), no
 * internal tokens (a lot's id "lot-evening-6", a participant's id, "auto" or "notice" as the source
 * of an event), no ISO moments and no ALL-CAPS codes ("ERR_…"). Rule ids belong in the director's
 * guide and the tests. The command forms generated from schemas, the history's event data
 * (`<code>`) and files shown as they are (`<pre>`, the pyramid's PGN) are machine text and left
 * out, as in the translation test. Names and what people typed are data and left out too. One dash
 * and one minus (issue 25.16): no result written "1-0", no negative number "-1,83".
 */
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_CLUB } from '../../app/competitions/demo.js';
import type { Lang } from '../../core/types.js';
import { DEMOS } from '../../formats/demos.js';
import { blankNames, demoNames, pagesOf, visibleText } from '../../test-support/page-text.js';
import { demoReaders, testApp } from '../../test-support/server.js';

const demos = DEMOS();
const env = await testApp(demos);
afterAll(env.close);

const readers = await demoReaders(env.app);

/** Ids the demos use for people: a reader sees names, never these. */
const ids = new Set(demos.flatMap((d) => d.participants.map((p) => p.id)).filter((id) => /[-\d]/.test(id)));

/** Names and typed text that are data, not texts: people, competitions, accounts, clubs. */
const names = demoNames(
  demos,
  Object.values(DEMO_ACCOUNTS).map((a) => a.name),
);
const withoutNames = (text: string): string => blankNames(names, text);

/**
 * Capitals people read as words: the demo clubs' names, the language switch, abbreviations every club knows (FIDE ID), the
 * pyramid's mark for a vacant place (XXX, explained beside it), Roman numerals of ranks and
 * handicap modifiers, currencies, titles and federations.
 */
const KNOWN_CAPITALS = new Set(
  'DESC DSC ID EN DE NL TP CSV TRF PGN FIDE API JSON ICS UTC GM IM FM WGM WIM WFM CM WCM NED GER SMTP XXX II III IV VI VII VIII IX XI XII XIII XIV XV EUR SFEN DGT OK W L'.split(
    ' ',
  ),
);

/** What gives an internal token away in a page's visible text. */
const TOKENS: readonly [string, RegExp][] = [
  ['rule id', /\b[A-Z]{2,4}-\d+[a-z]?\b/g],
  ['lot id', /\blot-[\w-]+/g],
  ['ISO moment', /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/g],
  ['code', /\b(?:ERR|ACC|REF)_[A-Z_]+\b/g],
  // A stored value as the history printed it: "· auto ·", "(notice)" — not "late notice" in a sentence.
  ['source word', /[(·]\s*(?:auto|notice|manual|repair)(?=\s*[)·])/g],
  ['capitals', /\b[A-Z][A-Z_]{1,}[A-Z]\b|\b[A-Z]{2}\b/g],
  // One dash and one minus (issue 25.16): a result with an en dash, a negative number with a minus sign.
  ['hyphen in a result', /(?<![\p{L}\d./-])(?:1|0|½|1\/2)-(?:1|0|½|1\/2)(?![\p{L}\d./-])/gu],
  ['hyphen as minus', /(?<![\p{L}\d.,:/-])-\d+(?:[.,]\d+)?/gu],
  ['doubled parentheses', /\([^()]*\([^()]*\)\)/g],
];

function tokensIn(text: string): string[] {
  const found: string[] = [];
  for (const [what, pattern] of TOKENS)
    for (const m of text.matchAll(pattern)) {
      const token = m[0].trim();
      if (what === 'capitals' && KNOWN_CAPITALS.has(token)) continue;
      found.push(`${what} "${token}"`);
    }
  for (const word of text.split(/[^\p{L}\d-]+/u)) if (ids.has(word)) found.push(`participant id "${word}"`);
  return found;
}

async function findings(lang: Lang): Promise<{ found: Map<string, string[]>; shown: number }> {
  const found = new Map<string, string[]>();
  let shown = 0;
  const paths = ['/', '/dashboard', `/clubs/${DEMO_CLUB}`, ...demos.flatMap((d) => pagesOf(d.id, d.format))];
  for (const [who, reader] of Object.entries(readers))
    for (const path of paths) {
      const res = await reader.get(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
      if (res.status >= 300) continue;
      shown += 1;
      const html = (await res.text()).replace(/<pre\b[\s\S]*?<\/pre>/g, ' ');
      for (const token of tokensIn(withoutNames(visibleText(html))))
        found.set(token, [...(found.get(token) ?? []), `${who} ${path}`]);
    }
  return { found, shown };
}

describe('pages speak in words, not in tokens (issue 25.10)', () => {
  it('finds rule ids, lot ids, moments and codes (the check itself)', () => {
    expect(
      tokensIn('Freilose (TX-12) · Startwert lot-evening-6 · 2026-11-20T19:30 · ERR_LATE · (auto)'),
    ).toEqual([
      'rule id "TX-12"',
      'lot id "lot-evening-6"',
      'ISO moment "2026-11-20T19:30"',
      'code "ERR_LATE"',
      'source word "(auto"',
      'capitals "TX"',
      'capitals "ERR_LATE"',
    ]);
    expect(tokensIn('Runde 3 · 2½ TP · 0–1 · −1,83 · FIDE · 27.03.2026 · 2026-11-20')).toEqual([]);
    expect(tokensIn('0-1 · -1,83 · (-3) · (Round robin (ieder-tegen-ieder))')).toEqual([
      'hyphen in a result "0-1"',
      'hyphen as minus "-1,83"',
      'hyphen as minus "-3"',
      'doubled parentheses "(Round robin (ieder-tegen-ieder))"',
    ]);
  });

  for (const lang of ['en', 'de', 'nl'] as const)
    it(`shows no rule id or internal token in ${lang}`, async () => {
      const { found, shown } = await findings(lang);
      expect(shown).toBeGreaterThan(150);
      expect([...found].map(([what, pages]) => `${what} (${pages.length}×, e.g. ${pages[0]})`)).toEqual([]);
    }, 180_000);
});
