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
  if (size < 4 || (size & (size - 1)) !== 0) throw new RangeError(`FFT size must be a power of two of 4 or more, got ${size}`);
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
    for (let span = 1; span < half; span *= 2) {
      const step = size / span / 2;
      for (let start = 0; start < half; start += span * 2) {
        for (let k = 0; k < span; k++) {
          const wr = cos[k * step]!;
          const wi = sin[k * step]!;
          const a = start + k;
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
    for (let k = 0; k < magnitudes.length; k++) {
      const mirror = (half - k) % half;
      const evenRe = (re[k]! + re[mirror]!) / 2;
      const evenIm = (im[k]! - im[mirror]!) / 2;
      const oddRe = (im[k]! + im[mirror]!) / 2;
      const oddIm = (re[mirror]! - re[k]!) / 2;
      const xr = evenRe + cos[k]! * oddRe - sin[k]! * oddIm;
      const xi = evenIm + cos[k]! * oddIm + sin[k]! * oddRe;
      magnitudes[k] = Math.sqrt(xr * xr + xi * xi);
    }
  };
}
