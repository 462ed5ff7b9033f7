import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pcmBlocks } from '../../import/pcm.ts';
import { firstDifference } from '../../test/first-difference.ts';
import { gainedLoudness, limitedLoudness } from './limited-loudness.ts';
import { createLoudnessMeter, type LoudnessEnvelope } from '../measure/loudness.ts';
import { interpolatorPhases, oversampling, TAPS, TruePeak } from '../measure/loudness-true-peak.ts';
import { createPeakLimiter } from './peak-limiter.ts';
import { timeoutFor } from '../../test/timeout.ts';

/** A real mix (tests/fixtures/audio/README.md): 16 s of "Through Space", FLAC at 22.05 kHz. */
const FIXTURE = resolve(import.meta.dirname, '../../../tests/fixtures/audio/through-space-excerpt.flac');

async function fixture(): Promise<{ rate: number; channels: Float32Array[] }> {
  const blocks: Float32Array[][] = [];
  let rate = 0;
  for await (const block of pcmBlocks(FIXTURE, 'flac')) {
    rate = block.sampleRate;
    blocks.push(block.channels);
  }
  const length = blocks.reduce((n, b) => n + b[0]!.length, 0);
  const channels = blocks[0]!.map(() => new Float32Array(length));
  let at = 0;
  for (const block of blocks) {
    block.forEach((samples, c) => channels[c]!.set(samples, at));
    at += block[0]!.length;
  }
  return { rate, channels };
}

/** The true peak the slow way: every phase of the interpolator at every sample, nothing skipped. */
/** The same samples in every channel; toEqual walks a real mix's millions of samples one by one through generic equality. */
function expectSameChannels(actual: Float32Array[], expected: Float32Array[]): void {
  expect(actual.length).toBe(expected.length);
  expected.forEach((channel, k) => expect(firstDifference(actual[k]!, channel), `channel ${k}`).toBe(-1));
}

function everyPoint(channels: Float32Array[], rate: number): number {
  const phases = interpolatorPhases(oversampling(rate));
  let peak = 0;
  for (const x of channels) {
    for (let n = 0; n < x.length; n++) {
      peak = Math.max(peak, Math.abs(x[n]!));
      for (const row of phases) {
        let y = 0;
        for (let j = 0; j < TAPS; j++) y += row[j]! * (x[n - (TAPS - 1) + j] ?? 0);
        peak = Math.max(peak, Math.abs(y));
      }
    }
  }
  return peak;
}

const cut = (channels: Float32Array[], size: number): Float32Array[][] => {
  const blocks: Float32Array[][] = [];
  for (let at = 0; at < channels[0]!.length; at += size) blocks.push(channels.map((c) => c.subarray(at, at + size)));
  return blocks;
};

const RATE = 44100;
/** Signals whose true peak lies between samples, or whose second differences are as large as they come. */
const hard: [string, Float32Array[]][] = [
  [
    'a quarter-rate sine sampled 45° off its crests',
    [Float32Array.from({ length: 4000 }, (_, i) => 0.5 * Math.sin((Math.PI / 2) * i + Math.PI / 4))],
  ],
  [
    'samples alternating near full scale',
    [Float32Array.from({ length: 3000 }, (_, i) => (i % 2 ? -0.9 : 0.9) * (i % 97 < 40 ? 1 : 0.2))],
  ],
  [
    'white noise, two channels',
    [0, 1].map((k) =>
      Float32Array.from({ length: 20000 }, (_, i) => ((Math.sin(i * 12.9898 + k * 78.233) * 43758.5453) % 1) * 0.7),
    ),
  ],
  [
    'lone clicks in silence',
    [Float32Array.from({ length: 5000 }, (_, i) => (i % 1234 === 17 ? 0.8 : i % 1234 === 18 ? -0.8 : 0))],
  ],
];

