/**
 * `arbiter handicap-league …`: the league's own tools at a terminal — the live evening board with
 * the proposed games (HL-8), the handicap between two players with its SFEN (HL-9), a player's
 * history, and the table of handicaps. The director's tool, so real names (HL-10 concerns what is
 * published). `--json` gives scripts the data.
 *
 * Exit codes: 0 done (also "no evening is open"); 2 usage, a bad `--as-of`; 3 the competition is
 * not a handicap league, or the same player twice; 5 no such competition or player.
 */
import type { Command } from 'commander';
import { nameOf } from '../../../app/competitions/present.js';
import { en } from '../../../app/i18n.js';
import type { CliContext } from '../../../cli/context.js';
import { type CompetitionState, loadCompetitionState, withReadOptions } from '../../../cli/load.js';
import { renderTable } from '../../../cli/table.js';
import type { Moment } from '../../../core/types.js';
import {
  eveningBoard,
  HANDICAPS,
  type HandicapId,
  type HandicapLeagueState,
  handicapBetween,
  notationOf,
  playerHistory,
  TRADITIONAL_TABLE,
} from '../index.js';

const FORMAT = 'handicap-league';

type League = CompetitionState<HandicapLeagueState>;

type Options = { db?: string; asOf?: Moment; json?: boolean };

/** The league as of a moment (default: now, or a document's last event), from the database or a document file. */
const loadLeague = (target: string, opts: Options, context: CliContext): Promise<League> =>
  loadCompetitionState<HandicapLeagueState>(target, opts, context, FORMAT, 'a handicap league');

const print = (opts: Options, data: unknown, text: () => string) =>
  console.log(opts.json ? JSON.stringify(data) : text());

function board(league: League) {
  const b = eveningBoard(league.state);
  if (!b) return { evening: null };
  const name = (id: string) => nameOf(league.roster, id, 'director');
  const player = (id: string) => {
    const p = league.state.players.get(id);
    return { id, name: name(id), rank: p ? notationOf(p.real.step, p.modifier) : '' };
  };
  const game = (g: (typeof b.playing)[number]) => ({
    board: g.board,
    uwate: player(g.uwate),
    shitate: player(g.shitate),
    handicap: g.handicap,
    ...(g.details ? { japanese: g.details.japanese, romaji: g.details.romaji } : {}),
    ...(g.note ? { note: g.note } : {}),
    startedAt: g.startedAt,
    ...(g.winner === undefined ? {} : { winner: g.winner }),
  });
  return {
    evening: b.evening,
    openedAt: b.openedAt,
    present: b.present.length,
    playing: b.playing.map(game),
    free: b.free.map((f) => ({
      ...player(f.participantId),
      waitingSince: f.waitingSince,
      possibleOpponents: f.possibleOpponents,
    })),
    proposals: b.proposals.map((p) => ({
      uwate: player(p.uwate),
      shitate: player(p.shitate),
      handicap: p.handicap,
      japanese: p.details.japanese,
    })),
    finished: b.finished.map(game),
  };
}

function printBoard(data: ReturnType<typeof board>): string {
  if (data.evening === null) return 'No evening is open.';
  const who = (p: { name: string; rank: string }) => `${p.name} (${p.rank})`;
  return [
    `Evening ${data.evening}, open since ${data.openedAt}, ${data.present} present`,
    '',
    'Playing',
    renderTable(
      ['Bd', 'Uwate', 'Shitate', 'Handicap', 'Since'],
      data.playing.map((g) => [
        String(g.board),
        who(g.uwate),
        who(g.shitate),
        en(`hl.handicap.${g.handicap}`),
        g.startedAt,
      ]),
      ['right'],
    ),
    '',
    'Free',
    renderTable(
      ['Player', 'Waiting since', 'Opponents'],
      data.free.map((f) => [who(f), f.waitingSince, String(f.possibleOpponents)]),
      ['left', 'left', 'right'],
    ),
    '',
    'Proposed',
    renderTable(
      ['Uwate', 'Shitate', 'Handicap'],
      data.proposals.map((p) => [who(p.uwate), who(p.shitate), en(`hl.handicap.${p.handicap}`)]),
    ),
  ].join('\n');
}

