/**
 * `arbiter tp-tournament <tool>`: the director's tools of the tournament-points format
 * (rules/tantrix.md) at the command line, for a competition in the database or a competition
 * document (`*.json`), as of any moment: `tables` (TX-7), `bracket` (TX-8), `games` (every
 * game's TP breakdown), `schedule` (TX-11), `ratings` (TX-12, TX-13), and `points`, a TP
 * calculator for one played game (TX-2, TX-3, TX-10). Human tables by default, `--json` for scripts.
 *
 * Exit codes: 0 done · 2 usage (a bad option or argument) · 3 invalid document, or the competition
 * is not a tournament-points tournament · 5 no such competition or game.
 */

import type { Command } from 'commander';
import { en } from '../../../app/i18n.js';
import type { CliContext } from '../../../cli/context.js';
import { loadCompetitionState, withReadOptions } from '../../../cli/load.js';
import { renderTable } from '../../../cli/table.js';
import { formatHalves } from '../../../core/rational.js';
import type { Moment } from '../../../core/types.js';
import { formatTp, type GameResult, presets, scoreGame, type TpState, tpTournament } from '../index.js';
import { bracketData, gamesData, ratingsData, scheduleData, type TpView, tablesData } from './data.js';

type Opts = { db?: string; asOf?: Moment; json?: boolean };

/** The tournament as of a moment from the database or a document; exit 3 for another format. */
const load = (target: string, opts: Opts, cli: CliContext): Promise<TpView> =>
  loadCompetitionState<TpState>(target, opts, cli, tpTournament.name, 'a tp-tournament');

const out = (json: boolean | undefined, data: unknown, human: () => string) =>
  console.log(json ? JSON.stringify(data) : human());

function printTables(data: ReturnType<typeof tablesData>): string {
  if (data.length === 0) return 'The groups are not drawn yet.';
  return data
    .map((g) => {
      const status = g.final ? 'decided' : g.complete ? 'waits for a play-off or the director' : 'in play';
      const table = renderTable(
        ['#', 'Name', 'TP', 'Games', 'Wins', 'Margin', 'Score', 'No-shows', 'Decided by'],
        g.rows.map((r) => [
          r.tied ? `${r.place}=` : String(r.place),
          r.name,
          r.tp,
          String(r.games),
          formatHalves(r.wins * 2),
          String(r.margin),
          String(r.stones),
          r.noShows ? String(r.noShows) : '',
          r.decidedBy ? en(`tx.decided.${r.decidedBy}`) : '',
        ]),
        ['right', 'left', 'right', 'right', 'right', 'right', 'right', 'right'],
      );
      const notes = [
        ...g.playoffs.map((p) =>
          p.winner
            ? `${p.winner} won the play-off for place ${p.place} (TX-7)`
            : `${p.players.join(' and ')} play off for place ${p.place}: next game ${p.next} (TX-7)`,
        ),
        ...g.openTies.map(
          (x) =>
            `${x.players.join(', ')} tied for places ${x.places.join('–')}: the director decides (TX-14)`,
        ),
        ...g.excluded.map((x) => `${x.name} is out after ${x.noShows.length} no-shows (TX-5)`),
        ...(g.override ? [`order set by the director: ${g.override.reason} (TX-14)`] : []),
      ];
      return [`Group ${g.group} (${status})`, table, ...notes.map((n) => `  ${n}`)].join('\n');
    })
    .join('\n\n');
}

function printBracket(data: NonNullable<ReturnType<typeof bracketData>>): string {
  const rounds = data.rounds.map((r) => {
    const rows = r.matches.map((m) => [
      m.id,
      `${m.players[0]}${m.seeds[0] ? ` (${m.seeds[0]})` : ''}`,
      m.status === 'bye' || m.status === 'waiting' ? '' : `${m.tp[0]} – ${m.tp[1]}`,
      `${m.players[1]}${m.seeds[1] ? ` (${m.seeds[1]})` : ''}`,
      m.winner ? `${m.winner} (${en(`tx.decided.${m.decidedBy}`)})` : m.status,
    ]);
    return `${r.name}\n${renderTable(['Match', 'First', 'TP', 'Second', 'Through'], rows)}`;
  });
  return [...rounds, `Champion: ${data.champion ?? '—'}`].join('\n\n');
}

