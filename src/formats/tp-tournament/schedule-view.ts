/**
 * The schedule of a scheduled event (TX-11), as of a moment: the rounds' periods, each open
 * game's appointment, the messages with their answer deadlines (reported to the director after
 * 5 days, the game lost after 2 more), and every player's rescheduling chances.
 */
import { isBefore } from '../../core/moment.js';
import type { Moment, ParticipantId } from '../../core/types.js';
import type { Stage } from './events.js';
import { allGames, type GameInfo } from './games.js';
import { standingResult } from './results.js';
import { type Chances, chancesLeft, forfeitAt, reportAt } from './scheduling.js';
import { type Appointment, type Rearrangement, roundKey, type TpState } from './state.js';

export type ContactStatus = 'waiting' | 'reported' | 'answered' | 'forfeited';

export interface ContactView {
  readonly from: ParticipantId;
  readonly to: ParticipantId;
  readonly sentAt: Moment;
  readonly answeredAt?: Moment;
  readonly reportAt: Moment;
  readonly forfeitAt: Moment;
  readonly status: ContactStatus;
}

export interface ScheduleEntry {
  readonly game: GameInfo;
  readonly decided: boolean;
  readonly appointment?: Appointment;
  /** The end of the game's round, where the director set one. */
  readonly endsBy?: Moment;
  readonly contacts: readonly ContactView[];
  readonly rearrangements: readonly Rearrangement[];
  /** Rescheduling chances left for each player of the game (TX-11). */
  readonly chances: Readonly<Record<ParticipantId, Chances>>;
}

export interface ScheduleView {
  readonly rounds: readonly {
    readonly stage: Stage;
    readonly round: number;
    readonly startsAt: Moment;
    readonly endsBy?: Moment;
  }[];
  readonly games: readonly ScheduleEntry[];
}

export function scheduleView(state: TpState, asOf: Moment): ScheduleView {
  const rounds = [...state.rounds].map(([key, times]) => {
    const [stage, round] = key.split(':');
    return { stage: stage as Stage, round: Number(round), ...times };
  });
  const games = allGames(state).map((game): ScheduleEntry => {
    const forfeit = state.forfeits.get(game.id);
    const contacts = (state.contacts.get(game.id)?.messages ?? []).map((c): ContactView => {
      const report = reportAt(c, state);
      const status: ContactStatus =
        c.answeredAt !== undefined
          ? 'answered'
          : forfeit?.absent === c.to
            ? 'forfeited'
            : isBefore(asOf, report)
              ? 'waiting'
              : 'reported';
      return { ...c, reportAt: report, forfeitAt: forfeitAt(c, state), status };
    });
    const appointment = state.appointments.get(game.id);
    const endsBy = game.round
      ? state.rounds.get(roundKey(game.round.stage, game.round.round))?.endsBy
      : undefined;
    return {
      game,
      decided: standingResult(state, game.id) !== undefined,
      ...(appointment ? { appointment } : {}),
      ...(endsBy ? { endsBy } : {}),
      contacts,
      rearrangements: state.rearrangements.filter((r) => r.game === game.id),
      chances: Object.fromEntries(game.players.map((p) => [p, chancesLeft(state, p, game.match)])),
    };
  });
  return { rounds, games };
}
