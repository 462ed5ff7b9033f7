import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { mp3Loudness } from '../audio/measure/loudness-mp3.ts';
import { chords, drums } from '../test/audio/test-signals.ts';
import { ffmpegLoudness, writeFloatWav } from '../test/audio/loudness-test-signals.ts';
import encode from './preview-worker.ts';
import { HoldBudget } from './hold-budget.ts';
import { encodePreview } from './preview.ts';
import { scaledTo, song } from '../test/audio/preview-test-master.ts';
import type { MasterFormat } from './master-format.ts';

const dir = mkdtempSync(join(tmpdir(), 'preview-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A brickwall-mastered version of the song: clipped soft and hard so -6 LUFS fits under 0 dBFS. */
function loud(channels: Float32Array[]): Float32Array[] {
  return channels.map((c) => c.map((v) => Math.max(-0.99, Math.min(0.99, Math.tanh(v * 6) * 1.2))));
}

async function master(name: string, rate: number, channels: Float32Array[], format: MasterFormat): Promise<string> {
  const wav = join(dir, `${name}.wav`);
  await writeFloatWav(wav, rate, channels);
  if (format === 'wav') return wav;
  const out = join(dir, `${name}.${format}`);
  const codec = format === 'mp3' ? ['-c:a', 'libmp3lame', '-b:a', '320k'] : ['-c:a', 'flac', '-sample_fmt', 's32'];
  await promisify(execFile)('ffmpeg', ['-v', 'error', '-y', '-i', wav, ...codec, out]);
  return out;
}

const fingerprint = async (file: string) => ({
  sha: createHash('sha256')
    .update(await readFile(file))
    .digest('hex'),
  mtime: (await stat(file)).mtimeMs,
});

describe('previews at the catalog loudness', () => {
  const cases = [
    {
      name: 'a quiet master (-30 LUFS, 48 kHz FLAC): gained 16 dB, the limiter holds its peaks',
      rate: 48000,
      lufs: -30,
      shape: (c: Float32Array[]) => c,
      format: 'flac' as const,
    },
    {
      name: 'a loud master (-6 LUFS, 44.1 kHz WAV): turned down',
      rate: 44100,
      lufs: -6,
      shape: loud,
      format: 'wav' as const,
    },
    {
      name: 'an MP3 master (-24 LUFS, 44.1 kHz): decoded and re-encoded at the target',
      rate: 44100,
      lufs: -24,
      shape: (c: Float32Array[]) => c,
      format: 'mp3' as const,
    },
    {
      name: 'white noise at -10 LUFS (the hardest peaks for the encoder): turned down and held',
      rate: 44100,
      lufs: -10,
      shape: (c: Float32Array[]) =>
        c.map((ch, k) => ch.map((_, i) => (Math.sin(i * 12.9898 + k * 78.233) * 43758.5453) % 1)),
      format: 'wav' as const,
    },
    {
      name: 'a mono master already at -14 LUFS (96 kHz WAV, previewed at 48 kHz)',
      rate: 96000,
      lufs: -14,
      shape: (c: Float32Array[]) => loud(c).slice(0, 1),
      format: 'wav' as const,
    },
  ];

  it.each(cases)(
    '$name',
    async ({ name, rate, lufs, shape, format }) => {
      const channels = scaledTo(shape(song(rate, 20)), rate, lufs);
      expect(channels.every((c) => c.every((v) => Math.abs(v) <= 1))).toBe(true);
      const source = await master(name.replace(/\W+/g, '-').slice(0, 40), rate, channels, format);
      const before = await fingerprint(source);
      const dest = join(dir, `${format}-${rate}.mp3`);
      const result = await encodePreview({ source, format, dest, tags: { title: 'Test' } });

      // An MP3 master's own figures are its decoded audio's: LAME moves them a little.
      expect(Math.abs(result.loudness.integrated! - lufs)).toBeLessThanOrEqual(format === 'mp3' ? 0.3 : 0.05);
      // The preview as a listener hears it: decoded back, by the kit's decoder and by ffmpeg's.
      for (const heard of [await mp3Loudness(dest), await ffmpegLoudness(dest)]) {
        expect(Math.abs(heard.integrated! - -14)).toBeLessThanOrEqual(1);
        expect(heard.truePeak!).toBeLessThanOrEqual(-1);
      }
      expect(result.previewLoudness).toEqual({ integrated: expect.closeTo(-14, 0), truePeak: expect.any(Number) });
      if (lufs === -30) expect(result.limitedDb).toBeGreaterThan(0.5);
      // The master is only read.
      expect(await fingerprint(source)).toEqual(before);
    },
    120_000,
  );

  it('follows the catalog target, and the worker returns what it measured', async () => {
    const rate = 44100;
    const source = await master('target', rate, scaledTo(song(rate, 12), rate, -20), 'wav');
    const dest = join(dir, 'target.mp3');
    const result = await encode({ source, format: 'wav', dest, tags: {}, target: { integrated: -16, truePeak: -2 } });
    expect(Object.keys(result).sort()).toEqual([
      'bytes',
      'energy',
      'key',
      'loudness',
      'previewLoudness',
      'seconds',
      'tempo',
    ]);
    // Tempo and key come from the same first pass: a value, or null with how unsure it was.
    expect(result.tempo).toEqual({ bpm: expect.toBeOneOf([null, expect.any(Number)]), confidence: expect.any(Number) });
    expect(result.key).toEqual({ key: expect.toBeOneOf([null, expect.any(String)]), confidence: expect.any(Number) });
    expect(result.seconds).toBeCloseTo(12, 1);
    expect(result.loudness.integrated).toBe(-20);
    const heard = await ffmpegLoudness(dest);
    expect(Math.abs(heard.integrated! - -16)).toBeLessThanOrEqual(1);
    expect(heard.truePeak!).toBeLessThanOrEqual(-2);
  }, 60_000);

  it('decodes a hard-limited preview back and gives the true peak it heard', async () => {
    const rate = 44100;
    const source = await master('hard-limited', rate, scaledTo(song(rate, 10), rate, -30), 'wav');
    const dest = join(dir, 'hard-limited.mp3');
    const result = await encodePreview({
      source,
      format: 'wav',
      dest,
      tags: {},
      target: { integrated: -10, truePeak: -1 },
    });
    // 20 dB of gain on a -30 LUFS master: over 6 dB of limiting, where the preview is checked.
    expect(result.limitedDb).toBeGreaterThan(6);
    expect(result.encodings).toBeGreaterThanOrEqual(1);
    const heard = await ffmpegLoudness(dest);
    expect(heard.truePeak!).toBeLessThanOrEqual(-1);
    // Reported as decoded, not as the bound the ceiling sets (which would be -1.0 exactly).
    expect(Math.abs(result.previewLoudness.truePeak! - heard.truePeak!)).toBeLessThanOrEqual(0.2);
    expect(result.previewLoudness.truePeak).not.toBe(-1);
  }, 60_000);

  it('encodes a preview again, under a lower ceiling, where LAME took it over the target', async () => {
    // A rock kit pushed from -30 to -8 LUFS: the limiter flattens every hit, and LAME's noise on
    // that wall of peaks passes the dB of room the ceiling leaves (the first encoding reads -0.2 dBTP).
    const rate = 44100;
    const source = await master(
      'drum-wall',
      rate,
      scaledTo([drums({ bpm: 120, seconds: 10, rate, style: 'rock' })], rate, -30),
      'wav',
    );
    const dest = join(dir, 'drum-wall.mp3');
    const result = await encodePreview({
      source,
      format: 'wav',
      dest,
      tags: {},
      target: { integrated: -8, truePeak: -1 },
    });
    expect(result.limitedDb).toBeGreaterThan(6);
    expect(result.encodings).toBe(2);
    // The ceiling was lowered from -2 dBTP by what the first encoding passed the target by, and 0.3 dB more.
    expect(result.ceilingDb).toBeLessThan(-2.3);
    const heard = await ffmpegLoudness(dest);
    expect(heard.truePeak!).toBeLessThanOrEqual(-1);
    expect(Math.abs(result.previewLoudness.truePeak! - heard.truePeak!)).toBeLessThanOrEqual(0.2);
  }, 60_000);

  it('hears a 5.1 master’s tempo and key in every channel: here the music is in the centre alone', async () => {
    const rate = 48000;
    const music = chords({ tonic: 9, mode: 'minor', bpm: 90, seconds: 16, rate, drums: 'rock' });
    const quiet = () => new Float32Array(music.length);
    const source = await master('centre', rate, [quiet(), quiet(), music, quiet(), quiet(), quiet()], 'wav');
    const result = await encodePreview({ source, format: 'wav', dest: join(dir, 'centre.mp3'), tags: {} });
    expect(result.master.channels).toBe(6);
    expect(result.tempo?.bpm).toBe(90);
    expect(result.key?.key).toBe('A minor');
    // The preview keeps the front pair, silent here: nothing to gain.
    expect(result.previewLoudness.integrated).toBeNull();
  }, 60_000);

  it('encodes a master under 8 kHz at the target, its tempo and key left unmeasured, and gives its hold back', async () => {
    const rate = 6000;
    const source = await master('phone', rate, scaledTo(song(rate, 6), rate, -20), 'wav');
    const budget = new HoldBudget();
    const dest = join(dir, 'phone.mp3');
    const result = await encodePreview({ source, format: 'wav', dest, tags: {}, hold: budget.shared });
    expect(result).not.toHaveProperty('tempo');
    expect(result).not.toHaveProperty('key');
    expect(budget.reserved).toBe(0);
    const heard = await ffmpegLoudness(dest);
    expect(Math.abs(heard.integrated! + 14)).toBeLessThanOrEqual(1);
    const sent = await encode({ source, format: 'wav', dest, tags: {} });
    expect(sent).not.toHaveProperty('tempo');
  });

  it('writes no preview of a master too short for one that plays, and says which master', async () => {
    // 239 frames: LAME makes three MP3 frames of them, to which music-metadata gives no length.
    const source = await master(
      'blip',
      44100,
      [new Float32Array(239).fill(0.1), new Float32Array(239).fill(0.1)],
      'wav',
    );
    const dest = join(dir, 'blip.mp3');
    await expect(encodePreview({ source, format: 'wav', dest, tags: {} })).rejects.toThrow(
      `${source}: it holds 0.005 s of audio; a master must hold 0.1 s at least for its preview to play`,
    );
    await expect(stat(dest)).rejects.toThrow(/ENOENT/);
    await expect(stat(`${dest}.part`)).rejects.toThrow(/ENOENT/);
  });

  it('leaves silence silent', async () => {
    const source = await master('silence', 44100, [new Float32Array(44100 * 3), new Float32Array(44100 * 3)], 'wav');
    const result = await encodePreview({ source, format: 'wav', dest: join(dir, 'silence.mp3'), tags: {} });
    expect(result.loudness).toEqual({ integrated: null, truePeak: null });
    expect(result.gainDb).toBe(0);
    expect(result.previewLoudness.integrated).toBeNull();
  });
});
