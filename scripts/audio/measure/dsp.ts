/**
 * The small pieces of signal processing the tempo and key measures share: audio brought down to
 * the rate they listen at, and a window. Their FFT is the one the browser's sound features use
 * (src/audio/fft.ts), imported from there.
 */

/** The rate the measures work at: rhythm and harmony live below 5.5 kHz, and a quarter of 44.1 kHz is a quarter of the work. */
export const LISTEN_RATE = 11025;

/** The lowest rate the measures hear: under it, a file's tempo and key are not measured. */
export const LOWEST_RATE = 8000;

/** The whole factor a file's rate is divided by to come near LISTEN_RATE: 4 at 44.1 and 48 kHz, 1 at 8 to 16 kHz. */
export const decimationOf = (sampleRate: number): number => Math.max(1, Math.round(sampleRate / LISTEN_RATE));

/**
 * A plain array of doubles, `value` in every slot, for a hot loop's working buffer: made from a
 * fraction so V8 keeps it as doubles from the start (an array of small integers that later takes a
 * fraction changes its kind, and optimised code made for the one kind is thrown away on the next
 * master's new buffers). Plain arrays rather than typed ones: see src/audio/fft.ts.
 */
export const doubles = (length: number, value = 0): number[] => Array.from({ length }, () => 0.5).fill(value);

/** The power of two nearest `samples`, at least 4. */
export const powerOfTwoNear = (samples: number): number =>
  Math.max(4, 2 ** Math.round(Math.log2(Math.max(1, samples))));

/** The least power of two of `samples` or more. */
export const powerOfTwoAtLeast = (samples: number): number => 2 ** Math.ceil(Math.log2(Math.max(1, samples)));

const windows = new Map<number, Float32Array>();
/**
 * A periodic Hann window (the one an STFT's overlap-add is flat under), made once per size for the
 * thread: every master's listeners read the same one, where each made its own (the key's 4,096
 * points were a fifth of what a preview job put on V8's young heap). Read it; never write it.
 */
export function hann(size: number): Float32Array {
  let window = windows.get(size);
  if (!window) {
    window = new Float32Array(size);
    for (let n = 0; n < size; n++) window[n] = 0.5 - 0.5 * Math.cos((2 * Math.PI * n) / size);
    windows.set(size, window);
  }
  return window;
}

/**
 * What the Decimator and the Framer hand their output to: objects, not callbacks. A callback made
 * for each master is a new function each time, and V8 threw away the optimised code that had
 * inlined the last master's (the frame loops of tempo and key among it), compiling it again and
 * running it unoptimised meanwhile for every master an import measures.
 */
export interface BlockSink {
  listen(block: Float32Array, length: number): void;
}

export interface FrameSink {
  frame(frame: Float32Array): void;
}

/**
 * Audio of any rate, mono or stereo, fed in blocks as a decoder gives them, brought down by a
 * whole factor to mono at about LISTEN_RATE and handed on in blocks. The filter against aliasing
 * is a triangle of 2·factor − 1 taps (two running means of `factor` samples in a row): its
 * response is null at every multiple of the new rate, where the folding would land, some 26 dB
 * down at 9 kHz from 44.1 kHz and 0.5 dB down at 2 kHz. Each input sample adds into the two
 * outputs whose triangles it is under, with weights fixed by its place in its group of `factor`:
 * two multiply-adds a sample and no state but a few numbers, so a long file never sits in memory here.
 */
export class Decimator {
  readonly factor: number;
  readonly rate: number;
  private readonly out: Float32Array;
  private filled = 0;
  /** The sample's place in its group of `factor`, and the two outputs it adds into. */
  private place = 0;
  private current = 0;
  private next = 0;
  private readonly toCurrent: Float64Array;
  private readonly toNext: Float64Array;

  constructor(
    sampleRate: number,
    private readonly sinks: readonly BlockSink[],
    blockSize = 4096,
  ) {
    if (!(sampleRate >= LOWEST_RATE))
      throw new RangeError(`sample rate must be ${LOWEST_RATE} Hz or more, got ${sampleRate}`);
    const factor = decimationOf(sampleRate);
    this.factor = factor;
    this.rate = sampleRate / factor;
    // Output j is centred on input j·factor: the sample r after it weighs (factor − r) there and r in output j + 1.
    this.toCurrent = Float64Array.from({ length: factor }, (_, r) => (factor - r) / (factor * factor));
    this.toNext = Float64Array.from({ length: factor }, (_, r) => r / (factor * factor));
    this.out = new Float32Array(blockSize);
  }

