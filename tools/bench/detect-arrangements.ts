/**
 * Arrangements with a known tempo and key, written as MIDI for the detect bench: eight styles
 * (four-on-the-floor, rock backbeat, hip-hop swing, piano ballad, strings with timpani, reggae
 * one drop, jazz swing, 6/8), each an eight-bar phrase of chords that start on the tonic and
 * cadence on it (minor keys through the harmonic minor's major V), a bass on the roots and a
 * melody of scale notes with chord tones on the strong beats; and free-time pieces (rubato piano,
 * unmetred pads) whose tempo no listener could tap. Seeded: one seed, the same bytes.
 */
import { mulberry32, type Rng } from '../../scripts/random.ts';
import { PPQ, type MidiEvent } from './midi-file.ts';
import type { KeyClass } from './detect-scores.ts';

export const STEADY_STYLES = [
  'electronic',
  'rock',
  'hip-hop',
  'ballad',
  'orchestral',
  'reggae',
  'jazz',
  'six-eight',
] as const;
export const FREE_STYLES = ['rubato-piano', 'free-pads'] as const;
export type SteadyStyle = (typeof STEADY_STYLES)[number];
export type FreeStyle = (typeof FREE_STYLES)[number];

/** The tempo range each style is played at, in the beats a listener taps (6/8: dotted quarters). */
export const STYLE_TEMPOS: Record<SteadyStyle, [number, number]> = {
  electronic: [110, 150],
  rock: [85, 180],
  'hip-hop': [70, 100],
  ballad: [60, 90],
  orchestral: [80, 140],
  reggae: [62, 90],
  jazz: [110, 180],
  'six-eight': [60, 80],
};

export interface Piece {
  events: MidiEvent[];
  /** The tempo written, in beats a listener taps per minute; null for free time. */
  bpm: number | null;
}

const MAJOR_SCALE = [0, 2, 4, 5, 7, 9, 11];
const MINOR_SCALE = [0, 2, 3, 5, 7, 8, 10];
/** General MIDI's drum channel and the drum notes the arrangements play. */
export const DRUMS = 9;
export const KICK = 36;
export const SIDE_STICK = 37;
export const SNARE = 38;
export const CLAP = 39;
export const CLOSED_HAT = 42;
export const PEDAL_HAT = 44;
export const CRASH = 49;
export const RIDE = 51;
export const SHAKER = 70;

// Scale degrees from 0; 'V' is the harmonic minor's major dominant, which makes a minor key minor.
export type Degree = number | 'V';
const PROGRESSIONS: Record<KeyClass['mode'], Degree[][]> = {
  major: [
    [0, 4, 5, 3, 0, 3, 4, 0],
    [0, 5, 3, 4, 0, 5, 1, 4],
    [0, 3, 0, 4, 5, 3, 4, 0],
    [0, 1, 4, 0, 3, 4, 0, 0],
  ],
  minor: [
    [0, 5, 3, 'V', 0, 5, 'V', 0],
    [0, 3, 'V', 0, 5, 3, 'V', 0],
    [0, 6, 5, 'V', 0, 3, 'V', 0],
    [0, 3, 0, 'V', 5, 1, 'V', 0],
  ],
};

export interface Harmony {
  key: KeyClass;
  scale: number[];
}

/** The chord's pitch classes: a triad on the degree, or a seventh chord for jazz. */
export function chordOf({ key, scale }: Harmony, degree: Degree, seventh = false): number[] {
  if (degree === 'V') return [7, 11, 2, ...(seventh ? [5] : [])].map((pc) => (pc + key.tonic) % 12);
  const tones = seventh ? [0, 2, 4, 6] : [0, 2, 4];
  return tones.map((step) => (scale[(degree + step) % 7]! + key.tonic) % 12);
}

/** The pitch with this pitch class at or above `low`. */
export const above = (pc: number, low: number) => low + ((((pc - low) % 12) + 12) % 12);

