/** Sample-level building blocks shared by the instruments and the mix. Mono, float, at SAMPLE_RATE. */
export const SAMPLE_RATE = 32000;

export const midiToHz = (midi: number): number => 440 * 2 ** ((midi - 69) / 12);

export const seconds = (s: number): number => Math.round(s * SAMPLE_RATE);

/** RBJ biquad; coefficients can be changed between blocks while the state carries on. */
export class Biquad {
  private b0 = 1;
  private b1 = 0;
  private b2 = 0;
  private a1 = 0;
  private a2 = 0;
  private x1 = 0;
  private x2 = 0;
  private y1 = 0;
  private y2 = 0;

  static lowpass(freq: number, q = Math.SQRT1_2): Biquad {
    return new Biquad().setLowpass(freq, q);
  }

  static highpass(freq: number, q = Math.SQRT1_2): Biquad {
    return new Biquad().setHighpass(freq, q);
  }

  static bandpass(freq: number, q: number): Biquad {
    return new Biquad().setBandpass(freq, q);
  }

  setLowpass(freq: number, q: number): this {
    const { cos, alpha } = this.prewarp(freq, q);
    return this.set((1 - cos) / 2, 1 - cos, (1 - cos) / 2, 1 + alpha, -2 * cos, 1 - alpha);
  }

  setHighpass(freq: number, q: number): this {
    const { cos, alpha } = this.prewarp(freq, q);
    return this.set((1 + cos) / 2, -(1 + cos), (1 + cos) / 2, 1 + alpha, -2 * cos, 1 - alpha);
  }

  /** Constant 0 dB peak gain, so formant levels are set by the caller's gains alone. */
  setBandpass(freq: number, q: number): this {
    const { cos, alpha } = this.prewarp(freq, q);
    return this.set(alpha, 0, -alpha, 1 + alpha, -2 * cos, 1 - alpha);
  }

  private prewarp(freq: number, q: number): { cos: number; alpha: number } {
    const w = (2 * Math.PI * Math.min(freq, SAMPLE_RATE * 0.45)) / SAMPLE_RATE;
    return { cos: Math.cos(w), alpha: Math.sin(w) / (2 * q) };
  }

  private set(b0: number, b1: number, b2: number, a0: number, a1: number, a2: number): this {
    this.b0 = b0 / a0;
    this.b1 = b1 / a0;
    this.b2 = b2 / a0;
    this.a1 = a1 / a0;
    this.a2 = a2 / a0;
    return this;
  }

  tick(x: number): number {
    const y = this.b0 * x + this.b1 * this.x1 + this.b2 * this.x2 - this.a1 * this.y1 - this.a2 * this.y2;
    this.x2 = this.x1;
    this.x1 = x;
    this.y2 = this.y1;
    this.y1 = y;
    return y;
  }

  process(buf: Float32Array, from = 0, to = buf.length): Float32Array {
    for (let i = from; i < to; i++) buf[i] = this.tick(buf[i]!);
    return buf;
  }
}

/**
 * Topology-preserving state-variable filter: stable while its cutoff moves every sample,
 * which the filter sweeps of basses and leads need.
 */
export class Svf {
  private ic1 = 0;
  private ic2 = 0;

  lowpass(x: number, freq: number, q: number): number {
    const g = Math.tan((Math.PI * Math.min(freq, SAMPLE_RATE * 0.45)) / SAMPLE_RATE);
    const k = 1 / q;
    const a1 = 1 / (1 + g * (g + k));
    const v3 = x - this.ic2;
    const v1 = a1 * this.ic1 + g * a1 * v3;
    const v2 = this.ic2 + g * v1;
    this.ic1 = 2 * v1 - this.ic1;
    this.ic2 = 2 * v2 - this.ic2;
    return v2;
  }
}

/** Band-limited sawtooth step (polyBLEP) so high notes do not alias into a buzz. */
export class Saw {
  phase: number;

  constructor(phase = 0) {
    this.phase = phase;
  }

  next(freq: number): number {
    const dt = freq / SAMPLE_RATE;
    this.phase += dt;
    if (this.phase >= 1) this.phase -= 1;
    const t = this.phase;
    let y = 2 * t - 1;
    if (t < dt) {
      const u = t / dt;
      y -= u + u - u * u - 1;
    } else if (t > 1 - dt) {
      const u = (t - 1) / dt;
      y -= u * u + u + u + 1;
    }
    return y;
  }
}

