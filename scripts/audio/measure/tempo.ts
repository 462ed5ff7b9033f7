/**
 * The tempo a listener would tap, measured from the audio. An onset strength (spectral flux of a
 * log-magnitude spectrum at some 11 kHz, 86 frames a second, in four bands each scaled by its own
 * mean so a kick's few low bins count as much as a hi-hat's many); its autocorrelation and a comb
 * over each candidate tempo's first beats find the pulse; the period is read finely where the
 * autocorrelation peaks many beats away; then the level of that pulse a listener taps is chosen
 * among its doubles, halves, triples and thirds by how strong the onsets are on each level's
 * beats, weighed by a prior for the tempos people tap and by how the level's beats are divided
 * (the beat people count has eighths or triplets under it, not every note on it). Music with no steady pulse (rubato,
 * ambient, silence) gets `bpm: null` and a low confidence rather than a number that looks exact.
 *
 * Before the level is chosen, a pulse that does not fit the bar (a bossa clave's or a waltz's
 * dotted pulse, at 3:2 to the beat) is turned back to the beat that does (onTheBar); and each
 * level's backbeat is also read band by band (a metal snare's 2 and 4 under a double kick), at
 * the summed beats' phase and at each band's own.
 *
 * Tuned on MIDI arrangements of eight styles played through a General MIDI soundfont (the detect
 * bench's 200 files and seeds 21 and 33, read at the onsets): 294 of 296 within 4 %. Read, not
 * fitted, on ten styles those never render (bench:tempo, seeds 1 and 2): docs/performance.md.
 */
import { createSpectrum } from '../../../src/audio/fft.ts';
import { doubles, Framer, hann, powerOfTwoAtLeast, powerOfTwoNear, Series } from './dsp.ts';

export type TempoMeasure = { bpm: number; confidence: number } | { bpm: null; confidence: number };

/** The onset frames: some 11.6 ms apart, each over some 23 ms. */
const HOP_SECONDS = 0.01161;
const FRAME_SECONDS = 0.0232;
/** Magnitudes are read on a log scale from -60 dB under a full-scale sine: quiet and loud parts change alike. */
const LOG_GAIN = 1000;
/** The tempos a measure may give. */
const SLOWEST = 40;
const FASTEST = 240;

/** The bands' edges, Hz: kick and bass, the body of a snare and of chords, their attack, cymbals. */
const BAND_EDGES = [200, 1000, 4000];
/** Bins whose ratios are multiplied before a log is taken: each is at most some 10^4, so the product stays far inside a double. */
const RATIOS = 16;

/**
 * Feeds on audio already at the listening rate (dsp.ts's Decimator) and keeps four numbers a
 * frame: how much louder the spectrum got since the frame before in each band, summed over its
 * bins (SuperFlux: each bin against the loudest of its neighbours a frame ago, so vibrato is not
 * heard as onsets).
 */
export class OnsetListener {
  readonly frameRate: number;
  readonly bands: Series[];
  /**
   * Per-frame buffers as plain arrays of doubles: in an import worker the WASM codecs have
   * detached ArrayBuffers, after which V8 checks every typed array access for it (frames cost a
   * sixth more). Values once kept in single precision are rounded to it still, so the onsets are
   * the same to the bit.
   */
  private readonly bandOf: number[];
  private readonly bandFlux: number[];
  private readonly framer: Framer;
  private readonly window: number[];
  private readonly windowed: Float32Array;
  private readonly magnitudes: Float32Array;
  private previous: number[];
  private current: number[];
  private readonly spectrum: (frame: Float32Array, magnitudes: Float32Array) => void;
  private readonly low: number;
  private readonly high: number;
  private readonly scale: number;
  private started = false;

  constructor(rate: number) {
    const size = powerOfTwoNear(rate * FRAME_SECONDS);
    const hop = Math.max(1, Math.round(rate * HOP_SECONDS));
    this.frameRate = rate / hop;
    this.window = Array.from(hann(size));
    this.windowed = new Float32Array(size);
    this.magnitudes = new Float32Array(size / 2);
    // One slot past the last bin, and those under the lowest, stay 0: every value is 1 or more, so
    // a bin's neighbour there never counts.
    this.previous = doubles(size / 2 + 1);
    this.current = doubles(size / 2 + 1);
    this.spectrum = createSpectrum(size);
    this.low = Math.max(1, Math.round((30 * size) / rate));
    this.high = size / 2 - 1;
    // A full-scale sine's peak under a Hann window is size/4.
    this.scale = (LOG_GAIN * 4) / size;
    this.bandOf = Array.from(
      { length: size / 2 },
      (_, k) => BAND_EDGES.filter((edge) => (k * rate) / size >= edge).length,
    );
    this.bands = Array.from({ length: BAND_EDGES.length + 1 }, () => new Series(8192));
    this.bandFlux = doubles(BAND_EDGES.length + 1);
    this.framer = new Framer(size, hop, this);
  }

