/**
 * The bench's recipes: twenty kinds of cue a sync library holds, each a tempo, a mode, an
 * instrumentation, a brightness (filter cutoffs) and a density (notes per bar), tagged as a
 * producer would tag it. Tags are coarser than sound, as in a real catalog: the recipes come in
 * pairs with the same genre, the same two moods and tempos a few BPM apart (trap's half-time
 * feel aside), so what tags alone cannot tell apart is what the bench asks of the sound. Taking
 * the first K keeps whole pairs for an even K. What a seed changes is in render-recipe.ts.
 */

export type DrumKit = 'none' | 'four' | 'backbeat' | 'half' | 'break' | 'trap' | 'shaker';
export type Comping = 'pad' | 'strings' | 'organ' | 'epiano' | 'piano' | 'pluck';
export type Voice = 'lead' | 'bell' | 'pluck' | 'brass' | 'piano' | 'epiano' | 'none';

export interface Recipe {
  id: string;
  genre: string;
  moods: readonly [string, string];
  bpm: number;
  mode: 'major' | 'minor' | 'dorian';
  drums: DrumKit;
  /** Swing of the off 16ths, in steps. */
  swing: number;
  bass: 'saw' | 'soft' | 'none';
  /** Bass notes per bar. */
  bassNotes: 1 | 2 | 4 | 8 | 16;
  chords: Comping;
  /** Chord hits per bar: 1 holds the chord, 8 comps in 8ths. */
  chordHits: 1 | 2 | 4 | 8;
  /** The low-pass on pads and leads, Hz: how bright the cue is. */
  cutoff: number;
  lead: Voice;
  /** Melody notes per bar. */
  leadNotes: 1 | 2 | 4 | 8;
  /** Loudness before limiting, RMS dBFS: quiet cues sit lower. */
  rmsDb: number;
}

