/**
 * Shogi ranks on the kyu/dan scale (HL-1), a player's real rank and where it comes from (HL-2),
 * league ranks (HL-3) and their notation: the real rank followed by the modifier as a signed
 * Roman numeral (HL-4, `1 Dan-I`, `11 Kyu+IV`). League ranks are plain step numbers inside the
 * system and are never printed as ranks of their own.
 */
import { type Refusal, refusal } from '../../core/types.js';
import { makeRoman, parseRoman } from './roman.js';

const RANK_KINDS = ['kyu', 'dan'] as const;
export type RankKind = (typeof RANK_KINDS)[number];

export interface Rank {
  readonly kind: RankKind;
  /** 1 or more: `3 Kyu` is { kind: 'kyu', n: 3 }. */
  readonly n: number;
}

/** A real rank with a league-rank modifier, as written in the notation (HL-4). */
export interface RankNotation {
  readonly rank: Rank;
  readonly modifier: number;
}

/** Bounds of a real rank; beyond them a rank is a typing error, not a player. */
const MAX_KYU = 50;
const MAX_DAN = 9;

/** HL-1: d dan → d, k kyu → 1 − k, so 1 kyu = 0 and 1 dan = 1; differences are step counts. */
export const stepOf = (rank: Rank): number => (rank.kind === 'dan' ? rank.n : 1 - rank.n);

/** HL-1, inverse of `stepOf`: steps ≥ 1 are dan ranks, the others kyu ranks. */
export const rankAtStep = (step: number): Rank =>
  step >= 1 ? { kind: 'dan', n: step } : { kind: 'kyu', n: 1 - step };

/** HL-3: the league rank is the real rank's step plus the modifier. */
export const leagueRankOf = (realStep: number, modifier: number): number => realStep + modifier;

const NOTATION = /^(\d{1,15})\s*-?\s*(kyu|kyū|dan|k|d)(?:\s*([+\-−–])\s*([ivxlcdm]+))?$/i;

/**
 * HL-4: reads `1 Dan-I`, `11 Kyu+IV`, `3 Kyu`, `2 Dan+XII`; also lower case, `−` for minus,
 * and the short forms `3k` / `1d`. Returns undefined for anything else.
 */
export function parseRank(text: string): RankNotation | undefined {
  const m = NOTATION.exec(text.trim());
  if (!m) return undefined;
  const n = Number(m[1]);
  if (!Number.isSafeInteger(n) || n < 1) return undefined;
  const kind: RankKind = (m[2] as string).toLowerCase().startsWith('d') ? 'dan' : 'kyu';
  if (m[3] === undefined) return { rank: { kind, n }, modifier: 0 };
  const size = parseRoman(m[4] as string);
  if (size === undefined) return undefined;
  return { rank: { kind, n }, modifier: m[3] === '+' ? size : -size };
}

/** HL-4: the canonical notation; the modifier is left out when it is 0. */
export function makeRank(notation: RankNotation): string {
  const { rank, modifier } = notation;
  const base = `${rank.n} ${rank.kind === 'dan' ? 'Dan' : 'Kyu'}`;
  if (modifier === 0) return base;
  return `${base}${modifier > 0 ? '+' : '-'}${makeRoman(Math.abs(modifier))}`;
}

/** The notation of a player from the step of the real rank and the modifier (HL-4). */
export const notationOf = (realStep: number, modifier: number): string =>
  makeRank({ rank: rankAtStep(realStep), modifier });

const isRealRank = (rank: Rank): boolean =>
  Number.isInteger(rank.n) && rank.n >= 1 && rank.n <= (rank.kind === 'dan' ? MAX_DAN : MAX_KYU);

/** A real rank is written without modifier (`2 Kyu`); undefined for anything else. */
export function parseRealRank(text: string): Rank | undefined {
  const parsed = parseRank(text);
  if (parsed?.modifier !== 0 || !isRealRank(parsed.rank)) return undefined;
  return parsed.rank;
}

/** HL-2: the sources of a real rank, in order of precedence. */
export const RANK_SOURCES = ['FESA', 'NSR', 'estimate'] as const;
export type RankSource = (typeof RANK_SOURCES)[number];

/** The participant attribute that holds the rank of each source (`{ fesaRank: '2 Kyu' }`). */
export const RANK_ATTRIBUTES: Readonly<Record<RankSource, string>> = {
  FESA: 'fesaRank',
  NSR: 'nsrRank',
  estimate: 'estimatedRank',
};

export interface RealRank {
  readonly step: number;
  readonly source: RankSource;
  /** True when no source gave a rank and the league's default estimate stands in. */
  readonly assumed: boolean;
}

type Attributes = Readonly<Record<string, string | number | boolean>> | undefined;

/** HL-2: FESA, else NSR, else the estimate, else the league's default estimate. */
export function realRankOf(attributes: Attributes, defaultStep: number): RealRank {
  for (const source of RANK_SOURCES) {
    const value = attributes?.[RANK_ATTRIBUTES[source]];
    const rank = typeof value === 'string' ? parseRealRank(value) : undefined;
    if (rank) return { step: stepOf(rank), source, assumed: false };
  }
  return { step: defaultStep, source: 'estimate', assumed: true };
}

/** Refuses rank attributes that are present but unreadable, so no rank is silently skipped (HL-2). */
export function checkRankAttributes(attributes: Attributes): Refusal | undefined {
  for (const source of RANK_SOURCES) {
    const key = RANK_ATTRIBUTES[source];
    const value = attributes?.[key];
    if (value === undefined) continue;
    if (typeof value !== 'string' || parseRealRank(value) === undefined) {
      return refusal(
        'ERR_INVALID_RANK',
        `participant.attributes.${key}: "${String(value)}" is not a ${source} rank such as "3 Kyu" or "1 Dan" (1–${MAX_KYU} kyu, 1–${MAX_DAN} dan)`,
        { path: `participant.attributes.${key}`, params: { value: String(value), source } },
      );
    }
  }
  return undefined;
}