  listen(block: Float32Array, length = block.length): void {
    this.framer.push(block, length);
  }

  /**
   * The onset strength: each band's flux over its own mean, summed, so the kick's few low bins count
   * as much as the hats' many (a band nearly silent throughout is not raised above a twentieth of the loudest).
   */
  onsets(): Float32Array {
    const length = this.bands[0]!.length;
    const out = new Float32Array(length);
    // Plain loops, not callbacks: see dsp.ts's BlockSink.
    const means: number[] = [];
    for (const band of this.bands) {
      const values = band.view();
      let sum = 0;
      for (let i = 0; i < length; i++) sum += values[i]!;
      means.push(sum / (length || 1));
    }
    const floor = Math.max(...means) * 0.05;
    for (let b = 0; b < this.bands.length; b++) {
      const scale = 1 / Math.max(means[b]!, floor, 1e-12);
      const values = this.bands[b]!.view();
      for (let i = 0; i < length; i++) out[i]! += values[i]! * scale;
    }
    return out;
  }

  /** Each band's flux on its own, as kept: what the level's backbeat is read in. */
  bandOnsets(): Float32Array[] {
    return this.bands.map((band) => band.view());
  }

  /** One frame, from the Framer. */
  frame(frame: Float32Array): void {
    const { window, windowed, magnitudes, scale, low, high, bandFlux, bandOf } = this;
    for (let n = 0; n < frame.length; n++) windowed[n] = frame[n]! * window[n]!;
    this.spectrum(windowed, magnitudes);
    const current = this.current;
    const previous = this.previous;
    // Kept as 1 + magnitude, not its log: a band's flux, the sum of the logs of its rising bins'
    // ratios, is the log of their product, taken once per RATIOS bins rather than once per bin.
    for (let k = low; k <= high; k++) current[k] = 1 + magnitudes[k]! * scale;
    bandFlux.fill(0);
    if (this.started) {
      let band = bandOf[low]!;
      let rose = 1;
      let from = 1;
      let count = 0;
      for (let k = low; k <= high; k++) {
        if (bandOf[k] !== band || count === RATIOS) {
          bandFlux[band]! += Math.log(rose / from);
          band = bandOf[k]!;
          rose = 1;
          from = 1;
          count = 0;
        }
        // A bin that fell gives a ratio of 1: no branch on the music, which no predictor guesses.
        const before = Math.max(previous[k - 1]!, previous[k]!, previous[k + 1]!);
        rose *= Math.max(current[k]!, before);
        from *= before;
        count++;
      }
      bandFlux[band]! += Math.log(rose / from);
    }
    this.started = true;
    for (let b = 0; b < bandFlux.length; b++) this.bands[b]!.push(bandFlux[b]!);
    this.current = previous;
    this.previous = current;
  }
}

/** A candidate tempo, and how strongly the onsets repeat at it. */
interface Candidate {
  bpm: number;
  salience: number;
}

/**
 * Finding the pulse, a broad leaning towards the tempos people tap (log-Gaussian, centred on 120
 * BPM, an octave and a half wide): any level of the pulse will do here.
 */
const familyPrior = (bpm: number) => Math.exp(-0.5 * (Math.log2(bpm / 120) / 1.5) ** 2);
/**
 * Choosing its level, the tempos people tap: log-Gaussian, centred on 145 BPM, 1.2 octaves wide,
 * under the tap ceiling. Set on the detect styles only (the bench's 200 files and 96 more from
 * seeds 21 and 33: 294 of 296 within 4 %, against 290 at 130 and one octave), once the halves
 * rule stopped pulling slow where the double cannot be tapped; the ten unseen styles were then
 * read, not fitted (docs/performance.md has the grid).
 */
