/**
 * Exact integers of a few hundred bits as fixed runs of number limbs in one Float64Array, for
 * arithmetic that must not allocate: the matcher's slack tests and dual moves (issue #28, the
 * collector's share of a round was mostly the bigint temporaries of those). A value lives in a
 * *slot*; `sign` and `store` take up to four slots, `a + b − c − d` (pass `ZERO` for a missing
 * one), so the common sums cost no temporary at all.
 *
 * A value is `Σ limb[i]·2^(50·i)`: every limb but the top one in [0, 2^50), the top one signed.
 * A sum of four values then has limbs in (−2^51, 2^51), exact in a double; `sign` reads them from
 * the top and stops once the part above decides (the limbs below sum to less than 2·2^(50·i) in
 * magnitude). The limb count grows (`widen`) when a value of more bits is `set`, with room above
 * for the sums of a few such values.
 */

const BITS = 50;
const BASE = 2 ** BITS;
const INV_BASE = 2 ** -BITS;
const MASK = (1n << BigInt(BITS)) - 1n;
/** Bits left free above the widest value `set`: duals and keys are sums of a few values. */
const HEADROOM = 20;

/** The slot that holds 0 (never written). */
export const ZERO = 0;

export class LimbSlots {
  /** Limbs per slot (two at least, so that the lowest limb is never the signed one). */
  limbs = 2;
  private mem: Float64Array;

  constructor(private slots: number) {
    this.mem = new Float64Array(slots * this.limbs);
  }

  get count(): number {
    return this.slots;
  }

  /** Makes room for `slots` slots in all (new ones hold 0). */
  grow(slots: number): void {
    if (slots <= this.slots) return;
    const mem = new Float64Array(slots * this.limbs);
    mem.set(this.mem);
    this.mem = mem;
    this.slots = slots;
  }

  set(slot: number, value: bigint): void {
    const bits = (value < 0n ? -value : value).toString(16).length * 4;
    if (bits + HEADROOM > this.limbs * BITS) this.widen(Math.ceil((bits + HEADROOM) / BITS));
    const k = this.limbs;
    let x = value;
    for (let i = 0; i < k - 1; i++) {
      this.mem[slot * k + i] = Number(x & MASK);
      x >>= BigInt(BITS);
    }
    this.mem[slot * k + k - 1] = Number(x);
  }

  get(slot: number): bigint {
    const k = this.limbs;
    let x = BigInt(this.mem[slot * k + k - 1] as number);
    for (let i = k - 2; i >= 0; i--) x = (x << BigInt(BITS)) + BigInt(this.mem[slot * k + i] as number);
    return x;
  }

  /** Re-lays every slot with `limbs` limbs each (the value of each unchanged). */
  private widen(limbs: number): void {
    const old = this.mem;
    const k = this.limbs;
    this.mem = new Float64Array(this.slots * limbs);
    this.limbs = limbs;
    for (let s = 0; s < this.slots; s++) {
      for (let i = 0; i < k; i++) this.mem[s * limbs + i] = old[s * k + i] as number;
      this.store(s, s, ZERO, ZERO, ZERO);
    }
  }

  /** The sign (−1, 0, 1) of a + b − c − d. */
  sign(a: number, b: number, c: number, d: number): number {
    const m = this.mem;
    const k = this.limbs;
    let r = 0;
    for (let i = k - 1; i >= 0; i--) {
      r =
        r * BASE +
        ((m[a * k + i] as number) +
          (m[b * k + i] as number) -
          (m[c * k + i] as number) -
          (m[d * k + i] as number));
      if (r >= 2) return 1;
      if (r <= -2) return -1;
    }
    return r > 0 ? 1 : r < 0 ? -1 : 0;
  }

  /** The sign (−1, 0, 1) of a + b − c: `sign` without a fourth slot to read (the matcher's slack test). */
  sign3(a: number, b: number, c: number): number {
    const m = this.mem;
    const k = this.limbs;
    const ak = a * k;
    const bk = b * k;
    const ck = c * k;
    let r = 0;
    for (let i = k - 1; i >= 0; i--) {
      r = r * BASE + ((m[ak + i] as number) + (m[bk + i] as number) - (m[ck + i] as number));
      if (r >= 2) return 1;
      if (r <= -2) return -1;
    }
    return r > 0 ? 1 : r < 0 ? -1 : 0;
  }

  /** Sets slot `dst` to a + b − c − d (`dst` may be one of them). */
  store(dst: number, a: number, b: number, c: number, d: number): void {
    const m = this.mem;
    const k = this.limbs;
    let carry = 0;
    for (let i = 0; i < k; i++) {
      const t =
        (m[a * k + i] as number) +
        (m[b * k + i] as number) -
        (m[c * k + i] as number) -
        (m[d * k + i] as number) +
        carry;
      if (i === k - 1) {
        // Exactness: four top limbs below 2^50 sum exactly in a double (HEADROOM keeps them far below).
        if (Math.abs(t) >= BASE) throw new RangeError('limbs: a value outgrew its slot');
        m[dst * k + i] = t;
      } else {
        carry = Math.floor(t * INV_BASE);
        m[dst * k + i] = t - carry * BASE;
      }
    }
  }

  /** Halves the value in `slot`, rounding down. */
  halve(slot: number): void {
    const m = this.mem;
    const k = this.limbs;
    let high = 0;
    for (let i = k - 1; i >= 0; i--) {
      const x = m[slot * k + i] as number;
      const half = Math.floor(x / 2);
      m[slot * k + i] = half + high;
      high = (x - 2 * half) * (BASE / 2);
    }
  }

  isZero(slot: number): boolean {
    return this.sign(slot, ZERO, ZERO, ZERO) === 0;
  }

  isOdd(slot: number): boolean {
    return (this.mem[slot * this.limbs] as number) % 2 === 1;
  }
}
