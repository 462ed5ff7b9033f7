/**
 * Streams a lossless master as float PCM, one block at a time, so a long master never sits
 * in memory whole: WAV (integer 8–32 bit, float, extensible) and AIFF/AIFC (big-endian,
 * `sowt`, `fl32`) read with file reads; FLAC and MP3 through WASM decoders.
 */
import { open, readFile, type FileHandle } from 'node:fs/promises';
import { FLACDecoder } from '@wasm-audio-decoders/flac';
import { MPEGDecoder } from 'mpg123-decoder';
import { scanMp3 } from '../audio/preview/mp3-frames.ts';
import type { MasterFormat } from './master-format.ts';

export interface PcmBlock {
  /** One Float32Array per channel. */
  channels: Float32Array[];
  sampleRate: number;
}

export class PcmError extends Error {
  constructor(
    readonly file: string,
    message: string,
  ) {
    super(`${file}: ${message}`);
    this.name = 'PcmError';
  }
}

interface Layout {
  dataStart: number;
  /** What the file holds of the data: no more than its header gives, and no more than is there. */
  dataBytes: number;
  /** The frames the header promises; null where it does not say (a recorder's 0 or streaming length). */
  promisedFrames: number | null;
  channels: number;
  sampleRate: number;
  bits: number;
  float: boolean;
  littleEndian: boolean;
}

const READ = 1 << 20;
/**
 * A FLAC master is read a quarter as much at a time: its decoder's memory grows to what one read
 * decodes to and stays there, and the floats it hands back wait for the collector; with a megabyte
 * each job in the pool kept some 15 MB more, for no gain in speed.
 */
const FLAC_READ = 1 << 18;

async function readAt(file: FileHandle, at: number, length: number): Promise<Buffer> {
  const buf = Buffer.alloc(length);
  const { bytesRead } = await file.read(buf, 0, length, at);
  return buf.subarray(0, bytesRead);
}

async function wavLayout(path: string, file: FileHandle, size: number): Promise<Layout> {
  let at = 12;
  let fmt: Buffer | null = null;
  while (at + 8 <= size) {
    const header = await readAt(file, at, 8);
    const id = header.toString('latin1', 0, 4);
    const length = header.readUInt32LE(4);
    if (id === 'fmt ') fmt = await readAt(file, at + 8, Math.min(length, 40));
    if (id === 'data') {
      if (!fmt) break;
      let tag = fmt.readUInt16LE(0);
      if (tag === 0xfffe && fmt.length >= 26) tag = fmt.readUInt16LE(24);
      const bits = fmt.readUInt16LE(14);
      if (tag !== 1 && tag !== 3) throw new PcmError(path, `is compressed WAV (format ${tag}); export it as PCM WAV`);
      // A data size of 0 or past the end is what recorders leave when they stop early or stream;
      // 0 and the largest size say nothing, any other is a promise the header check holds it to.
      const dataBytes = length === 0 || at + 8 + length > size ? size - at - 8 : length;
      const channels = fmt.readUInt16LE(2);
      const frameBytes = (bits / 8) * channels;
      const promisedFrames =
        length === 0 || length === 0xffffffff || !frameBytes ? null : Math.floor(length / frameBytes);
      return {
        dataStart: at + 8,
        dataBytes,
        promisedFrames,
        channels,
        sampleRate: fmt.readUInt32LE(4),
        bits,
        float: tag === 3,
        littleEndian: true,
      };
    }
    at += 8 + length + (length & 1);
  }
  throw new PcmError(path, 'has no fmt or data chunk; export it again from the DAW');
}

/** AIFF's 80-bit extended float sample rate. */
function extendedToNumber(b: Buffer, at: number): number {
  const exponent = (b.readUInt16BE(at) & 0x7fff) - 16383;
  const mantissa = b.readUInt32BE(at + 2) * 2 ** -31 + b.readUInt32BE(at + 6) * 2 ** -63;
  return Math.round(mantissa * 2 ** exponent);
}

async function aiffLayout(path: string, file: FileHandle, size: number): Promise<Layout> {
  const form = await readAt(file, 0, 12);
  const aifc = form.toString('latin1', 8, 12) === 'AIFC';
  let at = 12;
  let comm: Layout | null = null;
  while (at + 8 <= size) {
    const header = await readAt(file, at, 8);
    const id = header.toString('latin1', 0, 4);
    const length = header.readUInt32BE(4);
    if (id === 'COMM') {
      const c = await readAt(file, at + 8, Math.min(length, 26));
      const compression = aifc && c.length >= 22 ? c.toString('latin1', 18, 22) : 'NONE';
      if (!['NONE', 'sowt', 'fl32', 'FL32'].includes(compression))
        throw new PcmError(path, `is compressed AIFF-C (${compression}); export it as uncompressed AIFF or WAV`);
      comm = {
        dataStart: 0,
        dataBytes: 0,
        promisedFrames: c.readUInt32BE(2),
        channels: c.readUInt16BE(0),
        sampleRate: extendedToNumber(c, 8),
        bits: c.readUInt16BE(6),
        float: compression.toLowerCase() === 'fl32',
        littleEndian: compression === 'sowt',
      };
    }
    if (id === 'SSND' && comm) {
      const offset = (await readAt(file, at + 8, 4)).readUInt32BE(0);
      return {
        ...comm,
        dataStart: at + 16 + offset,
        dataBytes: Math.min(length - 8 - offset, size - at - 16 - offset),
      };
    }
    at += 8 + length + (length & 1);
  }
  throw new PcmError(path, 'has no COMM or SSND chunk; export it again from the DAW');
}

