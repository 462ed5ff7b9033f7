import type { Heard, SoundJob } from './sound.worker';

/** Longer than a cue, and a decoded file of that length is some 160 MB: a film's whole score is not a reference. */
export const LONGEST_MINUTES = 15;
/** Rhythm and change need a few bars to be described. */
export const SHORTEST_SECONDS = 5;
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

export type Listening = ({ ok: true } & Heard) | { ok: false; problem: 'unreadable' | 'tooLong' | 'tooShort' };

/** The file's length from its header alone, before a decode that would hold it all in memory; null when the browser cannot play it. */
function lengthOf(file: Blob): Promise<number | null> {
  const audio = new Audio();
  const address = URL.createObjectURL(file);
  return new Promise<number | null>((resolve) => {
    audio.preload = 'metadata';
    audio.onloadedmetadata = () => resolve(Number.isFinite(audio.duration) ? audio.duration : null);
    audio.onerror = () => resolve(null);
    audio.src = address;
  }).finally(() => {
    audio.removeAttribute('src');
    URL.revokeObjectURL(address);
  });
}

async function decode(file: Blob): Promise<AudioBuffer | null> {
  const bytes = await file.arrayBuffer();
  // The browser's own decoders, whose work runs off the page's thread; a worker has none of them.
  return new OfflineAudioContext(1, 1, DECODE_RATE).decodeAudioData(bytes).catch(() => null);
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
  if (length !== null && length > LONGEST_MINUTES * 60) return { ok: false, problem: 'tooLong' };
  const buffer = await decode(file);
  if (!buffer) return { ok: false, problem: 'unreadable' };
  if (buffer.duration > LONGEST_MINUTES * 60) return { ok: false, problem: 'tooLong' };
  const start = Math.min(buffer.length, Math.round(Math.max(0, from) * buffer.sampleRate));
  const end = seconds === null ? buffer.length : Math.min(buffer.length, start + Math.round(seconds * buffer.sampleRate));
  if ((end - start) / buffer.sampleRate < SHORTEST_SECONDS) return { ok: false, problem: 'tooShort' };
  const channel = (index: number) => buffer.getChannelData(Math.min(index, buffer.numberOfChannels - 1)).slice(start, end);
  return { ok: true, ...(await describe({ left: channel(0), right: channel(1), sampleRate: buffer.sampleRate })) };
}
