/**
 * Synthesised instruments. Each returns one note (or hit) as a buffer starting at its onset;
 * `dur` is how long the key is held, the buffer also holds the release.
 */
import { SAMPLE_RATE, Biquad, Saw, Svf, adsr, midiToHz, seconds } from './dsp.ts';
import { noise, type Rng } from './random.ts';

const TAU = 2 * Math.PI;

// Drums ---------------------------------------------------------------------------------

export function kick(vel = 1, punch = 1): Float32Array {
  const out = new Float32Array(seconds(0.5));
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    const f = 46 + 120 * punch * Math.exp(-t / 0.035);
    phase += (TAU * f) / SAMPLE_RATE;
    const amp = Math.exp(-t / 0.28) * Math.min(1, i / 16);
    out[i] = Math.tanh(1.6 * Math.sin(phase) * amp) * vel;
  }
  return out;
}

export function snare(rng: Rng, vel = 1, tone = 190): Float32Array {
  const out = new Float32Array(seconds(0.35));
  const bp = Biquad.bandpass(2400, 0.6);
  const hp = Biquad.highpass(900);
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    const body = (Math.sin(TAU * tone * t) + 0.5 * Math.sin(TAU * tone * 1.78 * t)) * Math.exp(-t / 0.05);
    const rattle = hp.tick(bp.tick(noise(rng))) * Math.exp(-t / 0.13) * 2.2;
    out[i] = (0.55 * body + rattle) * vel * Math.min(1, i / 8);
  }
  return out;
}

export function clap(rng: Rng, vel = 1): Float32Array {
  const out = new Float32Array(seconds(0.3));
  const bp = Biquad.bandpass(1300, 1.2);
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    // Three hands a few ms apart, then the room.
    const burst = t < 0.024 ? Math.exp(-((t % 0.008) / 0.002)) : 0.6 * Math.exp(-(t - 0.024) / 0.09);
    out[i] = bp.tick(noise(rng)) * burst * vel * 2.5;
  }
  return out;
}

const HAT_PARTIALS = [205.3, 304.4, 369.6, 522.7, 540, 800].map((f) => f * 1.7);

export function hat(rng: Rng, vel = 1, open = false): Float32Array {
  const decay = open ? 0.22 : 0.035;
  const out = new Float32Array(seconds(open ? 0.6 : 0.15));
  const hp = Biquad.highpass(7200, 0.9);
  const hp2 = Biquad.highpass(6000);
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    let metal = 0;
    for (const f of HAT_PARTIALS) metal += Math.sign(Math.sin(TAU * f * t));
    const x = metal / HAT_PARTIALS.length + 0.8 * noise(rng);
    out[i] = hp2.tick(hp.tick(x)) * Math.exp(-t / decay) * vel * 0.8;
  }
  return out;
}

export function shaker(rng: Rng, vel = 1): Float32Array {
  const out = new Float32Array(seconds(0.12));
  const hp = Biquad.highpass(5000);
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    out[i] = hp.tick(noise(rng)) * Math.min(1, t / 0.02) * Math.exp(-t / 0.04) * vel * 0.6;
  }
  return out;
}

/** Low tom / timpani-like hit for the orchestral cue. */
export function tom(rng: Rng, midi: number, vel = 1, decay = 0.7): Float32Array {
  const f0 = midiToHz(midi);
  const out = new Float32Array(seconds(decay * 3));
  const lp = Biquad.lowpass(600);
  let phase = 0;
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    phase += (TAU * f0 * (1 + 0.15 * Math.exp(-t / 0.05))) / SAMPLE_RATE;
    const body = Math.sin(phase) + 0.4 * Math.sin(phase * 1.5) * Math.exp(-t / 0.2);
    out[i] = (body * Math.exp(-t / decay) + lp.tick(noise(rng)) * Math.exp(-t / 0.03) * 0.6) * vel;
  }
  return out;
}

/** A cymbal swelling up to `len` s (a reversed crash), for the bar before a section lands. */
export function swell(rng: Rng, len: number, vel = 1): Float32Array {
  const out = new Float32Array(seconds(len));
  const hp = Biquad.highpass(3500);
  for (let i = 0; i < out.length; i++) {
    const x = i / out.length;
    out[i] = hp.tick(noise(rng)) * x ** 3 * vel;
  }
  return out;
}