/** The block's samples as floats, into `out` (one array per channel, a frame per slot). */
function toFloat(bytes: Buffer, layout: Layout, out: Float32Array[]): Float32Array[] {
  const width = layout.bits / 8;
  const frames = out[0]!.length;
  const le = layout.littleEndian;
  let at = 0;
  for (let i = 0; i < frames; i++) {
    for (let c = 0; c < layout.channels; c++) {
      let v: number;
      if (layout.float)
        v =
          width === 8
            ? le
              ? bytes.readDoubleLE(at)
              : bytes.readDoubleBE(at)
            : le
              ? bytes.readFloatLE(at)
              : bytes.readFloatBE(at);
      else if (width === 2) v = (le ? bytes.readInt16LE(at) : bytes.readInt16BE(at)) / 32768;
      else if (width === 3) v = (le ? bytes.readIntLE(at, 3) : bytes.readIntBE(at, 3)) / 8388608;
      else if (width === 4) v = (le ? bytes.readInt32LE(at) : bytes.readInt32BE(at)) / 2147483648;
      // 8-bit WAV is unsigned; 8-bit AIFF is signed.
      else v = le ? (bytes[at]! - 128) / 128 : bytes.readInt8(at) / 128;
      out[c]![i] = v;
      at += width;
    }
  }
  return out;
}

async function* interleaved(
  path: string,
  readLayout: typeof wavLayout,
  reuse: boolean,
  array?: PcmOptions['array'],
): AsyncGenerator<PcmBlock> {
  const file = await open(path, 'r');
  try {
    const { size } = await file.stat();
    const layout = await readLayout(path, file, size);
    if (![8, 16, 24, 32, 64].includes(layout.bits) || (layout.float && layout.bits < 32))
      throw new PcmError(path, `has ${layout.bits}-bit samples, which the import does not read; export 16 or 24-bit`);
    const frameBytes = (layout.bits / 8) * layout.channels;
    const step = Math.floor(READ / frameBytes) * frameBytes;
    // The bytes are read into one buffer: each block's are made floats before the next is read.
    const buffer = Buffer.alloc(Math.min(step, layout.dataBytes));
    // Given where its arrays come from, every block's are the whole step long, the last one's a view
    // on them (the hold counts the view: at most a block's worth it does not see), so the arrays
    // given back fit the next master's blocks, whatever its length.
    const stepFrames = step / frameBytes;
    const fresh = (frames: number) =>
      Array.from({ length: layout.channels }, (_, channel) =>
        array ? array(stepFrames, channel).subarray(0, frames) : new Float32Array(frames),
      );
    let shared: Float32Array[] | null = null;
    for (let at = 0; at < layout.dataBytes; at += step) {
      const { bytesRead } = await file.read(buffer, 0, Math.min(step, layout.dataBytes - at), layout.dataStart + at);
      const bytes = buffer.subarray(0, bytesRead);
      if (bytes.length < frameBytes) break;
      const frames = Math.floor(bytes.length / frameBytes);
      if (reuse && !(shared && shared[0]!.length >= frames)) shared = fresh(frames);
      const out = shared ? shared.map((channel) => channel.subarray(0, frames)) : fresh(frames);
      yield { channels: toFloat(bytes, layout, out), sampleRate: layout.sampleRate };
    }
  } finally {
    await file.close();
  }
}

async function* flac(path: string): AsyncGenerator<PcmBlock> {
  const decoder = new FLACDecoder();
  await decoder.ready;
  const file = await open(path, 'r');
  try {
    const buf = Buffer.alloc(FLAC_READ);
    for (;;) {
      const { bytesRead } = await file.read(buf, 0, buf.length, null);
      if (bytesRead === 0) break;
      const out = await decoder.decode(buf.subarray(0, bytesRead));
      const [error] = out.errors;
      if (error) throw new PcmError(path, `is damaged (${error.message}); export it again`);
      if (out.samplesDecoded) yield { channels: out.channelData, sampleRate: out.sampleRate };
    }
    const last = await decoder.flush();
    if (last.samplesDecoded) yield { channels: last.channelData, sampleRate: last.sampleRate };
  } finally {
    decoder.free();
    await file.close();
  }
}

