/**
 * A song under construction: tempo grid, buses, and the mix-down to a mastered mono buffer. The demo's
 * tracks and the sound bench's recipes are both mixed by it.
 */
import { SAMPLE_RATE, Biquad, addInto, fade, limit, reverb, seconds } from './dsp.ts';

interface Bus {
  data: Float32Array;
  gain: number;
  send: number;
}

export interface MasterOptions {
  /** Target loudness as RMS dBFS before limiting (quiet cues sit lower). */
  rmsDb: number;
  fadeIn: number;
  fadeOut: number;
  reverbSize?: number;
}

/** Peak ceiling after limiting: 2 dB under full scale leaves room for the MP3 encoder's overshoot (measured up to 1.4 dB). */
export const CEILING = 10 ** (-2 / 20);

export class Song {
  readonly beat: number;
  readonly bar: number;
  readonly length: number;
  /** Swing: how late (in steps) every second 16th lands. */
  swing = 0;
  private buses = new Map<string, Bus>();

  constructor(
    readonly bpm: number,
    lengthSeconds: number,
  ) {
    this.beat = 60 / bpm;
    this.bar = this.beat * 4;
    this.length = seconds(lengthSeconds);
  }

  bus(name: string, gain: number, send = 0): this {
    this.buses.set(name, { data: new Float32Array(this.length), gain, send });
    return this;
  }

  /** Time in seconds of a 16th-note step counted from a bar, with swing on the off-steps. */
  stepTime(bar: number, step: number): number {
    const swingShift = step % 2 === 1 ? this.swing : 0;
    return (bar * 16 + step + swingShift) * (this.beat / 4);
  }

  add(bus: string, buf: Float32Array, time: number, gain = 1): void {
    const b = this.buses.get(bus);
    if (!b) throw new Error(`No bus "${bus}"`);
    addInto(b.data, buf, seconds(time), gain);
  }

  /**
   * Every bus at its gain, its reverb send, the high-pass, the loudness, the limiter and the fades,
   * in as few passes over plain typed arrays as that takes: at two thousand tracks (the sound bench)
   * the mix-down is most of the time. The loudness is taken of the stored 32-bit samples.
   */
  mixdown(options: MasterOptions): Float32Array {
    const { length } = this;
    const dry = new Float32Array(length);
    const send = new Float32Array(length);
    for (const { data, gain, send: share } of this.buses.values()) {
      for (let i = 0; i < length; i++) {
        const level = data[i]! * gain;
        dry[i]! += level;
        send[i]! += level * share;
      }
    }
    const tail = reverb(send, options.reverbSize ?? 0.84);
    const highpass = Biquad.highpass(28);
    let squares = 0;
    for (let i = 0; i < length; i++) {
      dry[i] = highpass.tick(dry[i]! + tail[i]!);
      const sample = dry[i]!;
      squares += sample * sample;
    }
    const gain = 10 ** (options.rmsDb / 20) / Math.max(1e-9, Math.sqrt(squares / Math.max(1, length)));
    for (let i = 0; i < length; i++) dry[i]! *= gain;
    return fade(limit(dry, CEILING), options.fadeIn, options.fadeOut);
  }
}

export { SAMPLE_RATE };
