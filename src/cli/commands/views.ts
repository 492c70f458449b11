/**
 * `arbiter standings`, `pairings` and `replay`: the generic views of a competition as of a
 * moment, from the database or from a competition document (no database needed).
 */
import { presentDue, presentRounds, presentStandings } from '../../app/competitions/present.js';
import { fold } from '../../core/engine.js';
import type { Moment } from '../../core/types.js';
import type { CliContext } from '../context.js';
import { isDocumentFile, readDocumentFile } from '../files.js';
import { momentOption } from '../moments.js';
import { renderTable } from '../table.js';

type ViewOptions = { db?: string; asOf?: string; json?: boolean };

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

/** A competition document folded as of a moment (default: its last event). */
function viewsOfDocument(file: string, asOf: Moment | undefined, context: CliContext) {
  const doc = readDocumentFile(file, context);
  const { format } = doc;
  const result = fold(format, doc.competition, doc.events, asOf ? { asOf } : {});
  const moment = asOf ?? result.latestAt ?? doc.competition.createdAt;
  const state = result.state.format;
  return {
    record: doc.competition,
    roster: result.state.roster,
    views: {
      asOf: moment,
      standings: format.views.standings(state),
      rounds: format.views.rounds(state),
      due: format.views.due(state, moment),
    },
    eventCount: doc.events.length,
    superseded: result.supersededBy.size,
  };
}

/** The views of a competition from a document file or the database. */
async function loadViews(target: string, opts: ViewOptions, context: CliContext) {
  const asOf = momentOption('--as-of', opts.asOf);
  if (isDocumentFile(target)) return viewsOfDocument(target, asOf, context);
  return context.withService(opts.db, async (service) => {
    const loaded = await service.load(target);
    const views = loaded && (await service.views(target, asOf));
    if (!loaded || !views)
      return context.fail(
        'ERR_NO_SUCH_COMPETITION',
        `there is no competition "${target}" (nor a file of that name)`,
      );
    return { roster: loaded.head.state.roster, views };
  });
}

export async function standings(target: string, opts: ViewOptions, context: CliContext): Promise<void> {
  const { views, roster } = await loadViews(target, opts, context);
  const data = presentStandings(views.standings, roster, 'director');
  console.log(opts.json ? JSON.stringify(data) : printStandings(data));
}

export async function pairings(
  target: string,
  opts: ViewOptions & { round?: string },
  context: CliContext,
): Promise<void> {
  const { views, roster } = await loadViews(target, opts, context);
  const rounds = presentRounds(views.rounds, roster, 'director').filter(
    (r) => opts.round === undefined || r.id === opts.round,
  );
  if (opts.round !== undefined && rounds.length === 0)
    return context.fail('ERR_NOT_FOUND', `there is no round "${opts.round}"`);
  console.log(opts.json ? JSON.stringify(rounds) : printRounds(rounds));
}

export async function replay(
  file: string,
  opts: { asOf?: string; json?: boolean },
  context: CliContext,
): Promise<void> {
  const asOf = momentOption('--as-of', opts.asOf);
  const { record, roster, views, eventCount, superseded } = viewsOfDocument(file, asOf, context);
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
  const standingsData = presentStandings(views.standings, roster, 'director');
  const rounds = presentRounds(views.rounds, roster, 'director');
  const due = presentDue(views.due, roster, 'director');
  if (opts.json) {
    console.log(JSON.stringify({ state, standings: standingsData, rounds, due }));
    return;
  }
  console.log(
    [
      `${state.name} (${state.format}, preset ${state.preset}) as of ${state.asOf}`,
      `${state.participants} participants, ${state.events} events (${state.superseded} superseded)`,
      '',
      printStandings(standingsData),
      '',
      printRounds(rounds),
      '',
      printDue(due),
    ].join('\n'),
  );
}
