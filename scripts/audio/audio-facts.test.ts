import { copyFileSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AudioFactsError, audioFacts } from './audio-facts.ts';
import manifest from './demo-audio.manifest.json' with { type: 'json' };

const audioDir = resolve(import.meta.dirname, '../../public/audio');
const tmp = () => mkdtempSync(join(tmpdir(), 'audio-facts-'));

async function codeOf(promise: Promise<unknown>): Promise<string> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AudioFactsError);
  return (err as AudioFactsError).code;
}

describe('audioFacts on the generated demo audio', () => {
  it.each(manifest)('$file: duration, format and waveform', async (entry) => {
    const facts = await audioFacts(join(audioDir, entry.file), { cacheDir: false });
    // The Info tag's delay and padding let the decoder trim to the rendered length, to the sample.
    expect(Math.round(facts.duration * entry.sampleRate)).toBe(entry.samples);
    expect(facts.sampleRate).toBe(32000);
    expect(facts.channels).toBe(1);
    expect(facts.constantBitrate).toBe(48);
    expect(facts.peak).toBeLessThan(0.999);
    expect(facts.peaks).toHaveLength(100);
    expect(facts.rms).toHaveLength(100);
    expect(Math.max(...facts.peaks)).toBe(1);
    expect(Math.min(...facts.peaks)).toBeGreaterThanOrEqual(0);
    facts.rms.forEach((r, i) => expect(r).toBeLessThanOrEqual(facts.peaks[i]));
    // Every demo ends on a fade to silence.
    expect(facts.peaks[99]).toBeLessThan(0.2);
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
    writeFileSync(join(dir, 'noise.mp3'), Uint8Array.from({ length: 5000 }, (_, i) => (i * 7919) % 251));
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

describe('audioFacts cache', () => {
  it('the second call reads the cache entry for the same bytes', async () => {
    const dir = tmp();
    const cacheDir = join(dir, 'cache');
    const file = join(dir, 'a.mp3');
    copyFileSync(join(audioDir, 'slow-burn-inst.mp3'), file);
    const first = await audioFacts(file, { cacheDir });
    const [entry] = readdirSync(cacheDir);
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