export interface Writer {
  events: MidiEvent[];
  rng: Rng;
  note(tick: number, channel: number, pitch: number, velocity: number, ticks: number): void;
  program(channel: number, program: number): void;
}

function writer(seed: number, humanise: number): Writer {
  const rng = mulberry32(seed);
  const events: MidiEvent[] = [];
  return {
    events,
    rng,
    note(tick, channel, pitch, velocity, ticks) {
      // A player's few milliseconds and a few steps of velocity: an exact grid is a sequencer's, not a band's.
      const jitter = (rng() + rng() - 1) * humanise;
      events.push({
        tick: Math.max(0, tick + jitter),
        type: 'note',
        channel,
        pitch,
        velocity: velocity + (rng() - 0.5) * 12,
        ticks: Math.max(10, ticks),
      });
    },
    program(channel, program) {
      events.push({ tick: 0, type: 'program', channel, program });
    },
  };
}

/** A melody of one bar: scale notes walking from the last, a chord tone on each onset that falls on a beat. */
function melodyBar(
  w: Writer,
  harmony: Harmony,
  chord: number[],
  start: number,
  onsets: number[],
  beatTicks: number,
  barTicks: number,
  channel: number,
  last: { pitch: number },
  ending: boolean,
): void {
  const scalePitches: number[] = [];
  for (let pitch = 62; pitch <= 86; pitch++)
    if (harmony.scale.some((step) => (step + harmony.key.tonic) % 12 === pitch % 12)) scalePitches.push(pitch);
  onsets.forEach((onset, index) => {
    const next = onsets[index + 1] ?? barTicks / beatTicks;
    let pitch: number;
    if (ending && index === onsets.length - 1) pitch = above(harmony.key.tonic, 67);
    else if (Number.isInteger(onset)) {
      const tones = scalePitches.filter((p) => chord.includes(p % 12));
      pitch = tones.reduce((best, p) => (Math.abs(p - last.pitch) < Math.abs(best - last.pitch) ? p : best), tones[0]!);
      if (w.rng() < 0.3)
        pitch = tones[Math.min(tones.length - 1, tones.indexOf(pitch) + (w.rng() < 0.5 ? -1 : 1))] ?? pitch;
    } else {
      const at = scalePitches.indexOf(last.pitch);
      const step = Math.round((w.rng() - 0.5) * 4);
      pitch = scalePitches[Math.max(0, Math.min(scalePitches.length - 1, (at < 0 ? 7 : at) + step))]!;
    }
    last.pitch = pitch;
    w.note(start + onset * beatTicks, channel, pitch, 88, (next - onset) * beatTicks * 0.9);
  });
}

export interface StyleSpec {
  beatsPerBar: number;
  /** Ticks of the beat a listener taps. */
  beatTicks: number;
  timeSignature: [number, number];
  programs: Record<number, number>;
  /** Melody onsets per bar, in beats; one picked per bar. */
  rhythms: number[][];
  seventh?: boolean;
  bar(w: Writer, ctx: BarContext): void;
}

export interface BarContext {
  start: number;
  bar: number;
  chord: number[];
  root: number;
  harmony: Harmony;
  beat: number;
}

export const swing8 = (beat: number, ratio: number) => Math.floor(beat) + (beat % 1 === 0.5 ? ratio : beat % 1);

export function chordNotes(
  w: Writer,
  channel: number,
  chord: number[],
  tick: number,
  ticks: number,
  velocity: number,
  low = 55,
): void {
  for (const pc of chord) w.note(tick, channel, above(pc, low), velocity, ticks);
}

