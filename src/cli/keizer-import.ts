/**
 * The Keizer season import (issue 5): a club's history of a season — players and results per
 * round, from a CSV or JSON file — replayed through the rules (pairings as the director's
 * manual pairing, notices, no-shows, results) into a competition document, so that imported
 * history is checked exactly like live entry. All or nothing: the first refusal names its
 * command and nothing is stored.
 */
import { makeDocument } from '../app/document.js';
import { decideCommand, extendFold, type FoldResult, fold } from '../core/engine.js';
import type { StoredEvent } from '../core/events.js';
import type { Moment, Refusal, Result } from '../core/types.js';
import { err, ok, refusal } from '../core/types.js';
import {
  type ImportedSeason,
  type KeizerConfig,
  keizer,
  parseSeasonCsv,
  parseSeasonJson,
} from '../formats/keizer/index.js';

export interface SeasonImport {
  readonly id: string;
  readonly name: string;
  readonly preset: string;
  /** Settings over the preset (JSON). */
  readonly config?: unknown;
  readonly source: string;
  readonly text: string;
  /** When the import is made: the events' recorded moment. */
  readonly now: Moment;
}

export interface ImportedDocument {
  readonly document: string;
  readonly participants: number;
  readonly rounds: number;
  readonly events: number;
}

/** Parses the file (CSV by default, JSON when it ends in .json or starts with `{`). */
function parseSeason(input: SeasonImport, config: KeizerConfig): Result<ImportedSeason, Refusal[]> {
  const json = input.source.toLowerCase().endsWith('.json') || input.text.trimStart().startsWith('{');
  return json ? parseSeasonJson(input.text, config) : parseSeasonCsv(input.text, config);
}

type Command = { type: string } & Record<string, unknown>;

/** A Keizer command validated by its schema (the core's RegisterParticipant passes as it is). */
function commandOf(raw: ImportedSeason['steps'][number]['command']): Result<Command, string> {
  if (raw.type === 'RegisterParticipant') return ok(raw as Command);
  const parsed = keizer.commandSchema.safeParse(raw);
  return parsed.success ? ok(parsed.data as Command) : err(parsed.error.message);
}

/** Replays the imported commands through the engine into stored events. */
function replay(
  season: ImportedSeason,
  config: KeizerConfig,
  now: Moment,
): Result<{ events: StoredEvent[]; head: FoldResult }, Refusal> {
  const setup = { config, participants: season.participants };
  const events: StoredEvent[] = [];
  let head = fold(keizer, setup, []);
  for (const [i, step] of season.steps.entries()) {
    const command = commandOf(step.command);
    if (!command.ok) {
      return err(refusal('ERR_INVALID_COMMAND', `step ${i + 1} (${step.command.type}): ${command.error}`));
    }
    const parsed = command.value;
    const decided = decideCommand(
      keizer,
      setup,
      events,
      parsed,
      { at: step.at, recordedAt: now, actor: step.actor },
      head,
    );
    if (!decided.ok) {
      return err({
        ...decided.error,
        message: `${step.command.type} at ${step.at}: ${decided.error.message}`,
      });
    }
    head =
      extendFold(keizer, head, decided.value.events) ??
      fold(keizer, setup, [...events, ...decided.value.events]);
    events.push(...decided.value.events);
  }
  return ok({ events, head });
}

/** The season as a competition document, ready for `CompetitionService.importDocument`. */
export function importSeason(input: SeasonImport): Result<ImportedDocument, Refusal[]> {
  const config = keizer.parseConfig(input.config ?? {}, input.preset);
  if (!config.ok) return config;
  const season = parseSeason(input, config.value);
  if (!season.ok) return season;
  const replayed = replay(season.value, config.value, input.now);
  if (!replayed.ok) return err([replayed.error]);
  const { events, head } = replayed.value;
  const createdAt = season.value.steps[0]?.at ?? input.now;
  const document = makeDocument(
    {
      id: input.id,
      name: input.name,
      format: keizer.name,
      formatVersion: keizer.version,
      preset: input.preset,
      config: config.value,
      participants: season.value.participants,
      createdAt,
    },
    events,
  );
  const state = head.state.format as { lastPaired: number };
  return ok({
    document,
    participants: head.state.roster.size,
    rounds: state.lastPaired,
    events: events.length,
  });
}
