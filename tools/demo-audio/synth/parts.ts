/** Part-writing helpers the cues share: drum bars, chord comping, bass lines and melodies. */
import { Song } from './song.ts';
import { clap, hat, kick, snare } from './instruments.ts';
import { hits, type NoteEvent } from './music.ts';
import type { Rng } from './random.ts';

export interface Section {
  name: string;
  bars: number;
}

/** Where each section starts, in bars. */
export function timeline(sections: Section[]): Map<string, number> & { total: number } {
  const starts = new Map<string, number>() as Map<string, number> & { total: number };
  let bar = 0;
  for (const s of sections) {
    starts.set(s.name, bar);
    bar += s.bars;
  }
  starts.total = bar;
  return starts;
}

export interface DrumBar {
  kick?: string;
  snare?: string;
  clap?: string;
  hat?: string;
  open?: string;
}

/** One bar of drums; every hit gets a little velocity humanising from the seeded RNG. */
export function drums(song: Song, rng: Rng, bar: number, p: DrumBar, level = 1, bus = 'drums'): void {
  const human = () => 0.9 + 0.2 * rng();
  for (const h of hits(p.kick ?? '')) song.add(bus, kick(h.vel * human()), song.stepTime(bar, h.step), level);
  for (const h of hits(p.snare ?? ''))
    song.add(bus, snare(rng, h.vel * human()), song.stepTime(bar, h.step), level * 0.8);
  for (const h of hits(p.clap ?? ''))
    song.add(bus, clap(rng, h.vel * human()), song.stepTime(bar, h.step), level * 0.7);
  for (const h of hits(p.hat ?? '')) song.add(bus, hat(rng, h.vel * human()), song.stepTime(bar, h.step), level * 0.35);
  for (const h of hits(p.open ?? ''))
    song.add(bus, hat(rng, h.vel * human(), true), song.stepTime(bar, h.step), level * 0.3);
}

/** Plays note events through an instrument; `grid` is how many 16ths one melody step lasts (8ths by default). */
export function play(
  song: Song,
  bus: string,
  bar: number,
  events: NoteEvent[],
  instrument: (e: NoteEvent, dur: number) => Float32Array,
  gain = 1,
  grid = 2,
): void {
  for (const e of events) {
    const dur = e.steps * grid * (song.beat / 4);
    song.add(bus, instrument(e, dur), song.stepTime(bar, e.step * grid), gain);
  }
}
