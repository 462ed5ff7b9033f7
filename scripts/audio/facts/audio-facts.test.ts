import { copyFileSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AudioFactsError, audioFacts, audioFactsOfFiles, type AudioFacts } from './audio-facts.ts';
import manifest from './demo-audio.manifest.json' with { type: 'json' };
import {
  breakHeader,
  concat,
  encode,
  id3v2,
  insertJunk,
  interleave,
  repeatFrames,
  withXing,
  type Encoded,
} from '../../test/audio/make-mp3.ts';

const audioDir = resolve(import.meta.dirname, '../../../public/audio');
const made: string[] = [];
const tmp = () => {
  const dir = mkdtempSync(join(tmpdir(), 'audio-facts-'));
  made.push(dir);
  return dir;
};
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AudioFactsError);
  return (err as AudioFactsError).code;
}

// The first decode starts the worker pool, which loads the decoder and compiles the description: seconds on a loaded machine.
describe('audioFacts on the generated demo audio', { timeout: 30_000 }, () => {
  it.each(manifest)('$file: duration, format and waveform', async (entry) => {
    const facts = await audioFacts(join(audioDir, entry.file), { cacheDir: false });
    // The Info tag's delay and padding let the decoder trim to the rendered length, to the sample.
    expect(Math.round(facts.duration * entry.sampleRate)).toBe(entry.samples);
    expect(facts.sampleRate).toBe(32000);
    expect(facts.channels).toBe(1);
    expect(facts.constantBitrate).toBe(48);
    expect(facts.damage).toEqual([]);
    expect(facts.peak).toBeLessThan(0.999);
    expect(facts.peaks).toHaveLength(100);
    expect(facts.rms).toHaveLength(100);
    expect(Math.max(...facts.peaks)).toBe(1);
    expect(Math.min(...facts.peaks)).toBeGreaterThanOrEqual(0);
    facts.rms.forEach((r, i) => expect(r).toBeLessThanOrEqual(facts.peaks[i]!));
    // Every demo ends on a fade to silence.
    expect(facts.peaks[99]).toBeLessThan(0.2);
    const energy = facts.energy!;
    expect(energy.step).toBe(1);
    expect(Math.abs(energy.curve.length - facts.duration)).toBeLessThanOrEqual(1);
    expect(Math.max(...energy.curve)).toBe(99);
    expect(Math.min(...energy.curve)).toBeGreaterThanOrEqual(0);
    expect(energy.highlight.start).toBeGreaterThanOrEqual(0);
    expect(energy.highlight.end).toBeLessThanOrEqual(Math.round(facts.duration * 10) / 10);
    expect(energy.highlight.end - energy.highlight.start).toBeCloseTo(Math.min(30, facts.duration), 0);
    expect(['low', 'medium', 'high']).toContain(energy.level);
  });

  it('every file in public/audio is in the manifest, and all together stay within 3 MB', () => {
    const files = readdirSync(audioDir).filter((f) => f.endsWith('.mp3'));
    expect(files.sort()).toEqual(manifest.map((m) => m.file).sort());
    const bytes = files.reduce((n, f) => n + readFileSync(join(audioDir, f)).length, 0);
    expect(bytes).toBeLessThanOrEqual(3_000_000);
  });

  it('draws as many bars as asked', async () => {
    const facts = await audioFacts(join(audioDir, 'still-water.mp3'), { bars: 37, cacheDir: false });
    expect(facts.peaks).toHaveLength(37);
    // The sparse piano cue starts quietly and swells: its waveform is not a flat block.
    expect(Math.min(...facts.peaks.slice(1, 36))).toBeLessThan(0.6);
  });
});

