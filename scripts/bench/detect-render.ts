/**
 * Plays the set's MIDI through fluidsynth and a General MIDI soundfont into 44.1 kHz stereo
 * 16-bit WAVs under .bench/detect/, named by a hash of what makes them (the MIDI bytes, the
 * gain, the soundfont's path and size), so a second run reuses them and a changed arrangement
 * is rendered again.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { midiFile } from './midi-file.ts';
import { pieceOf, type SetItem } from './detect-set.ts';

const run = promisify(execFile);
export const RENDER_RATE = 44100;

export interface Rendered {
  item: SetItem;
  wav: string;
}

/** Renders every item not in the cache, `jobs` at a time; `progress` hears of each one rendered. */
export async function renderSet(
  items: SetItem[],
  seconds: number,
  dir: string,
  soundfont: string,
  jobs: number,
  progress: (done: number) => void,
): Promise<Rendered[]> {
  await mkdir(dir, { recursive: true });
  const soundfontSize = (await stat(soundfont)).size;
  const out: Rendered[] = new Array(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index]!;
      const midi = midiFile(pieceOf(item, seconds).events);
      const hash = createHash('sha256').update(midi).update(`${item.gain}|${soundfont}|${soundfontSize}|${RENDER_RATE}`).digest('hex').slice(0, 12);
      const wav = path.join(dir, `${item.id}-${hash}.wav`);
      if (!existsSync(wav)) {
        const mid = wav.replace(/\.wav$/, '.mid');
        await writeFile(mid, midi);
        // -q quiet, -n no MIDI input, -i no shell, -F render to file; the .part is renamed once whole.
        await run('nice', [
          '-n',
          '10',
          'fluidsynth',
          '-q',
          '-n',
          '-i',
          '-g',
          item.gain.toFixed(3),
          '-r',
          String(RENDER_RATE),
          '-F',
          `${wav}.part`,
          '-T',
          'wav',
          '-O',
          's16',
          soundfont,
          mid,
        ]);
        await rename(`${wav}.part`, wav);
      }
      out[index] = { item, wav };
      progress(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
  return out;
}
