/**
 * One job of the bench, run in a worker: render a recipe's track and describe it with the kit's
 * SoundAnalyser; for a track a query is cut from, also cut that excerpt, change its level, and
 * take it through MP3 and back before describing it, as a visitor's reference file would be.
 */
import { SoundAnalyser } from '../../src/audio/sound/sound-features.ts';
import { printOf, queryPrintOf, type QueryPrint, type SoundPrint } from '../../src/audio/sound/sound-print.ts';
import { mp3RoundTrip } from './mp3-round-trip.ts';
import { RECIPES } from './recipes.ts';
import { renderRecipe, SAMPLE_RATE } from './render-recipe.ts';

/** The reference file's bitrate the issue names. */
export const QUERY_KBPS = 128;
/** The catalog's, when it goes through MP3 too: the demo's upload bitrate is higher; this is a common one. */
export const CATALOG_KBPS = 192;

export interface ExcerptSpec {
  /** Where the excerpt starts, as a share of the room there is (0 the start, 1 the last possible start). */
  at: number;
  gainDb: number;
  seconds: number;
}

export interface TrackJob {
  recipe: number;
  seed: number;
  /** The form's length: 1 a full track, less for a test's short ones. */
  scale: number;
  /** Describe the track after an MP3 round trip, as the build would, rather than from its PCM. */
  mp3: boolean;
  excerpt?: ExcerptSpec;
}

export interface ExcerptOutcome {
  sound: number[];
  /** Its print as a visitor's file's is matched. */
  query: QueryPrint;
  startSeconds: number;
  decodedSeconds: number;
  /** The MP3's size: its bitrate times its length. */
  mp3Bytes: number;
  /** RMS dBFS of the excerpt as cut, and as decoded after the gain change and the round trip. */
  sourceDb: number;
  decodedDb: number;
  encodeMs: number;
  decodeMs: number;
}

export interface TrackOutcome {
  sound: number[];
  /** Its print as the build writes it, and as a visitor's file's is matched (a fresh render is a query). */
  print: SoundPrint;
  query: QueryPrint;
  bpm: number;
  seconds: number;
  renderMs: number;
  /** SoundAnalyser alone over the whole track. */
  featureMs: number;
  /** Encoding and decoding the whole track, when the job asked for it. */
  mp3Ms?: number;
  excerpt?: ExcerptOutcome;
}

interface Described {
  sound: number[];
  print: SoundPrint;
  query: QueryPrint;
  /** SoundAnalyser alone, as the build times it; the prints are made after. */
  ms: number;
}

const describe = (pcm: Float32Array, sampleRate: number): Described => {
  const started = performance.now();
  const analyser = new SoundAnalyser(sampleRate);
  analyser.push(pcm);
  const sound = analyser.finish();
  const ms = performance.now() - started;
  const timeline = analyser.timeline();
  return { sound, print: printOf(timeline), query: queryPrintOf(timeline), ms };
};

const rmsDb = (pcm: Float32Array): number => {
  let sum = 0;
  for (let i = 0; i < pcm.length; i++) sum += pcm[i]! * pcm[i]!;
  return 10 * Math.log10(sum / Math.max(1, pcm.length) + 1e-12);
};

async function excerptOf(pcm: Float32Array, spec: ExcerptSpec): Promise<ExcerptOutcome> {
  const length = Math.min(pcm.length, Math.round(spec.seconds * SAMPLE_RATE));
  const start = Math.floor(spec.at * (pcm.length - length));
  const cut = pcm.slice(start, start + length);
  const sourceDb = rmsDb(cut);
  const gain = 10 ** (spec.gainDb / 20);
  // The encoder clips at full scale, as a louder export would.
  for (let i = 0; i < cut.length; i++) cut[i] = cut[i]! * gain;
  const trip = await mp3RoundTrip(cut, SAMPLE_RATE, QUERY_KBPS);
  const { sound, query } = describe(trip.pcm, trip.sampleRate);
  return {
    sound,
    query,
    startSeconds: start / SAMPLE_RATE,
    decodedSeconds: trip.pcm.length / trip.sampleRate,
    mp3Bytes: trip.bytes,
    sourceDb,
    decodedDb: rmsDb(trip.pcm),
    encodeMs: trip.encodeMs,
    decodeMs: trip.decodeMs,
  };
}

export async function runTrackJob(job: TrackJob): Promise<TrackOutcome> {
  const recipe = RECIPES[job.recipe];
  if (!recipe) throw new RangeError(`no recipe ${job.recipe}`);
  const rendering = performance.now();
  const { pcm, bpm } = renderRecipe(recipe, job.seed, job.scale);
  const renderMs = performance.now() - rendering;
  let described: Described;
  let mp3Ms: number | undefined;
  if (job.mp3) {
    const trip = await mp3RoundTrip(pcm, SAMPLE_RATE, CATALOG_KBPS);
    mp3Ms = trip.encodeMs + trip.decodeMs;
    described = describe(trip.pcm, trip.sampleRate);
  } else {
    described = describe(pcm, SAMPLE_RATE);
  }
  return {
    sound: described.sound,
    print: described.print,
    query: described.query,
    bpm,
    seconds: pcm.length / SAMPLE_RATE,
    renderMs,
    featureMs: described.ms,
    ...(mp3Ms !== undefined && { mp3Ms }),
    ...(job.excerpt && { excerpt: await excerptOf(pcm, job.excerpt) }),
  };
}
