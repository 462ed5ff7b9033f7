import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pcmBlocks } from '../../import/pcm.ts';
import { channelWeights, createLoudnessMeter, type LoudnessResult } from './loudness.ts';
import { kWeighting } from '../../../src/audio/k-weighting.ts';
import { mp3Loudness } from './loudness-mp3.ts';
import { ffmpegLoudness, tones, writeFloatWav, type Tone } from '../../test/audio/loudness-test-signals.ts';

const dir = mkdtempSync(join(tmpdir(), 'loudness-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function meterWav(path: string): Promise<LoudnessResult> {
  let meter: ReturnType<typeof createLoudnessMeter> | null = null;
  for await (const block of pcmBlocks(path, 'wav')) {
    meter ??= createLoudnessMeter(block.sampleRate, block.channels.length);
    meter.push(block.channels);
  }
  return meter!.result();
}

const round1 = (x: number | null) => (x === null ? null : Math.round(x * 10) / 10);

/** Within `lu` of ffmpeg's one-decimal figure, after rounding ours the same way. */
function agrees(ours: number | null, reference: number | null, lu: number) {
  if (reference === null || ours === null) return expect(ours).toBe(reference);
  expect(Math.abs(round1(ours)! - reference)).toBeLessThanOrEqual(lu + 1e-9);
}

interface Case {
  name: string;
  rate: number;
  channels: number;
  parts: Tone[];
  /** The value the signal is built to read (EBU Tech 3341), where it has one. */
  expected?: number | null;
}

const cases: Case[] = [
  {
    name: 'stereo 1 kHz at -23 dBFS',
    rate: 48000,
    channels: 2,
    parts: [{ frequency: 1000, dbfs: -23, seconds: 20 }],
    expected: -23,
  },
  {
    name: 'stereo 1 kHz at -33 dBFS',
    rate: 48000,
    channels: 2,
    parts: [{ frequency: 1000, dbfs: -33, seconds: 20 }],
    expected: -33,
  },
  {
    name: 'Tech 3341 case 3: -36, -23, -36 dBFS (the relative gate drops the quiet parts)',
    rate: 48000,
    channels: 2,
    parts: [
      { frequency: 1000, dbfs: -36, seconds: 10 },
      { frequency: 1000, dbfs: -23, seconds: 60 },
      { frequency: 1000, dbfs: -36, seconds: 10 },
    ],
    expected: -23,
  },
  {
    name: 'Tech 3341 case 4: -72, -36, -23, -36, -72 dBFS (the absolute gate too)',
    rate: 48000,
    channels: 2,
    parts: [
      { frequency: 1000, dbfs: -72, seconds: 10 },
      { frequency: 1000, dbfs: -36, seconds: 10 },
      { frequency: 1000, dbfs: -23, seconds: 60 },
      { frequency: 1000, dbfs: -36, seconds: 10 },
      { frequency: 1000, dbfs: -72, seconds: 10 },
    ],
    expected: -23,
  },
  {
    name: 'a gated programme: tone, digital silence, tone',
    rate: 44100,
    channels: 2,
    parts: [
      { frequency: 1000, dbfs: -20, seconds: 5 },
      { frequency: 0, dbfs: 0, seconds: 10 },
      { frequency: 1000, dbfs: -20, seconds: 5 },
    ],
    expected: -20,
  },
  {
    name: '20 Hz at 44.1 kHz (the high-pass)',
    rate: 44100,
    channels: 2,
    parts: [{ frequency: 20, dbfs: -10, seconds: 10 }],
  },
  {
    name: '10 kHz at 44.1 kHz (the shelf)',
    rate: 44100,
    channels: 2,
    parts: [{ frequency: 10000, dbfs: -20, seconds: 10 }],
  },
  { name: '10 kHz at 96 kHz', rate: 96000, channels: 2, parts: [{ frequency: 10000, dbfs: -20, seconds: 10 }] },
  { name: '20 Hz at 96 kHz', rate: 96000, channels: 2, parts: [{ frequency: 20, dbfs: -10, seconds: 10 }] },
  {
    name: '1 kHz at 96 kHz',
    rate: 96000,
    channels: 2,
    parts: [{ frequency: 1000, dbfs: -23, seconds: 10 }],
    expected: -23,
  },
  {
    name: 'mono 1 kHz at -23 dBFS (one channel: 3 LU under stereo)',
    rate: 44100,
    channels: 1,
    parts: [{ frequency: 1000, dbfs: -23, seconds: 10 }],
    expected: -26,
  },
  { name: 'mono 10 kHz at 48 kHz', rate: 48000, channels: 1, parts: [{ frequency: 10000, dbfs: -15, seconds: 10 }] },
  // True peak: a quarter of the rate, sampled 45 degrees off its crests, reads 3 dB over its samples.
  {
    name: 'true peak: fs/4 at 45 degrees, 48 kHz',
    rate: 48000,
    channels: 2,
    parts: [{ frequency: 12000, dbfs: -6, seconds: 5, phase: Math.PI / 4 }],
  },
  {
    name: 'true peak: fs/4 at 45 degrees, 44.1 kHz',
    rate: 44100,
    channels: 2,
    parts: [{ frequency: 11025, dbfs: -6, seconds: 5, phase: Math.PI / 4 }],
  },
  { name: 'silence', rate: 48000, channels: 2, parts: [{ frequency: 0, dbfs: 0, seconds: 3 }], expected: null },
];

describe('the loudness meter against ffmpeg ebur128=peak=true', () => {
  it.each(cases)(
    '$name',
    async ({ name, rate, channels, parts, expected }) => {
      const signal = tones(rate, parts);
      const file = join(dir, `${name.replace(/\W+/g, '-')}.wav`);
      await writeFloatWav(
        file,
        rate,
        Array.from({ length: channels }, () => signal),
      );
      const [ours, reference] = await Promise.all([meterWav(file), ffmpegLoudness(file)]);
      agrees(ours.integrated, reference.integrated, 0.1);
      agrees(ours.truePeak, reference.truePeak, 0.3);
      if (expected !== undefined) agrees(ours.integrated, expected, 0.1);
    },
    60_000,
  );

  it('reads a sine sampled off its crests at its true peak, not its sample peak', async () => {
    const signal = tones(48000, [{ frequency: 12000, dbfs: -6, seconds: 2, phase: Math.PI / 4 }]);
    const meter = createLoudnessMeter(48000, 1);
    meter.push([signal]);
    // The samples sit at -9 dBFS; the wave's crests at -6.
    expect(Math.max(...signal.map(Math.abs))).toBeCloseTo(10 ** (-9.01 / 20), 3);
    expect(Math.abs(meter.result().truePeak! + 6)).toBeLessThan(0.1);
  });

  it('gives the same figures however the PCM is cut into blocks', () => {
    const signal = tones(44100, [{ frequency: 440, dbfs: -18, seconds: 3 }]);
    const whole = createLoudnessMeter(44100, 1);
    whole.push([signal]);
    const pieces = createLoudnessMeter(44100, 1);
    for (let at = 0; at < signal.length; at += 997) pieces.push([signal.subarray(at, at + 997)]);
    const [a, b] = [pieces.result(), whole.result()];
    expect(a.integrated).toBeCloseTo(b.integrated!, 9);
    expect(a.truePeak).toBe(b.truePeak);
  });

  it('refuses a rate whose 100 ms segment holds no frame, or no channel, rather than loop on it', () => {
    // Made, a 4 Hz meter's first push never returned and grew past a gigabyte: only its making is tried.
    expect(() => createLoudnessMeter(4, 2)).toThrow(
      'a loudness meter needs 5 Hz or more and 1 channel or more, not 4 Hz and 2 channels',
    );
    expect(() => createLoudnessMeter(Number.NaN, 2)).toThrow(RangeError);
    expect(() => createLoudnessMeter(44100, 0)).toThrow(
      'a loudness meter needs 5 Hz or more and 1 channel or more, not 44100 Hz and 0 channels',
    );
    const meter = createLoudnessMeter(5, 1);
    meter.push([new Float32Array(8).fill(0.5)]);
    expect(meter.result().truePeak).not.toBeNull();
  });

  it('weighs channels by the layout BS.1770 assumes', () => {
    expect(channelWeights(1)).toEqual([1]);
    expect(channelWeights(2)).toEqual([1, 1]);
    expect(channelWeights(5)).toEqual([1, 1, 1, 1.41, 1.41]);
    expect(channelWeights(6)).toEqual([1, 1, 1, 0, 1.41, 1.41]);
  });

  it('derives the standard 48 kHz K-weighting coefficients from the analogue prototypes', () => {
    // ITU-R BS.1770-4, tables 1 and 2.
    const [shelf, highPass] = kWeighting(48000);
    expect(shelf.b0).toBeCloseTo(1.53512485958697, 9);
    expect(shelf.b1).toBeCloseTo(-2.69169618940638, 9);
    expect(shelf.b2).toBeCloseTo(1.19839281085285, 9);
    expect(shelf.a1).toBeCloseTo(-1.69065929318241, 9);
    expect(shelf.a2).toBeCloseTo(0.73248077421585, 9);
    expect(highPass.a1).toBeCloseTo(-1.99004745483398, 9);
    expect(highPass.a2).toBeCloseTo(0.99007225036621, 9);
  });
});

describe('the loudness meter on recordings', () => {
  // The demo's previews: mono MP3s, decoded by the kit's own MP3 decoder and by ffmpeg's.
  it.each(['night-drive', 'still-water', 'first-light', 'golden-hour'])(
    'public/audio/%s.mp3 agrees with ffmpeg',
    async (name) => {
      const file = join(import.meta.dirname, '../../../public/audio', `${name}.mp3`);
      const ours = await mp3Loudness(file);
      const reference = await ffmpegLoudness(file);
      agrees(ours.integrated, reference.integrated, 0.1);
      agrees(ours.truePeak, reference.truePeak, 0.3);
    },
    60_000,
  );
});
