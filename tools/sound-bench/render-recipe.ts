/**
 * One track of a recipe: what the seed varies is the key, the chord progression, the melodies,
 * the bass line's octave jumps, the humanising (velocity and timing) and the tempo within ±3 %.
 * The arrangement is a song's (intro, verse, chorus, breakdown, chorus, outro), each section
 * with its own layers, so a 30 s excerpt's statistics differ from the whole track's as in real music.
 */
import { chord, degree, hits, type Key } from '../demo-audio/synth/music.ts';
import { timeline } from '../demo-audio/synth/parts.ts';
import { mulberry32, type Rng } from '../demo-audio/synth/random.ts';
import { SAMPLE_RATE, Song } from '../demo-audio/synth/song.ts';
import { NoteCache } from './note-cache.ts';
import type { DrumKit, Recipe, Voice } from './recipes.ts';

export { SAMPLE_RATE };

export interface RenderedTrack {
  pcm: Float32Array;
  /** The tempo as rendered, as a producer would enter it: whole BPM. */
  bpm: number;
}

type SectionName = 'intro' | 'verse' | 'chorus' | 'breakdown' | 'chorus2' | 'outro';
/** Bars per section at full length: 36 bars, 62 s at 140 BPM; a slower recipe's sections are shortened to about 80 s, so a 30 s excerpt is a part of it, not most. */
const FORM: ReadonlyArray<[SectionName, number]> = [
  ['intro', 4],
  ['verse', 8],
  ['chorus', 8],
  ['breakdown', 4],
  ['chorus2', 8],
  ['outro', 4],
];

const FORM_BARS = FORM.reduce((total, [, bars]) => total + bars, 0);
/** Seconds a slow recipe's form is shortened to. */
const LONGEST = 80;

const PROGRESSIONS: Record<Recipe['mode'], number[][]> = {
  major: [
    [1, 5, 6, 4],
    [1, 6, 4, 5],
    [1, 4, 6, 5],
    [6, 4, 1, 5],
  ],
  minor: [
    [1, 6, 7, 1],
    [1, 4, 6, 5],
    [1, 6, 4, 5],
    [1, 3, 7, 6],
  ],
  dorian: [
    [1, 4, 1, 4],
    [1, 7, 4, 1],
    [1, 2, 4, 1],
  ],
};

interface DrumBar {
  kick?: string;
  snare?: string;
  clap?: string;
  hat?: string;
  open?: string;
  shaker?: string;
}

/** Each kit's bar in the quiet sections and in the full ones. */
const KITS: Record<Exclude<DrumKit, 'none'>, { light: DrumBar; full: DrumBar }> = {
  four: {
    light: { kick: 'X...X...X...X...', hat: '..o...o...o...o.' },
    full: { kick: 'X...X...X...X...', clap: '....X.......X...', hat: 'x.x.x.x.x.x.x.x.', open: '..x...x...x...x.' },
  },
  backbeat: {
    light: { kick: 'X.......X.......', snare: '....x.......x...', hat: 'o.o.o.o.o.o.o.o.' },
    full: { kick: 'X.....x.X.......', snare: '....X.......X...', hat: 'x.x.x.x.x.x.x.x.' },
  },
  half: {
    light: { kick: 'X...............', snare: '........x.......' },
    full: { kick: 'X.........x.....', snare: '........X.......', hat: 'x...x...x...x...' },
  },
  break: {
    light: { kick: 'X.....X.........', snare: '....x.......x...', hat: 'o.o.o.o.o.o.o.o.' },
    full: { kick: 'X.....X...X.....', snare: '....X..o.o..X...', hat: 'x.xox.x.x.xox.x.' },
  },
  trap: {
    light: { kick: 'X...............', hat: 'x.x.x.x.x.x.x.x.' },
    full: { kick: 'X.........X..x..', snare: '........X.......', hat: 'xxxxxxxxxxxoxxxx' },
  },
  shaker: {
    light: { shaker: 'o.o.o.o.o.o.o.o.' },
    full: { kick: 'x.......x.......', shaker: 'x.o.x.o.x.o.x.o.' },
  },
};

const VOICE_OCTAVE: Record<Exclude<Voice, 'none'>, number> = {
  lead: 1,
  bell: 2,
  pluck: 1,
  brass: 1,
  piano: 1,
  epiano: 1,
};

/** A melody for `bars` bars: `notes` per bar on an even grid, a random walk over the scale that starts and ends near the chord's root. */
function writeMelody(
  rng: Rng,
  bars: number,
  notes: number,
): Array<{ bar: number; at: number; steps: number; deg: number }> {
  const line: Array<{ bar: number; at: number; steps: number; deg: number }> = [];
  let deg = 1 + Math.floor(rng() * 5);
  const steps = 16 / notes;
  for (let bar = 0; bar < bars; bar++) {
    for (let n = 0; n < notes; n++) {
      if (rng() < 0.15 && n > 0) continue;
      deg = Math.max(-1, Math.min(10, deg + Math.round((rng() - 0.5) * 4)));
      const held = n === notes - 1 || rng() < 0.3 ? steps : steps * 0.75;
      line.push({ bar, at: n * steps, steps: held, deg });
    }
  }
  return line;
}