const STYLES: Record<SteadyStyle, StyleSpec> = {
  electronic: {
    beatsPerBar: 4,
    beatTicks: PPQ,
    timeSignature: [4, 4],
    programs: { 0: 89, 1: 38, 2: 81 },
    rhythms: [
      [0, 1.5, 2, 3],
      [0, 0.5, 1, 2.5, 3.5],
      [0, 2, 2.75, 3.5],
    ],
    bar(w, { start, beat, chord, root, bar }) {
      for (let b = 0; b < 4; b++) {
        w.note(start + b * beat, DRUMS, KICK, 110, beat / 4);
        w.note(start + (b + 0.5) * beat, DRUMS, CLOSED_HAT, 80, beat / 4);
        w.note(start + (b + 0.5) * beat, 1, above(root, 36), 96, beat / 3);
        if (b % 2) w.note(start + b * beat, DRUMS, CLAP, 100, beat / 4);
      }
      if (bar % 8 === 0) w.note(start, DRUMS, CRASH, 90, beat);
      chordNotes(w, 0, chord, start, 4 * beat, 60);
    },
  },
  rock: {
    beatsPerBar: 4,
    beatTicks: PPQ,
    timeSignature: [4, 4],
    programs: { 0: 29, 1: 33, 2: 27, 3: 0 },
    rhythms: [
      [0, 1, 2, 3],
      [0, 1.5, 2, 3],
      [0, 0.5, 1, 2, 3],
    ],
    bar(w, { start, beat, chord, root, bar }) {
      for (let e = 0; e < 8; e++) w.note(start + (e * beat) / 2, DRUMS, CLOSED_HAT, e % 2 ? 70 : 90, beat / 4);
      for (const b of [0, 2, 2.5]) w.note(start + b * beat, DRUMS, KICK, 110, beat / 4);
      for (const b of [1, 3]) w.note(start + b * beat, DRUMS, SNARE, 110, beat / 4);
      if (bar % 8 === 0) w.note(start, DRUMS, CRASH, 100, beat);
      for (let e = 0; e < 8; e++) {
        // A power chord: root, fifth, octave (the diminished fifth on ii° in minor, which stays in the key).
        const low = above(root, 40);
        for (const pitch of [low, above(chord[2]!, low), low + 12])
          w.note(start + (e * beat) / 2, 0, pitch, 85, beat / 2.2);
        w.note(start + (e * beat) / 2, 1, above(root, 28), 95, beat / 2.2);
      }
      chordNotes(w, 3, chord, start, 4 * beat, 50, 60);
    },
  },
  'hip-hop': {
    beatsPerBar: 4,
    beatTicks: PPQ,
    timeSignature: [4, 4],
    programs: { 0: 4, 1: 33, 2: 11 },
    rhythms: [
      [0, 1.5, 3],
      [0.5, 1, 2.5],
      [0, 2, 2.5, 3.5],
    ],
    bar(w, { start, beat, chord, root }) {
      // Sixteenths swung: the second of each pair late, at 0.58 of the eighth.
      for (let s = 0; s < 16; s++) {
        const at = Math.floor(s / 2) * 0.5 + (s % 2 ? 0.29 : 0);
        w.note(start + at * beat, DRUMS, CLOSED_HAT, s % 2 ? 55 : 80, beat / 8);
      }
      for (const b of [0, 1.79, 2.5]) w.note(start + b * beat, DRUMS, KICK, 115, beat / 4);
      for (const b of [1, 3]) w.note(start + b * beat, DRUMS, SNARE, 112, beat / 4);
      chordNotes(w, 0, chord, start, 2 * beat, 62);
      chordNotes(w, 0, chord, start + 2.5 * beat, 1.5 * beat, 55);
      for (const [b, len] of [
        [0, 1.5],
        [1.79, 0.7],
        [2.5, 1.5],
      ] as const)
        w.note(start + b * beat, 1, above(root, 33), 100, len * beat);
    },
  },
  ballad: {
    beatsPerBar: 4,
    beatTicks: PPQ,
    timeSignature: [4, 4],
    programs: { 0: 0, 1: 0, 2: 0 },
    rhythms: [
      [0, 2, 3],
      [0, 1, 2],
      [0, 1.5, 2, 3],
      [0, 3],
    ],
    bar(w, { start, beat, chord, root }) {
      // The left hand's broken chord in eighths: root, fifth, tenth, fifth.
      const bass = above(root, 36);
      const third = above(chord[1]!, bass + 12);
      const fifth = above(chord[2]!, bass);
      const pattern = [bass, fifth, third, fifth + 12, third, fifth, bass + 12, fifth];
      pattern.forEach((pitch, e) => w.note(start + (e * beat) / 2, 1, pitch, e === 0 ? 72 : 52, beat * 0.9));
    },
  },
  orchestral: {
    beatsPerBar: 4,
    beatTicks: PPQ,
    timeSignature: [4, 4],
    programs: { 0: 48, 1: 45, 2: 73, 3: 47 },
    rhythms: [
      [0, 1, 2, 3],
      [0, 2, 3],
      [0, 1.5, 2, 3],
    ],
    bar(w, { start, beat, chord, root, harmony }) {
      chordNotes(w, 0, chord, start, 2 * beat, 70);
      chordNotes(w, 0, chord, start + 2 * beat, 2 * beat, 64);
      for (let b = 0; b < 4; b++) w.note(start + b * beat, 1, above(b % 2 ? chord[2]! : root, 36), 95, beat / 2);
      // Timpani on the tonic and the dominant, as they are tuned.
      w.note(start, 3, above(harmony.key.tonic, 41), 110, beat);
      w.note(start + 2 * beat, 3, above((harmony.key.tonic + 7) % 12, 41), 100, beat);
      for (let e = 0; e < 8; e++) w.note(start + (e * beat) / 2, DRUMS, SNARE, e % 2 ? 50 : 72, beat / 4);
    },
  },
  reggae: {
    beatsPerBar: 4,
    beatTicks: PPQ,
    timeSignature: [4, 4],
    programs: { 0: 16, 1: 33, 2: 27 },
    rhythms: [
      [0, 1, 2.5],
      [0.5, 1.5, 3],
      [0, 2, 3.5],
    ],
    bar(w, { start, beat, chord, root }) {
      // One drop: kick and rim together on three; the skank on every offbeat.
      w.note(start + 2 * beat, DRUMS, KICK, 110, beat / 4);
      w.note(start + 2 * beat, DRUMS, SIDE_STICK, 100, beat / 4);
      for (let e = 0; e < 8; e++) w.note(start + (e * beat) / 2, DRUMS, CLOSED_HAT, e % 2 ? 60 : 75, beat / 4);
      for (let b = 0; b < 4; b++) chordNotes(w, 0, chord, start + (b + 0.5) * beat, beat / 4, 80, 60);
      const bass = above(root, 31);
      const fifth = above(chord[2]!, bass);
      for (const [b, pitch, len] of [
        [0, bass, 1.2],
        [1.5, fifth, 0.5],
        [2, bass + 12, 0.8],
        [3, fifth, 0.9],
      ] as const)
        w.note(start + b * beat, 1, pitch, 105, len * beat);
    },
  },
  jazz: {
    beatsPerBar: 4,
    beatTicks: PPQ,
    timeSignature: [4, 4],
    programs: { 0: 0, 1: 32, 2: 66 },
    seventh: true,
    rhythms: [
      [0, 1, 1.5, 2, 3],
      [0, 0.5, 1.5, 2.5, 3],
      [0, 2, 2.5, 3.5],
    ],
    bar(w, { start, beat, chord, root, harmony }) {
      const ride = (b: number) => start + swing8(b, 2 / 3) * beat;
      for (const b of [0, 1, 1.5, 2, 3, 3.5]) w.note(ride(b), DRUMS, RIDE, b % 1 ? 65 : 85, beat / 3);
      for (const b of [1, 3]) w.note(start + b * beat, DRUMS, PEDAL_HAT, 70, beat / 4);
      // Walking bass: the root, chord tones, a scale step leading on.
      const walk = [
        above(root, 36),
        above(chord[1]!, 38),
        above(chord[2]!, 40),
        above((harmony.scale[3]! + harmony.key.tonic) % 12, 38),
      ];
      walk.forEach((pitch, b) => w.note(start + b * beat, 1, pitch, 95, beat * 0.95));
      // Shell voicings, comped on the and of two and on four.
      for (const b of [1.5, 3])
        for (const pc of [chord[1]!, chord[3] ?? chord[2]!]) w.note(ride(b), 0, above(pc, 56), 66, beat * 0.6);
    },
  },
  'six-eight': {
    beatsPerBar: 2,
    beatTicks: (3 * PPQ) / 2,
    timeSignature: [6, 8],
    programs: { 0: 24, 1: 32, 2: 73 },
    rhythms: [
      [0, 1],
      [0, 2 / 3, 1],
      [0, 1 / 3, 1, 5 / 3],
    ],
    bar(w, { start, beat, chord, root }) {
      const eighth = beat / 3;
      const low = above(root, 43);
      const arpeggio = [
        low,
        above(chord[1]!, low),
        above(chord[2]!, low),
        low + 12,
        above(chord[2]!, low),
        above(chord[1]!, low),
      ];
      arpeggio.forEach((pitch, e) => w.note(start + e * eighth, 0, pitch, e % 3 ? 60 : 82, eighth * 1.5));
      for (let e = 0; e < 6; e++) w.note(start + e * eighth, DRUMS, SHAKER, e % 3 ? 50 : 75, eighth / 2);
      w.note(start, DRUMS, KICK, 105, eighth);
      w.note(start + beat, DRUMS, SIDE_STICK, 90, eighth);
      w.note(start, 1, above(root, 36), 95, beat * 0.9);
      w.note(start + beat, 1, above(chord[2]!, 36), 85, beat * 0.9);
    },
  },
};

