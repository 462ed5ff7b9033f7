/**
 * The demo synthesiser's instruments, each note rendered once per track and replayed at its
 * velocity, as a sampler would: a two-thousand-track catalog takes minutes, not an hour. The
 * noisy ones (drums, plucks, piano) keep a few takes drawn from the track's seeded RNG, so
 * repeated hits are not one sample copied.
 */
import {
  bass,
  bell,
  brass,
  clap,
  crash,
  epiano,
  hat,
  kick,
  lead,
  organ,
  pad,
  piano,
  pluck,
  riser,
  shaker,
  snare,
  softBass,
  strings,
} from '../demo-audio/synth/instruments.ts';
import type { Rng } from '../demo-audio/synth/random.ts';

/** Takes per noisy sound: enough that a bar of 16th hats does not repeat one buffer. */
const TAKES = 3;

export class NoteCache {
  private readonly notes = new Map<string, Float32Array[]>();

  constructor(private readonly rng: Rng) {}

  private take(key: string, takes: number, make: () => Float32Array): Float32Array {
    let list = this.notes.get(key);
    if (!list) {
      list = Array.from({ length: takes }, make);
      this.notes.set(key, list);
    }
    return list[takes === 1 ? 0 : Math.floor(this.rng() * takes)]!;
  }

  private noisy(key: string, make: (rng: Rng) => Float32Array): Float32Array {
    return this.take(key, TAKES, () => make(this.rng));
  }

  private tonal(key: string, make: () => Float32Array): Float32Array {
    return this.take(key, 1, make);
  }

  kick(): Float32Array {
    return this.tonal('kick', () => kick(1));
  }
  snare(): Float32Array {
    return this.noisy('snare', (rng) => snare(rng, 1));
  }
  clap(): Float32Array {
    return this.noisy('clap', (rng) => clap(rng, 1));
  }
  hat(open = false): Float32Array {
    return this.noisy(`hat:${open}`, (rng) => hat(rng, 1, open));
  }
  shaker(): Float32Array {
    return this.noisy('shaker', (rng) => shaker(rng, 1));
  }
  crash(): Float32Array {
    return this.tonal('crash', () => crash(this.rng));
  }
  riser(length: number): Float32Array {
    return this.tonal(`riser:${length.toFixed(3)}`, () => riser(this.rng, length));
  }

  /** A pitched note at velocity 1; `tone` is the brightness the instrument takes (a cutoff in Hz, or 0..1). */
  note(
    instrument:
      'bass' | 'softBass' | 'pad' | 'strings' | 'organ' | 'epiano' | 'piano' | 'pluck' | 'bell' | 'lead' | 'brass',
    midi: number,
    dur: number,
    tone: number,
  ): Float32Array {
    const key = `${instrument}:${midi}:${dur.toFixed(4)}:${tone}`;
    switch (instrument) {
      case 'bass':
        return this.tonal(key, () => bass(midi, dur, 1, tone));
      case 'softBass':
        return this.tonal(key, () => softBass(midi, dur, 1));
      case 'pad':
        return this.tonal(key, () => pad(midi, dur, 1, tone));
      case 'strings':
        return this.tonal(key, () => strings(midi, dur, 1));
      case 'organ':
        return this.tonal(key, () => organ(midi, dur, 1));
      case 'epiano':
        return this.tonal(key, () => epiano(midi, dur, 1));
      case 'bell':
        return this.tonal(key, () => bell(midi, dur, 1));
      case 'lead':
        return this.tonal(key, () => lead(midi, dur, 1, tone));
      case 'brass':
        return this.tonal(key, () => brass(midi, dur, 1));
      case 'piano':
        // One take: its nine partials make it the costliest note, and a felt piano's repeats are alike.
        return this.tonal(key, () => piano(this.rng, midi, dur, 1));
      case 'pluck':
        return this.noisy(key, (rng) => pluck(rng, midi, dur, 1, tone));
    }
  }
}