function printGames(data: ReturnType<typeof gamesData>): string {
  return renderTable(
    ['Game', 'Players', 'Colours', 'Result', 'Minutes', 'TP', 'Note'],
    data.map((g) => [
      g.game,
      g.players.join(' – '),
      g.colours.join('/'),
      resultText(g.result),
      g.breakdown?.minutes ? g.breakdown.minutes.join('/') : '',
      g.tp ? g.tp.join(':') : g.winner ? `won by ${g.winner}` : '',
      [
        g.breakdown && g.breakdown.transfer !== '0.0'
          ? `penalty ${g.breakdown.penaltyMinutes.join('/')} min`
          : '',
        g.override ? `director: ${g.override.reason}` : '',
        g.status === 'forfeited' ? 'lost for not answering (TX-11)' : '',
      ]
        .filter(Boolean)
        .join('; '),
    ]),
  );
}

function resultText(r: GameResult | null): string {
  if (!r) return '';
  if (r.kind === 'played')
    return `${r.scores[0]}:${r.scores[1]}${r.timeout ? ` (${r.timeout} over time)` : ''}`;
  return r.kind === 'no-show' ? `no-show ${r.absent.join('+')}` : 'double crash';
}

function printSchedule(data: ReturnType<typeof scheduleData>): string {
  const rounds = renderTable(
    ['Stage', 'Round', 'Starts', 'Ends by'],
    data.rounds.map((r) => [r.stage, String(r.round), r.startsAt, r.endsBy ?? '']),
  );
  const open = data.open.map((g) =>
    [
      `${g.game}: ${g.players.join(' – ')}${g.appointment ? `, arranged for ${g.appointment}` : ', no time arranged'}`,
      ...g.messages.map(
        (m) =>
          `  ${m.from} → ${m.to} ${m.sentAt}: ${m.status}${m.answeredAt ? ` ${m.answeredAt}` : `, reported ${m.reportAt}, lost ${m.forfeitAt}`}`,
      ),
    ].join('\n'),
  );
  return [`As of ${data.asOf}`, rounds, '', `Open games (${data.open.length})`, ...open].join('\n');
}

function printRatings(data: ReturnType<typeof ratingsData>): string {
  const seeding = renderTable(
    ['Seed', 'Name', 'Rating', 'Source', 'Games', 'Reduction'],
    data.seeding.map((e) => [
      String(e.seed),
      e.name,
      String(e.rating),
      e.source,
      e.games === undefined ? '' : String(e.games),
      e.reduction ? `-${e.reduction}` : '',
    ]),
    ['right', 'left', 'right'],
  );
  const elo = renderTable(
    ['#', 'Name', 'Start', 'Games', 'Rating', 'Change'],
    data.elo.map((r) => [
      String(r.place),
      r.name,
      `${r.start} (${r.startSource})`,
      String(r.games),
      r.rating,
      r.change,
    ]),
    ['right', 'left', 'right', 'right', 'right', 'right'],
  );
  return `Seeding (TX-12)\n${seeding}\n\nTournament rating (TX-13)\n${elo}`;
}

/** "16,12" → [16, 12]. */
function pairOption(cli: CliContext, name: string, text: string | undefined): [number, number] | undefined {
  if (text === undefined) return undefined;
  const m = /^(\d{1,3}),(\d{1,3})$/.exec(text.trim());
  if (!m) return cli.usage(`--${name}: two whole numbers such as 16,12`);
  return [Number(m[1]), Number(m[2])];
}

