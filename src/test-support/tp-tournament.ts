/**
 * Test support: resolved preset configurations and a tiny tournament runner that decides
 * commands through the engine (parsed by the format's command schema, as the app does) and keeps
 * the log, so tests read like a director's session.
 */
import { decideCommand, fold, isCoreCommand } from '../core/engine.js';
import type { Actor, StoredEvent } from '../core/events.js';
import { addDuration, moment } from '../core/moment.js';
import type { Participant } from '../core/participant.js';
import type { Refusal, Result } from '../core/types.js';
import type { TpConfig } from '../formats/tp-tournament/config.js';
import { parseConfig } from '../formats/tp-tournament/config.js';
import { tpTournament } from '../formats/tp-tournament/index.js';
import type { TpState } from '../formats/tp-tournament/state.js';

export function testConfig(preset = 'tantrix-weekend', overrides: Record<string, unknown> = {}): TpConfig {
  const parsed = parseConfig(overrides, preset);
  if (!parsed.ok) throw new Error(parsed.error.map((e) => e.message).join('; '));
  return parsed.value;
}

export const director: Actor = { kind: 'director', personId: 'td' };
export const player = (participantId: string): Actor => ({ kind: 'player', participantId });

/** A player with a tournament rating (or none) and optional profile attributes. */
export const entrant = (
  id: string,
  rating?: number,
  attributes?: Participant['attributes'],
): Participant => ({
  id,
  name: id.toUpperCase(),
  ...(rating !== undefined ? { rating } : {}),
  ...(attributes ? { attributes } : {}),
});

/** `at(1, '10:00')`: a moment on day 1, 2 … of June 2026 (UTC). */
export const at = (day: number, time = '12:00'): string =>
  `2026-06-${String(day).padStart(2, '0')}T${time}:00Z`;

export type Command = { readonly type: string } & Record<string, unknown>;

export function tournament(
  participants: readonly Participant[],
  preset = 'tantrix-weekend',
  overrides: Record<string, unknown> = {},
) {
  const setup = { config: testConfig(preset, overrides), participants };
  const events: StoredEvent[] = [];
  const run = (
    command: Command,
    when: string,
    actor: Actor = director,
  ): Result<readonly StoredEvent[], Refusal> => {
    const parsed = isCoreCommand(command)
      ? { success: true as const, data: command }
      : tpTournament.commandSchema.safeParse(command);
    if (!parsed.success)
      return {
        ok: false,
        error: { code: 'ERR_INVALID_COMMAND', message: parsed.error.issues[0]?.message ?? '' },
      };
    const decided = decideCommand(tpTournament, setup, events, parsed.data, {
      at: moment(when),
      recordedAt: moment(when),
      actor,
    });
    if (!decided.ok) return decided;
    events.push(...decided.value.events);
    return { ok: true, value: decided.value.events };
  };
  let minute = 0;
  /** Moments one minute apart on 2 June, for logs where only the order matters. */
  const tick = (): string => addDuration(moment(at(2, '10:00')), { minutes: minute++ });
  const state = (asOf?: string): TpState =>
    fold<TpState>(tpTournament, setup, events, asOf ? { asOf: moment(asOf) } : {}).state.format;
  return {
    setup,
    events,
    run,
    tick,
    /** The id of the group game between x and y. */
    game(x: string, y: string): string {
      for (const g of state().groups?.games.values() ?? [])
        if (g.players.includes(x) && g.players.includes(y)) return g.id;
      throw new Error(`no group game ${x} – ${y}`);
    },
    /** Records the group game between x and y, the result given from x's side. */
    play(x: string, y: string, result: object, actor: Actor = director) {
      const command = { type: 'RecordResult', game: this.game(x, y), players: [x, y], result };
      const r = run(command, tick(), actor);
      if (!r.ok) throw new Error(`${x} – ${y} refused: ${r.error.code} ${r.error.message}`);
      return r.value;
    },
    /** Runs a command that must be accepted. */
    ok(command: Command, when: string, actor: Actor = director): readonly StoredEvent[] {
      const r = run(command, when, actor);
      if (!r.ok) throw new Error(`${command.type} refused: ${r.error.code} ${r.error.message}`);
      return r.value;
    },
    fold(asOf?: string) {
      return fold<TpState>(tpTournament, setup, events, asOf ? { asOf: moment(asOf) } : {});
    },
    state,
  };
}

/** A played game in a command: scores and minutes as pairs aligned with `players`. */
export const played = (
  scores: [number, number],
  minutes: [number, number] = [12, 12],
  late?: [number, number],
) => ({
  kind: 'played',
  scores,
  minutes,
  ...(late ? { late } : {}),
});
