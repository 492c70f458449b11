/**
 * A FIDE TRF loaded into an existing competition (issue #28: a Swiss run in another program and
 * loaded again after each round): the format's TRF loader (`formats/trf.ts`) reads the file
 * against the competition as it stands and gives the commands that bring in what the file has
 * beyond it; they are decided and appended all or nothing, in one write, as the director who
 * loads it (`CompetitionService.executeAll`). A file that disagrees with the competition is
 * refused, never written over it. Every refusal names the file, the line and the column.
 */
import type { Actor } from '../../core/events.js';
import { err, type Moment, ok, type Refusal, type Result, refusal } from '../../core/types.js';
import { FORMAT_TRF } from '../../formats/trf.js';
import type { CompetitionService } from '../competitions/competitions.js';

/** Whether a TRF file can be loaded into a competition of the format. */
export const canLoadTrf = (format: string): boolean => FORMAT_TRF.get(format)?.loader !== undefined;

/** What a load brought: players registered, rounds paired, results recorded, events written. */
export interface TrfLoaded {
  readonly players: number;
  readonly rounds: number;
  readonly games: number;
  readonly events: number;
  /** The last event's sequence number (0 when the file brought nothing new). */
  readonly lastSeq: number;
}

export async function loadTrf(
  competitions: CompetitionService,
  id: string,
  file: { readonly path: string; readonly text: string },
  actor: Actor,
  now: Moment,
): Promise<Result<TrfLoaded, Refusal>> {
  const loaded = await competitions.load(id);
  if (!loaded) return err(refusal('ERR_NO_SUCH_COMPETITION', `there is no competition "${id}"`));
  const loader = FORMAT_TRF.get(loaded.record.format)?.loader;
  if (!loader)
    return err(
      refusal('ERR_UNKNOWN_FORMAT', `a TRF file cannot be loaded into a ${loaded.record.format} competition`),
    );
  const target = {
    config: loaded.record.config,
    state: loaded.head.state.format,
    roster: loaded.head.state.roster,
  };
  const read = loader(file.path, file.text, target, now);
  if (!read.ok) return read;
  const { steps, players, rounds, games } = read.value;
  const done = await competitions.executeAll(
    id,
    steps.map((s) => s.command),
    { actor },
  );
  if (!done.ok) {
    const { index, refusal: refused } = done.error;
    const step = steps[index];
    if (!step) return err(refused);
    const where = `${file.path}: line ${step.line}, column ${step.column}: ${step.round ? `round ${step.round}: ` : ''}`;
    return err({
      ...refused,
      message: `${where}${refused.message}`,
      params: { line: step.line, column: step.column },
    });
  }
  const events = done.value.events;
  return ok({ players, rounds, games, events: events.length, lastSeq: events.at(-1)?.seq ?? 0 });
}
