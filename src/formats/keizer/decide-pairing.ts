/**
 * Deciding the evening's pairing (KZ-9, KZ-12): the automatic pairing, the re-pairing of
 * stranded players, and the director's manual edits (swap, fix, undo), all yielding one
 * `RoundPaired` event so the rest of the system sees one shape.
 */
import type { NewEventOf } from '../../core/events.js';
import type { DecideContext, Decided } from '../../core/format.js';
import { err, ok, type ParticipantId, type Refusal, type Result, refusal } from '../../core/types.js';
import type { CommandOf } from './commands.js';
import { totalRounds } from './config.js';
import type { Game, KeizerEvent, PairingMethod, Relaxation } from './events.js';
import { absenceReason, expectedPlayers, meetingWithin, seasonFacts } from './history.js';
import { type PairingPlayer, type PairingProposal, pairPlayers } from './pairing.js';
import { baseRanking } from './recalc.js';
import { gameKey, gameOf, type KeizerState, pairedIn, type RoundRecord } from './state.js';

type Decision = Decided<KeizerEvent>;

const paired = (
  ctx: DecideContext,
  round: number,
  method: PairingMethod,
  p: PairingProposal,
): NewEventOf<KeizerEvent> => ({
  at: ctx.at,
  type: 'RoundPaired',
  payload: {
    round,
    method,
    games: [...p.games],
    bye: p.bye,
    unpaired: [...p.unpaired],
    relaxed: [...p.relaxed],
  },
});

/** Ranking order of players for the round: the ranking the round is paired from (KZ-12). */
function rankOf(state: KeizerState, round: number): (id: ParticipantId) => number {
  const order = baseRanking(state, round).order;
  const place = new Map<number, number>();
  order.forEach((i, p) => {
    place.set(i, p);
  });
  return (id) => place.get(state.byId.get(id)?.index ?? -1) ?? Number.MAX_SAFE_INTEGER;
}

function pairingPlayers(state: KeizerState, round: number, ids: readonly ParticipantId[]): PairingPlayer[] {
  const facts = seasonFacts(state, round);
  const rank = rankOf(state, round);
  return [...ids]
    .sort((a, b) => rank(a) - rank(b))
    .map((id) => {
      const i = state.byId.get(id)?.index ?? 0;
      const colours = facts.colours[i];
      return {
        id,
        byes: facts.byes[i] as number,
        whites: colours?.whites ?? 0,
        blacks: colours?.blacks ?? 0,
        last: colours?.last ?? null,
      };
    });
}

function propose(
  state: KeizerState,
  round: number,
  ids: readonly ParticipantId[],
  whenStuck: 'relax' | 'leave-unpaired',
): PairingProposal {
  const facts = seasonFacts(state, round);
  return pairPlayers({
    players: pairingPlayers(state, round, ids),
    metWithinWindow: meetingWithin(state, facts, round),
    colours: state.config.colours,
    round,
    whenStuck,
  });
}

/** The pairing of a round, or the refusal naming the round when it is not paired yet. */
export function pairedRound(state: KeizerState, round: number): Result<RoundRecord, Refusal> {
  const record = state.rounds.get(round);
  return record
    ? ok(record)
    : err(
        refusal('ERR_NOT_PAIRED', `round ${round} is not paired yet`, { params: { round }, path: 'round' }),
      );
}

/** Board order: by the better place of the two players. */
function boardOrder(state: KeizerState, round: number, games: readonly Game[]): Game[] {
  const rank = rankOf(state, round);
  const top = (g: Game) => Math.min(rank(g.white), rank(g.black));
  return [...games].sort((a, b) => top(a) - top(b));
}

function checkRound(state: KeizerState, round: number, path = 'round'): Refusal | undefined {
  const total = totalRounds(state.config);
  if (round > total) {
    return refusal('ERR_NO_SUCH_ROUND', `round ${round}: the season has ${total} rounds`, {
      params: { total },
      path,
    });
  }
  if (round > state.lastPaired + 1) {
    return refusal(
      'ERR_ROUND_ORDER',
      `round ${round} cannot be paired before round ${state.lastPaired + 1}`,
      { params: { round, next: state.lastPaired + 1 }, path },
    );
  }
  return undefined;
}

