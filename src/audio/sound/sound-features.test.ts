import { describe, expect, it } from 'vitest';
import { partStart, SOUND_SIZE, SoundAnalyser, tempoOfPoint } from './sound-features.ts';

const RATE = 44100;

/** A seeded noise source, so the tests hear the same noise each run. */
function noise(seed = 1) {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32 - 0.5;
  };
}

function analyse(seconds: number, sample: (t: number, n: number) => number, rate = RATE): number[] {
  const analyser = new SoundAnalyser(rate);
  const chunk = new Float32Array(4096);
  let n = 0;
  while (n < seconds * rate) {
    const length = Math.min(chunk.length, seconds * rate - n);
    for (let i = 0; i < length; i++, n++) chunk[i] = sample(n / rate, n);
    analyser.push(chunk, chunk, length);
  }
  return analyser.finish();
}

const part = (vector: number[], name: Parameters<typeof partStart>[0], index = 0) => vector[partStart(name) + index]!;
const sine =
  (hz: number, gain = 0.5) =>
  (t: number) =>
    gain * Math.sin(2 * Math.PI * hz * t);

describe('what a recording sounds like', () => {
  it('is a vector of the layout’s size, the same for the same sound', () => {
    const a = analyse(3, sine(440));
    expect(a).toHaveLength(SOUND_SIZE);
    expect(analyse(3, sine(440))).toEqual(a);
  });

  it('hears the same whatever blocks the decoder hands it, stereo or mono, at 44.1 and 32 kHz', () => {
    for (const rate of [RATE, 32000]) {
      const next = noise(3);
      const left = Float32Array.from(
        { length: 20 * rate },
        (_, n) => 0.3 * Math.sin((2 * Math.PI * 220 * n) / rate) + 0.2 * next(),
      );
      const right = left.map((value, n) => 0.8 * value + 0.1 * Math.sin((2 * Math.PI * 330 * n) / rate));
      const heard = (sizes: number[]) => {
        const analyser = new SoundAnalyser(rate);
        for (let at = 0, turn = 0; at < left.length; at += sizes[turn++ % sizes.length]!) {
          const end = Math.min(left.length, at + sizes[turn % sizes.length]!);
          analyser.push(left.subarray(at, end), right.subarray(at, end));
        }
        return analyser.finish();
      };
      const whole = heard([left.length]);
      // A group of samples split between two pushes (3 and 1 are less than one), a frame split anywhere.
      expect(heard([1152])).toEqual(whole);
      expect(heard([3, 1, 1001, 4097])).toEqual(whole);
      const mono = new SoundAnalyser(rate);
      mono.push(left);
      expect(mono.finish()).not.toEqual(whole);
    }
  });

  it('hears a bright sound as brighter than a dark one, at 44.1 and 48 kHz alike', () => {
    const dark = part(analyse(3, sine(200)), 'centroid');
    const bright = part(analyse(3, sine(3000)), 'centroid');
    expect(dark).toBeCloseTo(0.2, 1);
    expect(bright).toBeCloseTo(3, 1);
    expect(part(analyse(3, sine(3000), 48000), 'centroid')).toBeCloseTo(bright, 1);
  });

  it('hears noise as flat and a tone as not', () => {
    const random = noise();
    expect(
      part(
        analyse(3, () => random()),
        'flatness',
      ),
    ).toBeGreaterThan(0.4);
    expect(part(analyse(3, sine(440)), 'flatness')).toBeLessThan(0.05);
  });

  it('hears harmony from the key’s tonic: a C major and an E major chord alike, tonic, third and fifth', () => {
    const harmony = (vector: number[]) => vector.slice(partStart('harmony'), partStart('harmony') + 12);
    const triad = (root: number) => (t: number) =>
      sine(root, 0.3)(t) + sine(root * 2 ** (4 / 12), 0.3)(t) + sine(root * 2 ** (7 / 12), 0.3)(t);
    const inC = harmony(analyse(3, triad(261.63)));
    const inE = harmony(analyse(3, triad(329.63)));
    const top = (chroma: number[]) =>
      [...chroma.keys()]
        .sort((x, y) => chroma[y]! - chroma[x]!)
        .slice(0, 3)
        .sort((x, y) => x - y);
    expect(top(inC)).toEqual([0, 4, 7]);
    expect(top(inE)).toEqual([0, 4, 7]);
    inE.forEach((share, degree) => expect(Math.abs(share - inC[degree]!)).toBeLessThan(0.05));
  });

  it('hears the accents within a bar: a backbeat unlike a kick on every beat, at one tempo', () => {
    const random = noise(5);
    // Bursts of noise at 120 BPM: on every beat alike, or loud on 1 and 3 and soft on 2 and 4.
    const groove = (soft: number) => (t: number) => {
      const beat = Math.floor(t / 0.5) % 4;
      return t % 0.5 < 0.03 ? random() * (beat % 2 ? soft : 1.5) : 0.01 * random();
    };
    const accents = (vector: number[]) => vector.slice(partStart('accents'), partStart('accents') + 16);
    const even = accents(analyse(12, groove(1.5)));
    const backbeat = accents(analyse(12, groove(0.5)));
    for (const step of [0, 4, 8, 12]) expect(even[step]).toBeGreaterThan(0.7);
    expect(backbeat[0]).toBe(1);
    expect(backbeat[8]).toBeGreaterThan(0.7);
    expect(backbeat[4]).toBeLessThan(0.6);
    expect(backbeat[12]).toBeLessThan(0.6);
  });

  it('finds the tempo and the onsets of a click track', () => {
    const random = noise(7);
    // A 20 ms burst of noise on every beat at 120 BPM.
    const clicks = analyse(10, (t) => (t % 0.5 < 0.02 ? random() * 1.5 : 0));
    const tempo = (vector: number[]) => tempoOfPoint([part(vector, 'tempo'), part(vector, 'tempo', 1)]);
    expect(tempo(clicks)).toBeGreaterThan(116);
    expect(tempo(clicks)).toBeLessThan(124);
    expect(part(clicks, 'onsets')).toBeCloseTo(2, 0);
    const faster = analyse(10, (t) => (t % 0.4 < 0.02 ? random() * 1.5 : 0));
    expect(tempo(faster)).toBeGreaterThan(146);
    expect(tempo(faster)).toBeLessThan(154);
    // Half as fast is the same point: 75 BPM reads as 150.
    const half = analyse(12, (t) => (t % 0.8 < 0.02 ? random() * 1.5 : 0));
    expect(Math.abs(tempo(half) - 150)).toBeLessThan(5);
  });

  it('hears the range between quiet and loud', () => {
    const steady = analyse(6, sine(440, 0.5));
    const swelling = analyse(6, (t) => sine(440, t % 2 < 1 ? 0.5 : 0.02)(t));
    expect(part(steady, 'loudness', 1)).toBeLessThan(1);
    expect(part(swelling, 'loudness', 1)).toBeGreaterThan(20);
    // Mostly at its loudest, or mostly well under it.
    expect(part(steady, 'loudness')).toBeGreaterThan(-1);
    expect(part(swelling, 'loudness')).toBeLessThan(-10);
  });

  it('describes a sound 6 dB quieter alike: a reference’s level is its mastering, not its sound', () => {
    const music = (gain: number) => {
      const random = noise(3);
      return (t: number) => gain * (sine(220)(t) * (t % 0.5 < 0.25 ? 1 : 0.3) + 0.2 * random());
    };
    const loud = analyse(6, music(1));
    const quiet = analyse(6, music(0.5));
    loud.forEach((value, d) =>
      expect(Math.abs(quiet[d]! - value)).toBeLessThanOrEqual(Math.max(0.01, Math.abs(value) * 0.01)),
    );
  });
});
