/**
 * `arbiter pyramid …`: the guardian's tools at a terminal — the pyramid level by level, the running
 * challenges with their deadlines (PYR-4, PYR-6), "whom may he challenge, and why not X" (PYR-2,
 * PYR-3, PYR-13), the waiting lists, the due list and the late entries to review (PYR-0, PYR-5),
 * the challenges from a disputed result to keep or void (PYR-8, `decide-challenge`), and the export of final results for rating as CSV or PGN headers (PYR-8). The guardian's tool,
 * so real names. `--json` gives scripts the data.
 *
 * Exit codes: 0 done; 2 usage, a bad `--as-of`; 3 the competition is not a pyramid; 5 no such
 * competition or player.
 */
import { type Command, Option } from 'commander';
import { nameOf } from '../../../app/competitions/present.js';
import { en } from '../../../app/i18n.js';
import { type CliContext, DB_OPTION_HELP } from '../../../cli/context.js';
import { writeOutputFile } from '../../../cli/files.js';
import {
  type CompetitionState,
  loadCompetitionState,
  momentArgument,
  withReadOptions,
} from '../../../cli/load.js';
import { renderTable } from '../../../cli/table.js';
import type { Moment, Refusal } from '../../../core/types.js';
import {
  challengeOptions,
  due,
  formatPlace,
  makePgnHeaders,
  makeResultsCsv,
  type PyramidState,
  pyramidView,
  questionedView,
  reviewView,
  runningChallenges,
  waitingListsView,
  whyNot,
} from '../index.js';

const FORMAT = 'pyramid';

type Pyramid = CompetitionState<PyramidState>;

type Options = { db?: string; asOf?: Moment; json?: boolean };

const loadPyramid = (target: string, opts: Options, context: CliContext): Promise<Pyramid> =>
  loadCompetitionState<PyramidState>(target, opts, context, FORMAT, 'a pyramid');

const print = (opts: Options, data: unknown, text: () => string) =>
  console.log(opts.json ? JSON.stringify(data) : text());

const nameIn = (p: Pyramid) => (id: string) => nameOf(p.roster, id, 'director');

/** A reason in English with names for ids. */
function reason(p: Pyramid, r: Refusal): string {
  const params: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(r.params ?? {}))
    params[k] = typeof v === 'string' && p.roster.has(v) ? nameIn(p)(v) : v;
  const key = `refusal.pyramid.${r.code}`;
  const text = en(key, params);
  return text === key ? r.message : text;
}

function requirePlayer(p: Pyramid, id: string, target: string, context: CliContext): void {
  if (!p.state.index.has(id)) context.fail('ERR_NOT_FOUND', `"${id}" is not a player of ${target}`);
}

/** `arbiter pyramid show …`: the pyramid level by level. */
function addShow(pyramid: Command, context: CliContext): void {
  withReadOptions(
    pyramid
      .command('show <competition>')
      .description('the pyramid level by level, busy players marked (PYR-1, PYR-16)'),
  ).action(async (target: string, opts: Options) => {
    const p = await loadPyramid(target, opts, context);
    const view = pyramidView(p.state, { asOf: p.asOf });
    const name = nameIn(p);
    const levels = view.levels.map((l) => ({
      level: l.level,
      places: l.places.map((pl) => ({
        place: formatPlace({ level: pl.level, index: pl.index }),
        participantId: pl.participantId,
        name: pl.participantId ? name(pl.participantId) : 'XXX',
        ...(pl.challenging ? { challenging: pl.challenging.opponent } : {}),
        ...(pl.defending ? { defending: pl.defending.opponent } : {}),
        waiting: pl.waiting,
        onVacation: pl.onVacation,
      })),
    }));
    print(opts, { players: view.players, vacant: view.vacant, levels }, () =>
      levels
        .map(
          (l) =>
            `${String(l.level).padStart(2)}: ${l.places
              .map((pl) => {
                const marks = [
                  pl.challenging ? `→${name(pl.challenging)}` : '',
                  pl.defending ? `←${name(pl.defending)}` : '',
                  pl.waiting ? 'W' : '',
                  pl.onVacation ? 'V' : '',
                ].filter(Boolean);
                return `${pl.place} ${pl.name}${marks.length > 0 ? ` [${marks.join(' ')}]` : ''}`;
              })
              .join(' | ')}`,
        )
        .join('\n'),
    );
  });
}

