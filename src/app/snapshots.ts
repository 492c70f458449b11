/**
 * Snapshots of folded states (issue #29): a competition's fold kept beside its log, so that a
 * competition opened cold does not fold its whole log again. A snapshot is never the truth: it is
 * used only when its version is this code's for the competition's format (format name, format
 * version and `SNAPSHOT_CODE_VERSION`), and only up to its sequence number — the events after it
 * are folded onto it as onto a cached fold (`extendFold`), and where that cannot be (a late entry,
 * a correction) the whole log is folded as before. A missing, stale or unreadable snapshot is the
 * same as none.
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
import { Round } from '../formats/championship/state.js';
import { PersistentArray } from '../formats/pyramid/persistent-array.js';

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

interface SnapshotClass<T extends object> {
  readonly name: string;
  readonly prototype: object;
  /** The instance's content, as plain data (itself encoded further). */
  encode(value: T): unknown;
  /** The instance again, from its decoded content. */
  decode(fields: unknown): T;
}

/** The classes whose instances fold states hold and snapshots rebuild. */
const SNAPSHOT_CLASSES: readonly SnapshotClass<object>[] = [
  {
    name: 'PersistentArray',
    prototype: PersistentArray.prototype,
    encode: (value) => (value as PersistentArray<unknown>).toArray(),
    decode: (fields) => PersistentArray.of(fields as unknown[]),
  } satisfies SnapshotClass<PersistentArray<unknown>> as SnapshotClass<object>,
  {
    name: 'championship Round',
    prototype: Round.prototype,
    encode: (r) => {
      const { round, seq, method, pairings, slot, recorded, chunks } = r as Round;
      return { round, seq, method, pairings, slot, recorded, chunks };
    },
    decode: (fields) => {
      const f = fields as Round;
      return new Round(f.round, f.seq, f.method, f.pairings, f.slot, f.recorded, f.chunks);
    },
  } satisfies SnapshotClass<Round> as SnapshotClass<object>,
];

const TAG = '\u0000class';

class NotSerialisable extends Error {}

function encodeGraph(root: unknown): unknown {
  const seen = new Map<object, unknown>();
  const walk = (value: unknown): unknown => {
    if (typeof value === 'function' || typeof value === 'symbol') throw new NotSerialisable(typeof value);
    if (value === null || typeof value !== 'object') return value;
    const known = seen.get(value);
    if (known !== undefined) return known;
    // Typed arrays (and Dates) the structured clone keeps as they are.
    if (ArrayBuffer.isView(value) || value instanceof Date) return value;
    if (Array.isArray(value)) {
      const out: unknown[] = new Array(value.length);
      seen.set(value, out);
      for (let i = 0; i < value.length; i++) out[i] = walk(value[i]);
      return out;
    }
    if (value instanceof Map) {
      const out = new Map();
      seen.set(value, out);
      for (const [k, v] of value) out.set(walk(k), walk(v));
      return out;
    }
    if (value instanceof Set) {
      const out = new Set();
      seen.set(value, out);
      for (const v of value) out.add(walk(v));
      return out;
    }
    const proto = Object.getPrototypeOf(value);
    if (proto === Object.prototype || proto === null) {
      const out: Record<string, unknown> = {};
      seen.set(value, out);
      for (const key of Object.keys(value)) out[key] = walk((value as Record<string, unknown>)[key]);
      return out;
    }
    const cls = SNAPSHOT_CLASSES.find((c) => c.prototype === proto);
    if (!cls) throw new NotSerialisable(String(proto?.constructor?.name));
    const out: Record<string, unknown> = { [TAG]: cls.name };
    seen.set(value, out);
    out.fields = walk(cls.encode(value));
    return out;
  };
  return walk(root);
}

function decodeGraph(root: unknown): unknown {
  const seen = new Map<object, unknown>();
  const walk = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    const known = seen.get(value);
    if (known !== undefined) return known;
    if (ArrayBuffer.isView(value) || value instanceof Date) return value;
    if (Array.isArray(value)) {
      seen.set(value, value);
      for (let i = 0; i < value.length; i++) value[i] = walk(value[i]);
      return value;
    }
    if (value instanceof Map) {
      const out = new Map();
      seen.set(value, out);
      for (const [k, v] of value) out.set(walk(k), walk(v));
      return out;
    }
    if (value instanceof Set) {
      const out = new Set();
      seen.set(value, out);
      for (const v of value) out.add(walk(v));
      return out;
    }
    const record = value as Record<string, unknown>;
    const tag = record[TAG];
    if (typeof tag === 'string') {
      const cls = SNAPSHOT_CLASSES.find((c) => c.name === tag);
      if (!cls) throw new NotSerialisable(tag);
      const rebuilt = cls.decode(walk(record.fields));
      seen.set(value, rebuilt);
      return rebuilt;
    }
    seen.set(value, value);
    for (const key of Object.keys(record)) record[key] = walk(record[key]);
    return value;
  };
  return walk(root);
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
    return decodeGraph(deserialize(data)) as FoldResult;
  } catch {
    return undefined;
  }
}
