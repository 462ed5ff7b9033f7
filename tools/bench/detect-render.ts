/**
 * Plays the set's MIDI through fluidsynth and a General MIDI soundfont into 44.1 kHz stereo
 * 16-bit WAVs in the folder it is given (.bench/detect/ for the detect bench), then brings each to its master level with sox (a limiter
 * where the gain would clip, as a mastering engineer's would), measured by ffmpeg's EBU R128
 * meter. Files are named by a hash of what makes them (the MIDI bytes, the level, the
 * soundfont's path and size), so a second run reuses them and a changed arrangement is rendered again.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { midiFile } from './midi-file.ts';
import { ffmpegLoudness } from './detect-loudness.ts';
import type { Piece } from './detect-arrangements.ts';
import { runLowPriority } from './low-priority.ts';

const run = promisify(execFile);
export const RENDER_RATE = 44100;

/** What a file is named by and the level it is mastered to. */
export interface RenderItem {
  id: string;
  masterLufs: number;
}

export interface Rendered<T extends RenderItem> {
  item: T;
  wav: string;
}

/**
 * Renders every item not in the cache, `jobs` at a time, each the arrangement `arrange` writes for
 * it; `progress` hears of each one rendered.
 */
export async function renderSet<T extends RenderItem>(
  items: T[],
  arrange: (item: T, seconds: number) => Piece,
  seconds: number,
  dir: string,
  soundfont: string,
  jobs: number,
  progress: (done: number) => void,
): Promise<Rendered<T>[]> {
  await mkdir(dir, { recursive: true });
  const soundfontSize = (await stat(soundfont)).size;
  const out: Rendered<T>[] = new Array(items.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index]!;
      const midi = midiFile(arrange(item, seconds).events);
      const hash = createHash('sha256')
        .update(midi)
        .update(`${item.masterLufs}|${soundfont}|${soundfontSize}|${RENDER_RATE}`)
        .digest('hex')
        .slice(0, 12);
      const wav = path.join(dir, `${item.id}-${hash}.wav`);
      if (!existsSync(wav)) {
        const mid = wav.replace(/\.wav$/, '.mid');
        await writeFile(mid, midi);
        const played = wav.replace(/\.wav$/, '.played.wav');
        // -q quiet, -n no MIDI input, -i no shell, -F render to file; 32-bit float, so the level is set once, by sox.
        const fluidsynth = [
          '-q',
          '-n',
          '-i',
          '-g',
          '0.5',
          '-r',
          String(RENDER_RATE),
          '-F',
          played,
          '-T',
          'wav',
          '-O',
          'float',
          soundfont,
          mid,
        ];
        await runLowPriority('fluidsynth', fluidsynth);
        // gain -l: a limiter where the gain would clip, which also lowers the loudness, so the gain is
        // corrected twice by what the meter reads; -b 16: the 16-bit WAV a DAW bounces.
        let gain = 0;
        let reading = (await ffmpegLoudness(played)).integrated;
        for (let pass = 0; pass < 3 && reading !== null && Math.abs(reading - item.masterLufs) > 0.3; pass++) {
          gain += item.masterLufs - reading;
          await runLowPriority('sox', [played, '-b', '16', '-t', 'wav', `${wav}.part`, 'gain', '-l', gain.toFixed(2)]);
          reading = (await ffmpegLoudness(`${wav}.part`)).integrated;
        }
        if (gain === 0) await run('sox', [played, '-b', '16', '-t', 'wav', `${wav}.part`]);
        await rename(`${wav}.part`, wav);
        await rm(played);
      }
      out[index] = { item, wav };
      progress(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, jobs) }, worker));
  return out;
}
