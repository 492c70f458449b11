/**
 * Snapshots of folded states (issue #29): a competition's fold kept beside its log, so that a
 * competition opened cold does not fold its whole log again. A snapshot is never the truth: it is
 * used only when its version is this code's for the competition's format (format name, format
 * version and `SNAPSHOT_CODE_VERSION`), and only up to its sequence number — the events after it
 * are folded onto it as onto a cached fold (`extendFold`), and where that cannot be (a late entry,
 * a correction) the whole log is folded as before. A missing, stale or unreadable snapshot is the
 * same as none.
 *
 * Snapshots are written after the response, every `SNAPSHOT_EVERY` events, and only for a
 * competition whose whole log took at least `snapshotMinFoldMs` (25 ms) to fold: reading a
 * snapshot back costs time too, and for a cheap fold (a round robin's long list of results) it is
 * no faster than the fold itself.
 *
 * Serialisation is format-agnostic: the fold result goes through `v8.serialize` (the structured
 * clone algorithm: Maps, Sets, typed arrays, shared references and cycles survive). Class instances do not
 * survive that alone (they come back as plain objects), so they are written as tagged plain
 * objects and rebuilt by the classes named in `SNAPSHOT_CLASSES`; a state holding an instance of
 * any other class, or a function, is not snapshotted at all (`encodeSnapshot` gives undefined) and
 * its competition is folded from its log as before.
 */
import { deserialize, serialize } from 'node:v8';
import type { FoldResult } from '../core/engine.js';
import type { AnyFormat } from '../core/format.js';
import { SNAPSHOT_CLASSES, type SnapshotClass } from '../formats/snapshot-classes.js';

/**
 * Bump when a change of code (the engine, a format's state shape without a format version, this
 * file) makes snapshots written before it wrong: every snapshot is then ignored and rewritten.
 */
export const SNAPSHOT_CODE_VERSION = 1;

/** Write a snapshot once the log has grown by this many events since the last one (or from none). */
export const SNAPSHOT_EVERY = 200;

/** The version a snapshot of a competition in `format` must carry to be used. */
export const snapshotVersion = (format: Pick<AnyFormat, 'name' | 'version'>): string =>
  `${format.name}@${format.version}/${SNAPSHOT_CODE_VERSION}`;

class NotSerialisable extends Error {}

/**
 * The graph as a flat list of nodes (the structured clone recurses, and a long persistent list —
 * a round robin's results — is deeper than the stack): each object becomes one node whose slots
 * hold plain values or, at the positions `refs` names, the numbers of other nodes. Node 0 is the
 * root. Typed arrays and Dates are kept as values (the structured clone keeps them).
 */
type Node = readonly [kind: Kind, meta: unknown, vals: unknown[], refs: number[]];
enum Kind {
  Array = 0,
  Object = 1,
  Map = 2,
  Set = 3,
  Class = 4,
}

const isValue = (v: unknown): boolean =>
  v === null || typeof v !== 'object' || ArrayBuffer.isView(v) || v instanceof Date;

function encodeGraph(root: object): Node[] {
  const index = new Map<object, number>();
  const queue: object[] = [];
  const classes = new Set<number>();
  const number = (o: object): number => {
    let i = index.get(o);
    if (i === undefined) {
      i = queue.length;
      index.set(o, i);
      queue.push(o);
    }
    return i;
  };
  const slot = (vals: unknown[], refs: number[], v: unknown, keyed = false): void => {
    if (typeof v === 'function' || typeof v === 'symbol') throw new NotSerialisable(typeof v);
    if (isValue(v)) {
      vals.push(v);
      return;
    }
    const i = number(v as object);
    // A class instance as a Map key or Set element could not be put back in place.
    if (keyed && classOf(v as object)) throw new NotSerialisable('class instance as a key');
    refs.push(vals.length);
    vals.push(i);
  };
  number(root);
  const nodes: Node[] = [];
  for (let i = 0; i < queue.length; i++) {
    const value = queue[i] as object;
    const vals: unknown[] = [];
    const refs: number[] = [];
    if (Array.isArray(value)) {
      for (const v of value) slot(vals, refs, v);
      nodes.push([Kind.Array, value.length, vals, refs]);
    } else if (value instanceof Map) {
      for (const [k, v] of value) {
        slot(vals, refs, k, true);
        slot(vals, refs, v);
      }
      nodes.push([Kind.Map, null, vals, refs]);
    } else if (value instanceof Set) {
      for (const v of value) slot(vals, refs, v, true);
      nodes.push([Kind.Set, null, vals, refs]);
    } else {
      const proto = Object.getPrototypeOf(value);
      if (proto === Object.prototype || proto === null) {
        const keys = Object.keys(value);
        for (const k of keys) slot(vals, refs, (value as Record<string, unknown>)[k]);
        nodes.push([Kind.Object, keys, vals, refs]);
      } else {
        const cls = classOf(value);
        if (!cls) throw new NotSerialisable(String(proto?.constructor?.name));
        classes.add(i);
        slot(vals, refs, cls.encode(value));
        nodes.push([Kind.Class, cls.name, vals, refs]);
      }
    }
  }
  return nodes;
}

