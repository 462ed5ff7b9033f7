import { describe, expect, it } from 'vitest';
import { barAccents, onsetStrength, SIX_EIGHT } from './bar-accents.ts';

/** The SoundAnalyser's envelope rate: 11,025 Hz in blocks of 128. */
const RATE = 11025 / 128;

/** A hit: the step in the bar it falls on and its strength (its power over the floor). */
type Hit = [step: number, strength: number];

/**
 * A log10 energy envelope of a drum groove: `hits` repeated every bar of 16 steps at `bpm`, each
 * a decaying burst of power over a quiet floor, `gain` times louder (a level change) throughout.
 */
function grooveEnvelope(hits: Hit[], bpm: number, seconds = 40, gain = 1, stepsPerBar = 16, beats = 4): Float64Array {
  const stepSeconds = (60 / bpm) * (beats / stepsPerBar);
  const envelope = new Float64Array(Math.round(seconds * RATE));
  const bars = Math.ceil(seconds / (stepSeconds * stepsPerBar));
  const power = new Float64Array(envelope.length).fill(1e-4);
  for (let bar = 0; bar < bars; bar++)
    for (const [step, strength] of hits) {
      const start = Math.round((bar * stepsPerBar + step) * stepSeconds * RATE);
      for (let i = start; i < Math.min(power.length, start + Math.round(0.2 * RATE)); i++)
        power[i]! += strength * Math.exp(-(i - start) / (0.05 * RATE));
    }
  power.forEach((value, i) => (envelope[i] = Math.log10(value * gain)));
  return envelope;
}

const eighths: Hit[] = [0, 2, 4, 6, 8, 10, 12, 14].map((step) => [step, 0.15]);
const fourOnTheFloor: Hit[] = [...eighths, [0, 1], [4, 1], [8, 1], [12, 1], [2, 0.3], [6, 0.3], [10, 0.3], [14, 0.3]];
const backbeat: Hit[] = [...eighths, [0, 1], [8, 1], [4, 0.5], [12, 0.5]];
const halfTime: Hit[] = [...eighths, [0, 1], [8, 0.5]];

const accentsOf = (hits: Hit[], bpm: number, options: { gain?: number; heardBpm?: number } = {}) =>
  barAccents(onsetStrength(grooveEnvelope(hits, bpm, 40, options.gain)), RATE, 60 / (options.heardBpm ?? bpm));

const apart = (a: number[], b: number[]) => Math.sqrt(a.reduce((sum, value, i) => sum + (value - b[i]!) ** 2, 0));

describe('the accents within a bar', () => {
  it('has a step per 16th of a 4/4 bar, the strongest first and 1, the weakest 0', () => {
    const accents = accentsOf(backbeat, 100);
    expect(accents).toHaveLength(16);
    expect(accents[0]).toBe(1);
    expect(Math.min(...accents)).toBe(0);
  });

  it('tells a four-on-the-floor, a backbeat and a half-time feel apart at one tempo', () => {
    const four = accentsOf(fourOnTheFloor, 120);
    const back = accentsOf(backbeat, 120);
    const half = accentsOf(halfTime, 120);
    // The kick on every beat: the four beats alike, well above the offbeats.
    for (const step of [4, 8, 12]) expect(four[step]).toBeGreaterThan(0.85);
    // A backbeat: the snare's beats 2 and 4 under the kick's 1 and 3.
    expect(back[8]).toBeGreaterThan(0.85);
    expect(back[4]).toBeLessThan(0.85);
    expect(back[4]).toBeGreaterThan(0.5);
    // Half time: nothing on beats 2 and 4 beyond the hats.
    expect(half[4]).toBeLessThan(0.45);
    expect(half[8]).toBeGreaterThan(0.5);
    expect(apart(four, back)).toBeGreaterThan(0.4);
    expect(apart(back, half)).toBeGreaterThan(0.4);
    expect(apart(four, half)).toBeGreaterThan(0.7);
  });

  it('does not change with the level, nor with a tempo heard 1 % off, and is alike at another tempo', () => {
    const back = accentsOf(backbeat, 120);
    accentsOf(backbeat, 120, { gain: 10 }).forEach((value, step) => expect(value).toBeCloseTo(back[step]!, 9));
    expect(apart(accentsOf(backbeat, 120, { heardBpm: 121.2 }), back)).toBeLessThan(0.15);
    expect(apart(accentsOf(backbeat, 92), back)).toBeLessThan(0.2);
  });

  it('cuts a 6/8 bar in 12 steps', () => {
    const sixEight: Hit[] = [
      [0, 1],
      [3, 0.4],
      [6, 0.5],
      [9, 0.4],
    ];
    const envelope = grooveEnvelope(sixEight, 60, 40, 1, 12, 2);
    const accents = barAccents(onsetStrength(envelope), RATE, 1, SIX_EIGHT);
    expect(accents).toHaveLength(12);
    expect(accents[6]).toBeGreaterThan(0.5);
    expect(accents[6]).toBeLessThan(0.9);
    expect(accents[3]).toBeLessThan(accents[6]!);
  });

  it('is all zeros with less than two bars, or no onsets, to fold', () => {
    expect(barAccents(onsetStrength(grooveEnvelope(backbeat, 120, 3)), RATE, 0.5)).toEqual(new Array(16).fill(0));
    expect(barAccents(new Float64Array(4000), RATE, 0.5)).toEqual(new Array(16).fill(0));
    expect(barAccents(new Float64Array(4000), RATE, 0)).toEqual(new Array(16).fill(0));
  });
});
