import type { Heard, SoundJob } from './sound.worker.ts';

/** Longer than a cue, and a decoded file of that length is some 160 MB: a film's whole score is not a reference. */
export const LONGEST_MINUTES = 15;
/** Rhythm and change need a few bars to be described. */
export const SHORTEST_SECONDS = 5;
/**
 * The most bytes read into the page: 15 minutes of a 24-bit 48 kHz stereo WAV, the film and TV
 * delivery format, is 259 MB. A larger file is longer than that, or heavier than a reference needs.
 */
export const LARGEST_BYTES = 260_000_000;
/** 7.1: a decoded file holds every channel, so twelve channels of a quarter hour would be some 950 MB. */
export const MOST_CHANNELS = 8;
/** Enough of a file's head for the browser to decode a moment of it and say how many channels it has. */
const HEAD_BYTES = 256 * 1024;
/**
 * The rate the file is decoded at: the build's, for most masters are at 44.1 kHz, so the
 * description's own step down to about 11 kHz meets the same samples in the browser as at build.
 * (The browser's resampler to a lower rate filters differently, and the brightness moved with it.)
 */
const DECODE_RATE = 44100;

/** What part of the file is compared: from a second, for so many seconds or to the end. */
export interface Excerpt {
  from: number;
  seconds: number | null;
}

/** Why a file is not compared; each has its own message (the search's file-search.ts). */
export type FileProblem = 'unreadable' | 'tooLarge' | 'tooLong' | 'tooManyChannels' | 'tooShort';

export type Listening = ({ ok: true } & Heard) | { ok: false; problem: FileProblem };

/** The limits as the messages name them. */
export const LIMITS_IN_WORDS = {
  minutes: String(LONGEST_MINUTES),
  seconds: String(SHORTEST_SECONDS),
  megabytes: String(LARGEST_BYTES / 1_000_000),
  channels: String(MOST_CHANNELS),
};

/** What is known of a file before it is decoded (and again after): its size, its length in seconds, its channels when known. */
export interface FileFacts {
  bytes: number;
  seconds: number;
  channels?: number | undefined;
}

/** Why a file is not decoded, or null: each limit keeps the page from holding more than a cue's samples. */
export function refusalOf({ bytes, seconds, channels }: FileFacts): 'tooLarge' | 'tooLong' | 'tooManyChannels' | null {
  if (bytes > LARGEST_BYTES) return 'tooLarge';
  // A header with no length (a recording written as it was made) would be measured only by decoding it whole.
  if (!Number.isFinite(seconds) || seconds > LONGEST_MINUTES * 60) return 'tooLong';
  if (channels !== undefined && channels > MOST_CHANNELS) return 'tooManyChannels';
  return null;
}

/** The file's length from its header alone (Infinity or NaN when it gives none); null when the browser cannot play it. */
function lengthOf(file: Blob): Promise<number | null> {
  const audio = new Audio();
  const address = URL.createObjectURL(file);
  return new Promise<number | null>((resolve) => {
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => resolve(audio.duration);
    audio.onerror = () => resolve(null);
    audio.src = address;
  }).finally(() => {
    audio.removeAttribute('src');
    URL.revokeObjectURL(address);
  });
}

function decode(bytes: ArrayBuffer): Promise<AudioBuffer | null> {
  // The browser's own decoders, whose work runs off the page's thread; a worker has none of them.
  return new OfflineAudioContext(1, 1, DECODE_RATE).decodeAudioData(bytes).catch(() => null);
}

/** How many channels the file has, from a decode of its head; undefined when the head alone does not decode (an M4A whose index is at its end). */
async function channelsOf(file: Blob): Promise<number | undefined> {
  const head = await decode(await file.slice(0, HEAD_BYTES).arrayBuffer());
  return head?.numberOfChannels;
}

function describe(job: SoundJob): Promise<Heard> {
  const worker = new Worker(new URL('./sound.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<Heard>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<Heard>) => resolve(event.data);
    worker.onerror = (event) => reject(new Error(event.message));
    worker.postMessage(job, [job.left.buffer, job.right.buffer]);
  }).finally(() => worker.terminate());
}

/** What a visitor's file sounds like, described as the build describes the catalog's, in this browser: nothing is sent anywhere. */
export async function listenTo(file: Blob, { from, seconds }: Excerpt): Promise<Listening> {
  const length = await lengthOf(file);
  if (length === null) return { ok: false, problem: 'unreadable' };
  // The header's length, the head's channels and the size (known without reading the file): none reads more than its head.
  const before = refusalOf({ bytes: file.size, seconds: length, channels: await channelsOf(file) });
  if (before) return { ok: false, problem: before };
  const buffer = await decode(await file.arrayBuffer());
  if (!buffer) return { ok: false, problem: 'unreadable' };
  // The header may have said less than the file holds.
  const after = refusalOf({ bytes: file.size, seconds: buffer.duration, channels: buffer.numberOfChannels });
  if (after) return { ok: false, problem: after };
  const start = Math.min(buffer.length, Math.round(Math.max(0, from) * buffer.sampleRate));
  const end =
    seconds === null ? buffer.length : Math.min(buffer.length, start + Math.round(seconds * buffer.sampleRate));
  if ((end - start) / buffer.sampleRate < SHORTEST_SECONDS) return { ok: false, problem: 'tooShort' };
  const channel = (index: number) =>
    buffer.getChannelData(Math.min(index, buffer.numberOfChannels - 1)).slice(start, end);
  return { ok: true, ...(await describe({ left: channel(0), right: channel(1), sampleRate: buffer.sampleRate })) };
}
