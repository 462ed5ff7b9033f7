/**
 * The demo's Song (tempo grid, buses, mix-down to a mastered mono buffer) with the mix-down done
 * in one pass over plain typed arrays: the demo's own takes seconds a track, which at two
 * thousand tracks is most of the bench. Same reverb, high-pass, loudness, limiter and fades.
 */
import { SAMPLE_RATE, Biquad, addInto, fade, limit, reverb, seconds } from '../demo-audio/synth/dsp.ts';
import { CEILING, type MasterOptions } from '../demo-audio/synth/song.ts';

export class Mix {
  readonly beat: number;
  readonly bar: number;
  readonly length: number;
  /** Swing: how late (in steps) every second 16th lands. */
  swing = 0;
  private readonly buses = new Map<string, { data: Float32Array; gain: number; send: number }>();

  constructor(bpm: number, lengthSeconds: number) {
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
    return (bar * 16 + step + (step % 2 === 1 ? this.swing : 0)) * (this.beat / 4);
  }

  add(bus: string, buffer: Float32Array, time: number, gain = 1): void {
    const target = this.buses.get(bus);
    if (!target) throw new Error(`No bus "${bus}"`);
    addInto(target.data, buffer, seconds(time), gain);
  }

  mixdown(options: MasterOptions): Float32Array {
    const { length } = this;
    const dry = new Float32Array(length);
    const send = new Float32Array(length);
    for (const { data, gain, send: share } of this.buses.values()) {
      const wet = gain * share;
      for (let i = 0; i < length; i++) {
        const sample = data[i]!;
        dry[i]! += sample * gain;
        send[i]! += sample * wet;
      }
    }
    const tail = reverb(send, options.reverbSize ?? 0.84);
    const highpass = Biquad.highpass(28);
    let squares = 0;
    for (let i = 0; i < length; i++) {
      const sample = highpass.tick(dry[i]! + tail[i]!);
      dry[i] = sample;
      squares += sample * sample;
    }
    const gain = 10 ** (options.rmsDb / 20) / Math.max(1e-9, Math.sqrt(squares / Math.max(1, length)));
    for (let i = 0; i < length; i++) dry[i]! *= gain;
    return fade(limit(dry, CEILING), options.fadeIn, options.fadeOut);
  }
}

export { SAMPLE_RATE };
