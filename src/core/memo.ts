/**
 * Memoized views: a state is an immutable value, so anything computed from it alone can be
 * remembered for as long as the state lives (a WeakMap keyed by the state object). The group
 * tables, the bracket and the no-show records are read many times per page and per event.
 */
export function perState<S extends object, T>(compute: (state: S) => T): (state: S) => T {
  const cache = new WeakMap<S, T>();
  return (state) => {
    if (cache.has(state)) return cache.get(state) as T;
    const value = compute(state);
    cache.set(state, value);
    return value;
  };
}
