import type { AudioFactsMap } from '../../../audio/AudioFactsContext.tsx';
import type { CatalogSection } from '../../../../functions/src/contract/site-config.generated.ts';
import { normalizeKey } from '../musical-key.ts';

type Track = CatalogSection['tracks'][number];

/**
 * How "more like this" relates two keys. Two relations count as a reason: the same key, and the
 * relative key (the same notes on another tonic: A minor and C major, D dorian and C major). Both
 * share every note of their scale, so an editor can cut or crossfade from one cue to the other
 * without a clash, which is what laying two cues side by side asks. Camelot's neighbours (a fifth
 * apart, one note different) are a DJ's rule for mixing records beat-matched; a buyer reading
 * "compatible key" on a card would not know what it promises, and "relative key" is the word
 * musicians and music editors use.
 */
export type KeyRelation = 'sameKey' | 'relativeKey';

const MODES = ['major', 'minor', 'dorian', 'phrygian', 'lydian', 'mixolydian', 'locrian'] as const;
/** How far each mode's tonic sits above the major key with the same notes: A minor is 9 above C major, D dorian 2. */
const ABOVE_MAJOR = [0, 9, 2, 4, 5, 7, 11] as const;
const PITCH: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };

/**
 * A key as one small number, tonic + 12 × mode (0 to 83), as the sound file carries it: a few
 * bytes a track. null for Atonal, No key and anything that names no tonic.
 */
export function keyNumber(key: string): number | null {
  const spelled = /^([A-G])([♯♭]?) (\w+)$/.exec(normalizeKey(key) ?? '');
  const mode = spelled ? MODES.indexOf(spelled[3] as (typeof MODES)[number]) : -1;
  if (!spelled || mode < 0) return null;
  const tonic = (PITCH[spelled[1]!]! + (spelled[2] === '♯' ? 1 : spelled[2] === '♭' ? 11 : 0)) % 12;
  return tonic + 12 * mode;
}

/** The major key whose notes a key's scale has: the same for a key and its relatives. */
const notesOf = (key: number) => (key - ABOVE_MAJOR[Math.floor(key / 12)]! + 12) % 12;

/** How two keys relate, if in a way a reason says; a track with no clear key relates to none. */
export function keyRelation(from: number | null, to: number | null): KeyRelation | undefined {
  if (from === null || to === null) return undefined;
  if (from === to) return 'sameKey';
  return notesOf(from) === notesOf(to) ? 'relativeKey' : undefined;
}

/**
 * The key "more like this" compares a track by, as likeTempo does its tempo: the YAML's where the
 * producer wrote or reviewed it (no `measured.key` mark); where it is measured or absent, what the
 * build heard in the audio it decodes (null: no clear key); where the build heard nothing (audio
 * on another host), the YAML's measured value, else none.
 */
export function likeKey(track: Track, facts: AudioFactsMap): number | null {
  const written = typeof track.key === 'string' ? keyNumber(track.key) : null;
  if (typeof track.key === 'string' && !track.measured?.key) return written;
  const heard = facts[track.audio]?.key;
  if (!heard) return written;
  return heard.key === null ? null : keyNumber(heard.key);
}
