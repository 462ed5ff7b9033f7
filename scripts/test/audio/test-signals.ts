/**
 * Music with a known tempo and key, made here for the measures' tests: drum patterns in a few
 * styles (with swing, with a half-time feel), chord progressions of harmonic tones over a bass
 * line, and what has neither (noise, a free-time melody, a drone). Seeded, so a test hears the
 * same signal every run.
 */

import { mulberry32 } from '../../random.ts';

const midiHz = (note: number, cents = 0) => 440 * 2 ** ((note - 69 + cents / 100) / 12);

/** Adds `sound` (a function of seconds since its start) into `out` from `start` seconds for `length` seconds. */
function mix(
  out: Float32Array,
  rate: number,
  start: number,
  length: number,
  sound: (t: number, i: number) => number,
): void {
  const from = Math.max(0, Math.round(start * rate));
  const to = Math.min(out.length, Math.round((start + length) * rate));
  for (let i = from; i < to; i++) out[i]! += sound((i - from) / rate, i - from);
}

export function kick(out: Float32Array, rate: number, at: number, gain = 0.8): void {
  let phase = 0;
  mix(out, rate, at, 0.35, (t) => {
    phase += (2 * Math.PI * (48 + 110 * Math.exp(-t / 0.03))) / rate;
    return gain * Math.sin(phase) * Math.exp(-t / 0.18);
  });
}

export function snare(out: Float32Array, rate: number, at: number, rng: () => number, gain = 0.5): void {
  let last = 0;
  mix(out, rate, at, 0.25, (t) => {
    const noise = rng() * 2 - 1;
    const high = noise - last;
    last = noise;
    return gain * (0.7 * high * Math.exp(-t / 0.07) + 0.5 * Math.sin(2 * Math.PI * 185 * t) * Math.exp(-t / 0.04));
  });
}

export function hat(out: Float32Array, rate: number, at: number, rng: () => number, gain = 0.2, open = false): void {
  let last = 0;
  mix(out, rate, at, open ? 0.3 : 0.06, (t) => {
    const noise = rng() * 2 - 1;
    const high = noise - last;
    last = noise;
    return gain * high * Math.exp(-t / (open ? 0.1 : 0.015));
  });
}

export function click(out: Float32Array, rate: number, at: number, gain = 0.6, hz = 1500): void {
  mix(out, rate, at, 0.02, (t) => gain * Math.sin(2 * Math.PI * hz * t) * Math.exp(-t / 0.004));
}

/** A tone of eight harmonics falling as 1/h (a bright string or organ-ish sound), with an attack and a decay. */
export function tone(
  out: Float32Array,
  rate: number,
  at: number,
  seconds: number,
  hz: number,
  gain = 0.1,
  decay = 1.5,
): void {
  const harmonics = Math.max(1, Math.min(8, Math.floor(rate / 2 / hz) - 1));
  mix(out, rate, at, seconds + 0.05, (t) => {
    const envelope =
      Math.min(1, t / 0.01) * Math.exp(-t / decay) * (t > seconds ? Math.max(0, 1 - (t - seconds) / 0.05) : 1);
    let sum = 0;
    for (let h = 1; h <= harmonics; h++) sum += Math.sin(2 * Math.PI * hz * h * t + h) / h;
    return gain * envelope * sum;
  });
}

export type DrumStyle = 'clicks' | 'rock' | 'four' | 'hiphop' | 'dnb' | 'halftime' | 'ballad' | 'waltz' | 'funk';

/**
 * A drum pattern on a grid of sixteenths (twelve eighth-note triplets for the waltz's bar of 3): each
 * style's kicks, snares and hats. `swing` delays every second eighth to that share of the beat
 * (0.5 is straight, 2/3 a triplet shuffle).
 */
const STYLES: Record<
  DrumStyle,
  { steps: number; perBeat: number; kick: number[]; snare: number[]; hats: number[]; hatGain?: number }
