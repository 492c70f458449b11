/**
 * `arbiter keizer …`: the Keizer season's own tools at a terminal — the season import, the
 * evening's pairing (and pairing it, KZ-9, KZ-12), a player's season, the crosstable, prizes
 * with the rapid competition (KZ-3, KZ-14), next season's groups (KZ-15), entry points for a
 * late entrant (KZ-6) and the travel report (KZ-16). Every other command goes through
 * `arbiter command`. Views read the database or a competition document; `--json` prints data.
 *
 * Exit codes: 0 done; 2 usage or a bad `--as-of`/`--at`; 3 invalid input (a malformed file, a
 * line of the import, not a Keizer competition); 4 refused by the rules, or `pair` while results
 * of earlier evenings are missing (without `--force`); 5 no such competition,
 * file, round or player; 6 the id is taken.
 */
import { type Command, InvalidArgumentError } from 'commander';
import { systemClock } from '../../../app/clock.js';
import { nameOf } from '../../../app/competitions/present.js';
import { makeDocument } from '../../../app/imports/document.js';
import { type ClubChoice, checkedId, intoClub, storeImport } from '../../../cli/clubs.js';
import { type CliContext, DB_OPTION_HELP } from '../../../cli/context.js';
import { isDocumentFile, readInputFile, writeOutputFile } from '../../../cli/files.js';
import { loadCompetitionState, momentArgument } from '../../../cli/load.js';
import { type Moment, type Refusal, refusal } from '../../../core/types.js';
import { type KeizerState, keizer, missingResults, totalRounds } from '../index.js';
import { importSeason } from './season-import.js';
import {
  crosstableOf,
  entryOf,
  eveningOf,
  groupsOf,
  playerOf,
  prizesOf,
  type Season,
  travelOf,
  type View,
} from './views.js';

type Options = { db?: string; asOf?: Moment; json?: boolean };

function roundArgument(value: string): number {
  if (!/^\d{1,4}$/.test(value) || Number(value) < 1)
    throw new InvalidArgumentError('a round number such as 3');
  return Number(value);
}

const notKeizer = (target: string, format: string, context: CliContext): never =>
  context.fail('ERR_INVALID_FORMAT', `${target} is a ${format} competition, not a Keizer competition`);

/** The season as of a moment (default: now, or a document's last event), from the database or a document file. */
const loadSeason = (target: string, opts: Options, context: CliContext): Promise<Season> =>
  loadCompetitionState<KeizerState>(target, opts, context, keizer.name, 'a Keizer competition');

const print = (opts: { json?: boolean }, view: View) =>
  console.log(opts.json ? JSON.stringify(view.data) : view.text());

type ImportOptions = {
  id: string;
  preset: string;
  name?: string;
  config?: string;
  club?: string;
  output?: string;
  db?: string;
  json?: boolean;
};

/** At most this many errors are printed; the rest are counted. */
const SHOWN_ERRORS = 20;

/** Prints the errors in file order and fails with the last one shown (exit 3). */
function failWithErrors(errors: readonly Refusal[], context: CliContext): never {
  const shown = errors.slice(0, SHOWN_ERRORS);
  const more = errors.length - shown.length;
  const last = shown.at(-1) ?? refusal('ERR_INVALID_IMPORT', 'the file could not be imported');
  for (const r of shown.slice(0, -1)) console.error(`${r.code}: ${r.message}`);
  return context.invalid(last.code, more > 0 ? `${last.message}\n… and ${more} more errors` : last.message);
}