const harmonyOf = (key: KeyClass): Harmony => ({ key, scale: key.mode === 'major' ? MAJOR_SCALE : MINOR_SCALE });

function keySignature(key: KeyClass): number {
  // Sharps count along the circle of fifths from C major (A minor); past six, the flat side.
  const majorTonic = key.mode === 'major' ? key.tonic : (key.tonic + 3) % 12;
  const sharps = (majorTonic * 7) % 12;
  return sharps > 6 ? sharps - 12 : sharps;
}

/** A steady piece: `seconds` long (whole bars), at `bpm`, in `key`. */
export const steadyPiece = (style: SteadyStyle, bpm: number, key: KeyClass, seconds: number, seed: number): Piece =>
  arrangedPiece(STYLES[style], bpm, key, seconds, seed);

/** A piece in the style `spec` describes: `seconds` long (whole bars), at `bpm`, in `key`. */
export function arrangedPiece(spec: StyleSpec, bpm: number, key: KeyClass, seconds: number, seed: number): Piece {
  const harmony = harmonyOf(key);
  // Humanised by about 6 ms either way.
  const beatSeconds = 60 / bpm;
  const w = writer(seed, (0.006 / beatSeconds) * spec.beatTicks);
  const microsPerQuarter = (beatSeconds * 1e6 * PPQ) / spec.beatTicks;
  w.events.push(
    { tick: 0, type: 'tempo', microsPerQuarter },
    { tick: 0, type: 'time-signature', numerator: spec.timeSignature[0], denominator: spec.timeSignature[1] },
    { tick: 0, type: 'key-signature', sharps: keySignature(key), minor: key.mode === 'minor' },
  );
  for (const [channel, program] of Object.entries(spec.programs)) w.program(Number(channel), program);
  const barTicks = spec.beatsPerBar * spec.beatTicks;
  const bars = Math.max(1, Math.round(seconds / (beatSeconds * spec.beatsPerBar)));
  const progression = PROGRESSIONS[key.mode][Math.floor(w.rng() * 4)]!;
  const last = { pitch: above(key.tonic, 67) };
  for (let bar = 0; bar < bars; bar++) {
    const degree = progression[bar % 8]!;
    const chord = chordOf(harmony, degree, spec.seventh);
    const start = bar * barTicks;
    spec.bar(w, { start, bar, chord, root: chord[0]!, harmony, beat: spec.beatTicks });
    const rhythm = spec.rhythms[Math.floor(w.rng() * spec.rhythms.length)]!;
    melodyBar(w, harmony, chord, start, rhythm, spec.beatTicks, barTicks, 2, last, bar % 8 === 7);
  }
  return { events: w.events, bpm };
}