  /** Samples of one channel, or two averaged (`right`); each value in -1..1. */
  push(left: Float32Array, right: Float32Array | null = null, length = left.length): void {
    // Already at the listening rate and mono (the import's analysis signal): handed on as it is.
    if (this.factor === 1 && !right) {
      this.flush();
      for (let at = 0; at < length; at += this.out.length) {
        const block = left.subarray(at, Math.min(length, at + this.out.length));
        this.emit(block, block.length);
      }
      return;
    }
    const { factor, out, toCurrent, toNext } = this;
    let { place, current, next, filled } = this;
    const half = right ? 0.5 : 1;
    let i = 0;
    while (i < length) {
      if (place === 0 && length - i >= factor) {
        // Whole groups: the hot loop.
        const end = length - ((length - i) % factor);
        if (right) {
          for (; i < end; i += factor) {
            let a = next;
            let b = 0;
            for (let r = 0; r < factor; r++) {
              const x = left[i + r]! + right[i + r]!;
              a += x * toCurrent[r]!;
              b += x * toNext[r]!;
            }
            out[filled++] = a * half;
            next = b;
            if (filled === out.length) {
              this.emit(out, filled);
              filled = 0;
            }
          }
        } else {
          for (; i < end; i += factor) {
            let a = next;
            let b = 0;
            for (let r = 0; r < factor; r++) {
              const x = left[i + r]!;
              a += x * toCurrent[r]!;
              b += x * toNext[r]!;
            }
            out[filled++] = a;
            next = b;
            if (filled === out.length) {
              this.emit(out, filled);
              filled = 0;
            }
          }
        }
        current = 0;
        continue;
      }
      // A group split between two blocks: sample by sample.
      if (place === 0) current = next;
      if (place === 0) next = 0;
      const x = right ? left[i]! + right[i]! : left[i]!;
      current += x * toCurrent[place]!;
      next += x * toNext[place]!;
      i++;
      if (++place === factor) {
        place = 0;
        out[filled++] = current * half;
        current = 0;
        if (filled === out.length) {
          this.emit(out, filled);
          filled = 0;
        }
      }
    }
    Object.assign(this, { place, current, next, filled });
  }

  /** Hands on what is left. */
  flush(): void {
    if (this.filled) this.emit(this.out, this.filled);
    this.filled = 0;
  }

  private emit(block: Float32Array, length: number): void {
    const { sinks } = this;
    for (let i = 0; i < sinks.length; i++) sinks[i]!.listen(block, length);
  }
}

/** A growable Float32Array: one number per frame of a long file, without a JS array's boxing. */
export class Series {
  values: Float32Array;
  length = 0;
  constructor(capacity = 4096) {
    this.values = new Float32Array(capacity);
  }
  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = new Float32Array(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }
  view(): Float32Array {
    return this.values.subarray(0, this.length);
  }
}

/**
 * Frames of `size` samples every `hop`, cut from blocks as they come, each handed on once whole.
 * Holds one frame's worth of history.
 */
export class Framer {
  private readonly buffer: Float32Array;
  private filled = 0;
  /** Samples to drop before the next frame starts, when the hop is longer than the frame. */
  private skip = 0;

  constructor(
    readonly size: number,
    readonly hop: number,
    private readonly sink: FrameSink,
  ) {
    this.buffer = new Float32Array(size);
  }

  push(block: Float32Array, length = block.length): void {
    const { buffer, size, hop } = this;
    let i = 0;
    while (i < length) {
      if (this.skip) {
        const dropped = Math.min(this.skip, length - i);
        i += dropped;
        this.skip -= dropped;
        continue;
      }
      const take = Math.min(size - this.filled, length - i);
      // A loop, not set(subarray()): a view made for every hop was most of what framing allocated.
      for (let k = 0, at = this.filled; k < take; k++) buffer[at + k] = block[i + k]!;
      this.filled += take;
      i += take;
      if (this.filled === size) {
        this.sink.frame(buffer);
        if (hop < size) {
          buffer.copyWithin(0, hop, size);
          this.filled = size - hop;
        } else {
          this.filled = 0;
          this.skip = hop - size;
        }
      }
    }
  }
}
