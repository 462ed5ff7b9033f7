/**
 * A print of a recording over time, to find the track an excerpt was cut from. Tracks of one
 * style share their statistics (sound-features.ts) but not what happens when: the print keeps,
 * for each PITCH_SECONDS, the pitch class heard loudest (the chords and the tune), and for each
 * RISE_SECONDS whether the level rose from the block before (the rhythm and the dynamics as
 * played). Each alone is fooled by a sibling now and then (the same chords, the same drum
 * pattern); together they tell them apart. Both are made of what the analyser already computes
 * (the analysed frames' chroma, the energy envelope it reads the tempo from), so hearing them
 * costs nothing more; both survive a change of level and an MP3 round trip.
 */

/** About one chord, a bar of most cues: a 3-minute track is 120 letters. */
export const PITCH_SECONDS = 1.5;
/** About a beat: a 3-minute track is 450 bits. */
export const RISE_SECONDS = 0.4;
/** Where an excerpt's blocks are cut from, when it may start anywhere: so many phases a block, so one is never more than half a step off. */
const PITCH_PHASES = 4;
const RISE_PHASES = 8;
/** A query's first minute is matched: enough to tell a track from its siblings, and matching costs its length. */
const QUERY_SECONDS = 60;
/** A block's loudest pitch class, C to B, and a block with no notes. */
const PITCHES = 'ABCDEFGHIJKL';
const NO_PITCH = '-';
/** Six rise bits a character. */
const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** What the analyser keeps over time: each analysed frame's chroma (12 numbers a frame) and the energy envelope (log10), with their rates. */
export interface SoundTimeline {
  chroma: Float32Array;
  /** Seconds from one analysed frame to the next. */
  framePeriod: number;
  envelope: Float32Array;
  /** Envelope values a second. */
  envelopeRate: number;
}

/** A catalog track's print as the build writes it: one letter per pitch block, six rise bits per character. */
export interface SoundPrint {
  pitches: string;
  rises: string;
}

/** The frames' chroma summed per block of PITCH_SECONDS, the first starting `phase` seconds in. */
function pitchBlocks({ chroma, framePeriod }: SoundTimeline, phase: number, seconds: number): Float64Array {
  const frames = chroma.length / 12;
  const count = Math.max(0, Math.floor((Math.min(seconds, frames * framePeriod) - phase) / PITCH_SECONDS));
  const sums = new Float64Array(count * 12);
  for (let frame = 0; frame < frames; frame++) {
    const block = Math.floor((frame * framePeriod - phase) / PITCH_SECONDS);
    if (block < 0) continue;
    if (block >= count) break;
    for (let pc = 0; pc < 12; pc++) sums[block * 12 + pc]! += chroma[frame * 12 + pc]!;
  }
  return sums;
}

/** Per block of RISE_SECONDS from `phase`, whether its energy is above the block before's (the first block: 0). */
function riseBits({ envelope, envelopeRate }: SoundTimeline, phase: number, seconds: number): Uint8Array {
  const count = Math.max(0, Math.floor((Math.min(seconds, envelope.length / envelopeRate) - phase) / RISE_SECONDS));
  const energy = new Float64Array(count);
  for (let i = 0; i < envelope.length; i++) {
    const block = Math.floor((i / envelopeRate - phase) / RISE_SECONDS);
    if (block < 0) continue;
    if (block >= count) break;
    // The mean energy, not the mean of its logarithm: the hits make a block's level, not the near-silence an encoder fills.
    energy[block]! += 10 ** envelope[i]!;
  }
  return Uint8Array.from(energy, (value, block) => (block > 0 && value > energy[block - 1]! ? 1 : 0));
}

export function printOf(timeline: SoundTimeline): SoundPrint {
  const sums = pitchBlocks(timeline, 0, Infinity);
  let pitches = '';
  for (let block = 0; block < sums.length / 12; block++) {
    let top = -1;
    let most = 0;
    for (let pc = 0; pc < 12; pc++) {
      if (sums[block * 12 + pc]! > most) {
        most = sums[block * 12 + pc]!;
        top = pc;
      }
    }
    pitches += top < 0 ? NO_PITCH : PITCHES[top];
  }
  const bits = riseBits(timeline, 0, Infinity);
  let rises = '';
  for (let at = 0; at < bits.length; at += 6) {
    let digit = 0;
    for (let b = 0; b < 6; b++) digit |= (bits[at + b] ?? 0) << b;
    rises += DIGITS[digit];
  }
  return { pitches, rises };
}

/** Whether a print is one this code reads. */
export const isPrint = (print: unknown): print is SoundPrint =>
  typeof print === 'object' &&
  print !== null &&
  typeof (print as SoundPrint).pitches === 'string' &&
  typeof (print as SoundPrint).rises === 'string';

/**
 * A visitor's file as matched against the catalog's prints: its first minute's pitch blocks at
 * every phase, each block's chroma as shares of its loudest pitch class (1 the loudest, 0 one
 * not heard, a silent block all zeros), and its rise bits at every phase, packed 32 a word.
 */
export interface QueryPrint {
  pitches: Float32Array[];
  rises: { words: Uint32Array; length: number }[];
}