const PRIOR_CENTRE = 145;
const PRIOR_WIDTH = 1.2;
/**
 * Above some 190 BPM a listener taps the half: a beat 0.3 s apart is at the edge of what a hand
 * keeps up with, and music written faster (a funk or afrobeat groove's eighths, 200-230) is felt
 * in its quarters. The prior falls there as a wall (a logistic over 4 BPM, squared), where the
 * log-Gaussian alone lets sixteenths that are quieter than the eighths pull the count up an
 * octave. Fast music written at 170-180 (drum & bass, metal, fast rock) is under the wall.
 */
const TAP_CEILING = 190;
const TAP_CEILING_WIDTH = 4;
const tappable = (bpm: number) => 1 / (1 + Math.exp((bpm - TAP_CEILING) / TAP_CEILING_WIDTH)) ** 2;
const prior = (bpm: number) => Math.exp(-0.5 * (Math.log2(bpm / PRIOR_CENTRE) / PRIOR_WIDTH) ** 2) * tappable(bpm);
/** Onsets between the beats at this share of the beats' strength already count as a subdivision. */
const SUBDIVIDED = 0.05;
/** Every note is tapped gladly up to some 100 BPM; from there to 140 a level that divides its beats is preferred more and more. */
const EVERY_NOTE_FROM = 100;
const EVERY_NOTE_SPAN = 40;
/** Onsets halfway between the beats at more than 0.6 of their strength are beats themselves (a backbeat, a click track counted in halves). */
const HALVES_ARE_BEATS = 0.6;
const HALVES_ARE_BEATS_WEIGHT = 4;
/** A band's halves this much stronger than its own beats are its backbeat. */
const BAND_BACKBEAT = 1.2;

/** The onset strength made ready to read: smoothed a little, its slow swell taken away, what is left above it kept. */
function onsetDetail(onsets: Float32Array, frameRate: number): Float32Array {
  const n = onsets.length;
  const smooth = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const a = onsets[i - 2] ?? 0;
    const b = onsets[i - 1] ?? 0;
    const d = onsets[i + 1] ?? 0;
    const e = onsets[i + 2] ?? 0;
    smooth[i] = (a + 2 * b + 3 * onsets[i]! + 2 * d + e) / 9;
  }
  // Less a running mean over half a second either side, kept where positive: the onsets above their surroundings.
  const half = Math.max(1, Math.round(frameRate * 0.5));
  const detail = new Float32Array(n);
  let sum = 0;
  let from = 0;
  let to = 0;
  for (let i = 0; i < n; i++) {
    while (to < n && to <= i + half) sum += smooth[to++]!;
    while (from < i - half) sum -= smooth[from++]!;
    detail[i] = Math.max(0, smooth[i]! - sum / (to - from));
  }
  return detail;
}

const meanOf = (x: Float32Array) => {
  let sum = 0;
  for (const value of x) sum += value;
  return sum / (x.length || 1);
};

/** A copy less its mean: what the autocorrelation reads, so a lag between the beats scores below zero. */
function centred(x: Float32Array): Float32Array {
  const mean = meanOf(x);
  const out = new Float32Array(x.length);
  for (let i = 0; i < x.length; i++) out[i] = x[i]! - mean;
  return out;
}

/** How strong the onsets are on a level's beats, and between them, each against the beats. */
interface Metre {
  /** The onsets' mean on the beats. */
  beats: number;
  /** Halfway between them (eighths under quarter beats). */
  halves: number;
  /** A third or two thirds of the way, the stronger (triplets, swing, compound time). */
  thirds: number;
  /** A quarter or three quarters of the way, the stronger (sixteenths). */
  quarters: number;
  /** Halfway, in the band where that is strongest against the band's own beats (a backbeat's snare). */
  bandHalves: number;
}

/**
 * Each frame as the loudest of the three around it, and one past the end for a time that rounds
 * there: read at a time's nearest frame, an onset that drifts a frame either way still counts.
 */
function spread(x: Float32Array): Float32Array {
  const out = new Float32Array(x.length + 1);
  for (let i = 0; i < x.length; i++) out[i] = Math.max(x[i - 1] ?? 0, x[i]!, x[i + 1] ?? 0);
  if (x.length > 0) out[x.length] = Math.max(x[x.length - 1]!, 0);
  return out;
}

/** A spread series at a time between frames. */
const near = (spreadX: Float32Array, t: number) => spreadX[Math.round(t)] ?? 0;

/**
 * The onsets on the beats of a period (in frames) and between them, at the phase where the beats
 * are strongest. Read in stretches of some 10 s, each at its own phase, so a tempo that drifts a
 * little still lines up. The onsets and the bands come spread (`spread`).
 */
