/**
 * A persistent list, newest first: adding an item shares the rest, so a fold that adds one item
 * per event never copies what it has (results of a round robin, a pyramid's finished games, a
 * league player's history). Loops walk it directly: `for (let c = list; c; c = c.tail) c.head`.
 */

export interface List<T> {
  readonly head: T;
  readonly tail: List<T> | null;
}

export const prepend = <T>(list: List<T> | null, item: T): List<T> => ({ head: item, tail: list });

/** The items oldest first. */
export function listToArray<T>(list: List<T> | null): T[] {
  const out: T[] = [];
  for (let cell = list; cell; cell = cell.tail) out.push(cell.head);
  return out.reverse();
}

/** The newest item that matches, if any. */
export function findInList<T>(list: List<T> | null, matches: (item: T) => boolean): T | undefined {
  for (let cell = list; cell; cell = cell.tail) if (matches(cell.head)) return cell.head;
  return undefined;
}

/** The list with `old` replaced by `item`, copying only the cells in front of it (unchanged if absent). */
export function replaceInList<T>(list: List<T> | null, old: T, item: T): List<T> | null {
  const before: T[] = [];
  let cell = list;
  while (cell && cell.head !== old) {
    before.push(cell.head);
    cell = cell.tail;
  }
  if (!cell) return list;
  let rebuilt: List<T> = { head: item, tail: cell.tail };
  for (let i = before.length - 1; i >= 0; i--) rebuilt = { head: before[i] as T, tail: rebuilt };
  return rebuilt;
}
