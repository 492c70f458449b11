/**
 * Unweighted matchings in a general graph: Edmonds' blossom algorithm (augmenting paths with
 * blossom contraction), O(n³). One search serves every pairing engine:
 *
 * - `maximumMatching` / `hasPerfectMatching`: the exact oracle "can the players still to be paired
 *   all be paired?" that lets the Swiss search commit to a choice without backtracking. It can
 *   start from a partial matching, so re-checking after a small change costs one augmentation.
 * - `firstPerfectMatching`: the **first perfect matching in a priority order** — the exact form of
 *   the club rule "1 plays 2, 3 plays 4; if two have met, 1 plays 3, and so on" without the dead
 *   ends of a greedy walk (Keizer). Each choice is tested by one augmenting-path search against a
 *   perfect matching kept at hand.
 *
 * Weighted matching (the best pairing by a score) is `core/matching.ts`.
 */

/** `mate[v]` is v's partner, or -1 when v is unmatched. */
export type Mate = Int32Array;

/** Whether u and v may be matched; must be symmetric. */
export type Allowed = (u: number, v: number) => boolean;

type Adjacency = readonly (readonly number[])[];

interface Search {
  /** Searches an augmenting path from the free vertex `root`; returns its free end or -1. */
  (root: number): number;
  /** Flips the path found by the last search, ending at `end`. */
  augment(end: number): void;
}

/**
 * An augmenting-path search over `adj` against `mate` (read and changed in place). Vertices with
 * `active[v] === 0` are left out, as if deleted from the graph.
 */
function createSearch(adj: Adjacency, mate: Mate, active?: Uint8Array): Search {
  const n = adj.length;
  const parent = new Int32Array(n);
  const base = new Int32Array(n);
  const used = new Uint8Array(n);
  const inBlossom = new Uint8Array(n);
  const seen = new Uint8Array(n);
  const queue = new Int32Array(n);

  const lowestCommonAncestor = (a0: number, b0: number): number => {
    seen.fill(0);
    let a = a0;
    for (;;) {
      a = base[a] as number;
      seen[a] = 1;
      if (mate[a] === -1) break;
      a = parent[mate[a] as number] as number;
    }
    let b = b0;
    for (;;) {
      b = base[b] as number;
      if (seen[b]) return b;
      b = parent[mate[b] as number] as number;
    }
  };

  const markPath = (v0: number, b: number, child0: number): void => {
    let v = v0;
    let child = child0;
    while (base[v] !== b) {
      const m = mate[v] as number;
      inBlossom[base[v] as number] = 1;
      inBlossom[base[m] as number] = 1;
      parent[v] = child;
      child = m;
      v = parent[m] as number;
    }
  };

  const search = ((root: number): number => {
    used.fill(0);
    parent.fill(-1);
    for (let i = 0; i < n; i++) base[i] = i;
    used[root] = 1;
    let head = 0;
    let tail = 0;
    queue[tail++] = root;
    while (head < tail) {
      const v = queue[head++] as number;
      for (const to of adj[v] as readonly number[]) {
        if ((active && !active[to]) || base[v] === base[to] || mate[v] === to) continue;
        if (to === root || (mate[to] !== -1 && parent[mate[to] as number] !== -1)) {
          // An odd cycle: contract it into its base and keep searching from the blossom.
          const current = lowestCommonAncestor(v, to);
          inBlossom.fill(0);
          markPath(v, current, to);
          markPath(to, current, v);
          for (let i = 0; i < n; i++) {
            if ((active && !active[i]) || !inBlossom[base[i] as number]) continue;
            base[i] = current;
            if (!used[i]) {
              used[i] = 1;
              queue[tail++] = i;
            }
          }
        } else if (parent[to] === -1) {
          parent[to] = v;
          if (mate[to] === -1) return to;
          const next = mate[to] as number;
          used[next] = 1;
          queue[tail++] = next;
        }
      }
    }
    return -1;
  }) as Search;

  search.augment = (end: number): void => {
    let v = end;
    while (v !== -1) {
      const pv = parent[v] as number;
      const next = mate[pv] as number;
      mate[v] = pv;
      mate[pv] = v;
      v = next;
    }
  };
  return search;
}