function metreOf(
  spreadX: Float32Array,
  period: number,
  stretch: number,
  bands: readonly Float32Array[] = [],
  bandMeans: readonly number[] = [],
): Metre {
  const frames = spreadX.length - 1;
  const at = [0, 1 / 4, 1 / 3, 1 / 2, 2 / 3, 3 / 4];
  const sums = at.map(() => 0);
  const bandBeats = bands.map(() => 0);
  const bandHalves = bands.map(() => 0);
  let beats = 0;
  let strength = 0;
  let stretches = 0;
  const length = Math.max(stretch, Math.ceil(period * 4));
  for (let start = 0; start < frames; start += length) {
    const end = Math.min(frames, start + length);
    if (end - start < period * 4) break;
    let best = 0;
    let bestPhase = 0;
    for (let phase = 0; phase < period; phase++) {
      let sum = 0;
      let count = 0;
      for (let t = start + phase; t < end; t += period) {
        sum += near(spreadX, t);
        count++;
      }
      if (count && sum / count > best) {
        best = sum / count;
        bestPhase = phase;
      }
    }
    strength += best;
    stretches++;
    for (let t = start + bestPhase; t + period < end; t += period) {
      at.forEach((share, i) => (sums[i]! += near(spreadX, t + share * period)));
      beats++;
      for (let b = 0; b < bands.length; b++) {
        bandBeats[b]! += near(bands[b]!, t);
        bandHalves[b]! += near(bands[b]!, t + period / 2);
      }
    }
  }
  const onBeats = sums[0]! || 1e-12;
  return {
    beats: stretches ? strength / stretches : 0,
    halves: sums[3]! / onBeats,
    thirds: Math.max(sums[2]!, sums[4]!) / onBeats,
    quarters: Math.max(sums[1]!, sums[5]!) / onBeats,
    // Against the beats plus half a mean frame a beat: a band nearly silent on both says nothing.
    bandHalves: Math.max(
      0,
      ...bandHalves.map((halves, b) => halves / (bandBeats[b]! + 0.5 * bandMeans[b]! * beats || 1e-12)),
    ),
  };
}

/**
 * What keeps a listener from counting a level, as a log-odds penalty: a fast level with nothing
 * between its beats counts every note (a ballad's eighths, a reggae skank or a hip-hop hat counted
 * as beats); a level whose quarters are as busy as its halves is too slow (fast rock counted in
 * halves, its eighths between the beats); and onsets halfway as strong as the beats are beats
 * themselves (the backbeat's snare, a click counted in halves). The beats divided in halves or
 * thirds (eighths, swing, compound time) and not much further is the level people tap.
 */
function division({ halves, thirds, quarters, bandHalves }: Metre, bpm: number): number {
  const divided = Math.max(halves, thirds);
  const undivided = 1 - divided / (divided + SUBDIVIDED);
  const everyNote = undivided * Math.min(1, Math.max(0, (bpm - EVERY_NOTE_FROM) / EVERY_NOTE_SPAN));
  // Past the floor that makes a subdivision at all: with nearly nothing in halves or quarters, the
  // bare ratio of the two is noise (a cut of even sixteenths read at half speed on it alone).
  const quartersBusy = quarters / (divided + quarters + SUBDIVIDED);
  // Halves that are beats call for counting them, which only holds while the double is a tempo a
  // hand can tap: a bossa nova's syncopated eighths under 123 are its subdivision, not 246's beats.
  // And a band whose halves outweigh its own beats holds the backbeat: in one envelope a metal
  // snare's 2 and 4 drown under the double kick's sixteenths, in its own band they do not.
  const halvesAreBeats =
    tappable(2 * bpm) *
    (HALVES_ARE_BEATS_WEIGHT * Math.max(0, divided - HALVES_ARE_BEATS) + Math.max(0, bandHalves - BAND_BACKBEAT));
  return -everyNote - quartersBusy - halvesAreBeats;
}

/**
 * How much one band's onsets alternate from beat to beat of a period (in frames), the most of any
 * band: at the band's own strongest phase over two beats, its onsets there against a beat later,
 * as (on - off) / (on + off), 0 for a band alike on every beat and 1 for one on every other beat
 * alone. Read with no regard to where the summed onsets put the beat, so a snare that outweighs
 * the kick there cannot hide it. Half a mean frame a beat is added below: a band nearly silent
 * says nothing. The bands come spread (`spread`): a beat drifts a frame either way.
 */
