/**
 * TRF-16 / TRF-2026 files for the Swiss engine: the FIDE Tournament Report File (C.04 Annex 2)
 * with the extension lines the pairing engines read — `XXR` rounds, `XXC` initial colour
 * (`white1`/`black1`), `BBW`/`BBD`/`BBL`/`BBZ`/`BBF`/`BBU` points, `XXA` accelerations, `192`
 * Baku acceleration. The player lines are read by `core/trf.ts`; this module keeps every line
 * as read, so that `makeSwissTrf(parseSwissTrf(text))` gives the text back byte for byte.
 * Errors name the line and column: `ERR_TRF_LINE: line 12, column 96: …`. Pure.
 */
import { makeTrf, parseTrf, type TrfFile, type TrfPlayer } from '../../../core/trf.js';
import { err, ok, type Refusal, type Result, refusal } from '../../../core/types.js';
import { cellPoints } from '../pairing/state.js';
import { DEFAULT_POINTS, type EngineInput, type Points, type TrfCell } from '../pairing/types.js';

export interface SwissTrf {
  /** The file as read (tags, players) by the core reader. */
  readonly file: TrfFile;
  /** Every line as read, without its line ending. */
  readonly lines: readonly string[];
  /** The line ending of the file (`\r\n`, `\n` or `\r`); whether the last line has one. */
  readonly eol: string;
  readonly finalEol: boolean;
  /** Rounds planned (`XXR` or `142`); null when the file does not say. */
  readonly totalRounds: number | null;
  /** `XXC white1|black1` or `152 W|B`; null when not given. */
  readonly initialColour: 'w' | 'b' | null;
  readonly points: Points;
  /** `192` names Baku acceleration. */
  readonly baku: boolean;
  /** `XXA` virtual points (tenths) per pairing number and round. */
  readonly accelerations: ReadonlyMap<number, readonly number[]>;
}

const lineError = (line: number, message: string, column = 5): Refusal =>
  refusal('ERR_TRF_LINE', `line ${line}, column ${column}: ${message}`, { params: { line, column } });

/** Points as written in the extension lines (`1.0`, `0.5`, `1`), in tenths. */
export function parseTenths(text: string): number | null {
  const m = /^(\d{1,3})(?:\.(\d))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 10 + Number(m[2] ?? '0');
}

export const makeTenths = (tenths: number): string => `${Math.trunc(tenths / 10)}.${tenths % 10}`;

const POINT_TAGS: Readonly<Record<string, keyof Points>> = {
  BBW: 'win',
  BBD: 'draw',
  BBL: 'loss',
  BBZ: 'zeroBye',
  BBF: 'forfeitLoss',
  BBU: 'pab',
};

export function parseSwissTrf(text: string): Result<SwissTrf, Refusal> {
  const body = text.replace(/^\uFEFF/, '');
  const eol = /\r\n/.test(body) ? '\r\n' : /\r/.test(body) ? '\r' : '\n';
  const finalEol = body.endsWith(eol);
  const lines = (finalEol ? body.slice(0, -eol.length) : body).split(eol);
  const core = parseTrf(body);
  if (!core.ok) {
    const at = /^line (\d+), column (\d+): /.exec(core.error.message);
    return err(
      lineError(
        at ? Number(at[1]) : 0,
        core.error.message.replace(/^line \d+, column \d+: /, ''),
        at ? Number(at[2]) : 1,
      ),
    );
  }
  let totalRounds: number | null = null;
  let initialColour: 'w' | 'b' | null = null;
  let baku = false;
  let bbu = false;
  const points: { -readonly [K in keyof Points]: number } = { ...DEFAULT_POINTS };
  const accelerations = new Map<number, number[]>();
  for (const [i, line] of lines.entries()) {
    const no = i + 1;
    const tag = line.slice(0, 3);
    const rest = line.slice(3).trim();
    if (tag === 'XXR' || tag === '142') {
      if (!/^\d+$/.test(rest) || Number(rest) < 1)
        return err(lineError(no, `"${rest}" is not a number of rounds`));
      totalRounds = Number(rest);
    } else if (tag === 'XXC') {
      for (const word of rest.split(/\s+/)) {
        if (word === 'white1') initialColour = 'w';
        else if (word === 'black1') initialColour = 'b';
      }
    } else if (tag === '152') {
      if (rest !== 'W' && rest !== 'B') return err(lineError(no, `"${rest}" is not W or B`));
      initialColour = rest === 'W' ? 'w' : 'b';
    } else if (tag === '192') {
      baku = /baku/i.test(rest);
    } else if (tag in POINT_TAGS) {
      const value = parseTenths(rest);
      if (value === null) return err(lineError(no, `"${rest}" is not a number of points`));
      const key = POINT_TAGS[tag] as keyof Points;
      points[key] = value;
      if (tag === 'BBU') bbu = true;
      if (tag === 'BBW') {
        points.forfeitWin = value;
        points.fullBye = value;
        if (!bbu) points.pab = value;
      }
      if (tag === 'BBD') points.halfBye = value;
    } else if (tag === 'XXA') {
      const number = Number(line.slice(4, 8).trim());
      if (!Number.isInteger(number) || number < 1)
        return err(lineError(no, 'an XXA line starts with a pairing number'));
      const values: number[] = [];
      for (let at = 9; at + 4 <= line.length; at += 5) {
        const cell = line.slice(at, at + 4);
        const value = cell.trim() === '' ? 0 : parseTenths(cell);
        if (value === null) return err(lineError(no, `"${cell}" is not a number of points`, at + 1));
        values.push(value);
      }
      accelerations.set(number, values);
    }
  }
  return ok({
    file: core.value,
    lines,
    eol,
    finalEol,
    totalRounds,
    initialColour,
    points,
    baku,
    accelerations,
  });
}

