/**
 * A TRF file (TRF-16 or TRF-2026 with the engines' `XXR`, `XXC`, `BB?`, `XXA` and `192` lines,
 * `trf/index.ts`) as a Swiss competition (core/trf-mapping.ts `TrfReader`): the players in
 * starting-rank order with their FIDE data (`RecordPlayerDetails`), and round by round the byes
 * asked for (`H`, `F`, `Z` → `RequestBye`), the pairing as the file shows it (`OverridePairing`,
 * the pairing-allocated bye `U` with it) and its results (`RecordResults`). Byes written for the
 * round after the last paired are asked for that round. Every refusal names the line and column.
 * Pure.
 */

import type { Actor } from '../../../core/events.js';
import { roundColumn, type TrfPlayer } from '../../../core/trf.js';
import {
  gameOfCodes,
  invalidTrf,
  participantOfRank,
  playersByRank,
  presetOr,
  type TrfRead,
  type TrfStep,
} from '../../../core/trf-mapping.js';
import { err, type Moment, ok, type ParticipantId, type Refusal, type Result } from '../../../core/types.js';
import { parseConfig, type SwissConfig } from '../config.js';
import type { ByeKind, GameResult } from '../events.js';
import { cellPoints } from '../pairing/state.js';
import { hasFideData, parseFideData } from './fide-data.js';
import { cellOf, inferInitialColour, pairedRounds, parseSwissTrf, type SwissTrf } from './index.js';

/** The reason an imported round carries: it was paired where the file was written. */
export const IMPORTED_PAIRING = 'paired as the imported TRF file shows it';

const ACTOR: Actor = { kind: 'import' };

const BYES: Readonly<Record<string, ByeKind>> = { H: 'half', F: 'full', Z: 'zero' };

/** A file being read: its players in starting-rank order, and who each becomes. */
export interface Reading {
  readonly path: string;
  readonly trf: SwissTrf;
  readonly players: readonly TrfPlayer[];
  readonly at: Moment;
  /** The participant a starting rank becomes (`p<rank>` in a new competition). */
  readonly idOf: (startRank: number) => ParticipantId;
}

/** The points (tenths) of each player before each round: `before[i][r - 1]`. */
export function scoresBefore(reading: Reading, rounds: number): Map<number, number[]> {
  return new Map(
    reading.players.map((p) => {
      const before = [0];
      for (let r = 1; r < rounds; r++)
        before.push((before[r - 1] as number) + cellPoints(cellOf(p.rounds[r - 1]), reading.trf.points));
      return [p.startRank, before];
    }),
  );
}

/** The byes of round `r` asked for in advance, and the pairing-allocated bye. */
export function byesOf(
  reading: Reading,
  r: number,
): Result<{ byes: TrfStep[]; pab: number | null }, Refusal> {
  const byes: TrfStep[] = [];
  let pab: number | null = null;
  const column = roundColumn(r) + 7;
  for (const p of reading.players) {
    const cell = p.rounds[r - 1];
    if (!cell || cell.opponent > 0 || cell.result === ' ' || cell.result === '-') continue;
    const kind = BYES[cell.result];
    const participant = reading.idOf(p.startRank);
    if (kind)
      byes.push({
        at: reading.at,
        actor: ACTOR,
        command: { type: 'RequestBye', participant, round: r, kind },
        line: p.line,
        column,
        round: r,
      });
    else if (cell.result === 'U' && pab === null) pab = p.startRank;
    else
      return err(
        invalidTrf(
          reading.path,
          p.line,
          column,
          cell.result === 'U'
            ? `round ${r}: a second pairing-allocated bye (player ${pab} has it)`
            : `round ${r}: the result "${cell.result}" needs an opponent`,
        ),
      );
  }
  return ok({ byes, pab });
}

export interface Game {
  readonly white: TrfPlayer;
  readonly black: number;
  readonly result?: GameResult;
}

