import { SOUND_SIZE } from '../../../audio/sound/sound-features';
import type { SoundSpace } from './sound-space';

/**
 * The catalog's sound space as the build writes it and the browser fetches it the first time a
 * visitor asks for "more like this" or drops a file: the codes in the search base's track order,
 * base64 in JSON, some 40 bytes a track once gzipped.
 */
export interface SoundFile {
  size: number;
  mean: number[];
  spread: number[];
  codes: string;
}

const round = (value: number) => Math.round(value * 1e5) / 1e5;

export function soundFileOf({ mean, spread, codes }: SoundSpace): SoundFile {
  const bytes = new Uint8Array(codes.buffer, codes.byteOffset, codes.byteLength);
  let binary = '';
  // In slices: String.fromCharCode takes its arguments on the stack.
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return { size: SOUND_SIZE, mean: Array.from(mean, round), spread: Array.from(spread, round), codes: btoa(binary) };
}

/** The space a file holds; a file from a build whose sounds had another shape is refused. */
export function spaceOfFile(file: SoundFile): SoundSpace {
  if (file.size !== SOUND_SIZE || file.mean.length !== SOUND_SIZE || file.spread.length !== SOUND_SIZE) throw new Error(`The catalog's sound file holds ${file.size} numbers a sound, not ${SOUND_SIZE}: rebuild the site`);
  const binary = atob(file.codes);
  const codes = new Int8Array(binary.length);
  for (let i = 0; i < binary.length; i++) codes[i] = (binary.charCodeAt(i) << 24) >> 24;
  if (codes.length % SOUND_SIZE !== 0) throw new Error('The catalog’s sound file is cut short: rebuild the site');
  return { mean: Float64Array.from(file.mean), spread: Float64Array.from(file.spread), codes };
}