const resultsIn = (record: RoundRecord | undefined): number => record?.results.size ?? 0;

function checkGames(
  state: KeizerState,
  round: number,
  games: readonly Game[],
  path: string,
): Refusal | undefined {
  const seen = new Set<ParticipantId>();
  for (const [i, g] of games.entries()) {
    for (const [side, id] of [
      ['white', g.white],
      ['black', g.black],
    ] as const) {
      const p = state.byId.get(id);
      if (!p || p.firstRound > round) {
        return refusal(
          'ERR_UNKNOWN_PARTICIPANT',
          `${path}[${i}].${side}: "${id}" does not play in round ${round}`,
          { params: { participant: id, round }, path: `${path}[${i}].${side}` },
        );
      }
      if (seen.has(id)) {
        return refusal('ERR_DUPLICATE', `${path}[${i}].${side}: ${id} is paired twice in round ${round}`, {
          params: { item: id },
          path: `${path}[${i}].${side}`,
        });
      }
      seen.add(id);
    }
  }
  return undefined;
}

/** KZ-12: rematches within the window in a pairing the director made himself are noted. */
function rematchNotes(state: KeizerState, round: number, games: readonly Game[]): Relaxation[] {
  const met = meetingWithin(state, seasonFacts(state, round), round);
  return games.flatMap((g) => {
    const last = met(g.white, g.black);
    return last === undefined
      ? []
      : [
          {
            code: 'rematch' as const,
            participants: [g.white, g.black],
            message: `${g.white} and ${g.black} meet again (last in round ${last}), set by the director`,
          },
        ];
  });
}

export function decidePairRound(
  state: KeizerState,
  cmd: CommandOf<'PairRound'>,
  ctx: DecideContext,
): Decision {
  const wrong = checkRound(state, cmd.round);
  if (wrong) return err(wrong);
  if (cmd.round < state.lastPaired) {
    return err(
      refusal(
        'ERR_ROUND_CLOSED',
        `round ${cmd.round} is followed by round ${state.lastPaired}; adjust it by hand`,
        { params: { round: cmd.round, last: state.lastPaired }, path: 'round' },
      ),
    );
  }
  if (resultsIn(state.rounds.get(cmd.round)) > 0) {
    return err(
      refusal(
        'ERR_RESULTS_EXIST',
        `round ${cmd.round} already has results; re-pair only the players without a game (RepairRound)`,
        { params: { round: cmd.round }, path: 'round' },
      ),
    );
  }
  const fixed = cmd.fixed ?? [];
  const bad = checkGames(state, cmd.round, fixed, 'fixed');
  if (bad) return err(bad);
  const expected = new Set(expectedPlayers(state, cmd.round));
  for (const [i, g] of fixed.entries()) {
    for (const id of [g.white, g.black]) {
      if (!expected.has(id)) {
        return err(
          refusal(
            'ERR_NOT_PRESENT',
            `fixed[${i}]: ${id} is not expected in round ${cmd.round} (${absenceReason(state, id, cmd.round)})`,
            { params: { participant: id, round: cmd.round }, path: `fixed[${i}]` },
          ),
        );
      }
    }
  }
  const inFixed = new Set(fixed.flatMap((g) => [g.white, g.black]));
  const proposal = propose(
    state,
    cmd.round,
    [...expected].filter((id) => !inFixed.has(id)),
    'relax',
  );
  const games = boardOrder(state, cmd.round, [...fixed, ...proposal.games]);
  return ok([
    paired(ctx, cmd.round, 'auto', {
      ...proposal,
      games,
      relaxed: [...rematchNotes(state, cmd.round, fixed), ...proposal.relaxed],
    }),
  ]);
}

/**
 * KZ-9: keeps every game that still stands and pairs everyone present without one (the stranded,
 * the bye, players who came after all); who cannot be paired legally is scored like a bye.
 */
