/**
 * The FIDE Tournament Report File (TRF-2026, FIDE Handbook C.04 Annex 2, "TRF26"): a fixed-column
 * text file. `makeTrf` writes the tournament lines (`012` …, `132` round dates) and one `001`
 * line per player; `parseTrf` reads them back and names the line and column of anything it cannot
 * read. Other lines (NRS records, teams, `###` comments, unknown tags) are kept as they are read
 * but not interpreted. Points are halves (a win 2), as everywhere in Arbiter.
 *
 * `001` columns (1-based, inclusive): 1–3 `001`, 5–8 starting rank, 10 sex, 11–13 title,
 * 15–47 name, 49–52 FIDE rating, 54–56 federation, 58–68 FIDE number, 70–79 birth date,
 * 81–84 points (`11.5`), 86–89 rank; round r at 92 + 10·(r − 1): opponent (4 columns), colour
 * (column +5), result (column +7).
 */
import { err, ok, type Refusal, type Result, refusal } from './types.js';

export const TRF_COLOURS = ['w', 'b', '-'] as const;
export type TrfColour = (typeof TRF_COLOURS)[number];

/** TRF26 result codes (case-insensitive on reading; written as listed). */
export const TRF_RESULTS = ['1', '=', '0', '+', '-', 'W', 'D', 'L', 'H', 'F', 'U', 'Z', ' '] as const;
export type TrfResult = (typeof TRF_RESULTS)[number];

/** Halves each result code is worth under the default scoring of tag 162 (W 1, D ½, P as W). */
export const TRF_DEFAULT_HALVES: Readonly<Record<TrfResult, number>> = {
  '1': 2,
  '=': 1,
  '0': 0,
  '+': 2,
  '-': 0,
  W: 2,
  D: 1,
  L: 0,
  H: 1,
  F: 2,
  U: 2,
  Z: 0,
  ' ': 0,
};

export interface TrfRound {
  /** Starting rank of the opponent; 0 for none (bye, absence, not paired). */
  readonly opponent: number;
  readonly colour: TrfColour;
  readonly result: TrfResult;
}

export interface TrfPlayer {
  readonly startRank: number;
  readonly sex: '' | 'm' | 'w';
  readonly title: string;
  readonly name: string;
  /** 0 when unrated. */
  readonly rating: number;
  readonly federation: string;
  readonly fideId: string;
  readonly birthDate: string;
  readonly halves: number;
  readonly rank: number;
  readonly rounds: readonly TrfRound[];
  /** The line the player was read from (0 for a player made, not read). */
  readonly line: number;
}

export interface TrfTag {
  /** Three characters, e.g. `012`. */
  readonly tag: string;
  /** Everything from column 5 on. */
  readonly text: string;
}

export interface TrfFile {
  /** Tournament lines (`012` name, `022` city, `042` start …) in file order. */
  readonly tags: readonly TrfTag[];
  /** The dates of the rounds (`132`), `YY/MM/DD` each; empty when the file has none. */
  readonly roundDates: readonly string[];
  readonly players: readonly TrfPlayer[];
}

const NAME_WIDTH = 33;
const ROUND_START = 92;
const ROUND_WIDTH = 10;

/** The 1-based column where round `r` (1-based) starts. */
export const roundColumn = (round: number): number => ROUND_START + ROUND_WIDTH * (round - 1);

const left = (value: string, width: number): string => value.slice(0, width).padEnd(width, ' ');
const right = (value: string, width: number): string => value.slice(0, width).padStart(width, ' ');

/** Points from halves in the TRF's `11.5` form. */
export const makeTrfPoints = (halves: number): string => `${Math.trunc(halves / 2)}.${halves % 2 ? 5 : 0}`;

/** Writes a fixed-width line from (column, text) pieces; columns are 1-based. */
function fixedLine(pieces: readonly (readonly [number, string])[]): string {
  let line = '';
  for (const [column, text] of pieces) {
    line = line.padEnd(column - 1, ' ') + text;
  }
  return line.trimEnd();
}

/**
 * A player line made, not read: its rank, name, rating, points and rounds, and what `more` gives;
 * no sex, title, federation, FIDE id or birth date, rank 0, line 0.
 */
export const madePlayer = (
  fields: Pick<TrfPlayer, 'startRank' | 'name'> & Partial<TrfPlayer>,
): TrfPlayer => ({
  sex: '',
  title: '',
  rating: 0,
  federation: '',
  fideId: '',
  birthDate: '',
  halves: 0,
  rank: 0,
  rounds: [],
  line: 0,
  ...fields,
});

