/**
 * FIDE's conversion of a percentage score p into a rating difference dp (FIDE Rating
 * Regulations B.02 8.1.1 table, used by C.07 10.2 for the tournament performance rating): dp
 * for p = 0.50 … 1.00 in steps of 0.01; below 0.50, dp(p) = −dp(1 − p).
 */
const DP_FROM_HALF = [
  0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184,
  193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470,
  501, 538, 589, 677, 800,
];

/** dp for a percentage given in hundredths (0 … 100). */
export function dpOf(hundredths: number): number {
  if (!Number.isInteger(hundredths) || hundredths < 0 || hundredths > 100)
    throw new RangeError(`dpOf(${hundredths}) needs whole hundredths 0 … 100`);
  return hundredths >= 50
    ? (DP_FROM_HALF[hundredths - 50] as number)
    : -(DP_FROM_HALF[50 - hundredths] as number);
}
