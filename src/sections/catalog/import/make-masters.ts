/**
 * Writes tagged masters the way DAWs and tagging tools do (WAV with RIFF INFO, `id3 `, BWF
 * `bext` and iXML; AIFF with an `ID3 ` chunk; FLAC with Vorbis comments; MP3 with ID3v2),
 * for the import's tests and its bench. The audio is a chord with a little seeded noise, so
 * every file is different and nothing large is committed.
 */
import { open } from 'node:fs/promises';
import { encodeMp3 } from '../../../../scripts/audio/mp3-encode.ts';
import { mulberry32 } from '../../../../scripts/random.ts';
import { concat } from './bytes.ts';
import { id3Tag, type Id3Fields } from './id3-tag.ts';

export interface MasterAudio {
  seconds: number;
  sampleRate?: number;
  channels?: 1 | 2;
  /** 16 or 24-bit integer PCM (WAV, AIFF, FLAC). */
  bits?: 16 | 24;
  seed?: number;
}

const BLOCK = 44100;
const ascii = (s: string) => new TextEncoder().encode(s);

/** Float samples, channel by channel, one block at a time (a 3-minute master never sits in memory). */
function* blocks({ seconds, sampleRate = 44100, channels = 2, seed = 1 }: MasterAudio): Generator<Float32Array[]> {
  const total = Math.round(seconds * sampleRate);
  const rng = mulberry32(seed);
  const base = 110 * (1 + (seed % 24) / 12);
  for (let start = 0; start < total; start += BLOCK) {
    const n = Math.min(BLOCK, total - start);
    const out = Array.from({ length: channels }, () => new Float32Array(n));
    for (let i = 0; i < n; i++) {
      const t = (start + i) / sampleRate;
      const v = 0.3 * Math.sin(2 * Math.PI * base * t) + 0.15 * Math.sin(2 * Math.PI * base * 1.5 * t) + 0.02 * (rng() - 0.5);
      for (let c = 0; c < channels; c++) out[c][i] = c === 0 ? v : 0.9 * v;
    }
    yield out;
  }
}

/** Interleaved integer PCM, little- or big-endian. */
function pcmBytes(channels: Float32Array[], bits: 16 | 24, littleEndian: boolean): Uint8Array {
  const width = bits / 8;
  const n = channels[0].length;
  const out = new Uint8Array(n * channels.length * width);
  const view = new DataView(out.buffer);
  let at = 0;
  const max = bits === 16 ? 32767 : 8388607;
  for (let i = 0; i < n; i++) {
    for (const ch of channels) {
      const v = Math.round(Math.max(-1, Math.min(1, ch[i])) * max);
      if (bits === 16) view.setInt16(at, v, littleEndian);
      else if (littleEndian) {
        out[at] = v & 0xff;
        out[at + 1] = (v >> 8) & 0xff;
        out[at + 2] = (v >> 16) & 0xff;
      } else {
        out[at] = (v >> 16) & 0xff;
        out[at + 1] = (v >> 8) & 0xff;
        out[at + 2] = v & 0xff;
      }
      at += width;
    }
  }
  return out;
}

function chunk(id: string, body: Uint8Array, littleEndian: boolean): Uint8Array {
  const padded = body.length + (body.length & 1);
  const out = new Uint8Array(8 + padded);
  out.set(ascii(id.padEnd(4, ' ')));
  new DataView(out.buffer).setUint32(4, body.length, littleEndian);
  out.set(body, 8);
  return out;
}

export interface WavTags {
  /** RIFF LIST/INFO: INAM, IART, ICMT, IGNR… */
  info?: Record<string, string>;
  id3?: Id3Fields;
  bext?: { description?: string; originator?: string };
  ixml?: string;
}

function bextChunk({ description = '', originator = '' }: NonNullable<WavTags['bext']>): Uint8Array {
  const body = new Uint8Array(602);
  body.set(ascii(description).subarray(0, 256), 0);
  body.set(ascii(originator).subarray(0, 32), 256);
  return chunk('bext', body, true);
}

function infoChunk(info: Record<string, string>): Uint8Array {
  const entries = Object.entries(info).map(([id, value]) => chunk(id, concat([new TextEncoder().encode(value), Uint8Array.of(0)]), true));
  return chunk('LIST', concat([ascii('INFO'), ...entries]), true);
}

