/**
 * A streaming preview of a master: MP3 at 192 kb/s constant, at the master's own sample rate
 * (44.1 or 48 kHz), encoded with LAME compiled to WASM (no native binary, nothing downloaded),
 * with an ID3 tag naming the track's credits and the site, so a downloaded preview keeps them.
 *
 * Every preview plays at the catalog's one loudness: a first pass measures the master
 * (BS.1770) and keeps its loudness envelope, from which the gain that reaches the target
 * through the limiter is found; the second pass gains it and runs it through a true-peak
 * limiter on its way to the encoder, leaving room under the ceiling for what LAME adds to the
 * peaks. The first pass keeps the decoded PCM when it fits, so the master is decoded once. The
 * master is only read.
 */
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { createMp3Encoder } from 'wasm-media-encoders';
import type { LoudnessResult } from '../audio/measure/loudness.ts';
import type { KeyMeasure } from '../audio/measure/key.ts';
import { framesOfEnvelope } from '../audio/measure/envelope-energy.ts';
import type { EnergyFacts } from '../../src/audio/energy/energy-facts.ts';
import { readEnergy } from '../../src/audio/energy/measure-energy.ts';
import { gainedLoudness, limitedLoudness } from '../audio/preview/limited-loudness.ts';
import { mp3Loudness } from '../audio/measure/loudness-mp3.ts';
import { createPeakLimiter } from '../audio/preview/peak-limiter.ts';
import type { TempoMeasure } from '../audio/measure/tempo.ts';
import { HoldBudget, ownHoldBudget } from './hold-budget.ts';
import { id3Tag, type Id3Fields } from '../audio/preview/id3-tag.ts';
import { LEAST_SECONDS, tooShort } from './master-header.ts';
import { measureMaster, previewChannels, type MasterMeasures } from './master-measure.ts';
import { pcmBlocks, type PcmBlock } from './pcm.ts';
import { ArrayLease } from './spare-arrays.ts';
import type { MasterFormat } from './master-format.ts';

export const PREVIEW_KBPS = 192;
const MP3_RATES = [32000, 44100, 48000];

/** The schema's default for a catalog's `previewLoudness`. */
export const DEFAULT_PREVIEW_TARGET: PreviewTarget = { integrated: -14, truePeak: -1 };
/**
 * The limiter's ceiling sits this far under the target's: LAME at 192 kb/s raised a limited
 * preview's true peak by up to 0.4 dB on most scores tried, so 1 dB leaves a margin, and only a
 * preview limited by CHECK_LIMITED_DB or more is decoded back to check it: a Wesnoth cue limited
 * 9 dB came out of LAME 1.1 dB over the ceiling (the tests decode every preview, by mpg123 and by ffmpeg).
 */
const CODEC_HEADROOM_DB = 1;
/** Limiting takes loudness back; the gain is searched until the envelope tells this close to the target. */
const CLOSE_ENOUGH_LU = 0.05;
const GAIN_TRIES = 8;
/** A preview limited this deep is decoded back and its true peak checked; then at most this many more encodings. */
const CHECK_LIMITED_DB = 6;
const CHECKS = 2;
/** A limited preview the limiter left this far from the target is decoded back, so its figure is what a listener hears. */
const HEARD_BACK_LU = 0.3;
/** What an encoding again takes off the ceiling beyond what the last one passed it by. */
const RECHECK_MARGIN_DB = 0.3;

/** Loudness by ITU-R BS.1770-4, to one decimal: integrated in LUFS (null for silence), true peak in dBTP (null for digital silence). */
export type Loudness = LoudnessResult;

/** The catalog's preview target (`previewLoudness` in the catalog section): LUFS integrated, a dBTP ceiling. */
export interface PreviewTarget {
  integrated: number;
  truePeak: number;
}

export type { KeyMeasure, TempoMeasure };

