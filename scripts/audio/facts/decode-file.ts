/**
 * One decode job, run in a worker of the facts pool: reads the file, hashes the bytes it
 * decodes (the cache key) and reduces them to facts. The bytes and the decoder's output are
 * dropped when the job returns, so a worker holds one file at a time.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { MPEGDecoder } from 'mpg123-decoder';
import { AudioFactsError, readError, type AudioFacts, type AudioFactsErrorCode } from './audio-facts-types.ts';
import { decodeFacts } from './decode-facts.ts';

export interface DecodeJob {
  file: string;
  bars: number;
}

/** Plain data, as a worker's answer crosses a thread: an Error subclass would lose its fields. */
export type DecodeOutcome =
  { ok: true; hash: string; facts: AudioFacts } | { ok: false; code: AudioFactsErrorCode; message: string };

let decoder: MPEGDecoder | null = null;

export async function decodeFile({ file, bars }: DecodeJob): Promise<DecodeOutcome> {
  try {
    const bytes = await readFile(file).catch((err: unknown) => {
      throw readError(file, err);
    });
    const hash = createHash('sha256').update(bytes).digest('hex');
    decoder ??= new MPEGDecoder();
    await decoder.ready;
    await decoder.reset();
    return { ok: true, hash, facts: decodeFacts(file, bytes, bars, decoder) };
  } catch (error) {
    if (error instanceof AudioFactsError) return { ok: false, code: error.code, message: error.message };
    throw error;
  }
}