> = {
  clicks: { steps: 4, perBeat: 1, kick: [], snare: [], hats: [] },
  rock: { steps: 16, perBeat: 4, kick: [0, 8, 10], snare: [4, 12], hats: [0, 2, 4, 6, 8, 10, 12, 14] },
  four: { steps: 16, perBeat: 4, kick: [0, 4, 8, 12], snare: [4, 12], hats: [2, 6, 10, 14] },
  hiphop: {
    steps: 16,
    perBeat: 4,
    kick: [0, 7, 10],
    snare: [4, 12],
    hats: [0, 2, 4, 6, 8, 10, 12, 14, 15],
    hatGain: 0.12,
  },
  dnb: { steps: 16, perBeat: 4, kick: [0, 10], snare: [4, 12], hats: [0, 2, 4, 6, 8, 10, 12, 14] },
  halftime: { steps: 16, perBeat: 4, kick: [0, 3], snare: [8], hats: [0, 2, 4, 6, 8, 10, 12, 14] },
  ballad: { steps: 16, perBeat: 4, kick: [0, 8], snare: [4, 12], hats: [0, 2, 4, 6, 8, 10, 12, 14], hatGain: 0.08 },
  waltz: { steps: 12, perBeat: 4, kick: [0], snare: [4, 8], hats: [0, 2, 4, 6, 8, 10] },
  // Sixteenths on the hats, the kick on 1, the "and" of 2 and the "and" of 3.
  funk: {
    steps: 16,
    perBeat: 4,
    kick: [0, 6, 10],
    snare: [4, 12],
    hats: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15],
  },
};

export interface DrumOptions {
  bpm: number;
  seconds: number;
  rate: number;
  style: DrumStyle;
  swing?: number;
  seed?: number;
}

export function drums({ bpm, seconds, rate, style, swing = 0.5, seed = 1 }: DrumOptions): Float32Array {
  const out = new Float32Array(Math.round(seconds * rate));
  const rng = mulberry32(seed);
  const pattern = STYLES[style];
  const beat = 60 / bpm;
  const step = beat / pattern.perBeat;
  const bar = pattern.steps * step;
  const timeOf = (s: number) => {
    // A swung eighth: the second eighth of a beat lands at `swing` of the beat (sixteenths move with it).
    const inBeat = s % pattern.perBeat;
    const beatStart = Math.floor(s / pattern.perBeat) * beat;
    if (pattern.perBeat !== 4) return beatStart + inBeat * step;
    const swung = [0, swing / 2, swing, swing + (1 - swing) / 2][inBeat]!;
    return beatStart + swung * beat;
  };
  for (let start = 0; start < seconds; start += bar) {
    if (style === 'clicks') {
      for (let s = 0; s < pattern.steps; s++) click(out, rate, start + s * beat, s === 0 ? 0.8 : 0.6);
      continue;
    }
    for (const s of pattern.kick) kick(out, rate, start + timeOf(s));
    for (const s of pattern.snare) snare(out, rate, start + timeOf(s), rng);
    for (const s of pattern.hats)
      hat(out, rate, start + timeOf(s), rng, (pattern.hatGain ?? 0.2) * (s % 4 === 0 ? 1 : 0.7), style === 'four');
  }
  return out;
}

/** Major and minor scale degrees (the minor one harmonic, so its V chord is major as it is heard). */
const MAJOR_STEPS = [0, 2, 4, 5, 7, 9, 11];
const MINOR_STEPS = [0, 2, 3, 5, 7, 8, 11];

/** Progressions by scale degree (0-based), each chord a triad. */
const PROGRESSIONS = {
  major: [
    [0, 5, 3, 4],
    [0, 3, 4, 0],
    [0, 4, 5, 3],
  ],
  minor: [
    [0, 5, 3, 4],
    [0, 3, 4, 0],
    [0, 5, 2, 4],
  ],
};

export interface ChordOptions {
  /** Pitch class of the tonic, C = 0. */
  tonic: number;
  mode: 'major' | 'minor';
  bpm: number;
  seconds: number;
  rate: number;
  /** The whole band this many cents off A = 440 Hz. */
  cents?: number;
  /** Which progression (0-2). */
  progression?: number;
  /** Add a drum pattern under it. */
  drums?: DrumStyle;
  seed?: number;
}

/**
 * Chords of harmonic tones, a bar each, over a bass line on the roots (and a passing fifth), with a
 * melody of chord and scale notes on top: music in a key, as it is heard.
 */
