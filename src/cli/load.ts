/**
 * What the format tools share: the read options (`--db`, `--as-of`, `--json`), and a
 * competition's state as of a moment from the database or from a competition document
 * (`file.json`, no database needed).
 */
import { type Command, InvalidArgumentError } from 'commander';
import { fold } from '../core/engine.js';
import { parseMoment } from '../core/moment.js';
import type { Roster } from '../core/participant.js';
import type { Moment } from '../core/types.js';
import { formatByName } from '../formats/registry.js';
import { type CliContext, DB_OPTION_HELP } from './context.js';
import { isDocumentFile, readDocumentFile } from './files.js';

/** Parses a moment option (`--as-of`, `--at`): a usage error (exit 2) names the option and what is wrong. */
export function momentArgument(value: string): Moment {
  const parsed = parseMoment(value);
  if (!parsed.ok) throw new InvalidArgumentError(parsed.error);
  return parsed.value;
}

/** `--db`, `--as-of` and `--json`, the options of every read command of the format tools. */
export const withReadOptions = (cmd: Command): Command =>
  cmd
    .option('--db <location>', DB_OPTION_HELP)
    .option('--as-of <moment>', 'as of a moment (ISO-8601 with offset)', momentArgument)
    .option('--json', 'print JSON');

export interface CompetitionState<S> {
  readonly id: string;
  readonly state: S;
  readonly roster: Roster;
  /** The moment of the state: `--as-of`, else now (database) or the document's last event. */
  readonly asOf: Moment;
}

/**
 * The state of a competition of the format `formatName` (`what` names it in errors: "a pyramid").
 * Exit 5 for an unknown competition, 3 for a bad document or one of another format.
 */
export async function loadCompetitionState<S>(
  target: string,
  opts: { readonly db?: string | undefined; readonly asOf?: Moment | undefined },
  context: CliContext,
  formatName: string,
  what: string,
): Promise<CompetitionState<S>> {
  const format = formatByName(formatName);
  if (!format) throw new Error(`no format ${formatName}`);
  const wrong = (actual: string): never =>
    context.fail('ERR_INVALID_FORMAT', `${target} is a ${actual} competition, not ${what}`);
  if (isDocumentFile(target)) {
    const doc = readDocumentFile(target, context);
    if (doc.competition.format !== formatName) return wrong(doc.competition.format);
    const folded = fold(doc.format, doc.competition, doc.events, opts.asOf ? { asOf: opts.asOf } : {});
    return {
      id: doc.competition.id,
      state: folded.state.format as S,
      roster: folded.state.roster,
      asOf: opts.asOf ?? folded.latestAt ?? doc.competition.createdAt,
    };
  }
  return context.withService(opts.db, async (service) => {
    const loaded = await service.load(target);
    if (!loaded)
      return context.fail('ERR_NOT_FOUND', `there is no competition "${target}" (nor a file of that name)`);
    if (loaded.record.format !== formatName) return wrong(loaded.record.format);
    const asOf = opts.asOf ?? service.clock.now();
    return {
      id: target,
      state: (await service.stateAt(loaded, asOf)) as S,
      roster: loaded.head.state.roster,
      asOf,
    };
  });
}
