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
 * Serialisation is format-agnostic: the fold result becomes flat columns (`encodeGraph`), whose
 * typed arrays are laid out aligned and read back in place (`packColumns`) and whose rest goes
 * through `v8.serialize` (the structured clone algorithm: Maps, Sets, typed arrays, shared
 * references and cycles survive). Class instances do not
 * survive that alone (they come back as plain objects), so they are written as tagged plain
 * objects and rebuilt by the classes the formats' manifests name (`snapshotClasses`, formats/manifest.ts); a state holding an instance of
 * any other class, or a function, is not snapshotted at all (`encodeSnapshot` gives undefined) and
 * its competition is folded from its log as before.
 */
import { deserialize, serialize } from 'node:v8';
import type { FoldResult } from '../../core/engine.js';
import type { AnyFormat } from '../../core/format.js';
import { FORMAT_MANIFESTS } from '../../formats/catalog.js';
import type { SnapshotClass } from '../../formats/manifest.js';

/** The classes whose instances fold states hold and snapshots rebuild, of the formats loaded so far. */
const SNAPSHOT_CLASSES: SnapshotClass<object>[] = [];
const classesLoading = new Map<string, Promise<void>>();

/**
 * Loads the snapshot classes a format's manifest names (once per format): call before encoding or
 * decoding a snapshot of that format's competition. A process so loads the classes of the formats
 * it folds and no other (the mail delivery program: one format).
 */
export function loadSnapshotClasses(format: string): Promise<void> {
  let loading = classesLoading.get(format);
  if (!loading) {
    const manifest = FORMAT_MANIFESTS.find((m) => m.name === format);
    loading = (async () => {
      SNAPSHOT_CLASSES.push(...((await manifest?.snapshotClasses?.()) ?? []));
    })();
    classesLoading.set(format, loading);
  }
  return loading;
}

/**
 * Bump when a change of code (the engine, a format's state shape without a format version, this
 * file) makes snapshots written before it wrong: every snapshot is then ignored and rewritten.
 */
export const SNAPSHOT_CODE_VERSION = 6;

/** Write a snapshot once the log has grown by this many events since the last one (or from none). */
export const SNAPSHOT_EVERY = 200;

/** The version a snapshot of a competition in `format` must carry to be used. */
export const snapshotVersion = (format: Pick<AnyFormat, 'name' | 'version'>): string =>
  `${format.name}@${format.version}/${SNAPSHOT_CODE_VERSION}`;

class NotSerialisable extends Error {}

/**
 * The graph as flat columns, nearly all of them typed arrays (the structured clone recurses, and a
 * long persistent list — a round robin's results — is deeper than the stack; one small array per
 * object made a snapshot slower to read back than the fold it saves; and a column of mixed values
 * — 150,000 numbers and strings for a 200-player round robin — took the structured clone longer to
 * read back than building the objects from it, with one new string per occurrence). Node `i` is
 * of `kinds[i]`, with `metas[i]` (an array's length, an object's shape — its keys, listed once in
 * `shapes` — or the index in `strings` of a class's name) and the slots `starts[i] … starts[i + 1]`.
 * Slot `s` is of `tags[s]`, and `values[s]` holds its number, or the index of the node, the string
 * (each distinct string is kept once) or the other value (`others`: booleans, null, undefined,
 * typed arrays, Dates, big integers — which the structured clone keeps) it stands for. Node 0 is
 * the root.
 */
interface Columns {
  readonly kinds: Uint8Array;
  readonly metas: Uint32Array;
  readonly starts: Uint32Array;
  readonly tags: Uint8Array;
  /** Int32Array when every number fits, else Float64Array. */
  readonly values: Int32Array | Float64Array;
  readonly strings: string[];
  readonly others: unknown[];
  readonly shapes: string[][];
}
enum Kind {
  Array = 0,
  Object = 1,
  Map = 2,
  Set = 3,
  Class = 4,
}
enum Tag {
  Number = 0,
  Ref = 1,
  String = 2,
  Other = 3,
  /** A reference read back when its property is first read (`markLazy`). */
  Lazy = 4,
}

const isValue = (v: unknown): boolean =>
  v === null || typeof v !== 'object' || ArrayBuffer.isView(v) || v instanceof Date;

