/**
 * Challenges from issue to the start of play: a message with one or more challenges executed in
 * order (PYR-4, PYR-12), XXX places taken at once (PYR-12), the guardian's message issuing an
 * assigned challenge (PYR-13, PYR-14), the challenger's confirmation and the defender's
 * acceptance (PYR-4, PYR-13).
 */
import { deadlineInstant } from '../../core/deadline.js';
import { err, type Moment, ok, type ParticipantId, type Refusal, refusal } from '../../core/types.js';
import { challengerHindrance, resolveTarget, targetHindrance } from './eligibility.js';
import type { PayloadOf } from './events.js';
import { acted, addOpen, moveUp, pushFinished, replaceOpen, touch } from './games.js';
import { challengeDeadline } from './periods.js';
import { placeText } from './places.js';
import {
  findOpen,
  type GameKind,
  newFinished,
  newGame,
  type OpenGame,
  type PlayerRecord,
  type PyramidState,
  playerAt,
  playerOf,
} from './state.js';
import { NO_EFFECTS, type Step, type Transition } from './transition.js';

/** PYR-12: the challenger takes the XXX place at once; the XXX place moves to his old place. */
export function takeVacant(
  state: PyramidState,
  challenger: ParticipantId,
  slot: number,
  at: Moment,
  seq: number,
  kind: GameKind = 'direct',
  challengedAt: Moment = at,
): Step {
  const from = playerOf(state, challenger)?.slot ?? -1;
  const up = moveUp(state, from, slot);
  let s = touch(up.state, challenger, at);
  s = pushFinished(
    s,
    newFinished({
      challenger,
      defender: null,
      kind,
      challengedAt,
      endedAt: at,
      result: '+-',
      ending: 'vacant',
      moved: up.moved,
      ...(seq ? { seq } : {}),
    }),
  );
  return {
    state: s,
    effects: [
      `${challenger} takes the XXX place ${placeText(slot)}; the XXX place moves to ${placeText(from)}`,
    ],
  };
}

/** PYR-4, PYR-6: a direct challenge runs from its moment; the defender owes his reply. */
function openDirect(
  state: PyramidState,
  challenger: ParticipantId,
  defender: ParticipantId,
  firstMove: string,
  at: Moment,
  forced: boolean,
): PyramidState {
  const game = newGame({
    challenger,
    defender,
    kind: 'direct',
    status: 'accepting',
    challengedAt: at,
    accept: challengeDeadline(state, challenger, defender, at, state.config.acceptanceDays),
    firstMove,
    ...(forced ? { forced } : {}),
  });
  return addOpen(state, game);
}

/**
 * PYR-4, PYR-12: the challenges of one message, in the order given, each as far as it is valid
 * after the previous ones. The message has no effect only when none of them is valid.
 */
export const challengeIssued: Transition<PayloadOf<'ChallengeIssued'>> = (state, p, ctx) => {
  const own = challengerHindrance(state, p.challenger);
  if (own) return err(own);
  let s = state;
  const effects: string[] = [];
  const skipped: Refusal[] = [];
  let executed = 0;
  for (const target of p.targets) {
    const busy = challengerHindrance(s, p.challenger);
    const slot = busy ?? resolveTarget(s, target);
    if (typeof slot !== 'number') {
      skipped.push(slot);
      continue;
    }
    const hindrance = targetHindrance(s, playerOf(s, p.challenger) as PlayerRecord, slot, p.forced);
    if (hindrance) {
      skipped.push(hindrance);
      continue;
    }
    const defender = playerAt(s, slot);
    if (!defender) {
      const taken = takeVacant(s, p.challenger, slot, ctx.at, ctx.seq);
      s = taken.state;
      effects.push(...taken.effects);
      executed += 1;
    } else if (!p.firstMove) {
      // PYR-4: a challenge of a player is sent with the first move; only XXX places need none.
      skipped.push(
        refusal('ERR_FIRST_MOVE_REQUIRED', `the challenge of ${defender.id} needs the first move`, {
          path: 'firstMove',
          params: { player: defender.id },
        }),
      );
    } else {
      s = openDirect(s, p.challenger, defender.id, p.firstMove, ctx.at, p.forced === true);
      executed += 1;
    }
  }
  if (executed === 0) {
    const first = skipped[0] as Refusal;
    return err(
      skipped.length === 1 ? first : { ...first, message: skipped.map((r) => r.message).join('; ') },
    );
  }
  s = acted(s, p.challenger, ctx.at);
  return ok({ state: s, effects: [...effects, ...skipped.map((r) => `not executed: ${r.message}`)] });
};