/** A WAV master: fmt, bext and iXML before the audio, INFO and id3 after it, as Pro Tools and tagging tools leave them. */
export async function writeWav(path: string, audio: MasterAudio, tags: WavTags = {}): Promise<void> {
  const { seconds, sampleRate = 44100, channels = 2, bits = 16 } = audio;
  const frames = Math.round(seconds * sampleRate);
  const dataBytes = frames * channels * (bits / 8);
  const fmt = new Uint8Array(16);
  const f = new DataView(fmt.buffer);
  f.setUint16(0, 1, true);
  f.setUint16(2, channels, true);
  f.setUint32(4, sampleRate, true);
  f.setUint32(8, sampleRate * channels * (bits / 8), true);
  f.setUint16(12, channels * (bits / 8), true);
  f.setUint16(14, bits, true);
  const before = concat([chunk('fmt ', fmt, true), ...(tags.bext ? [bextChunk(tags.bext)] : []), ...(tags.ixml ? [chunk('iXML', ascii(tags.ixml), true)] : [])]);
  const after = concat([...(tags.info ? [infoChunk(tags.info)] : []), ...(tags.id3 ? [chunk('id3 ', id3Tag(tags.id3), true)] : [])]);
  const dataHeader = new Uint8Array(8);
  dataHeader.set(ascii('data'));
  new DataView(dataHeader.buffer).setUint32(4, dataBytes, true);
  const pad = dataBytes & 1 ? Uint8Array.of(0) : new Uint8Array(0);
  const riff = new Uint8Array(12);
  riff.set(ascii('RIFF'));
  new DataView(riff.buffer).setUint32(4, 4 + before.length + 8 + dataBytes + pad.length + after.length, true);
  riff.set(ascii('WAVE'), 8);
  const file = await open(path, 'w');
  try {
    await file.write(concat([riff, before, dataHeader]));
    for (const block of blocks(audio)) await file.write(pcmBytes(block, bits, true));
    await file.write(concat([pad, after]));
  } finally {
    await file.close();
  }
}

/** The 80-bit extended float AIFF uses for its sample rate. */
function extended(rate: number): Uint8Array {
  const out = new Uint8Array(10);
  const exponent = Math.floor(Math.log2(rate));
  const view = new DataView(out.buffer);
  view.setUint16(0, 16383 + exponent);
  const mantissa = rate / 2 ** exponent;
  view.setUint32(2, Math.floor(mantissa * 2 ** 31) >>> 0);
  view.setUint32(6, Math.floor((mantissa * 2 ** 31 - Math.floor(mantissa * 2 ** 31)) * 2 ** 32) >>> 0);
  return out;
}

/** An AIFF master with its tags in an `ID3 ` chunk, as Logic and tagging tools write them. */
export async function writeAiff(path: string, audio: MasterAudio, id3?: Id3Fields): Promise<void> {
  const { seconds, sampleRate = 44100, channels = 2, bits = 16 } = audio;
  const frames = Math.round(seconds * sampleRate);
  const comm = new Uint8Array(18);
  const c = new DataView(comm.buffer);
  c.setUint16(0, channels);
  c.setUint32(2, frames);
  c.setUint16(6, bits);
  comm.set(extended(sampleRate), 8);
  const dataBytes = frames * channels * (bits / 8);
  const ssndHeader = new Uint8Array(16);
  ssndHeader.set(ascii('SSND'));
  new DataView(ssndHeader.buffer).setUint32(4, dataBytes + 8);
  const pad = dataBytes & 1 ? Uint8Array.of(0) : new Uint8Array(0);
  const head = chunk('COMM', comm, false);
  const tail = id3 ? chunk('ID3 ', id3Tag(id3), false) : new Uint8Array(0);
  const form = new Uint8Array(12);
  form.set(ascii('FORM'));
  new DataView(form.buffer).setUint32(4, 4 + head.length + 16 + dataBytes + pad.length + tail.length);
  form.set(ascii('AIFF'), 8);
  const file = await open(path, 'w');
  try {
    await file.write(concat([form, head, ssndHeader]));
    for (const block of blocks(audio)) await file.write(pcmBytes(block, bits, false));
    await file.write(concat([pad, tail]));
  } finally {
    await file.close();
  }
}

/** An MP3 master (mono CBR 128 kb/s) with an ID3v2 tag before its frames. */
export async function writeMp3(path: string, audio: MasterAudio, id3?: Id3Fields): Promise<void> {
  const sampleRate = audio.sampleRate ?? 44100;
  const mono = new Float32Array(Math.round(audio.seconds * sampleRate));
  let at = 0;
  for (const block of blocks({ ...audio, channels: 1 })) {
    mono.set(block[0], at);
    at += block[0].length;
  }
  const file = await open(path, 'w');
  try {
    await file.write(concat([id3 ? id3Tag(id3) : new Uint8Array(0), encodeMp3(mono, sampleRate, 128)]));
  } finally {
    await file.close();
  }
}