/** A cheap start: match each vertex with its first free neighbour. */
function greedyMatch(adj: Adjacency, mate: Mate, active?: Uint8Array): void {
  for (let v = 0; v < adj.length; v++) {
    if (mate[v] !== -1 || (active && !active[v])) continue;
    for (const w of adj[v] as readonly number[]) {
      if (mate[w] === -1 && w !== v && (!active || active[w])) {
        mate[v] = w;
        mate[w] = v;
        break;
      }
    }
  }
}

/**
 * A maximum matching of the graph with adjacency lists `adj` (vertices 0 … n-1, each edge listed
 * at both ends). `start`, if given, must be a valid matching of the same graph; it is extended
 * in a copy.
 */
export function maximumMatching(adj: Adjacency, start?: Mate): Mate {
  const n = adj.length;
  const mate: Mate = start ? Int32Array.from(start) : new Int32Array(n).fill(-1);
  if (!start) greedyMatch(adj, mate);
  const search = createSearch(adj, mate);
  for (let v = 0; v < n; v++) {
    if (mate[v] !== -1) continue;
    const end = search(v);
    if (end !== -1) search.augment(end);
  }
  return mate;
}

/** True when every vertex can be matched. */
export function hasPerfectMatching(adj: Adjacency, start?: Mate): boolean {
  return isPerfect(maximumMatching(adj, start));
}

export function isPerfect(mate: Mate): boolean {
  for (let v = 0; v < mate.length; v++) if (mate[v] === -1) return false;
  return true;
}

function adjacency(n: number, allowed: Allowed): { adj: number[][]; matrix: Uint8Array } {
  const adj: number[][] = Array.from({ length: n }, () => []);
  const matrix = new Uint8Array(n * n);
  for (let u = 0; u < n; u++) {
    for (let v = u + 1; v < n; v++) {
      if (!allowed(u, v)) continue;
      adj[u]?.push(v);
      adj[v]?.push(u);
      matrix[u * n + v] = matrix[v * n + u] = 1;
    }
  }
  return { adj, matrix };
}

/** A maximum-cardinality matching of the graph given by `allowed`: `mate[v]` is v's partner or -1. */
export function maximumCardinalityMatching(n: number, allowed: Allowed): number[] {
  return Array.from(maximumMatching(adjacency(n, allowed).adj));
}

/**
 * The first perfect matching in priority order, or undefined when the graph has none.
 *
 * @param priority every vertex once; vertices choose their partners in this order
 * @param preference a vertex's partners in the order it wants them; partners it does not list
 *   follow in `priority` order (a preference orders, it never forbids — use `allowed` for that)
 */
export function firstPerfectMatching(
  n: number,
  allowed: Allowed,
  priority: readonly number[],
  preference?: (u: number) => readonly number[],
): number[] | undefined {
  if (n % 2 === 1) return undefined;
  const { adj, matrix } = adjacency(n, allowed);
  const mate = maximumMatching(adj);
  if (!isPerfect(mate)) return undefined;
  const active = new Uint8Array(n).fill(1);
  const search = createSearch(adj, mate, active);
  for (const u of priority) {
    if (!active[u]) continue;
    const order = preference ? [...preference(u), ...priority] : priority;
    for (const v of order) {
      if (v === u || !active[v] || !matrix[u * n + v]) continue;
      if (mate[u] === v || canSwitch(search, active, mate, u, v)) {
        active[u] = active[v] = 0;
        break;
      }
    }
  }
  return Array.from(mate);
}

/**
 * Whether u–v can join a perfect matching of the active vertices, given the perfect matching
 * `mate`: without u and v their partners are the only free vertices, so one augmenting path
 * between them decides. On success `mate` holds the new matching with u–v in it.
 */
function canSwitch(search: Search, active: Uint8Array, mate: Mate, u: number, v: number): boolean {
  const a = mate[u] as number;
  const b = mate[v] as number;
  active[u] = active[v] = 0;
  mate[a] = mate[b] = -1;
  mate[u] = mate[v] = -1;
  const end = search(a);
  if (end !== -1) {
    search.augment(end);
    mate[u] = v;
    mate[v] = u;
    active[u] = active[v] = 1;
    return true;
  }
  mate[a] = u;
  mate[u] = a;
  mate[b] = v;
  mate[v] = b;
  active[u] = active[v] = 1;
  return false;
}
