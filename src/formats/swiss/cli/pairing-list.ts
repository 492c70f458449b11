/**
 * A round's pairing as JaVaFo's and bbpPairings' `-p` write it: the number of pairs (the bye
 * counts as one) on the first line, then "white black" by pairing number, a bye as "N 0".
 */
import type { EnginePairing } from '../pairing/types.js';

export function makePairingList(pairing: EnginePairing): string {
  const lines = pairing.pairs.map((p) => `${p.white} ${p.black}`);
  if (pairing.bye !== null) lines.push(`${pairing.bye} 0`);
  return `${[String(lines.length), ...lines].join('\n')}\n`;
}