function alternation(
  spreadBands: readonly Float32Array[],
  bandMeans: readonly number[],
  period: number,
  stretch: number,
): number {
  const two = 2 * period;
  const length = Math.max(stretch, Math.ceil(two * 4));
  let most = 0;
  for (let b = 0; b < spreadBands.length; b++) {
    const x = spreadBands[b]!;
    const frames = x.length - 1;
    let on = 0;
    let off = 0;
    let beats = 0;
    for (let start = 0; start < frames; start += length) {
      const end = Math.min(frames, start + length);
      if (end - start < two * 4) break;
      let best = -1;
      let bestPhase = 0;
      for (let phase = 0; phase < two; phase++) {
        let sum = 0;
        for (let t = start + phase; t < end; t += two) sum += near(x, t);
        if (sum > best) {
          best = sum;
          bestPhase = phase;
        }
      }
      for (let t = start + bestPhase; t + period < end; t += two) {
        on += near(x, t);
        off += near(x, t + period);
        beats++;
      }
    }
    const floor = 0.5 * bandMeans[b]! * beats;
    if (on + off + floor > 0) most = Math.max(most, (on - off) / (on + off + floor));
  }
  return most;
}

/**
 * A backbeat one level up, as a log-odds penalty. A band that alternates from beat to beat of the
 * level's double while the sum does not (a snare on 2 and 4, the kick's 1 and 3 filling the
 * others), and less so at the level itself (where that snare is on every beat), says the double
 * is counted. Against the sum, so a double whose every other beat is empty in every band (a slow
 * ballad's soft eighths counted as beats) is no backbeat. Weight 1 with no margin: set on the detect
 * styles (docs/performance.md). It only counts while the double can be tapped.
 */
function backbeatAbove(bpm: number, alternates: (bpm: number) => number): number {
  const tap = tappable(2 * bpm);
  if (tap < 1e-3) return 0;
  return tap * Math.max(0, alternates(2 * bpm) - alternates(bpm));
}

/**
 * The autocorrelation for lags 0..maxLag, each lag divided by its overlap and by lag 0's value.
 * Through the FFT, not lag by lag (a lag's sum reads every onset, a few hundred lags): the power
 * spectrum's own transform is the autocorrelation, zero-padded so no lag wraps round. The
 * transform gives magnitudes, and a lag can correlate below zero, so the power spectrum's bin 0
 * is raised by its whole sum first: that adds lag 0's value to every lag, which no lag is under.
 */
function autocorrelation(onsets: Float32Array, maxLag: number): Float64Array {
  const n = onsets.length;
  const size = powerOfTwoAtLeast(Math.max(4, n + maxLag + 1));
  const spectrum = createSpectrum(size);
  const frame = new Float32Array(size);
  frame.set(onsets);
  const magnitudes = new Float32Array(size / 2);
  spectrum(frame, magnitudes);
  // The power spectrum over the whole circle: bins 1..size/2 - 1 twice, bin size/2 (which the
  // transform leaves out: the alternating sum) once.
  let nyquist = 0;
  for (let i = 0; i < n; i++) nyquist += i % 2 ? -onsets[i]! : onsets[i]!;
  let total = magnitudes[0]! ** 2 + nyquist ** 2;
  for (let k = 1; k < size / 2; k++) total += 2 * magnitudes[k]! ** 2;
  frame[0] = magnitudes[0]! ** 2 + total;
  for (let k = 1; k < size / 2; k++) frame[k] = frame[size - k] = magnitudes[k]! ** 2;
  frame[size / 2] = nyquist ** 2;
  const lags = new Float32Array(size / 2);
  spectrum(frame, lags);
  const zeroLag = total / size;
  const r = new Float64Array(maxLag + 1);
  for (let lag = 0; lag <= maxLag; lag++) r[lag] = (lags[lag]! / size - zeroLag) / (n - lag);
  const zero = r[0]! || 1;
  for (let lag = 0; lag <= maxLag; lag++) r[lag] = r[lag]! / zero;
  return r;
}

/** r at a lag between two whole ones. */
const at = (r: Float64Array, lag: number) => {
  const i = Math.floor(lag);
  if (i + 1 >= r.length) return r[r.length - 1]!;
  const f = lag - i;
  return r[i]! * (1 - f) + r[i + 1]! * f;
};

