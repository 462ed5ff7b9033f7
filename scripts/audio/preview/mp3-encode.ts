/**
 * Float mono PCM to constant-bitrate MP3 with lamejs (pure JS, so no native encoder is needed),
 * plus the LAME "Info" tag that lamejs leaves out: it carries the encoder delay and padding,
 * so decoders and browsers trim them and report the exact length.
 */
import { Mp3Encoder } from '@breezystack/lamejs';
import { parseHeader, scanMp3 } from './mp3-frames.ts';

const FRAME = 1152;
/** LAME's encoder delay (measured on lamejs output: the decoder adds its own 529 on top). */
export const ENCODER_DELAY = 576;
/** MPEG-1 Layer III side information: 17 bytes mono, 32 stereo; the tag follows it. */
const SIDE_INFO_MONO = 17;

/** CRC-16/ARC, the checksum the LAME tag uses for its own first 190 bytes. */
function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}

function infoFrame(audio: Uint8Array, samples: number, kbps: number): Uint8Array {
  const stream = scanMp3(audio);
  if ('kind' in stream) throw new Error('lamejs produced no MP3 frames');
  const header = audio.slice(stream.start, stream.start + 4);
  header[2]! &= ~0x02; // no padding slot in the tag frame
  const h = parseHeader(header, 0);
  if (!h || h.channels !== 1 || h.version !== 1) throw new Error('The Info tag writer handles MPEG-1 mono only');
  const frame = new Uint8Array(h.length);
  frame.set(header);
  const view = new DataView(frame.buffer);
  let at = 4 + SIDE_INFO_MONO;
  frame.set(new TextEncoder().encode('Info'), at);
  view.setUint32(at + 4, 0x0f); // frames, bytes, TOC and quality present
  view.setUint32(at + 8, stream.frames);
  view.setUint32(at + 12, frame.length + (stream.end - stream.start));
  // CBR: the seek table is a straight line.
  for (let i = 0; i < 100; i++) frame[at + 16 + i] = Math.floor((i * 256) / 100);
  view.setUint32(at + 116, 0);
  at += 120;
  const lame = at;
  frame.set(new TextEncoder().encode('LAME3.100'), at);
  frame[at + 9] = 0x01; // tag revision 0, VBR method 1 = constant bitrate
  frame[at + 20] = Math.min(255, kbps);
  const padding = stream.frames * FRAME - samples - ENCODER_DELAY;
  if (padding < 0 || padding > 0xfff) throw new Error(`Unexpected MP3 padding ${padding}`);
  frame[at + 21] = ENCODER_DELAY >> 4;
  frame[at + 22] = ((ENCODER_DELAY & 0xf) << 4) | (padding >> 8);
  frame[at + 23] = padding & 0xff;
  view.setUint32(at + 28, frame.length + (stream.end - stream.start));
  view.setUint16(at + 32, crc16(audio.subarray(stream.start, stream.end)));
  view.setUint16(lame + 34, crc16(frame.subarray(0, 190)));
  return frame;
}

export function encodeMp3(samples: Float32Array, sampleRate: number, kbps: number): Uint8Array {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) pcm[i] = Math.round(Math.max(-1, Math.min(1, samples[i]!)) * 32767);
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < pcm.length; i += FRAME) chunks.push(encoder.encodeBuffer(pcm.subarray(i, i + FRAME)));
  chunks.push(encoder.flush());
  const audio = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of chunks) {
    audio.set(c, at);
    at += c.length;
  }
  const tag = infoFrame(audio, samples.length, kbps);
  const out = new Uint8Array(tag.length + audio.length);
  out.set(tag);
  out.set(audio, tag.length);
  return out;
}
