/**
 * What a format does with a FIDE TRF (TRF-2026, core/trf.ts): how its rounds are written as a
 * TRF's player lines (a `TrfSheet`), and how a TRF file becomes a competition of it (a
 * `TrfReading`: the setup and the commands to replay). Each format that has a mapping exports a
 * `FormatTrf` from its folder (`formats/<f>/trf.ts`), listed in `formats/trf.ts`; the app writes
 * the file and replays the commands (app/imports/trf.ts, app/imports/trf-import.ts) without naming a format.
 */
import type { Actor, StoredEvent } from './events.js';
import type { Participant, Roster } from './participant.js';
import type { TrfColour, TrfFile, TrfPlayer, TrfResult } from './trf.js';
import { err, type Moment, ok, type ParticipantId, type Refusal, type Result, refusal } from './types.js';

/** One player's round from his side, the opponent still an id. */
export interface TrfSide {
  readonly opponent?: ParticipantId;
  readonly colour: TrfColour;
  readonly result: TrfResult;
}

/** A round a player has no game in and no result. */
export const NOT_PAIRED: TrfSide = { colour: '-', result: ' ' };

/** Every player's rounds, each not paired yet: the start of a sheet that fills in the games. */
export const unpairedRounds = (
  players: readonly ParticipantId[],
  count: number,
): Map<ParticipantId, TrfSide[]> =>
  new Map(players.map((id) => [id, Array.from({ length: count }, () => NOT_PAIRED)]));

/** The rounds of a competition as TRF sees them: players in starting-rank order, a row each. */
export interface TrfSheet {
  readonly players: readonly ParticipantId[];
  readonly rounds: ReadonlyMap<ParticipantId, readonly TrfSide[]>;
  /** `YYYY-MM-DD` per round, where the competition knows it. */
  readonly dates: readonly string[];
  /** The rounds the competition will have in all, where it knows them (tag 142). */
  readonly total?: number;
}

/** What a sheet is made from: the folded state as of a moment, the roster and the log. */
export interface TrfSheetInput {
  readonly state: unknown;
  readonly roster: Roster;
  readonly asOf: Moment;
  /** The competition's log (the round robin dates its rounds by their first results). */
  readonly events: readonly StoredEvent[];
}

/** The participant a player line becomes when a file is read: `p` and his starting rank. */
export const participantOfRank = (startRank: number): ParticipantId => `p${startRank}`;

/** A reader's refusal of a file: `ERR_INVALID_TRF`, naming the file, the line and the column. */
export const invalidTrf = (path: string, line: number, column: number, message: string): Refusal =>
  refusal('ERR_INVALID_TRF', `${path}: line ${line}, column ${column}: ${message}`, {
    params: { line, column },
  });

/**
 * The file's players in starting-rank order, refused unless the ranks are 1 to n: a format whose
 * starting ranks are its pairing numbers reads its players so.
 */
export function playersByRank(path: string, file: TrfFile): Result<readonly TrfPlayer[], Refusal> {
  const players = [...file.players].sort((a, b) => a.startRank - b.startRank);
  const gap = players.find((p, i) => p.startRank !== i + 1);
  if (!gap) return ok(players);
  const message = `the starting ranks must be 1 to ${players.length} (the pairing numbers), not ${gap.startRank}`;
  return err(invalidTrf(path, gap.line, 5, message));
}

/** A configuration the file gives refused: an unknown preset as the `--preset` option's, anything else as `otherwise`. */
export const presetOr = (refused: Refusal, otherwise: Refusal = refused): Refusal =>
  refused.code === 'ERR_UNKNOWN_PRESET' ? { ...refused, message: `--preset: ${refused.message}` } : otherwise;

/** A result code as played: a game under one move (W, D, L) counts as won, drawn or lost (1, =, 0). */
export const asPlayed = (code: TrfResult): string =>
  ({ W: '1', D: '=', L: '0' })[code as 'W' | 'D' | 'L'] ?? code;

/** A chess game's result (`1-0` …) as the codes of both sides, white first. */
export const GAME_CODES = {
  '1-0': ['1', '0'],
  '0-1': ['0', '1'],
  '1/2-1/2': ['=', '='],
  '+-': ['+', '-'],
  '-+': ['-', '+'],
  '--': ['-', '-'],
} as const satisfies Readonly<Record<string, readonly [TrfResult, TrfResult]>>;

export type GameCodeResult = keyof typeof GAME_CODES;

const GAME_OF_CODES: ReadonlyMap<string, GameCodeResult> = new Map(
  Object.entries(GAME_CODES).map(([result, [w, b]]) => [`${w}${b}`, result as GameCodeResult]),
);

/** The game's result from both sides' codes (white first; W, D, L count as played), if they make one. */
export const gameOfCodes = (white: TrfResult, black: TrfResult): GameCodeResult | undefined =>
  GAME_OF_CODES.get(`${asPlayed(white)}${asPlayed(black)}`);

/** A command read from the file, with the place in the file a refusal of it names. */
export interface TrfStep {
  readonly at: Moment;
  readonly actor: Actor;
  readonly command: { readonly type: string; readonly [field: string]: unknown };
  readonly line: number;
  readonly column: number;
  /** The round it belongs to, named in a refusal. */
  readonly round?: number;
}

/** A TRF file as a competition of a format: its setup and the commands that replay its rounds. */
export interface TrfReading {
  readonly preset: string;
  readonly config: unknown;
  readonly participants: readonly Participant[];
  readonly createdAt: Moment;
  readonly steps: readonly TrfStep[];
  /** The rounds and the games read, for the import's summary. */
  readonly rounds: number;
  readonly games: number;
}

/**
 * The file (parsed, and its text for line numbers) as a competition of the format; `path` names
 * the file in every refusal, `now` dates what the file leaves undated.
 */
export type TrfRead = (
  path: string,
  text: string,
  file: TrfFile,
  options: { readonly preset?: string },
  now: Moment,
) => Result<TrfReading, Refusal>;

export interface TrfReader {
  /** What the file becomes in this format, for `arbiter import-trf --format`'s help. */
  readonly help: string;
  readonly read: TrfRead;
}

/** A competition a file is loaded into: its configuration, its folded state and its roster. */
export interface TrfTarget {
  readonly config: unknown;
  readonly state: unknown;
  readonly roster: Roster;
}

/** What loading a file into a competition adds: the commands, and what they bring, for the summary. */
export interface TrfLoading {
  readonly steps: readonly TrfStep[];
  /** Players added, rounds added, results added. */
  readonly players: number;
  readonly rounds: number;
  readonly games: number;
}

/**
 * Loads a file into an existing competition of the format: the commands that bring in what the
 * file has beyond it (players, their data, rounds, results), or a refusal naming the line and
 * column where the file disagrees with the competition (nothing is ever overwritten).
 */
export type TrfLoader = (
  path: string,
  text: string,
  target: TrfTarget,
  now: Moment,
) => Result<TrfLoading, Refusal>;

/** A format's TRF mapping: a sheet where its games are chess games, a reader where a file can become one. */
export interface FormatTrf {
  readonly sheet?: (input: TrfSheetInput) => TrfSheet;
  readonly reader?: TrfReader;
  /** Where a file can also be loaded into an existing competition of the format. */
  readonly loader?: TrfLoader;
}
