/**
 * Maximum-cardinality matching in a general graph (Edmonds' blossom algorithm, O(n³)). Pairing
 * engines use it as an exact oracle: "can the players still to be paired all be paired?" — which
 * is what lets a Swiss search commit to a choice without backtracking. It can start from a
 * partial matching, so re-checking after a small change costs one augmentation instead of a
 * full run.
 *
 * This is cardinality only; weighted matching (best pairing by a score) lives elsewhere.
 */

/** `mate[v]` is v's partner, or -1 when v is unmatched. */
export type Mate = Int32Array;

/**
 * A maximum matching of the graph with adjacency lists `adj` (vertices 0 … n-1, each edge listed
 * at both ends). `start`, if given, must be a valid matching of the same graph; it is extended,
 * not copied in place.
 */
export function maximumMatching(adj: readonly (readonly number[])[], start?: Mate): Mate {
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
export function hasPerfectMatching(adj: readonly (readonly number[])[], start?: Mate): boolean {
  return isPerfect(maximumMatching(adj, start));
}

export function isPerfect(mate: Mate): boolean {
  for (let v = 0; v < mate.length; v++) if (mate[v] === -1) return false;
  return true;
}

/** A cheap start: match each vertex with its first free neighbour. */
function greedyMatch(adj: readonly (readonly number[])[], mate: Mate): void {
  for (let v = 0; v < adj.length; v++) {
    if (mate[v] !== -1) continue;
    for (const w of adj[v] as readonly number[]) {
      if (mate[w] === -1 && w !== v) {
        mate[v] = w;
        mate[w] = v;
        break;
      }
    }
  }
}

interface Search {
  /** Searches an augmenting path from the free vertex `root`; returns its free end or -1. */
  (root: number): number;
  /** Flips the path found by the last search, ending at `end`. */
  augment(end: number): void;
}

function createSearch(adj: readonly (readonly number[])[], mate: Mate): Search {
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
        if (base[v] === base[to] || mate[v] === to) continue;
        if (to === root || (mate[to] !== -1 && parent[mate[to] as number] !== -1)) {
          // An odd cycle: contract it into its base and keep searching from the blossom.
          const current = lowestCommonAncestor(v, to);
          inBlossom.fill(0);
          markPath(v, current, to);
          markPath(to, current, v);
          for (let i = 0; i < n; i++) {
            if (inBlossom[base[i] as number]) {
              base[i] = current;
              if (!used[i]) {
                used[i] = 1;
                queue[tail++] = i;
              }
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
