/**
 * Preview loudness for the detect bench, read by a meter that is not the kit's: ffmpeg's
 * ebur128 filter (ITU-R BS.1770-4 integrated loudness, true peak 4x oversampled), the reference
 * docs/notes name. The spread is what a listener hears going from one card to the next.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface LoudnessReading {
  file: string;
  /** LUFS; null for silence. */
  integrated: number | null;
  /** dBTP; null for digital silence. */
  truePeak: number | null;
}

/** The summary ffmpeg's ebur128 filter prints last: `I: -18.6 LUFS` and, with peak=true, `Peak: -1.8 dBFS`. */
export function parseEbur128(stderr: string, file: string): LoudnessReading {
  const summary = stderr.slice(stderr.lastIndexOf('Summary:'));
  const integrated = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary)?.[1];
  const peak = /Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1];
  const number = (text: string | undefined) => (text === undefined || text === '-inf' ? null : Number(text));
  // ffmpeg reads silence as -70 LUFS, its gate: no loudness at all.
  const lufs = number(integrated);
  return { file, integrated: lufs !== null && lufs <= -70 ? null : lufs, truePeak: number(peak) };
}

export async function ffmpegLoudness(file: string): Promise<LoudnessReading> {
  const { stderr } = await run(
    'ffmpeg',
    ['-nostats', '-hide_banner', '-nostdin', '-i', file, '-filter_complex', 'ebur128=peak=true', '-f', 'null', '-'],
    {
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return parseEbur128(stderr, file);
}

/** The file's length in seconds, as ffprobe reads its container. */
export async function audioSeconds(file: string): Promise<number> {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_entries',
    'format=duration',
    '-of',
    'default=noprint_wrappers=1:nokey=1',
    file,
  ]);
  return Number(stdout.trim());
}

export interface LoudnessSpread {
  files: number;
  /** Files the meter read as silent. */
  silent: number;
  minLufs: number;
  maxLufs: number;
  spreadLu: number;
  maxTruePeak: number;
  /** Files within ±1 LU of the target, when one is given. */
  withinTarget?: number;
  /** Files at or under the true-peak ceiling, when one is given. */
  underCeiling?: number;
}

/** Min, max and spread of the integrated loudness, the highest true peak, and how many meet a target. */
export function loudnessSpread(
  readings: readonly LoudnessReading[],
  target?: { integrated: number; truePeak: number },
): LoudnessSpread {
  const lufs = readings.flatMap((reading) => (reading.integrated === null ? [] : [reading.integrated]));
  const peaks = readings.flatMap((reading) => (reading.truePeak === null ? [] : [reading.truePeak]));
  const minLufs = Math.min(...lufs);
  const maxLufs = Math.max(...lufs);
  return {
    files: readings.length,
    silent: readings.length - lufs.length,
    minLufs,
    maxLufs,
    spreadLu: maxLufs - minLufs,
    maxTruePeak: Math.max(...peaks),
    ...(target && {
      withinTarget: lufs.filter((value) => Math.abs(value - target.integrated) <= 1).length,
      // Of the files that are not silent, as withinTarget is: a file too quiet to gate can still read a peak.
      underCeiling: readings.filter(
        (reading) => reading.integrated !== null && reading.truePeak !== null && reading.truePeak <= target.truePeak,
      ).length,
    }),
  };
}