/** How strongly the onsets repeat every beat of `bpm`: the autocorrelation's mean over its first beats (up to four that fit). */
function salienceAt(r: Float64Array, frameRate: number, bpm: number): number {
  const period = (60 * frameRate) / bpm;
  const beats = Math.max(1, Math.min(4, Math.floor((r.length - 1) / period)));
  let sum = 0;
  for (let k = 1; k <= beats; k++) {
    // The best of three near lags: a beat drifts a little over four periods.
    const lag = k * period;
    sum += Math.max(at(r, lag), at(r, lag - 0.5), at(r, lag + 0.5));
  }
  return sum / beats;
}

/** Candidate tempos every 0.5 % from SLOWEST to FASTEST, each with its salience. */
function candidates(r: Float64Array, frameRate: number): Candidate[] {
  const list: Candidate[] = [];
  for (let bpm = SLOWEST; bpm <= FASTEST; bpm *= 1.005) list.push({ bpm, salience: salienceAt(r, frameRate, bpm) });
  return list;
}

/** The candidate that best fits the onsets, with a broad leaning towards the tempos people tap: the pulse, at some level. */
function choose(list: Candidate[]): Candidate | null {
  let best: Candidate | null = null;
  let bestScore = 0;
  for (const candidate of list) {
    const score = Math.max(0, candidate.salience) * familyPrior(candidate.bpm);
    if (score > bestScore) {
      bestScore = score;
      best = candidate;
    }
  }
  return best;
}

/** A repeat of the onsets this clear, past CYCLE_FROM seconds, is the bar (or two): the beats must fit it. */
const CYCLE_CLEAR = 0.5;
const CYCLE_FROM = 1.5;
/** A pulse whose period puts a fifth of a beat or more over a whole number of beats in the bar does not fit it. */
const OFF_THE_BAR = 0.2;
const ON_THE_BAR = 0.1;
/** A beat's own period repeats at least this much: the onsets a beat apart look alike. */
const BEAT_REPEATS = 0.05;
/** The ratios to a dotted pulse's beat: 3:2 and 4:3 either way. */
const DOTTED = [3 / 2, 2 / 3, 4 / 3, 3 / 4];

/** The autocorrelation at a lag, or a frame either side, whichever is highest: a beat drifts. */
const around = (r: Float64Array, lag: number) => Math.max(at(r, lag), at(r, lag - 1), at(r, lag + 1));

/**
 * The pulse found, or the beat at 3:2 or 4:3 to it when the pulse does not fit the bar. A bossa
 * nova's or an afrobeat bell's 3-3-2 repeats strongly every three eighths or sixteenths, and a
 * waltz's bass every half bar, so that dotted pulse can win the comb; but the whole pattern
 * repeats every bar or two, which holds a whole number of beats and not of dotted ones (the
 * bossa's two bars are 5.33 of its dotted quarters), and a dotted pulse's own period may not
 * repeat at all (half a waltz bar). The octave choice (level) cannot undo a 3:2, so it is undone
 * here, before it, and only where the bar says so: a pulse that fits is kept.
 */
function onTheBar(r: Float64Array, frameRate: number, found: Candidate): Candidate {
  let cycle = 0;
  for (let lag = Math.round(CYCLE_FROM * frameRate); lag < r.length * 0.95; lag++)
    if (cycle === 0 || r[lag]! > r[cycle]!) cycle = lag;
  if (!(r[cycle]! >= CYCLE_CLEAR)) return found;
  const period = (bpm: number) => (60 * frameRate) / bpm;
  const off = (bpm: number) => Math.abs(cycle / period(bpm) - Math.round(cycle / period(bpm)));
  const repeats = (bpm: number) => around(r, period(bpm)) > BEAT_REPEATS;
  if (off(found.bpm) <= OFF_THE_BAR && repeats(found.bpm)) return found;
  let best = found;
  let bestScore = -Infinity;
  for (const ratio of DOTTED) {
    const bpm = found.bpm * ratio;
    if (bpm < SLOWEST || bpm > FASTEST || off(bpm) > ON_THE_BAR || !repeats(bpm)) continue;
    const salience = salienceAt(r, frameRate, bpm);
    const score = Math.max(0, salience) * familyPrior(bpm);
    if (score > bestScore) {
      bestScore = score;
      best = { bpm, salience };
    }
  }
  return best;
}

/** The ratios between a pulse's levels that are checked: a beat and its halves, doubles, thirds and triples. */
const LEVELS = [1, 2, 0.5, 4, 0.25, 3, 1 / 3];
/** The stretches a level's beats are read in, seconds: each at its own phase. */
const STRETCH_SECONDS = 10;