export function makePlayerLine(p: TrfPlayer): string {
  const pieces: [number, string][] = [
    [1, '001'],
    [5, right(String(p.startRank), 4)],
    [10, left(p.sex, 1)],
    [11, left(p.title, 3)],
    [15, left(p.name, NAME_WIDTH)],
    [49, p.rating > 0 ? right(String(p.rating), 4) : '    '],
    [54, left(p.federation, 3)],
    [58, right(p.fideId, 11)],
    [70, left(p.birthDate, 10)],
    [81, right(makeTrfPoints(p.halves), 4)],
    [86, right(String(p.rank), 4)],
  ];
  p.rounds.forEach((r, i) => {
    // TRF-16: a round without a result (a pairing not yet played, or no pairing yet) is left
    // blank; a paired game or `0000 -` without its result letter is refused by readers
    // (bbpPairings reads a cell only whole: opponent, colour and result).
    if (r.result === ' ') return;
    const at = roundColumn(i + 1);
    pieces.push([at, r.opponent > 0 ? right(String(r.opponent), 4) : '0000']);
    pieces.push([at + 5, r.colour]);
    pieces.push([at + 7, r.result]);
  });
  return fixedLine(pieces);
}

/** The file's text: tournament lines, round dates, players; every line ends in CR LF (Remark 1). */
export function makeTrf(file: TrfFile): string {
  const lines = file.tags.map((t) => `${t.tag} ${t.text}`.trimEnd());
  if (file.roundDates.length > 0)
    lines.push(
      fixedLine([[1, '132'], ...file.roundDates.map((d, i): [number, string] => [roundColumn(i + 1), d])]),
    );
  for (const p of file.players) lines.push(makePlayerLine(p));
  return `${lines.join('\r\n')}\r\n`;
}

/** Where something could not be read: `line L, column C`. */
export interface TrfPosition {
  readonly line: number;
  readonly column: number;
}

const invalid = (at: TrfPosition, message: string): Refusal =>
  refusal('ERR_INVALID_TRF', `line ${at.line}, column ${at.column}: ${message}`, {
    params: { line: at.line, column: at.column },
  });

/** The text of columns `from`–`to` (1-based, inclusive). */
const columns = (line: string, from: number, to: number): string => line.slice(from - 1, to);

function parseNumber(
  line: string,
  lineNo: number,
  from: number,
  to: number,
  what: string,
): Result<number, Refusal> {
  const raw = columns(line, from, to).trim();
  if (raw === '') return ok(0);
  if (!/^\d+$/.test(raw))
    return err(invalid({ line: lineNo, column: from }, `${what} "${raw}" is not a number`));
  return ok(Number(raw));
}

function parseHalves(line: string, lineNo: number): Result<number, Refusal> {
  const raw = columns(line, 81, 84).trim();
  if (raw === '') return ok(0);
  const m = /^(\d+)(?:\.([05]))?$/.exec(raw);
  if (!m) return err(invalid({ line: lineNo, column: 81 }, `points "${raw}" are not in the form 11.5`));
  return ok(Number(m[1]) * 2 + (m[2] === '5' ? 1 : 0));
}

function parseRounds(line: string, lineNo: number): Result<TrfRound[], Refusal> {
  const rounds: TrfRound[] = [];
  for (let at = ROUND_START; at <= line.length; at += ROUND_WIDTH) {
    const block = columns(line, at, at + 7);
    if (block.trim() === '') {
      rounds.push({ opponent: 0, colour: '-', result: ' ' });
      continue;
    }
    const opponent = parseNumber(line, lineNo, at, at + 3, 'the opponent');
    if (!opponent.ok) return opponent;
    const colour = (block[5] ?? ' ').toLowerCase();
    if (colour !== ' ' && !(TRF_COLOURS as readonly string[]).includes(colour))
      return err(invalid({ line: lineNo, column: at + 5 }, `colour "${colour}" is not w, b or -`));
    const result = (block[7] ?? ' ').toUpperCase();
    if (!(TRF_RESULTS as readonly string[]).includes(result))
      return err(invalid({ line: lineNo, column: at + 7 }, `result "${block[7]}" is not a TRF result code`));
    const gap = [4, 6].find((k) => (block[k] ?? ' ') !== ' ');
    if (gap !== undefined)
      return err(
        invalid({ line: lineNo, column: at + gap }, 'a round is opponent, blank, colour, blank, result'),
      );
    rounds.push({
      opponent: opponent.value,
      colour: colour === ' ' ? '-' : (colour as TrfColour),
      result: result as TrfResult,
    });
  }
  return ok(rounds);
}

