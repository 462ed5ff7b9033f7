/**
 * A track's K-weighted power in short frames: what its short-term loudness and its onsets are both
 * read from. The build fills it from a decoded MP3, the import from the loudness meter's envelope,
 * so both measure the same signal the same way (BS.1770's K-weighting, channels summed).
 */
import { kWeighting } from '../k-weighting.ts';

/** 20 ms: short enough for a drum's attack to show as a rise, long enough that noise does not. */
export const FRAME_SECONDS = 0.02;

export interface EnergyFrames {
  /** Seconds per frame. */
  frameSeconds: number;
  /** Per frame, the channel-summed mean square of the K-weighted signal (BS.1770's block power, over a frame). */
  power: Float32Array;
  /** The track's length in seconds. */
  duration: number;
}

/**
 * Frames of K-weighted power, fed block by block as a decoder hands them over. A class for the
 * same reason as the loudness meter's: V8 keeps one method's optimised sample loop across files.
 */
export class EnergyFrameMeter {
  private readonly stages: ReturnType<typeof kWeighting>;
  /** Per channel, both biquads' state: x1 x2 y1 y2 z1 z2. */
  private readonly state: Float64Array[];
  private readonly frame: number;
  private power = new Float32Array(1024);
  private count = 0;
  private sum = 0;
  private filled = 0;
  private frames = 0;

  constructor(
    private readonly sampleRate: number,
    channels: number,
  ) {
    if (!(sampleRate >= 100 && channels >= 1))
      throw new RangeError(`an energy meter needs 100 Hz or more and a channel, not ${sampleRate} Hz and ${channels}`);
    this.stages = kWeighting(sampleRate);
    this.state = Array.from({ length: channels }, () => new Float64Array(6));
    this.frame = Math.round(sampleRate * FRAME_SECONDS);
  }

  /** `length` samples of each channel (the arrays may be longer: a decoder's reused buffers). */
  push(channels: readonly Float32Array[], length = channels[0]?.length ?? 0): void {
    if (channels.length !== this.state.length)
      throw new Error(`The energy meter was made for ${this.state.length} channels, not ${channels.length}`);
    for (let at = 0; at < length;) {
      const end = Math.min(length, at + this.frame - this.filled);
      for (let c = 0; c < channels.length; c++) this.sum += this.filter(channels[c]!, this.state[c]!, at, end);
      this.filled += end - at;
      if (this.filled === this.frame) this.close();
      at = end;
    }
    this.frames += length;
  }

  /** The K-weighted sum of squares of `x[from..to)`, the filters' state carried on. */
  private filter(x: Float32Array, s: Float64Array, from: number, to: number): number {
    const [{ b0, b1, b2, a1, a2 }, { a1: h1, a2: h2 }] = this.stages;
    // Plain locals: the loop runs some five million times a minute of stereo.
    let x1 = s[0]!;
    let x2 = s[1]!;
    let y1 = s[2]!;
    let y2 = s[3]!;
    let z1 = s[4]!;
    let z2 = s[5]!;
    let squares = 0;
    for (let i = from; i < to; i++) {
      const v = x[i]!;
      const y = b0 * v + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
      x2 = x1;
      x1 = v;
      // The high-pass's numerator is (1, -2, 1), as the standard gives it.
      const z = y - 2 * y1 + y2 - h1 * z1 - h2 * z2;
      y2 = y1;
      y1 = y;
      z2 = z1;
      z1 = z;
      squares += z * z;
    }
    s[0] = x1;
    s[1] = x2;
    s[2] = y1;
    s[3] = y2;
    s[4] = z1;
    s[5] = z2;
    return squares;
  }

  private close(): void {
    if (this.count === this.power.length) {
      const grown = new Float32Array(this.power.length * 2);
      grown.set(this.power);
      this.power = grown;
    }
    this.power[this.count++] = this.sum / this.filled;
    this.sum = 0;
    this.filled = 0;
  }

  finish(): EnergyFrames {
    // A last frame of under half its length says little about the track's level: left out.
    if (this.filled * 2 >= this.frame) this.close();
    return {
      frameSeconds: this.frame / this.sampleRate,
      power: this.power.slice(0, this.count),
      duration: this.frames / this.sampleRate,
    };
  }
}
