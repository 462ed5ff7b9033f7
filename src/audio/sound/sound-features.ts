import { createSpectrum } from '../fft.ts';
import { barAccents, onsetStrength } from '../rhythm/bar-accents.ts';
import { relativeToKey } from './chroma-key.ts';
import type { SoundTimeline } from './sound-print.ts';

/**
 * What a recording sounds like, as a few dozen numbers: timbre, brightness, noisiness and change
 * (the mean and spread over time of the spectral centroid, flatness, flux and a short cepstrum),
 * harmony (a chroma profile from its key's tonic up, so one style in two keys looks alike),
 * dynamics (mean loudness and its range) and rhythm (onsets per second, a tempo estimate,
 * octave-blind, and the pattern of accents within a bar at that tempo). The same code runs at build in Node and in the browser on a visitor's
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
/**
 * The bands' top: under the analysis rate's half whatever the file's rate, so a master at 32, 44.1
 * or 48 kHz fills the same bands.
 */
const TOP_HZ = 5000;
/** The energy envelope's block for onsets and tempo: about 11.6 ms. */
const BLOCK = 128;
const blockLevel = (energy: number) => Math.log10(energy / BLOCK + 1e-10);
/** The accents of a 4/4 bar, in 16ths (bar-accents.ts). */
const ACCENT_STEPS = 16;

/** The vector's parts, in order, and how many numbers each holds. */
export const SOUND_LAYOUT = [
  ['centroid', 2],
  ['flatness', 2],
  ['flux', 2],
  ['cepstrum', CEPSTRUM * 2],
  ['harmony', 12],
  ['loudness', 2],
  ['onsets', 1],
  ['tempo', 2],
  ['accents', ACCENT_STEPS],
] as const;

/**
 * Tempo as a point on a circle, one turn an octave from 80 BPM: a beat heard at twice or half its
 * speed (the commonest error, of listeners as of this code) lands on the same point, and 159 and
 * 81 BPM are neighbours, as a straight line from 60 to 180 would not have them.
 */
const TEMPO_TURN = 80;
export const tempoPoint = (bpm: number): [number, number] =>
  bpm > 0
    ? [Math.cos(2 * Math.PI * Math.log2(bpm / TEMPO_TURN)), Math.sin(2 * Math.PI * Math.log2(bpm / TEMPO_TURN))]
    : [0, 0];