/** The open game between the two, or why there is none. */
export function openGameOr(
  state: PyramidState,
  challenger: ParticipantId,
  defender: ParticipantId,
): OpenGame | Refusal {
  const g = findOpen(state, challenger, defender);
  if (g) return g;
  const reversed = findOpen(state, defender, challenger);
  return refusal(
    'ERR_NO_SUCH_CHALLENGE',
    reversed
      ? `${defender} challenges ${challenger}, not the other way round`
      : `there is no open challenge of ${defender} by ${challenger}`,
    { params: { challenger, defender } },
  );
}

export const statusRefusal = (g: OpenGame, wanted: string): Refusal => {
  const who = `${g.challenger} – ${g.defender}`;
  switch (g.status) {
    case 'assigned':
      return refusal('ERR_NOT_ISSUED', `${who}: the guardian has not yet issued this assigned challenge`);
    case 'confirming':
      return refusal(
        'ERR_NOT_CONFIRMED',
        `${who}: ${g.challenger} has not yet confirmed with his first move`,
      );
    case 'accepting':
      return refusal('ERR_NOT_ACCEPTED', `${who}: ${g.defender} has not yet accepted`);
    case 'running':
      return refusal(
        'ERR_ALREADY_ACCEPTED',
        `${who}: the game is already running, so it cannot be ${wanted}`,
      );
  }
};

/**
 * PYR-13, PYR-14, PYR-6: the guardian's message starts the periods of an assigned challenge; the
 * challenge keeps its own moment (the request's, PYR-13).
 */
export const assignedChallengeIssued: Transition<PayloadOf<'AssignedChallengeIssued'>> = (state, p, ctx) => {
  const g = openGameOr(state, p.challenger, p.defender);
  if (!('status' in g)) return err(g);
  if (g.status !== 'assigned') {
    return err(
      refusal('ERR_ALREADY_ISSUED', `${g.challenger} – ${g.defender}: the challenge was already issued`),
    );
  }
  const { config } = state;
  const confirm = challengeDeadline(state, g.challenger, g.defender, ctx.at, config.confirmationDays);
  const issued: OpenGame = {
    ...g,
    status: 'confirming',
    issuedAt: ctx.at,
    confirm,
    confirmInstant: deadlineInstant(confirm),
    accept: challengeDeadline(state, g.challenger, g.defender, ctx.at, config.acceptanceDays),
  };
  return ok({
    state: replaceOpen(state, g, issued),
    effects: NO_EFFECTS,
  });
};

/** PYR-13: the challenger confirms with his first move; the defender owes his reply. */
export const challengeConfirmed: Transition<PayloadOf<'ChallengeConfirmed'>> = (state, p, ctx) => {
  const g = openGameOr(state, p.challenger, p.defender);
  if (!('status' in g)) return err(g);
  if (g.status !== 'confirming') {
    return err(
      g.status === 'assigned'
        ? statusRefusal(g, 'confirmed')
        : refusal(
            'ERR_ALREADY_CONFIRMED',
            `${g.challenger} – ${g.defender}: the challenge is already confirmed`,
          ),
    );
  }
  const confirmed: OpenGame = {
    ...g,
    status: 'accepting',
    confirmInstant: undefined,
    firstMove: p.firstMove,
  };
  return ok({
    state: acted(replaceOpen(state, g, confirmed), g.challenger, ctx.at),
    effects: NO_EFFECTS,
  });
};

/** PYR-4: the defender accepts with his reply move; the game has begun. */
export const challengeAccepted: Transition<PayloadOf<'ChallengeAccepted'>> = (state, p, ctx) => {
  const g = openGameOr(state, p.challenger, p.defender);
  if (!('status' in g)) return err(g);
  if (g.status !== 'accepting') return err(statusRefusal(g, 'accepted again'));
  const running: OpenGame = {
    ...g,
    status: 'running',
    acceptedAt: ctx.at,
    ...(p.reply ? { reply: p.reply } : {}),
  };
  return ok({
    state: acted(replaceOpen(state, g, running), g.defender, ctx.at),
    effects: NO_EFFECTS,
  });
};
