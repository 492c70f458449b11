/**
 * Deciding the set-up commands: drawing or fixing the preliminary groups (SD-3 … SD-7), drawing
 * the standings lot (SD-2), and withdrawals.
 */
import type { NewEventOf } from '../../core/events.js';
import type { DecideContext, Decided } from '../../core/format.js';
import { createLot, recordLot } from '../../core/lot.js';
import { err, ok, type Refusal, refusal } from '../../core/types.js';
import type { CommandOf } from './commands.js';
import type { ChampionshipEvent, Group } from './events.js';
import { checkGroups, drawGroups, GROUP_ROUNDS, groupRoundPairings } from './groups.js';
import { activePlayers, type ChampionshipState, hasResults } from './state.js';

type Decision = Decided<ChampionshipEvent>;

function groupsRefusal(state: ChampionshipState): Refusal | undefined {
  if (!state.config.groupRounds) {
    return refusal(
      'ERR_NO_GROUP_ROUNDS',
      'this championship has no group rounds (config.groupRounds is off)',
    );
  }
  if (hasResults(state) || state.rounds.length > GROUP_ROUNDS) {
    return refusal('ERR_STARTED', 'results have been recorded; the groups cannot change any more');
  }
  return undefined;
}

/** The director's reason for an override, kept on the event (the history shows it). */
export const withReason = (reason: string | undefined): { reason?: string } =>
  reason?.trim() ? { reason: reason.trim() } : {};

/** The groups event, the three group rounds, and (for a draw) the lot — each replacing its predecessor. */
function groupEvents(
  state: ChampionshipState,
  ctx: DecideContext,
  groupsEvent: NewEventOf<ChampionshipEvent>,
  groups: readonly Group[],
  lot?: NewEventOf<ChampionshipEvent>,
): NewEventOf<ChampionshipEvent>[] {
  const supersede = (seq: number | undefined) => (seq === undefined ? {} : { supersedes: [seq] });
  const rounds = Array.from(
    { length: GROUP_ROUNDS },
    (_, i): NewEventOf<ChampionshipEvent> => ({
      at: ctx.at,
      type: 'RoundPaired',
      payload: { round: i + 1, method: 'groups', pairings: groupRoundPairings(groups, i + 1) },
      ...supersede(state.rounds[i]?.seq),
    }),
  );
  return [
    { ...groupsEvent, ...supersede(state.groups?.seq) },
    ...(lot ? [{ ...lot, ...supersede(state.lot?.seq) }] : []),
    ...rounds,
  ];
}

/** SD-3 … SD-7: the draw, with its seed recorded; the lot (SD-2) is drawn from the same seed. */
export function decideDrawGroups(
  state: ChampionshipState,
  command: CommandOf<'DrawGroups'>,
  ctx: DecideContext,
): Decision {
  const refused = groupsRefusal(state);
  if (refused) return err(refused);
  const field = activePlayers(state, 1);
  const drawn = drawGroups(field, command.seed);
  if (!drawn.ok) return drawn;
  const lotSeed = `${command.seed}/lot`;
  const order = createLot(lotSeed).shuffle(state.players.map((p) => p.id));
  return ok(
    groupEvents(
      state,
      ctx,
      {
        at: ctx.at,
        type: 'GroupsDrawn',
        payload: { ...recordLot(command.seed), groups: drawn.value },
        ...withReason(command.reason),
      },
      drawn.value,
      { at: ctx.at, type: 'LotDrawn', payload: { ...recordLot(lotSeed), order } },
    ),
  );
}

/** SD-7: groups by hand; members in letter order. */
export function decideFixGroups(
  state: ChampionshipState,
  command: CommandOf<'FixGroups'>,
  ctx: DecideContext,
): Decision {
  const refused = groupsRefusal(state);
  if (refused) return err(refused);
  const checked = checkGroups(
    command.groups,
    activePlayers(state, 1).map((p) => p.id),
  );
  if (!checked.ok) return checked;
  return ok(
    groupEvents(
      state,
      ctx,
      { at: ctx.at, type: 'GroupsFixed', payload: { groups: checked.value }, ...withReason(command.reason) },
      checked.value,
    ),
  );
}

/** SD-2: the lot is drawn once; it orders the whole field. */
export function decideDrawLot(
  state: ChampionshipState,
  command: CommandOf<'DrawLot'>,
  ctx: DecideContext,
): Decision {
  if (state.lot) {
    return err(refusal('ERR_LOT_DRAWN', `the lot was already drawn (seed "${state.lot.seed}")`));
  }
  const order = createLot(command.seed).shuffle(state.players.map((p) => p.id));
  return ok([{ at: ctx.at, type: 'LotDrawn', payload: { ...recordLot(command.seed), order } }]);
}

export function decideWithdraw(
  state: ChampionshipState,
  command: CommandOf<'WithdrawParticipant'>,
  ctx: DecideContext,
): Decision {
  const { participant, round } = command;
  if (!state.byId.has(participant)) {
    return err(
      refusal('ERR_UNKNOWN_PARTICIPANT', `participant: "${participant}" is not in the field`, {
        path: 'participant',
      }),
    );
  }
  const from = state.withdrawn.get(participant);
  if (from !== undefined) {
    return err(
      refusal('ERR_WITHDRAWN', `${participant} has withdrawn from round ${from} on already`, {
        path: 'participant',
        params: { player: participant, round: from },
      }),
    );
  }
  const next = state.rounds.length + 1;
  if (round < next) {
    return err(
      refusal(
        'ERR_ROUND_PAIRED',
        `round ${round} is already paired; withdraw from round ${next} on and record forfeits for the paired rounds`,
        { path: 'round', params: { round, next } },
      ),
    );
  }
  return ok([
    {
      at: ctx.at,
      type: 'ParticipantWithdrew',
      payload: { participant, round },
      ...withReason(command.reason),
    },
  ]);
}
