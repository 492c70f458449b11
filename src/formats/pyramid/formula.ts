/**
 * Geometry of the pyramid and the challenge formula.
 *
 * Level L has L places (PYR-1); the places are numbered through from the pharaoh down, left to
 * right, as slots 0, 1, 2 …, so a slot number is also the order of rank ("better placed" = smaller
 * slot). reach(L) is the highest level a player on level L may challenge (PYR-3): reach(1) = 1 and,
 * for L ≥ 2, the smallest M < L with L ≤ M + reach(M). Because M + reach(M) never decreases, the
 * levels a player on L may challenge are exactly reach(L) … L − 1.
 */

/** A place in the pyramid: level 1 is the pharaoh; index 1 is the leftmost place of a level. */
export interface Place {
  readonly level: number;
  readonly index: number;
}

/** The first slot of a level. */
export const levelStart = (level: number): number => (level * (level - 1)) / 2;

export const slotOf = (place: Place): number => levelStart(place.level) + place.index - 1;

export const isPlace = (place: Place): boolean =>
  Number.isInteger(place.level) &&
  Number.isInteger(place.index) &&
  place.level >= 1 &&
  place.index >= 1 &&
  place.index <= place.level;

export function levelOfSlot(slot: number): number {
  let level = Math.floor((1 + Math.sqrt(1 + 8 * slot)) / 2);
  // Guard against rounding of the square root for very large slots.
  while (levelStart(level) > slot) level -= 1;
  while (levelStart(level + 1) <= slot) level += 1;
  return level;
}

export function placeOfSlot(slot: number): Place {
  const level = levelOfSlot(slot);
  return { level, index: slot - levelStart(level) + 1 };
}

/** `(3,1)`: how the rules and the club write a place. */
export const formatPlace = (place: Place): string => `(${place.level},${place.index})`;

/** Levels needed for a number of slots (the last one possibly not full). */
export const levelCount = (slots: number): number => (slots === 0 ? 0 : levelOfSlot(slots - 1));

// reach(L) at index L, grown on demand; index 0 is unused.
const REACH: number[] = [0, 1];

/** PYR-3: the highest level (smallest number) a player on `level` may challenge. */
export function reach(level: number): number {
  if (!Number.isInteger(level) || level < 1) throw new RangeError(`reach(${level}) needs a level ≥ 1`);
  for (let l = REACH.length; l <= level; l++) {
    // The answer for l is never smaller than the answer for l − 1 (both sides are monotone).
    let m = REACH[l - 1] as number;
    while (m + (REACH[m] as number) < l) m += 1;
    REACH[l] = m;
  }
  return REACH[level] as number;
}

/** PYR-3: the levels a player on `level` may challenge, or undefined for the pharaoh. */
export function challengeRange(level: number): { readonly from: number; readonly to: number } | undefined {
  return level < 2 ? undefined : { from: reach(level), to: level - 1 };
}

/** PYR-3: a player on level `challenger` may challenge a player on level `defender`. */
export const mayChallengeLevel = (challenger: number, defender: number): boolean =>
  defender < challenger && challenger <= defender + reach(defender);
