import { describe, expect, it } from 'vitest';
import { normalizeKey } from '../../../src/sections/catalog/musical-key.ts';
import { decimationOf, Decimator } from './dsp.ts';
import { ChromaListener, chromaOf, KEY_CONFIDENCE_FLOOR, keyName, keyScores } from './key.ts';
import { measureMusic } from './music.ts';
import { chords, drumsOnly, noise, type DrumStyle } from '../../test/audio/test-signals.ts';

const RATE = 22050;

describe('key from the audio', { timeout: 60_000 }, () => {
  // Progressions of harmonic tones (eight partials each) over a bass line and a melody, some over
  // drums, some with the whole band off A = 440 Hz as a detuned synth or an old tape is.
  const played: [string, number, 'major' | 'minor', number, number, DrumStyle | undefined][] = [
    ['C major', 0, 'major', 0, 0, undefined],
    ['E♭ major', 3, 'major', 1, 25, 'rock'],
    ['F♯ major', 6, 'major', 2, -30, undefined],
    ['A major', 9, 'major', 0, 10, 'four'],
    ['B♭ major', 10, 'major', 1, 0, undefined],
    ['A minor', 9, 'minor', 0, 0, 'rock'],
    ['C minor', 0, 'minor', 1, -20, undefined],
    ['F♯ minor', 6, 'minor', 2, 35, 'hiphop'],
    ['B♭ minor', 10, 'minor', 0, 0, undefined],
    ['E minor', 4, 'minor', 1, 15, undefined],
  ];
  it.each(played)(
    '%s (pitch class %i, %s; progression %i, %i cents off, drums: %s)',
    (name, tonic, mode, progression, cents, drums) => {
      const measure = measureMusic(
        chords({
          tonic,
          mode,
          bpm: 96,
          seconds: 20,
          rate: RATE,
          cents,
          progression,
          ...(drums === undefined ? {} : { drums }),
        }),
        RATE,
      ).key;
      expect(measure.key).toBe(name);
      expect(measure.confidence).toBeGreaterThan(0.5);
    },
  );

  it('names keys in the catalog’s one spelling', () => {
    for (const mode of ['major', 'minor'] as const) {
      for (let tonic = 0; tonic < 12; tonic++) expect(normalizeKey(keyName(tonic, mode))).toBe(keyName(tonic, mode));
    }
    expect([keyName(1, 'major'), keyName(1, 'minor'), keyName(8, 'minor'), keyName(3, 'major')]).toEqual([
      'D♭ major',
      'C♯ minor',
      'G♯ minor',
      'E♭ major',
    ]);
  });

  it('finds the band’s tuning', () => {
    const listen = (cents: number) => {
      const signal = chords({ tonic: 7, mode: 'major', bpm: 100, seconds: 12, rate: RATE, cents });
      const listener = new ChromaListener(RATE / decimationOf(RATE));
      const decimator = new Decimator(RATE, [listener]);
      decimator.push(signal);
      decimator.flush();
      return chromaOf(listener);
    };
    for (const cents of [0, 30, -40]) {
      const chroma = listen(cents);
      expect(Math.abs(chroma.cents - cents)).toBeLessThanOrEqual(5);
      expect(chroma.tuned).toBeGreaterThan(0.5);
    }
  });

  it('any rate from 8 kHz', () => {
    for (const rate of [8000, 16000, 44100, 48000]) {
      expect(measureMusic(chords({ tonic: 2, mode: 'minor', bpm: 90, seconds: 12, rate }), rate).key.key).toBe(
        'D minor',
      );
    }
  });

  it('no key where none is clear: noise, drums alone, silence', () => {
    for (const [name, signal] of [
      ['noise', noise(10, RATE)],
      ['drums alone', drumsOnly(10, RATE)],
      ['silence', new Float32Array(10 * RATE)],
    ] as const) {
      const measure = measureMusic(signal, RATE).key;
      expect(measure.key, name).toBeNull();
      expect(measure.confidence, name).toBeLessThan(KEY_CONFIDENCE_FLOOR);
    }
  });

  it('scores every key, best first, by both profiles', () => {
    const cMajorScale = [1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 1];
    const scores = keyScores(cMajorScale);
    expect(scores).toHaveLength(24);
    expect(keyName(scores[0]!.tonic, scores[0]!.mode)).toBe('C major');
    // The relative minor shares every note: it comes next, well behind.
    expect(keyName(scores[1]!.tonic, scores[1]!.mode)).toBe('A minor');
  });
});
