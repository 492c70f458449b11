/**
 * What the format CLIs share: the `--as-of` option, and a competition's state as of a moment from
 * the database or from a competition document (`file.json`, no database needed).
 */
import { existsSync, readFileSync } from 'node:fs';
import { type Command, InvalidArgumentError } from 'commander';
import { parseDocument } from '../app/document.js';
import { fold } from '../core/engine.js';
import { parseMoment } from '../core/moment.js';
import type { Roster } from '../core/participant.js';
import type { Moment } from '../core/types.js';
import { formatByName } from '../formats/registry.js';
import type { CliContext } from './formats.js';

/** Parses `--as-of`: a usage error (exit 2) names what is wrong. */
export function asOfOption(value: string): Moment {
  const parsed = parseMoment(value);
  if (!parsed.ok) throw new InvalidArgumentError(parsed.error);
  return parsed.value;
}

/** `--db`, `--as-of` and `--json`, the options of every read command of the format tools. */
export const withReadOptions = (cmd: Command): Command =>
  cmd
    .option(
      '--db <location>',
      'SQLite file or postgres:// URL (default: $DATABASE_URL, $ARBITER_DB or data/arbiter.db)',
    )
    .option('--as-of <moment>', 'as of a moment (ISO-8601 with offset)', asOfOption)
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
 * Fails with exit 5 for an unknown competition and exit 3 for one of another format.
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
  const wrong = (): never => context.fail('ERR_INVALID_FORMAT', `${target} is not ${what}`);
  if (existsSync(target) && target.endsWith('.json')) {
    const doc = parseDocument(readFileSync(target, 'utf8'), target);
    if (!doc.ok) return context.fail(doc.error.code, doc.error.message);
    if (doc.value.competition.format !== formatName) return wrong();
    const folded = fold(
      doc.value.format,
      doc.value.competition,
      doc.value.events,
      opts.asOf ? { asOf: opts.asOf } : {},
    );
    return {
      id: doc.value.competition.id,
      state: folded.state.format as S,
      roster: folded.state.roster,
      asOf: opts.asOf ?? folded.latestAt ?? doc.value.competition.createdAt,
    };
  }
  return context.withService(opts.db, async (service) => {
    const loaded = await service.load(target);
    if (!loaded)
      return context.fail('ERR_NOT_FOUND', `there is no competition "${target}" (nor a file of that name)`);
    if (loaded.record.format !== formatName) return wrong();
    const asOf = opts.asOf ?? service.clock.now();
    return {
      id: target,
      state: service.stateAsOf(loaded, asOf) as S,
      roster: loaded.head.state.roster,
      asOf,
    };
  });
}