export function decideRepairRound(
  state: KeizerState,
  cmd: CommandOf<'RepairRound'>,
  ctx: DecideContext,
): Decision {
  const round = pairedRound(state, cmd.round);
  if (!round.ok) return round;
  const record = round.value;
  const gone = (id: ParticipantId) =>
    record.noShows.has(id) || absenceReason(state, id, cmd.round) !== undefined;
  const kept = record.games.filter(
    (g) => record.results.has(gameKey(g.white, g.black)) || (!gone(g.white) && !gone(g.black)),
  );
  const busy = new Set(kept.flatMap((g) => [g.white, g.black]));
  const pool = expectedPlayers(state, cmd.round).filter((id) => !busy.has(id) && !record.noShows.has(id));
  const proposal = propose(state, cmd.round, pool, 'leave-unpaired');
  return ok([
    paired(ctx, cmd.round, 'repair', {
      ...proposal,
      games: boardOrder(state, cmd.round, [...kept, ...proposal.games]),
      relaxed: [...record.relaxed, ...proposal.relaxed],
    }),
  ]);
}

export function decideAdjustPairing(
  state: KeizerState,
  cmd: CommandOf<'AdjustPairing'>,
  ctx: DecideContext,
): Decision {
  const wrong = checkRound(state, cmd.round);
  if (wrong) return err(wrong);
  const record = state.rounds.get(cmd.round);
  return manualPairing(state, record, cmd.round, ctx, {
    games: cmd.games,
    bye: cmd.bye ?? null,
    unpaired: cmd.unpaired ?? [],
    noShows: cmd.noShows ?? [],
    complete: true,
  });
}

interface Manual {
  readonly games: readonly Game[];
  readonly bye: ParticipantId | null;
  readonly unpaired: readonly ParticipantId[];
  readonly noShows: readonly ParticipantId[];
  /** A whole new pairing must account for every expected player; an edit changes only what it names. */
  readonly complete: boolean;
}

function manualPairing(
  state: KeizerState,
  record: RoundRecord | undefined,
  round: number,
  ctx: DecideContext,
  m: Manual,
): Decision {
  const bad = checkGames(state, round, m.games, 'games');
  if (bad) return err(bad);
  const named = new Set(m.games.flatMap((g) => [g.white, g.black]));
  const singles: Array<[string, ParticipantId]> = [
    ...(m.bye ? [['bye', m.bye] as [string, ParticipantId]] : []),
    ...m.unpaired.map((id, i) => [`unpaired[${i}]`, id] as [string, ParticipantId]),
    ...m.noShows.map((id, i) => [`noShows[${i}]`, id] as [string, ParticipantId]),
  ];
  for (const [path, id] of singles) {
    const p = state.byId.get(id);
    if (!p || p.firstRound > round) {
      return err(
        refusal('ERR_UNKNOWN_PARTICIPANT', `${path}: "${id}" does not play in round ${round}`, {
          params: { participant: id, round },
          path,
        }),
      );
    }
    if (named.has(id)) {
      return err(
        refusal('ERR_DUPLICATE', `${path}: ${id} is named twice in round ${round}`, {
          params: { item: id },
          path,
        }),
      );
    }
    named.add(id);
  }
  for (const id of m.complete ? expectedPlayers(state, round) : []) {
    if (!named.has(id) && !record?.noShows.has(id)) {
      return err(
        refusal(
          'ERR_PLAYER_MISSING',
          `${id} is expected in round ${round} but is neither paired, the bye, unpaired nor a no-show`,
          { params: { participant: id, round }, path: 'games' },
        ),
      );
    }
  }
  for (const key of record?.results.keys() ?? []) {
    if (!m.games.some((g) => gameKey(g.white, g.black) === key)) {
      return err(
        refusal(
          'ERR_RESULTS_EXIST',
          `round ${round}: the game ${key.replace(':', ' – ')} has a result and must stay`,
          { params: { round }, path: 'games' },
        ),
      );
    }
  }
  const events: NewEventOf<KeizerEvent>[] = [
    paired(ctx, round, 'manual', {
      games: m.games,
      bye: m.bye,
      unpaired: m.unpaired,
      relaxed: rematchNotes(state, round, m.games),
    }),
  ];
  for (const id of m.noShows) {
    if (!record?.noShows.has(id))
      events.push({ at: ctx.at, type: 'NoShowRecorded', payload: { participant: id, round } });
  }
  return ok(events);
}

