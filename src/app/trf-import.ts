/**
 * A FIDE TRF (TRF-2026, core/trf.ts) as a competition document. As a round robin: the players in
 * starting-rank order become the pairing numbers of the Berger tables, each game's result the
 * director's `RecordResult` in its round, decided in one linear pass (replay-commands.ts). As a
 * Keizer season — what a Swiss tournament's file becomes — see trf-keizer.ts. Every refusal
 * names the file, the line and the column.
 */
import { parseTrf, roundColumn, type TrfFile, type TrfResult } from '../core/trf.js';
import { err, type Moment, ok, type Refusal, type Result, refusal } from '../core/types.js';
import { keizerTrfDocument } from '../formats/keizer/trf-import.js';
import { type GameResult, roundRobin } from '../formats/round-robin/index.js';
import { QUIET, type Report, replayCommands } from './replay-commands.js';
import { importedCompetition, type TrfDocument, type TrfImport } from './trf-imported.js';

export {
  TRF_IMPORT_FORMATS,
  type TrfDocument,
  type TrfImport,
  type TrfImportFormat,
} from './trf-imported.js';

/** The result of a game from both sides' codes (white first); W/D/L (under one move) count as played. */
const PLAYED: Readonly<Record<string, GameResult>> = {
  '10': '1-0',
  '01': '0-1',
  '==': '1/2-1/2',
  '+-': '+-',
  '-+': '-+',
  '--': '--',
};
const asPlayed = (code: TrfResult): string => ({ W: '1', D: '=', L: '0' })[code as 'W' | 'D' | 'L'] ?? code;

interface Located {
  readonly line: number;
  readonly column: number;
  readonly command: {
    readonly type: 'RecordResult';
    readonly round: number;
    readonly white: string;
    readonly black: string;
    readonly result: GameResult;
  };
}

const idOf = (startRank: number): string => `p${startRank}`;

function gamesOf(file: TrfFile, path: string): Result<Located[], Refusal> {
  const byRank = new Map(file.players.map((p) => [p.startRank, p]));
  const games: Located[] = [];
  for (const p of file.players) {
    for (const [i, r] of p.rounds.entries()) {
      if (r.opponent === 0 || r.colour !== 'w' || r.result === ' ') continue;
      const column = roundColumn(i + 1) + 7;
      const back = byRank.get(r.opponent)?.rounds[i];
      const result = PLAYED[`${asPlayed(r.result)}${asPlayed(back?.result ?? ' ')}`];
      if (!result)
        return err(
          refusal(
            'ERR_INVALID_TRF',
            `${path}: line ${p.line}, column ${column}: round ${i + 1}: the results "${r.result}" and "${back?.result ?? ' '}" of players ${p.startRank} and ${r.opponent} do not make one game`,
            { params: { line: p.line, column } },
          ),
        );
      games.push({
        line: p.line,
        column,
        command: {
          type: 'RecordResult',
          round: i + 1,
          white: idOf(p.startRank),
          black: idOf(r.opponent),
          result,
        },
      });
    }
  }
  return ok(games.sort((a, b) => a.command.round - b.command.round || a.line - b.line));
}

export function trfDocument(
  path: string,
  text: string,
  options: TrfImport,
  now: Moment,
  report: Report = QUIET,
): Result<TrfDocument, Refusal> {
  const parsed = parseTrf(text);
  if (!parsed.ok) return err({ ...parsed.error, message: `${path}: ${parsed.error.message}` });
  const file = parsed.value;
  if (options.format === 'keizer') return keizerTrfDocument(path, text, file, options, now, report);
  const players = [...file.players].sort((a, b) => a.startRank - b.startRank);
  const gap = players.find((p, i) => p.startRank !== i + 1);
  if (gap)
    return err(
      refusal(
        'ERR_INVALID_TRF',
        `${path}: line ${gap.line}, column 5: the starting ranks must be 1 to ${players.length} (the pairing numbers), not ${gap.startRank}`,
        {
          params: { line: gap.line, column: 5 },
        },
      ),
    );
  const rounds = Math.max(0, ...players.map((p) => p.rounds.length));
  const perCycle = players.length % 2 === 0 ? players.length - 1 : players.length;
  const cycles = Math.max(1, Math.ceil(rounds / Math.max(1, perCycle)));
  const preset = options.preset ?? (cycles === 2 ? 'double-fide' : 'fide');
  const config = roundRobin.parseConfig({ cycles }, preset);
  if (!config.ok) {
    const first = config.error[0];
    return err(
      first?.code === 'ERR_UNKNOWN_PRESET'
        ? { ...first, message: `--preset: ${first.message}` }
        : refusal(
            'ERR_INVALID_TRF',
            `${path}: ${rounds} rounds of ${players.length} players are not 1 to 4 round robins`,
          ),
    );
  }
  const participants = players.map((p) => ({
    id: idOf(p.startRank),
    name: p.name,
    ...(p.rating > 0 ? { rating: p.rating } : {}),
    ...(p.fideId ? { attributes: { fideId: p.fideId } } : {}),
  }));
  const games = gamesOf(file, path);
  if (!games.ok) return games;
  const setup = { config: config.value, participants, createdAt: now };
  const steps = games.value.map((g) => ({ at: now, actor: { kind: 'import' } as const, command: g.command }));
  const replayed = replayCommands(roundRobin, setup, steps, now, report);
  if (!replayed.ok) {
    const { index, refusal: refused } = replayed.error;
    const game = games.value[index] as Located;
    return err({
      ...refused,
      message: `${path}: line ${game.line}, column ${game.column}: round ${game.command.round}: ${refused.message}`,
      params: { line: game.line, column: game.column },
    });
  }
  const competition = importedCompetition(roundRobin, file, options, {
    preset,
    config: config.value,
    participants,
    createdAt: now,
  });
  return ok({
    document: { competition, events: replayed.value.events, format: roundRobin },
    players: participants.length,
    rounds,
    games: steps.length,
  });
}
