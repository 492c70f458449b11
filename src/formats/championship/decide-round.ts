/**
 * Deciding `PairRound`: the next round, once the previous one is complete, by the rules' method
 * for that round or by the director's own pairings. A round without results may be paired again
 * (the new pairing supersedes the old one).
 */
import type { NewEventOf } from '../../core/events.js';
import type { DecideContext, Decided } from '../../core/format.js';
import { err, ok, type ParticipantId, type Refusal, type Result, refusal } from '../../core/types.js';
import type { CommandOf, ManualPairing } from './commands.js';
import { withReason } from './decide-setup.js';
import type { ChampionshipEvent, EventPayload, Pairing } from './events.js';
import { fieldOf, methodOf, planRound, withBoards } from './pair-round.js';
import { activePlayers, type ChampionshipState, isComplete, missingResults, roundOf } from './state.js';

type Decision = Decided<ChampionshipEvent>;

/** Refuses pairing `round` out of order, over results, or before the previous round is complete. */
function orderRefusal(state: ChampionshipState, round: number): Refusal | undefined {
  const next = state.rounds.length + 1;
  const repairing = round === next - 1 && (roundOf(state, round)?.recorded ?? 1) === 0;
  if (round !== next && !repairing) {
    return refusal(
      round < next ? 'ERR_ROUND_PLAYED' : 'ERR_ROUND_ORDER',
      round < next
        ? `round ${round} has results already and cannot be paired again`
        : `round ${round} cannot be paired before round ${next}`,
      { path: 'round', params: { round, next } },
    );
  }
  const previous = roundOf(state, round - 1);
  if (previous && !isComplete(previous)) {
    const missing = missingResults(previous)
      .map((p) => `${p.first}–${p.second}`)
      .join(', ');
    return refusal('ERR_ROUND_INCOMPLETE', `round ${round - 1} still lacks results: ${missing}`, {
      path: 'round',
      params: { round: round - 1, missing },
    });
  }
  return undefined;
}

export function decidePairRound(
  state: ChampionshipState,
  command: CommandOf<'PairRound'>,
  ctx: DecideContext,
): Decision {
  const { round } = command;
  const refused = orderRefusal(state, round);
  if (refused) return err(refused);
  const previous = roundOf(state, round);
  const event = (paired: Omit<EventPayload<'RoundPaired'>, 'round'>): NewEventOf<ChampionshipEvent> => ({
    at: ctx.at,
    type: 'RoundPaired',
    payload: { round, ...paired },
    ...(previous ? { supersedes: [previous.seq] } : {}),
    ...withReason(command.reason),
  });
  if (command.pairings) {
    const checked = checkManual(state, round, command.pairings);
    if (!checked.ok) return checked;
    return ok([event({ method: 'manual', pairings: checked.value })]);
  }
  const method = methodOf(state, round);
  if (method === undefined) {
    return err(
      refusal(
        'ERR_NO_SUCH_ROUND',
        `the championship has ${state.config.rounds} rounds; round ${round} is not one of them`,
        {
          path: 'round',
        },
      ),
    );
  }
  if (method === 'groups') {
    return err(
      refusal(
        'ERR_GROUP_ROUND',
        `round ${round} is a group round: draw or fix the groups to pair rounds 1–3`,
        {
          path: 'round',
        },
      ),
    );
  }
  const planned = planRound(state, round, command.repeats ?? state.config.repeats);
  if (!planned.ok) return planned;
  return ok([event({ method: planned.value.method, pairings: [...planned.value.pairings] })]);
}

/** The director's pairings: known players, nobody twice, every active player included. */
function checkManual(
  state: ChampionshipState,
  round: number,
  pairings: readonly ManualPairing[],
): Result<Pairing[], Refusal> {
  const seen = new Set<ParticipantId>();
  for (let i = 0; i < pairings.length; i++) {
    const { first, second } = pairings[i] as ManualPairing;
    const refused =
      seat(state, seen, first, i, 'first') ??
      (second === null ? undefined : seat(state, seen, second, i, 'second'));
    if (refused) return err(refused);
  }
  // SD-16: the placement round is for the players not in the final.
  const finalists: readonly ParticipantId[] =
    methodOf(state, round) === 'placement' ? (state.final?.finalists ?? []) : [];
  const missing = activePlayers(state, round).filter((p) => !seen.has(p.id) && !finalists.includes(p.id));
  if (missing.length > 0) {
    return err(
      refusal('ERR_PLAYER_UNPAIRED', `round ${round} leaves out ${missing.map((p) => p.id).join(', ')}`, {
        path: 'pairings',
        params: { round, missing: missing.map((p) => p.id).join(', ') },
      }),
    );
  }
  const out = pairings.map(
    (p): Pairing =>
      p.board === undefined
        ? { first: p.first, second: p.second }
        : { board: p.board, first: p.first, second: p.second },
  );
  if (pairings.some((p) => p.board !== undefined)) return ok(out);
  return ok(withBoards(out, new Map(fieldOf(state, round).map((s) => [s.id, s]))));
}

/** Seats `id` (pairing `i`'s `field`): refused when he is not in the field or seated already. */
function seat(
  state: ChampionshipState,
  seen: Set<ParticipantId>,
  id: ParticipantId,
  i: number,
  field: 'first' | 'second',
): Refusal | undefined {
  if (state.byId.has(id) && !seen.has(id)) {
    seen.add(id);
    return undefined;
  }
  const path = `pairings.${i}.${field}`;
  if (!state.byId.has(id))
    return refusal('ERR_UNKNOWN_PARTICIPANT', `${path}: "${id}" is not in the field`, { path });
  return refusal('ERR_PAIRED_TWICE', `${path}: ${id} is paired twice`, { path, params: { player: id } });
}
