/**
 * Walks the MPEG audio frame headers of a file without decoding: finds where the audio
 * starts (after an ID3v2 tag), checks that every frame is whole, and reports the stream's
 * format. The decoder happily plays a file cut mid-frame; this is how a cut-short upload
 * is caught at build time.
 */

const BITRATES: Record<string, number[]> = {
  // [version][layer] in kb/s, index 1..14
  '1-1': [0, 32, 64, 96, 128, 160, 192, 224, 256, 288, 320, 352, 384, 416, 448],
  '1-2': [0, 32, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320, 384],
  '1-3': [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  '2-1': [0, 32, 48, 56, 64, 80, 96, 112, 128, 144, 160, 176, 192, 224, 256],
  '2-2': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
  '2-3': [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = {
  1: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  2.5: [11025, 12000, 8000],
};

export interface FrameHeader {
  version: 1 | 2 | 2.5;
  layer: 1 | 2 | 3;
  bitrate: number;
  sampleRate: number;
  channels: 1 | 2;
  length: number;
  samples: number;
}

export function parseHeader(b: Uint8Array, at: number): FrameHeader | null {
  if (at + 4 > b.length) return null;
  // The header's four bytes are there, checked above.
  const b1 = b[at + 1]!;
  const b2 = b[at + 2]!;
  if (b[at] !== 0xff || (b1 & 0xe0) !== 0xe0) return null;
  const v = (b1 >> 3) & 3;
  const l = (b1 >> 1) & 3;
  const br = b2 >> 4;
  const sr = (b2 >> 2) & 3;
  if (v === 1 || l === 0 || br === 0 || br === 15 || sr === 3) return null;
  const version = v === 3 ? 1 : v === 2 ? 2 : 2.5;
  const layer = (4 - l) as 1 | 2 | 3;
  // Every version and layer has a table, and br (1..14) and sr (0..2) index within it.
  const bitrate = BITRATES[`${version === 1 ? 1 : 2}-${layer}`]![br]!;
  const sampleRate = SAMPLE_RATES[version]![sr]!;
  const padding = (b2 >> 1) & 1;
  const channels = ((b[at + 3]! >> 6) & 3) === 3 ? 1 : 2;
  const samples = layer === 1 ? 384 : layer === 3 && version !== 1 ? 576 : 1152;
  const length =
    layer === 1
      ? (Math.floor((12 * bitrate * 1000) / sampleRate) + padding) * 4
      : Math.floor(((samples / 8) * bitrate * 1000) / sampleRate) + padding;
  return { version, layer, bitrate, sampleRate, channels, length, samples };
}

/** Bytes between two frames that are not a frame: junk, or a frame whose header was damaged. */
export interface Damage {
  /** Byte offset in the file where the unreadable stretch starts. */
  offset: number;
  /** How many bytes were skipped to the next frame. */
  bytes: number;
}

export interface StreamInfo {
  /** Byte offset of the first audio frame. */
  start: number;
  /** Byte offset just after the last whole frame. */
  end: number;
  /** Runs of whole, consecutive frames from start to end, with the damaged stretches between them left out. */
  runs: { start: number; end: number }[];
  frames: number;
  sampleRate: number;
  channels: 1 | 2;
  /** kb/s of every frame when constant, null for a variable bitrate. */
  constantBitrate: number | null;
  /** Stretches skipped to find the next frame, in file order. */
  damage: Damage[];
}

export type StreamProblem =
  { kind: 'no-frames' } | { kind: 'cut'; frame: number; offset: number; needed: number; available: number };

function id3v2Size(b: Uint8Array): number {
  if (b.length < 10 || b[0] !== 0x49 || b[1] !== 0x44 || b[2] !== 0x33) return 0;
  // The tag's ten-byte header is there, checked above.
  const size = ((b[6]! & 0x7f) << 21) | ((b[7]! & 0x7f) << 14) | ((b[8]! & 0x7f) << 7) | (b[9]! & 0x7f);
  const footer = b[5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

const latin1 = new TextDecoder('latin1');

function isTrailingTag(b: Uint8Array, at: number): boolean {
  const text = (n: number) => latin1.decode(b.subarray(at, at + n));
  return text(3) === 'TAG' || text(8) === 'APETAGEX' || text(3) === 'ID3' || text(11) === 'LYRICSBEGIN';
}

/** A header of the same stream: a damaged header often still parses, as another format. */
function sameStream(h: FrameHeader, first: FrameHeader): boolean {
  return h.version === first.version && h.layer === first.layer && h.sampleRate === first.sampleRate;
}

/**
 * A sync word counts only if the next frame header (of the same stream) follows where this
 * frame says it ends, or the file ends there: eleven set bits turn up by chance in any data.
 */
function findFrame(b: Uint8Array, from: number, limit: number, like: FrameHeader | null): number {
  for (let at = from; at < limit; at++) {
    const h = parseHeader(b, at);
    if (!h || (like && !sameStream(h, like))) continue;
    const next = at + h.length;
    if (next === b.length) return at;
    const following = parseHeader(b, next);
    if (following && sameStream(following, h)) return at;
  }
  return -1;
}

/**
 * Whether a header that parses is a frame's. When no frame follows where it says it ends, either
 * the frame is whole and damage follows it, or a damaged header (a flipped bitrate or padding
 * bit) gives a wrong length: then the next real frame starts inside the length it claims, or
 * its bitrate breaks from the frame before.
 */
function isBelieved(b: Uint8Array, at: number, h: FrameHeader, previous: FrameHeader | null): boolean {
  const end = at + h.length;
  if (end === b.length || b.length - end < 4 || isTrailingTag(b, end)) return true;
  const following = parseHeader(b, end);
  if (following && sameStream(following, h)) return true;
  const next = findFrame(b, at + 1, b.length, h);
  return (next < 0 || next >= end) && (!previous || previous.bitrate === h.bitrate);
}

export function scanMp3(b: Uint8Array): StreamInfo | StreamProblem {
  const start = findFrame(b, id3v2Size(b), Math.min(b.length, id3v2Size(b) + 64 * 1024), null);
  if (start < 0) return { kind: 'no-frames' };
  const first = parseHeader(b, start)!;
  const runs: StreamInfo['runs'] = [];
  const damage: Damage[] = [];
  let runStart = start;
  let at = start;
  let frames = 0;
  let constantBitrate: number | null = first.bitrate;
  let previous: FrameHeader | null = null;
  while (at < b.length) {
    const h = parseHeader(b, at);
    if (!h || !sameStream(h, first)) {
      if (isTrailingTag(b, at)) break;
      // Too short to be a frame at the very end means the last frame was cut.
      if (b.length - at < 4) return { kind: 'cut', frame: frames + 1, offset: at, needed: 4, available: b.length - at };
      // Junk or a damaged frame: resynchronise on the next frame and keep counting, so one bad
      // stretch costs its own length and not the rest of the track.
      const next = findFrame(b, at + 1, b.length, first);
      if (next < 0) {
        damage.push({ offset: at, bytes: b.length - at });
        break;
      }
      damage.push({ offset: at, bytes: next - at });
      if (at > runStart) runs.push({ start: runStart, end: at });
      runStart = at = next;
      continue;
    }
    if (at + h.length > b.length)
      return { kind: 'cut', frame: frames + 1, offset: at, needed: h.length, available: b.length - at };
    if (!isBelieved(b, at, h, previous)) {
      const next = findFrame(b, at + 1, b.length, first);
      damage.push({ offset: at, bytes: (next < 0 ? b.length : next) - at });
      if (at > runStart) runs.push({ start: runStart, end: at });
      if (next < 0) break;
      runStart = at = next;
      continue;
    }
    if (h.bitrate !== constantBitrate) constantBitrate = null;
    previous = h;
    frames += 1;
    at += h.length;
  }
  if (at > runStart) runs.push({ start: runStart, end: at });
  const end = runs.at(-1)?.end ?? start;
  return { start, end, runs, frames, sampleRate: first.sampleRate, channels: first.channels, constantBitrate, damage };
}