/** The season import: parse, replay through the rules, then store (or write) the document whole. */
async function runImport(file: string, opts: ImportOptions, context: CliContext): Promise<void> {
  checkedId(opts.id, context);
  if (!(opts.preset in keizer.presets))
    return context.fail('ERR_UNKNOWN_PRESET', `--preset: "${opts.preset}" is not a Keizer preset`);
  let config: unknown;
  try {
    config = opts.config ? JSON.parse(opts.config) : undefined;
  } catch (e) {
    return context.fail('ERR_MALFORMED_JSON', `--config: ${(e as Error).message}`);
  }
  const progress = context.progress(`Importing ${file}`, opts.json);
  const now = systemClock().now();
  const imported = importSeason(
    {
      id: opts.id,
      name: opts.name ?? opts.id,
      preset: opts.preset,
      config,
      source: file,
      bytes: readInputFile(file, context),
      now,
    },
    progress.report,
  );
  if (!imported.ok) {
    progress.end();
    return failWithErrors(imported.error, context);
  }
  const { document, warnings, ...counts } = imported.value;
  const events = document.events.length;
  let club: ClubChoice | undefined;
  if (opts.output) writeOutputFile(opts.output, makeDocument(document.competition, document.events));
  else {
    ({ club } = await storeImport(context, progress, { document, db: opts.db, club: opts.club, now }));
  }
  progress.end();
  for (const w of warnings) console.error(`warning: ${w}`);
  const summary = `${opts.id} (${counts.participants} players, ${counts.rounds} rounds, ${events} events)`;
  print(opts, {
    data: {
      id: opts.id,
      ...counts,
      events,
      ...(opts.output ? { output: opts.output } : {}),
      ...(club ? { club: { id: club.club.id, name: club.club.name } } : {}),
      warnings,
    },
    text: () =>
      opts.output
        ? `Wrote ${opts.output}: ${summary}.`
        : `Imported ${summary} ${club ? intoClub(club) : ''}.`,
  });
}

type PairOptions = {
  db?: string;
  round?: number;
  repair?: boolean;
  force?: boolean;
  at?: Moment;
  json?: boolean;
};

/** KZ-12 pairs the next evening; KZ-9 `--repair` re-pairs the players left without a game. */
async function runPair(id: string, opts: PairOptions, context: CliContext): Promise<void> {
  const view = await context.withService(opts.db, async (service) => {
    const loaded = await service.load(id);
    if (!loaded) return context.fail('ERR_NOT_FOUND', `there is no competition "${id}"`);
    if (loaded.record.format !== keizer.name) return notKeizer(id, loaded.record.format, context);
    const at = opts.at ?? service.clock.now();
    const before = (await service.stateAt(loaded, at)) as KeizerState;
    const round = opts.round ?? (opts.repair ? before.lastPaired : before.lastPaired + 1);
    // A new evening only: pairing one again is for the rules to decide.
    const missing =
      opts.repair || opts.force || round <= before.lastPaired ? [] : missingResults(before, round);
    if (missing.length > 0) {
      const roster = loaded.head.state.roster;
      const lines = missing.map(
        (m) =>
          `  round ${m.round}: ${nameOf(roster, m.white, 'director')} – ${nameOf(roster, m.black, 'director')}`,
      );
      context.fail(
        'ERR_RESULTS_MISSING',
        `round ${round} was not paired: ${missing.length} result(s) of earlier evenings are missing:\n${lines.join('\n')}\nRecord them first, or pair anyway with --force.`,
      );
    }
    const command = { type: opts.repair ? 'RepairRound' : 'PairRound', round };
    const done = await service.execute(id, command, {
      actor: { kind: 'cli' },
      ...(opts.at ? { at: opts.at } : {}),
    });
    if (!done.ok) return context.fail(done.error.code, done.error.message);
    const fresh = await service.load(id);
    if (!fresh) return context.fail('ERR_NOT_FOUND', `there is no competition "${id}"`);
    // As of the pairing itself: "now" was read before it was recorded.
    const state = (await service.stateAt(fresh, done.value.events.at(-1)?.at ?? at)) as KeizerState;
    return eveningOf({ id, state, roster: fresh.head.state.roster }, round);
  });
  print(opts, view);
}