/** The text again, exactly as read. */
export const makeSwissTrf = (trf: SwissTrf): string =>
  trf.lines.join(trf.eol) + (trf.finalEol ? trf.eol : '');

/** The engine's cell for a core TRF round. */
export function cellOf(r: TrfPlayer['rounds'][number] | undefined): TrfCell {
  if (!r) return { opponent: null, colour: '-', result: ' ' };
  return { opponent: r.opponent > 0 ? r.opponent : null, colour: r.colour, result: r.result };
}

/** A round's cell took part in the pairing: an opponent, the pairing-allocated bye, a forfeit win. */
export const participated = (c: TrfCell): boolean =>
  c.opponent !== null || c.result === 'U' || c.result === '+';

/** A cell that is written at all (not blank). */
const written = (c: TrfCell): boolean => c.opponent !== null || c.colour !== '-' || c.result !== ' ';

/**
 * Rounds already paired: up to the last round anyone took part in a pairing. Cells after it
 * (a requested bye written in advance) belong to the round to pair.
 */
export function pairedRounds(trf: SwissTrf): number {
  let played = 0;
  for (const p of trf.file.players) {
    for (const [i, r] of p.rounds.entries()) {
      const c = cellOf(r);
      if (participated(c)) played = Math.max(played, i + 1);
      else if (written(c)) played = Math.max(played, i);
    }
  }
  return played;
}

/** The first colour as the file shows it: the top player present in the first round with colours. */
export function inferInitialColour(trf: SwissTrf): 'w' | 'b' | null {
  const players = [...trf.file.players].sort((a, b) => a.startRank - b.startRank);
  let first = Number.POSITIVE_INFINITY;
  for (const p of players)
    for (const [i, r] of p.rounds.entries()) if (r.colour !== '-') first = Math.min(first, i);
  if (!Number.isFinite(first)) return null;
  const rank = 0;
  for (const p of players) {
    const took = p.rounds.slice(0, first + 1).some((r) => participated(cellOf(r)));
    if (!took) continue;
    const c = p.rounds[first]?.colour;
    if (c === 'w' || c === 'b') return rank % 2 === 1 ? (c === 'w' ? 'b' : 'w') : c;
    return null;
  }
  return null;
}

/**
 * The engine's input to pair round `round` (1-based) of the file: the cells of the rounds
 * before it; absent are the players whose cell of that round took no part in a pairing — for a
 * round already in the file (`check`) any such cell, blank too; for the round to pair (`next`)
 * a cell written in advance (a requested bye).
 */
export function engineInputFor(
  trf: SwissTrf,
  round: number,
  mode: 'check' | 'next',
  totalRounds?: number,
): EngineInput {
  const absent = new Set<number>();
  const players = trf.file.players.map((p) => {
    const cells = p.rounds.slice(0, round - 1).map(cellOf);
    while (cells.length < round - 1) cells.push(cellOf(undefined));
    const next = cellOf(p.rounds[round - 1]);
    if (!participated(next) && (mode === 'check' || written(next))) absent.add(p.startRank);
    return { number: p.startRank, rating: p.rating, cells };
  });
  return {
    totalRounds: totalRounds ?? trf.totalRounds ?? Math.max(round, pairedRounds(trf)),
    players,
    absent,
    initialColour: trf.initialColour ?? inferInitialColour(trf) ?? 'w',
    points: trf.points,
    ...(trf.baku ? { acceleration: 'baku' as const } : {}),
    ...(trf.accelerations.size > 0 ? { accelerations: trf.accelerations } : {}),
  };
}

/**
 * The file as it stood before round `round` was paired: the rounds before it, the requested
 * byes of that round, the points recomputed, and `XXR`/`XXC` lines so that any engine can pair
 * it (`bbpPairings -p`, `arbiter swiss pair-trf`).
 */
export function makeRoundFile(trf: SwissTrf, round: number, totalRounds: number): string {
  const input = engineInputFor(trf, round, 'check', totalRounds);
  const players = trf.file.players.map((p) => {
    const before = p.rounds.slice(0, round - 1);
    while (before.length < round - 1) before.push({ opponent: 0, colour: '-', result: ' ' });
    const tenths = before.reduce((s, r) => s + cellPoints(cellOf(r), trf.points), 0);
    const next = p.rounds[round - 1];
    const rounds = next && !participated(cellOf(next)) && written(cellOf(next)) ? [...before, next] : before;
    return { ...p, rounds, halves: tenths / 5, rank: 0 };
  });
  const tags = [
    ...trf.file.tags.filter((t) => !['XXR', 'XXC', '142', '152'].includes(t.tag)),
    { tag: 'XXR', text: String(totalRounds) },
    { tag: 'XXC', text: input.initialColour === 'w' ? 'white1' : 'black1' },
  ];
  return makeTrf({ tags, roundDates: [], players });
}
