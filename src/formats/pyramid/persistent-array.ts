/**
 * An immutable array that is cheap to change: the items live in chunks of 32, and a change copies
 * only the list of chunks and the chunks it touches. The pyramid's states change a few players at
 * every event of a fold; copying the whole list of players each time was what made long replays
 * slow (PYR-0 refolds whole logs).
 */

const BITS = 5;
const SIZE = 1 << BITS;
const MASK = SIZE - 1;

export class PersistentArray<T> implements Iterable<T> {
  private constructor(
    private readonly chunks: readonly (readonly T[])[],
    readonly length: number,
  ) {}

  static of<T>(items: readonly T[]): PersistentArray<T> {
    const chunks: T[][] = [];
    for (let i = 0; i < items.length; i += SIZE) chunks.push(items.slice(i, i + SIZE));
    return new PersistentArray(chunks, items.length);
  }

  get(index: number): T | undefined {
    return index >= 0 && index < this.length ? this.chunks[index >> BITS]?.[index & MASK] : undefined;
  }

  /** Collects several changes, applied with one copy of each chunk they touch. */
  draft(): ArrayDraft<T> {
    return new ArrayDraft(this);
  }

  /** A copy with `values[k]` at `indexes[k]` (indexes out of range are ignored). */
  withAll(indexes: readonly number[], values: readonly T[]): PersistentArray<T> {
    if (indexes.length === 0) return this;
    const chunks = this.chunks.slice();
    const copied: number[] = [];
    for (let k = 0; k < indexes.length; k++) {
      const index = indexes[k] as number;
      if (index < 0 || index >= this.length) continue;
      const c = index >> BITS;
      if (!copied.includes(c)) {
        chunks[c] = (chunks[c] as readonly T[]).slice();
        copied.push(c);
      }
      (chunks[c] as T[])[index & MASK] = values[k] as T;
    }
    return new PersistentArray(chunks, this.length);
  }

  with(index: number, value: T): PersistentArray<T> {
    if (index < 0 || index >= this.length) return this;
    const chunks = this.chunks.slice();
    const chunk = (chunks[index >> BITS] as readonly T[]).slice();
    chunk[index & MASK] = value;
    chunks[index >> BITS] = chunk;
    return new PersistentArray(chunks, this.length);
  }

  append(value: T): PersistentArray<T> {
    const chunks = this.chunks.slice();
    const c = this.length >> BITS;
    chunks[c] = [...(chunks[c] ?? []), value];
    return new PersistentArray(chunks, this.length + 1);
  }

  *[Symbol.iterator](): Iterator<T> {
    for (const chunk of this.chunks) yield* chunk;
  }

  toArray(): T[] {
    return this.chunks.flat() as T[];
  }
}

/** Pending changes to a persistent array; reads see them, `done` applies them all at once. */
export class ArrayDraft<T> {
  private readonly indexes: number[] = [];
  private readonly values: T[] = [];

  constructor(private readonly base: PersistentArray<T>) {}

  get(index: number): T | undefined {
    const k = this.indexes.indexOf(index);
    return k >= 0 ? this.values[k] : this.base.get(index);
  }

  set(index: number, value: T): void {
    const k = this.indexes.indexOf(index);
    if (k >= 0) this.values[k] = value;
    else {
      this.indexes.push(index);
      this.values.push(value);
    }
  }

  done(): PersistentArray<T> {
    return this.base.withAll(this.indexes, this.values);
  }
}
