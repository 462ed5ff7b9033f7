import { beforeAll, describe, expect, it } from 'vitest';
import {
  breakHeader,
  concat,
  encode,
  id3v2,
  insertJunk,
  interleave,
  withXing,
  type Encoded,
} from '../../test/audio/make-mp3.ts';
import { scanMp3, type StreamInfo } from './mp3-frames.ts';

function scan(bytes: Uint8Array): StreamInfo {
  const stream = scanMp3(bytes);
  if ('kind' in stream) throw new Error(`expected a stream, got ${stream.kind}`);
  return stream;
}

// lamejs encodes a few seconds in a few hundred ms on an idle core; a machine shared with other jobs has been ten times slower.
const SLOW = { timeout: 60_000 };

let stereo: Encoded;
beforeAll(() => {
  stereo = encode({ seconds: 4, sampleRate: 44100, channels: 2, kbps: 128 });
}, SLOW.timeout);

describe('scanMp3 on whole files', SLOW, () => {
  it('counts every frame of a clean CBR stream and finds no damage', () => {
    const stream = scan(stereo.bytes);
    expect(stream).toMatchObject({
      start: 0,
      end: stereo.bytes.length,
      frames: stereo.frames.length,
      sampleRate: 44100,
      channels: 2,
      constantBitrate: 128,
      damage: [],
    });
    expect(stream.runs).toEqual([{ start: 0, end: stereo.bytes.length }]);
  });

  it.each([3, 4] as const)('skips an ID3v2.%i tag with 2 MB of artwork full of sync words', (version) => {
    const tag = id3v2(version, 2_000_000);
    const stream = scan(concat([tag, stereo.bytes]));
    expect(stream.start).toBe(tag.length);
    expect(stream.frames).toBe(stereo.frames.length);
    expect(stream.damage).toEqual([]);
  });

  it('calls a stream of mixed bitrates VBR, with or without a Xing header', () => {
    const vbr = interleave(stereo, encode({ seconds: 4, sampleRate: 44100, channels: 2, kbps: 224 }), 5);
    expect(scan(vbr.bytes)).toMatchObject({ constantBitrate: null, frames: vbr.frames.length, damage: [] });
    expect(scan(withXing(vbr))).toMatchObject({ constantBitrate: null, frames: vbr.frames.length + 1, damage: [] });
  });

  it('reads 48 kHz mono and stops at an ID3v1 tag without calling it damage', () => {
    const mono = encode({ seconds: 2, sampleRate: 48000, channels: 1, kbps: 64 });
    const tag = concat([new TextEncoder().encode('TAG'), new Uint8Array(125)]);
    expect(scan(concat([mono.bytes, tag]))).toMatchObject({
      end: mono.bytes.length,
      sampleRate: 48000,
      channels: 1,
      damage: [],
    });
  });
});

describe('scanMp3 on damaged files: resynchronises and keeps counting', () => {
  it('junk between two frames is one damaged stretch at its offset; every frame is still counted', () => {
    const { bytes, offset } = insertJunk(stereo.bytes, stereo.frames, 60, 700);
    const stream = scan(bytes);
    expect(stream.damage).toEqual([{ offset, bytes: 700 }]);
    expect(stream.frames).toBe(stereo.frames.length);
    expect(stream.runs).toEqual([
      { start: 0, end: offset },
      { start: offset + 700, end: bytes.length },
    ]);
  });

  it('a frame whose header is zeroed is skipped alone', () => {
    const { bytes, offset } = breakHeader(stereo.bytes, stereo.frames, 80);
    const [from, to] = stereo.frames[80]!;
    const stream = scan(bytes);
    expect(stream.damage).toEqual([{ offset, bytes: to - from }]);
    expect(stream.frames).toBe(stereo.frames.length - 1);
    expect(stream.constantBitrate).toBe(128);
  });

  it('a header whose bitrate bits flipped (so it lies about its length) is caught by the frame that follows', () => {
    const bytes = stereo.bytes.slice();
    const [from, to] = stereo.frames[90]!;
    bytes[from + 2]! ^= 0x30;
    const stream = scan(bytes);
    expect(stream.damage).toEqual([{ offset: from, bytes: to - from }]);
    expect(stream.constantBitrate).toBe(128);
  });

  it('several damaged places are each reported, in file order', () => {
    const once = insertJunk(stereo.bytes, stereo.frames, 20, 50);
    const moved = stereo.frames.map(([a, b], i) => (i >= 20 ? [a + 50, b + 50] : [a, b]) as [number, number]);
    const twice = breakHeader(once.bytes, moved, 100);
    expect(scan(twice.bytes).damage.map((d) => d.offset)).toEqual([once.offset, twice.offset]);
  });

  it('a tail that is neither frames nor a tag is damage to the end of the file, not silently dropped', () => {
    const tail = Uint8Array.from({ length: 5000 }, (_, i) => (i * 13) & 0x7f);
    expect(scan(concat([stereo.bytes, tail])).damage).toEqual([{ offset: stereo.bytes.length, bytes: 5000 }]);
  });

  it('a file cut mid-frame is still reported as cut, not as damage', () => {
    expect(scanMp3(stereo.bytes.subarray(0, stereo.frames[50]![0] + 100))).toMatchObject({ kind: 'cut', frame: 51 });
  });
});
