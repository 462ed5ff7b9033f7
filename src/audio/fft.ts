/**
 * The magnitude spectrum of a real frame whose length is a power of two. The frame's even and odd
 * samples are taken as one complex signal of half the length, transformed by an iterative radix-2
 * FFT and pulled apart again: half the work of transforming the real frame as complex numbers,
 * which the build pays for every analysed frame of every master. Allocation-free per call: the
 * buffers and tables are made once per frame size, and kept: an import makes an analyser per
 * master, and V8 drops the optimised code of a hot loop that had inlined a transform when that
 * transform is collected (measured: a worker's tempo and key took twice as long).
 */
const plans = new Map<number, (frame: Float32Array, magnitudes: Float32Array) => void>();
export function createSpectrum(size: number): (frame: Float32Array, magnitudes: Float32Array) => void {
  const known = plans.get(size);
  if (known) return known;
  const made = plan(size);
  plans.set(size, made);
  return made;
}
/** Calls do not overlap (each runs to its end), so one plan's buffers serve every caller. */
function plan(size: number): (frame: Float32Array, magnitudes: Float32Array) => void {
  if (size < 4 || (size & (size - 1)) !== 0)
    throw new RangeError(`FFT size must be a power of two of 4 or more, got ${size}`);
  const half = size / 2;
  // Plain arrays of doubles, not typed arrays: once any ArrayBuffer in the thread has been
  // detached (a WASM decoder's or encoder's memory growing does it), V8 checks for that on every
  // typed array access in optimised code, and this transform took a third longer in an import worker.
  const re: number[] = Array.from({ length: half }, () => 0.5);
  const im: number[] = Array.from({ length: half }, () => 0.5);
  // e^(-2πij/size): the half-length transform's twiddles are every other one.
  const cos: number[] = Array.from({ length: half }, (_, j) => Math.cos((2 * Math.PI * j) / size));
  const sin: number[] = Array.from({ length: half }, (_, j) => -Math.sin((2 * Math.PI * j) / size));
  const bits = Math.log2(half);
  const reversed: number[] = Array.from({ length: half }, (_, i) => {
    let r = 0;
    for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
    return r;
  });
  return (frame, magnitudes) => {
    for (let n = 0; n < half; n++) {
      re[reversed[n]!] = frame[2 * n]!;
      im[reversed[n]!] = frame[2 * n + 1]!;
    }
    // The first two stages at once, four points at a time: their twiddles are 1 and -i, so they
    // are sums and swaps alone, and their short inner loops were most of a small frame's overhead.
    let span = 1;
    if (half >= 4) {
      span = 4;
      for (let s = 0; s < half; s += 4) {
        const sumRe = re[s]! + re[s + 1]!;
        const sumIm = im[s]! + im[s + 1]!;
        const diffRe = re[s]! - re[s + 1]!;
        const diffIm = im[s]! - im[s + 1]!;
        const nextSumRe = re[s + 2]! + re[s + 3]!;
        const nextSumIm = im[s + 2]! + im[s + 3]!;
        const nextDiffRe = re[s + 2]! - re[s + 3]!;
        const nextDiffIm = im[s + 2]! - im[s + 3]!;
        re[s] = sumRe + nextSumRe;
        im[s] = sumIm + nextSumIm;
        re[s + 2] = sumRe - nextSumRe;
        im[s + 2] = sumIm - nextSumIm;
        re[s + 1] = diffRe + nextDiffIm;
        im[s + 1] = diffIm - nextDiffRe;
        re[s + 3] = diffRe - nextDiffIm;
        im[s + 3] = diffIm + nextDiffRe;
      }
    }
    for (; span < half; span *= 2) {
      const step = size / span / 2;
      // Twiddle by twiddle, each butterfly that takes it: one load of it per stage, not per butterfly.
      for (let k = 0; k < span; k++) {
        const wr = cos[k * step]!;
        const wi = sin[k * step]!;
        for (let a = k; a < half; a += span * 2) {
          const b = a + span;
          const xr = re[b]! * wr - im[b]! * wi;
          const xi = re[b]! * wi + im[b]! * wr;
          re[b] = re[a]! - xr;
          im[b] = im[a]! - xi;
          re[a] = re[a]! + xr;
          im[a] = im[a]! + xi;
        }
      }
    }
    // Bin k of the real frame from bins k and half - k of the complex one: their even part is the
    // even samples' spectrum, their odd part the odd samples', which bin k's twiddle turns into place.
    // Bin 0 is its own mirror, and the sum of the two.
    magnitudes[0] = Math.abs(re[0]! + im[0]!);
    for (let k = 1; k < half; k++) {
      const mirror = half - k;
      const evenRe = (re[k]! + re[mirror]!) * 0.5;
      const evenIm = (im[k]! - im[mirror]!) * 0.5;
      const oddRe = (im[k]! + im[mirror]!) * 0.5;
      const oddIm = (re[mirror]! - re[k]!) * 0.5;
      const xr = evenRe + cos[k]! * oddRe - sin[k]! * oddIm;
      const xi = evenIm + cos[k]! * oddIm + sin[k]! * oddRe;
      magnitudes[k] = Math.sqrt(xr * xr + xi * xi);
    }
  };
}