/** What one worker job sends back: the preview written and what one decode of the master measured. */
export interface PreviewResult {
  /** Seconds of audio encoded. */
  seconds: number;
  bytes: number;
  /** The master's own loudness, before any gain. */
  loudness: Loudness;
  /**
   * The preview's: integrated as sent to the encoder (LAME moves it by hundredths of a LU), true
   * peak as its bound (what was sent, plus the room left for LAME); both as decoded back where the
   * preview was (limited by 6 dB or more, or left short of the target).
   */
  previewLoudness: Loudness;
  /**
   * The master's tempo and key, heard in the same first pass (`bpm`/`key` null where it has none);
   * absent where the master is under 8 kHz, which the measures do not hear.
   */
  tempo?: TempoMeasure;
  key?: KeyMeasure;
  /** How the master builds and where it peaks, read from the same pass's loudness envelope, with the level's confidence. */
  energy?: MasterEnergy;
}

export interface MasterEnergy {
  facts: EnergyFacts;
  confidence: number;
}

export interface PreviewSettings {
  source: string;
  format: MasterFormat;
  dest: string;
  tags: Id3Fields;
  target?: PreviewTarget;
  /** The import pool's hold budget (hold-budget.ts), shared by its workers; a job run on its own holds within one worker's share. */
  hold?: SharedArrayBuffer;
}

type Encoder = Awaited<ReturnType<typeof createMp3Encoder>>;
let shared: Promise<Encoder> | null = null;

const round1 = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);
const rounded = (l: LoudnessResult): Loudness => ({ integrated: round1(l.integrated), truePeak: round1(l.truePeak) });
const linear = (db: number) => 10 ** (db / 20);

type Blocks = AsyncIterable<PcmBlock>;

async function* replay(held: PcmBlock[]): Blocks {
  yield* held;
}

async function* decoded(source: string, format: MasterFormat): Blocks {
  // Each block is encoded (or copied into the limiter) before the next is decoded: one set of arrays serves.
  for await (const block of pcmBlocks(source, format, { reuse: true }))
    yield { channels: previewChannels(block.channels), sampleRate: block.sampleRate };
}

/** The preview's channels again: from memory when the first pass could hold them, else decoded once more. */
const again = (master: MasterMeasures, source: string, format: MasterFormat): Blocks =>
  master.held ? replay(master.held) : decoded(source, format);

/** The preview's channels, gained and limited, block by block; the loudness of what it sent is told at the end. */
async function* shaped(
  blocks: Blocks,
  master: MasterMeasures,
  gainDb: number,
  ceilingDb: number,
  /** Filled in at the end with the limiter's deepest reduction, and the integrated loudness sent. */
  limited: { db: number; integrated: number | null },
): Blocks {
  let limiter: ReturnType<typeof createPeakLimiter> | null = null;
  let sampleRate = 0;
  // The limiter's output arrays are this job's: the encoder reads each block before asking for the next.
  const lease = new ArrayLease();
  try {
    for await (const { channels, sampleRate: rate } of blocks) {
      sampleRate = rate;
      limiter ??= createPeakLimiter({
        sampleRate,
        channels: channels.length,
        gain: linear(gainDb),
        ceiling: linear(ceilingDb),
        envelope: master.envelope,
        array: (length) => lease.take(length),
      });
      yield { channels: limiter.process(channels), sampleRate };
    }
    if (limiter) {
      yield { channels: limiter.flush(), sampleRate };
      limited.db = limiter.reductionDb;
      // The master's K-weighted energy, tick by tick, times the gain each tick was sent with: what a
      // meter on the limiter's output reads, to a hundredth of a LU, without filtering every frame again.
      limited.integrated = gainedLoudness(master.envelope, linear(gainDb), limiter.tickGains());
    }
  } finally {
    // Asked for more, or stopped, the encoder is done with the last frames sent: the limiter's arrays go back.
    lease.giveBack();
  }
}

/** The preview's channels times the gain, in place: this is the last pass that reads them. */
async function* gained(blocks: Blocks, gainDb: number): Blocks {
  const gain = linear(gainDb);
  for await (const block of blocks) {
    for (const channel of block.channels) for (let i = 0; i < channel.length; i++) channel[i]! *= gain;
    yield block;
  }
}

/**
 * The gain that brings the limited preview to `integrated`, asked of the envelope: where the limiter
 * acts it takes some loudness back, so the gain is corrected by the secant through the last two
 * tries (the loss grows with the gain, so a plain step falls short).
 */