/**
 * A free-time piece: rubato piano, chords and a melody with the tempo wandering between 35 and
 * 110 beats a minute and pausing on fermatas; or pads and a slow melody entering at irregular
 * times. Both stay in `key`, so they still count for the key.
 */
export function freePiece(style: FreeStyle, key: KeyClass, seconds: number, seed: number): Piece {
  const harmony = harmonyOf(key);
  const w = writer(seed, 0);
  w.events.push({ tick: 0, type: 'key-signature', sharps: keySignature(key), minor: key.mode === 'minor' });
  const progression = PROGRESSIONS[key.mode][Math.floor(w.rng() * 4)]!;
  const last = { pitch: above(key.tonic, 67) };
  if (style === 'rubato-piano') {
    w.program(0, 0);
    let tick = 0;
    let elapsed = 0;
    for (let bar = 0; elapsed < seconds; bar++) {
      const chord = chordOf(harmony, progression[bar % 8]!);
      // Each beat at its own tempo: a phrase that pushes, holds back and stops.
      for (let b = 0; b < 4; b++) {
        const bpm = 35 + w.rng() * 75;
        w.events.push({ tick: tick + b * PPQ, type: 'tempo', microsPerQuarter: 60e6 / bpm });
        elapsed += 60 / bpm;
      }
      w.note(tick, 0, above(chord[0]!, 36), 70, 4 * PPQ);
      chordNotes(w, 0, chord, tick + PPQ * w.rng(), 3 * PPQ, 55);
      const onsets = [0, 1 + w.rng() * 0.8, 2 + w.rng() * 0.6, 3.2 + w.rng() * 0.5].filter(() => w.rng() < 0.8);
      melodyBar(w, harmony, chord, tick, onsets.length ? onsets : [0], PPQ, 4 * PPQ, 0, last, bar % 8 === 7);
      tick += 4 * PPQ;
    }
    return { events: w.events, bpm: null };
  }
  // Pads: at 60 beats a minute a tick is a known time, so the times below are seconds.
  w.events.push({ tick: 0, type: 'tempo', microsPerQuarter: 1e6 });
  w.program(0, 89);
  w.program(1, 48);
  w.program(2, 73);
  let at = 0;
  for (let chordIndex = 0; at < seconds; chordIndex++) {
    const chord = chordOf(harmony, progression[chordIndex % 8]!);
    const length = 3 + w.rng() * 5;
    chordNotes(w, 0, chord, at * PPQ, (length + 1) * PPQ, 60, 52);
    w.note(at * PPQ, 1, above(chord[0]!, 36), 55, (length + 1) * PPQ);
    // Melody notes at irregular times, 0.7 to 3 s apart, each held about a second.
    for (let t = at + w.rng() * 1.5; t < at + length - 0.5; t += 0.7 + w.rng() * 2.3) {
      melodyBar(w, harmony, chord, t * PPQ, [w.rng() < 0.5 ? 0 : 0.5], PPQ, PPQ * (1.2 + w.rng()), 2, last, false);
    }
    at += length;
  }
  return { events: w.events, bpm: null };
}