export function crash(rng: Rng, vel = 1): Float32Array {
  const out = new Float32Array(seconds(2.5));
  const hp = Biquad.highpass(4000);
  const hp2 = Biquad.highpass(2500);
  for (let i = 0; i < out.length; i++) {
    const t = i / SAMPLE_RATE;
    out[i] = hp2.tick(hp.tick(noise(rng))) * Math.exp(-t / 0.7) * vel * 0.7;
  }
  return out;
}

/** Vinyl crackle and hiss bed for the lo-fi cue. */
export function vinyl(rng: Rng, len: number): Float32Array {
  const out = new Float32Array(seconds(len));
  const lp = Biquad.lowpass(3500);
  for (let i = 0; i < out.length; i++) {
    let x = noise(rng) * 0.02;
    if (rng() < 0.0009) x += noise(rng) * 0.6;
    out[i] = lp.tick(x);
  }
  return out;
}

// Pitched -------------------------------------------------------------------------------

/** Saw bass with a sub sine and a filter that opens on each note. */
export function bass(midi: number, dur: number, vel = 1, bright = 1): Float32Array {
  const f = midiToHz(midi);
  const len = seconds(dur + 0.12);
  const env = adsr(len, 0.004, 0.25, 0.7, 0.08, dur);
  const saw = new Saw();
  const svf = new Svf();
  const out = new Float32Array(len);
  for (let i = 0; i < len; i++) {
    const t = i / SAMPLE_RATE;
    const cutoff = 120 + 900 * bright * Math.exp(-t / 0.12);
    const s = svf.lowpass(saw.next(f), cutoff + f, 1.1);
    out[i] = (0.7 * s + 0.6 * Math.sin(TAU * f * t)) * env[i]! * vel;
  }
  return out;
}

/** Round fingered-style bass for the soul and lo-fi cues. */
export function softBass(midi: number, dur: number, vel = 1): Float32Array {
  const f = midiToHz(midi);
  const len = seconds(dur + 0.1);
  const env = adsr(len, 0.008, 0.5, 0.55, 0.07, dur);
  const out = new Float32Array(len);
  for (let i = 0; i < len; i++) {
    const t = i / SAMPLE_RATE;
    const p = TAU * f * t;
    const pluck = Math.exp(-t / 0.08);
    out[i] = (Math.sin(p) + 0.35 * Math.sin(2 * p) * (0.4 + pluck) + 0.12 * Math.sin(3 * p) * pluck) * env[i]! * vel;
  }
  return out;
}

/** Detuned-saw pad through a low-pass; slow attack and release. */
export function pad(midi: number, dur: number, vel = 1, cutoff = 1800, attack = 0.35): Float32Array {
  const f = midiToHz(midi);
  const len = seconds(dur + 0.9);
  const env = adsr(len, attack, 0.6, 0.8, 0.8, dur);
  const oscs = [new Saw(0), new Saw(0.33), new Saw(0.71)];
  const detune = [1, 2 ** (7 / 1200), 2 ** (-7 / 1200)];
  const lp = Biquad.lowpass(cutoff, 0.8);
  const out = new Float32Array(len);
  for (let i = 0; i < len; i++) {
    let x = 0;
    for (let k = 0; k < oscs.length; k++) x += oscs[k]!.next(f * detune[k]!);
    out[i] = lp.tick(x / 3) * env[i]! * vel;
  }
  return out;
}

/** String section: five saws with independent vibrato, warm low-pass, bowed attack. */
export function strings(midi: number, dur: number, vel = 1, attack = 0.45): Float32Array {
  const f = midiToHz(midi);
  const len = seconds(dur + 1.0);
  const env = adsr(len, attack, 1, 0.9, 0.9, dur);
  const oscs = [0, 0.2, 0.4, 0.6, 0.8].map((p) => new Saw(p));
  const rates = [5.1, 5.6, 4.8, 5.9, 5.3];
  const spread = [0, 6, -6, 11, -11].map((c) => 2 ** (c / 1200));
  const lp = Biquad.lowpass(2600, 0.7);
  const lp2 = Biquad.lowpass(3800);
  const out = new Float32Array(len);
  for (let i = 0; i < len; i++) {
    const t = i / SAMPLE_RATE;
    let x = 0;
    for (let k = 0; k < oscs.length; k++) {
      const vib = 1 + 0.004 * Math.sin(TAU * rates[k]! * t + k) * Math.min(1, t / 0.6);
      x += oscs[k]!.next(f * spread[k]! * vib);
    }
    out[i] = lp2.tick(lp.tick(x / 5)) * env[i]! * vel;
  }
  return out;
}

