/**
 * A handicap league driven through the engine like the app drives it: commands are parsed by the
 * format's schema, decided against the log, and their events appended. Tests read like a club
 * evening: `league.do(at(19), { type: 'StartGame', … })`.
 */
import {
  type CompetitionSetup,
  type Decision,
  decideCommand,
  type FoldOptions,
  fold,
} from '../core/engine.js';
import type { Actor, StoredEvent } from '../core/events.js';
import { moment } from '../core/moment.js';
import type { Participant } from '../core/participant.js';
import type { Moment, Refusal, Result } from '../core/types.js';
import { commandSchema as handicapLeagueCommandSchema } from '../formats/handicap-league/commands.js';
import type { HandicapLeagueConfig } from '../formats/handicap-league/config.js';
import { handicapLeague } from '../formats/handicap-league/index.js';
import type { HandicapLeagueState } from '../formats/handicap-league/state.js';
import { hour } from './builders.js';

export const director: Actor = { kind: 'director', personId: 'td' };
export const playerActor = (participantId: string): Actor => ({ kind: 'player', participantId });

/** A player with an estimated rank (HL-2) and a real name that tests can look for. */
export function shogiPlayer(id: string, rank?: string, extra: Partial<Participant> = {}): Participant {
  return {
    id,
    name: `Real Name ${id.toUpperCase()}`,
    ...(rank ? { attributes: { estimatedRank: rank } } : {}),
    ...extra,
  };
}

export function leagueConfig(overrides: Record<string, unknown> = {}, preset?: string): HandicapLeagueConfig {
  const parsed = handicapLeague.parseConfig(overrides, preset);
  if (!parsed.ok) throw new Error(parsed.error.map((r) => r.message).join('; '));
  return parsed.value;
}

/** `at(19.5, 2)`: 19:30 on the second league day (one week apart, Thursdays from 2026-01-08). */
export function at(h: number, day = 1): Moment {
  const date = new Date(Date.UTC(2026, 0, 8 + 7 * (day - 1)));
  return moment(hour(h, date.toISOString().slice(0, 10)));
}

const CORE_COMMANDS = new Set(['RegisterParticipant', 'UpdateParticipant', 'VoidEvent']);

export type GameLine = readonly [string, string, string | null];

export class League {
  readonly events: StoredEvent[] = [];
  readonly setup: CompetitionSetup;

  constructor(participants: readonly Participant[], config: HandicapLeagueConfig = leagueConfig()) {
    this.setup = { config, participants };
  }

  attempt(
    when: string,
    command: { type: string } & Record<string, unknown>,
    actor: Actor = director,
    recordedAt: string = when,
  ): Result<Decision, Refusal> {
    const parsed = CORE_COMMANDS.has(command.type) ? command : handicapLeagueCommandSchema.parse(command);
    const decided = decideCommand(handicapLeague, this.setup, this.events, parsed, {
      at: moment(when),
      recordedAt: moment(recordedAt),
      actor,
    });
    if (decided.ok) this.events.push(...decided.value.events);
    return decided;
  }

  do(
    when: string,
    command: { type: string } & Record<string, unknown>,
    actor: Actor = director,
    recordedAt?: string,
  ): Decision {
    const decided = this.attempt(when, command, actor, recordedAt);
    if (!decided.ok)
      throw new Error(`${command.type} refused: ${decided.error.code} ${decided.error.message}`);
    return decided.value;
  }

  refused(
    when: string,
    command: { type: string } & Record<string, unknown>,
    actor: Actor = director,
  ): Refusal {
    const decided = this.attempt(when, command, actor);
    if (decided.ok) throw new Error(`${command.type} was accepted`);
    return decided.error;
  }

  fold(options: FoldOptions = {}) {
    return fold<HandicapLeagueState>(handicapLeague, this.setup, this.events, options);
  }

  /** Seq → code of every event the fold could not apply (ineffective or rejected). */
  problems(options: FoldOptions = {}): Record<number, string> {
    const out: Record<number, string> = {};
    for (const [seq, o] of this.fold(options).outcomes)
      if (o.status !== 'applied') out[seq] = o.code ?? o.status;
    return out;
  }

  state(options: FoldOptions = {}): HandicapLeagueState {
    return this.fold(options).state.format;
  }

  /** A whole evening on league day `day`: opened at 19:00, games recorded ten minutes apart, closed at 23:00. */
  evening(day: number, games: readonly GameLine[], seed = `seed-${day}`): string {
    const id = at(19, day).slice(0, 10);
    this.do(at(19, day), { type: 'OpenEvening' });
    games.forEach(([a, b, winner], i) => {
      this.do(at(19.5 + i / 6, day), { type: 'RecordGame', evening: id, players: [a, b], winner });
    });
    this.do(at(23, day), { type: 'CloseEvening', evening: id, seed });
    return id;
  }
}
