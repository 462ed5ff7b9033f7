/**
 * The one check of what a master's header says, made before anything decodes it: a rate, a
 * channel count or a length no real master has sent the decoders and meters into what no test
 * had reached (a 2 Hz WAV looped the loudness meter over 0-frame segments past 1 GB; a cut WAV
 * became a preview with no duration), so such a master is refused by name with what is wrong.
 */
import { LOWEST_RATE } from '../audio/measure/dsp.ts';
import { pcmHeader, type PcmHeader } from './pcm.ts';
import type { MasterFormat } from './master-format.ts';

/** The highest rate a DAW records at (8x 48 kHz); the lowest is the lowest the measures hear, the telephone's. */
const HIGHEST_RATE = 384_000;
/** 7.1, the widest master a library delivers. */
const MOST_CHANNELS = 8;
/**
 * The least audio a master makes a preview of: LAME's output for less is three MP3 frames or
 * fewer, to which music-metadata (the import's own reader) gives no length; 0.1 s makes five.
 */
export const LEAST_SECONDS = 0.1;

/** `2 s`, `0.5 s`, `1.999 s`: seconds to the millisecond, as a header's length is told. */
const seconds = (value: number) => `${Number(value.toFixed(3))} s`;
/** What a file holds, rounded down, so a file a frame short never reads as whole. */
const held = (value: number) => seconds(Math.floor(value * 1000) / 1000);

/** Why a master of `length` seconds makes no preview. */
export const tooShort = (length: number) =>
  `it holds ${held(length)} of audio; a master must hold ${LEAST_SECONDS} s at least for its preview to play`;

/** What is wrong with a master's header facts, every fault joined; null when nothing is. */
export function masterHeaderProblem({ sampleRate, channels, frames, promised }: PcmHeader): string | null {
  const problems: string[] = [];
  if (!(sampleRate >= LOWEST_RATE && sampleRate <= HIGHEST_RATE))
    problems.push(
      `the header says ${sampleRate} Hz; a master's sample rate must be ${LOWEST_RATE / 1000}–${HIGHEST_RATE / 1000} kHz`,
    );
  if (!(channels >= 1 && channels <= MOST_CHANNELS))
    problems.push(`the header says ${channels} channels; a master has 1 to ${MOST_CHANNELS}`);
  if (problems.length) return problems.join('; ');
  if (frames !== null && promised !== null && frames < promised)
    return `the header promises ${seconds(promised / sampleRate)} of audio and the file holds ${held(frames / sampleRate)}: it was cut short; copy it or export it again`;
  // A FLAC tells only what it promises; what it holds is checked as its preview is written.
  const length = frames ?? promised;
  if (length !== null && length < LEAST_SECONDS * sampleRate) return tooShort(length / sampleRate);
  return null;
}

/** Why the master at `path` is refused before it is decoded, from its header; null where its header is sound or says nothing. */
export async function masterHeaderRefusal(path: string, format: MasterFormat): Promise<string | null> {
  const header = await pcmHeader(path, format);
  return header && masterHeaderProblem(header);
}
