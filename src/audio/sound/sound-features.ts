import { createSpectrum } from './fft';

/**
 * What a recording sounds like, as a few dozen numbers: timbre, brightness, noisiness and change
 * (the mean and spread over time of the spectral centroid, flatness, flux and a short cepstrum),
 * harmony (a chroma profile), dynamics (mean loudness and its range) and rhythm (onsets per second
 * and a tempo estimate). The same code runs at build in Node and in the browser on a visitor's
 * file, so both describe a sound alike.
 */

/** The rate the analysis works at: timbre and harmony live below 5.5 kHz, and a quarter of 44.1 kHz is four times less work. */
const ANALYSIS_RATE = 11025;
const FRAME = 512;
/** One frame in eight is analysed (every 370 ms, some 160 in a minute): a cue's statistics change little, and the cost is an eighth. */
const STRIDE = 8;
const BANDS = 16;
const CEPSTRUM = 8;
const SILENT_DB = -60;
/** The energy envelope's block for onsets and tempo: about 11.6 ms. */
const BLOCK = 128;

/** The vector's parts, in order, and how many numbers each holds. */
export const SOUND_LAYOUT = [
  ['centroid', 2],
  ['flatness', 2],
  ['flux', 2],
  ['cepstrum', CEPSTRUM * 2],
  ['chroma', 12],
  ['loudness', 2],
  ['onsets', 1],
  ['tempo', 1],
] as const;

export type SoundPart = (typeof SOUND_LAYOUT)[number][0];
export const SOUND_SIZE = SOUND_LAYOUT.reduce((total, [, size]) => total + size, 0);

/** Where a part starts in the vector. */
export const partStart = (part: SoundPart): number => {
  let start = 0;
  for (const [name, size] of SOUND_LAYOUT) {
    if (name === part) return start;
    start += size;
  }
  throw new Error(`no part ${part}`);
};

class Running {
  sum = 0;
  squares = 0;
  count = 0;
  add(value: number) {
    this.sum += value;
    this.squares += value * value;
    this.count += 1;
  }
  mean() {
    return this.count ? this.sum / this.count : 0;
  }
  spread() {
    return this.count ? Math.sqrt(Math.max(0, this.squares / this.count - this.mean() ** 2)) : 0;
  }
}

const round = (value: number) => Math.round(value * 10000) / 10000;

/** Feeds on decoded audio as it comes (any rate, mono or stereo) and says what it sounds like at the end. */
export class SoundAnalyser {
  private readonly factor: number;
  private readonly rate: number;
  private readonly frame = new Float32Array(FRAME);
  private readonly windowed = new Float32Array(FRAME);
  private readonly window = Float32Array.from({ length: FRAME }, (_, n) => 0.5 - 0.5 * Math.cos((2 * Math.PI * n) / FRAME));
  private readonly magnitudes = new Float32Array(FRAME / 2);
  private readonly previous = new Float32Array(FRAME / 2);
  private readonly spectrum = createSpectrum(FRAME);
  private readonly bandOf: Int8Array;
  private readonly pitchOf: Int8Array;
  private filled = 0;
  private frames = 0;
  private decimating = 0;
  private decimated = 0;
  private blockEnergy = 0;
  private blockFill = 0;
  private readonly envelope: number[] = [];
  private readonly stats = { centroid: new Running(), flatness: new Running(), flux: new Running(), cepstrum: Array.from({ length: CEPSTRUM }, () => new Running()) };
  private readonly chroma = new Float64Array(12);
  private readonly bands = new Float64Array(BANDS);
  private readonly dct = Float64Array.from({ length: CEPSTRUM * BANDS }, (_, i) => Math.cos((Math.PI * (Math.floor(i / BANDS) + 1) * ((i % BANDS) + 0.5)) / BANDS));
  private readonly loudness: number[] = [];

  constructor(sampleRate: number) {
    this.factor = Math.max(1, Math.round(sampleRate / ANALYSIS_RATE));
    this.rate = sampleRate / this.factor;
    const nyquist = this.rate / 2;
    // Bands evenly spaced in log frequency from 60 Hz: a cheap stand-in for the mel scale.
    this.bandOf = Int8Array.from({ length: FRAME / 2 }, (_, k) => {
      const hz = (k * this.rate) / FRAME;
      if (hz < 60) return -1;
      return Math.min(BANDS - 1, Math.floor((Math.log(hz / 60) / Math.log(nyquist / 60)) * BANDS));
    });
    this.pitchOf = Int8Array.from({ length: FRAME / 2 }, (_, k) => {
      const hz = (k * this.rate) / FRAME;
      if (hz < 55 || hz > 2000) return -1;
      return (((Math.round(12 * Math.log2(hz / 440)) + 9) % 12) + 12) % 12;
    });
  }