function handicapRow(id: HandicapId) {
  const h = HANDICAPS[id];
  return {
    handicap: id,
    name: en(`hl.handicap.${id}`),
    japanese: h.japanese,
    romaji: h.romaji,
    removed: h.removed.map((r) => (r.side ? `${r.side} ${r.piece}` : r.piece)),
    ...(h.inHand.pawn ? { pawnsInHand: h.inHand.pawn } : {}),
    sfen: h.sfen,
    ...(h.alternativeSfen ? { alternativeSfen: h.alternativeSfen } : {}),
  };
}

export function registerTools(league: Command, context: CliContext): void {
  const common = withReadOptions;

  common(
    league
      .command('board <competition>')
      .description('the running evening: games, free players, proposed games (HL-8)'),
  ).action(async (target: string, opts: Options) => {
    const data = board(await loadLeague(target, opts, context));
    print(opts, data, () => printBoard(data));
  });

  common(
    league
      .command('handicap <competition> <a> <b>')
      .description('the handicap two players would play now (HL-9)'),
  ).action(async (target: string, a: string, b: string, opts: Options) => {
    const l = await loadLeague(target, opts, context);
    for (const id of [a, b])
      if (!l.state.players.has(id)) context.fail('ERR_NOT_FOUND', `"${id}" is not a player of ${target}`);
    if (a === b) context.fail('ERR_INVALID_PLAYERS', 'name two different players');
    const h = handicapBetween(l.state, a, b) as NonNullable<ReturnType<typeof handicapBetween>>;
    const name = (id: string) => nameOf(l.roster, id, 'director');
    const data = {
      uwate: { id: h.uwate, name: name(h.uwate) },
      shitate: { id: h.shitate, name: name(h.shitate) },
      difference: h.difference,
      ...handicapRow(h.handicap),
    };
    print(opts, data, () =>
      [
        `Uwate (gives the handicap, moves first): ${data.uwate.name}`,
        `Shitate: ${data.shitate.name}`,
        `League-rank difference: ${data.difference}`,
        `Handicap: ${data.name} (${data.japanese} ${data.romaji})`,
        `Removed: ${data.removed.join(', ') || 'nothing'}`,
        `SFEN: ${data.sfen}`,
      ].join('\n'),
    );
  });

  common(
    league.command('player <competition> <participant>').description('a player’s standing and history'),
  ).action(async (target: string, id: string, opts: Options) => {
    const l = await loadLeague(target, opts, context);
    const history = playerHistory(l.state, id);
    if (!history) return context.fail('ERR_NOT_FOUND', `"${id}" is not a player of ${target}`);
    const data = { ...history, name: nameOf(l.roster, id, 'director') };
    print(opts, data, () =>
      [
        `${data.name}: ${data.notation}, ${data.points} league points, place ${data.place ?? 'taken out'}`,
        renderTable(
          ['At', 'What', 'Points'],
          data.entries.map((e) => [
            e.at,
            e.kind === 'game'
              ? `${e.outcome} against ${nameOf(l.roster, e.opponent, 'director')} (${e.role}, ${e.handicap})`
              : e.kind,
            e.kind === 'game' || e.kind === 'points-adjusted' ? String(e.points) : '',
          ]),
          ['left', 'left', 'right'],
        ),
      ].join('\n'),
    );
  });

  league
    .command('table')
    .description('the traditional handicap table with the starting positions (HL-9)')
    .option('--json', 'print JSON')
    .action((opts: Options) => {
      const rows = TRADITIONAL_TABLE.map((id, d) => ({ difference: d, ...handicapRow(id) }));
      print(opts, rows, () =>
        renderTable(
          ['d', 'Handicap', 'Japanese', 'SFEN'],
          rows.map((r) => [String(r.difference), r.name, `${r.japanese} ${r.romaji}`, r.sfen]),
          ['right'],
        ),
      );
    });
}
