/** Issue 25.9: the short name in addresses made from a competition's name. */
import { describe, expect, it } from 'vitest';
import { slugCandidate, slugOf } from './slug.js';

/** What a competition's id may be (app/imports/document.ts `COMPETITION_ID_PATTERN`). */
const COMPETITION_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,62}$/;

describe('slugOf (issue 25.9)', () => {
  it.each([
    // The issue's own example, whole.
    ['Interne Competitie 2026/2027', 'interne-competitie-2026-2027'],
    // Umlauts spelled out, ß as ss.
    ['Vereinsmeisterschaft Überlingen 2026', 'vereinsmeisterschaft-ueberlingen-2026'],
    ['Großer Preis der Schachfreunde Köln', 'grosser-preis-der-schachfreunde-koeln'],
    // Other accents dropped; Scandinavian and Polish letters by their plain forms.
    ['Café Noël — Rapid', 'cafe-noel-rapid'],
    ['Łódź Øresund', 'lodz-oresund'],
    // Leading, trailing and repeated separators go.
    ['  --Keizer!!  2026--  ', 'keizer-2026'],
    // Nothing usable: empty (the form then asks for one, the candidate falls back).
    ['!!!', ''],
  ])('%s → %s', (name, slug) => {
    expect(slugOf(name)).toBe(slug);
    if (slug) expect(COMPETITION_ID_PATTERN.test(slug)).toBe(true);
  });

  it('cuts at 63 characters, the longest short name, without a trailing "-"', () => {
    const name = `${'a'.repeat(62)} b`;
    expect(slugOf(name)).toBe('a'.repeat(62));
    expect(slugOf('b'.repeat(64))).toHaveLength(63);
    expect(slugOf('c'.repeat(63))).toHaveLength(63);
  });

  it('candidates: the slug, then -2, -3 … within 63 characters', () => {
    expect(slugCandidate('ic-2026', 1)).toBe('ic-2026');
    expect(slugCandidate('ic-2026', 2)).toBe('ic-2026-2');
    expect(slugCandidate('', 1)).toBe('competition');
    const long = slugCandidate('x'.repeat(63), 12);
    expect(long).toBe(`${'x'.repeat(60)}-12`);
    expect(COMPETITION_ID_PATTERN.test(long)).toBe(true);
  });
});
