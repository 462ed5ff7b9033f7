/** What the build learns from one audio file, and the ways reading it can fail. */
import type { Damage } from '../preview/mp3-frames.ts';
import type { EnergyFacts } from '../../../src/audio/energy/energy-facts.ts';
import type { SoundPrint } from '../../../src/audio/sound/sound-print.ts';
import type { KeyMeasure } from '../measure/key.ts';
import type { TempoMeasure } from '../measure/tempo.ts';

export interface AudioFacts {
  /** Seconds, from the decoded sample count. */
  duration: number;
  sampleRate: number;
  channels: 1 | 2;
  /** kb/s when every frame has the same bitrate, else null (VBR). */
  constantBitrate: number | null;
  /** Loudest sample as a fraction of full scale (1 = 0 dBFS); above 0.999 the file clips. */
  peak: number;
  /** Per bar, the loudest sample in that slice, scaled so the loudest bar is 1 (3 decimals). */
  peaks: number[];
  /** Per bar, the RMS level on the same scale as `peaks`: the body of the waveform inside its peaks. */
  rms: number[];
  /** What it sounds like (src/audio/sound/sound-features.ts), for "more like this". */
  sound: number[];
  /** What it sounds like over time (src/audio/sound/sound-print.ts), to find the track an excerpt is of. */
  print: SoundPrint | null;
  /** Its tempo measured from the audio (tempo.ts): `bpm: null` where there is no steady pulse. */
  tempo: TempoMeasure;
  /** Its key measured from the audio (key.ts), in the catalog's spelling: `key: null` where no key is clear. */
  key: KeyMeasure;
  /** How it builds and where it peaks (src/audio/energy/energy-facts.ts). */
  energy?: EnergyFacts;
  /** Stretches that were not MP3 frames (junk, damaged frames), skipped; the duration counts the frames around them. */
  damage: Damage[];
}

export type AudioFactsErrorCode = 'missing' | 'unreadable' | 'unsupported' | 'undecodable' | 'truncated';

/** A problem with one audio file; `message` says what and how to fix it, `file` is the path given. */
export class AudioFactsError extends Error {
  constructor(
    readonly code: AudioFactsErrorCode,
    readonly file: string,
    message: string,
  ) {
    super(message);
    this.name = 'AudioFactsError';
  }
}

/** The AudioFactsError for a file system error met while reading `file`. */
export function readError(file: string, err: unknown): AudioFactsError {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOENT')
    return new AudioFactsError('missing', file, `Audio file not found: ${file}. Put the file there or fix the path.`);
  if (code === 'EISDIR') return new AudioFactsError('unreadable', file, `${file} is a folder, not an audio file.`);
  return new AudioFactsError('unreadable', file, `Cannot read ${file}: ${(err as Error).message}`);
}
