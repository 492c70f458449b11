/**
 * A tsh division (`.t`, SD-17) as a competition document: the file is read, its rounds become
 * the director's commands (formats/championship/tsh-import.ts), and they are decided in memory in
 * one linear pass (replay-commands.ts). Every refusal names the file and the line or round.
 */

import type { CompetitionDocument } from '../../../app/imports/document.js';
import { QUIET, type Report, replayImport } from '../../../app/imports/replay-commands.js';
import { err, type Moment, ok, type Refusal, type Result, refusal } from '../../../core/types.js';
import { championship, importTFile, parseTFile } from '../index.js';

export interface TshImport {
  readonly id: string;
  readonly name?: string;
  readonly preset?: string;
}

export interface TshDocument {
  readonly document: CompetitionDocument;
  readonly players: number;
  readonly rounds: number;
  readonly preset: string;
}

export function tshDocument(
  path: string,
  text: string,
  options: TshImport,
  now: Moment,
  report: Report = QUIET,
): Result<TshDocument, Refusal> {
  const invalid = (r: Refusal) => err(refusal('ERR_INVALID_TSH', `${path}: ${r.message}`));
  const parsed = parseTFile(text);
  if (!parsed.ok) return invalid(parsed.error);
  const imported = importTFile(parsed.value, options.preset ? { preset: options.preset } : {});
  if (!imported.ok) return invalid(imported.error);
  const { preset, participants, commands } = imported.value;
  const config = championship.parseConfig(imported.value.config, preset);
  if (!config.ok) return err(config.error[0] ?? refusal('ERR_INVALID_CONFIG', `${path}: no configuration`));
  const steps = commands.map((command) => ({ at: now, actor: { kind: 'import' } as const, command }));
  const competition = {
    id: options.id,
    name: options.name ?? options.id,
    preset,
    config: config.value,
    participants,
    createdAt: now,
  };
  const replayed = replayImport(championship, competition, steps, now, report);
  if (!replayed.ok) {
    const { index, refusal: refused } = replayed.error;
    const command = commands[index] as (typeof commands)[number];
    const round = 'round' in command ? `round ${command.round} ` : '';
    return err({ ...refused, message: `${path}: ${round}(${command.type}): ${refused.message}` });
  }
  return ok({
    document: replayed.value.document,
    players: participants.length,
    rounds: Math.max(0, ...parsed.value.players.map((p) => p.opponents.length)),
    preset,
  });
}
