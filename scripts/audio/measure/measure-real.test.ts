import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pcmBlocks } from '../../import/pcm.ts';
import { MusicAnalyser, measureMusic } from './music.ts';

/**
 * A real mix, as the world makes them: 16 s of "Through Space" by Max McCracken (CC BY-SA 3.0),
 * electronic music from a tracker, as FLAC. Its tempo and key were established without these
 * measures (tests/fixtures/audio/README.md): aubio's onsets lie on a grid of sixteenths at 115.0
 * BPM and the whole track lasts 448.0 beats at that tempo; keyfinder-cli names E minor for the
 * excerpt and the track, and the notes heard are E minor's.
 */
const FIXTURE = resolve(import.meta.dirname, '../../../tests/fixtures/audio/through-space-excerpt.flac');

describe('a real recording: "Through Space", 16 s of FLAC', () => {
  it('115 BPM in E minor, read through the import’s own FLAC decoder, block by block, whole or in pieces', async () => {
    const analyser = new MusicAnalyser(22050);
    const parts: Float32Array[] = [];
    let rate = 0;
    for await (const block of pcmBlocks(FIXTURE, 'flac')) {
      rate = block.sampleRate;
      const [left, right] = block.channels;
      analyser.push(left!, right ?? null);
      parts.push(right ? Float32Array.from(left!, (l, i) => (l + right[i]!) / 2) : left!);
    }
    expect(rate).toBe(22050);
    const streamed = analyser.finish();
    expect(streamed.tempo.bpm).toBe(115);
    expect(streamed.tempo.confidence).toBeGreaterThan(0.8);
    expect(streamed.key.key).toBe('E minor');
    expect(streamed.key.confidence).toBeGreaterThan(0.5);

    const mono = new Float32Array(parts.reduce((sum, part) => sum + part.length, 0));
    parts.reduce((at, part) => (mono.set(part, at), at + part.length), 0);
    expect(mono.length / rate).toBeCloseTo(16, 1);
    expect(measureMusic(mono, rate)).toEqual(streamed);
    expect(measureMusic(parts, rate)).toEqual(streamed);
  });
});