/** Gives each distinct value (by `keyOf`) its index in `list`, adding it there when first seen. */
function numbering<T>(list: T[], keyOf: (v: T) => unknown = (v) => v): (v: T) => number {
  const index = new Map<unknown, number>();
  return (v) => {
    const key = keyOf(v);
    let i = index.get(key);
    if (i === undefined) {
      i = list.length;
      index.set(key, i);
      list.push(v);
    }
    return i;
  };
}

function encodeGraph(root: object): Columns {
  const queue: object[] = [];
  const shapes: string[][] = [];
  const strings: string[] = [];
  const others: unknown[] = [];
  const kinds: number[] = [];
  const metas: number[] = [];
  const starts: number[] = [];
  const tags: number[] = [];
  const values: number[] = [];
  /** The node each node was first reached from (-1: the root), and the slot that reached it. */
  const parents: number[] = [-1];
  const firstSlots: number[] = [-1];
  let int32 = true;
  const string = numbering(strings);
  const shapeOf = numbering(shapes, (keys) => keys.join('\u0000'));
  const nodes = new Map<object, number>([[root, 0]]);
  queue.push(root);
  let current = 0;
  const node = (v: object): number => {
    let i = nodes.get(v);
    if (i === undefined) {
      i = queue.length;
      nodes.set(v, i);
      queue.push(v);
      parents.push(current);
      firstSlots.push(values.length);
    }
    return i;
  };
  const slot = (v: unknown, keyed = false): void => {
    if (typeof v === 'number') {
      if ((v | 0) !== v || Object.is(v, -0)) int32 = false;
      tags.push(Tag.Number);
      values.push(v);
    } else if (typeof v === 'string') {
      tags.push(Tag.String);
      values.push(string(v));
    } else if (typeof v === 'function' || typeof v === 'symbol') {
      throw new NotSerialisable(typeof v);
    } else if (isValue(v)) {
      tags.push(Tag.Other);
      values.push(others.length);
      others.push(v);
    } else {
      // A class instance as a Map key or Set element could not be put back in place.
      if (keyed && classOf(v as object)) throw new NotSerialisable('class instance as a key');
      // (`node` is called first: it notes the slot about to be pushed.)
      values.push(node(v as object));
      tags.push(Tag.Ref);
    }
  };
  for (; current < queue.length; current++) {
    const value = queue[current] as object;
    starts.push(values.length);
    if (Array.isArray(value)) {
      for (const v of value) slot(v);
      kinds.push(Kind.Array);
      metas.push(value.length);
    } else if (value instanceof Map) {
      for (const [k, v] of value) {
        slot(k, true);
        slot(v);
      }
      kinds.push(Kind.Map);
      metas.push(0);
    } else if (value instanceof Set) {
      for (const v of value) slot(v, true);
      kinds.push(Kind.Set);
      metas.push(0);
    } else {
      const proto = Object.getPrototypeOf(value);
      if (proto === Object.prototype || proto === null) {
        const keys = Object.keys(value);
        for (const k of keys) slot((value as Record<string, unknown>)[k]);
        kinds.push(Kind.Object);
        metas.push(shapeOf(keys));
      } else {
        const cls = classOf(value);
        if (!cls) throw new NotSerialisable(String(proto?.constructor?.name));
        slot(cls.encode(value));
        kinds.push(Kind.Class);
        metas.push(string(cls.name));
      }
    }
  }
  starts.push(values.length);
  markLazy(kinds, parents, firstSlots, tags);
  return {
    kinds: new Uint8Array(kinds),
    metas: new Uint32Array(metas),
    starts: new Uint32Array(starts),
    tags: new Uint8Array(tags),
    values: int32 ? new Int32Array(values) : new Float64Array(values),
    strings,
    others,
    shapes,
  };
}

/**
 * Nodes at least this many under a property (counting the nodes first reached through it) are
 * read back only when the property is first read (`Tag.Lazy`).
 */
const LAZY_NODES = 256;

/**
 * Marks the properties read back lazily: a property of a plain object that first reached a part
 * of the graph of at least `LAZY_NODES` nodes without a class instance in it (a class's value is
 * rebuilt whole). Every other reference to a node of such a part stays eager: the part's nodes
 * are read back when any of them is needed, and shared as before.
 */