function gainThroughLimiter(master: MasterMeasures, integrated: number, startDb: number, ceilingDb: number): number {
  let gainDb = startDb;
  let last: { gainDb: number; got: number } | null = null;
  for (let i = 0; i < GAIN_TRIES; i++) {
    const got = limitedLoudness(master.envelope, linear(gainDb), linear(ceilingDb));
    const miss = got === null ? 0 : integrated - got;
    if (got === null || Math.abs(miss) <= CLOSE_ENOUGH_LU) break;
    const slope: number = last && got !== last.got ? (gainDb - last.gainDb) / (got - last.got) : 1;
    last = { gainDb, got };
    gainDb += miss * Math.min(3, Math.max(1, slope));
  }
  return gainDb;
}

/**
 * Writes `dest` beside itself first, then renames it, so a stopped run leaves no half file, and
 * a preview too short to play (the header check's rule, for a master whose header cannot tell) none at all.
 */
async function writeMp3(
  blocks: AsyncIterable<{ channels: Float32Array[]; sampleRate: number }>,
  source: string,
  dest: string,
  tags: Id3Fields,
): Promise<{ frames: number; sampleRate: number; bytes: number }> {
  shared ??= createMp3Encoder();
  const encoder = await shared;
  await mkdir(dirname(dest), { recursive: true });
  const partial = `${dest}.part`;
  const out = await open(partial, 'w');
  let frames = 0;
  let bytes = 0;
  let sampleRate = 0;
  const write = async (data: Uint8Array) => {
    // The encoder owns this buffer and reuses it: write it before encoding more.
    await out.write(data);
    bytes += data.length;
  };
  try {
    await write(id3Tag(tags));
    for await (const { channels, sampleRate: rate } of blocks) {
      if (!sampleRate) {
        const outputSampleRate = MP3_RATES.includes(rate) ? undefined : rate % 11025 === 0 ? 44100 : 48000;
        encoder.configure({
          sampleRate: rate,
          channels: channels.length as 1 | 2,
          bitrate: PREVIEW_KBPS,
          ...(outputSampleRate && { outputSampleRate }),
        });
        sampleRate = rate;
      }
      const length = channels[0]?.length ?? 0;
      if (!length) continue;
      frames += length;
      await write(encoder.encode(channels));
    }
    if (!(sampleRate && frames >= LEAST_SECONDS * sampleRate))
      throw new Error(`${source}: ${tooShort(sampleRate ? frames / sampleRate : 0)}`);
    await write(encoder.finalize());
    await out.close();
    await rename(partial, dest);
    return { frames, sampleRate, bytes };
  } catch (error) {
    await out.close().catch(() => undefined);
    await rm(partial, { force: true });
    // A failed encode leaves the shared encoder mid-stream; the next file gets a fresh one.
    shared = null;
    throw error;
  }
}

export interface EncodedPreview extends PreviewResult {
  /** What the preview's audio is: the master's samples, gained and limited. */
  gainDb: number;
  ceilingDb: number;
  /** The limiter's deepest gain reduction in dB: 0 where the gain alone did it. */
  limitedDb: number;
  /** How many times the preview was encoded: more than once where, decoded back, it had passed the true-peak ceiling. */
  encodings: number;
  master: MasterMeasures;
}

/**
 * The preview as it would be with nothing measured: the master's samples as they are, decoded
 * once and encoded. What `encodePreview` costs beyond this is what measuring and normalising
 * add to the import (the detect bench's figure).
 */
export async function encodeUnmeasured({
  source,
  format,
  dest,
  tags,
}: PreviewSettings): Promise<{ seconds: number; bytes: number }> {
  const written = await writeMp3(decoded(source, format), source, dest, tags);
  return { seconds: written.frames / written.sampleRate, bytes: written.bytes };
}

/**
 * The preview job's analysis: the first pass over the master (its PCM held where it fits) and the
 * tempo and key heard in it. What the job does before it normalises, and what the detect bench times as such.
 */
export async function analyseMaster(
  source: string,
  format: MasterFormat,
  budget: HoldBudget = ownHoldBudget(),
): Promise<{ master: MasterMeasures; tempo?: TempoMeasure; key?: KeyMeasure; energy: MasterEnergy }> {
  const master = await measureMaster(source, format, budget);
  const read = readEnergy(framesOfEnvelope(master.envelope));
  const energy = { facts: read.facts, confidence: read.level.confidence };
  // The import refuses a master under 8 kHz by its header (master-header.ts); a job given one
  // still makes its preview, its tempo and key left unmeasured rather than the job failing.
  return master.music ? { master, tempo: master.music.tempo, key: master.music.key, energy } : { master, energy };
}

