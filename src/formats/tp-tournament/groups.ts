/**
 * TX-7 round-robin groups: the Berger schedule of each group, and the group table.
 *
 * The table ranks by TP total; ties by the TP from the games among the tied players, applied
 * again while it separates someone (decision: once a three-way tie is partly broken, the games
 * between the two still tied decide between them). A tie that is still there and decides a
 * qualifying place, first place of a final or a prize needs a play-off (first to win one game);
 * the table says so and reads the recorded play-off games. Lesser ties: wins (draws ½), then
 * the sum of margins, then the sum of own stones.
 *
 * Decisions where the rules are silent: a tie of three or more at such a place is first narrowed
 * by the lesser criteria; two still tied there play off, three or more need the director (TX-14).
 * In a groups-only event each group is a final (first place counts); with a cup, the last
 * qualifying place counts. Play-offs are only called once every game of the group has a result;
 * before that the lesser criteria give a provisional order. TX-5: an excluded player leaves the
 * table and his games leave his opponents' totals.
 */

import { perState } from '../../core/memo.js';
import { type Criterion, numericCriterion, type RankedEntry, rankByChain } from '../../core/ranking.js';
import { rational } from '../../core/rational.js';
import { roundRobinSchedule } from '../../core/round-robin.js';
import type { ParticipantId } from '../../core/types.js';
import type { TpConfig } from './config.js';
import { makeGameId } from './game-id.js';
import { decidingWinner, type GameKind, type Halves } from './points.js';
import type { GameResult, Pair } from './result.js';
import { excludedPlayers, noShowRecords, scoredGame } from './results.js';
import type { Group, GroupGame, RecordedOverride, TpState } from './state.js';

/** TX-7: every group's Berger schedule; group rounds are numbered alike in every group. */
export function groupGames(
  groups: readonly Group[],
  cycles: number,
): { games: Map<string, GroupGame>; byGroup: Map<string, GroupGame[]>; rounds: number } {
  const games = new Map<string, GroupGame>();
  const byGroup = new Map<string, GroupGame[]>(groups.map((g) => [g.id, []]));
  let rounds = 0;
  for (const group of groups) {
    const schedule = roundRobinSchedule(group.members.length, cycles);
    rounds = Math.max(rounds, schedule.length);
    for (const [r, round] of schedule.entries()) {
      let board = 0;
      for (const g of round) {
        if (g.black === null) continue;
        board += 1;
        const id = makeGameId({ kind: 'group', group: group.id, round: r + 1, board });
        const players: Pair<ParticipantId> = [
          group.members[g.white - 1] as ParticipantId,
          group.members[g.black - 1] as ParticipantId,
        ];
        const game = { id, group: group.id, round: r + 1, board, players };
        games.set(id, game);
        byGroup.get(group.id)?.push(game);
      }
    }
  }
  return { games, byGroup, rounds };
}

export type DecidedBy = 'tp' | 'head-to-head' | 'playoff' | 'wins' | 'margin' | 'stones' | 'override';

/** One game from one player's side: own value first. */
export interface GroupLine {
  readonly game: string;
  readonly round: number;
  readonly opponent: ParticipantId;
  readonly stones: Pair<number>;
  readonly tp: Pair<number>;
  readonly outcome: Halves;
  readonly kind: GameKind;
  /** False when the opponent is out of the standings (TX-5). */
  readonly counted: boolean;
}

export interface GroupRow {
  readonly participantId: ParticipantId;
  readonly place: number;
  readonly tied: boolean;
  /** Tenths. */
  readonly tp: number;
  readonly games: number;
  /** Halves: a win 2, a draw 1. */
  readonly wins: number;
  readonly margin: number;
  readonly stones: number;
  readonly noShows: number;
  /** The criterion that set this player apart from his neighbours, if any did. */
  readonly decidedBy: DecidedBy | null;
  readonly lines: readonly GroupLine[];
}

export interface PlayoffGame {
  readonly id: string;
  readonly players: Pair<ParticipantId>;
  readonly result: GameResult;
  readonly winner?: ParticipantId;
}

/** TX-7: a play-off between two players tied at `place` and `place + 1`. */
export interface Playoff {
  readonly group: string;
  readonly place: number;
  readonly players: Pair<ParticipantId>;
  readonly games: readonly PlayoffGame[];
  readonly winner?: ParticipantId;
  /** The id of the next play-off game while undecided. */
  readonly next?: string;
}

/** Three or more players tied across a place that matters: the director decides (TX-14). */
export interface OpenTie {
  readonly places: Pair<number>;
  readonly players: readonly ParticipantId[];
}

export interface GroupTable {
  readonly id: string;
  readonly members: readonly ParticipantId[];
  readonly rows: readonly GroupRow[];
  /** TX-5: players out of the standings, with their no-show games. */
  readonly excluded: readonly {
    readonly participantId: ParticipantId;
    readonly noShows: readonly string[];
  }[];
  /** Every counted game has a result. */
  readonly complete: boolean;
  readonly playoffs: readonly Playoff[];
  readonly openTies: readonly OpenTie[];
  /** The places whose ties matter (a tie across `p` and `p + 1` for every `p` listed). */
  readonly decisivePlaces: readonly number[];
  readonly override?: RecordedOverride<'group-order'>;
  /** Complete, and every tie that matters decided: the order is final. */
  readonly final: boolean;
}

