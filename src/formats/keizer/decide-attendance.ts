/**
 * Deciding attendance (KZ-8, KZ-11, KZ-13): absence notices with the deadline, the director's
 * acceptance of late ones, no-shows, and signing off and on.
 */
import { actsAsDirector, type NewEventOf } from '../../core/events.js';
import type { DecideContext, Decided } from '../../core/format.js';
import { err, ok, type ParticipantId, type Refusal, type Result, refusal } from '../../core/types.js';
import { isLateNotice, noticeDeadline } from './calendar.js';
import type { CommandOf } from './commands.js';
import { totalRounds } from './config.js';
import { pairedRound } from './decide-pairing.js';
import type { KeizerEvent } from './events.js';
import { gameKey, gameOf, isSignedOff, type KeizerState, type Notice, noticeKey, pairedIn } from './state.js';

type Decision = Decided<KeizerEvent>;

/** The refusal of a command about a participant in a round, naming both. */
const refuse = (
  code: Refusal['code'],
  text: string,
  participant: ParticipantId,
  round: number,
  path: string,
): Decision => err(refusal(code, text, { params: { participant, round }, path }));

function knownPlayer(state: KeizerState, id: ParticipantId, path = 'participant'): Refusal | undefined {
  return state.byId.has(id)
    ? undefined
    : refusal('ERR_UNKNOWN_PARTICIPANT', `${path}: "${id}" is not a participant`, {
        params: { participant: id },
        path,
      });
}

/** The participant's absence notice for the round, or the refusal that he gave none. */
function noticeFor(
  state: KeizerState,
  cmd: { readonly participant: ParticipantId; readonly round: number },
): Result<Notice, Refusal> {
  const notice = state.notices.get(noticeKey(cmd.round, cmd.participant));
  if (notice) return ok(notice);
  return err(
    refusal('ERR_NO_NOTICE', `${cmd.participant} has no absence notice for round ${cmd.round}`, {
      params: { participant: cmd.participant, round: cmd.round },
      path: 'round',
    }),
  );
}

function played(state: KeizerState, id: ParticipantId, round: number): boolean {
  const record = state.rounds.get(round);
  if (!record) return false;
  const g = gameOf(record, id);
  return g !== undefined && record.results.has(gameKey(g.white, g.black));
}

export function decideNoticeAbsence(
  state: KeizerState,
  cmd: CommandOf<'NoticeAbsence'>,
  ctx: DecideContext,
): Decision {
  const unknown = knownPlayer(state, cmd.participant);
  if (unknown) return err(unknown);
  const director = actsAsDirector(ctx.actor);
  if (cmd.excused && !director) {
    return err(
      refusal('ERR_FORBIDDEN', 'only the director may accept a notice after the deadline', {
        path: 'excused',
      }),
    );
  }
  const player = state.byId.get(cmd.participant);
  const total = totalRounds(state.config);
  const events: NewEventOf<KeizerEvent>[] = [];
  for (const [i, round] of cmd.rounds.entries()) {
    const path = `rounds[${i}]`;
    if (round > total)
      return err(
        refusal('ERR_NO_SUCH_ROUND', `${path}: the season has ${total} rounds`, { params: { total }, path }),
      );
    if (player && round < player.firstRound) {
      return refuse(
        'ERR_NOT_ENTERED',
        `${path}: ${cmd.participant} joins in round ${player.firstRound}`,
        cmd.participant,
        player.firstRound,
        path,
      );
    }
    if (state.notices.has(noticeKey(round, cmd.participant))) {
      return refuse(
        'ERR_NOTICE_EXISTS',
        `${path}: ${cmd.participant} is already noticed absent for round ${round}`,
        cmd.participant,
        round,
        path,
      );
    }
    if (played(state, cmd.participant, round)) {
      return refuse(
        'ERR_ALREADY_PLAYED',
        `${path}: ${cmd.participant} played in round ${round}`,
        cmd.participant,
        round,
        path,
      );
    }
    events.push({
      at: ctx.at,
      type: 'AbsenceNoticed',
      payload: {
        participant: cmd.participant,
        round,
        reason: cmd.reason,
        excused: director && cmd.excused === true,
      },
    });
  }
  return ok(events);
}

