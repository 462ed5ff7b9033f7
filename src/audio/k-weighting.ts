/**
 * The K-weighting of ITU-R BS.1770-4: a high shelf (the head's effect, about +4 dB above
 * 1.5 kHz) then a high-pass near 38 Hz (the "RLB" curve). The standard prints the biquads
 * for 48 kHz only; like libebur128 and ffmpeg, the coefficients here come from the analogue
 * prototypes through the bilinear transform, so every sample rate gets the same curve.
 */

export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/** The two stages for `sampleRate`, in the order the signal passes them. */
export function kWeighting(sampleRate: number): [Biquad, Biquad] {
  // The prototypes' constants as libebur128 derived them from the standard's 48 kHz filters.
  let f0 = 1681.974450955533;
  const gainDb = 3.999843853973347;
  let q = 0.7071752369554196;
  let k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf: Biquad = {
    b0: (vh + (vb * k) / q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  };
  f0 = 38.13547087602444;
  q = 0.5003270373238773;
  k = Math.tan((Math.PI * f0) / sampleRate);
  a0 = 1 + k / q + k * k;
  // The standard's high-pass keeps an unnormalised numerator (1, -2, 1): its gain at 1 kHz is 1.
  const highPass: Biquad = { b0: 1, b1: -2, b2: 1, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / q + k * k) / a0 };
  return [shelf, highPass];
}

/**
 * The K-weighting's sample loop, the one the loudness meter and the energy curve both run: per
 * channel, both stages in direct form I in double precision, their state carried from one call to
 * the next. Each call gives a stretch's sum of squares of the K-weighted signal. A class, as V8
 * keeps one method's optimised sample loop from one meter to the next.
 */
export class KWeightingFilter {
  private readonly shelf: Biquad;
  private readonly highPass: Biquad;
  /** Per channel: x1 x2 y1 y2 z1 z2. */
  private readonly state: Float64Array[];
  /** After `pair`: each channel's sum of squares. */
  readonly squares = new Float64Array(2);
  /** After `pair`: each channel's largest magnitude, as a float's bits and as the float. */
  private readonly bits = new Int32Array(2);
  readonly peaks = new Float32Array(this.bits.buffer);
  /** The integer views `pair` reads magnitudes through, made again only when a channel's buffer changes (a decoder reuses its own). */
  private left: Float32Array = new Float32Array(0);
  private leftBits: Int32Array = new Int32Array(0);
  private right: Float32Array = new Float32Array(0);
  private rightBits: Int32Array = new Int32Array(0);

  constructor(sampleRate: number, channels: number) {
    [this.shelf, this.highPass] = kWeighting(sampleRate);
    this.state = Array.from({ length: channels }, () => new Float64Array(6));
  }

  /** Every `step`th sample of `x[from..to)` through channel `c`'s filters: the sum of their squares. */
  sumOfSquares(c: number, x: Float32Array, from: number, to: number, step = 1): number {
    const s = this.state[c]!;
    const { b0: sb0, b1: sb1, b2: sb2, a1: sa1, a2: sa2 } = this.shelf;
    const { a1: ha1, a2: ha2 } = this.highPass;
    let x1 = s[0]!;
    let x2 = s[1]!;
    let y1 = s[2]!;
    let y2 = s[3]!;
    let z1 = s[4]!;
    let z2 = s[5]!;
    let squares = 0;
    for (let i = from; i < to; i += step) {
      const v = x[i]!;
      const y = sb0 * v + sb1 * x1 + sb2 * x2 - sa1 * y1 - sa2 * y2;
      x2 = x1;
      x1 = v;
      // The high-pass's numerator is (1, -2, 1), as the standard gives it.
      const z = y - 2 * y1 + y2 - ha1 * z1 - ha2 * z2;
      y2 = y1;
      y1 = y;
      z2 = z1;
      z1 = z;
      squares += z * z;
    }
    keep(s, x1, x2, y1, y2, z1, z2);
    return squares;
  }

  /**
   * `left[from..to)` and `right[from..to)` as channels 0 and 1, in one loop, for the loudness
   * meter: their sums in `squares`, and their largest magnitudes in `peaks` (its true peak starts
   * from them; in this loop, which waits on the filters' feedback, they cost next to nothing).
   */
  pair(left: Float32Array, right: Float32Array, from: number, to: number): void {
    // The largest magnitude from the samples' bits (a float's magnitude orders as its bits do), by a
    // branch-free integer max: a float compare's branches stalled this loop a third of its time.
    if (left !== this.left) [this.left, this.leftBits] = [left, bitsOf(left)];
    if (right !== this.right) [this.right, this.rightBits] = [right, bitsOf(right)];
    const { leftBits, rightBits } = this;
    const [l, r] = this.state as [Float64Array, Float64Array];
    const { b0: sb0, b1: sb1, b2: sb2, a1: sa1, a2: sa2 } = this.shelf;
    const { a1: ha1, a2: ha2 } = this.highPass;
    let lx1 = l[0]!;
    let lx2 = l[1]!;
    let ly1 = l[2]!;
    let ly2 = l[3]!;
    let lz1 = l[4]!;
    let lz2 = l[5]!;
    let rx1 = r[0]!;
    let rx2 = r[1]!;
    let ry1 = r[2]!;
    let ry2 = r[3]!;
    let rz1 = r[4]!;
    let rz2 = r[5]!;
    let leftSquares = 0;
    let rightSquares = 0;
    let leftLoudest = 0;
    let rightLoudest = 0;
    for (let i = from; i < to; i++) {
      const u = left[i]!;
      const v = right[i]!;
      const lb = leftBits[i]! & 0x7fffffff;
      const rb = rightBits[i]! & 0x7fffffff;
      leftLoudest -= (leftLoudest - lb) & ((leftLoudest - lb) >> 31);
      rightLoudest -= (rightLoudest - rb) & ((rightLoudest - rb) >> 31);
      const ly = sb0 * u + sb1 * lx1 + sb2 * lx2 - sa1 * ly1 - sa2 * ly2;
      const ry = sb0 * v + sb1 * rx1 + sb2 * rx2 - sa1 * ry1 - sa2 * ry2;
      lx2 = lx1;
      lx1 = u;
      rx2 = rx1;
      rx1 = v;
      const lz = ly - 2 * ly1 + ly2 - ha1 * lz1 - ha2 * lz2;
      const rz = ry - 2 * ry1 + ry2 - ha1 * rz1 - ha2 * rz2;
      ly2 = ly1;
      ly1 = ly;
      ry2 = ry1;
      ry1 = ry;
      lz2 = lz1;
      lz1 = lz;
      rz2 = rz1;
      rz1 = rz;
      leftSquares += lz * lz;
      rightSquares += rz * rz;
    }
    keep(l, lx1, lx2, ly1, ly2, lz1, lz2);
    keep(r, rx1, rx2, ry1, ry2, rz1, rz2);
    this.squares[0] = leftSquares;
    this.squares[1] = rightSquares;
    this.bits[0] = leftLoudest;
    this.bits[1] = rightLoudest;
  }
}

const bitsOf = (x: Float32Array) => new Int32Array(x.buffer, x.byteOffset, x.length);

/** A channel's filter memory, stored back once a block: the loops keep it in locals, which V8 holds in registers. */
function keep(state: Float64Array, x1: number, x2: number, y1: number, y2: number, z1: number, z2: number): void {
  state[0] = x1;
  state[1] = x2;
  state[2] = y1;
  state[3] = y2;
  state[4] = z1;
  state[5] = z2;
}