export function queryPrintOf(timeline: SoundTimeline): QueryPrint {
  const pitches = Array.from({ length: PITCH_PHASES }, (_, p) => {
    const sums = pitchBlocks(timeline, (p * PITCH_SECONDS) / PITCH_PHASES, QUERY_SECONDS);
    const shares = new Float32Array(sums.length);
    for (let block = 0; block < sums.length / 12; block++) {
      let most = 0;
      for (let pc = 0; pc < 12; pc++) most = Math.max(most, sums[block * 12 + pc]!);
      for (let pc = 0; pc < 12; pc++) shares[block * 12 + pc] = most > 0 ? sums[block * 12 + pc]! / most : 0;
    }
    return shares;
  });
  const rises = Array.from({ length: RISE_PHASES }, (_, p) => {
    // The first bit says nothing (no block before it): it is left out.
    const bits = riseBits(timeline, (p * RISE_SECONDS) / RISE_PHASES, QUERY_SECONDS).subarray(1);
    return { words: pack(bits), length: bits.length };
  });
  return { pitches, rises };
}

function pack(bits: Uint8Array): Uint32Array {
  const words = new Uint32Array(Math.ceil(bits.length / 32) + 1);
  bits.forEach((bit, at) => (words[at >>> 5]! |= bit << (at & 31)));
  return words;
}

const digitOf = new Int8Array(128).fill(0);
for (let d = 0; d < DIGITS.length; d++) digitOf[DIGITS.charCodeAt(d)] = d;
const pitchOf = new Int8Array(128).fill(-1);
for (let pc = 0; pc < 12; pc++) pitchOf[PITCHES.charCodeAt(pc)] = pc;

const ones = (word: number) => {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24) & 0xff;
};

/** A track's print as matched: its pitch classes (-1 for none) and its rise bits, 32 a word. */
interface Decoded {
  pitches: Int8Array;
  words: Uint32Array;
  length: number;
}

/** Decoded once per print: a catalog's prints are matched again at every search a file orders. */
const decodedPrints = new WeakMap<SoundPrint, Decoded>();

function decoded(print: SoundPrint): Decoded {
  let found = decodedPrints.get(print);
  if (!found) {
    const { rises } = print;
    const words = new Uint32Array(Math.ceil((rises.length * 6) / 32) + 2);
    for (let d = 0; d < rises.length; d++) {
      const digit = digitOf[rises.charCodeAt(d)]!;
      const at = d * 6;
      words[at >>> 5]! |= digit << (at & 31);
      if ((at & 31) > 26) words[(at >>> 5) + 1]! |= digit >>> (32 - (at & 31));
    }
    found = {
      pitches: Int8Array.from(print.pitches, (symbol) => pitchOf[symbol.charCodeAt(0)]!),
      words,
      length: rises.length * 6,
    };
    decodedPrints.set(print, found);
  }
  return found;
}

/** The share of the query's rise bits a track's agree with at the best offset and phase, and where in the track that puts the query's start, in seconds. */
let windows = new Uint32Array(0);

function riseMatch(query: QueryPrint['rises'], { words, length }: Decoded): { share: number; from: number } {
  // The 32 bits from each of the track's bits on, made once per track here (not kept: 2 kB a track), so the offsets' loop below shifts nothing.
  if (windows.length < length + 32) windows = new Uint32Array(length + 32);
  for (let at = 0; at < length; at++) {
    const shift = at & 31;
    windows[at] = shift ? (words[at >>> 5]! >>> shift) | (words[(at >>> 5) + 1]! << (32 - shift)) : words[at >>> 5]!;
  }
  windows.fill(0, length, length + 32);
  let best = 0;
  let from = 0;
  query.forEach(({ words: bits, length: heard }, phase) => {
    // A track shorter than the query is matched over its length.
    const count = Math.min(heard, length - 1);
    if (count <= 0) return;
    const full = count >>> 5;
    const tail = count & 31;
    const tailMask = tail ? (1 << tail) - 1 : 0;
    // The track's bit 0 has no block before it: the query's first bit lines up from the track's bit 1.
    for (let offset = 1; offset + count <= length; offset++) {
      let differ = 0;
      // Most offsets differ in half their bits: once one differs in more than the best so far, the rest of it cannot beat the best.
      const enough = (1 - best) * count;
      for (let w = 0; w <= full && differ < enough; w++) {
        if (w === full && !tail) break;
        differ += ones((windows[offset + w * 32]! ^ bits[w]!) & (w === full ? tailMask : 0xffffffff));
      }
      if (differ >= enough) continue;
      const agree = 1 - differ / count;
      if (agree > best) {
        best = agree;
        // The query's bit i is its block i + 1 against block i, lined up with the track's bit offset + i.
        from = (offset - 1) * RISE_SECONDS - (phase * RISE_SECONDS) / query.length;
      }
    }
  });
  return { share: best, from };
}

/** The mean share, in the query's blocks, of the pitch class the track has loudest there, at the best offset and phase. */
function pitchMatch(query: QueryPrint['pitches'], track: Int8Array): number {
  let best = 0;
  for (const shares of query) {
    const count = Math.min(shares.length / 12, track.length);
    if (!count) continue;
    for (let offset = 0; offset + count <= track.length; offset++) {
      let sum = 0;
      for (let block = 0; block < count; block++) {
        const pc = track[offset + block]!;
        if (pc >= 0) sum += shares[block * 12 + pc]!;
      }
      if (sum > best * count) best = sum / count;
    }
  }
  return best;
}

/**
 * How well a query lies along a track, 0 to 1 for each part of the print (1 where the query's
 * own track has what it has), and where in the track the rises put the query's start, in seconds.
 */
export function printMatch(query: QueryPrint, print: SoundPrint): { pitches: number; rises: number; from: number } {
  const track = decoded(print);
  const rises = riseMatch(query.rises, track);
  return { pitches: pitchMatch(query.pitches, track.pitches), rises: rises.share, from: rises.from };
}
