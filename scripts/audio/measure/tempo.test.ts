import { describe, expect, it } from 'vitest';
import { MusicAnalyser, measureMusic } from './music.ts';
import { roundBpm, TEMPO_CONFIDENCE_FLOOR, tempoOfOnsets } from './tempo.ts';
import { chords, drums, noise, pad, rubato, type DrumStyle } from '../../test/audio/test-signals.ts';

const RATE = 22050;

/** The tempo measured, and whether it is within half a BPM of the one played. */
function heard(signal: Float32Array, bpm: number, rate = RATE) {
  const measure = measureMusic(signal, rate).tempo;
  return { ...measure, right: measure.bpm !== null && Math.abs(measure.bpm - bpm) <= 0.5 };
}

describe('tempo from the audio', { timeout: 60_000 }, () => {
  it.each([60, 90, 120, 150, 174])('a click on every beat at %i BPM', (bpm) => {
    const measure = heard(drums({ bpm, seconds: 20, rate: RATE, style: 'clicks' }), bpm);
    expect(measure).toMatchObject({ bpm, right: true });
    expect(measure.confidence).toBeGreaterThan(0.8);
  });

  // Each tempo in the styles played at it, straight and swung (the second eighth of each beat at 62 %).
  const patterns: [number, DrumStyle, number][] = [
    [60, 'ballad', 0.5],
    [60, 'rock', 0.62],
    [90, 'rock', 0.5],
    [90, 'hiphop', 0.5],
    [90, 'hiphop', 0.62],
    [120, 'rock', 0.5],
    [120, 'four', 0.5],
    [120, 'rock', 0.62],
    [150, 'rock', 0.5],
    [150, 'four', 0.5],
    [150, 'rock', 0.62],
    [174, 'dnb', 0.5],
    [174, 'dnb', 0.62],
  ];
  it.each(patterns)('a drum pattern at %i BPM: %s, swing %d', (bpm, style, swing) => {
    expect(heard(drums({ bpm, seconds: 20, rate: RATE, style, swing }), bpm)).toMatchObject({ bpm, right: true });
  });

  it.each([96, 104, 112])('funk at %i BPM, sixteenths on the hats: its quarters, not its eighths', (bpm) => {
    expect(heard(drums({ bpm, seconds: 20, rate: RATE, style: 'funk' }), bpm)).toMatchObject({ bpm, right: true });
  });

  /**
   * An onset strength as the onset listener gives it (86 frames a second): a clave's accents on the
   * eighths named, over two bars of 4/4, and weaker eighths under them, the offbeat ones weaker still.
   */
  function clave(bpm: number, accents: number[], weak: number): Float32Array {
    const frameRate = 86.13;
    const onsets = new Float32Array(Math.round(30 * frameRate));
    const eighth = (30 / bpm) * frameRate;
    for (let e = 0; e * eighth < onsets.length - 1; e++) {
      const strength = accents.includes(e % 16) ? 1 : e % 2 === 0 ? weak : weak / 2;
      const at = Math.round(e * eighth);
      onsets[at]! += strength;
      onsets[at + 1]! += strength / 2;
    }
    return onsets;
  }

  // The 3-3-4-2 of a bossa clave repeats every three eighths in its first bar: a dotted pulse at
  // 2/3 of the beat (or a third), which the octave choice alone cannot turn back.
  it.each([110, 123, 133])('a bossa clave at %i BPM over weak eighths: the quarter, not a dotted pulse', (bpm) => {
    for (const weak of [0.1, 0.2, 0.3]) {
      const { bpm: measured } = tempoOfOnsets(clave(bpm, [0, 3, 6, 10, 12], weak), 86.13);
      expect(Math.abs(measured! - bpm), `eighths at ${weak}: ${measured}`).toBeLessThanOrEqual(0.5);
    }
  });

  type Bands = [number, number, number, number];
  /**
   * Four bands' onsets as the onset listener keeps them (kick and bass; chords and the snare's body;
   * the snare's attack; hats), 30 s of sixteenths at `bpm`, each step's four values from `hit`; and
   * their sum as the listener gives it, each band over its own mean.
   */
  function sixteenths(bpm: number, hit: (step: number) => Bands): { sum: Float32Array; bands: Float32Array[] } {
    const frameRate = 86.13;
    const length = Math.round(30 * frameRate);
    const bands = [0, 1, 2, 3].map(() => new Float32Array(length));
    const sixteenth = (15 / bpm) * frameRate;
    for (let step = 0; step * sixteenth < length - 1; step++) {
      const at = Math.round(step * sixteenth);
      hit(step).forEach((value, band) => (bands[band]![at]! += value));
    }
    const sum = new Float32Array(length);
    for (const band of bands) {
      const mean = band.reduce((total, value) => total + value, 0) / length;
      band.forEach((value, t) => (sum[t]! += value / mean));
    }
    return { sum, bands };
  }

  /** Metal: a double kick on every sixteenth, power chords and bass on 1 and 3, the snare on 2 and 4, hats on the eighths. */
  const metal = (bpm: number, kick: number) =>
    sixteenths(bpm, (step): Bands => [
      kick + (step % 8 === 0 ? 1 : 0),
      0.2 * kick + (step % 8 === 0 ? 1.2 : 0) + (step % 8 === 4 ? 1 : 0),
      step % 8 === 4 ? 0.6 : 0,
      step % 2 === 0 ? (step % 4 === 0 ? 0.3 : 0.2) : 0,
    ]);

  // In the summed onsets the snare's 2 and 4 drown under the kick's sixteenths, so the half (the
  // chords' 1 and 3) looked like the beat; in the snare's own band the halves outweigh the beats.
  it.each([160, 175])('metal at %i BPM, the snare on 2 and 4 over a double kick: the fast beat', (bpm) => {
    for (const kick of [0.5, 1]) {
      const { sum, bands } = metal(bpm, kick);
      expect(tempoOfOnsets(sum, 86.13, bands).bpm, `kick at ${kick}`).toBe(bpm);
    }
  });

  /**
   * Metal again, but with nothing to tell 1 and 3 from 2 and 4 but the snare: the kick, the
   * guitar's attack and the ride accent every quarter alike. The snare's beats are the strongest in
   * the sum, so the half's beats fall on them and its halves look like the kick's weaker ones.
   */
  const evenMetal = (bpm: number, kick: number, snare: number, attack: number) =>
    sixteenths(bpm, (step): Bands => {
      const quarter = step % 4 === 0;
      return [
        kick * (quarter ? 1.2 : 1),
        0.3 * kick * (quarter ? 1.3 : 1) + (step % 8 === 4 ? snare : 0),
        attack * (quarter ? 1.3 : 1) + (step % 8 === 4 ? 0.6 * snare : 0),
        quarter ? 0.5 : step % 2 === 0 ? 0.2 : 0,
      ];
    });

  // The snare band alternates from beat to beat of the tempo and is on every beat of its half:
  // read at the band's own phase, not the sum's, that is the backbeat.
  it.each([145, 160, 175])('metal at %i BPM with every quarter alike but the snare: the fast beat', (bpm) => {
    for (const [kick, snare, attack] of [
      [0.5, 1, 0.2],
      [1, 1, 0.4],
      [0.5, 2, 0.4],
      [1, 2, 0.2],
    ] as const) {
      const { sum, bands } = evenMetal(bpm, kick, snare, attack);
      expect(tempoOfOnsets(sum, 86.13, bands).bpm, `kick ${kick}, snare ${snare}, attack ${attack}`).toBe(bpm);
    }
  });

  it('a half-time feel (the snare on 3 alone) at the tempo or at half of it, as listeners count it', () => {
    for (const bpm of [90, 120, 150, 174]) {
      const { bpm: measured } = measureMusic(drums({ bpm, seconds: 20, rate: RATE, style: 'halftime' }), RATE).tempo;
      expect(
        [bpm, bpm / 2].some((answer) => Math.abs(measured! - answer) <= 0.5),
        `${bpm} BPM heard as ${measured}`,
      ).toBe(true);
    }
    // Slow enough, the half-time feel is still counted at the tempo.
    expect(measureMusic(drums({ bpm: 90, seconds: 20, rate: RATE, style: 'halftime' }), RATE).tempo.bpm).toBe(90);
  });

  it('music: chords, a bass line and a melody over drums', () => {
    expect(
      measureMusic(chords({ tonic: 9, mode: 'minor', bpm: 90, seconds: 20, rate: RATE, drums: 'rock' }), RATE).tempo
        .bpm,
    ).toBe(90);
    expect(
      measureMusic(chords({ tonic: 0, mode: 'major', bpm: 120, seconds: 20, rate: RATE, drums: 'four' }), RATE).tempo
        .bpm,
    ).toBe(120);
    // Without drums, the chords' and the melody's own onsets keep the time.
    expect(measureMusic(chords({ tonic: 2, mode: 'major', bpm: 100, seconds: 20, rate: RATE }), RATE).tempo.bpm).toBe(
      100,
    );
  });

  it('any rate from 8 kHz, and five seconds are enough', () => {
    for (const rate of [8000, 16000, 44100, 48000])
      expect(measureMusic(drums({ bpm: 120, seconds: 12, rate, style: 'rock' }), rate).tempo.bpm).toBe(120);
    expect(measureMusic(drums({ bpm: 120, seconds: 5, rate: RATE, style: 'rock' }), RATE).tempo.bpm).toBe(120);
    expect(measureMusic(drums({ bpm: 90, seconds: 5, rate: RATE, style: 'clicks' }), RATE).tempo.bpm).toBe(90);
  });

  it('no number where there is no steady pulse: noise, free time, a pad, silence', () => {
    for (const [name, signal] of [
      ['noise', noise(12, RATE)],
      ['free time', rubato(30, RATE)],
      ['free time, short', rubato(8, RATE, 9)],
      ['a pad', pad(30, RATE)],
      ['silence', new Float32Array(10 * RATE)],
    ] as const) {
      const measure = measureMusic(signal, RATE).tempo;
      expect(measure.bpm, name).toBeNull();
      expect(measure.confidence, name).toBeLessThan(TEMPO_CONFIDENCE_FLOOR);
    }
  });

  it('reads a decoder’s blocks, stereo, as it reads the whole signal', () => {
    const signal = drums({ bpm: 128, seconds: 15, rate: 44100, style: 'four' });
    const analyser = new MusicAnalyser(44100);
    for (let at = 0; at < signal.length; at += 1152)
      analyser.push(signal.subarray(at, at + 1152), signal.subarray(at, at + 1152));
    expect(analyser.finish().tempo).toEqual(measureMusic(signal, 44100).tempo);
  });

  it('gives a whole number when within 0.05 of one, else tenths', () => {
    expect([120.04, 119.96, 120.06, 87.449, 0.05].map(roundBpm)).toEqual([120, 120, 120.1, 87.4, 0]);
  });
});