describe('the true peak, with most stretches passed over by their bounds', () => {
  it.each(hard)('reads %s as computing every point would', (_, channels) => {
    for (const size of [channels[0]!.length, 1000, 7]) {
      const meter = new TruePeak(RATE, channels.length);
      for (const block of cut(channels, size)) meter.push(block);
      expect(meter.peak).toBeCloseTo(everyPoint(channels, RATE), 12);
    }
  });

  // Every point of a 16 s mix oversampled: 2.5 s idle, the heaviest tests of the file with the next two.
  it('reads a real mix as computing every point would', { timeout: timeoutFor(2.5) }, async () => {
    const { rate, channels } = await fixture();
    const meter = new TruePeak(rate, channels.length);
    for (const block of cut(channels, 4096)) meter.push(block);
    expect(meter.peak).toBeCloseTo(everyPoint(channels, rate), 12);
  });
  // The meter hands the true peak each millisecond's largest sample from its own filter loop.
  const meterPeak = (channels: Float32Array[], rate: number, size: number) => {
    const meter = createLoudnessMeter(rate, channels.length, { envelope: channels.length <= 2 });
    for (const block of cut(channels, size)) meter.push(block);
    return 10 ** (meter.result().truePeak! / 20);
  };

  it.each(hard)('reads %s through the loudness meter as computing every point would', (_, channels) => {
    for (const size of [channels[0]!.length, 1000, 7])
      expect(meterPeak(channels, RATE, size)).toBeCloseTo(everyPoint(channels, RATE), 12);
  });

  it(
    'reads a real mix through the meter, and the same as a 5.1 mix at 44.1 kHz whose peak is in the LFE, which the loudness leaves out',
    async () => {
      const { rate, channels } = await fixture();
      const peak = everyPoint(channels, rate);
      for (const size of [4096, 441, 13]) expect(meterPeak(channels, rate, size)).toBeCloseTo(peak, 12);
      const mix = channels[0]!.subarray(0, 3 * RATE);
      const lfe = mix.map((v, i) => (i === 5000 ? 0.97 : v * 0.1));
      const surround = [
        mix,
        mix.map((v) => v * 0.9),
        mix.map((v) => v * 0.5),
        lfe,
        mix.map((v) => v * 0.3),
        mix.map((v) => -v * 0.3),
      ];
      const surroundPeak = everyPoint(surround, RATE);
      expect(surroundPeak).toBeGreaterThanOrEqual(0.97);
      for (const size of [4096, 100]) expect(meterPeak(surround, RATE, size)).toBeCloseTo(surroundPeak, 12);
    },
    timeoutFor(5.4),
  );
});

describe('the peak limiter', () => {
  const limit = (
    channels: Float32Array[],
    rate: number,
    gain: number,
    ceiling: number,
    size: number,
    envelope?: LoudnessEnvelope,
  ) => {
    const limiter = createPeakLimiter({
      sampleRate: rate,
      channels: channels.length,
      gain,
      ceiling,
      ...(envelope && { envelope }),
    });
    // The limiter writes each call's output over the last one's: copied to be kept.
    const kept = (out: Float32Array[]) => out.map((channel) => channel.slice());
    const parts = [...cut(channels, size).map((block) => kept(limiter.process(block))), kept(limiter.flush())];
    return channels.map((_, c) => {
      const out = new Float32Array(channels[0]!.length);
      let at = 0;
      for (const part of parts) {
        out.set(part[c]!, at);
        at += part[c]!.length;
      }
      return out;
    });
  };

  // A gain that moves within a few samples remodulates what lies near the Nyquist frequency, so
  // the limited output's own points can pass the ceiling there: by up to 1 dB, the room a preview
  // leaves under its target for that and for the encoder.
  it.each(hard)('holds %s, gained 12 dB, within 1 dB of its ceiling between the samples too', (_, channels) => {
    const out = limit(channels, RATE, 4, 0.5, 4096);
    expect(everyPoint(out, RATE)).toBeLessThanOrEqual(0.5 * 10 ** (1 / 20));
    expectSameChannels(limit(channels, RATE, 4, 0.5, 333), out);
  });

  it(
    'holds a real mix under its ceiling, and leaves it as it is where it never reaches it',
    { timeout: timeoutFor(5) },
    async () => {
      const { rate, channels } = await fixture();
      const out = limit(channels, rate, 3, 0.7, 4096);
      expect(everyPoint(out, rate)).toBeLessThanOrEqual(0.7 * 1.0001);
      // Told the input's envelope, it passes over the chunks whose ticks' peaks stay under the ceiling unscanned, and sends the same.
      const meter = createLoudnessMeter(rate, channels.length, { envelope: true });
      for (const block of cut(channels, 4096)) meter.push(block);
      expectSameChannels(limit(channels, rate, 3, 0.7, 4096, meter.envelope()!), out);
      const quiet = limit(channels, rate, 0.25, 0.9, 4096);
      expect(quiet.every((c, k) => c.every((v, i) => Math.abs(v - channels[k]![i]! * 0.25) < 1e-7))).toBe(true);
    },
  );
});

