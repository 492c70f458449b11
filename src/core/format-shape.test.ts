/**
 * A new format copied from the documented shape (docs/adding-a-format.md) compiles only when every
 * event has its handler, every handler reads its own event's payload, and `decide` emits only the
 * format's events with their payloads. The `@ts-expect-error` lines below are checked by `tsc` in
 * `npm run lint`: if one of them compiled, the directive would be unused and the lint would fail.
 * The runtime tests fold the same little format through the engine.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { participants } from '../test-support/builders.js';
import { given } from '../test-support/given.js';
import { fold } from './engine.js';
import type { EventOf } from './events.js';
import {
  type Decided,
  type EventHandlers,
  evolveBy,
  formatAtVersion,
  formatFrom,
  ineffective,
  type Policies,
} from './format.js';
import { moment } from './moment.js';
import { ok, type ParticipantId } from './types.js';

// events.ts
const eventSchemas = {
  LampLit: z.strictObject({ lamp: z.string() }),
  LampOut: z.strictObject({ lamp: z.string(), by: z.string() }),
};
type LampEvent = EventOf<typeof eventSchemas>;
const participantsOf = (event: LampEvent): readonly ParticipantId[] =>
  event.type === 'LampOut' ? [event.payload.by] : [];

// commands.ts
const commandSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('LightLamp'), lamp: z.string() }),
  z.strictObject({ type: z.literal('PutOutLamp'), lamp: z.string(), by: z.string() }),
]);
type LampCommand = z.infer<typeof commandSchema>;
const policies: Policies<LampCommand> = {
  LightLamp: { kind: 'director' },
  PutOutLamp: { kind: 'participant', actingFor: (c) => [c.by] },
};

// state.ts
interface LampState {
  readonly lit: readonly string[];
}
const initialState = (): LampState => ({ lit: [] });

// evolve.ts
const handlers: EventHandlers<LampState, LampEvent> = {
  LampLit: (state, { lamp }) => ({ state: { lit: [...state.lit, lamp] } }),
  LampOut: (state, { lamp }) =>
    state.lit.includes(lamp)
      ? { state: { lit: state.lit.filter((l) => l !== lamp) } }
      : ineffective(state, 'ERR_NOT_LIT', `${lamp} is not lit`),
};
const evolve = evolveBy(handlers);

// decide.ts
const decide = (_state: LampState, command: LampCommand, ctx: { at: string }): Decided<LampEvent> =>
  command.type === 'LightLamp'
    ? ok([{ at: moment(ctx.at), type: 'LampLit', payload: { lamp: command.lamp } }])
    : ok([{ at: moment(ctx.at), type: 'LampOut', payload: { lamp: command.lamp, by: command.by } }]);

// index.ts: the modules as namespaces (`import * as config from './config.js'` …)
const lamps = formatFrom<Record<string, never>, LampState, LampCommand, LampEvent>(
  { name: 'lamps', version: 1 },
  {
    config: {
      presets: { plain: { title: 'Lamps', source: 'this test', config: {} } },
      DEFAULT_PRESET: 'plain',
      parseConfig: () => ok({}),
    },
    commands: { commandSchema, policies },
    events: { eventSchemas, participantsOf },
    state: { initialState },
    decide: { decide },
    evolve: { evolve, advance: (state) => state },
    views: { standings: () => ({ columns: [], rows: [] }), rounds: () => [], due: () => [] },
    messages: { messages: { en: {}, de: {}, nl: {} } },
  },
);

// What does not compile: each line below is an error that `tsc` must report.
const shapeErrors = [
  // @ts-expect-error an event type without a handler: the format does not compile.
  ((h: EventHandlers<LampState, LampEvent>) => h)({ LampLit: handlers.LampLit }),
  ((h: EventHandlers<LampState, LampEvent>) => h)({
    ...handlers,
    // @ts-expect-error a handler reads its own event's payload: a lamp that is lit has no `by`.
    LampLit: (state, payload) => ({ state: { lit: [...state.lit, payload.by] } }),
  }),
  ((d: Decided<LampEvent>) => d)(
    // @ts-expect-error decide emits only the format's own event types.
    ok([{ at: moment('2026-01-01T00:00:00Z'), type: 'LampBroken', payload: {} }]),
  ),
  ((d: Decided<LampEvent>) => d)(
    // @ts-expect-error and each with its payload.
    ok([{ at: moment('2026-01-01T00:00:00Z'), type: 'LampOut', payload: { lamp: 'a' } }]),
  ),
];

describe('a format copied from the documented shape', () => {
  it('has its compile errors checked by tsc (npm run lint); at run time they are plain values', () => {
    expect(shapeErrors).toHaveLength(4);
  });

  it('folds through the engine: every event by its handler', () => {
    const s = given<LampState>(lamps, { config: {}, participants: participants('ann') })
      .given('2026-01-01T10:00:00Z', { type: 'LightLamp', lamp: 'hall' })
      .given('2026-01-01T11:00:00Z', { type: 'LightLamp', lamp: 'porch' });
    s.when('2026-01-01T12:00:00Z', { type: 'PutOutLamp', lamp: 'hall', by: 'ann' }).thenEmits([
      { type: 'LampOut', payload: { lamp: 'hall', by: 'ann' } },
    ]);
    s.given('2026-01-01T12:00:00Z', { type: 'PutOutLamp', lamp: 'hall', by: 'ann' });
    expect(s.state().lit).toEqual(['porch']);
  });

  it('an event whose handler finds it without effect is ineffective, with the handler’s reason', () => {
    const f = fold<LampState>(lamps, { config: {}, participants: participants('ann') }, [
      {
        seq: 1,
        at: moment('2026-01-01T10:00:00Z'),
        recordedAt: moment('2026-01-01T10:00:00Z'),
        actor: 'cli',
        type: 'LampOut',
        payload: { lamp: 'hall', by: 'ann' },
      },
    ]);
    expect(f.outcomes.get(1)).toEqual({
      status: 'ineffective',
      code: 'ERR_NOT_LIT',
      message: 'hall is not lit',
    });
  });
});

describe('rule versions (formatVersion)', () => {
  // Version 2 lights lamps in capitals; version 1, kept, lit them as written.
  const v1 = lamps;
  const v2: typeof lamps = {
    ...lamps,
    version: 2,
    earlierVersions: new Map([[1, v1]]),
    evolve: evolveBy({
      ...handlers,
      LampLit: (state, { lamp }) => ({ state: { lit: [...state.lit, lamp.toUpperCase()] } }),
    }),
  };
  const log = [
    {
      seq: 1,
      at: moment('2026-01-01T10:00:00Z'),
      recordedAt: moment('2026-01-01T10:00:00Z'),
      actor: 'cli',
      type: 'LampLit',
      payload: { lamp: 'hall' },
    },
  ];
  const setup = { config: {}, participants: [] };

  it('a log written under an earlier version folds with that version', () => {
    const at1 = formatAtVersion(v2, 1);
    const at2 = formatAtVersion(v2, 2);
    expect(at1.ok && fold<LampState>(at1.value, setup, log).state.format.lit).toEqual(['hall']);
    expect(at2.ok && fold<LampState>(at2.value, setup, log).state.format.lit).toEqual(['HALL']);
  });

  it('a version the format does not keep is refused, naming the versions', () => {
    expect(formatAtVersion(v2, 3)).toEqual({
      ok: false,
      error: {
        code: 'ERR_FORMAT_VERSION',
        message:
          'the competition was scored under lamps rules version 3; this Arbiter scores lamps by version 1 or 2 and will not rescore it under other rules',
        path: 'formatVersion',
        params: { format: 'lamps', version: 3, current: 2 },
      },
    });
    expect(formatAtVersion(v1, 2)).toMatchObject({ ok: false, error: { code: 'ERR_FORMAT_VERSION' } });
  });
});
