/**
 * Ten styles the detect bench never renders, for the tempo bench (bench:tempo): the grooves where
 * the level a listener taps is hardest to hear, a half-time snare over fast hats, a double kick
 * under a backbeat, a waltz's three, a shuffle's triplets. Each is written with the detect
 * bench's harmony and melody (detect-arrangements.ts) over a groove of its own. The written tempo
 * is the one a listener taps and a producer writes in the session:
 * - drum & bass, 170-176: the snare's backbeat on 2 and 4 of the fast bar (often heard at half);
 * - trap, 130-150: the hats' quarters, the clap on 3 alone (a half-time feel, often heard at half);
 * - bossa nova, 120-140: the quarter under the guitar's syncopations and the surdo's 1 and 3;
 * - funk, 95-115: the quarter, sixteenths on the hats and the guitar;
 * - country train beat, 100-130: the quarter, the snare's eighths accented on 2 and 4;
 * - shuffle blues, 80-110: the dotted quarter of 12/8, triplets under it;
 * - waltz, 84-132: the quarter of 3/4, the bass on 1 and the chords on 2 and 3;
 * - metal, 140-180: the snare's 2 and 4 over a double kick in sixteenths (often heard at double);
 * - afrobeat, 100-125: the quarter, shekere sixteenths and a bell pattern;
 * - 8-beat pop, 110-125: eighths on the hats and the piano, kick on 1 and 3 (often heard at half).
 */
import { mulberry32 } from '../../scripts/random.ts';
import {
  above,
  arrangedPiece,
  chordNotes,
  CLAP,
  CLOSED_HAT,
  CRASH,
  DRUMS,
  KICK,
  RIDE,
  SHAKER,
  SIDE_STICK,
  SNARE,
  swing8,
  type Piece,
  type StyleSpec,
} from './detect-arrangements.ts';
import { keyName, type KeyClass } from './detect-scores.ts';
import { KEYS } from './detect-set.ts';
import { PPQ } from './midi-file.ts';

export const UNSEEN_STYLES = [
  'drum-and-bass',
  'trap',
  'bossa-nova',
  'funk',
  'country',
  'shuffle-blues',
  'waltz',
  'metal',
  'afrobeat',
  'pop-8beat',
] as const;
export type UnseenStyle = (typeof UNSEEN_STYLES)[number];

/** The tempos each style is written at, in the beats a listener taps. */
export const UNSEEN_TEMPOS: Record<UnseenStyle, [number, number]> = {
  'drum-and-bass': [170, 176],
  trap: [130, 150],
  'bossa-nova': [120, 140],
  funk: [95, 115],
  country: [100, 130],
  'shuffle-blues': [80, 110],
  waltz: [84, 132],
  metal: [140, 180],
  afrobeat: [100, 125],
  'pop-8beat': [110, 125],
};

const OPEN_HAT = 46;
const COWBELL = 56;
const CABASA = 69;
const HIGH_CONGA = 63;
const LOW_CONGA = 64;

const four = { beatsPerBar: 4, beatTicks: PPQ, timeSignature: [4, 4] as [number, number] };