function points(
  cli: CliContext,
  a: string,
  b: string,
  opts: { minutes?: string; late?: string; preset: string; json?: boolean },
) {
  if (!/^\d{1,3}$/.test(a) || !/^\d{1,3}$/.test(b))
    return cli.usage('scores: two whole numbers such as 30 20');
  const config = tpTournament.parseConfig({}, opts.preset);
  if (!config.ok) return cli.usage(`--preset: one of ${Object.keys(presets).join(', ')}`);
  const minutes = pairOption(cli, 'minutes', opts.minutes);
  const late = pairOption(cli, 'late', opts.late);
  if (late && config.value.eventKind !== 'weekend')
    return cli.usage(`--late: lateness counts at weekend events only, not with ${opts.preset} (TX-10)`);
  const result: GameResult = {
    kind: 'played',
    scores: [Number(a), Number(b)],
    ...(minutes ? { minutes } : {}),
    ...(late ? { late } : {}),
  };
  const breakdown = scoreGame(result, ['first', 'second'], false, config.value);
  const data = {
    ...breakdown,
    base: breakdown.base.map(formatTp),
    tp: breakdown.tp.map(formatTp),
    transfer: formatTp(breakdown.transfer),
  };
  out(opts.json, data, () =>
    [
      `margin ${breakdown.margin}: ${data.base.join(' : ')} by the table (TX-2)`,
      ...(breakdown.penaltyMinutes.some((p) => p > 0)
        ? [
            `time penalty: ${breakdown.penaltyMinutes.join(' / ')} minutes over (TX-3)${breakdown.clamped ? ', held at 20:0' : ''}`,
          ]
        : []),
      `TP ${data.tp.join(' : ')}`,
    ].join('\n'),
  );
}

export function registerTools(tp: Command, cli: CliContext): void {
  const view = (name: string, description: string) =>
    withReadOptions(
      tp
        .command(`${name} <competition>`)
        .description(`${description} (a competition id, or a document file *.json)`),
    );
  view('tables', 'group tables with TP, wins, margins and the TX-7 decisions').action(
    async (target: string, opts: Opts) => {
      const data = tablesData(await load(target, opts, cli));
      out(opts.json, data, () => printTables(data));
    },
  );
  view('bracket', 'the cup: every match, its TP totals and who went through').action(
    async (target: string, opts: Opts) => {
      const data = bracketData(await load(target, opts, cli));
      if (!data) return cli.fail('ERR_NOT_FOUND', `${target} has no cup bracket yet`);
      out(opts.json, data, () => printBracket(data));
    },
  );
  view('games', "every game's colours, result and TP breakdown")
    .option('--player <id>', "only this player's games")
    .option('--game <id>', 'only this game (e.g. A:r1:b2, cup:r1:m1:g2)')
    .action(async (target: string, opts: Opts & { player?: string; game?: string }) => {
      const data = gamesData(await load(target, opts, cli), opts);
      if (opts.game && data.length === 0)
        return cli.fail('ERR_NOT_FOUND', `there is no game "${opts.game}" now`);
      out(opts.json, data, () => printGames(data));
    });
  view('schedule', 'rounds, appointments and answer deadlines of a scheduled event').action(
    async (target: string, opts: Opts) => {
      const data = scheduleData(await load(target, opts, cli));
      out(opts.json, data, () => printSchedule(data));
    },
  );
  view('ratings', 'the seeding list and the tournament Elo list').action(
    async (target: string, opts: Opts) => {
      const data = ratingsData(await load(target, opts, cli));
      out(opts.json, data, () => printRatings(data));
    },
  );
  tp.command('points <score> <opponent>')
    .description('the TP of one game: scores, then --minutes and --late as "first,second"')
    .option('--minutes <a,b>', 'whole minutes each player used (TX-3)')
    .option('--late <a,b>', 'minutes each player came late (TX-10)')
    .option('--preset <name>', 'the rules to use', 'tantrix-weekend')
    .option('--json', 'print JSON')
    .action((a: string, b: string, opts) => points(cli, a, b, opts));
}
