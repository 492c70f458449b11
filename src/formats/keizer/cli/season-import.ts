/**
 * The Keizer season import: a club's history of a season — players and results per round, from a
 * CSV or JSON file in whatever encoding the club saved it (text-encoding.ts) — replayed through the
 * rules in one linear pass (pairings as the director's manual pairing, notices, no-shows,
 * results) into a competition document, so that imported history is checked exactly like live
 * entry. All or nothing: errors name their lines in file order and nothing is stored; warnings
 * (an encoding guessed, a game without result, a rematch within the rematch window) name their
 * lines and the import goes on.
 */

import type { CompetitionDocument } from '../../../app/imports/document.js';
import { QUIET, type Report, replayCommands } from '../../../app/imports/replay-commands.js';
import { decodeText } from '../../../app/imports/text-encoding.js';
import type { StoredEvent } from '../../../core/events.js';
import { err, type Moment, ok, type Refusal, type Result, refusal } from '../../../core/types.js';
import {
  gameKeyOf,
  type ImportedSeason,
  type ImportWarning,
  type KeizerConfig,
  keizer,
  parseSeasonCsv,
  parseSeasonJson,
} from '../index.js';

export interface SeasonImport {
  readonly id: string;
  readonly name: string;
  readonly preset: string;
  /** Settings over the preset (JSON). */
  readonly config?: unknown;
  /** The file's name, for messages (and `.json` for the JSON form). */
  readonly source: string;
  readonly bytes: Uint8Array;
  /** When the import is made: the events' recorded moment. */
  readonly now: Moment;
}

export interface ImportedDocument {
  readonly document: CompetitionDocument;
  readonly participants: number;
  readonly rounds: number;
  readonly warnings: readonly string[];
}

/** Parses the text (CSV by default, JSON when the file ends in .json or starts with `{`). */
function parseSeason(source: string, text: string, config: KeizerConfig): Result<ImportedSeason, Refusal[]> {
  const json = source.toLowerCase().endsWith('.json') || text.trimStart().startsWith('{');
  return json ? parseSeasonJson(text, config) : parseSeasonCsv(text, config);
}

type Command = { type: string } & Record<string, unknown>;

/** A Keizer command validated by its schema (the core's RegisterParticipant passes as it is). */
function commandOf(raw: ImportedSeason['steps'][number]['command']): Result<Command, string> {
  if (raw.type === 'RegisterParticipant') return ok(raw as Command);
  const parsed = keizer.commandSchema.safeParse(raw);
  return parsed.success ? ok(parsed.data as Command) : err(parsed.error.message);
}

/** KZ-12: games the pairing of the file repeats within the rematch window, by their lines. */
function rematches(season: ImportedSeason, events: readonly StoredEvent[]): ImportWarning[] {
  const out: ImportWarning[] = [];
  for (const e of events) {
    if (e.type !== 'RoundPaired') continue;
    const { round, relaxed } = e.payload as {
      round: number;
      relaxed: readonly { code: string; participants?: readonly string[]; message: string }[];
    };
    for (const r of relaxed) {
      if (r.code !== 'rematch' || !r.participants) continue;
      const [white = '', black = ''] = r.participants;
      const line = season.gameLines.get(gameKeyOf(round, white, black)) ?? 0;
      out.push({
        line,
        message: `line ${line}: ${white} and ${black} meet again within the rematch window (KZ-12)`,
      });
    }
  }
  return out;
}

/** The season as a competition document, ready to store or write. */
export function importSeason(
  input: SeasonImport,
  report: Report = QUIET,
): Result<ImportedDocument, Refusal[]> {
  const config = keizer.parseConfig(input.config ?? {}, input.preset);
  if (!config.ok) return config;
  report('reading');
  const decoded = decodeText(input.bytes);
  if (!decoded.ok) return err([refusal('ERR_ENCODING', `${input.source}: ${decoded.error}`)]);
  const guessed = decoded.value.guessed
    ? [`${input.source} is not UTF-8: read as ${decoded.value.encoding} (a guess); check the names`]
    : [];
  const season = parseSeason(input.source, decoded.value.text, config.value);
  if (!season.ok) return season;
  const steps = [];
  for (const step of season.value.steps) {
    const command = commandOf(step.command);
    if (!command.ok)
      return err([
        refusal('ERR_INVALID_IMPORT', `line ${step.line}: ${step.command.type}: ${command.error}`),
      ]);
    steps.push({ ...step, command: command.value });
  }
  const createdAt = steps[0]?.at ?? input.now;
  const setup = { config: config.value, participants: season.value.participants, createdAt };
  const replayed = replayCommands(keizer, setup, steps, input.now, report);
  if (!replayed.ok) {
    const { index, refusal: refused } = replayed.error;
    const step = steps[index] as (typeof steps)[number];
    return err([{ ...refused, message: `line ${step.line}: ${step.command.type}: ${refused.message}` }]);
  }
  const { events, head } = replayed.value;
  const warnings = [...season.value.warnings, ...rematches(season.value, events)].sort(
    (a, b) => a.line - b.line,
  );
  const competition = {
    id: input.id,
    name: input.name,
    format: keizer.name,
    formatVersion: keizer.version,
    preset: input.preset,
    config: config.value,
    participants: season.value.participants,
    createdAt,
  };
  return ok({
    document: { competition, events, format: keizer },
    participants: head.state.roster.size,
    rounds: (head.state.format as { lastPaired: number }).lastPaired,
    warnings: [...guessed, ...warnings.map((w) => w.message)],
  });
}