export function renderRecipe(recipe: Recipe, seed: number, scale = 1): RenderedTrack {
  const rng = mulberry32(seed);
  const bpm = Math.round(recipe.bpm * (1 + (rng() * 2 - 1) * 0.03) * 10) / 10;
  const key: Key = { root: 40 + Math.floor(rng() * 12), mode: recipe.mode, name: '' };
  const choices = PROGRESSIONS[recipe.mode];
  const progression = choices[Math.floor(rng() * choices.length)]!;
  const fit = scale * Math.min(1, LONGEST / ((FORM_BARS * 240) / bpm));
  const form = FORM.map(([name, bars]) => ({ name, bars: Math.max(1, Math.round(bars * fit)) }));
  const t = timeline(form);
  const song = new Song(bpm, (t.total * 240) / bpm + 3)
    .bus('drums', 0.9, 0.08)
    .bus('bass', 0.7, 0)
    .bus('chords', 0.35, 0.4)
    .bus('lead', 0.3, 0.35)
    .bus('fx', 0.25, 0.5);
  song.swing = recipe.swing;
  const notes = new NoteCache(rng);
  const human = () => 0.85 + 0.15 * rng();
  const late = () => (rng() - 0.5) * 0.01;
  const at = (bar: number, step: number) => Math.max(0, song.stepTime(bar, step) + late());
  const verseLine = writeMelody(rng, 4, Math.max(1, recipe.leadNotes / 2));
  const chorusLine = writeMelody(rng, 4, recipe.leadNotes);
  const bright = recipe.cutoff / 2600;

  const drumBar = (bar: number, pattern: DrumBar) => {
    const play = (steps: string | undefined, sound: () => Float32Array, level: number) => {
      for (const h of hits(steps ?? '')) song.add('drums', sound(), at(bar, h.step), h.vel * human() * level);
    };
    play(pattern.kick, () => notes.kick(), 1);
    play(pattern.snare, () => notes.snare(), 0.8);
    play(pattern.clap, () => notes.clap(), 0.7);
    play(pattern.hat, () => notes.hat(), 0.35);
    play(pattern.open, () => notes.hat(true), 0.25);
    play(pattern.shaker, () => notes.shaker(), 0.5);
  };

  for (const { name, bars } of form) {
    const start = t.get(name)!;
    const full = name === 'chorus' || name === 'chorus2';
    const quiet = name === 'intro' || name === 'breakdown';
    if (full && recipe.drums !== 'none') song.add('fx', notes.crash(), start * song.bar, 0.8);
    if (name === 'breakdown' && recipe.drums !== 'none')
      song.add('fx', notes.riser(song.bar), (start + bars - 1) * song.bar, 0.7);
    for (let bar = start; bar < start + bars; bar++) {
      const deg = progression[bar % progression.length]!;
      const cutoff = recipe.cutoff * (quiet ? 0.6 : full ? 1 : 0.8);
      // Chords: held or comped, voiced around middle C.
      const hitSteps = 16 / recipe.chordHits;
      const chordDur = (hitSteps * song.beat) / 4 - (recipe.chordHits > 1 ? 0.03 : 0);
      for (let h = 0; h < recipe.chordHits; h++) {
        const vel = human() * (h === 0 ? 1 : 0.8);
        for (const midi of chord(key, deg, 3, 62)) {
          const buffer =
            recipe.chords === 'pad'
              ? notes.note('pad', midi, chordDur, Math.round(cutoff))
              : recipe.chords === 'pluck'
                ? notes.note('pluck', midi, chordDur, Math.min(0.95, bright * 0.6))
                : notes.note(recipe.chords, midi, chordDur, 0);
          song.add('chords', buffer, at(bar, h * hitSteps), vel * 0.6);
        }
      }
      if (recipe.drums !== 'none' && name !== 'breakdown') {
        const kit = KITS[recipe.drums];
        drumBar(
          bar,
          full || (name === 'verse' && bar >= start + bars / 2)
            ? kit.full
            : name === 'outro' && bar >= start + bars / 2
              ? {}
              : kit.light,
        );
      }
      if (recipe.bass !== 'none' && !quiet) {
        const steps = 16 / recipe.bassNotes;
        const dur = (steps * song.beat) / 4 - 0.01;
        for (let n = 0; n < recipe.bassNotes; n++) {
          const midi = degree(key, deg) + (recipe.bassNotes >= 8 && rng() < 0.25 ? 12 : 0);
          const buffer =
            recipe.bass === 'saw'
              ? notes.note('bass', midi, dur, Math.round(bright * 10) / 10)
              : notes.note('softBass', midi, dur, 0);
          song.add('bass', buffer, at(bar, n * steps), human() * (n % 4 === 0 ? 1 : 0.75));
        }
      }
      if (recipe.lead !== 'none' && name !== 'intro' && name !== 'outro') {
        const line = full ? chorusLine : verseLine;
        const octave = VOICE_OCTAVE[recipe.lead] + (name === 'chorus2' ? 1 : 0) - (name === 'verse' ? 1 : 0);
        for (const note of line.filter((n) => n.bar === (bar - start) % 4)) {
          if (name === 'breakdown' && note.at % 8 !== 0) continue;
          const midi = degree(key, note.deg, octave);
          const dur = (note.steps * song.beat) / 4;
          const tone =
            recipe.lead === 'lead' ? Math.round(cutoff) : recipe.lead === 'pluck' ? Math.min(0.95, bright * 0.7) : 0;
          song.add('lead', notes.note(recipe.lead, midi, dur, tone), at(bar, note.at), human());
        }
      }
    }
  }
  const end = t.total * song.bar;
  for (const midi of chord(key, 1, 3, 62))
    song.add(
      'chords',
      notes.note(recipe.chords === 'pluck' ? 'pad' : recipe.chords, midi, song.bar, Math.round(recipe.cutoff * 0.6)),
      end,
      0.6,
    );
  const pcm = song.mixdown({
    rmsDb: recipe.rmsDb + (rng() - 0.5),
    fadeIn: recipe.drums === 'none' ? 1.5 : 0.02,
    fadeOut: 2.5,
  });
  return { pcm, bpm: Math.round(bpm) };
}