/**
 * The level of the pulse a listener taps: each level's strength on its beats, weighed by the
 * prior for the tempos people tap, by how its beats are divided, and by a backbeat its double
 * has and it has not.
 */
function level(x: Float32Array, frameRate: number, bpm: number, bands: readonly Float32Array[]): number {
  const bandMeans = bands.map(meanOf);
  const stretch = Math.round(frameRate * STRETCH_SECONDS);
  const xMean = meanOf(x);
  const spreadBands = bands.map(spread);
  const spreadSum = [spread(x)];
  // A band alternating where the sum does not: its off-beats are filled by the other bands. Kept
  // by tempo, as a level's double is often another level (twice a half is exactly the beat).
  const alternated = new Map<number, number>();
  const alternates = (tempo: number) => {
    const period = (60 * frameRate) / tempo;
    let value = alternated.get(tempo);
    if (value === undefined) {
      value = alternation(spreadBands, bandMeans, period, stretch) - alternation(spreadSum, [xMean], period, stretch);
      alternated.set(tempo, value);
    }
    return value;
  };
  let chosen = bpm;
  let chosenScore = -Infinity;
  for (const ratio of LEVELS) {
    const candidate = bpm * ratio;
    if (candidate < SLOWEST || candidate > FASTEST) continue;
    const metre = metreOf(spreadSum[0]!, (60 * frameRate) / candidate, stretch, spreadBands, bandMeans);
    if (!(metre.beats > 0)) continue;
    const score =
      Math.log(metre.beats) +
      Math.log(prior(candidate)) +
      division(metre, candidate) -
      backbeatAbove(candidate, alternates);
    if (score > chosenScore) {
      chosenScore = score;
      chosen = candidate;
    }
  }
  return chosen;
}

/**
 * The period read finely: where the autocorrelation peaks near each multiple of the beat that
 * fits (a parabola through the three lags at the top), each divided by its multiple, the far ones
 * weighing most, as an error of a frame there is an error of a frame over many beats.
 */
function refine(r: Float64Array, frameRate: number, bpm: number): number {
  const period = (60 * frameRate) / bpm;
  let weighted = 0;
  let weights = 0;
  for (let k = 1; k * period * 1.04 + 1 < r.length; k++) {
    const centre = k * period;
    const from = Math.max(1, Math.floor(centre - Math.max(2, centre * 0.02)));
    const to = Math.min(r.length - 2, Math.ceil(centre + Math.max(2, centre * 0.02)));
    let top = from;
    for (let lag = from; lag <= to; lag++) if (r[lag]! > r[top]!) top = lag;
    if (top === from || top === to || r[top]! <= 0) continue;
    const a = r[top - 1]!;
    const b = r[top]!;
    const c = r[top + 1]!;
    const bend = a - 2 * b + c;
    const offset = bend < 0 ? (0.5 * (a - c)) / bend : 0;
    const estimate = (top + offset) / k;
    if (Math.abs(estimate / period - 1) > 0.03) continue;
    weighted += estimate * k * b;
    weights += k * b;
  }
  return weights ? (60 * frameRate) / (weighted / weights) : bpm;
}

/**
 * The tempo read finer still, near `bpm`: where the onsets' spectrum at the beat's frequency and
 * its 2nd and 4th harmonics (eighths, sixteenths) is strongest, every 0.05 % within 1.5 %, with a
 * parabola through the top. Over a whole piece the onsets line up with the right period to a few
 * hundredths of a BPM, finer than a frame's length lets the autocorrelation read.
 */
function fine(x: Float32Array, frameRate: number, bpm: number): number {
  const step = 0.0005;
  const steps = 30;
  const power = new Float64Array(2 * steps + 1);
  // Under a Hann window: the piece's ends cut the onsets short, and their leak would pull the peak aside.
  const windowed = new Float32Array(x.length);
  for (let t = 0; t < x.length; t++) windowed[t] = x[t]! * (0.5 - 0.5 * Math.cos((2 * Math.PI * (t + 0.5)) / x.length));
  for (let s = -steps; s <= steps; s++) {
    const hz = (bpm * (1 + s * step)) / 60;
    let total = 0;
    for (const harmonic of [1, 2, 4]) {
      // e^(-2πi·f·t) by rotation, one multiply a frame, not a sine and cosine.
      const angle = (-2 * Math.PI * harmonic * hz) / frameRate;
      const cos = Math.cos(angle);
      const sin = Math.sin(angle);
      let re = 1;
      let im = 0;
      let sumRe = 0;
      let sumIm = 0;
      for (let t = 0; t < x.length; t++) {
        sumRe += windowed[t]! * re;
        sumIm += windowed[t]! * im;
        const next = re * cos - im * sin;
        im = re * sin + im * cos;
        re = next;
      }
      total += sumRe * sumRe + sumIm * sumIm;
    }
    power[s + steps] = total;
  }
  let top = 0;
  for (let i = 1; i < power.length; i++) if (power[i]! > power[top]!) top = i;
  if (top === 0 || top === power.length - 1) return bpm;
  const a = power[top - 1]!;
  const b = power[top]!;
  const c = power[top + 1]!;
  const bend = a - 2 * b + c;
  const offset = bend < 0 ? (0.5 * (a - c)) / bend : 0;
  return bpm * (1 + (top - steps + offset) * step);
}

