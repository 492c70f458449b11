/**
 * Memoized views: a state is an immutable value, so anything computed from it alone can be
 * remembered for as long as the state lives (a WeakMap keyed by the state object, so a state no
 * longer held lets go of its views too). Group tables, brackets, Keizer sheets and rankings, and
 * the app's standings and rounds are each computed once per state.
 */
export function perState<S extends object, T>(compute: (state: S) => T): PerState<S, T> {
  const cache = new WeakMap<S, T>();
  const once = (state: S): T => {
    if (cache.has(state)) return cache.get(state) as T;
    const value = compute(state);
    cache.set(state, value);
    return value;
  };
  return Object.assign(once, { remember: (state: S, value: T) => void cache.set(state, value) });
}

/**
 * A view computed once per state, which can also be told its value for a state (computed before:
 * a snapshot keeps the views of its state, app/competitions/snapshots.ts).
 */
export interface PerState<S extends object, T> {
  (state: S): T;
  remember(state: S, value: T): void;
}