describe('the loudness a gain and the limiter give, told from the envelope', () => {
  it('matches the meter on what the limiter really sends, within a tenth of a LU', async () => {
    const { rate, channels } = await fixture();
    const envelopeMeter = createLoudnessMeter(rate, channels.length, { envelope: true });
    for (const block of cut(channels, 4096)) envelopeMeter.push(block);
    const envelope = envelopeMeter.envelope()!;
    const own = envelopeMeter.result().integrated!;
    // No limiting: the gain alone.
    expect(limitedLoudness(envelope, 2, 100)).toBeCloseTo(own + 20 * Math.log10(2), 1);
    for (const gain of [1, 2, 4, 8]) {
      const limiter = createPeakLimiter({ sampleRate: rate, channels: channels.length, gain, ceiling: 0.6 });
      const meter = createLoudnessMeter(rate, channels.length, { truePeak: false });
      for (const block of cut(channels, 4096)) meter.push(limiter.process(block));
      meter.push(limiter.flush());
      expect(limiter.reductionDb).toBeGreaterThan(0);
      const told = limitedLoudness(envelope, gain, 0.6)!;
      expect(Math.abs(told - meter.result().integrated!)).toBeLessThanOrEqual(0.1);
    }
  });

  // A gain that pumps within a few milliseconds moves the bass the K-weighting's high-pass still
  // rings with: pushed 18 dB into the ceiling, the figure drifts by a tenth; a preview limited
  // that deep (6 dB or more) is decoded back and its loudness read from what was heard.
  it('matches it from the gains the limiter kept as it sent each tick: by hundredths of a LU, a tenth when pushed 18 dB in', async () => {
    const { rate, channels } = await fixture();
    const envelopeMeter = createLoudnessMeter(rate, channels.length, { envelope: true });
    for (const block of cut(channels, 4096)) envelopeMeter.push(block);
    const envelope = envelopeMeter.envelope()!;
    for (const [gain, within] of [
      [2, 0.02],
      [8, 0.15],
    ] as const) {
      const limiter = createPeakLimiter({ sampleRate: rate, channels: channels.length, gain, ceiling: 0.6, envelope });
      const meter = createLoudnessMeter(rate, channels.length, { truePeak: false });
      for (const block of cut(channels, 1000)) meter.push(limiter.process(block));
      meter.push(limiter.flush());
      const gains = limiter.tickGains();
      expect(gains.length).toBe(envelope.ticks);
      expect(Math.min(...gains)).toBeLessThan(0.5);
      expect(Math.abs(gainedLoudness(envelope, gain, gains)! - meter.result().integrated!)).toBeLessThanOrEqual(within);
    }
  });

  it('is silent for silence', () => {
    const meter = createLoudnessMeter(RATE, 1, { envelope: true });
    meter.push([new Float32Array(RATE)]);
    expect(limitedLoudness(meter.envelope()!, 10, 0.5)).toBeNull();
  });
});
