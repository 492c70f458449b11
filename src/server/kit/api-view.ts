/**
 * Builders for the formats' JSON views (`server/formats/<f>/api.ts`, served by
 * server/api-views.ts): each view reads the format's state already typed, and a player's view
 * checks the `?participant=` it needs in one place.
 */
import type { ApiView, ApiViewInput } from '../api-views.js';

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
