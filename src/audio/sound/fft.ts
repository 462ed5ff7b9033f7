/**
 * The magnitude spectrum of a frame whose length is a power of two: an iterative radix-2 FFT on
 * the frame as real input (imaginary parts zero). Small and allocation-free per call: the
 * buffers and the twiddle table are made once per frame size.
 */
export function createSpectrum(size: number): (frame: Float32Array, magnitudes: Float32Array) => void {
  if (size < 2 || (size & (size - 1)) !== 0) throw new RangeError(`FFT size must be a power of two, got ${size}`);
  const re = new Float64Array(size);
  const im = new Float64Array(size);
  const cos = new Float64Array(size / 2);
  const sin = new Float64Array(size / 2);
  for (let i = 0; i < size / 2; i++) {
    cos[i] = Math.cos((2 * Math.PI * i) / size);
    sin[i] = -Math.sin((2 * Math.PI * i) / size);
  }
  const bits = Math.log2(size);
  const reversed = new Uint32Array(size);
  for (let i = 0; i < size; i++) {
    let r = 0;
    for (let b = 0; b < bits; b++) r |= ((i >> b) & 1) << (bits - 1 - b);
    reversed[i] = r;
  }
  return (frame, magnitudes) => {
    for (let i = 0; i < size; i++) {
      re[reversed[i]!] = frame[i]!;
      im[i] = 0;
    }
    for (let half = 1; half < size; half *= 2) {
      const step = size / (half * 2);
      for (let start = 0; start < size; start += half * 2) {
        for (let k = 0; k < half; k++) {
          const t = k * step;
          const a = start + k;
          const b = a + half;
          const xr = re[b]! * cos[t]! - im[b]! * sin[t]!;
          const xi = re[b]! * sin[t]! + im[b]! * cos[t]!;
          re[b] = re[a]! - xr;
          im[b] = im[a]! - xi;
          re[a] = re[a]! + xr;
          im[a] = im[a]! + xi;
        }
      }
    }
    for (let k = 0; k < magnitudes.length; k++) magnitudes[k] = Math.sqrt(re[k]! * re[k]! + im[k]! * im[k]!);
  };
}
