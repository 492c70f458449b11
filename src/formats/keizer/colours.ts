/**
 * KZ-12 colours: who gets white in a pair, and which pairs the colour limit forbids.
 */
import type { KeizerConfig } from './config.js';

export interface ColourHistory {
  readonly whites: number;
  readonly blacks: number;
  readonly last: 'white' | 'black' | null;
}

type Colours = KeizerConfig['colours'];

const difference = (h: ColourHistory): number => h.whites - h.blacks;

/** +1: must have black next, −1: must have white next, 0: free (the colour limit, when set). */
export function colourNeed(h: ColourHistory, colours: Colours): -1 | 0 | 1 {
  const limit = colours.maxDifference;
  if (limit === null) return 0;
  const d = difference(h);
  return d >= limit ? 1 : d <= -limit ? -1 : 0;
}

/** Two players who both must have the same colour cannot meet without breaking the limit. */
export function coloursCompatible(a: ColourHistory, b: ColourHistory, colours: Colours): boolean {
  const na = colourNeed(a, colours);
  return na === 0 || na !== colourNeed(b, colours);
}

/**
 * KZ-12: whether the higher-ranked player of a pair gets white. The colour limit first; then the
 * player with fewer whites (or the lower whites − blacks, per `balance`) gets white; if equal,
 * the one who had black last; if still equal, the configured rank rule (lower-ranked by default).
 */
export function higherGetsWhite(higher: ColourHistory, lower: ColourHistory, colours: Colours): boolean {
  const nh = colourNeed(higher, colours);
  const nl = colourNeed(lower, colours);
  if (nh !== nl) {
    if (nh === 1 || nl === -1) return false;
    if (nh === -1 || nl === 1) return true;
  }
  const key = (h: ColourHistory) => (colours.balance === 'whites' ? h.whites : difference(h));
  if (key(higher) !== key(lower)) return key(higher) < key(lower);
  const hb = higher.last === 'black';
  const lb = lower.last === 'black';
  if (hb !== lb) return hb;
  return colours.tie === 'higher-ranked-white';
}
