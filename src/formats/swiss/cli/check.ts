/**
 * The free pairings checker (`arbiter swiss check FILE.trf`, C.04 endorsement A.5): every
 * round of the file paired again by the engine, from the rounds before it, and compared with the
 * file — opponents, colours and the pairing-allocated bye. The first difference is told in words.
 */
import { pairNextRound } from '../pairing/index.js';
import { engineInputFor, pairedRounds, type SwissTrf } from '../trf/index.js';

export interface CheckReport {
  readonly rounds: number;
  /** The first round that differs, in words; null when every round is what the engine makes. */
  readonly difference: string | null;
  readonly round: number | null;
}

const colourWord = (c: string): string => (c === 'w' ? 'white' : c === 'b' ? 'black' : 'no colour');

/** The first difference between the engine's pairing of `round` and the file's, or null. */
export function checkRound(trf: SwissTrf, round: number, totalRounds: number): string | null {
  const result = pairNextRound(engineInputFor(trf, round, 'check', totalRounds));
  if (!result.ok)
    return `round ${round}: the engine finds no pairing (${result.error.message}), the file has one`;
  const byNumber = new Map(trf.file.players.map((p) => [p.startRank, p] as const));
  const fileCell = (n: number) => byNumber.get(n)?.rounds[round - 1];
  for (const pair of result.value.pairs) {
    const cell = fileCell(pair.white);
    if (cell?.opponent !== pair.black)
      return `round ${round}: the engine pairs ${pair.white} (white) with ${pair.black}; the file pairs ${pair.white} with ${cell && cell.opponent > 0 ? cell.opponent : 'nobody'}`;
    if (cell.colour !== 'w')
      return `round ${round}: the engine gives ${pair.white} white against ${pair.black}; the file gives ${pair.white} ${colourWord(cell.colour)}`;
  }
  const bye = result.value.bye;
  if (bye !== null && fileCell(bye)?.result !== 'U')
    return `round ${round}: the engine gives the pairing-allocated bye to ${bye}; the file does not`;
  for (const p of trf.file.players)
    if (p.rounds[round - 1]?.result === 'U' && bye !== p.startRank)
      return `round ${round}: the file gives the pairing-allocated bye to ${p.startRank}; the engine ${bye === null ? 'gives none' : `gives it to ${bye}`}`;
  return null;
}

export function checkTrf(trf: SwissTrf): CheckReport {
  const rounds = pairedRounds(trf);
  const total = Math.max(trf.totalRounds ?? rounds, rounds);
  for (let r = 1; r <= rounds; r++) {
    const difference = checkRound(trf, r, total);
    if (difference) return { rounds, difference, round: r };
  }
  return { rounds, difference: null, round: null };
}