function markLazy(
  kinds: readonly number[],
  parents: readonly number[],
  firstSlots: readonly number[],
  tags: number[],
) {
  const n = kinds.length;
  const sizes = new Uint32Array(n).fill(1);
  const classes = new Uint8Array(n);
  // A node is numbered after the one that first reached it: children before parents, backwards.
  for (let i = n - 1; i > 0; i--) {
    const parent = parents[i] as number;
    sizes[parent] = (sizes[parent] as number) + (sizes[i] as number);
    if (kinds[i] === Kind.Class || classes[i]) classes[parent] = 1;
  }
  for (let i = 1; i < n; i++) {
    const parent = parents[i] as number;
    if (
      kinds[parent] === Kind.Object &&
      (sizes[i] as number) >= LAZY_NODES &&
      !classes[i] &&
      kinds[i] !== Kind.Class
    )
      tags[firstSlots[i] as number] = Tag.Lazy;
  }
}

const classOf = (value: object): SnapshotClass<object> | undefined => {
  const proto = Object.getPrototypeOf(value);
  return SNAPSHOT_CLASSES.find((c) => c.prototype === proto);
};

/** A graph being read back: the nodes built so far and what is left to build them from. */
interface Reading {
  /** The columns, let go (undefined) once no lazy property is left. */
  columns: Columns | undefined;
  /**
   * The nodes built so far, by number. A Map, not an array of every node: an array as long as the
   * graph (40,000 nodes, 320 KB) is a large object, which V8 promotes to the old generation at the
   * first scavenge it lives through: 4–5 MB of them per scavenge during the cold pages, each
   * holding the nodes it names until the next mark-compact (a scavenge takes every reference
   * from the old generation as a root, dead or alive).
   */
  readonly objects: Map<number, unknown>;
  /** 0: not built; 1: being built (its container made); 2: built. */
  readonly built: Uint8Array;
  /**
   * Lazy properties defined and not yet read: none left means no node is left to build (a node
   * not built is reached only through one of them).
   */
  lazyLeft: number;
}

/**
 * Reads the graph back from its root, leaving every `Tag.Lazy` property as a getter that reads
 * its part when first asked for (then an ordinary property): a cold page of a long competition
 * builds only what it reads (its standings, the rounds' outline, the roster), not the tens of
 * thousands of objects of its results and schedule, which the young generation's collector would
 * otherwise copy while the page renders. The columns are let go once every lazy property is read.
 */
function decodeGraph(columns: Columns): unknown {
  const { kinds, metas, strings } = columns;
  const n = kinds.length;
  for (let i = 0; i < n; i++) {
    if (kinds[i] !== Kind.Class) continue;
    const name = strings[metas[i] as number];
    if (!SNAPSHOT_CLASSES.some((c) => c.name === name)) throw new NotSerialisable(String(name));
  }
  return build({ columns, objects: new Map(), built: new Uint8Array(n), lazyLeft: 0 }, 0);
}

function lazyProperty(reading: Reading, object: object, key: string, target: number): void {
  reading.lazyLeft += 1;
  let settled = false;
  const settle = (value: unknown): void => {
    settled = true;
    Object.defineProperty(object, key, { value, writable: true, enumerable: true, configurable: true });
    reading.lazyLeft -= 1;
    if (reading.lazyLeft === 0) reading.columns = undefined;
  };
  Object.defineProperty(object, key, {
    enumerable: true,
    configurable: true,
    get() {
      if (!settled) settle(build(reading, target));
      return (object as Record<string, unknown>)[key];
    },
    set(value: unknown) {
      if (!settled) settle(value);
    },
  });
}

/** Builds node `root` and every node it reaches but through lazy properties; gives its value. */
function build(reading: Reading, root: number): unknown {
  const { objects, built } = reading;
  if (built[root] === 2) return objects.get(root);
  const { kinds, metas, starts, tags, values } = reading.columns as Columns;
  const made: number[] = [];
  const make = (i: number) => {
    const kind = kinds[i];
    objects.set(
      i,
      kind === Kind.Array
        ? new Array(metas[i] as number)
        : kind === Kind.Object
          ? {}
          : kind === Kind.Map
            ? new Map()
            : kind === Kind.Set
              ? new Set()
              : undefined,
    );
    built[i] = 1;
    made.push(i);
  };
  make(root);
  for (let k = 0; k < made.length; k++) {
    const i = made[k] as number;
    for (let at = starts[i] as number, to = starts[i + 1] as number; at < to; at++) {
      const tag = tags[at];
      if (
        (tag === Tag.Ref || (tag === Tag.Lazy && kinds[i] !== Kind.Object)) &&
        built[values[at] as number] === 0
      )
        make(values[at] as number);
    }
  }
  fill(reading, made);
  for (const i of made) built[i] = 2;
  return objects.get(root);
}