/** KZ-11: signing on again for an evening ("aanmelden") is possible until the deadline. */
export function decideWithdrawAbsence(
  state: KeizerState,
  cmd: CommandOf<'WithdrawAbsence'>,
  ctx: DecideContext,
): Decision {
  const notice = noticeFor(state, cmd);
  if (!notice.ok) return notice;
  if (!actsAsDirector(ctx.actor) && isLateNotice(state, cmd.round, ctx.at)) {
    return err(
      refusal(
        'ERR_DEADLINE_PASSED',
        `the deadline for round ${cmd.round} (${noticeDeadline(state, cmd.round)}) has passed; ask the director`,
        { params: { round: cmd.round, deadline: noticeDeadline(state, cmd.round) ?? '' }, path: 'round' },
      ),
    );
  }
  return ok([
    { at: ctx.at, type: 'AbsenceWithdrawn', payload: { participant: cmd.participant, round: cmd.round } },
  ]);
}

export function decideAcceptLateNotice(
  state: KeizerState,
  cmd: CommandOf<'AcceptLateNotice'>,
  ctx: DecideContext,
): Decision {
  const found = noticeFor(state, cmd);
  if (!found.ok) return found;
  const notice = found.value;
  if (!notice.late || notice.excused) {
    return refuse(
      'ERR_NOT_LATE',
      `${cmd.participant}'s notice for round ${cmd.round} already counts as with notice`,
      cmd.participant,
      cmd.round,
      'round',
    );
  }
  return ok([
    { at: ctx.at, type: 'LateNoticeAccepted', payload: { participant: cmd.participant, round: cmd.round } },
  ]);
}

/** KZ-13: a player who was expected but did not appear (a paired player, the bye, or unpaired). */
export function decideRecordNoShow(
  state: KeizerState,
  cmd: CommandOf<'RecordNoShow'>,
  ctx: DecideContext,
): Decision {
  const unknown = knownPlayer(state, cmd.participant);
  if (unknown) return err(unknown);
  const round = pairedRound(state, cmd.round);
  if (!round.ok) return round;
  const record = round.value;
  const notice = state.notices.get(noticeKey(cmd.round, cmd.participant));
  if (notice && (!notice.late || notice.excused || notice.reason === 'team-match')) {
    return refuse(
      'ERR_HAS_NOTICE',
      `${cmd.participant} gave notice of absence for round ${cmd.round}`,
      cmd.participant,
      cmd.round,
      'participant',
    );
  }
  if (!pairedIn(record).includes(cmd.participant) && isSignedOff(state, cmd.participant, cmd.round)) {
    return err(
      refusal('ERR_SIGNED_OFF', `${cmd.participant} is signed off for round ${cmd.round}`, {
        params: { participant: cmd.participant },
        path: 'participant',
      }),
    );
  }
  if (played(state, cmd.participant, cmd.round)) {
    return refuse(
      'ERR_ALREADY_PLAYED',
      `${cmd.participant} played in round ${cmd.round}`,
      cmd.participant,
      cmd.round,
      'participant',
    );
  }
  if (record.noShows.has(cmd.participant)) {
    return refuse(
      'ERR_NO_SHOW_EXISTS',
      `${cmd.participant} is already recorded as a no-show in round ${cmd.round}`,
      cmd.participant,
      cmd.round,
      'participant',
    );
  }
  return ok([
    { at: ctx.at, type: 'NoShowRecorded', payload: { participant: cmd.participant, round: cmd.round } },
  ]);
}

export function decideSignOff(state: KeizerState, cmd: CommandOf<'SignOff'>, ctx: DecideContext): Decision {
  const unknown = knownPlayer(state, cmd.participant);
  if (unknown) return err(unknown);
  const round = state.lastPaired + 1;
  if (isSignedOff(state, cmd.participant, round)) {
    return err(
      refusal('ERR_SIGNED_OFF', `${cmd.participant} is already signed off`, {
        params: { participant: cmd.participant },
        path: 'participant',
      }),
    );
  }
  return ok([{ at: ctx.at, type: 'PlayerSignedOff', payload: { participant: cmd.participant, round } }]);
}

/** KZ-13: only the director signs a player on again; he is paired from the next round on. */
export function decideSignOn(state: KeizerState, cmd: CommandOf<'SignOn'>, ctx: DecideContext): Decision {
  const unknown = knownPlayer(state, cmd.participant);
  if (unknown) return err(unknown);
  const round = state.lastPaired + 1;
  if (!isSignedOff(state, cmd.participant, round)) {
    return err(
      refusal('ERR_NOT_SIGNED_OFF', `${cmd.participant} is not signed off`, {
        params: { participant: cmd.participant },
        path: 'participant',
      }),
    );
  }
  return ok([{ at: ctx.at, type: 'PlayerSignedOn', payload: { participant: cmd.participant, round } }]);
}
