/**
 * A sung line by formant synthesis: a glottal-like source (band-limited saw with vibrato,
 * jitter and breath) through four parallel resonators placed at the formants of the vowel
 * being sung, gliding between vowels and between notes as a singer does.
 */
import { SAMPLE_RATE, Biquad, Saw, midiToHz, seconds } from './dsp.ts';
import { noise, type Rng } from './random.ts';

type Vowel = 'a' | 'e' | 'i' | 'o' | 'u';
type Formants = { f: number[]; db: number[]; bw: number[] };

/** Classic formant tables (Peterson–Barney style values as used by Csound's formant table). */
const VOICES: Record<'alto' | 'tenor', Record<Vowel, Formants>> = {
  alto: {
    a: { f: [800, 1150, 2800, 3500], db: [0, -4, -20, -36], bw: [80, 90, 120, 130] },
    e: { f: [400, 1600, 2700, 3300], db: [0, -24, -30, -35], bw: [60, 80, 120, 150] },
    i: { f: [350, 1700, 2700, 3700], db: [0, -20, -30, -36], bw: [50, 100, 120, 150] },
    o: { f: [450, 800, 2830, 3500], db: [0, -9, -16, -28], bw: [70, 80, 100, 130] },
    u: { f: [325, 700, 2530, 3500], db: [0, -12, -30, -40], bw: [50, 60, 170, 180] },
  },
  tenor: {
    a: { f: [650, 1080, 2650, 2900], db: [0, -6, -7, -8], bw: [80, 90, 120, 130] },
    e: { f: [400, 1700, 2600, 3200], db: [0, -14, -12, -14], bw: [70, 80, 100, 120] },
    i: { f: [290, 1870, 2800, 3250], db: [0, -15, -18, -20], bw: [40, 90, 100, 120] },
    o: { f: [400, 800, 2600, 2800], db: [0, -10, -12, -12], bw: [40, 80, 100, 120] },
    u: { f: [350, 600, 2700, 2900], db: [0, -20, -17, -14], bw: [40, 60, 100, 120] },
  },
};

/** Voiced consonants as a brief closed or narrowed vowel before the open one. */
const ONSETS: Record<string, { shape: Vowel; level: number; len: number; f1?: number; f2?: number }> = {
  m: { shape: 'u', level: 0.3, len: 0.07, f1: 250, f2: 1100 },
  n: { shape: 'i', level: 0.3, len: 0.06, f1: 250, f2: 1700 },
  l: { shape: 'e', level: 0.55, len: 0.05, f1: 330, f2: 1200 },
  w: { shape: 'u', level: 0.6, len: 0.08 },
  y: { shape: 'i', level: 0.6, len: 0.07 },
};

export interface SungNote {
  /** Onset in seconds from the start of the line's buffer. */
  start: number;
  dur: number;
  midi: number;
  /** A syllable: an optional onset consonant (m n l w y h s) and a vowel (a e i o u), e.g. "la", "o", "yeah" → "ye". */
  syllable: string;
}

interface Frame {
  f0: number;
  amp: number;
  formants: Formants;
  aspiration: number;
  hiss: number;
}

function parseSyllable(s: string): { onset: string; vowel: Vowel } {
  const vowel = s.at(-1);
  if (vowel === undefined || !'aeiou'.includes(vowel))
    throw new Error(`Syllable "${s}" must end with a vowel (a e i o u)`);
  return { onset: s.slice(0, -1), vowel: vowel as Vowel };
}

function mixFormants(a: Formants, b: Formants, x: number): Formants {
  // Every table has four formants, so q[i] exists for each of p's.
  const lerp = (p: number[], q: number[]) => p.map((v, i) => v + (q[i]! - v) * x);
  return { f: lerp(a.f, b.f), db: lerp(a.db, b.db), bw: lerp(a.bw, b.bw) };
}

/** Moves each of the four formant values a tenth of the way to its target (`from` and `to` have four each). */
function glide(from: number[], to: number[]): void {
  for (let k = 0; k < 4; k++) from[k]! += (to[k]! - from[k]!) * 0.1;
}