/** Brass-like swell: the filter opens with the crescendo. */
export function brass(midi: number, dur: number, vel = 1): Float32Array {
  const f = midiToHz(midi);
  const len = seconds(dur + 0.5);
  const env = adsr(len, dur * 0.6, 0.4, 0.85, 0.4, dur);
  const a = new Saw(0);
  const b = new Saw(0.5);
  const svf = new Svf();
  const out = new Float32Array(len);
  for (let i = 0; i < len; i++) {
    const e = env[i]!;
    const x = 0.5 * (a.next(f) + b.next(f * 1.003));
    out[i] = svf.lowpass(x, f * (1.5 + 5 * e), 0.9) * e * vel;
  }
  return out;
}

/** Felt-piano-like tone: slightly inharmonic partials, each decaying at its own rate, plus a hammer. */
export function piano(rng: Rng, midi: number, dur: number, vel = 1): Float32Array {
  const f = midiToHz(midi);
  const len = seconds(dur + 1.2);
  const out = new Float32Array(len);
  const B = 0.0004;
  const pitchDecay = (220 / f) ** 0.4;
  const hammer = Biquad.lowpass(1800);
  const release = seconds(dur);
  for (let k = 1; k <= 9; k++) {
    const fk = k * f * Math.sqrt(1 + B * k * k);
    if (fk > SAMPLE_RATE * 0.45) break;
    const amp = (1 / k ** 1.3) * (k === 1 ? 1 : vel);
    const tau = (2.8 / (1 + 0.6 * k)) * pitchDecay;
    const ph = rng() * TAU;
    for (let i = 0; i < len; i++) {
      const t = i / SAMPLE_RATE;
      const damper = i < release ? 1 : Math.exp(-(i - release) / seconds(0.18));
      out[i]! += amp * Math.sin(TAU * fk * t + ph) * Math.exp(-t / tau) * damper;
    }
  }
  for (let i = 0; i < len; i++) {
    const t = i / SAMPLE_RATE;
    out[i] = (out[i]! * Math.min(1, i / 40) + hammer.tick(noise(rng)) * Math.exp(-t / 0.012) * 0.25) * vel * 0.6;
  }
  return out;
}

/** FM electric piano (Rhodes-like): the bell of the attack fades into a round tone. */
export function epiano(midi: number, dur: number, vel = 1): Float32Array {
  const f = midiToHz(midi);
  const len = seconds(dur + 0.6);
  const env = adsr(len, 0.003, 1.2, 0.35, 0.35, dur);
  const out = new Float32Array(len);
  for (let i = 0; i < len; i++) {
    const t = i / SAMPLE_RATE;
    const index = 0.4 + 2.2 * vel * Math.exp(-t / 0.25);
    const mod = Math.sin(TAU * f * t) * index;
    const tine = 0.12 * Math.sin(TAU * f * 7 * t) * Math.exp(-t / 0.04);
    out[i] = (Math.sin(TAU * f * t + mod) + tine) * env[i]! * vel * (1 + 0.08 * Math.sin(TAU * 4.5 * t));
  }
  return out;
}

/** Drawbar organ with a slow rotary wobble, for the soul groove. */
export function organ(midi: number, dur: number, vel = 1): Float32Array {
  const f = midiToHz(midi);
  const len = seconds(dur + 0.08);
  const env = adsr(len, 0.01, 0.1, 1, 0.06, dur);
  const bars: readonly (readonly [ratio: number, level: number])[] = [
    [0.5, 0.6],
    [1, 1],
    [2, 0.55],
    [3, 0.3],
    [4, 0.25],
  ];
  const out = new Float32Array(len);
  for (let i = 0; i < len; i++) {
    const t = i / SAMPLE_RATE;
    const wobble = 1 + 0.002 * Math.sin(TAU * 6.2 * t);
    let x = 0;
    for (const [m, a] of bars) x += a * Math.sin(TAU * f * m * wobble * t);
    const click = i < 60 ? 0.3 * Math.sin(TAU * 2200 * t) * (1 - i / 60) : 0;
    out[i] = (x / 2.7 + click) * env[i]! * vel * (1 + 0.12 * Math.sin(TAU * 6.2 * t));
  }
  return out;
}

