/**
 * The texts the league's pages build their keys for (handicaps, pieces, outcomes, rank sources …)
 * and every refusal its decisions can give exist in English, German and Dutch; the i18n test only
 * sees keys written out literally.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LANGS } from '../../../core/types.js';
import { webCatalog } from '../../../server/texts/catalog.js';
import { PIECE_KINDS, PLAYED_HANDICAPS, RANK_SOURCES } from '../index.js';
import { messages } from '../messages.js';

const formatDir = new URL('..', import.meta.url).pathname;

/** Keys no language of the web app's catalog (the format's texts and its pages' texts) has. */
const missing = (keys: readonly string[], catalog = webCatalog) =>
  LANGS.flatMap((lang) => keys.filter((k) => catalog[lang][k] === undefined).map((k) => `${lang}:${k}`));

describe('handicap-league texts', () => {
  it('HL-9 every handicap, piece and side of a removed piece has its name', () => {
    const sided = ['lance', 'knight', 'silver', 'gold'].flatMap((p) =>
      ['left', 'right', 'both'].map((side) => `hl.removed.${side}-${p}`),
    );
    expect(
      missing([
        ...PLAYED_HANDICAPS.map((h) => `hl.handicap.${h}`),
        ...PIECE_KINDS.map((p) => `hl.piece.${p}`),
        ...sided,
      ]),
    ).toEqual([]);
  });

  it('HL-2/HL-5 outcomes, roles and rank sources have their words', () => {
    expect(
      missing([
        ...['win', 'draw', 'loss'].map((o) => `hl.outcome.${o}`),
        ...['uwate', 'shitate'].map((r) => `hl.player.as.${r}`),
        ...RANK_SOURCES.flatMap((s) => [`hl.source.${s}`, `hl.dir.rank.${s}`]),
      ]),
    ).toEqual([]);
  });

  it('every refusal the format’s decisions can give has a text, filled only from its params', () => {
    const sources = readdirSync(formatDir)
      .filter((f) => /^(decide.*|rank)\.ts$/.test(f))
      .map((f) => readFileSync(join(formatDir, f), 'utf8'))
      .join('\n');
    const codes = [...new Set([...sources.matchAll(/'(ERR_[A-Z_]+)'/g)].map((m) => m[1] as string))];
    expect(codes.length).toBeGreaterThan(15);
    expect(
      missing(
        codes.map((c) => `refusal.handicap-league.${c}`),
        messages,
      ),
    ).toEqual([]);
    const allowed = new Set(['evening', 'since', 'games', 'player', 'opponent', 'a', 'b', 'value', 'source']);
    for (const lang of LANGS)
      for (const code of codes) {
        const text = messages[lang][`refusal.handicap-league.${code}`] ?? '';
        for (const [, name] of text.matchAll(/\{(\w+)\}/g))
          expect(allowed, `${lang}:${code}`).toContain(name);
      }
  });
});
