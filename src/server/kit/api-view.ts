/**
 * The formats' JSON views (`formats/<f>/web/api.ts`, served by server/api/api-views.ts): what a view
 * is, and builders by which each view reads the format's state already typed, and a player's view
 * checks the `?participant=` it needs in one place.
 */
import type { Access } from '../../app/accounts/access.js';
import type { Loaded } from '../../app/competitions/competitions.js';
import type { Roster } from '../../core/participant.js';
import type { Moment } from '../../core/types.js';

export interface ApiViewInput {
  readonly loaded: Loaded;
  /** The format's state as of `asOf`. */
  readonly state: unknown;
  readonly roster: Roster;
  readonly asOf: Moment;
  readonly access: Access;
  /** `?participant=` (a player's own view), when given. */
  readonly participant?: string;
  /** `?round=` (an evening, a round's pairings), when given: a positive whole number. */
  readonly round?: number;
}

export interface ApiView {
  readonly id: string;
  /** One English sentence for the API reference. */
  readonly summary: string;
  /** Shown to the competition's directors only (like the page). */
  readonly directorOnly?: boolean;
  /** Whether the competition has this view at all (a bracket only where there is a cup). */
  readonly available?: (loaded: Loaded) => boolean;
  /** The view's data, or a reason it cannot be given (an unknown participant, no such round). */
  read(input: ApiViewInput): { readonly data: unknown } | { readonly missing: string };
}

type Read = ReturnType<ApiView['read']>;
type Options = Pick<ApiView, 'directorOnly' | 'available'>;

/** A view that may answer "missing" (no such round …); `S` is the format's state. */
export function readView<S>(
  id: string,
  summary: string,
  read: (state: S, input: ApiViewInput) => Read,
  options: Options = {},
): ApiView {
  return { id, summary, ...options, read: (input) => read(input.state as S, input) };
}

/** A view whose data the state always has: `null` where the competition has none (no cup yet). */
export function stateView<S>(
  id: string,
  summary: string,
  data: (state: S, input: ApiViewInput) => unknown,
  options: Options = {},
): ApiView {
  return readView<S>(id, summary, (state, input) => ({ data: data(state, input) ?? null }), options);
}

/** The `participant` the view asks for: one of the competition's participants. */
export function participantOf(input: ApiViewInput): { readonly id: string } | { readonly missing: string } {
  const id = input.participant;
  if (id === undefined) return { missing: 'this view needs ?participant=<participant id>' };
  return input.roster.has(id) ? { id } : { missing: `there is no participant "${id}"` };
}

/** One participant's view (`?participant=` required); `null` where the view has nothing on them. */
export function participantView<S>(
  id: string,
  summary: string,
  data: (state: S, participant: string, input: ApiViewInput) => unknown,
): ApiView {
  return readView<S>(id, summary, (state, input) => {
    const who = participantOf(input);
    return 'missing' in who ? who : { data: data(state, who.id, input) ?? null };
  });
}