  /** Samples of one channel, or two averaged; each value in -1..1. */
  push(left: Float32Array, right: Float32Array = left, length = left.length): void {
    // The hot loop of a build's decoding, so state is in locals, written back once. Only the
    // frames analysed need every sample averaged; elsewhere one sample in `factor` feeds the
    // energy envelope, which needs no more: three quarters of the samples are never read.
    const { factor, frame } = this;
    let { decimating, decimated, blockEnergy, blockFill, filled, frames } = this;
    const scale = 1 / (2 * factor);
    for (let i = 0; i < length; ) {
      if (frames % STRIDE === 0) {
        decimating += left[i]! + right[i]!;
        i += 1;
        decimated += 1;
      } else {
        if (decimated === 0) decimating = (left[i]! + right[i]!) * factor;
        const take = Math.min(factor - decimated, length - i);
        i += take;
        decimated += take;
      }
      if (decimated < factor) continue;
      const value = decimating * scale;
      decimating = 0;
      decimated = 0;
      blockEnergy += value * value;
      if (++blockFill === BLOCK) {
        this.envelope.push(Math.log10(blockEnergy / BLOCK + 1e-10));
        blockEnergy = 0;
        blockFill = 0;
      }
      if (frames % STRIDE === 0) frame[filled] = value;
      if (++filled === FRAME) {
        filled = 0;
        if (frames++ % STRIDE === 0) this.analyse();
      }
    }
    Object.assign(this, { decimating, decimated, blockEnergy, blockFill, filled, frames });
  }

  private analyse() {
    const { frame, windowed, window, magnitudes, previous } = this;
    let energy = 0;
    for (let n = 0; n < FRAME; n++) {
      windowed[n] = frame[n]! * window[n]!;
      energy += frame[n]! * frame[n]!;
    }
    const db = 10 * Math.log10(energy / FRAME + 1e-12);
    this.loudness.push(db);
    if (db < SILENT_DB) return;
    this.spectrum(windowed, magnitudes);
    let power = 0;
    let weighted = 0;
    let logSum = 0;
    let rise = 0;
    let total = 0;
    const { bands, dct } = this;
    bands.fill(0);
    for (let k = 1; k < FRAME / 2; k++) {
      const m = magnitudes[k]!;
      const p = m * m;
      power += p;
      weighted += k * p;
      logSum += Math.log(p + 1e-12);
      rise += Math.max(0, m - previous[k]!);
      total += m;
      const band = this.bandOf[k]!;
      if (band >= 0) bands[band]! += p;
      const pitch = this.pitchOf[k]!;
      if (pitch >= 0) this.chroma[pitch]! += p;
      previous[k] = m;
    }
    const bins = FRAME / 2 - 1;
    // In kHz, so a file at 48 kHz and one at 44.1 kHz describe the same sound alike.
    this.stats.centroid.add(power ? (weighted / power) * (this.rate / FRAME) / 1000 : 0);
    this.stats.flatness.add(power ? Math.exp(logSum / bins) / (power / bins) : 0);
    this.stats.flux.add(total ? rise / total : 0);
    // A DCT of the bands' log energies: the spectrum's shape, its level left out (coefficient 0).
    for (let b = 0; b < BANDS; b++) bands[b] = Math.log10(bands[b]! + 1e-10);
    for (let c = 0; c < CEPSTRUM; c++) {
      let sum = 0;
      for (let b = 0; b < BANDS; b++) sum += bands[b]! * dct[c * BANDS + b]!;
      this.stats.cepstrum[c]!.add(sum / BANDS);
    }
  }

  /** The onsets per second and the tempo in BPM (60-180) that the energy envelope's rises repeat at. */
  private rhythm(): [onsets: number, tempo: number] {
    const rate = this.rate / BLOCK;
    const rises = this.envelope.map((value, i) => (i ? Math.max(0, value - this.envelope[i - 1]!) : 0));
    const seconds = this.envelope.length / rate;
    if (seconds < 2) return [0, 0];
    const mean = rises.reduce((a, b) => a + b, 0) / rises.length;
    let onsets = 0;
    for (let i = 1; i < rises.length - 1; i++) if (rises[i]! > mean * 3 && rises[i]! >= rises[i - 1]! && rises[i]! > rises[i + 1]!) onsets++;
    let best = 0;
    let bestLag = 0;
    // Smoothed over five blocks, so a beat whose period falls between two lags still lines up with itself.
    const centred = rises.map((_, i) => {
      let sum = 0;
      for (let d = -2; d <= 2; d++) sum += (rises[i + d] ?? 0) * (3 - Math.abs(d));
      return sum / 9 - mean;
    });
    for (let lag = Math.round((rate * 60) / 180); lag <= Math.round((rate * 60) / 60); lag++) {
      let sum = 0;
      for (let i = lag; i < centred.length; i++) sum += centred[i]! * centred[i - lag]!;
      // A beat repeats at twice its period too: a leaning towards 120 BPM, as listeners tap, picks the beat over half of it.
      const score = (sum / (centred.length - lag)) * Math.exp(-0.5 * Math.log2((60 * rate) / lag / 120) ** 2);
      if (score > best) {
        best = score;
        bestLag = lag;
      }
    }
    return [onsets / seconds, bestLag ? (60 * rate) / bestLag : 0];
  }

  /** The vector, in SOUND_LAYOUT's order, 4 decimals. */
  finish(): number[] {
    const { centroid, flatness, flux, cepstrum } = this.stats;
    const chromaTotal = this.chroma.reduce((a, b) => a + b, 0);
    const sorted = [...this.loudness].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? SILENT_DB;
    const heard = sorted.filter((db) => db >= SILENT_DB);
    const [onsets, tempo] = this.rhythm();
    return [
      centroid.mean(),
      centroid.spread(),
      flatness.mean(),
      flatness.spread(),
      flux.mean(),
      flux.spread(),
      ...cepstrum.flatMap((c) => [c.mean(), c.spread()]),
      ...Array.from(this.chroma, (value) => (chromaTotal ? value / chromaTotal : 0)),
      heard.length ? heard.reduce((a, b) => a + b, 0) / heard.length : SILENT_DB,
      at(0.95) - at(0.1),
      onsets,
      tempo,
    ].map(round);
  }
}