export const RECIPES: readonly Recipe[] = [
  { id: 'night-chase', genre: 'Electronic', moods: ['Tense', 'Driving'], bpm: 124, mode: 'minor', drums: 'four', swing: 0, bass: 'saw', bassNotes: 16, chords: 'pad', chordHits: 1, cutoff: 1400, lead: 'lead', leadNotes: 4, rmsDb: -14 },
  { id: 'deep-minimal', genre: 'Electronic', moods: ['Tense', 'Driving'], bpm: 122, mode: 'minor', drums: 'four', swing: 0, bass: 'saw', bassNotes: 4, chords: 'pad', chordHits: 2, cutoff: 700, lead: 'bell', leadNotes: 1, rmsDb: -15 },
  { id: 'neon-drive', genre: 'Electronic', moods: ['Uplifting', 'Driving'], bpm: 124, mode: 'major', drums: 'four', swing: 0, bass: 'saw', bassNotes: 8, chords: 'pad', chordHits: 1, cutoff: 3000, lead: 'pluck', leadNotes: 8, rmsDb: -14 },
  { id: 'festival', genre: 'Electronic', moods: ['Uplifting', 'Driving'], bpm: 128, mode: 'major', drums: 'four', swing: 0, bass: 'saw', bassNotes: 8, chords: 'strings', chordHits: 1, cutoff: 4200, lead: 'lead', leadNotes: 8, rmsDb: -13 },
  { id: 'lofi-study', genre: 'Lo-fi', moods: ['Calm', 'Warm'], bpm: 82, mode: 'dorian', drums: 'backbeat', swing: 0.3, bass: 'soft', bassNotes: 2, chords: 'epiano', chordHits: 1, cutoff: 1600, lead: 'bell', leadNotes: 2, rmsDb: -18 },
  { id: 'lofi-night', genre: 'Lo-fi', moods: ['Calm', 'Warm'], bpm: 78, mode: 'minor', drums: 'half', swing: 0.25, bass: 'soft', bassNotes: 2, chords: 'piano', chordHits: 2, cutoff: 1200, lead: 'epiano', leadNotes: 2, rmsDb: -19 },
  { id: 'boom-bap', genre: 'Hip hop', moods: ['Dark', 'Tense'], bpm: 90, mode: 'minor', drums: 'break', swing: 0.2, bass: 'saw', bassNotes: 4, chords: 'organ', chordHits: 1, cutoff: 1800, lead: 'pluck', leadNotes: 4, rmsDb: -15 },
  { id: 'trap-tension', genre: 'Hip hop', moods: ['Dark', 'Tense'], bpm: 140, mode: 'minor', drums: 'trap', swing: 0, bass: 'soft', bassNotes: 1, chords: 'pad', chordHits: 1, cutoff: 1000, lead: 'bell', leadNotes: 4, rmsDb: -14 },
  { id: 'epic-trailer', genre: 'Cinematic', moods: ['Tense', 'Dark'], bpm: 96, mode: 'minor', drums: 'half', swing: 0, bass: 'saw', bassNotes: 2, chords: 'strings', chordHits: 1, cutoff: 2600, lead: 'brass', leadNotes: 2, rmsDb: -14 },
  { id: 'suspense', genre: 'Cinematic', moods: ['Tense', 'Dark'], bpm: 92, mode: 'minor', drums: 'none', swing: 0, bass: 'saw', bassNotes: 1, chords: 'pad', chordHits: 1, cutoff: 600, lead: 'pluck', leadNotes: 1, rmsDb: -20 },
  { id: 'sad-strings', genre: 'Cinematic', moods: ['Emotional', 'Hopeful'], bpm: 76, mode: 'minor', drums: 'none', swing: 0, bass: 'soft', bassNotes: 1, chords: 'strings', chordHits: 1, cutoff: 2000, lead: 'piano', leadNotes: 4, rmsDb: -20 },
  { id: 'wonder', genre: 'Cinematic', moods: ['Emotional', 'Hopeful'], bpm: 80, mode: 'major', drums: 'shaker', swing: 0, bass: 'soft', bassNotes: 1, chords: 'strings', chordHits: 1, cutoff: 3200, lead: 'bell', leadNotes: 4, rmsDb: -19 },
  { id: 'corporate-up', genre: 'Corporate', moods: ['Uplifting', 'Hopeful'], bpm: 116, mode: 'major', drums: 'backbeat', swing: 0, bass: 'soft', bassNotes: 4, chords: 'piano', chordHits: 4, cutoff: 2400, lead: 'pluck', leadNotes: 8, rmsDb: -15 },
  { id: 'tech-promo', genre: 'Corporate', moods: ['Uplifting', 'Hopeful'], bpm: 120, mode: 'major', drums: 'four', swing: 0, bass: 'saw', bassNotes: 8, chords: 'pad', chordHits: 2, cutoff: 2600, lead: 'pluck', leadNotes: 8, rmsDb: -14 },
  { id: 'indie-pop', genre: 'Pop', moods: ['Uplifting', 'Playful'], bpm: 112, mode: 'major', drums: 'backbeat', swing: 0, bass: 'soft', bassNotes: 8, chords: 'pluck', chordHits: 8, cutoff: 2800, lead: 'lead', leadNotes: 4, rmsDb: -14 },
  { id: 'synth-pop', genre: 'Pop', moods: ['Uplifting', 'Playful'], bpm: 108, mode: 'major', drums: 'backbeat', swing: 0, bass: 'saw', bassNotes: 8, chords: 'pad', chordHits: 1, cutoff: 2400, lead: 'lead', leadNotes: 4, rmsDb: -14 },
  { id: 'ballad', genre: 'Soul', moods: ['Warm', 'Romantic'], bpm: 88, mode: 'major', drums: 'half', swing: 0, bass: 'soft', bassNotes: 2, chords: 'piano', chordHits: 1, cutoff: 1800, lead: 'epiano', leadNotes: 2, rmsDb: -18 },
  { id: 'soul-groove', genre: 'Soul', moods: ['Warm', 'Romantic'], bpm: 92, mode: 'dorian', drums: 'break', swing: 0.25, bass: 'soft', bassNotes: 8, chords: 'organ', chordHits: 4, cutoff: 2200, lead: 'brass', leadNotes: 2, rmsDb: -15 },
  { id: 'ambient-drift', genre: 'Ambient', moods: ['Calm', 'Dreamy'], bpm: 70, mode: 'major', drums: 'none', swing: 0, bass: 'none', bassNotes: 1, chords: 'pad', chordHits: 1, cutoff: 900, lead: 'bell', leadNotes: 1, rmsDb: -21 },
  { id: 'ambient-dark', genre: 'Ambient', moods: ['Calm', 'Dreamy'], bpm: 66, mode: 'minor', drums: 'none', swing: 0, bass: 'soft', bassNotes: 1, chords: 'strings', chordHits: 1, cutoff: 1200, lead: 'none', leadNotes: 1, rmsDb: -22 },
];