describe('audioFacts errors', () => {
  it('a file cut mid-frame is truncated', async () => {
    const dir = tmp();
    const bytes = readFileSync(join(audioDir, 'night-drive.mp3'));
    writeFileSync(join(dir, 'cut.mp3'), bytes.subarray(0, 100_001));
    expect(await codeOf(audioFacts(join(dir, 'cut.mp3'), { cacheDir: false }))).toBe('truncated');
  });

  it('garbage named .mp3 is undecodable', async () => {
    const dir = tmp();
    writeFileSync(
      join(dir, 'noise.mp3'),
      Uint8Array.from({ length: 5000 }, (_, i) => (i * 7919) % 251),
    );
    expect(await codeOf(audioFacts(join(dir, 'noise.mp3'), { cacheDir: false }))).toBe('undecodable');
  });

  it('an empty file is undecodable', async () => {
    const dir = tmp();
    writeFileSync(join(dir, 'empty.mp3'), new Uint8Array(0));
    expect(await codeOf(audioFacts(join(dir, 'empty.mp3'), { cacheDir: false }))).toBe('undecodable');
  });

  it('a missing file names its path', async () => {
    const path = join(tmp(), 'nope.mp3');
    const err = await audioFacts(path).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(AudioFactsError);
    expect((err as AudioFactsError).code).toBe('missing');
    expect((err as AudioFactsError).message).toContain(path);
  });

  it('another format is unsupported', async () => {
    expect(await codeOf(audioFacts(join(tmp(), 'track.wav')))).toBe('unsupported');
  });
});

describe('audioFacts cache', { timeout: 30_000 }, () => {
  it('the second call reads the cache entry for the same bytes', async () => {
    const dir = tmp();
    const cacheDir = join(dir, 'cache');
    const file = join(dir, 'a.mp3');
    copyFileSync(join(audioDir, 'slow-burn-inst.mp3'), file);
    const first = await audioFacts(file, { cacheDir });
    const [entry = ''] = readdirSync(cacheDir);
    expect(entry).toMatch(/^[0-9a-f]{64}-100-v\d+\.json$/);
    expect(await audioFacts(file, { cacheDir })).toEqual(first);
    // Prove the hit came from disk: a doctored entry is what comes back.
    writeFileSync(join(cacheDir, entry), JSON.stringify({ ...first, duration: 123 }));
    expect((await audioFacts(file, { cacheDir })).duration).toBe(123);
    // Other bytes under the same name are a miss.
    copyFileSync(join(audioDir, 'slow-burn.mp3'), file);
    expect((await audioFacts(file, { cacheDir })).duration).toBeCloseTo(first.duration, 3);
    expect(readdirSync(cacheDir)).toHaveLength(2);
  });
});

/** Seconds the frames of a stream hold; the decoder trims its own delay, so a file plays up to a frame less. */
const framesSeconds = (frames: number, sampleRate: number, perFrame = sampleRate >= 32000 ? 1152 : 576) =>
  (frames * perFrame) / sampleRate;

function write(name: string, bytes: Uint8Array): string {
  const file = join(tmp(), name);
  writeFileSync(file, bytes);
  return file;
}

// Encoding a few seconds takes a few hundred ms on an idle core and a 21-minute decode 2.5 s; a
// machine shared with other jobs has been ten times slower.
const SLOW = { timeout: 60_000 };