/** Fills the nodes just made (`build`), then rebuilds their class instances and puts them in place. */
function fill(reading: Reading, made: readonly number[]): void {
  const { objects, built } = reading;
  const { kinds, metas, starts, tags, values, strings, others, shapes } = reading.columns as Columns;
  const plain = (at: number): unknown => {
    const tag = tags[at];
    const v = values[at] as number;
    return tag === Tag.Number
      ? v
      : tag === Tag.String
        ? strings[v]
        : tag === Tag.Other
          ? others[v]
          : objects.get(v);
  };
  /** Where each class instance made here goes once rebuilt: its parent node and slot. */
  const patches = new Map<number, [parent: number, at: number][]>();
  const valueAt = (i: number, at: number): unknown => {
    const tag = tags[at];
    if (tag === Tag.Ref || tag === Tag.Lazy) {
      const target = values[at] as number;
      if (kinds[target] === Kind.Class && built[target] === 1) {
        const list = patches.get(target) ?? [];
        list.push([i, at]);
        patches.set(target, list);
      }
    }
    return plain(at);
  };
  for (const i of made) {
    const kind = kinds[i];
    if (kind === Kind.Class) continue;
    const from = starts[i] as number;
    const to = starts[i + 1] as number;
    const o = objects.get(i);
    if (kind === Kind.Array) {
      const array = o as unknown[];
      for (let at = from; at < to; at++) array[at - from] = valueAt(i, at);
    } else if (kind === Kind.Object) {
      const keys = shapes[metas[i] as number] as string[];
      const object = o as Record<string, unknown>;
      for (let at = from; at < to; at++) {
        const key = keys[at - from] as string;
        if (tags[at] === Tag.Lazy) lazyProperty(reading, object, key, values[at] as number);
        else object[key] = valueAt(i, at);
      }
    } else if (kind === Kind.Map) {
      const map = o as Map<unknown, unknown>;
      for (let at = from; at < to; at += 2) map.set(valueAt(i, at), valueAt(i, at + 1));
    } else {
      const set = o as Set<unknown>;
      for (let at = from; at < to; at++) set.add(valueAt(i, at));
    }
  }
  const place = (parent: number, at: number, v: unknown): void => {
    const o = objects.get(parent);
    const from = starts[parent] as number;
    const kind = kinds[parent];
    if (kind === Kind.Array) (o as unknown[])[at - from] = v;
    else if (kind === Kind.Object)
      (o as Record<string, unknown>)[(shapes[metas[parent] as number] as string[])[at - from] as string] = v;
    else if (kind === Kind.Map) (o as Map<unknown, unknown>).set(plain(at - 1), v);
  };
  // Classes last, the most deeply nested first (a node is numbered after the one that led to it).
  const classes = made.filter((i) => kinds[i] === Kind.Class).sort((a, b) => b - a);
  for (const i of classes) {
    const name = strings[metas[i] as number];
    const cls = SNAPSHOT_CLASSES.find((c) => c.name === name);
    if (!cls) throw new NotSerialisable(String(name));
    const instance = cls.decode(plain(starts[i] as number));
    objects.set(i, instance);
    built[i] = 2;
    for (const [parent, where] of patches.get(i) ?? []) place(parent, where, instance);
  }
}

/**
 * What a snapshot keeps: the fold, and the views computed from its state — valid for exactly that
 * state, so that a cold page of an unchanged competition does not compute them again. The
 * standings (the expensive part of a competition's page: a 200-player round robin's take 40 ms)
 * and the rounds' outline (every page's "as of" picker reads it; the rounds with their pairings
 * are as large as the state and would make a cold page read everything back).
 */
export interface Snapshot {
  readonly head: FoldResult;
  readonly views?: SnapshotViews;
}

/** The views of the snapshot's state, as the format computes them (`format.views`). */
export interface SnapshotViews {
  readonly standings?: unknown;
  /** Its rounds without their pairings (`RoundOutline`: what every page's "as of" picker reads). */
  readonly roundOutlines?: unknown;
  /** The format's kept views of the state (core/views.ts `FormatViews.kept`), by name. */
  readonly kept?: Readonly<Record<string, unknown>>;
}

/** The bytes of a fold and its views, or undefined when its state cannot be snapshotted (see above). */
export function encodeSnapshot(head: FoldResult, views?: SnapshotViews): Uint8Array | undefined {
  try {
    return packColumns(encodeGraph(views ? { head, views } : { head }));
  } catch (e) {
    if (e instanceof NotSerialisable || (e instanceof Error && e.name === 'DataCloneError')) return undefined;
    throw e;
  }
}

