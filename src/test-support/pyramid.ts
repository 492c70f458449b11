/**
 * Builders for pyramid tests: a pyramid driven through the one harness (given.ts), short moments
 * (`on('03-02')`), command builders that read like the club's e-mails, and `layout(state)`, the
 * pyramid as one line per level (`a | b c | d e f`, XXX for a left player).
 */
import type { Actor } from '../core/events.js';
import { moment } from '../core/moment.js';
import type { Moment } from '../core/types.js';
import type { PyramidConfig } from '../formats/pyramid/config.js';
import { pyramid } from '../formats/pyramid/index.js';
import type { PyramidState } from '../formats/pyramid/state.js';
import { participants } from './builders.js';
import { type Command, configOf, given, type Scenario } from './given.js';

/** Participant ids a, b, c … for a pyramid of `n` players. */
export const letters = (n: number): string[] =>
  Array.from({ length: n }, (_, i) => String.fromCharCode(97 + i));

export const guardian: Actor = { kind: 'director', personId: 'guardian' };

/** `on('03-02')` is noon of 2 March 2026 in Berlin winter time; `on('03-02', 9)` 9 o'clock. */
export const on = (date: string, hour = 12): Moment =>
  moment(`${date.length === 5 ? `2026-${date}` : date}T${String(hour).padStart(2, '0')}:00:00+01:00`);

export const config = (overrides: Record<string, unknown> = {}): PyramidConfig =>
  configOf(pyramid, overrides);

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
/** PYR-8: a player's objection to the reported result. */
export const objection = (challenger: string, defender: string, by: string, reason: string): Command => ({
  type: 'ObjectToResult',
  challenger,
  defender,
  by,
  reason,
});
/** PYR-8: the director's correction of a result (`CorrectResult`) or ruling on a dispute (`DecideDispute`). */
export const ruling = (
  type: 'CorrectResult' | 'DecideDispute',
  challenger: string,
  defender: string,
  result: string,
  reason: string,
): Command => ({ type, challenger, defender, result, reason });
export const forParticipant = (
  type: string,
  participant: string,
  extra: Record<string, unknown> = {},
): Command => ({
  type,
  participant,
  ...extra,
});

/** A pyramid of `ids` (top first) on the one harness; `createdAt` is the competition's start (PYR-10), else none. */
export const pyramidLog = (
  ids: readonly string[],
  overrides: Record<string, unknown> = {},
  createdAt?: string,
): Scenario<PyramidState> =>
  given<PyramidState>(pyramid, {
    config: config(overrides),
    participants: participants(...ids),
    ...(createdAt === undefined ? {} : { createdAt }),
  });

/** The worked example's start (PYR-4, PYR-6): G challenges D on 2 March, D accepts on 5 March; ten players unless `log` is given. */
export function gChallengesD(log: Scenario<PyramidState> = pyramidLog(letters(10))): Scenario<PyramidState> {
  log.do(on('03-02'), challenge('g', 'd'));
  log.do(on('03-05'), accept('g', 'd'));
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