const UNSEEN: Record<UnseenStyle, StyleSpec> = {
  'drum-and-bass': {
    ...four,
    programs: { 0: 89, 1: 38, 2: 81 },
    rhythms: [
      [0, 1.5, 3],
      [0, 0.5, 2, 3.5],
      [0, 2, 2.5],
    ],
    bar(w, { start, beat, chord, root, bar }) {
      // The two-step: kick on 1 and the and of 3, snare on 2 and 4, a ghost before the 4; the ride in eighths.
      for (let e = 0; e < 8; e++) w.note(start + (e * beat) / 2, DRUMS, RIDE, e % 2 ? 55 : 70, beat / 4);
      for (const b of [0, 2.5]) w.note(start + b * beat, DRUMS, KICK, 112, beat / 4);
      for (const b of [1, 3]) w.note(start + b * beat, DRUMS, SNARE, 115, beat / 4);
      w.note(start + 2.75 * beat, DRUMS, SNARE, 45, beat / 8);
      if (bar % 8 === 0) w.note(start, DRUMS, CRASH, 95, beat);
      // A reese bass held under the bar, moving at the half bar.
      w.note(start, 1, above(root, 28), 100, 2.4 * beat);
      w.note(start + 2.5 * beat, 1, above(chord[2]!, 28), 95, 1.4 * beat);
      chordNotes(w, 0, chord, start, 4 * beat, 55);
    },
  },
  trap: {
    ...four,
    programs: { 0: 48, 1: 38, 2: 10 },
    rhythms: [
      [0, 1, 2, 3],
      [0, 1.5, 2.5],
      [0, 0.5, 1, 3],
    ],
    bar(w, { start, beat, chord, root, bar }) {
      // Hats in eighths, with a roll of sixteenth triplets in the last beat of every other bar.
      for (let e = 0; e < 8; e++) {
        if (bar % 2 && e >= 6) continue;
        w.note(start + (e * beat) / 2, DRUMS, CLOSED_HAT, e % 2 ? 62 : 82, beat / 6);
      }
      if (bar % 2)
        for (let t = 0; t < 6; t++) w.note(start + (3 + t / 6) * beat, DRUMS, CLOSED_HAT, 60 + t * 4, beat / 8);
      // The half-time clap and snare on 3 alone; the 808's kicks syncopated around it.
      w.note(start + 2 * beat, DRUMS, CLAP, 118, beat / 4);
      w.note(start + 2 * beat, DRUMS, SNARE, 100, beat / 4);
      for (const b of [0, 0.75, 3.5]) w.note(start + b * beat, DRUMS, KICK, 115, beat / 4);
      for (const [b, len] of [
        [0, 0.7],
        [0.75, 1.2],
        [3.5, 0.5],
      ] as const)
        w.note(start + b * beat, 1, above(root, 28), 110, len * beat);
      chordNotes(w, 0, chord, start, 4 * beat, 50);
    },
  },
  'bossa-nova': {
    ...four,
    programs: { 0: 24, 1: 32, 2: 73 },
    seventh: true,
    rhythms: [
      [0, 1, 2.5],
      [0.5, 1.5, 3],
      [0, 2, 3.5],
    ],
    bar(w, { start, beat, chord, root, bar }) {
      // Brushed hats in eighths; the rim clave over two bars (3 then 2); the surdo's dotted rhythm on the kick.
      for (let e = 0; e < 8; e++) w.note(start + (e * beat) / 2, DRUMS, CLOSED_HAT, e % 2 ? 40 : 55, beat / 4);
      for (const b of bar % 2 ? [1, 2.5] : [0, 1.5, 3]) w.note(start + b * beat, DRUMS, SIDE_STICK, 85, beat / 4);
      for (const b of [0, 1.5, 2, 3.5]) w.note(start + b * beat, DRUMS, KICK, b % 1 ? 60 : 80, beat / 4);
      const bass = above(root, 36);
      const fifth = above(chord[2]!, bass - 7);
      for (const [b, pitch, len] of [
        [0, bass, 1.4],
        [1.5, fifth, 0.5],
        [2, fifth, 1.4],
        [3.5, bass, 0.5],
      ] as const)
        w.note(start + b * beat, 1, pitch, 90, len * beat);
      for (const b of [0, 1.5, 2.5, 3]) chordNotes(w, 0, chord, start + b * beat, beat * 0.45, 62, 52);
    },
  },
  funk: {
    ...four,
    programs: { 0: 28, 1: 36, 2: 61 },
    seventh: true,
    rhythms: [
      [0, 0.75, 1.5, 3],
      [0.5, 1.75, 2.5],
      [0, 1, 2.25, 3.5],
    ],
    bar(w, { start, beat, chord, root }) {
      for (let s = 0; s < 16; s++) w.note(start + (s * beat) / 4, DRUMS, CLOSED_HAT, s % 2 ? 45 : 75, beat / 8);
      w.note(start + 3.5 * beat, DRUMS, OPEN_HAT, 80, beat / 2);
      for (const b of [0, 0.75, 2.5]) w.note(start + b * beat, DRUMS, KICK, 112, beat / 4);
      for (const b of [1, 3]) w.note(start + b * beat, DRUMS, SNARE, 115, beat / 4);
      for (const b of [1.75, 2.25, 3.75]) w.note(start + b * beat, DRUMS, SNARE, 40, beat / 8);
      const bass = above(root, 28);
      for (const [b, pitch] of [
        [0, bass],
        [0.75, bass + 12],
        [1.5, bass],
        [2, above(chord[2]!, bass)],
        [2.5, bass],
        [3.25, bass + 10],
      ] as const)
        w.note(start + b * beat, 1, pitch, 105, beat / 3);
      // The guitar's scratch in sixteenths, its accents off the beat.
      for (let s = 0; s < 16; s++)
        chordNotes(w, 0, chord.slice(1), start + (s * beat) / 4, beat / 8, [2, 6, 10, 14].includes(s) ? 80 : 40, 60);
    },
  },
  country: {
    ...four,
    programs: { 0: 25, 1: 32, 2: 110 },
    rhythms: [
      [0, 1, 2, 3],
      [0, 1.5, 2, 3],
      [0, 2, 3, 3.5],
    ],
    bar(w, { start, beat, chord, root }) {
      // The train beat: snare eighths, accented on 2 and 4; kick on 1 and 3.
      for (let e = 0; e < 8; e++) w.note(start + (e * beat) / 2, DRUMS, SNARE, e === 2 || e === 6 ? 110 : 50, beat / 4);
      for (const b of [0, 2]) w.note(start + b * beat, DRUMS, KICK, 100, beat / 4);
      // Boom-chick: the root, then the fifth below, on 1 and 3; the strum on 2 and 4.
      const bass = above(root, 36);
      w.note(start, 1, bass, 100, beat * 0.9);
      w.note(start + 2 * beat, 1, above(chord[2]!, bass - 12), 95, beat * 0.9);
      for (const b of [1, 3]) chordNotes(w, 0, chord, start + b * beat, beat * 0.5, 80, 55);
    },
  },
  'shuffle-blues': {
    beatsPerBar: 4,
    beatTicks: (3 * PPQ) / 2,
    timeSignature: [12, 8],
    programs: { 0: 16, 1: 33, 2: 22 },
    seventh: true,
    rhythms: [
      [0, 2 / 3, 1, 2],
      [0, 1, 5 / 3, 3],
      [1 / 3, 1, 2, 2 + 2 / 3],
    ],
    bar(w, { start, beat, chord, root }) {
      // The shuffle: each beat's first and third triplet on the ride; kick 1 and 3, snare 2 and 4.
      for (let b = 0; b < 4; b++)
        for (const t of [0, 2 / 3]) w.note(start + (b + t) * beat, DRUMS, RIDE, t ? 60 : 80, beat / 4);
      for (const b of [0, 2]) w.note(start + b * beat, DRUMS, KICK, 100, beat / 4);
      for (const b of [1, 3]) w.note(start + b * beat, DRUMS, SNARE, 108, beat / 4);
      // The boogie bass: root, fifth, sixth, fifth, each beat shuffled (its sixth and funk's seventh are blue notes, off the key).
      const bass = above(root, 36);
      [0, 7, 9, 7].forEach((step, b) => {
        w.note(start + b * beat, 1, bass + step, 100, beat * 0.6);
        w.note(start + (b + 2 / 3) * beat, 1, bass + step, 75, beat * 0.3);
      });
      for (const b of [0, 1, 2, 3]) chordNotes(w, 0, chord, start + (b + 2 / 3) * beat, beat / 3, 58, 58);
    },
  },
  waltz: {
    beatsPerBar: 3,
    beatTicks: PPQ,
    timeSignature: [3, 4],
    programs: { 0: 21, 1: 58, 2: 40 },
    rhythms: [[0, 1, 2], [0, 2], [0, 1.5, 2], [0]],
    bar(w, { start, beat, chord, root }) {
      // Oom-pah-pah: the tuba on 1, the accordion's chords on 2 and 3; a soft bass drum and triangle-like hat.
      w.note(start, 1, above(root, 34), 100, beat * 0.9);
      for (const b of [1, 2]) chordNotes(w, 0, chord, start + b * beat, beat * 0.6, 62, 57);
      w.note(start, DRUMS, KICK, 70, beat / 4);
      for (const b of [1, 2]) w.note(start + b * beat, DRUMS, CLOSED_HAT, 45, beat / 4);
    },
  },
  metal: {
    ...four,
    programs: { 0: 30, 1: 34, 2: 29 },
    rhythms: [
      [0, 1, 2, 3],
      [0, 2],
      [0, 1.5, 2, 3],
    ],
    bar(w, { start, beat, chord, root, bar }) {
      // The double kick in sixteenths under a backbeat; the crash on every quarter.
      for (let s = 0; s < 16; s++) w.note(start + (s * beat) / 4, DRUMS, KICK, s % 4 ? 95 : 110, beat / 8);
      for (const b of [1, 3]) w.note(start + b * beat, DRUMS, SNARE, 120, beat / 4);
      for (let b = 0; b < 4; b++)
        w.note(start + b * beat, DRUMS, b === 0 && bar % 4 === 0 ? CRASH : RIDE, 90, beat / 2);
      // Palm-muted power chords in sixteenths, the bass doubling them in eighths.
      const low = above(root, 40);
      for (let s = 0; s < 16; s++)
        for (const pitch of [low, above(chord[2]!, low)])
          w.note(start + (s * beat) / 4, 0, pitch, s % 4 ? 70 : 92, beat / 5);
      for (let e = 0; e < 8; e++) w.note(start + (e * beat) / 2, 1, above(root, 28), 100, beat / 2.2);
    },
  },
  afrobeat: {
    ...four,
    programs: { 0: 27, 1: 33, 2: 66 },
    rhythms: [
      [0, 1.5, 2.5, 3],
      [0.5, 1, 2, 3.5],
      [0, 0.75, 2, 3],
    ],
    bar(w, { start, beat, chord, root }) {
      // Shekere in sixteenths, the hat open on the offbeats, a bell pattern, congas; kick and snare sparse.
      for (let s = 0; s < 16; s++) w.note(start + (s * beat) / 4, DRUMS, CABASA, s % 4 ? 45 : 70, beat / 8);
      for (let b = 0; b < 4; b++) w.note(start + (b + 0.5) * beat, DRUMS, OPEN_HAT, 70, beat / 3);
      for (const b of [0, 0.75, 1.5, 2.5, 3]) w.note(start + b * beat, DRUMS, COWBELL, 75, beat / 4);
      for (const [b, drum] of [
        [1.5, HIGH_CONGA],
        [1.75, HIGH_CONGA],
        [3.5, LOW_CONGA],
        [3.75, LOW_CONGA],
      ] as const)
        w.note(start + b * beat, DRUMS, drum, 80, beat / 4);
      for (const b of [0, 1.5, 2.75]) w.note(start + b * beat, DRUMS, KICK, 105, beat / 4);
      for (const b of [1, 3]) w.note(start + b * beat, DRUMS, SNARE, 95, beat / 4);
      const bass = above(root, 33);
      for (const [b, pitch] of [
        [0, bass],
        [0.75, bass],
        [1.5, above(chord[2]!, bass)],
        [2.5, bass + 12],
        [3.25, above(chord[1]!, bass)],
      ] as const)
        w.note(start + b * beat, 1, pitch, 100, beat * 0.45);
      for (let s = 0; s < 16; s++)
        if (s % 4 !== 0) w.note(start + (s * beat) / 4, 0, above(chord[s % 3]!, 60), s % 2 ? 55 : 70, beat / 6);
    },
  },
  'pop-8beat': {
    ...four,
    programs: { 0: 0, 1: 33, 2: 80 },
    rhythms: [
      [0, 1, 2, 3],
      [0, 1.5, 2, 3],
      [0, 0.5, 1, 2.5],
    ],
    bar(w, { start, beat, chord, root, bar }) {
      for (let e = 0; e < 8; e++) w.note(start + (e * beat) / 2, DRUMS, CLOSED_HAT, e % 2 ? 60 : 80, beat / 4);
      for (const b of [0, 2, 2.5]) w.note(start + b * beat, DRUMS, KICK, 108, beat / 4);
      for (const b of [1, 3]) w.note(start + b * beat, DRUMS, SNARE, 104, beat / 4);
      if (bar % 8 === 0) w.note(start, DRUMS, CRASH, 90, beat);
      w.note(start + 3.5 * beat, DRUMS, SHAKER, 60, beat / 4);
      // The piano's eighths and the bass's eighths on the root: the eight beats of the 8-beat.
      for (let e = 0; e < 8; e++) {
        chordNotes(w, 0, chord, start + (e * beat) / 2, beat / 2.2, e % 2 ? 50 : 64, 57);
        w.note(start + (e * beat) / 2, 1, above(root, 33), e % 2 ? 80 : 96, beat / 2.2);
      }
      w.note(start + swing8(3.5, 0.5) * beat, 1, above(chord[2]!, 33), 80, beat / 2.2);
    },
  },
};