/** The games of round `r`, each once (from White's line; without colours, from the lower number's). */
export function gamesOf(reading: Reading, r: number): Result<Game[], Refusal> {
  const byRank = new Map(reading.players.map((p) => [p.startRank, p]));
  const games: Game[] = [];
  for (const p of reading.players) {
    const cell = p.rounds[r - 1];
    if (!cell || cell.opponent === 0) continue;
    const back = byRank.get(cell.opponent)?.rounds[r - 1];
    const white =
      cell.colour === 'w' ||
      (cell.colour === '-' &&
        (back?.colour === 'b' || (back?.colour === '-' && p.startRank < cell.opponent)));
    if (!white) continue;
    if (cell.result === ' ' && back?.result === ' ') {
      games.push({ white: p, black: cell.opponent });
      continue;
    }
    const result = gameOfCodes(cell.result, back?.result ?? ' ');
    if (!result)
      return err(
        invalidTrf(
          reading.path,
          p.line,
          roundColumn(r) + 7,
          `round ${r}: the results "${cell.result}" and "${back?.result ?? ' '}" of players ${p.startRank} and ${cell.opponent} do not make one game`,
        ),
      );
    games.push({ white: p, black: cell.opponent, result });
  }
  return ok(games);
}

/** Round `r` as steps: its byes asked for, its pairing (boards by the higher score, then number), its results. */
export function roundSteps(
  reading: Reading,
  r: number,
  scores: Map<number, number[]>,
): Result<TrfStep[], Refusal> {
  const byes = byesOf(reading, r);
  if (!byes.ok) return byes;
  if (r > pairedRounds(reading.trf)) return ok(byes.value.byes);
  const games = gamesOf(reading, r);
  if (!games.ok) return games;
  const first = reading.players.find((p) => p.rounds[r - 1]?.opponent);
  if (!first) {
    const line = reading.players[0]?.line ?? 1;
    return err(invalidTrf(reading.path, line, roundColumn(r), `round ${r} has no game`));
  }
  const top = (g: Game) =>
    Math.max(scores.get(g.white.startRank)?.[r - 1] ?? 0, scores.get(g.black)?.[r - 1] ?? 0);
  const boards = [...games.value].sort(
    (a, b) => top(b) - top(a) || Math.min(a.white.startRank, a.black) - Math.min(b.white.startRank, b.black),
  );
  const at = { at: reading.at, actor: ACTOR, round: r, column: roundColumn(r) };
  const pairs = boards.map((g) => ({
    white: reading.idOf(g.white.startRank),
    black: reading.idOf(g.black),
  }));
  const pab = byes.value.pab;
  const results = boards.flatMap((g, i) =>
    g.result ? [{ ...(pairs[i] as (typeof pairs)[number]), result: g.result }] : [],
  );
  const steps: TrfStep[] = [
    ...byes.value.byes,
    {
      ...at,
      line: first.line,
      command: {
        type: 'OverridePairing',
        round: r,
        pairs,
        bye: pab === null ? null : reading.idOf(pab),
        reason: IMPORTED_PAIRING,
      },
    },
  ];
  if (results.length > 0)
    steps.push({
      ...at,
      line: first.line,
      column: at.column + 7,
      command: { type: 'RecordResults', round: r, results },
    });
  return ok(steps);
}

/** Each player's FIDE data, where his line has any. */
export function detailSteps(reading: Reading): Result<TrfStep[], Refusal> {
  const steps: TrfStep[] = [];
  for (const p of reading.players) {
    const read = parseFideData(p);
    if ('problem' in read)
      return err(invalidTrf(reading.path, p.line, read.problem.column, read.problem.message));
    if (!hasFideData(read.data)) continue;
    steps.push({
      at: reading.at,
      actor: ACTOR,
      command: { type: 'RecordPlayerDetails', participant: reading.idOf(p.startRank), ...read.data },
      line: p.line,
      column: 10,
    });
  }
  return ok(steps);
}

/** The `XXA` virtual points by participant (a line for a pairing number no player has is refused by `configOf`). */
export const accelerationsOf = (reading: Reading): Record<string, readonly number[]> =>
  Object.fromEntries(
    [...reading.trf.accelerations].map(([number, values]) => [reading.idOf(number), values]),
  );

