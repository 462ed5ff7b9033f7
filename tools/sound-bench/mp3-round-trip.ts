/**
 * PCM through the kit's MP3 encoder (lamejs, constant bitrate) and back through the decoder the
 * build uses (mpg123): what a visitor's reference file or an uploaded master has been through.
 */
import { MPEGDecoder } from 'mpg123-decoder';
import { encodeMp3 } from '../../scripts/audio/preview/mp3-encode.ts';

export interface RoundTrip {
  /** The decoded samples, mono, with the encoder's delay and padding trimmed by the decoder. */
  pcm: Float32Array;
  sampleRate: number;
  bytes: number;
  encodeMs: number;
  decodeMs: number;
}

let decoder: MPEGDecoder | null = null;

export async function mp3RoundTrip(pcm: Float32Array, sampleRate: number, kbps: number): Promise<RoundTrip> {
  const encoding = performance.now();
  const mp3 = encodeMp3(pcm, sampleRate, kbps);
  const encodeMs = performance.now() - encoding;
  decoder ??= new MPEGDecoder();
  await decoder.ready;
  await decoder.reset();
  const decoding = performance.now();
  const out = decoder.decode(mp3);
  const decodeMs = performance.now() - decoding;
  if (out.errors.length) throw new Error(`the round trip's MP3 does not decode: ${out.errors[0]!.message}`);
  return {
    pcm: out.channelData[0]!.slice(0, out.samplesDecoded),
    sampleRate: out.sampleRate,
    bytes: mp3.length,
    encodeMs,
    decodeMs,
  };
}
