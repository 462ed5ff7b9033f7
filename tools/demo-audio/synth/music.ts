/** Keys, diatonic chords and a compact melody notation for writing the cues by hand. */
import { cycleAt } from '../../../scripts/cycle-at.ts';

const SCALES = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
  dorian: [0, 2, 3, 5, 7, 9, 10],
} as const;

export interface Key {
  /** MIDI note of the tonic in the bass octave, e.g. 45 for A2. */
  root: number;
  mode: keyof typeof SCALES;
  /** As shown to buyers: "A minor". */
  name: string;
}

/** Pitch of a 1-based scale degree (8 is the octave, 0 and below go under the tonic). */
export function degree(key: Key, deg: number, octave = 0): number {
  const scale = SCALES[key.mode];
  const i = deg - 1;
  const oct = Math.floor(i / 7);
  const step = ((i % 7) + 7) % 7;
  return key.root + scale[step]! + 12 * (oct + octave);
}

/**
 * A diatonic chord on a degree, voiced close to `center` so successive chords move by small
 * steps as a keyboard player's would.
 */
export function chord(key: Key, deg: number, size: 3 | 4 = 3, center = 62): number[] {
  const tones = Array.from({ length: size }, (_, k) => degree(key, deg + 2 * k));
  let best = tones;
  let bestDist = Infinity;
  for (let inv = 0; inv < size; inv++) {
    for (let oct = -2; oct <= 3; oct++) {
      const voiced = tones.map((n, k) => n + 12 * oct + (k < inv ? 12 : 0)).sort((a, b) => a - b);
      // `size` is 3 or 4, so the lowest and highest tones exist.
      const mid = (voiced[0]! + voiced[voiced.length - 1]!) / 2;
      const dist = Math.abs(mid - center);
      if (dist < bestDist) {
        bestDist = dist;
        best = voiced;
      }
    }
  }
  return best;
}

export interface NoteEvent {
  /** In steps from the start of the line. */
  step: number;
  steps: number;
  midi: number;
  syllable?: string;
}

/**
 * Melody notation, one token per step: a degree (`1`..`7`, `'` up an octave, `,` down,
 * `b`/`#` before it), `-` holds the previous note, `.` is a rest, `|` is ignored (bar lines).
 * Syllables, if given, are taken one per note in order.
 */
export function melody(key: Key, line: string, octave: number, syllables = ''): NoteEvent[] {
  const words = syllables.split(/\s+/).filter(Boolean);
  const events: NoteEvent[] = [];
  let step = 0;
  for (const token of line.split(/\s+/).filter((t) => t && t !== '|')) {
    if (token === '-') {
      const last = events[events.length - 1];
      if (!last) throw new Error(`Melody "${line}" starts with a hold`);
      last.steps += 1;
    } else if (token !== '.') {
      const m = /^([b#]?)(\d)('*)(,*)$/.exec(token);
      if (!m) throw new Error(`Bad melody token "${token}" in "${line}"`);
      const shift = m[1] === 'b' ? -1 : m[1] === '#' ? 1 : 0;
      // Groups 3 and 4 always take part in a match (possibly empty).
      const oct = octave + m[3]!.length - m[4]!.length;
      const midi = degree(key, Number(m[2]), oct) + shift;
      events.push(
        words.length ? { step, steps: 1, midi, syllable: cycleAt(words, events.length) } : { step, steps: 1, midi },
      );
    }
    step += 1;
  }
  if (words.length && words.length !== events.length) {
    throw new Error(`Melody "${line}" has ${events.length} notes but ${words.length} syllables`);
  }
  return events;
}

/** A drum pattern over 16 steps: `X` accent, `x` normal, `o` ghost, `.` rest. */
export function hits(pattern: string): { step: number; vel: number }[] {
  const out: { step: number; vel: number }[] = [];
  [...pattern.replace(/\s|\|/g, '')].forEach((c, step) => {
    const vel = c === 'X' ? 1 : c === 'x' ? 0.75 : c === 'o' ? 0.35 : 0;
    if (vel) out.push({ step, vel });
  });
  return out;
}