function parsePlayer(line: string, lineNo: number): Result<TrfPlayer, Refusal> {
  // TRF-16: a player line runs at least to its points (columns 81–84).
  if (line.trimEnd().length < 84)
    return err(
      invalid(
        { line: lineNo, column: line.trimEnd().length + 1 },
        'a player line ends before its points (columns 81–84)',
      ),
    );
  const startRank = parseNumber(line, lineNo, 5, 8, 'the starting rank');
  if (!startRank.ok) return startRank;
  if (startRank.value === 0)
    return err(invalid({ line: lineNo, column: 5 }, 'a player needs a starting rank'));
  const sex = columns(line, 10, 10).trim().toLowerCase();
  if (sex !== '' && sex !== 'm' && sex !== 'w')
    return err(invalid({ line: lineNo, column: 10 }, `sex "${sex}" is not m or w`));
  const name = columns(line, 15, 47).trim();
  if (name === '') return err(invalid({ line: lineNo, column: 15 }, 'the player has no name'));
  const rating = parseNumber(line, lineNo, 49, 52, 'the rating');
  if (!rating.ok) return rating;
  const halves = parseHalves(line, lineNo);
  if (!halves.ok) return halves;
  const rank = parseNumber(line, lineNo, 86, 89, 'the rank');
  if (!rank.ok) return rank;
  const rounds = parseRounds(line, lineNo);
  if (!rounds.ok) return rounds;
  return ok({
    startRank: startRank.value,
    sex: sex as TrfPlayer['sex'],
    title: columns(line, 11, 13).trim(),
    name,
    rating: rating.value,
    federation: columns(line, 54, 56).trim(),
    fideId: columns(line, 58, 68).trim(),
    birthDate: columns(line, 70, 79).trim(),
    halves: halves.value,
    rank: rank.value,
    rounds: rounds.value,
    line: lineNo,
  });
}

function parseRoundDates(line: string): string[] {
  const dates: string[] = [];
  for (let at = ROUND_START; at <= line.length; at += ROUND_WIDTH)
    dates.push(columns(line, at, at + 7).trim());
  return dates;
}

/**
 * Reads a TRF: every `001` line checked column by column, starting ranks unique, opponents
 * known and answering each other (the same round, opposite colours).
 */
export function parseTrf(text: string): Result<TrfFile, Refusal> {
  const tags: TrfTag[] = [];
  const players: TrfPlayer[] = [];
  let roundDates: string[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  for (const [i, line] of lines.entries()) {
    const lineNo = i + 1;
    if (line.trim() === '' || line.startsWith('###')) continue;
    const tag = columns(line, 1, 3);
    if (line.length > 3 && line[3] !== ' ')
      return err(
        invalid({ line: lineNo, column: 4 }, 'a line starts with a three-character tag and a blank'),
      );
    if (tag === '001') {
      const player = parsePlayer(line, lineNo);
      if (!player.ok) return player;
      players.push(player.value);
    } else if (tag === '132') roundDates = parseRoundDates(line);
    else tags.push({ tag, text: line.slice(4) });
  }
  if (players.length === 0)
    return err(invalid({ line: lines.length, column: 1 }, 'the file has no player (001) line'));
  const checked = checkPlayers(players);
  if (!checked.ok) return checked;
  return ok({ tags, roundDates, players });
}

function checkPlayers(players: readonly TrfPlayer[]): Result<true, Refusal> {
  const byRank = new Map<number, TrfPlayer>();
  for (const p of players) {
    if (byRank.has(p.startRank))
      return err(invalid({ line: p.line, column: 5 }, `starting rank ${p.startRank} is given twice`));
    byRank.set(p.startRank, p);
  }
  for (const p of players) {
    for (const [i, r] of p.rounds.entries()) {
      if (r.opponent === 0) continue;
      const column = roundColumn(i + 1);
      const other = byRank.get(r.opponent);
      if (!other)
        return err(invalid({ line: p.line, column }, `round ${i + 1}: there is no player ${r.opponent}`));
      const back = other.rounds[i];
      if (back?.opponent !== p.startRank)
        return err(
          invalid(
            { line: p.line, column },
            `round ${i + 1}: player ${r.opponent} does not have ${p.startRank} as opponent`,
          ),
        );
      if (r.colour !== '-' && back.colour === r.colour)
        return err(
          invalid(
            { line: p.line, column: column + 5 },
            `round ${i + 1}: both players have colour ${r.colour}`,
          ),
        );
    }
  }
  return ok(true);
}

/** The text of a tournament tag, if the file has it (`012` → the tournament's name). */
export const trfTag = (file: TrfFile, tag: string): string | undefined =>
  file.tags.find((t) => t.tag === tag)?.text.trim();
