/**
 * Find by sound in Chromium, on a built catalog already open at /catalog: what the sound file
 * weighs, how long "more like this" takes from a press to the results drawn at 4x CPU slowdown
 * (the search over every track, the order by sound, the cards drawn), and how long a 3-minute
 * MP3 takes from being picked to the results drawn at 1x (read, decoded, described, ranked).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CDPSession, Page } from '@playwright/test';
import { encodeMp3 } from '../../scripts/audio/preview/mp3-encode.ts';
import { soundFileName } from '../../src/sections/catalog/sound/catalog-sound-file.ts';
import { gzip } from './compress.ts';
import { median } from './median.ts';
import { timeUntilDrawn } from './time-until-drawn.ts';

export interface SoundFigures {
  /** catalog.sound.json gzipped, in all and per track. */
  fileBytes: number;
  bytesPerTrack: number;
  /** "More like this" pressed, to the results drawn, at 4x CPU, each run and the median. */
  likeMs: number[];
  likeMedianMs: number;
  /** A 3-minute MP3 picked, to the results drawn, at 1x CPU. */
  referenceMs: number[];
  referenceMedianMs: number;
}

export const LIKE_SLOWDOWN = 4;
const RUNS = 3;

/**
 * Three minutes of a 44.1 kHz mono MP3 at 128 kb/s: chords changing every two seconds over a
 * kick and noisy hats at 100 BPM, deterministic. Mono, as the kit's encoder writes: a stereo file
 * decodes a little slower.
 */
function referenceMp3(): Uint8Array {
  const rate = 44100;
  const samples = new Float32Array(rate * 180);
  let seed = 7;
  const noise = () => (seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32 - 0.5;
  const chords = [
    [220, 261.63, 329.63],
    [174.61, 220, 261.63],
    [196, 246.94, 293.66],
    [164.81, 207.65, 246.94],
  ];
  for (let n = 0; n < samples.length; n++) {
    const t = n / rate;
    const chord = chords[Math.floor(t / 2) % chords.length]!;
    const beat = t % 0.6;
    const tone = chord.reduce((sum, hz) => sum + Math.sin(2 * Math.PI * hz * t), 0) / 6;
    const kick = beat < 0.12 ? Math.sin(2 * Math.PI * 55 * beat) * (1 - beat / 0.12) : 0;
    const hat = t % 0.3 < 0.03 ? noise() * 0.3 : 0;
    samples[n] = 0.6 * (tone + 0.8 * kick + hat);
  }
  return encodeMp3(samples, rate, 128);
}

export async function measureSoundInBrowser(
  page: Page,
  cdp: CDPSession,
  outDir: string,
  tracks: number,
  work: string,
  progress: (message: string) => void,
): Promise<SoundFigures> {
  const fileBytes = gzip(await readFile(path.join(outDir, soundFileName('catalog')))).length;
  const clear = page.getByRole('button', { name: 'Clear' });
  const like = () => page.locator('#catalog-tracks a[data-like]').first();
  const idle = () => page.locator('#catalog-tracks:not([aria-busy])').waitFor();

  progress(
    `"more like this" at ${LIKE_SLOWDOWN}x CPU slowdown, ${RUNS} runs after one to fetch the sound file and the cards`,
  );
  if (await clear.isVisible()) await clear.click();
  await idle();
  await like().click();
  await idle();
  await page.waitForLoadState('networkidle');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: LIKE_SLOWDOWN });
  const likeMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await page.goBack();
    await idle();
    likeMs.push(await timeUntilDrawn(page, 'click', () => like().click()));
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  progress(`a 3-minute MP3 picked as a reference, ${RUNS} runs at 1x`);
  const reference = path.join(work, 'reference-3min.mp3');
  await writeFile(reference, referenceMp3());
  const picker = page.getByLabel('Find tracks like a file');
  const referenceMs: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    await clear.click();
    await idle();
    referenceMs.push(await timeUntilDrawn(page, 'change', () => picker.setInputFiles(reference)));
  }
  return {
    fileBytes,
    bytesPerTrack: Math.round((fileBytes / tracks) * 10) / 10,
    likeMs,
    likeMedianMs: median(likeMs),
    referenceMs,
    referenceMedianMs: median(referenceMs),
  };
}
