/**
 * The classes whose instances the formats' fold states hold, with how a snapshot of a folded
 * state (app/competitions/snapshots.ts) writes and rebuilds them: the one list that names them, beside the
 * other lists of the formats. A state holding an instance of a class not listed here is not
 * snapshotted.
 */
import { Round } from './championship/state.js';
import { PersistentArray } from './pyramid/persistent-array.js';

export interface SnapshotClass<T extends object> {
  readonly name: string;
  readonly prototype: object;
  /** The instance's content, as plain data (itself encoded further). */
  encode(value: T): unknown;
  /** The instance again, from its decoded content. */
  decode(fields: unknown): T;
}

/** The classes whose instances fold states hold and snapshots rebuild. */
export const SNAPSHOT_CLASSES: readonly SnapshotClass<object>[] = [
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
