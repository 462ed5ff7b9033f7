import { SOUND_SIZE } from '../../../audio/sound/sound-features.ts';
import type { SoundSpace } from './sound-space.ts';

/** Bumped whenever what the file holds changes shape: a file from an older build is refused, not misread. 2: the prints. 3: harmony from the key and the bar's accents. */
export const SOUND_FILE_VERSION = 3;

/**
 * The catalog's sound space as the build writes it and the browser fetches it the first time a
 * visitor asks for "more like this" or drops a file: the codes in the search base's track order,
 * base64 in JSON, some 40 bytes a track once gzipped; then each track's print (sound-print.ts), an
 * empty one where there is none, some 130 bytes for a 3-minute track.
 */
export interface SoundFile {
  version: number;
  size: number;
  mean: number[];
  spread: number[];
  codes: string;
  pitches: string[];
  rises: string[];
  /** Each track's tempo as "more like this" compares it (null: no steady pulse), a few bytes a track; optional, so a file without it still reads. */
  tempos?: (number | null)[];
  /** Each track's key as "more like this" relates it (like-key.ts's keyNumber, null: none clear), one or two digits a track; optional as tempos. */
  keys?: (number | null)[];
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;

export function soundFileOf({ mean, spread, codes, prints, tempos, keys }: SoundSpace): SoundFile {
  const bytes = new Uint8Array(codes.buffer, codes.byteOffset, codes.byteLength);
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return {
    version: SOUND_FILE_VERSION,
    size: SOUND_SIZE,
    mean: Array.from(mean, round),
    spread: Array.from(spread, round),
    codes: btoa(binary),
    pitches: prints.map((print) => print?.pitches ?? ''),
    rises: prints.map((print) => print?.rises ?? ''),
    ...(tempos && { tempos: [...tempos] }),
    ...(keys && { keys: [...keys] }),
  };
}

/** The space a file holds; a file from a build whose sounds had another shape is refused. */
export function spaceOfFile(file: SoundFile): SoundSpace {
  if (file.version !== SOUND_FILE_VERSION)
    throw new Error(
      `The catalog's sound file is of version ${file.version ?? 1}, not ${SOUND_FILE_VERSION}: rebuild the site`,
    );
  if (file.size !== SOUND_SIZE || file.mean.length !== SOUND_SIZE || file.spread.length !== SOUND_SIZE)
    throw new Error(`The catalog's sound file holds ${file.size} numbers a sound, not ${SOUND_SIZE}: rebuild the site`);
  const binary = atob(file.codes);
  const codes = new Int8Array(binary.length);
  for (let i = 0; i < binary.length; i++) codes[i] = (binary.charCodeAt(i) << 24) >> 24;
  const places = codes.length / SOUND_SIZE;
  if (!Number.isInteger(places) || file.pitches.length !== places || file.rises.length !== places)
    throw new Error('The catalog’s sound file is cut short: rebuild the site');
  const prints = file.pitches.map((pitches, place) =>
    pitches || file.rises[place] ? { pitches, rises: file.rises[place]! } : null,
  );
  const tempos = Array.isArray(file.tempos) && file.tempos.length === places ? file.tempos : undefined;
  const keys = Array.isArray(file.keys) && file.keys.length === places ? file.keys : undefined;
  return {
    mean: Float64Array.from(file.mean),
    spread: Float64Array.from(file.spread),
    codes,
    prints,
    ...(tempos && { tempos }),
    ...(keys && { keys }),
  };
}