/** `arbiter pyramid challenges …`: the running challenges. */
function addChallenges(pyramid: Command, context: CliContext): void {
  withReadOptions(
    pyramid
      .command('challenges <competition>')
      .description('running challenges with official start and deadlines (PYR-4, PYR-6, PYR-9)'),
  ).action(async (target: string, opts: Options) => {
    const p = await loadPyramid(target, opts, context);
    const games = runningChallenges(p.state, p.asOf);
    const name = nameIn(p);
    print(opts, games, () =>
      games.length === 0
        ? 'No challenges are running.'
        : renderTable(
            ['challenger', 'defender', 'status', 'since', 'official start', 'deadline'],
            games.map((g) => [
              `${name(g.challenger)} ${g.challengerPlace ? formatPlace(g.challengerPlace) : ''}`,
              `${name(g.defender)} ${g.defenderPlace ? formatPlace(g.defenderPlace) : ''}`,
              g.status,
              g.challengedAt ?? g.assignedAt ?? '',
              g.officialStart ?? '',
              g.confirmBy
                ? `first move by ${g.confirmBy.at}`
                : g.acceptBy
                  ? `accept by ${g.acceptBy.at}${g.acceptBy.passed ? ' (passed)' : ''}`
                  : g.gameLimit
                    ? `limit ${g.gameLimit}`
                    : '',
            ]),
          ),
    );
  });
}

/** `arbiter pyramid eligible …`: whom a player may challenge. */
function addEligible(pyramid: Command, context: CliContext): void {
  withReadOptions(
    pyramid
      .command('eligible <competition> <player>')
      .description('whom the player may challenge now, and why not the others (PYR-2, PYR-3, PYR-13)')
      .option('--why <other>', 'only why (not) this player'),
  ).action(async (target: string, id: string, opts: Options & { why?: string }) => {
    const p = await loadPyramid(target, opts, context);
    requirePlayer(p, id, target, context);
    const name = nameIn(p);
    if (opts.why !== undefined) {
      requirePlayer(p, opts.why, target, context);
      const r = whyNot(p.state, id, { player: opts.why });
      const data = {
        challenger: id,
        target: opts.why,
        allowed: r === undefined,
        ...(r ? { reason: r } : {}),
      };
      print(opts, data, () =>
        r
          ? `${name(id)} may not challenge ${name(opts.why as string)}: ${reason(p, r)}`
          : `${name(id)} may challenge ${name(opts.why as string)} now`,
      );
      return;
    }
    const options = challengeOptions(p.state, id);
    print(opts, options, () =>
      [
        options.hindrance
          ? `${name(id)} cannot challenge now: ${reason(p, options.hindrance)}`
          : options.levels
            ? `${name(id)} may challenge levels ${options.levels.from}–${options.levels.to}:`
            : '',
        ...options.places.map(
          (o) =>
            `  ${formatPlace(o.place)} ${o.participantId ? name(o.participantId) : 'XXX'}: ${
              o.hindrance ? reason(p, o.hindrance) : options.hindrance ? 'not now' : 'free'
            }`,
        ),
      ]
        .filter(Boolean)
        .join('\n'),
    );
  });
}

/** `arbiter pyramid waiting …`: the waiting lists. */
function addWaiting(pyramid: Command, context: CliContext): void {
  withReadOptions(
    pyramid
      .command('waiting <competition>')
      .description('the waiting list and the eternal waiting list (PYR-13, PYR-14)'),
  ).action(async (target: string, opts: Options) => {
    const p = await loadPyramid(target, opts, context);
    const lists = waitingListsView(p.state);
    const name = nameIn(p);
    print(opts, lists, () =>
      [
        'Waiting list:',
        ...(lists.waiting.length === 0
          ? ['  nobody']
          : lists.waiting.map(
              (w, i) => `  ${i + 1}. ${name(w.participantId)} ${formatPlace(w.place)} since ${w.since}`,
            )),
        'Eternal waiting list:',
        ...(lists.eternal.length === 0
          ? ['  nobody']
          : lists.eternal.map((e) => `  ${name(e.participantId)} ${formatPlace(e.place)} ${e.status}`)),
      ].join('\n'),
    );
  });
}

/** `arbiter pyramid due …`: what is due. */
function addDue(pyramid: Command, context: CliContext): void {
  withReadOptions(
    pyramid
      .command('due <competition>')
      .description('what wants the guardian’s attention, most urgent first'),
  ).action(async (target: string, opts: Options) => {
    const p = await loadPyramid(target, opts, context);
    const items = due(p.state, p.asOf);
    const name = nameIn(p);
    const text = (m: string) => m.replace(/[\w-]+/g, (w) => (p.roster.has(w) ? name(w) : w));
    print(opts, items, () =>
      items.length === 0
        ? 'Nothing is due.'
        : renderTable(
            ['due', 'severity', 'what'],
            items.map((d) => [d.due, d.severity, text(d.message)]),
          ),
    );
  });
}

