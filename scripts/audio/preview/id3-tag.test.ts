import { parseBuffer } from 'music-metadata';
import { describe, expect, it } from 'vitest';
import { encodeMp3 } from './mp3-encode.ts';
import { concat } from './bytes.ts';
import { id3Frame, id3TagOf, id3TextFrame, type Id3Version } from './id3-tag.ts';

const audio = encodeMp3(new Float32Array(22050), 44100, 128);
const utf8 = new TextEncoder();

describe('id3TagOf', () => {
  // The title follows 300 kB of artwork: read only if the artwork frame's size is written as its
  // version says (syncsafe in 2.4, a plain 32-bit number in 2.3; they differ above 127 bytes).
  it.each([3, 4] as Id3Version[])('writes an ID3v2.%i tag a tag reader reads to the end', async (version) => {
    const art = id3Frame(
      'APIC',
      concat([Uint8Array.of(0), utf8.encode('image/jpeg\0'), Uint8Array.of(3, 0), new Uint8Array(300_000).fill(0x5a)]),
      version,
    );
    const title = id3TextFrame('TIT2', ['Long Night'], version);
    const tag = id3TagOf([art, title], { version, padding: 512 });
    const { common, format } = await parseBuffer(concat([tag, audio]), { mimeType: 'audio/mpeg' });
    expect(format.tagTypes).toContain(`ID3v2.${version}`);
    expect(common.title).toBe('Long Night');
    expect(common.picture?.[0]?.data.length).toBe(300_000);
  });
});
