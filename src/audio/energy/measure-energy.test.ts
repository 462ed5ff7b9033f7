import { describe, expect, it } from 'vitest';
import { KWeightingFilter } from '../k-weighting.ts';
import { EnergyFrameMeter, FRAME_SECONDS } from './energy-frames.ts';
import { measureEnergy } from './measure-energy.ts';

const RATE = 8000;

/** Deterministic white noise in -1..1. */
function noise(seed: number): () => number {
  let x = seed >>> 0 || 1;
  return () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return ((x >>> 0) / 0xffffffff) * 2 - 1;
  };
}

/** Noise bursts (`hit` seconds every `every`) at `dbfs` RMS, for `seconds`. */
function bursts(seconds: number, dbfs: number, every: number, hit: number, seed = 7): Float32Array {
  const gain = 10 ** (dbfs / 20) * Math.sqrt(3);
  const next = noise(seed);
  return Float32Array.from({ length: Math.round(seconds * RATE) }, (_, i) =>
    (i / RATE) % every < hit ? gain * next() : 0,
  );
}

function energyOf(...parts: Float32Array[]) {
  const meter = new EnergyFrameMeter(RATE, 1);
  // Pushed in odd-sized blocks, as a decoder hands them over.
  for (const part of parts) for (let at = 0; at < part.length; at += 4093) meter.push([part.subarray(at, at + 4093)]);
  return measureEnergy(meter.finish());
}

describe('the energy of a track', () => {
  it('puts the highlight of a quiet minute then a loud minute inside the loud minute', () => {
    const facts = energyOf(bursts(60, -30, 0.5, 0.2), bursts(60, -10, 0.5, 0.2, 11));
    expect(facts.highlight.start).toBeGreaterThanOrEqual(60);
    expect(facts.highlight.end).toBeLessThanOrEqual(120);
    expect(facts.highlight.end - facts.highlight.start).toBe(30);
    expect(facts.curve).toHaveLength(120);
    expect(Math.max(...facts.curve.slice(62))).toBe(99);
    expect(Math.max(...facts.curve.slice(0, 58))).toBeLessThan(50);
  });

  it('puts it inside the loud minute when the loud one comes first too', () => {
    const facts = energyOf(bursts(60, -10, 0.5, 0.2), bursts(60, -30, 0.5, 0.2, 11));
    expect(facts.highlight.end).toBeLessThanOrEqual(60);
  });

  it('starts the highlight where the track rises, when that is as intense', () => {
    // A minute of quiet, then 40 s of even loud bursts: the loud stretch's first 30 s are as intense as its last.
    const facts = energyOf(bursts(60, -35, 0.5, 0.2), bursts(40, -12, 0.5, 0.2, 3));
    expect(facts.highlight.start).toBeGreaterThanOrEqual(58);
    expect(facts.highlight.start).toBeLessThanOrEqual(61);
  });

  it('hears the whole of a track under 30 s', () => {
    const facts = energyOf(bursts(20, -20, 0.5, 0.2));
    expect(facts.highlight).toEqual({ start: 0, end: 20 });
    expect(facts.step).toBe(1);
  });

  it('rates busy drums above a held tone, and a master and its quieter copy alike', () => {
    const drums = bursts(40, -14, 0.25, 0.05);
    const held = bursts(40, -14, 40, 40);
    expect(energyOf(drums).level).toBe('high');
    expect(energyOf(held).level).toBe('low');
    expect(energyOf(drums.map((v) => v / 10)).level).toBe('high');
  });
});

describe('the energy frames of a 44.1 kHz track', () => {
  const rate = 44100;
  const seconds = 2;
  const tone = (frequency: number, amplitude: number) =>
    Float32Array.from({ length: rate * seconds }, (_, i) => amplitude * Math.sin((2 * Math.PI * frequency * i) / rate));
  const white = (seed: number) => {
    const next = noise(seed);
    return Float32Array.from({ length: rate * seconds }, () => 0.3 * next());
  };

  /** Each 20 ms frame's K-weighted power in dB, as the meter reads it and at the full rate. */
  function frames(left: Float32Array, right: Float32Array) {
    const meter = new EnergyFrameMeter(rate, 2);
    // Odd-sized blocks: a kept sample's place carries over from one block to the next.
    for (let at = 0; at < left.length; at += 1153)
      meter.push([left.subarray(at, at + 1153), right.subarray(at, at + 1153)]);
    const { power, frameSeconds } = meter.finish();
    const full = new KWeightingFilter(rate, 2);
    const frame = Math.round(rate * FRAME_SECONDS);
    const reference = Array.from({ length: power.length }, (_, f) => {
      const [from, to] = [f * frame, (f + 1) * frame];
      return (full.sumOfSquares(0, left, from, to) + full.sumOfSquares(1, right, from, to)) / frame;
    });
    expect(frameSeconds).toBe(FRAME_SECONDS);
    expect(power).toHaveLength(seconds / FRAME_SECONDS);
    // Past the first frames, where the filters settle.
    return { meter, ours: Array.from(power.subarray(5), db), full: reference.slice(5).map(db) };
  }

  const db = (power: number) => 10 * Math.log10(power);
  const largestGap = ({ ours, full }: { ours: number[]; full: number[] }) =>
    Math.max(...ours.map((value, f) => Math.abs(value - full[f]!)));

  it('K-weights every other sample, at half the rate; a 32 kHz track every sample', () => {
    expect(new EnergyFrameMeter(44100, 2).filterRate).toBe(22050);
    expect(new EnergyFrameMeter(48000, 1).filterRate).toBe(24000);
    expect(new EnergyFrameMeter(32000, 1).filterRate).toBe(32000);
  });

  it("reads tones below and above the halved rate's Nyquist at their full-rate power", () => {
    // 15 kHz (a cymbal's band) folds to 7 kHz with its power and its +4 dB whole: no anti-alias filter drops it.
    for (const [frequency, amplitude] of [
      [100, 0.5],
      [1000, 0.1],
      [6000, 0.2],
      [15000, 0.05],
    ] as const)
      expect(largestGap(frames(tone(frequency, amplitude), tone(frequency, amplitude / 2)))).toBeLessThan(0.1);
  });

  it('reads white noise, the brightest a track gets, within 0.5 dB of the full rate', () => {
    expect(largestGap(frames(white(3), white(5)))).toBeLessThan(0.5);
  });
});
