/**
 * The game directory: what a game id stands for in the current state — its players (once they
 * are known), its stage, its round for scheduling, the match it belongs to (TX-11) and its
 * colours (TX-9). Group games exist from the draw; play-off games once a group's tie calls for
 * them; cup games once both players of the match are known; tie-break games once a match is tied.
 */
import type { LotRecord } from '../../core/lot.js';
import type { ParticipantId } from '../../core/types.js';
import { assignColours, type ColourAssignment } from './colours.js';
import { type Bracket, bracket, cupMatch, matchById } from './cup.js';
import type { Stage } from './events.js';
import { type GameRef, isCupGame, isDecidingGame, makeMatchId, matchOf, parseGameId } from './game-id.js';
import { groupTable } from './groups.js';
import type { Pair } from './result.js';
import type { TpState } from './state.js';

export interface GameInfo {
  readonly id: string;
  readonly ref: GameRef;
  readonly players: Pair<ParticipantId>;
  /** TX-4: no-shows score differently in the cup. */
  readonly inCup: boolean;
  /** Play-off and tie-break games: first to win, no TP (TX-7, TX-8). */
  readonly deciding: boolean;
  /** The scheduled round the game is played in, where it has one. */
  readonly round?: { readonly stage: Stage; readonly round: number };
  /** TX-11: rescheduling chances count per match. */
  readonly match: string;
  /** The recorded lot its stage was drawn with (TX-9 colour draws use it). */
  readonly stageLot: LotRecord;
}

export type GameLookup =
  | { readonly status: 'ready'; readonly game: GameInfo }
  /** The game may exist later (its players are not known yet, or no tie calls for it now). */
  | { readonly status: 'pending'; readonly reason: string }
  /** The structure has no such game. */
  | { readonly status: 'unknown'; readonly reason: string };

const unknown = (reason: string): GameLookup => ({ status: 'unknown', reason });
const pending = (reason: string): GameLookup => ({ status: 'pending', reason });

/** `cup` may be passed in when the caller already computed the bracket. */
export function findGame(state: TpState, id: string, cup?: Bracket): GameLookup {
  const ref = parseGameId(id);
  if (!ref) return unknown(`"${id}" is not a game id (such as A:r1:b2 or cup:r1:m1:g1)`);
  const common = { id, ref, inCup: isCupGame(ref), deciding: isDecidingGame(ref), match: matchOf(ref) };
  if (ref.kind === 'group' || ref.kind === 'playoff') {
    const draw = state.groups;
    if (!draw) return pending(`the groups of ${id} are not drawn yet`);
    if (ref.kind === 'group') {
      const game = draw.games.get(id);
      if (!game) return unknown(`the groups have no game ${id}`);
      return ready({
        ...common,
        players: game.players,
        round: { stage: 'groups', round: game.round },
        stageLot: draw,
      });
    }
    const table = groupTable(state, ref.group);
    if (!table) return unknown(`there is no group ${ref.group}`);
    const playoff = table.playoffs.find((p) => p.place === ref.place);
    if (!playoff) return pending(`group ${ref.group} has no tie at place ${ref.place} that needs a play-off`);
    if (!playoff.games.some((g) => g.id === id) && playoff.next !== id)
      return pending(`the play-off at place ${ref.place} of group ${ref.group} does not need game ${ref.n}`);
    return ready({ ...common, players: playoff.players, stageLot: draw });
  }
  if (!state.cup) return pending(`the cup of ${id} is not seeded yet`);
  const match = cup
    ? matchById(cup, makeMatchId(ref.round, ref.match))
    : cupMatch(state, ref.round, ref.match);
  if (!match) return unknown(`the cup has no match ${common.match}`);
  const [a, c] = match.players;
  if (a === null || c === null) return pending(`the players of ${common.match} are not known yet`);
  const round = { stage: 'cup' as const, round: ref.round };
  const base = { ...common, players: [a, c] as Pair<ParticipantId>, round, stageLot: state.cup };
  if (ref.kind === 'cup') {
    if (ref.game > state.config.cup.gamesPerMatch)
      return unknown(`a cup match has ${state.config.cup.gamesPerMatch} games, not ${ref.game}`);
    return ready(base);
  }
  if (!match.tiebreaks.some((g) => g.id === id) && match.nextTiebreak !== id)
    return pending(`${common.match} does not need tie-break game ${ref.n}`);
  return ready(base);
}

const ready = (game: GameInfo): GameLookup => ({ status: 'ready', game });

/** TX-9: the colours of a game: the director's (TX-14), or by the players' choices and a lot. */
export function coloursOf(state: TpState, game: GameInfo): ColourAssignment {
  const override = state.overrides.colours.get(game.id);
  if (override) {
    const o = override.override;
    const colours = o.players[0] === game.players[0] ? o.colours : ([o.colours[1], o.colours[0]] as const);
    return { colours, rules: ['override', 'override'] };
  }
  const [a, b] = game.players;
  return assignColours(state.colourChoices.get(a), state.colourChoices.get(b), {
    ...game.stageLot,
    seed: `${game.stageLot.seed}:${game.id}`,
  });
}

/** Every game that exists now: group games, play-off games called for, cup and tie-break games. */
export function allGames(state: TpState, cup: Bracket | undefined = bracket(state)): GameInfo[] {
  const out: GameInfo[] = [];
  const info = (id: string, players: Pair<ParticipantId>, stageLot: LotRecord, round?: GameInfo['round']) => {
    const ref = parseGameId(id) as GameRef;
    out.push({
      id,
      ref,
      players,
      inCup: isCupGame(ref),
      deciding: isDecidingGame(ref),
      match: matchOf(ref),
      stageLot,
      ...(round ? { round } : {}),
    });
  };
  const draw = state.groups;
  if (draw) {
    const games = [...draw.games.values()].sort(
      (a, b) => a.round - b.round || a.group.localeCompare(b.group) || a.board - b.board,
    );
    for (const g of games) info(g.id, g.players, draw, { stage: 'groups', round: g.round });
    for (const group of draw.groups) {
      for (const p of groupTable(state, group.id)?.playoffs ?? []) {
        for (const g of p.games) info(g.id, p.players, draw);
        if (p.next) info(p.next, p.players, draw);
      }
    }
  }
  if (state.cup && cup) {
    for (const round of cup.rounds) {
      for (const m of round) {
        const [a, b] = m.players;
        if (a === null || b === null) continue;
        const at = { stage: 'cup' as const, round: m.round };
        for (const g of m.games) info(g.id, [a, b], state.cup, at);
        for (const t of m.tiebreaks) info(t.id, [a, b], state.cup, at);
        if (m.nextTiebreak) info(m.nextTiebreak, [a, b], state.cup, at);
      }
    }
  }
  return out;
}