export function chords({
  tonic,
  mode,
  bpm,
  seconds,
  rate,
  cents = 0,
  progression = 0,
  drums: style,
  seed = 2,
}: ChordOptions): Float32Array {
  const out = style ? drums({ bpm, seconds, rate, style, seed }) : new Float32Array(Math.round(seconds * rate));
  if (style) for (let i = 0; i < out.length; i++) out[i] = out[i]! * 0.5;
  const rng = mulberry32(seed);
  const steps = mode === 'major' ? MAJOR_STEPS : MINOR_STEPS;
  const degrees = PROGRESSIONS[mode][progression % 3]!;
  const beat = 60 / bpm;
  const bar = 4 * beat;
  const noteOf = (degree: number, octave: number) =>
    12 * (octave + 1) + tonic + steps[degree % 7]! + 12 * Math.floor(degree / 7);
  let chordIndex = 0;
  for (let start = 0; start < seconds; start += bar, chordIndex++) {
    const root = degrees[chordIndex % degrees.length]!;
    // The triad, voiced around middle C.
    for (const d of [root, root + 2, root + 4])
      tone(out, rate, start, bar * 0.95, midiHz(noteOf(d, 4), cents), 0.06, 2.5);
    // The bass: root on 1 and 3, the fifth on 4.
    tone(out, rate, start, beat * 1.8, midiHz(noteOf(root, 2), cents), 0.16, 1);
    tone(out, rate, start + 2 * beat, beat * 0.9, midiHz(noteOf(root, 2), cents), 0.14, 1);
    tone(out, rate, start + 3 * beat, beat * 0.9, midiHz(noteOf(root + 4, 2), cents), 0.12, 1);
    // A melody: chord tones on the beats, a scale step between.
    for (let b = 0; b < 4; b++) {
      const degree = b % 2 === 0 ? root + [0, 2, 4][Math.floor(rng() * 3)]! : root + Math.floor(rng() * 7);
      tone(out, rate, start + b * beat, beat * 0.9, midiHz(noteOf(degree, 5), cents), 0.05, 0.6);
    }
  }
  return out;
}

/** White noise at a steady level. */
export function noise(seconds: number, rate: number, seed = 3, gain = 0.3): Float32Array {
  const rng = mulberry32(seed);
  return Float32Array.from({ length: Math.round(seconds * rate) }, () => gain * (rng() * 2 - 1));
}

/**
 * A melody in free time: notes of a C major scale, each held for a length drawn anew (0.25 to 1.4 s),
 * the phrase speeding up and slowing down, with soft chords under it: no pulse to tap.
 */
export function rubato(seconds: number, rate: number, seed = 4): Float32Array {
  const out = new Float32Array(Math.round(seconds * rate));
  const rng = mulberry32(seed);
  let t = 0;
  let note = 72;
  while (t < seconds) {
    const length = 0.25 + rng() ** 1.5 * 1.15;
    note = Math.max(64, Math.min(84, note + [-2, -1, 1, 2, 3, -3][Math.floor(rng() * 6)]!));
    tone(out, rate, t, length, midiHz(note), 0.08 + rng() * 0.06, 0.8);
    if (rng() < 0.3) tone(out, rate, t, 2 + rng() * 2, midiHz(48 + [0, 5, 7, 9][Math.floor(rng() * 4)]!), 0.05, 2);
    t += length;
  }
  return out;
}

/** Drums alone, no pitch: a rock pattern at 120 BPM. For the key measure, which must hear no key in it. */
export const drumsOnly = (seconds: number, rate: number) => drums({ bpm: 120, seconds, rate, style: 'rock' });

/** Two stereo channels from one: the same signal, for feeding analysers as a decoder does. */
export const stereo = (mono: Float32Array): [Float32Array, Float32Array] => [mono, mono];

/** A pad: chords of soft harmonic tones that swell in over two seconds and change at uneven times, with no attack to count. */
export function pad(seconds: number, rate: number, seed = 5): Float32Array {
  const out = new Float32Array(Math.round(seconds * rate));
  const rng = mulberry32(seed);
  const roots = [50, 53, 45, 48, 55];
  for (let t = 0, i = 0; t < seconds; i++) {
    const length = 5 + rng() * 5;
    const root = roots[i % roots.length]!;
    for (const note of [root, root + 7, root + 12, root + 16]) {
      const hz = midiHz(note);
      mix(out, rate, t, length + 2, (s) => {
        const swell = Math.min(1, s / 2) * Math.min(1, Math.max(0, (length + 2 - s) / 2));
        return 0.05 * swell * (Math.sin(2 * Math.PI * hz * s) + 0.3 * Math.sin(4 * Math.PI * hz * s));
      });
    }
    t += length;
  }
  return out;
}