/** TX-7: places p whose tie with p + 1 matters (qualification, first place of a final, prizes). */
function decisivePlaces(config: TpConfig, players: number): number[] {
  const places = new Set<number>();
  if (config.structure === 'groups') places.add(1);
  if (config.structure === 'groups-cup') places.add(config.groups.qualifiers);
  for (let p = 1; p <= config.groups.prizePlaces; p++) places.add(p);
  return [...places].filter((p) => p < players).sort((a, b) => a - b);
}

interface Totals {
  readonly tp: number;
  readonly games: number;
  readonly wins: number;
  readonly margin: number;
  readonly stones: number;
}

function totalsOf(lines: readonly GroupLine[]): Totals {
  const counted = lines.filter((l) => l.counted);
  const sum = (f: (l: GroupLine) => number) => counted.reduce((acc, l) => acc + f(l), 0);
  return {
    tp: sum((l) => l.tp[0]),
    games: counted.length,
    wins: sum((l) => l.outcome),
    margin: sum((l) => l.stones[0] - l.stones[1]),
    stones: sum((l) => l.stones[0]),
  };
}

function linesOf(state: TpState, group: Group, excluded: ReadonlySet<ParticipantId>) {
  const lines = new Map<ParticipantId, GroupLine[]>(group.members.map((m) => [m, []]));
  let complete = true;
  for (const g of state.groups?.byGroup.get(group.id) ?? []) {
    const counted = !excluded.has(g.players[0]) && !excluded.has(g.players[1]);
    const scored = scoredGame(state, g.id, false);
    if (!scored) {
      if (counted) complete = false;
      continue;
    }
    const { stones, outcome, kind } = scored.breakdown;
    for (const side of [0, 1] as const) {
      const other = side === 0 ? 1 : 0;
      lines.get(g.players[side])?.push({
        game: g.id,
        round: g.round,
        opponent: g.players[other],
        stones: [stones[side], stones[other]],
        tp: [scored.tp[side], scored.tp[other]],
        outcome: outcome[side],
        kind,
        counted,
      });
    }
  }
  return { lines, complete };
}

interface Placed {
  readonly id: ParticipantId;
  readonly place: number;
  readonly tied: boolean;
  readonly decidedBy: DecidedBy | null;
}

function runs<P>(entries: readonly RankedEntry<P>[]): RankedEntry<P>[][] {
  const out: RankedEntry<P>[][] = [];
  for (const e of entries) {
    const last = out[out.length - 1];
    if (last && last[0]?.place === e.place) last.push(e);
    else out.push([e]);
  }
  return out;
}

function computeTable(state: TpState, group: Group): GroupTable {
  const excluded = excludedPlayers(state);
  const { lines, complete } = linesOf(state, group, excluded);
  const active = group.members.filter((m) => !excluded.has(m));
  const totals = new Map(active.map((m) => [m, totalsOf(lines.get(m) ?? [])]));
  const total = (id: ParticipantId): Totals => totals.get(id) as Totals;
  const decisive = decisivePlaces(state.config, active.length);
  const { placed, playoffs, openTies } = placePlayers(state, group, active, {
    chains: tieBreakChains(lines, total, active.length),
    matters: (from, size) => complete && decisive.some((p) => p >= from && p < from + size - 1),
  });
  const override = validOverride(state, group.id, active);
  const order: Placed[] = override
    ? override.override.order.map((id, i) => ({ id, place: i + 1, tied: false, decidedBy: 'override' }))
    : placed;
  const records = noShowRecords(state);
  const rows = order.map(
    (p): GroupRow => ({
      participantId: p.id,
      place: p.place,
      tied: p.tied,
      ...total(p.id),
      noShows: records.get(p.id)?.games.length ?? 0,
      decidedBy: p.decidedBy,
      lines: lines.get(p.id) ?? [],
    }),
  );
  const pendingPlayoffs = playoffs.some((p) => !p.winner);
  return {
    id: group.id,
    members: group.members,
    rows,
    excluded: group.members
      .filter((m) => excluded.has(m))
      .map((m) => ({ participantId: m, noShows: records.get(m)?.games ?? [] })),
    complete,
    playoffs: override ? [] : playoffs,
    openTies: override ? [] : openTies,
    decisivePlaces: decisive,
    ...(override ? { override } : {}),
    final: complete && (override !== undefined || (!pendingPlayoffs && openTies.length === 0)),
  };
}

interface TieBreakChains {
  /** TX-7: TP, then TP among the tied, repeated while it separates players. */
  readonly main: readonly Criterion<ParticipantId>[];
  /** Below a tie that decides nothing: wins, margin, stones. */
  readonly lesser: readonly Criterion<ParticipantId>[];
}

const LESSER_NAMES: DecidedBy[] = ['wins', 'margin', 'stones'];

