import { describe, expect, it } from 'vitest';
import { createSpectrum } from './fft.ts';

describe('the spectrum', () => {
  it('puts a sine at its bin, with the amplitude a DFT gives', () => {
    const size = 256;
    const frame = Float32Array.from({ length: size }, (_, n) => Math.sin((2 * Math.PI * 10 * n) / size));
    const magnitudes = new Float32Array(size / 2);
    createSpectrum(size)(frame, magnitudes);
    const loudest = magnitudes.indexOf(Math.max(...magnitudes));
    expect(loudest).toBe(10);
    expect(magnitudes[10]).toBeCloseTo(size / 2, 3);
    expect(magnitudes[20]).toBeLessThan(1e-6);
  });

  it('matches a direct DFT on noise', () => {
    const size = 64;
    const frame = Float32Array.from({ length: size }, (_, n) => (Math.sin(n * 12.9898) * 43758.5453) % 1);
    const magnitudes = new Float32Array(size / 2);
    createSpectrum(size)(frame, magnitudes);
    for (let k = 0; k < size / 2; k++) {
      let re = 0;
      let im = 0;
      for (let n = 0; n < size; n++) {
        re += frame[n]! * Math.cos((2 * Math.PI * k * n) / size);
        im -= frame[n]! * Math.sin((2 * Math.PI * k * n) / size);
      }
      expect(magnitudes[k]).toBeCloseTo(Math.hypot(re, im), 3);
    }
  });

  it('refuses a size that is not a power of two', () => {
    expect(() => createSpectrum(100)).toThrow(/power of two/);
    expect(() => createSpectrum(2)).toThrow(/power of two/);
  });
});