/** Linear attack, exponential-ish decay to sustain, release after `hold` seconds. */
export function adsr(length: number, a: number, d: number, s: number, r: number, hold: number): Float32Array {
  const env = new Float32Array(length);
  const A = Math.max(1, seconds(a));
  const D = Math.max(1, seconds(d));
  const H = seconds(hold);
  const R = Math.max(1, seconds(r));
  let level = 0;
  for (let i = 0; i < length; i++) {
    if (i < H) {
      if (i < A) level = i / A;
      else level = s + (1 - s) * Math.exp(-(i - A) / D);
    } else {
      level *= Math.exp(-1 / (R / 5));
    }
    env[i] = level;
  }
  return env;
}

export function addInto(dst: Float32Array, src: Float32Array, at: number, gain = 1): void {
  const start = Math.max(0, at);
  const end = Math.min(dst.length, at + src.length);
  for (let i = start; i < end; i++) dst[i]! += src[i - at]! * gain;
}

export function peakOf(buf: Float32Array): number {
  let p = 0;
  for (const x of buf) p = Math.max(p, Math.abs(x));
  return p;
}

/** Mono Freeverb (Jezar's tunings scaled to the sample rate): returns the wet signal only. */
export function reverb(input: Float32Array, roomSize = 0.84, damp = 0.3): Float32Array {
  const scale = SAMPLE_RATE / 44100;
  const combLengths = [1116, 1188, 1277, 1356, 1422, 1491, 1557, 1617].map((n) => Math.round(n * scale));
  const allpassLengths = [556, 441, 341, 225].map((n) => Math.round(n * scale));
  const out = new Float32Array(input.length);
  for (const len of combLengths) {
    const line = new Float32Array(len);
    let idx = 0;
    let store = 0;
    for (let i = 0; i < input.length; i++) {
      const y = line[idx]!;
      store = y * (1 - damp) + store * damp;
      line[idx] = input[i]! * 0.015 + store * roomSize;
      out[i]! += y;
      idx = idx + 1 === len ? 0 : idx + 1;
    }
  }
  for (const len of allpassLengths) {
    const line = new Float32Array(len);
    let idx = 0;
    for (let i = 0; i < out.length; i++) {
      const buffered = line[idx]!;
      const x = out[i]!;
      line[idx] = x + buffered * 0.5;
      out[i] = buffered - x;
      idx = idx + 1 === len ? 0 : idx + 1;
    }
  }
  return out;
}

/**
 * Look-ahead peak limiter: the gain reaches its floor before each peak (linear ramp over
 * `lookahead` s) and recovers after it (`release` s), so no sample exceeds `ceiling` and no
 * peak is squared off into distortion.
 */
export function limit(buf: Float32Array, ceiling: number, lookahead = 0.004, release = 0.12): Float32Array {
  const n = buf.length;
  const gain = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const a = Math.abs(buf[i]!);
    gain[i] = a > ceiling ? ceiling / a : 1;
  }
  const attackStep = 1 / Math.max(1, seconds(lookahead));
  for (let i = n - 2; i >= 0; i--) gain[i] = Math.min(gain[i]!, gain[i + 1]! + attackStep);
  const releaseStep = 1 / Math.max(1, seconds(release));
  for (let i = 1; i < n; i++) gain[i] = Math.min(gain[i]!, gain[i - 1]! + releaseStep);
  const out = new Float32Array(n);
  for (let i = 0; i < n; i++) out[i] = buf[i]! * gain[i]!;
  return out;
}

/** Raised-cosine fades; an ending fade also keeps the last sample at silence. */
export function fade(buf: Float32Array, fadeIn: number, fadeOut: number): Float32Array {
  const fi = seconds(fadeIn);
  const fo = seconds(fadeOut);
  for (let i = 0; i < fi && i < buf.length; i++) buf[i]! *= 0.5 - 0.5 * Math.cos((Math.PI * i) / fi);
  for (let i = 0; i < fo && i < buf.length; i++) {
    const j = buf.length - 1 - i;
    buf[j]! *= 0.5 - 0.5 * Math.cos((Math.PI * i) / fo);
  }
  return buf;
}