function editable(
  state: KeizerState,
  round: number,
  ids: readonly ParticipantId[],
): Result<RoundRecord, Refusal> {
  const record = state.rounds.get(round);
  if (!record)
    return err(
      refusal('ERR_NOT_PAIRED', `round ${round} is not paired yet`, { params: { round }, path: 'round' }),
    );
  const names = new Set(pairedIn(record));
  for (const id of ids) {
    if (!names.has(id)) {
      return err(
        refusal('ERR_NOT_IN_PAIRING', `${id} is not in the pairing of round ${round}`, {
          params: { participant: id, round },
          path: 'participant',
        }),
      );
    }
    const g = gameOf(record, id);
    if (g && record.results.has(gameKey(g.white, g.black))) {
      return err(
        refusal(
          'ERR_RESULTS_EXIST',
          `round ${round}: ${g.white} – ${g.black} has a result and cannot change`,
          { params: { round }, path: 'participant' },
        ),
      );
    }
  }
  return ok(record);
}

const current = (record: RoundRecord): Manual => ({
  games: record.games,
  bye: record.bye,
  unpaired: record.unpaired,
  noShows: [],
  complete: false,
});

/** Swaps two players' places in the pairing (opponents, bye or unpaired). */
export function decideSwapPlayers(
  state: KeizerState,
  cmd: CommandOf<'SwapPlayers'>,
  ctx: DecideContext,
): Decision {
  const found = editable(state, cmd.round, [cmd.a, cmd.b]);
  if (!found.ok) return found;
  const swap = (id: ParticipantId) => (id === cmd.a ? cmd.b : id === cmd.b ? cmd.a : id);
  const m = current(found.value);
  return manualPairing(state, found.value, cmd.round, ctx, {
    ...m,
    games: m.games.map((g) => ({ white: swap(g.white), black: swap(g.black) })),
    bye: m.bye === null ? null : swap(m.bye),
    unpaired: m.unpaired.map(swap),
  });
}

/** A change to one player's game of a round not yet played, by hand (KZ-12). */
function editGame(
  state: KeizerState,
  cmd: { readonly round: number; readonly participant: ParticipantId },
  ctx: DecideContext,
  change: (m: ReturnType<typeof current>, game: Game) => ReturnType<typeof current>,
): Decision {
  const found = editable(state, cmd.round, [cmd.participant]);
  if (!found.ok) return found;
  const game = gameOf(found.value, cmd.participant);
  if (!game) {
    return err(
      refusal('ERR_NO_GAME', `${cmd.participant} has no game in round ${cmd.round}`, {
        params: { participant: cmd.participant, round: cmd.round },
        path: 'participant',
      }),
    );
  }
  return manualPairing(state, found.value, cmd.round, ctx, change(current(found.value), game));
}

export const decideSwapColours = (state: KeizerState, cmd: CommandOf<'SwapColours'>, ctx: DecideContext) =>
  editGame(state, cmd, ctx, (m, game) => ({
    ...m,
    games: m.games.map((g) => (g === game ? { white: g.black, black: g.white } : g)),
  }));

/** Undoes a pair: both players become unpaired, to be paired again (RepairRound) or by hand. */
export const decideUnpairGame = (state: KeizerState, cmd: CommandOf<'UnpairGame'>, ctx: DecideContext) =>
  editGame(state, cmd, ctx, (m, game) => ({
    ...m,
    games: m.games.filter((g) => g !== game),
    unpaired: [...m.unpaired, game.white, game.black],
  }));