/**
 * The configuration the file names: its rounds, points, initial colour and acceleration — over a
 * competition's own (`base`: what the file does not name stays as it is), else over the preset.
 */
export function configOf(
  reading: Reading,
  preset: string | undefined,
  base?: SwissConfig,
): Result<SwissConfig, Refusal> {
  const { trf, path } = reading;
  const paired = pairedRounds(trf);
  const byesAhead = reading.players.some((p) => p.rounds.length > paired && p.rounds[paired]?.result !== ' ');
  const rounds = trf.totalRounds ?? base?.rounds ?? Math.max(1, paired + (byesAhead ? 1 : 0));
  const xxr = trf.lines.findIndex((l) => /^(XXR|142)/.test(l)) + 1;
  if (rounds < paired + (byesAhead ? 1 : 0))
    return err(
      invalidTrf(
        path,
        xxr,
        5,
        `${rounds} rounds, but the players' lines have ${paired + (byesAhead ? 1 : 0)}`,
      ),
    );
  const stray = [...trf.accelerations.keys()].find((n) => n > reading.players.length);
  if (stray !== undefined) {
    const line = trf.lines.findIndex((l) => l.startsWith('XXA') && Number(l.slice(4, 8)) === stray) + 1;
    return err(invalidTrf(path, line, 5, `XXA: no player has the pairing number ${stray}`));
  }
  const colour = trf.initialColour ?? (paired > 0 ? inferInitialColour(trf) : null);
  const { accelerations: _kept, ...kept } = base ?? {};
  const config = parseConfig(
    {
      ...kept,
      rounds,
      points: trf.points,
      acceleration: trf.baku ? 'baku' : 'none',
      ...(trf.accelerations.size > 0 ? { accelerations: accelerationsOf(reading) } : {}),
      ...(colour ? { initialColour: colour === 'w' ? 'white' : 'black' } : {}),
    },
    base ? undefined : preset,
  );
  if (config.ok) return config;
  const first = config.error[0] as Refusal;
  return err(presetOr(first, invalidTrf(path, Math.max(1, xxr), 5, first.message)));
}

/** The file parsed, its players in starting-rank order (1 to n, or refused). */
export function readingOf(
  path: string,
  text: string,
  now: Moment,
  idOf: (startRank: number) => ParticipantId = participantOfRank,
): Result<Reading, Refusal> {
  const parsed = parseSwissTrf(text);
  if (!parsed.ok)
    return err({ ...parsed.error, code: 'ERR_INVALID_TRF', message: `${path}: ${parsed.error.message}` });
  const trf = parsed.value;
  const players = playersByRank(path, trf.file);
  if (!players.ok) return players;
  return ok({ path, trf, players: players.value, at: now, idOf });
}

export const readSwissCompetition: TrfRead = (path, text, _file, options, now) => {
  const read = readingOf(path, text, now);
  if (!read.ok) return read;
  const reading = read.value;
  const { trf, players } = reading;
  const config = configOf(reading, options.preset);
  if (!config.ok) return config;
  const details = detailSteps(reading);
  if (!details.ok) return details;
  const paired = pairedRounds(trf);
  const last = Math.max(0, ...players.map((p) => p.rounds.length));
  const scores = scoresBefore(reading, paired + 1);
  const steps: TrfStep[] = [...details.value];
  for (let r = 1; r <= Math.min(last, paired + 1); r++) {
    const round = roundSteps(reading, r, scores);
    if (!round.ok) return round;
    steps.push(...round.value);
  }
  return ok({
    preset: options.preset ?? 'fide',
    config: config.value,
    participants: players.map((p) => ({
      id: participantOfRank(p.startRank),
      name: p.name,
      ...(p.rating > 0 ? { rating: p.rating } : {}),
    })),
    createdAt: now,
    steps,
    rounds: paired,
    games: steps.reduce(
      (n, s) => n + (s.command.type === 'RecordResults' ? (s.command.results as unknown[]).length : 0),
      0,
    ),
  });
};
