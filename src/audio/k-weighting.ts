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