export function sing(
  notes: SungNote[],
  length: number,
  rng: Rng,
  voice: 'alto' | 'tenor' = 'alto',
  vibratoRate = 5.4,
): Float32Array {
  const table = VOICES[voice];
  const total = seconds(length);
  const frames: Frame[] = [];
  const BLOCK = 32;
  const sorted = [...notes].sort((p, q) => p.start - q.start);
  let drift = 0;
  for (let b = 0; b * BLOCK < total; b++) {
    const t = (b * BLOCK) / SAMPLE_RATE;
    // The sounding note is the latest one begun (an "s" begins its hiss just before the beat).
    let idx = -1;
    sorted.forEach((note, k) => {
      const lead = note.syllable.startsWith('s') ? 0.09 : 0;
      if (note.start - lead <= t) idx = k;
    });
    drift += (rng() - 0.5) * 0.002;
    drift *= 0.995;
    const n = sorted[idx];
    if (n === undefined || t >= n.start + n.dur + 0.12) {
      frames.push({ f0: 200, amp: 0, formants: table.a, aspiration: 0, hiss: 0 });
      continue;
    }
    const prev = sorted[idx - 1];
    const { onset, vowel } = parseSyllable(n.syllable);
    const local = t - n.start;
    // Pitch: glide in from the previous note when legato, vibrato grows after the onset.
    let midi = n.midi;
    const legato = prev !== undefined && n.start - (prev.start + prev.dur) < 0.06;
    if (legato && local < 0.07) {
      const x = Math.max(0, local) / 0.07;
      midi = prev.midi + (n.midi - prev.midi) * (x * x * (3 - 2 * x));
    } else if (local < 0.05) {
      midi -= 0.6 * (1 - Math.max(0, local) / 0.05);
    }
    const vibDepth = 0.35 * Math.min(1, Math.max(0, (local - 0.18) / 0.35));
    midi += vibDepth * Math.sin(2 * Math.PI * vibratoRate * t) + drift;
    // Loudness: a sung swell, not a keyboard envelope.
    // Legato notes are one breath: only a fresh phrase swells in from silence.
    const attack = legato ? 1 : Math.min(1, Math.max(0, local + 0.02) / 0.06);
    const releaseT = local - n.dur;
    const release = releaseT > 0 ? Math.max(0, 1 - releaseT / 0.12) : 1;
    const phrase = 0.85 + 0.15 * Math.sin(Math.PI * Math.min(1, Math.max(0, local) / Math.max(0.2, n.dur)));
    let amp = attack * release * phrase;
    let formants = table[vowel];
    let aspiration = 0.04;
    let hiss = 0;
    const shape = ONSETS[onset];
    if (shape) {
      const x = Math.min(1, Math.max(0, local / shape.len));
      const closed: Formants = { ...table[shape.shape] };
      if (shape.f1 && shape.f2) closed.f = [shape.f1, shape.f2, ...closed.f.slice(2)];
      formants = mixFormants(closed, table[vowel], x * x);
      amp *= shape.level + (1 - shape.level) * x;
    } else if (onset === 'h' && local < 0.06) {
      aspiration = 0.9 * (1 - Math.max(0, local) / 0.06);
      amp *= Math.max(0, local) / 0.06;
    } else if (onset === 's' && local < 0.02 && local > -0.09) {
      hiss = 0.25;
      amp *= Math.max(0, local) / 0.02;
    }
    frames.push({ f0: midiToHz(midi), amp, formants, aspiration, hiss });
  }

  const out = new Float32Array(total);
  const saw = new Saw();
  const resonators = [0, 1, 2, 3].map(() => new Biquad());
  const hissFilter = Biquad.highpass(5000);
  const tilt = Biquad.lowpass(4500);
  let ampSmooth = 0;
  // The vocal tract moves, it does not jump: formants glide (~10 ms) so a vowel change
  // between notes is a slur rather than a click from resonators retuned mid-ring.
  const cur: Formants = { f: [...table.a.f], db: [...table.a.db], bw: [...table.a.bw] };
  for (const [b, fr] of frames.entries()) {
    glide(cur.f, fr.formants.f);
    glide(cur.db, fr.formants.db);
    glide(cur.bw, fr.formants.bw);
    const gains = cur.db.map((db) => 10 ** (db / 20));
    resonators.forEach((resonator, k) => resonator.setBandpass(cur.f[k]!, cur.f[k]! / cur.bw[k]!));
    const end = Math.min(total, (b + 1) * BLOCK);
    for (let i = b * BLOCK; i < end; i++) {
      ampSmooth += (fr.amp - ampSmooth) * 0.01;
      const jitter = 1 + (rng() - 0.5) * 0.004;
      const glottal = saw.next(fr.f0 * jitter);
      // Breath noise rides the closing phase of each glottal cycle, as in a real voice.
      const breath = noise(rng) * (fr.aspiration + 0.03 * (glottal > 0 ? 1 : 0.3));
      const src = -glottal + breath;
      let y = 0;
      for (let k = 0; k < 4; k++) y += resonators[k]!.tick(src) * gains[k]!;
      const s = fr.hiss > 0 ? hissFilter.tick(noise(rng)) * fr.hiss : 0;
      out[i] = tilt.tick(y * ampSmooth * 2.2) + s;
    }
  }
  return out;
}
