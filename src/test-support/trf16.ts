/**
 * A TRF-16 grammar check of our own, as strict as the readers clubs use (bbpPairings, the
 * FIDE-endorsed pairing engine, whose verdicts on our files are kept in fixtures/trf/): it names
 * the first line a reader would refuse, or returns undefined.
 *
 * - A `001` line has at least 84 columns; its rounds start at column 92, ten columns each, and
 *   are read whole (opponent, blank, colour, blank, result): a cell cut short is refused.
 * - Opponent: blank, `0000` or another player's starting rank; colour `w`, `b`, `-` or blank;
 *   result one of TRF-16's codes.
 * - A round without a game (`0000`) takes no colour; a round whose result is not a game
 *   (`H F U Z` and blank) has no opponent; `+`/`-` may have one; a game result without colour is
 *   only the half-point bye `0000 - =`.
 * - Points (columns 81–84) are what the results are worth under the default scoring.
 * - Starting ranks 1 … n without gaps, every player ranked (86–89), tag 142 a positive number
 *   of rounds no smaller than the rounds played, round dates (132) in round order.
 */
import { TRF_DEFAULT_HALVES, type TrfResult } from '../core/trf.js';

const RESULTS = new Set(['1', '=', '0', '+', '-', 'W', 'D', 'L', 'H', 'F', 'U', 'Z', ' ']);
const NOT_GAMES = new Set(['+', '-', 'H', 'F', 'U', 'Z', ' ']);

export interface Trf16Refusal {
  readonly line: number;
  readonly reason: string;
}

interface PlayerLine {
  readonly line: number;
  readonly rank: number;
  readonly rounds: number;
}

function checkPlayer(text: string, line: number): string | PlayerLine {
  if (text.length < 84) return 'a player line is shorter than 84 columns';
  const id = Number(text.slice(4, 8).trim());
  if (!Number.isInteger(id) || id <= 0) return 'the starting rank is not a positive number';
  let halves = 0;
  let rounds = 0;
  let start = 91;
  for (let k = 0; start + 8 <= text.length; start += 10, k++) {
    const opponent = text.slice(start, start + 4);
    const colour = text[start + 5] ?? ' ';
    const result = (text[start + 7] ?? ' ').toUpperCase();
    const self = opponent === '    ' || opponent === '0000';
    if (!self && !/^ *\d+$/.test(opponent)) return `round ${k + 1}: the opponent is not a number`;
    if (!self && Number(opponent) === id) return `round ${k + 1}: a player meets himself`;
    if (!'wb- '.includes(colour)) return `round ${k + 1}: colour "${colour}"`;
    if (self && (colour === 'w' || colour === 'b')) return `round ${k + 1}: a colour without opponent`;
    if (!RESULTS.has(result)) return `round ${k + 1}: result "${result}"`;
    if (NOT_GAMES.has(result)) {
      if (result !== '+' && result !== '-' && !self)
        return `round ${k + 1}: result "${result}" with an opponent`;
    } else if ((colour === '-' || colour === ' ') && (result !== '=' || !self))
      return `round ${k + 1}: a game result without colour`;
    halves += TRF_DEFAULT_HALVES[result as TrfResult];
    if (opponent !== '    ' || colour !== ' ' || result !== ' ') rounds = k + 1;
  }
  if (text.slice(start).trim() !== '') return 'a round is cut short (opponent, colour and result)';
  const points = text.slice(80, 84).trim();
  const m = /^(\d+)(?:\.([05]))?$/.exec(points);
  if (!m || Number(m[1]) * 2 + (m[2] === '5' ? 1 : 0) !== halves)
    return `the points "${points}" are not what the results are worth`;
  const rank = Number(text.slice(85, 89).trim());
  if (!Number.isInteger(rank) || rank <= 0) return 'the player has no rank';
  return { line, rank: id, rounds };
}

/** The first line of `text` a TRF-16 reader would refuse, with why; undefined when all is well. */
export function checkTrf16(text: string): Trf16Refusal | undefined {
  const lines = text.split(/\r\n|\n/);
  const players: PlayerLine[] = [];
  let total: number | undefined;
  let totalLine = 0;
  for (const [i, raw] of lines.entries()) {
    const line = i + 1;
    const tag = raw.slice(0, 3);
    if (tag === '001') {
      const checked = checkPlayer(raw, line);
      if (typeof checked === 'string') return { line, reason: checked };
      players.push(checked);
    } else if (tag === '142') {
      total = Number(raw.slice(3).trim());
      totalLine = line;
      if (!Number.isInteger(total) || total <= 0)
        return { line, reason: 'tag 142 is not a number of rounds' };
    } else if (tag === '132') {
      const dates = raw.slice(91).match(/\S+/g) ?? [];
      if (dates.some((d) => !/^\d\d\/\d\d\/\d\d$/.test(d)))
        return { line, reason: 'a round date is not YY/MM/DD' };
      if (dates.some((d, k) => k > 0 && d < (dates[k - 1] as string)))
        return { line, reason: 'the round dates are not in round order' };
    }
  }
  const ranks = new Set(players.map((p) => p.rank));
  for (let r = 1; r <= players.length; r++)
    if (!ranks.has(r)) return { line: players.at(-1)?.line ?? 1, reason: `starting rank ${r} is missing` };
  const played = Math.max(0, ...players.map((p) => p.rounds));
  if (total !== undefined && played > total)
    return { line: totalLine, reason: `${played} rounds played, tag 142 says ${total}` };
  return undefined;
}