/** Measures `source`, then encodes its preview into `dest` at the target loudness. */
export async function encodePreview(settings: PreviewSettings): Promise<EncodedPreview> {
  const { source, format, hold } = settings;
  const { master, tempo, key, energy } = await analyseMaster(
    source,
    format,
    hold ? new HoldBudget(hold) : ownHoldBudget(),
  );
  try {
    return { ...(await normalised(settings, master, tempo, key)), energy };
  } finally {
    master.release();
  }
}

/** The preview of a measured master, gained to the target (and limited where it must be), encoded, and checked where it must be. */
async function normalised(
  { source, format, dest, tags, target = DEFAULT_PREVIEW_TARGET }: PreviewSettings,
  master: MasterMeasures,
  tempo: TempoMeasure | undefined,
  key: KeyMeasure | undefined,
): Promise<EncodedPreview> {
  const own = master.previewChannels;
  const openGainDb = own.integrated === null ? 0 : target.integrated - own.integrated;
  let ceilingDb = target.truePeak - CODEC_HEADROOM_DB;
  // The gained master's true peak is its own plus the gain: under the ceiling, the limiter has nothing to do.
  const limits = own.truePeak !== null && own.truePeak + openGainDb > ceilingDb;
  let gainDb = openGainDb;
  let limited: { db: number; integrated: number | null } = { db: 0, integrated: null };
  let previewIntegrated: number | null = null;
  let written: { frames: number; sampleRate: number; bytes: number };
  /** The preview as a listener hears it, where it was decoded back. */
  let heard: LoudnessResult | null = null;
  let encodings = 0;
  for (;;) {
    if (limits && own.integrated !== null)
      gainDb = gainThroughLimiter(master, target.integrated, openGainDb, ceilingDb);
    limited = { db: 0, integrated: null };
    // A gain alone moves every block's loudness, and so the gated integrated loudness, by the gain:
    // only a limited preview needs the limiter and its meter on the way to the encoder.
    written = await writeMp3(
      limits
        ? shaped(again(master, source, format), master, gainDb, ceilingDb, limited)
        : gained(again(master, source, format), gainDb),
      source,
      dest,
      tags,
    );
    encodings++;
    previewIntegrated = limits ? limited.integrated : own.integrated === null ? null : own.integrated + gainDb;
    heard = null;
    // Hard limiting leaves the encoder a dense wall of peaks at the ceiling, and LAME's noise on it
    // has passed the room left for it (by 0.1 dB, at 9 dB of limiting): such a preview is decoded
    // back, and encoded again under a ceiling lowered by what it passed. So is one the limiter left
    // short of the target, whose figure the report gives: LAME's low-pass takes up to 0.7 LU more
    // from a wall of limited hits, where it moves most previews by hundredths.
    const short = previewIntegrated !== null && Math.abs(previewIntegrated - target.integrated) > HEARD_BACK_LU;
    if (limited.db < CHECK_LIMITED_DB && !short) break;
    heard = await mp3Loudness(dest);
    if (heard.truePeak === null || heard.truePeak <= target.truePeak || encodings > CHECKS) break;
    ceilingDb -= heard.truePeak - target.truePeak + RECHECK_MARGIN_DB;
  }
  // What reaches the encoder peaks at the gained master's true peak, or at the ceiling where the
  // limiter acted; the preview's is at most that plus LAME's overshoot, which the ceiling leaves
  // room for, or what it was heard at where it was decoded back.
  const sent = own.truePeak === null ? null : Math.min(ceilingDb, own.truePeak + gainDb);
  const previewPeak = heard ? heard.truePeak : sent === null ? null : sent + CODEC_HEADROOM_DB;
  return {
    seconds: written.frames / written.sampleRate,
    bytes: written.bytes,
    loudness: rounded(master.loudness),
    ...(tempo && { tempo }),
    ...(key && { key }),
    previewLoudness: rounded({ integrated: heard ? heard.integrated : previewIntegrated, truePeak: previewPeak }),
    gainDb,
    ceilingDb,
    limitedDb: limited.db,
    encodings,
    master,
  };
}
