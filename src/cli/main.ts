/**
 * The `arbiter` command line: the same use cases as the web app, for directors and scripts.
 * Human tables by default, `--json` for scripts. Exit codes: see `EXIT` in app/errors.ts and
 * the README.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { Command, CommanderError, Option } from 'commander';
import { systemClock } from '../app/clock.js';
import { CompetitionService } from '../app/competitions.js';
import { parseDocument } from '../app/document.js';
import { EXIT, exitCodeOf } from '../app/errors.js';
import { moveHouse } from '../app/move.js';
import { presentDue, presentRounds, presentStandings, withNames } from '../app/present.js';
import { fold } from '../core/engine.js';
import { parseMoment } from '../core/moment.js';
import type { Moment, Refusal } from '../core/types.js';
import { formatByName } from '../formats/registry.js';
import { isPostgresUrl, openStore, storeLocationFromEnv } from '../store/open.js';
import { type CliContext, FORMAT_CLIS } from './formats.js';
import { registerMail } from './mail.js';
import { renderTable } from './table.js';

class Exit extends Error {
  constructor(
    readonly exitCode: number,
    message: string,
  ) {
    super(message);
  }
}

const failWith = (r: Refusal): never => {
  throw new Exit(exitCodeOf(r.code), `${r.code}: ${r.message}`);
};

function momentOption(value: string | undefined): Moment | undefined {
  if (value === undefined) return undefined;
  const parsed = parseMoment(value);
  if (!parsed.ok) throw new Exit(EXIT.usage, `--as-of: ${parsed.error}`);
  return parsed.value;
}

async function withService<T>(
  db: string | undefined,
  fn: (service: CompetitionService) => Promise<T>,
): Promise<T> {
  const store = await openStore(db ?? storeLocationFromEnv());
  try {
    return await fn(new CompetitionService(store.events, systemClock()));
  } finally {
    await store.close();
  }
}

type Out = { json?: boolean };

function printStandings(data: ReturnType<typeof presentStandings>): string {
  const headers = ['#', 'Name', ...data.columns.map((c) => c.label)];
  const rows = data.rows.map((r) => [
    r.tied ? `${r.place}=` : String(r.place),
    r.name,
    ...data.columns.map((c) => String((r as Record<string, unknown>)[c.id] ?? '')),
  ]);
  const table = renderTable(headers, rows, ['right', 'left', ...data.columns.map(() => 'right' as const)]);
  return [table, ...data.notes].join('\n');
}

function printRounds(rounds: ReturnType<typeof presentRounds>): string {
  return rounds
    .map((r) => {
      const rows = r.pairings.map((p) => [
        String(p.board ?? ''),
        p.firstName,
        p.second === null ? '(bye)' : p.secondName,
        p.result ?? '',
      ]);
      return `${r.label} (${r.status})\n${renderTable(['Bd', 'First', 'Second', 'Result'], rows, ['right'])}`;
    })
    .join('\n\n');
}

function printDue(items: ReturnType<typeof presentDue>): string {
  if (items.length === 0) return 'Nothing due.';
  return renderTable(
    ['Severity', 'Due', 'What'],
    items.map((d) => [d.severity, d.due, d.message]),
  );
}

/** Loads a competition either from a document file or from the database. */
async function loadViews(target: string, opts: { db?: string; asOf?: string }) {
  const asOf = momentOption(opts.asOf);
  if (existsSync(target) && target.endsWith('.json')) return viewsOfDocument(target, asOf);
  return withService(opts.db, async (service) => {
    const loaded = await service.load(target);
    if (!loaded)
      throw new Exit(
        EXIT.notFound,
        `ERR_NO_SUCH_COMPETITION: there is no competition "${target}" (nor a file of that name)`,
      );
    const views = await service.views(target, asOf);
    if (!views) throw new Exit(EXIT.notFound, `ERR_NO_SUCH_COMPETITION: ${target}`);
    return {
      record: loaded.record,
      roster: loaded.head.state.roster,
      views,
      eventCount: loaded.events.length,
      superseded: loaded.head.supersededBy.size,
    };
  });
}

function viewsOfDocument(file: string, asOf: Moment | undefined) {
  const doc = parseDocument(readFileSync(file, 'utf8'), file);
  if (!doc.ok) return failWith(doc.error);
  const format = formatByName(doc.value.competition.format);
  if (!format) throw new Exit(EXIT.invalid, `unknown format ${doc.value.competition.format}`);
  const result = fold(format, doc.value.competition, doc.value.events, asOf ? { asOf } : {});
  const lastAt = doc.value.events.reduce<Moment | undefined>(
    (m, e) => (m === undefined || e.at > m ? e.at : m),
    undefined,
  );
  const moment = asOf ?? lastAt ?? doc.value.competition.createdAt;
  const state = result.state.format;
  return {
    record: doc.value.competition,
    roster: result.state.roster,
    views: {
      asOf: moment,
      standings: format.views.standings(state),
      rounds: format.views.rounds(state),
      due: format.views.due(state, moment),
    },
    eventCount: doc.value.events.length,
    superseded: result.supersededBy.size,
  };
}