describe('audioFacts on files of every shape', SLOW, () => {
  it.each([
    { sampleRate: 44100, channels: 2, kbps: 192 },
    { sampleRate: 48000, channels: 2, kbps: 160 },
    { sampleRate: 44100, channels: 1, kbps: 96 },
    { sampleRate: 48000, channels: 1, kbps: 64 },
  ] as const)('$sampleRate Hz, $channels channel(s), CBR $kbps kb/s', async (shape) => {
    const encoded = encode({ seconds: 3, ...shape });
    const facts = await audioFacts(write('t.mp3', encoded.bytes), { cacheDir: false });
    expect(facts).toMatchObject({
      sampleRate: shape.sampleRate,
      channels: shape.channels,
      constantBitrate: shape.kbps,
      damage: [],
    });
    expect(facts.duration).toBeGreaterThan(3);
    expect(facts.duration).toBeLessThanOrEqual(framesSeconds(encoded.frames.length, shape.sampleRate));
    // The test signal swells and fades: loudest in the middle.
    expect(facts.peaks[50]).toBe(1);
    expect(facts.peaks[2]).toBeLessThan(0.5);
  });

  it('VBR with a Xing header and an ID3v2.4 tag carrying 2 MB of artwork, and VBR bare behind an ID3v2.3 tag', async () => {
    const a = encode({ seconds: 3, sampleRate: 44100, channels: 2, kbps: 128 });
    const vbr = interleave(a, encode({ seconds: 3, sampleRate: 44100, channels: 2, kbps: 256 }), 3);
    for (const bytes of [concat([id3v2(4, 2_000_000), withXing(vbr)]), concat([id3v2(3, 2_000_000), vbr.bytes])]) {
      const facts = await audioFacts(write('vbr.mp3', bytes), { cacheDir: false });
      expect(facts).toMatchObject({ sampleRate: 44100, channels: 2, constantBitrate: null, damage: [] });
      expect(facts.duration).toBeGreaterThan(3);
      expect(facts.duration).toBeLessThanOrEqual(framesSeconds(vbr.frames.length, 44100));
    }
  });

  it('a 21-minute 44.1 kHz stereo 192 kb/s track: whole length, a waveform, no stack overflow', async () => {
    const piece = encode({ seconds: 5, sampleRate: 44100, channels: 2, kbps: 192 });
    const frames = Math.ceil((21 * 60 * 44100) / 1152);
    const facts = await audioFacts(write('long.mp3', repeatFrames(piece, frames).bytes), { cacheDir: false });
    expect(facts.duration).toBeGreaterThan(21 * 60 - 0.1);
    expect(facts.duration).toBeLessThanOrEqual(framesSeconds(frames, 44100));
    expect(facts.peaks).toHaveLength(100);
    expect(Math.max(...facts.peaks)).toBe(1);
    expect(facts.constantBitrate).toBe(192);
  });

  it('a 25-minute quiet mono 8 kb/s track at 8 kHz', async () => {
    const piece = encode({ seconds: 6, sampleRate: 8000, channels: 1, kbps: 8, gain: 0.02 });
    const frames = Math.ceil((25 * 60 * 8000) / 576);
    const facts = await audioFacts(write('talk.mp3', repeatFrames(piece, frames).bytes), { cacheDir: false });
    expect(facts).toMatchObject({ sampleRate: 8000, channels: 1, constantBitrate: 8, damage: [] });
    expect(facts.duration).toBeGreaterThan(25 * 60 - 0.2);
    expect(facts.peak).toBeLessThan(0.1);
    expect(Math.max(...facts.peaks)).toBe(1);
  });
});

describe('audioFacts on damaged files: the real length, and where the damage is', SLOW, () => {
  let encoded: Encoded;
  let whole: AudioFacts;
  beforeAll(async () => {
    encoded = encode({ seconds: 5, sampleRate: 44100, channels: 2, kbps: 128 });
    whole = await audioFacts(write('clean.mp3', encoded.bytes), { cacheDir: false });
  }, SLOW.timeout);

  it('junk mid-stream is skipped and reported at its byte offset; the track keeps its whole length', async () => {
    const { bytes, offset } = insertJunk(encoded.bytes, encoded.frames, Math.floor(encoded.frames.length / 2), 2000);
    const facts = await audioFacts(write('junk.mp3', bytes), { cacheDir: false });
    expect(facts.damage).toEqual([{ offset, bytes: 2000 }]);
    expect(facts.duration).toBeCloseTo(whole.duration, 3);
  });

  it('a broken frame header mid-stream costs that frame, not the rest of the track', async () => {
    const middle = Math.floor(encoded.frames.length / 2);
    const { bytes, offset } = breakHeader(encoded.bytes, encoded.frames, middle);
    const facts = await audioFacts(write('broken.mp3', bytes), { cacheDir: false });
    expect(facts.damage).toEqual([{ offset, bytes: encoded.frames[middle]![1] - offset }]);
    expect(whole.duration - facts.duration).toBeCloseTo(1152 / 44100, 3);
  });
});

describe('audioFactsOfFiles', SLOW, () => {
  it('answers for every file, each with its facts or its own error', async () => {
    const good = join(audioDir, 'night-drive-30.mp3');
    const gone = join(tmp(), 'gone.mp3');
    const results = await audioFactsOfFiles([good, gone, good], { cacheDir: false });
    expect([...results.keys()]).toEqual([good, gone]);
    expect(results.get(good)).toMatchObject({ duration: 30 });
    expect(results.get(gone)).toBeInstanceOf(AudioFactsError);
    expect((results.get(gone) as AudioFactsError).code).toBe('missing');
  });
});