function crc8(bytes: Uint8Array): number {
  let crc = 0;
  for (const b of bytes) {
    crc ^= b;
    for (let k = 0; k < 8; k++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return crc;
}

function crc16(bytes: Uint8Array): number {
  let crc = 0;
  for (const b of bytes) {
    crc ^= b << 8;
    for (let k = 0; k < 8; k++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x8005) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc;
}

/** Writes bits most significant first, as FLAC frames are laid out. */
class BitWriter {
  private bytes: number[] = [];
  private acc = 0;
  private used = 0;
  write(value: number, width: number): void {
    for (let i = width - 1; i >= 0; i--) {
      this.acc = (this.acc << 1) | (Math.floor(value / 2 ** i) & 1);
      if (++this.used === 8) {
        this.bytes.push(this.acc);
        this.acc = 0;
        this.used = 0;
      }
    }
  }
  done(): Uint8Array {
    if (this.used) this.write(0, 8 - this.used);
    return Uint8Array.from(this.bytes);
  }
}

/** A FLAC master with Vorbis comments; frames hold verbatim subframes (valid FLAC, just not compressed). */
export async function writeFlac(path: string, audio: MasterAudio, comments: Record<string, string> = {}): Promise<void> {
  const { seconds, sampleRate = 44100, channels = 2 } = audio;
  const bits = 16;
  const total = Math.round(seconds * sampleRate);
  const FRAME = 4096;
  const info = new BitWriter();
  info.write(FRAME, 16);
  info.write(FRAME, 16);
  info.write(0, 24);
  info.write(0, 24);
  info.write(sampleRate, 20);
  info.write(channels - 1, 3);
  info.write(bits - 1, 5);
  info.write(total, 36);
  for (let i = 0; i < 16; i++) info.write(0, 8);
  const streaminfo = info.done();
  const vendor = new TextEncoder().encode('cuesheet');
  const entries = Object.entries(comments).map(([k, v]) => new TextEncoder().encode(`${k}=${v}`));
  const vc = new Uint8Array(4 + vendor.length + 4 + entries.reduce((n, e) => n + 4 + e.length, 0));
  const v = new DataView(vc.buffer);
  v.setUint32(0, vendor.length, true);
  vc.set(vendor, 4);
  let at = 4 + vendor.length;
  v.setUint32(at, entries.length, true);
  at += 4;
  for (const e of entries) {
    v.setUint32(at, e.length, true);
    vc.set(e, at + 4);
    at += 4 + e.length;
  }
  const blockHeader = (type: number, last: boolean, length: number) => Uint8Array.of((last ? 0x80 : 0) | type, (length >> 16) & 0xff, (length >> 8) & 0xff, length & 0xff);
  const file = await open(path, 'w');
  try {
    await file.write(concat([ascii('fLaC'), blockHeader(0, false, streaminfo.length), streaminfo, blockHeader(4, true, vc.length), vc]));
    let frameNumber = 0;
    let pending: Float32Array[] = Array.from({ length: channels }, () => new Float32Array(0));
    const flush = async (final: boolean) => {
      while (pending[0].length >= FRAME || (final && pending[0].length > 0)) {
        const n = Math.min(FRAME, pending[0].length);
        const w = new BitWriter();
        w.write(0x3ffe, 14);
        w.write(0, 1);
        w.write(0, 1);
        w.write(7, 4);
        w.write(sampleRate === 44100 ? 9 : sampleRate === 48000 ? 10 : 0, 4);
        w.write(channels - 1, 4);
        w.write(4, 3);
        w.write(0, 1);
        // Frame number in FLAC's UTF-8-like coding; bench and test files stay under 2^11 frames.
        if (frameNumber < 0x80) w.write(frameNumber, 8);
        else {
          w.write(0xc0 | (frameNumber >> 6), 8);
          w.write(0x80 | (frameNumber & 0x3f), 8);
        }
        w.write(n - 1, 16);
        const header = w.done();
        const body = new BitWriter();
        for (const b of header) body.write(b, 8);
        body.write(crc8(header), 8);
        for (let c = 0; c < channels; c++) {
          body.write(0, 1);
          body.write(1, 6);
          body.write(0, 1);
          for (let i = 0; i < n; i++) {
            const s = Math.round(Math.max(-1, Math.min(1, pending[c][i])) * 32767);
            body.write(s < 0 ? s + 65536 : s, 16);
          }
        }
        const bytes = body.done();
        const crc = crc16(bytes);
        await file.write(concat([bytes, Uint8Array.of(crc >> 8, crc & 0xff)]));
        pending = pending.map((p) => p.subarray(n));
        frameNumber++;
      }
    };
    for (const block of blocks({ ...audio, sampleRate })) {
      pending = pending.map((p, c) => {
        const joined = new Float32Array(p.length + block[c].length);
        joined.set(p);
        joined.set(block[c], p.length);
        return joined;
      });
      await flush(false);
    }
    await flush(true);
  } finally {
    await file.close();
  }
}
