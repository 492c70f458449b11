/**
 * The event envelope every competition log is made of, and the core events all formats share.
 *
 * An event carries its moment (`at`: when it took effect), when it was recorded (`recordedAt`),
 * who recorded it (`actor`) and its per-competition sequence number (`seq`, 1, 2, 3 … without
 * gaps). An event may supersede earlier ones (a correction or a void); superseded events stay in
 * the log and in the history, but the fold no longer applies them.
 */
import { z } from 'zod';
import { parseMoment } from './moment.js';
import { participantSchema } from './participant.js';
import type { Moment } from './types.js';

export type Payload = Readonly<Record<string, unknown>>;

export interface StoredEvent<T extends string = string, P = Payload> {
  readonly seq: number;
  readonly at: Moment;
  readonly recordedAt: Moment;
  readonly actor: string;
  readonly type: T;
  readonly payload: P;
  readonly supersedes?: readonly number[];
  readonly reason?: string;
}

/** What `decide` yields: the store adds `seq`, `recordedAt` and `actor` when it appends. */
export interface NewEvent<T extends string = string, P = Payload> {
  readonly at: Moment;
  readonly type: T;
  readonly payload: P;
  readonly supersedes?: readonly number[];
  readonly reason?: string;
}

export const momentSchema = z.string().transform((value, ctx) => {
  const parsed = parseMoment(value);
  if (!parsed.ok) {
    ctx.addIssue({ code: 'custom', message: parsed.error });
    return z.NEVER;
  }
  return parsed.value;
});

/** The envelope as it appears in a competition document and in the store. */
export const storedEventSchema = z.strictObject({
  seq: z.number().int().positive(),
  at: momentSchema,
  recordedAt: momentSchema,
  actor: z.string().min(1).max(200),
  type: z.string().regex(/^[A-Z][A-Za-z]+$/, 'an event type is a past-tense name such as ResultRecorded'),
  payload: z.record(z.string(), z.unknown()),
  supersedes: z.array(z.number().int().positive()).min(1).optional(),
  reason: z.string().max(2000).optional(),
});

/** Core events, handled by the engine for every format (and passed on to the format too). */
export const CORE_EVENT_TYPES = ['ParticipantRegistered', 'ParticipantUpdated', 'EventVoided'] as const;
export type CoreEventType = (typeof CORE_EVENT_TYPES)[number];

export const coreEventSchemas = {
  ParticipantRegistered: z.strictObject({ participant: participantSchema }),
  ParticipantUpdated: z.strictObject({ participant: participantSchema }),
  EventVoided: z.strictObject({}),
} as const satisfies Record<CoreEventType, z.ZodType>;

/** The events of a table of payload schemas: one member per event type, its payload as the schema reads it. */
export type EventOf<Schemas extends Readonly<Record<string, z.ZodType>>> = {
  [T in keyof Schemas & string]: StoredEvent<T, z.output<Schemas[T]>>;
}[keyof Schemas & string];

/** What `decide` yields for events `E`: the same types and payloads, before the store numbers them. */
export type NewEventOf<E extends StoredEvent> =
  E extends StoredEvent<infer T, infer P extends Payload> ? NewEvent<T, P> : never;

/** The payload of the event of type `T` among events `E`. */
export type PayloadOf<E extends StoredEvent, T extends E['type']> = Extract<
  E,
  { readonly type: T }
>['payload'];

export type CoreEvent = EventOf<typeof coreEventSchemas>;

/** The core events a format's `evolve` sees after the engine (a void only supersedes: the engine handles it). */
export type RosterEvent = Exclude<CoreEvent, { readonly type: 'EventVoided' }>;

export const isCoreEventType = (type: string): type is CoreEventType =>
  (CORE_EVENT_TYPES as readonly string[]).includes(type);

/**
 * Who acted. Stored in events as text: `director:<personId>`, `player:<participantId>`,
 * `system`, `import`, `cli`.
 */
export type Actor =
  | { readonly kind: 'director'; readonly personId: string }
  | { readonly kind: 'player'; readonly participantId: string; readonly personId?: string }
  | { readonly kind: 'system' | 'import' | 'cli' };

export function makeActor(actor: Actor): string {
  switch (actor.kind) {
    case 'director':
      return `director:${actor.personId}`;
    case 'player':
      return `player:${actor.participantId}`;
    default:
      return actor.kind;
  }
}

export function parseActor(text: string): Actor {
  const [kind, id] = text.split(':', 2);
  if (kind === 'director' && id) return { kind, personId: id };
  if (kind === 'player' && id) return { kind, participantId: id };
  if (kind === 'system' || kind === 'import') return { kind };
  return { kind: 'cli' };
}

/** Directors, the CLI and imports act with the director's powers; players only as themselves. */
export const actsAsDirector = (actor: Actor): boolean => actor.kind !== 'player';
