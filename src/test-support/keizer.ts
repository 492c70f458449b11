/**
 * A small season driver for Keizer tests: commands go through the engine (`decideCommand`) and
 * the resulting events are appended, so tests read like a club evening: `s.run('PairRound', …)`.
 */
import { type CompetitionSetup, decideCommand, fold } from '../core/engine.js';
import type { Actor, StoredEvent } from '../core/events.js';
import { moment } from '../core/moment.js';
import type { Participant } from '../core/participant.js';
import type { Refusal } from '../core/types.js';
import { localMoment } from '../formats/keizer/calendar.js';
import type { KeizerConfig } from '../formats/keizer/config.js';
import { keizer } from '../formats/keizer/index.js';
import type { KeizerState } from '../formats/keizer/state.js';

export const director: Actor = { kind: 'director', personId: 'td' };
export const player = (participantId: string): Actor => ({ kind: 'player', participantId });

export function keizerConfig(overrides: Record<string, unknown> = {}, preset = 'dsc'): KeizerConfig {
  const parsed = keizer.parseConfig(overrides, preset);
  if (!parsed.ok) throw new Error(parsed.error.map((e) => e.message).join('; '));
  return parsed.value;
}

/** Players p1 … pn with ratings descending from 2000 in steps of 10. */
export function field(n: number, prefix = 'p'): Participant[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `${prefix}${i + 1}`,
    name: `Player ${i + 1}`,
    rating: 2000 - 10 * i,
  }));
}

/** The evening of round r: Thursdays from 2025-09-04, Amsterdam time. */
export function eveningDate(round: number): string {
  const d = new Date(Date.UTC(2025, 8, 4 + 7 * (round - 1)));
  return d.toISOString().slice(0, 10);
}

/** A wall-clock time on the evening of round r, in the club's zone (summer time included). */
export const at = (round: number, time = '20:00'): string =>
  localMoment(eveningDate(round), time, 'Europe/Amsterdam');

export class SeasonDriver {
  readonly events: StoredEvent[] = [];
  readonly setup: CompetitionSetup;

  constructor(participants: readonly Participant[], config: KeizerConfig = keizerConfig()) {
    this.setup = { config, participants };
  }

  /** Decides a command at `when`; appends and returns the events, or throws the refusal. */
  run(
    command: { type: string } & Record<string, unknown>,
    when: string,
    actor: Actor = director,
  ): StoredEvent[] {
    const decided = this.try(command, when, actor);
    if (!decided.ok) throw new Error(`${decided.error.code}: ${decided.error.message}`);
    return decided.value;
  }

  try(
    command: { type: string } & Record<string, unknown>,
    when: string,
    actor: Actor = director,
    recordedAt: string = when,
  ): { ok: true; value: StoredEvent[] } | { ok: false; error: Refusal } {
    const parsed = command.type.match(/^(RegisterParticipant|UpdateParticipant|VoidEvent)$/)
      ? { success: true as const, data: command }
      : keizer.commandSchema.safeParse(command);
    if (!parsed.success) throw new Error(`invalid command: ${parsed.error.message}`);
    const decided = decideCommand(keizer, this.setup, this.events, parsed.data as typeof command, {
      at: moment(when),
      recordedAt: moment(recordedAt),
      actor,
    });
    if (!decided.ok) return decided;
    this.events.push(...decided.value.events);
    return { ok: true, value: [...decided.value.events] };
  }

  state(asOf?: string): KeizerState {
    return fold<KeizerState>(keizer, this.setup, this.events, asOf ? { asOf: moment(asOf) } : {}).state
      .format;
  }

  /** Plans weekly evenings for rounds 1..n. */
  plan(rounds: number): this {
    this.run(
      {
        type: 'PlanEvenings',
        evenings: Array.from({ length: rounds }, (_, i) => ({ round: i + 1, date: eveningDate(i + 1) })),
      },
      '2025-08-20T12:00:00+02:00',
    );
    return this;
  }

  /** Pairs round r at 18:00 and returns its games. */
  pair(round: number): { white: string; black: string }[] {
    const [e] = this.run({ type: 'PairRound', round }, at(round, '18:00'));
    return (e?.payload as { games?: { white: string; black: string }[] } | undefined)?.games ?? [];
  }

  result(round: number, white: string, black: string, result: string, time = '22:00'): void {
    this.run({ type: 'RecordResult', round, white, black, result }, at(round, time));
  }
}
