/**
 * A FIDE TRF (TRF-2026, core/trf.ts) as a competition document: the chosen format's TRF mapping
 * (`formats/trf.ts`) reads the file as the competition's setup and the commands of its rounds,
 * which are decided here in one linear pass (replay-commands.ts) — the round robin's results in
 * its Berger rounds, or any recorded pairings (a Swiss) as a Keizer season. Every refusal names
 * the file, the line and the column.
 */
import { parseTrf } from '../../core/trf.js';
import { err, type Moment, ok, type Refusal, type Result, refusal } from '../../core/types.js';
import { formatByName } from '../../formats/registry.js';
import { FORMAT_TRF } from '../../formats/trf.js';
import { QUIET, type Report, replayCommands } from './replay-commands.js';
import { importedCompetition, TRF_IMPORT_FORMATS, type TrfDocument, type TrfImport } from './trf-imported.js';

export { TRF_IMPORT_FORMATS, type TrfDocument, type TrfImport } from './trf-imported.js';

export function trfDocument(
  path: string,
  text: string,
  options: TrfImport,
  now: Moment,
  report: Report = QUIET,
): Result<TrfDocument, Refusal> {
  const name = options.format ?? (TRF_IMPORT_FORMATS[0]?.format as string);
  const reader = FORMAT_TRF.get(name)?.reader;
  const format = formatByName(name);
  if (!reader || !format)
    return err(
      refusal(
        'ERR_UNKNOWN_FORMAT',
        `--format: a TRF cannot be imported as "${name}", only as ${TRF_IMPORT_FORMATS.map((f) => f.format).join(', ')}`,
        { path: 'format' },
      ),
    );
  const parsed = parseTrf(text);
  if (!parsed.ok) return err({ ...parsed.error, message: `${path}: ${parsed.error.message}` });
  const file = parsed.value;
  const read = reader.read(path, text, file, options, now);
  if (!read.ok) return read;
  const { preset, config, participants, createdAt, steps } = read.value;
  const replayed = replayCommands(format, { config, participants, createdAt }, steps, now, report);
  if (!replayed.ok) {
    const { index, refusal: refused } = replayed.error;
    const { line, column, round } = steps[index] as (typeof steps)[number];
    return err({
      ...refused,
      message: `${path}: line ${line}, column ${column}: ${round ? `round ${round}: ` : ''}${refused.message}`,
      params: { line, column },
    });
  }
  const competition = importedCompetition(format, file, options, { preset, config, participants, createdAt });
  return ok({
    document: { competition, events: replayed.value.events, format },
    players: participants.length,
    rounds: read.value.rounds,
    games: read.value.games,
  });
}