/** The tempo a point stands for, between 80 and 160 BPM. */
export const tempoOfPoint = ([x, y]: readonly number[]): number => {
  const turns = Math.atan2(y!, x!) / (2 * Math.PI);
  return TEMPO_TURN * 2 ** (turns < 0 ? turns + 1 : turns);
};

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
  private readonly window = Float32Array.from(
    { length: FRAME },
    (_, n) => 0.5 - 0.5 * Math.cos((2 * Math.PI * n) / FRAME),
  );
  private readonly magnitudes = new Float32Array(FRAME / 2);
  private readonly previous = new Float32Array(FRAME / 2);
  private readonly spectrum = createSpectrum(FRAME);
  private readonly bandOf: Int8Array;
  /** The bins whose peaks are read as notes: 80 Hz to 2 kHz. */
  private readonly chromaBins: [number, number];
  private filled = 0;
  private frames = 0;
  private decimating = 0;
  private decimated = 0;
  private blockEnergy = 0;
  private blockFill = 0;
  private readonly envelope: number[] = [];
  private readonly stats = {
    centroid: new Running(),
    flatness: new Running(),
    flux: new Running(),
    cepstrum: Array.from({ length: CEPSTRUM }, () => new Running()),
  };
  private readonly chroma = new Float64Array(12);
  /** Each analysed frame's chroma, 12 numbers a frame in the order heard (zeros for a silent one): the print is made of them. */
  private readonly frameChroma: number[] = [];
  private readonly noteChroma = new Float64Array(12);
  private readonly bands = new Float64Array(BANDS);
  private readonly dct = Float64Array.from({ length: CEPSTRUM * BANDS }, (_, i) =>
    Math.cos((Math.PI * (Math.floor(i / BANDS) + 1) * ((i % BANDS) + 0.5)) / BANDS),
  );
  private readonly loudness: number[] = [];

  constructor(sampleRate: number) {
    this.factor = Math.max(1, Math.round(sampleRate / ANALYSIS_RATE));
    this.rate = sampleRate / this.factor;
    // Bands evenly spaced in log frequency from 60 Hz to TOP_HZ: a cheap stand-in for the mel scale.
    this.bandOf = Int8Array.from({ length: FRAME / 2 }, (_, k) => {
      const hz = (k * this.rate) / FRAME;
      if (hz < 60 || hz >= TOP_HZ) return -1;
      return Math.min(BANDS - 1, Math.floor((Math.log(hz / 60) / Math.log(TOP_HZ / 60)) * BANDS));
    });
    this.chromaBins = [Math.ceil((80 * FRAME) / this.rate), Math.floor((2000 * FRAME) / this.rate)];
  }

  /** Samples of one channel, or two averaged; each value in -1..1. */
  push(left: Float32Array, right: Float32Array = left, length = left.length): void {
    // The hot loop of a build's decoding, so state is in locals, written back once. Only the
    // frames analysed need every sample averaged; elsewhere one sample in `factor` feeds the
    // energy envelope, which needs no more: three quarters of the samples are never read. Whole
    // groups of `factor` samples up to the frame's end go through one tight loop; a group split
    // between two pushes goes sample by sample.
    const { factor, frame, envelope } = this;
    let { decimating, decimated, blockEnergy, blockFill, filled, frames } = this;
    const scale = 1 / (2 * factor);
    let i = 0;
    while (i < length) {
      const analysed = frames % STRIDE === 0;
      if (decimated === 0 && length - i >= factor) {
        const until = Math.min(FRAME, filled + Math.floor((length - i) / factor));
        if (analysed) {
          for (; filled < until; filled++) {
            let sum = 0;
            for (let end = i + factor; i < end; i++) sum += left[i]! + right[i]!;
            const value = sum * scale;
            frame[filled] = value;
            blockEnergy += value * value;
            if (++blockFill === BLOCK) {
              envelope.push(blockLevel(blockEnergy));
              blockEnergy = blockFill = 0;
            }
          }
        } else {
          for (; filled < until; filled++, i += factor) {
            const value = (left[i]! + right[i]!) * 0.5;
            blockEnergy += value * value;
            if (++blockFill === BLOCK) {
              envelope.push(blockLevel(blockEnergy));
              blockEnergy = blockFill = 0;
            }
          }
        }
      } else {
        if (analysed) {
          for (; i < length && decimated < factor; i++, decimated++) decimating += left[i]! + right[i]!;
        } else {
          if (decimated === 0) decimating = (left[i]! + right[i]!) * factor;
          const take = Math.min(factor - decimated, length - i);
          i += take;
          decimated += take;
        }
        if (decimated < factor) break;
        const value = decimating * scale;
        decimating = 0;
        decimated = 0;
        blockEnergy += value * value;
        if (++blockFill === BLOCK) {
          envelope.push(blockLevel(blockEnergy));
          blockEnergy = blockFill = 0;
        }
        if (analysed) frame[filled] = value;
        filled += 1;
      }
      if (filled === FRAME) {
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
    if (db < SILENT_DB) {
      for (let pc = 0; pc < 12; pc++) this.frameChroma.push(0);
      return;
    }
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
      previous[k] = m;
    }
    this.notes();
    const bins = FRAME / 2 - 1;
    // In kHz, so a file at 48 kHz and one at 44.1 kHz describe the same sound alike.
    this.stats.centroid.add(power ? ((weighted / power) * (this.rate / FRAME)) / 1000 : 0);
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

  /**
   * The harmony: each spectral peak between 80 Hz and 2 kHz as a note, its frequency read between
   * the bins (a parabola through the peak's log magnitudes) and its power given to that note's
   * pitch class. A bin is some 21 Hz wide, wider than a semitone below 350 Hz: reading bins as
   * notes would smear a C into B and C sharp, and differently at each file's rate.
   */
  private notes() {
    const { magnitudes, chroma, noteChroma } = this;
    const [low, high] = this.chromaBins;
    noteChroma.fill(0);
    for (let k = Math.max(1, low); k <= Math.min(FRAME / 2 - 2, high); k++) {
      const b = magnitudes[k]!;
      if (b <= magnitudes[k - 1]! || b < magnitudes[k + 1]!) continue;
      const a = Math.log(magnitudes[k - 1]! + 1e-9);
      const c = Math.log(magnitudes[k + 1]! + 1e-9);
      const peak = Math.log(b + 1e-9);
      const bend = a - 2 * peak + c;
      const offset = bend < 0 ? (0.5 * (a - c)) / bend : 0;
      const hz = ((k + offset) * this.rate) / FRAME;
      const pitch = (((Math.round(12 * Math.log2(hz / 440)) + 9) % 12) + 12) % 12;
      noteChroma[pitch]! += b * b;
    }
    for (let pc = 0; pc < 12; pc++) {
      chroma[pc]! += noteChroma[pc]!;
      this.frameChroma.push(noteChroma[pc]!);
    }
  }

  /** What was heard over time, for the print (sound-print.ts). */
  timeline(): SoundTimeline {
    return {
      chroma: Float32Array.from(this.frameChroma),
      framePeriod: (FRAME * STRIDE) / this.rate,
      envelope: Float32Array.from(this.envelope),
      envelopeRate: this.rate / BLOCK,
    };
  }

  /** The onsets per second and the tempo in BPM (60-180) that the energy envelope's rises repeat at. */
  private rhythm(): [onsets: number, tempo: number] {
    const rate = this.rate / BLOCK;
    const rises = this.envelope.map((value, i) => (i ? Math.max(0, value - this.envelope[i - 1]!) : 0));
    const seconds = this.envelope.length / rate;
    if (seconds < 2) return [0, 0];
    const mean = rises.reduce((a, b) => a + b, 0) / rises.length;
    let onsets = 0;
    for (let i = 1; i < rises.length - 1; i++)
      if (rises[i]! > mean * 3 && rises[i]! >= rises[i - 1]! && rises[i]! > rises[i + 1]!) onsets++;
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
    const chroma = Array.from(this.chroma, (value) => (chromaTotal ? value / chromaTotal : 0));
    const accents = barAccents(onsetStrength(this.envelope), this.rate / BLOCK, tempo > 0 ? 60 / tempo : 0);
    return [
      centroid.mean(),
      centroid.spread(),
      flatness.mean(),
      flatness.spread(),
      flux.mean(),
      flux.spread(),
      ...cepstrum.flatMap((c) => [c.mean(), c.spread()]),
      ...relativeToKey(chroma),
      // The mean level under the loud parts, not the level itself: a file a few dB louder or quieter (a
      // reference from a temp track, a master at another loudness) describes the same sound.
      heard.length ? heard.reduce((a, b) => a + b, 0) / heard.length - at(0.95) : 0,
      at(0.95) - at(0.1),
      onsets,
      ...tempoPoint(tempo),
      ...accents,
    ].map(round);
  }
}