const classOf = (value: object): SnapshotClass<object> | undefined => {
  const proto = Object.getPrototypeOf(value);
  return SNAPSHOT_CLASSES.find((c) => c.prototype === proto);
};

function decodeGraph(nodes: readonly Node[]): unknown {
  const objects: unknown[] = nodes.map(([kind, meta]) =>
    kind === Kind.Array
      ? new Array(meta as number)
      : kind === Kind.Object
        ? {}
        : kind === Kind.Map
          ? new Map()
          : kind === Kind.Set
            ? new Set()
            : undefined,
  );
  /** Where each class instance goes once rebuilt. */
  const patches = new Map<number, ((instance: unknown) => void)[]>();
  const valuesOf = (node: Node, i: number): unknown[] => {
    const vals = node[2].slice();
    for (const at of node[3]) {
      const target = vals[at] as number;
      if (nodes[target]?.[0] === Kind.Class) {
        const list = patches.get(target) ?? [];
        list.push((instance) => place(i, at, instance));
        patches.set(target, list);
      }
      vals[at] = objects[target];
    }
    return vals;
  };
  const place = (i: number, at: number, v: unknown): void => {
    const node = nodes[i] as Node;
    const o = objects[i];
    if (node[0] === Kind.Array) (o as unknown[])[at] = v;
    else if (node[0] === Kind.Object) (o as Record<string, unknown>)[(node[1] as string[])[at] as string] = v;
    else if (node[0] === Kind.Map) {
      const key = node[2][at - 1];
      (o as Map<unknown, unknown>).set(node[3].includes(at - 1) ? objects[key as number] : key, v);
    }
  };
  for (const [i, node] of nodes.entries()) {
    const [kind, meta] = node;
    if (kind === Kind.Class) continue;
    const vals = valuesOf(node, i);
    const o = objects[i];
    if (kind === Kind.Array) for (let k = 0; k < vals.length; k++) (o as unknown[])[k] = vals[k];
    else if (kind === Kind.Object)
      for (const [k, key] of (meta as string[]).entries()) (o as Record<string, unknown>)[key] = vals[k];
    else if (kind === Kind.Map)
      for (let k = 0; k < vals.length; k += 2) (o as Map<unknown, unknown>).set(vals[k], vals[k + 1]);
    else for (const v of vals) (o as Set<unknown>).add(v);
  }
  // Classes last, the most deeply nested first (a node is numbered after the one that led to it).
  for (let i = nodes.length - 1; i >= 0; i--) {
    const node = nodes[i] as Node;
    if (node[0] !== Kind.Class) continue;
    const cls = SNAPSHOT_CLASSES.find((c) => c.name === node[1]);
    if (!cls) throw new NotSerialisable(String(node[1]));
    const fields = node[3].length > 0 ? objects[node[2][0] as number] : node[2][0];
    const instance = cls.decode(fields);
    objects[i] = instance;
    for (const patch of patches.get(i) ?? []) patch(instance);
  }
  return objects[0];
}

/** The bytes of a fold, or undefined when its state cannot be snapshotted (see above). */
export function encodeSnapshot(head: FoldResult): Uint8Array | undefined {
  try {
    return serialize(encodeGraph(head));
  } catch (e) {
    if (e instanceof NotSerialisable || (e instanceof Error && e.name === 'DataCloneError')) return undefined;
    throw e;
  }
}

/** The fold a snapshot holds, or undefined when it cannot be read (then the log is folded). */
export function decodeSnapshot(data: Uint8Array): FoldResult | undefined {
  try {
    return decodeGraph(deserialize(data) as Node[]) as FoldResult;
  } catch {
    return undefined;
  }
}
