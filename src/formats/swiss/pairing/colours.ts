/**
 * Colour allocation (C.04.3 E) and board order (C.04.2 / C.04.3 B.6: higher scores first,
 * then the higher score of the lower player, then the higher-ranked player's number).
 */
import { type Colour, invert, type PlayerState, pairingScore } from './state.js';
import type { ColourReason } from './types.js';

const colourPreferencesAgree = (a: Colour | null, b: Colour | null): boolean =>
  a === null || b === null || a !== b;

/** The colours of the two players' played games, most recent first. */
const playedColours = (p: PlayerState): Colour[] =>
  p.matches
    .filter((m) => m.played && m.colour !== null)
    .map((m) => m.colour as Colour)
    .reverse();

/** E.1–E.4: the colour of `p` against `o` decided by their preferences and histories, or null. */
function decidedColour(p: PlayerState, o: PlayerState): { colour: Colour; reason: ColourReason } | null {
  if (colourPreferencesAgree(p.preference, o.preference)) {
    if (p.preference !== null) return { colour: p.preference, reason: 'C.04.3 E.1' };
    if (o.preference !== null) return { colour: invert(o.preference), reason: 'C.04.3 E.1' };
    return null;
  }
  if (p.absolute && (p.colourImbalance > o.colourImbalance || !o.absolute))
    return { colour: p.preference as Colour, reason: 'C.04.3 E.2' };
  if (o.absolute && (o.colourImbalance > p.colourImbalance || !p.absolute))
    return { colour: invert(o.preference as Colour), reason: 'C.04.3 E.2' };
  if (p.strong && !o.strong) return { colour: p.preference as Colour, reason: 'C.04.3 E.2' };
  if (o.strong && !p.strong) return { colour: invert(o.preference as Colour), reason: 'C.04.3 E.2' };
  const pc = playedColours(p);
  const oc = playedColours(o);
  let k = 0;
  while (k < pc.length && k < oc.length && pc[k] === oc[k]) k++;
  // E.3: alternate from the most recent round in which they had different colours.
  if (k < pc.length && k < oc.length) return { colour: oc[k] as Colour, reason: 'C.04.3 E.3' };
  return null;
}

/** The colour of `p` (the lower pairing number of the pair) against `o`, and the article deciding it. */
export function colourOf(
  p: PlayerState,
  o: PlayerState,
  initial: Colour,
  played: number,
): { colour: Colour; reason: ColourReason } {
  const decided = decidedColour(p, o);
  if (decided) return decided;
  const pLower = rankedBelow(p, o, played);
  if (p.preference === null) {
    // E.5: the initial colour by the higher-ranked player's number (odd: the initial colour).
    if (pLower) return { colour: o.rankIndex % 2 === 1 ? initial : invert(initial), reason: 'C.04.3 E.5' };
    return { colour: p.rankIndex % 2 === 1 ? invert(initial) : initial, reason: 'C.04.3 E.5' };
  }
  // E.4: the higher-ranked player's preference.
  return { colour: pLower ? invert(o.preference as Colour) : p.preference, reason: 'C.04.3 E.4' };
}

/** `a` below `b` in the pairing order (score with acceleration, then effective pairing number). */
function rankedBelow(a: PlayerState, b: PlayerState, played: number): boolean {
  const sa = pairingScore(a, played);
  const sb = pairingScore(b, played);
  return sa !== sb ? sa < sb : a.rankIndex > b.rankIndex;
}

export interface Board {
  readonly white: PlayerState;
  readonly black: PlayerState;
}

/** Board order: by the higher player's score, the lower player's score, the higher player's rank. */
export function boardOrder(boards: readonly Board[]): Board[] {
  const higherLower = (b: Board): [PlayerState, PlayerState] => {
    const w = b.white;
    const k = b.black;
    const wBelow = w.score !== k.score ? w.score < k.score : w.rankIndex > k.rankIndex;
    return wBelow ? [k, w] : [w, k];
  };
  return boards
    .map((b) => ({ b, key: higherLower(b) }))
    .sort((x, y) => {
      const [xh, xl] = x.key;
      const [yh, yl] = y.key;
      if (xh.score !== yh.score) return yh.score - xh.score;
      if (xl.score !== yl.score) return yl.score - xl.score;
      return xh.rankIndex - yh.rankIndex;
    })
    .map((x) => x.b);
}