/** An MP3 master: a few megabytes, read whole; only its whole frames reach the decoder. */
async function* mp3(path: string): AsyncGenerator<PcmBlock> {
  const bytes = await readFile(path);
  const stream = scanMp3(bytes);
  if ('kind' in stream) throw new PcmError(path, `is not a whole MP3 stream (${stream.kind}); export it again`);
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    for (const run of stream.runs) {
      for (let at = run.start; at < run.end; at += 64 * 1024) {
        const out = decoder.decode(bytes.subarray(at, Math.min(run.end, at + 64 * 1024)));
        const [error] = out.errors;
        if (error) throw new PcmError(path, `is damaged near byte ${at} (${error.message}); export it again`);
        // mpg123 hands back two channels even for mono (the second a copy), longer than what it decoded.
        if (out.samplesDecoded)
          yield {
            channels: out.channelData.slice(0, stream.channels).map((c) => c.slice(0, out.samplesDecoded)),
            sampleRate: out.sampleRate,
          };
      }
    }
  } finally {
    decoder.free();
  }
}

/** What a master's header says of it, read without decoding it. */
export interface PcmHeader {
  sampleRate: number;
  channels: number;
  /** The frames the file holds; null for a FLAC, whose compressed frames tell only when decoded. */
  frames: number | null;
  /** The frames the header promises; null where it does not say. */
  promised: number | null;
}

/** A FLAC stream's STREAMINFO: its rate (20 bits), channels and total frames (36 bits; 0 where the encoder did not know). */
async function flacHeader(file: FileHandle): Promise<PcmHeader | null> {
  const head = await readAt(file, 0, 26);
  // "fLaC", then the first metadata block's header, which must be STREAMINFO (type 0).
  if (head.length < 26 || head.toString('latin1', 0, 4) !== 'fLaC' || (head[4]! & 0x7f) !== 0) return null;
  const promised = (head[21]! & 0x0f) * 2 ** 32 + head.readUInt32BE(22);
  return {
    sampleRate: head[18]! * 2 ** 12 + head[19]! * 2 ** 4 + (head[20]! >> 4),
    channels: ((head[20]! >> 1) & 0x07) + 1,
    frames: null,
    promised: promised || null,
  };
}

/**
 * The master's rate, channels and length as its header gives them, without decoding it: WAV and
 * AIFF from their format and data chunks, FLAC from STREAMINFO; null where there is no header to
 * read (an MP3, whose every frame says its own; an M4A; a file this cannot read).
 */
export async function pcmHeader(path: string, format: MasterFormat): Promise<PcmHeader | null> {
  if (format !== 'wav' && format !== 'aiff' && format !== 'flac') return null;
  const file = await open(path, 'r');
  try {
    if (format === 'flac') return await flacHeader(file);
    const { size } = await file.stat();
    const layout = await (format === 'wav' ? wavLayout : aiffLayout)(path, file, size);
    const frameBytes = (layout.bits / 8) * layout.channels;
    return {
      sampleRate: layout.sampleRate,
      channels: layout.channels,
      // Samples of no whole byte are refused by the decode, which names their width.
      frames: frameBytes ? Math.floor(layout.dataBytes / frameBytes) : null,
      promised: layout.promisedFrames,
    };
  } catch {
    // What cannot be read here is refused, with its reason, by the decode itself.
    return null;
  } finally {
    await file.close();
  }
}

/** The master's length in frames and its channels, as its header gives them; null where it does not say. */
export async function pcmLength(
  path: string,
  format: MasterFormat,
): Promise<{ frames: number; channels: number } | null> {
  const header = await pcmHeader(path, format);
  const frames = header && (header.frames ?? header.promised);
  return header && frames ? { frames, channels: header.channels } : null;
}

export interface PcmOptions {
  /**
   * A WAV or AIFF's blocks share one set of arrays, each block written over the last: for a reader
   * done with a block before it asks for the next. Blocks made new each time wait for V8's collector,
   * which frees such memory some 64 MB at a time, and that is most of what an import worker weighs.
   */
  reuse?: boolean;
  /** Where a WAV or AIFF's new arrays come from, channel by channel (a master's hold's lease, for blocks a job holds); by default, new ones. */
  array?: (length: number, channel: number) => Float32Array;
}

/** The master's audio as float blocks; M4A is not decoded here. */
export function pcmBlocks(
  path: string,
  format: MasterFormat,
  { reuse = false, array }: PcmOptions = {},
): AsyncGenerator<PcmBlock> {
  switch (format) {
    case 'wav':
      return interleaved(path, wavLayout, reuse, array);
    case 'aiff':
      return interleaved(path, aiffLayout, reuse, array);
    case 'flac':
      return flac(path);
    case 'mp3':
      return mp3(path);
    default:
      throw new PcmError(
        path,
        `is ${format.toUpperCase()}, which the import cannot decode to make a preview; export it as WAV or MP3`,
      );
  }
}