export function registerTools(root: Command, context: CliContext): void {
  const db = (c: Command) => c.option('--db <location>', DB_OPTION_HELP);
  const view = (c: Command) =>
    db(c)
      .option('--as-of <moment>', 'as of a moment (ISO-8601 with offset)', momentArgument)
      .option('--json', 'print JSON');

  db(
    root
      .command('import <file>')
      .description(
        "import a season's history (players and results per round) from a CSV or JSON file, all or nothing",
      )
      .requiredOption('--id <id>', 'short name of the new competition, e.g. keizer-2025')
      .option(
        '--preset <preset>',
        `the club's rules (${Object.keys(keizer.presets).join(', ')})`,
        keizer.defaultPreset,
      )
      .option('--name <name>', "the competition's name (default: the id)")
      .option('--config <json>', 'settings over the preset, as JSON')
      .option('--club <club>', "the club that owns it, by id or name (default: the database's only club)")
      .option('-o, --output <file>', 'write the competition document instead of storing it')
      .option('--json', 'print JSON'),
  ).action((file: string, opts: ImportOptions) => runImport(file, opts, context));

  view(
    root
      .command('evening <competition>')
      .description("the evening's pairing with places and values, results, bye and absences (KZ-9, KZ-12)")
      .option('--round <n>', 'the round (default: the latest paired)', roundArgument),
  ).action(async (target: string, opts: Options & { round?: number }) => {
    const season = await loadSeason(target, opts, context);
    const round = opts.round ?? Math.max(1, season.state.lastPaired);
    if (round > totalRounds(season.state.config)) context.fail('ERR_NOT_FOUND', `there is no round ${round}`);
    print(opts, eveningOf(season, round));
  });

  db(
    root
      .command('pair <competition>')
      .description(
        'pair the next evening (KZ-12), or with --repair re-pair the players left without a game (KZ-9)',
      )
      .option('--round <n>', 'the round (default: the next, or the latest with --repair)', roundArgument)
      .option('--repair', 'keep the games that stand; pair the stranded, the bye and latecomers')
      .option('--force', 'pair even though results of earlier evenings are missing')
      .option('--at <moment>', 'the moment it took effect (default: now)', momentArgument)
      .option('--json', 'print JSON'),
  ).action((id: string, opts: PairOptions) => runPair(id, opts, context));

  registerSeasonViews(root, context, view);
}

/** The season's views: a player's season, the crosstable, prizes, next season's groups, entry points, travel. */
function registerSeasonViews(root: Command, context: CliContext, view: (c: Command) => Command): void {
  view(
    root.command('player <competition> <participant>').description("a player's season round by round"),
  ).action(async (target: string, participant: string, opts: Options) => {
    const shown = playerOf(await loadSeason(target, opts, context), participant);
    if (!shown) return context.fail('ERR_NOT_FOUND', `there is no player "${participant}" in ${target}`);
    print(opts, shown);
  });

  view(
    root.command('crosstable <competition>').description('the crosstable with the points of every round'),
  ).action(async (target: string, opts: Options) =>
    print(opts, crosstableOf(await loadSeason(target, opts, context))),
  );

  view(
    root
      .command('prizes <competition>')
      .description('the prize list (KZ-14) with the rapid competition beside it (KZ-3)')
      .option(
        '--rapid <competition>',
        'the rapid competition (default: <competition>-rapid, if there is one)',
      ),
  ).action(async (target: string, opts: Options & { rapid?: string }) => {
    const season = await loadSeason(target, opts, context);
    const rapidId = opts.rapid ?? `${season.id}-rapid`;
    const beside =
      opts.rapid !== undefined ||
      (!isDocumentFile(target) &&
        (await context.withService(opts.db, async (service) => (await service.load(rapidId)) !== undefined)));
    print(opts, prizesOf(season, beside ? await loadSeason(rapidId, opts, context) : undefined));
  });

  view(
    root.command('groups <competition>').description("next season's groups: who moves and why (KZ-15)"),
  ).action(async (target: string, opts: Options) =>
    print(opts, groupsOf(await loadSeason(target, opts, context))),
  );

  view(
    root
      .command('entry <competition> <participant>')
      .description('the entry points proposed for a late entrant (KZ-6)'),
  ).action(async (target: string, participant: string, opts: Options) => {
    const shown = entryOf(await loadSeason(target, opts, context), participant);
    if (!shown)
      return context.fail(
        'ERR_NOT_FOUND',
        `no proposal for "${participant}" (not a player, or no ranking before he joined)`,
      );
    print(opts, shown);
  });

  view(root.command('travel <competition>').description("the season's team travel report (KZ-16)")).action(
    async (target: string, opts: Options) => print(opts, travelOf(await loadSeason(target, opts, context))),
  );
}