export interface UnseenItem {
  /** File-name safe: style, tempo, key. */
  id: string;
  style: UnseenStyle;
  /** The tempo written: the beats a listener taps per minute. */
  bpm: number;
  key: KeyClass;
  seed: number;
  /** The master's integrated loudness, LUFS. */
  masterLufs: number;
}

const slug = (key: KeyClass) => keyName(key).replace('♯', 's').replace('♭', 'b').replace(' ', '-');

/**
 * `perStyle` pieces of each unseen style, their tempos spread evenly over the style's range, keys
 * turning round the 24, levels from -26 to -7 LUFS as the detect bench's.
 */
export function unseenSet(perStyle: number, seed: number): UnseenItem[] {
  const random = mulberry32(seed);
  return UNSEEN_STYLES.flatMap((style, styleIndex) => {
    const [low, high] = UNSEEN_TEMPOS[style];
    return Array.from({ length: perStyle }, (_, i) => {
      const bpm = Math.round(low + ((high - low) * (i + 0.5)) / perStyle);
      const key = KEYS[(i * 7 + styleIndex * 5 + seed) % KEYS.length]!;
      return {
        id: `${style}-${bpm}-${slug(key)}`,
        style,
        bpm,
        key,
        seed: Math.floor(random() * 2 ** 31),
        masterLufs: Math.round((-26 + random() * 19) * 10) / 10,
      };
    });
  });
}

export const unseenPiece = (item: UnseenItem, seconds: number): Piece =>
  arrangedPiece(UNSEEN[item.style], item.bpm, item.key, seconds, item.seed);