/** Karplus-Strong plucked string: the arpeggios and the guitar-ish stabs. */
export function pluck(rng: Rng, midi: number, dur: number, vel = 1, brightness = 0.5): Float32Array {
  const f = midiToHz(midi);
  const period = SAMPLE_RATE / f;
  const n = Math.max(2, Math.floor(period));
  const frac = period - n;
  const line = new Float32Array(n + 1);
  for (let i = 0; i < line.length; i++) line[i] = noise(rng);
  const len = seconds(dur + 0.25);
  const out = new Float32Array(len);
  const damp = 0.5 + 0.49 * brightness;
  const hold = seconds(dur);
  let idx = 0;
  let prev = 0;
  for (let i = 0; i < len; i++) {
    const a = line[idx]!;
    const b = line[(idx + 1) % line.length]!;
    const y = a + (b - a) * frac;
    const filtered = damp * y + (1 - damp) * prev;
    prev = filtered;
    const muting = i < hold ? 0.996 : 0.97;
    line[idx] = filtered * muting;
    idx = (idx + 1) % (n + (frac > 0 ? 1 : 0));
    out[i] = y * vel * Math.min(1, i / 24);
  }
  return out;
}

/** Soft bell / glockenspiel partials for sparkle. */
export function bell(midi: number, dur: number, vel = 1): Float32Array {
  const f = midiToHz(midi);
  const len = seconds(Math.max(dur, 1.5));
  const partials: readonly (readonly [ratio: number, level: number, decay: number])[] = [
    [1, 1, 1.2],
    [2.76, 0.45, 0.5],
    [5.4, 0.25, 0.25],
    [8.93, 0.12, 0.12],
  ];
  const out = new Float32Array(len);
  for (const [m, a, tau] of partials) {
    if (f * m > SAMPLE_RATE * 0.45) continue;
    for (let i = 0; i < len; i++) {
      const t = i / SAMPLE_RATE;
      out[i]! += a * Math.sin(TAU * f * m * t) * Math.exp(-t / tau);
    }
  }
  for (let i = 0; i < 32 && i < len; i++) out[i]! *= i / 32;
  for (let i = 0; i < len; i++) out[i]! *= vel * 0.5;
  return out;
}

/** Square-ish synth lead with delayed vibrato. */
export function lead(midi: number, dur: number, vel = 1, cutoff = 2600): Float32Array {
  const f = midiToHz(midi);
  const len = seconds(dur + 0.25);
  const env = adsr(len, 0.01, 0.3, 0.75, 0.2, dur);
  const a = new Saw(0);
  const b = new Saw(0.5);
  const svf = new Svf();
  const out = new Float32Array(len);
  for (let i = 0; i < len; i++) {
    const t = i / SAMPLE_RATE;
    const vib = 1 + 0.006 * Math.sin(TAU * 5.5 * t) * Math.min(1, Math.max(0, (t - 0.2) / 0.3));
    // Two saws half a cycle apart sum to a square: hollow, cuts through without harshness.
    const x = 0.5 * (a.next(f * vib) - b.next(f * vib));
    out[i] = svf.lowpass(x, cutoff * (0.6 + 0.4 * env[i]!), 0.8) * env[i]! * vel;
  }
  return out;
}

/** Filtered noise rising in pitch: the build into a drop. */
export function riser(rng: Rng, len: number, vel = 1): Float32Array {
  const out = new Float32Array(seconds(len));
  const svf = new Svf();
  for (let i = 0; i < out.length; i++) {
    const x = i / out.length;
    out[i] = svf.lowpass(noise(rng), 300 + 6000 * x * x, 3) * x * x * vel;
  }
  return out;
}
