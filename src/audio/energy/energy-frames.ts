/**
 * A track's K-weighted power in short frames: what its short-term loudness and its onsets are both
 * read from. The build fills it from a decoded MP3, the import from the loudness meter's envelope,
 * so both measure the same signal the same way (BS.1770's K-weighting, channels summed).
 */
import { KWeightingFilter } from '../k-weighting.ts';

/** 20 ms: short enough for a drum's attack to show as a rise, long enough that noise does not. */
export const FRAME_SECONDS = 0.02;

/**
 * From this rate up, the meter K-weights every other sample only, at half the rate with the
 * coefficients for that rate (the filter is defined by its analogue prototype, so any rate gets the
 * same curve), for half the filters' cost. No anti-alias filter comes first, on purpose: a power is
 * measured here, not a waveform kept. What lies above the new Nyquist (11 to 20 kHz at 44.1 kHz)
 * folds down to 2 to 11 kHz with its power whole, and there the K-weighting's shelf gives it the
 * same +4 dB it has where it came from; an anti-alias filter would throw that power away.
 */
const HALVED_FROM = 40000;

export interface EnergyFrames {
  /** Seconds per frame. */
  frameSeconds: number;
  /** Per frame, the channel-summed mean square of the K-weighted signal (BS.1770's block power, over a frame). */
  power: Float32Array;
  /** The track's length in seconds. */
  duration: number;
}

/** Frames of K-weighted power, fed block by block as a decoder hands them over. */
export class EnergyFrameMeter {
  /** The rate the K-weighting runs at. */
  readonly filterRate: number;
  private readonly filter: KWeightingFilter;
  /** One sample of every `step` is K-weighted. */
  private readonly step: number;
  /** Where in the next block the first sample to K-weight is. */
  private phase = 0;
  private readonly channels: number;
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
    this.step = sampleRate >= HALVED_FROM ? 2 : 1;
    this.filterRate = sampleRate / this.step;
    this.filter = new KWeightingFilter(this.filterRate, channels);
    this.channels = channels;
    this.frame = Math.round(this.filterRate * FRAME_SECONDS);
  }

  /** `length` samples of each channel (the arrays may be longer: a decoder's reused buffers). */
  push(channels: readonly Float32Array[], length = channels[0]?.length ?? 0): void {
    if (channels.length !== this.channels)
      throw new Error(`The energy meter was made for ${this.channels} channels, not ${channels.length}`);
    const { filter, step } = this;
    let at = this.phase;
    while (at < length) {
      const end = Math.min(length, at + (this.frame - this.filled) * step);
      const count = Math.ceil((end - at) / step);
      // A channel at a time: one filter's state fits the registers; two side by side (pair) spill, measured 1.5x slower.
      for (let c = 0; c < channels.length; c++) this.sum += filter.sumOfSquares(c, channels[c]!, at, end, step);
      this.filled += count;
      if (this.filled === this.frame) this.close();
      at += count * step;
    }
    this.phase = at - length;
    this.frames += length;
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
      frameSeconds: this.frame / this.filterRate,
      power: this.power.slice(0, this.count),
      duration: this.frames / this.sampleRate,
    };
  }
}
