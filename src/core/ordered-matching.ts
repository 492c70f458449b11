/**
 * Unweighted matchings in a general graph (Edmonds' blossom algorithm, augmenting paths with
 * blossom contraction), and the **first perfect matching in a priority order**: the exact form
 * of the club rule "1 plays 2, 3 plays 4; if two have met, 1 plays 3, and so on" without the
 * dead ends of a greedy walk. The highest-priority vertex gets the earliest partner in its
 * preference order for which the rest can still be matched completely, then the next one, …
 *
 * Each choice is tested by one augmenting-path search against a perfect matching kept at hand,
 * so the whole pairing costs O(n³) at worst and far less in practice.
 */

/** Whether u and v may be matched; must be symmetric. */
export type Allowed = (u: number, v: number) => boolean;

interface Graph {
  readonly n: number;
  readonly adj: readonly (readonly number[])[];
  readonly matrix: Uint8Array;
}

function buildGraph(n: number, allowed: Allowed): Graph {
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
  return { n, adj, matrix };
}

/**
 * Searches an augmenting path from the free vertex `root` among `active` vertices and applies it
 * to `mate` in place. Returns whether the matching grew.
 */
function augmentFrom(g: Graph, active: Uint8Array, mate: Int32Array, root: number): boolean {
  const { n, adj } = g;
  const used = new Uint8Array(n);
  const parent = new Int32Array(n).fill(-1);
  const base = Int32Array.from({ length: n }, (_, i) => i);
  const queue: number[] = [root];
  used[root] = 1;

  const lca = (a0: number, b0: number): number => {
    const seen = new Uint8Array(n);
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
  const markPath = (inBlossom: Uint8Array, v0: number, b: number, child0: number): void => {
    let v = v0;
    let child = child0;
    while (base[v] !== b) {
      inBlossom[base[v] as number] = inBlossom[base[mate[v] as number] as number] = 1;
      parent[v] = child;
      child = mate[v] as number;
      v = parent[mate[v] as number] as number;
    }
  };

  for (let head = 0; head < queue.length; head++) {
    const v = queue[head] as number;
    for (const to of adj[v] as number[]) {
      if (!active[to] || base[v] === base[to] || mate[v] === to) continue;
      if (to === root || (mate[to] !== -1 && parent[mate[to] as number] !== -1)) {
        // An odd cycle: contract it into its base and keep searching from its vertices.
        const b = lca(v, to);
        const inBlossom = new Uint8Array(n);
        markPath(inBlossom, v, b, to);
        markPath(inBlossom, to, b, v);
        for (let i = 0; i < n; i++) {
          if (!active[i] || !inBlossom[base[i] as number]) continue;
          base[i] = b;
          if (!used[i]) {
            used[i] = 1;
            queue.push(i);
          }
        }
      } else if (parent[to] === -1) {
        parent[to] = v;
        if (mate[to] === -1) {
          let x = to;
          while (x !== -1) {
            const px = parent[x] as number;
            const next = mate[px] as number;
            mate[x] = px;
            mate[px] = x;
            x = next;
          }
          return true;
        }
        const m = mate[to] as number;
        used[m] = 1;
        queue.push(m);
      }
    }
  }
  return false;
}

function maximumOn(g: Graph, active: Uint8Array): Int32Array {
  const mate = new Int32Array(g.n).fill(-1);
  // A greedy start leaves few augmenting searches to do.
  for (let u = 0; u < g.n; u++) {
    if (!active[u] || mate[u] !== -1) continue;
    const free = (g.adj[u] as number[]).find((v) => active[v] && mate[v] === -1);
    if (free !== undefined) {
      mate[u] = free;
      mate[free] = u;
    }
  }
  for (let u = 0; u < g.n; u++) if (active[u] && mate[u] === -1) augmentFrom(g, active, mate, u);
  return mate;
}

/** A maximum-cardinality matching: `mate[v]` is v's partner or -1. */
export function maximumCardinalityMatching(n: number, allowed: Allowed): number[] {
  return Array.from(maximumOn(buildGraph(n, allowed), new Uint8Array(n).fill(1)));
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
  const g = buildGraph(n, allowed);
  const active = new Uint8Array(n).fill(1);
  const mate = maximumOn(g, active);
  if (mate.some((m) => m === -1)) return undefined;
  for (const u of priority) {
    if (!active[u]) continue;
    const order = preference ? [...preference(u), ...priority] : priority;
    for (const v of order) {
      if (v === u || !active[v] || !g.matrix[u * n + v]) continue;
      if (mate[u] === v || canSwitch(g, active, mate, u, v)) {
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
function canSwitch(g: Graph, active: Uint8Array, mate: Int32Array, u: number, v: number): boolean {
  const a = mate[u] as number;
  const b = mate[v] as number;
  active[u] = active[v] = 0;
  mate[a] = mate[b] = -1;
  mate[u] = mate[v] = -1;
  if (augmentFrom(g, active, mate, a)) {
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