/** The fold and views a snapshot holds, or undefined when it cannot be read (then the log is folded). */
export function decodeSnapshot(data: Uint8Array): Snapshot | undefined {
  try {
    const columns = unpackColumns(data);
    const snapshot = columns && (decodeGraph(columns) as Snapshot);
    return snapshot && typeof snapshot === 'object' && 'head' in snapshot ? snapshot : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The typed columns, laid out in this order after the rest (`packColumns`). Their bytes are read
 * back in place, as views of the snapshot's bytes: the structured clone copies a typed array
 * into an ArrayBuffer of its own unless it happens to lie aligned in its input, and those copies
 * (a megabyte for a 200-player round robin) made the young generation's ArrayBuffers grow past
 * V8's bound for them (twice the default semi-space) every dozen cold pages. Each time it set off
 * a scavenge ("external memory pressure") and, at the next buffer, a second one (the dead
 * buffers still counted): the second promoted all the first had kept (7 MB), and every second
 * such pair made a mark-compact of 40–60 ms on the main thread (docs/operations.md, "Cold pages").
 */
const TYPED = ['kinds', 'metas', 'starts', 'tags', 'values'] as const;
/** The first word of a snapshot in this layout, in the byte order of the machine that wrote it. */
const MAGIC = 0x41524253;
/** Typed columns start at multiples of 8 bytes (a Float64Array's alignment). */
const ALIGN = 8;
const aligned = (n: number) => Math.ceil(n / ALIGN) * ALIGN;

/** What the structured clone keeps of the columns: all but the typed ones. */
interface Rest {
  readonly strings: string[];
  readonly others: unknown[];
  readonly shapes: string[][];
  readonly lengths: number[];
  readonly float: boolean;
}

/**
 * The columns as bytes: the magic word, the length of the rest (`Rest`, by the structured clone),
 * the rest, then each typed column at an aligned offset (in the machine's byte order: a snapshot
 * read on a machine of the other order fails the magic word and is not used).
 */
function packColumns(columns: Columns): Uint8Array {
  const typed = TYPED.map((k) => columns[k]);
  const { strings, others, shapes } = columns;
  const rest = serialize({
    strings,
    others,
    shapes,
    lengths: typed.map((a) => a.length),
    float: columns.values instanceof Float64Array,
  } satisfies Rest);
  const offsets: number[] = [];
  let end = aligned(8 + rest.length);
  for (const a of typed) {
    offsets.push(end);
    end = aligned(end + a.byteLength);
  }
  const bytes = new Uint8Array(end);
  new Uint32Array(bytes.buffer, 0, 2).set([MAGIC, rest.length]);
  bytes.set(rest, 8);
  for (const [i, a] of typed.entries())
    bytes.set(new Uint8Array(a.buffer, a.byteOffset, a.byteLength), offsets[i] as number);
  return bytes;
}

/** The columns `packColumns` wrote, the typed ones as views of `data` (or undefined: not this layout). */
function unpackColumns(data: Uint8Array): Columns | undefined {
  // A buffer handed out at an unaligned offset (a slice of a pool) is copied once.
  const bytes = data.byteOffset % ALIGN === 0 ? data : new Uint8Array(data);
  if (bytes.byteLength < 8) return undefined;
  const head = new Uint32Array(bytes.buffer, bytes.byteOffset, 2);
  const restLength = head[1] as number;
  if (head[0] !== MAGIC) return undefined;
  const rest = deserialize(bytes.subarray(8, 8 + restLength)) as Rest;
  let at = aligned(8 + restLength);
  const column = <T extends ArrayBufferView>(
    make: new (buffer: ArrayBufferLike, offset: number, length: number) => T,
    length: number,
  ): T => {
    const view = new make(bytes.buffer, bytes.byteOffset + at, length);
    at = aligned(at + view.byteLength);
    return view;
  };
  const [kinds, metas, starts, tags, values] = rest.lengths as [number, number, number, number, number];
  return {
    kinds: column(Uint8Array, kinds),
    metas: column(Uint32Array, metas),
    starts: column(Uint32Array, starts),
    tags: column(Uint8Array, tags),
    values: rest.float ? column(Float64Array, values) : column(Int32Array, values),
    strings: rest.strings,
    others: rest.others,
    shapes: rest.shapes,
  };
}