/** Rounded to 0.1 BPM, or to the whole number when within 0.05 of one. */
export const roundBpm = (bpm: number): number => {
  const whole = Math.round(bpm);
  return Math.abs(bpm - whole) <= 0.05 ? whole : Math.round(bpm * 10) / 10;
};

/** Within 4 % of each other, or of each other's double, half, quadruple, quarter, triple or third, or at 3:2 or 4:3 (a dotted pulse over the same bar). */
const sameBeat = (a: number, b: number) =>
  [1, 2, 0.5, 4, 0.25, 3, 1 / 3, 3 / 2, 2 / 3, 4 / 3, 3 / 4].some((ratio) => Math.abs((a * ratio) / b - 1) <= 0.04);

/** A confidence below this gives no tempo. */
export const TEMPO_CONFIDENCE_FLOOR = 0.3;

/**
 * The tempo of an onset strength sampled at `frameRate`. The pulse's salience over the whole piece
 * (its autocorrelation's comb, 0.6 or more counting as sure) says how clearly it repeats;
 * stretches of 12 s (half of a short piece) say whether it stays: the share of those with a pulse
 * of their own whose pulse is the same beat (rubato drifts from one to the next; a held intro has
 * none and is left out). The confidence is their product, and below TEMPO_CONFIDENCE_FLOOR there
 * is no tempo.
 */
export function tempoOfOnsets(
  onsets: Float32Array,
  frameRate: number,
  bands: readonly Float32Array[] = [],
): TempoMeasure {
  const seconds = onsets.length / frameRate;
  if (seconds < 3) return { bpm: null, confidence: 0 };
  const pulse = onsetDetail(onsets, frameRate);
  const detail = centred(pulse);
  let energy = 0;
  for (const value of detail) energy += value * value;
  if (!(energy > 1e-12)) return { bpm: null, confidence: 0 };
  const maxLag = Math.min(Math.round(frameRate * 8), Math.floor(onsets.length * 0.75));
  const r = autocorrelation(detail, maxLag);
  const found = choose(candidates(r, frameRate));
  if (!found || found.salience <= 0) return { bpm: null, confidence: 0 };
  const chosen = onTheBar(r, frameRate, found);
  const bandPulses = bands.map((band) => onsetDetail(band, frameRate));
  const bpm = fine(detail, frameRate, level(pulse, frameRate, refine(r, frameRate, chosen.bpm), bandPulses));
  // Steadiness: the share of stretches (12 s, or half of a short piece) whose own tempo is the same beat.
  const stretch = Math.round(frameRate * Math.max(3, Math.min(12, seconds / 2)));
  let agree = 0;
  let stretches = 0;
  for (let start = 0; start + stretch <= onsets.length; start += Math.round(stretch / 2)) {
    const part = detail.subarray(start, start + stretch);
    const local = autocorrelation(part, Math.min(Math.round(frameRate * 5), Math.floor(stretch * 0.5)));
    const localChoice = choose(candidates(local, frameRate));
    // A stretch with no pulse of its own (a held intro) says nothing either way; one with another pulse disagrees.
    if (!localChoice || localChoice.salience < 0.15) continue;
    stretches += 1;
    if (sameBeat(localChoice.bpm, bpm)) agree += 1;
  }
  const steadiness = stretches ? agree / stretches : 1;
  const salience = Math.min(1, Math.max(0, chosen.salience) / 0.6);
  const confidence = Math.round(salience * steadiness * 100) / 100;
  if (confidence < TEMPO_CONFIDENCE_FLOOR) return { bpm: null, confidence };
  return { bpm: roundBpm(bpm), confidence };
}