function tieBreakChains(
  lines: ReadonlyMap<ParticipantId, readonly GroupLine[]>,
  total: (id: ParticipantId) => Totals,
  players: number,
): TieBreakChains {
  const headToHead: Criterion<ParticipantId> = {
    id: 'head-to-head',
    label: 'tx.tb.head-to-head',
    value: (id, tied) =>
      rational(
        (lines.get(id) ?? [])
          .filter((l) => l.counted && tied.includes(l.opponent))
          .reduce((acc, l) => acc + l.tp[0], 0),
      ),
  };
  return {
    main: [
      numericCriterion<ParticipantId>('tp', 'tx.col.tp', (id) => total(id).tp),
      ...Array.from({ length: Math.max(1, players - 2) }, () => headToHead),
    ],
    lesser: [
      numericCriterion<ParticipantId>('wins', 'tx.col.wins', (id) => total(id).wins),
      numericCriterion<ParticipantId>('margin', 'tx.col.margin', (id) => total(id).margin),
      numericCriterion<ParticipantId>('stones', 'tx.col.stones', (id) => total(id).stones),
    ],
  };
}

/**
 * The places by the chains (TX-7): a tie of two on a place that matters goes to a play-off; a
 * larger one that matters stays open for the director; one that does not is broken by the lesser
 * chain or shared.
 */
function placePlayers(
  state: TpState,
  group: Group,
  active: readonly ParticipantId[],
  how: { chains: TieBreakChains; matters: (from: number, size: number) => boolean },
): { placed: Placed[]; playoffs: Playoff[]; openTies: OpenTie[] } {
  const { chains, matters } = how;
  const placed: Placed[] = [];
  const playoffs: Playoff[] = [];
  const openTies: OpenTie[] = [];
  const playoff = (place: number, pair: Pair<ParticipantId>) => {
    const p = readPlayoff(state, group.id, place, pair);
    playoffs.push(p);
    if (!p.winner) {
      for (const id of pair) placed.push({ id, place, tied: true, decidedBy: null });
      return;
    }
    const loser = pair[0] === p.winner ? pair[1] : pair[0];
    placed.push({ id: p.winner, place, tied: false, decidedBy: 'playoff' });
    placed.push({ id: loser, place: place + 1, tied: false, decidedBy: 'playoff' });
  };

  for (const run of runs(rankByChain(active, chains.main))) {
    const first = run[0] as RankedEntry<ParticipantId>;
    if (run.length === 1) {
      const by = first.decidedBy < 0 ? null : first.decidedBy === 0 ? 'tp' : 'head-to-head';
      placed.push({ id: first.player, place: first.place, tied: false, decidedBy: by });
      continue;
    }
    if (run.length === 2 && matters(first.place, 2)) {
      playoff(first.place, [first.player, (run[1] as RankedEntry<ParticipantId>).player]);
      continue;
    }
    for (const sub of runs(
      rankByChain(
        run.map((e) => e.player),
        chains.lesser,
      ),
    )) {
      const place = first.place + (sub[0] as RankedEntry<ParticipantId>).place - 1;
      const ids = sub.map((e) => e.player);
      if (sub.length === 1) {
        const index = (sub[0] as RankedEntry<ParticipantId>).decidedBy;
        placed.push({
          id: ids[0] as ParticipantId,
          place,
          tied: false,
          decidedBy: LESSER_NAMES[index] ?? null,
        });
      } else if (matters(place, sub.length) && sub.length === 2) {
        playoff(place, [ids[0] as ParticipantId, ids[1] as ParticipantId]);
      } else {
        if (matters(place, sub.length))
          openTies.push({ places: [place, place + sub.length - 1], players: ids });
        for (const id of ids) placed.push({ id, place, tied: true, decidedBy: null });
      }
    }
  }
  return { placed, playoffs, openTies };
}

/** TX-14: the director's order counts while it still names exactly the players in the table. */
function validOverride(state: TpState, group: string, active: readonly ParticipantId[]) {
  const override = state.overrides.groupOrder.get(group);
  if (!override) return undefined;
  const order = override.override.order;
  const same = order.length === active.length && order.every((id) => active.includes(id));
  return same ? override : undefined;
}

/** TX-7: the play-off games recorded for a tie at `place`; the first game someone wins decides. */
function readPlayoff(state: TpState, group: string, place: number, players: Pair<ParticipantId>): Playoff {
  const games: PlayoffGame[] = [];
  for (let n = 1; ; n++) {
    const id = makeGameId({ kind: 'playoff', group, place, n });
    const recorded = state.results.get(id);
    if (!recorded?.players.every((p) => players.includes(p)))
      return { group, place, players, games, next: id };
    const winner = decidingWinner(recorded.result, recorded.players);
    games.push({ id, players: recorded.players, result: recorded.result, ...(winner ? { winner } : {}) });
    if (winner) return { group, place, players, games, winner };
  }
}

/** Every group's table, remembered per state: pages, due items and the game directory all read them. */
export const groupTables = perState((state: TpState): readonly GroupTable[] =>
  (state.groups?.groups ?? []).map((g) => computeTable(state, g)),
);

export const groupTable = (state: TpState, groupId: string): GroupTable | undefined =>
  groupTables(state).find((t) => t.id === groupId);