/** `arbiter pyramid review …`: what a late entry left without effect. */
function addReview(pyramid: Command, context: CliContext): void {
  withReadOptions(
    pyramid
      .command('review <competition>')
      .description('events a late entry left without effect (PYR-0, PYR-5)'),
  ).action(async (target: string, opts: Options) => {
    const p = await loadPyramid(target, opts, context);
    const items = reviewView(p.state);
    const questioned = questionedView(p.state);
    const name = nameIn(p);
    const late = () =>
      renderTable(
        ['seq', 'event', 'at', 'reviewed', 'why'],
        items.map((r) => [String(r.seq), r.type, r.at, r.reviewed ? 'yes' : 'no', r.message]),
      );
    // PYR-8: challenges from a disputed result, kept or voided with `decide-challenge`.
    const fromDisputes = () =>
      [
        'Challenges from a disputed result (PYR-8): keep or void each with `arbiter pyramid decide-challenge`',
        renderTable(
          ['challenger', 'defender', 'challenged', 'disputed result', 'changed at'],
          questioned.map((q) => [
            `${name(q.challenger)} (${q.challenger})`,
            `${name(q.defender)} (${q.defender})`,
            q.challengedAt ?? '',
            `${name(q.disputedChallenger)} – ${q.disputedDefender ? name(q.disputedDefender) : 'XXX'}`,
            q.at,
          ]),
        ),
      ].join('\n');
    const data = [...items, ...questioned.map((q) => ({ type: 'QuestionedChallenge', ...q }))];
    print(opts, data, () =>
      data.length === 0
        ? 'Nothing to review.'
        : [...(items.length > 0 ? [late()] : []), ...(questioned.length > 0 ? [fromDisputes()] : [])].join(
            '\n\n',
          ),
    );
  });
}

/** `arbiter pyramid export-results …`: the final results for rating. */
function addExportResults(pyramid: Command, context: CliContext): void {
  pyramid
    .command('decide-challenge <competition> <challenger> <defender> <decision>')
    .description('keep or void a challenge that arose from a disputed result (PYR-8): decision keep or void')
    .option('--reason <text>', 'the reason, recorded with the decision')
    .option('--at <moment>', 'the moment it took effect (ISO-8601 with offset; default: now)')
    .option('--db <location>', DB_OPTION_HELP)
    .option('--json', 'print JSON')
    .action(
      async (
        target: string,
        challenger: string,
        defender: string,
        decision: string,
        opts: { db?: string; at?: string; json?: boolean; reason?: string },
      ) => {
        if (decision !== 'keep' && decision !== 'void')
          return context.usage(`the decision is keep or void, not "${decision}"`);
        const command = {
          type: 'DecideQuestionedChallenge',
          challenger,
          defender,
          decision,
          ...(opts.reason ? { reason: opts.reason } : {}),
        };
        await (await import('../../../cli/commands/command.js')).command(
          target,
          JSON.stringify(command),
          opts,
          context,
        );
      },
    );

  pyramid
    .command('export-results <competition>')
    .description('final results for rating (PYR-8) as CSV or PGN headers')
    .addOption(new Option('--format <format>', 'csv or pgn').choices(['csv', 'pgn']).default('csv'))
    .option('-o, --output <file>', 'write to a file instead of standard output')
    .option('--db <location>', DB_OPTION_HELP)
    .option('--as-of <moment>', 'as of a moment (ISO-8601 with offset)', momentArgument)
    .action(async (target: string, opts: Options & { format: 'csv' | 'pgn'; output?: string }) => {
      const p = await loadPyramid(target, opts, context);
      const text =
        opts.format === 'pgn'
          ? makePgnHeaders(p.state, p.roster, p.asOf)
          : makeResultsCsv(p.state, p.roster, p.asOf);
      if (opts.output) writeOutputFile(opts.output, text);
      else process.stdout.write(text);
    });
}

export function registerTools(pyramid: Command, context: CliContext): void {
  addShow(pyramid, context);
  addChallenges(pyramid, context);
  addEligible(pyramid, context);
  addWaiting(pyramid, context);
  addDue(pyramid, context);
  addReview(pyramid, context);
  addExportResults(pyramid, context);
}
