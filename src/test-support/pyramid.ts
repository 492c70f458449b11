/**
 * Builders for pyramid tests: a log driven through the real engine (`decideCommand`, `fold`),
 * short moments (`on('03-02')`), command builders that read like the club's e-mails, and
 * `layout(state)`, the pyramid as one line per level (`a | b c | d e f`, XXX for a left player).
 */
import { type Decision, decideCommand, fold } from '../core/engine.js';
import type { Actor, StoredEvent } from '../core/events.js';
import { moment } from '../core/moment.js';
import type { Moment, Refusal, Result } from '../core/types.js';
import { pyramid } from '../formats/pyramid/index.js';
import type { PyramidState } from '../formats/pyramid/state.js';
import { participants } from './builders.js';

/** Participant ids a, b, c … for a pyramid of `n` players. */
export const letters = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => String.fromCharCode(97 + i));

export const guardian: Actor = { kind: 'director', personId: 'guardian' };
export const player = (id: string): Actor => ({ kind: 'player', participantId: id });

/** `on('03-02')` is noon of 2 March 2026 in Berlin winter time; `on('03-02', 9)` 9 o'clock. */
export const on = (date: string, hour = 12): Moment =>
  moment(`${date.length === 5 ? `2026-${date}` : date}T${String(hour).padStart(2, '0')}:00:00+01:00`);

export function config(overrides: Record<string, unknown> = {}) {
  const parsed = pyramid.parseConfig(overrides);
  if (!parsed.ok) throw new Error(parsed.error.map((r) => r.message).join('; '));
  return parsed.value;
}

type Command = { readonly type: string } & Record<string, unknown>;

export const challenge = (challenger: string, defender: string, firstMove = '1.e4'): Command => ({
  type: 'IssueChallenge',
  challenger,
  targets: [{ player: defender }],
  firstMove,
});
export const challengePlaces = (challenger: string, ...places: [number, number][]): Command => ({
  type: 'IssueChallenge',
  challenger,
  targets: places.map(([level, index]) => ({ level, index })),
});
export const accept = (challenger: string, defender: string): Command => ({
  type: 'AcceptChallenge',
  challenger,
  defender,
  reply: '1...c5',
});
export const report = (challenger: string, defender: string, result: string): Command => ({
  type: 'ReportResult',
  challenger,
  defender,
  result,
});
export const forParticipant = (
  type: string,
  participant: string,
  extra: Record<string, unknown> = {},
): Command => ({
  type,
  participant,
  ...extra,
});

export interface PyramidLog {
  readonly events: StoredEvent[];
  readonly setup: { config: unknown; participants: ReturnType<typeof participants>; createdAt?: Moment };
  /** Decides and appends; returns the decision or the refusal. */
  run(
    at: string,
    command: Command,
    options?: { actor?: Actor; recordedAt?: string },
  ): Result<Decision, Refusal>;
  /** Like `run`, but a refusal fails the test. */
  must(at: string, command: Command, options?: { actor?: Actor; recordedAt?: string }): Decision;
  state(asOf?: string): PyramidState;
}

/** A pyramid of `ids` (top first); `createdAt` is the competition's start (PYR-10), else none. */
export function pyramidLog(
  ids: readonly string[],
  overrides: Record<string, unknown> = {},
  createdAt?: string,
): PyramidLog {
  const setup = {
    config: config(overrides),
    participants: participants(...ids),
    ...(createdAt === undefined ? {} : { createdAt: moment(createdAt) }),
  };
  const events: StoredEvent[] = [];
  const log: PyramidLog = {
    events,
    setup,
    run(at, command, options = {}) {
      const decided = decideCommand(pyramid, setup, events, command, {
        at: moment(at),
        recordedAt: moment(options.recordedAt ?? at),
        actor: options.actor ?? guardian,
      });
      if (decided.ok) events.push(...decided.value.events);
      return decided;
    },
    must(at, command, options) {
      const decided = log.run(at, command, options);
      if (!decided.ok)
        throw new Error(`${command.type} refused: ${decided.error.code} ${decided.error.message}`);
      return decided.value;
    },
    state(asOf) {
      return fold<PyramidState>(pyramid, setup, events, asOf ? { asOf: moment(asOf) } : {}).state.format;
    },
  };
  return log;
}

/** The pyramid as text, one level per `|`: `a | b c | d e XXX | g`. */
export function layout(state: PyramidState): string {
  const names = state.slots.map((i) => (i < 0 ? 'XXX' : (state.players.get(i)?.id ?? '?')));
  const levels: string[] = [];
  for (let level = 1, start = 0; start < names.length; start += level, level += 1) {
    levels.push(names.slice(start, start + level).join(' '));
  }
  return levels.join(' | ');
}