export function buildProgram(): Command {
  const program = new Command('arbiter')
    .description(
      'Arbiter runs club competitions: pyramids, Keizer seasons, handicap leagues, tournaments, championships.',
    )
    .showHelpAfterError()
    .exitOverride();
  const dbOption = () =>
    new Option(
      '--db <location>',
      'SQLite file or postgres:// URL (default: $DATABASE_URL, $ARBITER_DB or data/arbiter.db)',
    );

  program
    .command('serve')
    .description('start the web app (seeds the demo competitions into a new database)')
    .addOption(dbOption())
    .option('--port <port>', 'port to listen on', process.env.PORT ?? '3000')
    .option('--host <host>', 'interface to listen on', process.env.HOST ?? '127.0.0.1')
    .option('--no-demo', 'do not seed demo competitions')
    .action(async (opts: { db?: string; port: string; host: string; demo: boolean }) => {
      const { startServer } = await import('../server/main.js');
      await startServer({
        db: opts.db ?? storeLocationFromEnv(),
        port: Number(opts.port),
        host: opts.host,
        demo: opts.demo,
      });
    });

  program
    .command('import <file>')
    .description('import a competition document (all or nothing)')
    .addOption(dbOption())
    .option('--id <id>', 'store it under another id')
    .option('--club <club>', 'the club that owns it', 'default')
    .option('--json', 'print JSON')
    .action(async (file: string, opts: { db?: string; id?: string; club: string } & Out) => {
      if (!existsSync(file)) throw new Exit(EXIT.usage, `${file}: no such file`);
      const text = readFileSync(file, 'utf8');
      await withService(opts.db, async (service) => {
        const imported = await service.importDocument(text, file, opts.club, opts.id);
        if (!imported.ok) return failWith(imported.error);
        const events = await service.store.lastSeq(imported.value.id);
        console.log(
          opts.json
            ? JSON.stringify({ id: imported.value.id, events })
            : `Imported ${imported.value.id} (${events} events).`,
        );
      });
    });

  program
    .command('export <competition>')
    .description('write a competition document (byte-identical after export → import → export)')
    .addOption(dbOption())
    .option('-o, --output <file>', 'write to a file instead of standard output')
    .action(async (id: string, opts: { db?: string; output?: string }) => {
      await withService(opts.db, async (service) => {
        const doc = await service.exportDocument(id);
        if (doc === undefined)
          throw new Exit(EXIT.notFound, `ERR_NO_SUCH_COMPETITION: there is no competition "${id}"`);
        if (opts.output) writeFileSync(opts.output, doc);
        else process.stdout.write(doc);
      });
    });

  program
    .command('list')
    .description('list the competitions in the database')
    .addOption(dbOption())
    .option('--json', 'print JSON')
    .action(async (opts: { db?: string } & Out) => {
      await withService(opts.db, async (service) => {
        const list = await service.list();
        if (opts.json)
          console.log(
            JSON.stringify(
              list.map(({ id, name, format, preset, clubId }) => ({ id, name, format, preset, clubId })),
            ),
          );
        else
          console.log(
            renderTable(
              ['Id', 'Name', 'Format', 'Preset'],
              list.map((c) => [c.id, c.name, c.format, c.preset]),
            ),
          );
      });
    });

  program
    .command('standings <competition>')
    .description('print the standings of a competition (id in the database, or a document file)')
    .addOption(dbOption())
    .option('--as-of <moment>', 'as of a moment (ISO-8601 with offset)')
    .option('--json', 'print JSON')
    .action(async (target: string, opts: { db?: string; asOf?: string } & Out) => {
      const { views, roster } = await loadViews(target, opts);
      const data = presentStandings(views.standings, roster, 'director');
      console.log(opts.json ? JSON.stringify(data) : printStandings(data));
    });

  program
    .command('pairings <competition>')
    .description('print the rounds and pairings of a competition')
    .addOption(dbOption())
    .option('--as-of <moment>', 'as of a moment (ISO-8601 with offset)')
    .option('--round <id>', 'only this round')
    .option('--json', 'print JSON')
    .action(async (target: string, opts: { db?: string; asOf?: string; round?: string } & Out) => {
      const { views, roster } = await loadViews(target, opts);
      const rounds = presentRounds(views.rounds, roster, 'director').filter(
        (r) => opts.round === undefined || r.id === opts.round,
      );
      if (opts.round !== undefined && rounds.length === 0)
        throw new Exit(EXIT.notFound, `ERR_NOT_FOUND: there is no round "${opts.round}"`);
      console.log(opts.json ? JSON.stringify(rounds) : printRounds(rounds));
    });

  program
    .command('replay <document>')
    .description(
      'fold a competition document without a database and print state, standings, pairings and due items',
    )
    .option('--as-of <moment>', 'as of a moment (ISO-8601 with offset)')
    .option('--json', 'print JSON')
    .action(async (file: string, opts: { asOf?: string } & Out) => {
      if (!existsSync(file)) throw new Exit(EXIT.usage, `${file}: no such file`);
      const { record, roster, views, eventCount, superseded } = viewsOfDocument(
        file,
        momentOption(opts.asOf),
      );
      const state = {
        id: record.id,
        name: record.name,
        format: record.format,
        preset: record.preset,
        asOf: views.asOf,
        participants: roster.size,
        events: eventCount,
        superseded,
      };
      const standings = presentStandings(views.standings, roster, 'director');
      const rounds = presentRounds(views.rounds, roster, 'director');
      const due = presentDue(views.due, roster, 'director');
      if (opts.json) {
        console.log(JSON.stringify({ state, standings, rounds, due }));
        return;
      }
      console.log(
        [
          `${state.name} (${state.format}, preset ${state.preset}) as of ${state.asOf}`,
          `${state.participants} participants, ${state.events} events (${state.superseded} superseded)`,
          '',
          printStandings(standings),
          '',
          printRounds(rounds),
          '',
          printDue(due),
        ].join('\n'),
      );
    });

  program
    .command('command <competition> <json>')
    .description(
      'execute a command as the director, e.g. \'{"type":"RecordResult","round":1,"white":"p1","black":"p4","result":"1-0"}\'',
    )
    .addOption(dbOption())
    .option('--at <moment>', 'the moment it took effect (default: now)')
    .option('--json', 'print JSON')
    .action(async (id: string, json: string, opts: { db?: string; at?: string } & Out) => {
      let raw: unknown;
      try {
        raw = JSON.parse(json);
      } catch (e) {
        throw new Exit(EXIT.invalid, `ERR_MALFORMED_JSON: the command is not JSON (${(e as Error).message})`);
      }
      const at = momentOption(opts.at);
      await withService(opts.db, async (service) => {
        const done = await service.execute(id, raw, { actor: { kind: 'cli' }, ...(at ? { at } : {}) });
        if (!done.ok) return failWith(done.error);
        if (opts.json) console.log(JSON.stringify(done.value));
        else {
          // What was recorded, with names instead of ids (the CLI is the director's tool).
          const roster = (await service.load(id))?.head.state.roster;
          for (const e of done.value.events) {
            console.log(`#${e.seq} ${e.type} at ${e.at}`);
            const details = JSON.stringify(e.payload);
            console.log(`  ${roster ? withNames(details, roster, 'director') : details}`);
            if (e.reason) console.log(`  reason: ${e.reason}`);
          }
          for (const i of done.value.impact)
            console.log(
              `  changed: #${i.seq} ${i.type}: ${i.before.status} → ${i.after.status} ${i.after.message ?? ''}`,
            );
        }
      });
    });

  program
    .command('migrate')
    .description(
      'move house: copy every competition with its full history, and the accounts, to another store (never overwrites)',
    )
    .requiredOption('--from <location>', 'the store to copy from: SQLite file or postgres:// URL')
    .requiredOption(
      '--to <location>',
      'the store to copy into: SQLite file (created if missing) or postgres:// URL',
    )
    .option('--json', 'print JSON')
    .action(async (opts: { from: string; to: string } & Out) => {
      if (opts.from === opts.to) throw new Exit(EXIT.usage, '--from and --to name the same store');
      if (!isPostgresUrl(opts.from) && !existsSync(opts.from.replace(/^sqlite:/, '')))
        throw new Exit(EXIT.usage, `--from: ${opts.from}: no such file`);
      const from = await openStore(opts.from);
      try {
        const to = await openStore(opts.to);
        try {
          const moved = await moveHouse(
            from,
            to,
            systemClock(),
            opts.json ? undefined : (line) => console.log(line),
          );
          if (!moved.ok) return failWith(moved.error);
          const r = moved.value;
          const events = r.copied.reduce((n, c) => n + c.events, 0);
          console.log(
            opts.json
              ? JSON.stringify(r)
              : `Copied ${r.copied.length} competitions (${events} events), ${r.present.length} already there; ` +
                  `${r.clubs} clubs, ${r.persons} people, ${r.memberships} memberships, ${r.grants} roles.`,
          );
        } finally {
          await to.close();
        }
      } finally {
        await from.close();
      }
    });

  const context: CliContext = {
    withService,
    fail: (code, message) => failWith({ code, message }),
    usage: (message) => {
      throw new Exit(EXIT.usage, message);
    },
  };
  for (const register of FORMAT_CLIS) register(program, context);
  registerMail(program, context);

  return program;
}

export async function main(argv: readonly string[]): Promise<number> {
  const program = buildProgram();
  try {
    await program.parseAsync(argv as string[], { from: 'user' });
    return EXIT.ok;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT.ok : EXIT.usage;
    if (e instanceof Exit) {
      console.error(e.message);
      return e.exitCode;
    }
    console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
    return EXIT.failure;
  }
}
