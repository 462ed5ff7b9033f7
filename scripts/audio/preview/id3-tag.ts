/**
 * ID3v2 tags. The import writes a 2.4 tag (UTF-8 text frames) into every preview, so a downloaded
 * file still names its title, artist, ISRC, writers, publisher and where it came from; the audio
 * tests build the tags of real catalogs' files (2.3 or 2.4, with artwork) from the same frames.
 */
import { concat } from './bytes.ts';

/** The frames a tag holds; a field that is undefined, like one left out, writes no frame. */
export interface Id3Fields {
  title?: string | undefined;
  artist?: string | undefined;
  isrc?: string | undefined;
  composers?: readonly string[] | undefined;
  publisher?: string | undefined;
  bpm?: number | undefined;
  key?: string | undefined;
  genres?: readonly string[] | undefined;
  mood?: string | undefined;
  comment?: string | undefined;
  /** The artist's site (WOAR): where the buyer licenses the track. */
  url?: string | undefined;
  /** Unsynchronised lyrics (USLT). */
  lyrics?: string | undefined;
  /** The lyrics' language, ISO 639-2 (TLAN and USLT's language field); `XXX` when unknown, as ID3 says. */
  language?: string | undefined;
  /** User-defined text frames (TXXX), by description: what ID3 has no frame of its own for. */
  extra?: Readonly<Record<string, string | undefined>>;
}

const utf8 = new TextEncoder();

/** 2.3 is the version many taggers still write; the previews are 2.4. */
export type Id3Version = 3 | 4;

function syncsafe(n: number): Uint8Array {
  return Uint8Array.of((n >>> 21) & 0x7f, (n >>> 14) & 0x7f, (n >>> 7) & 0x7f, n & 0x7f);
}

/** One frame; ID3v2.4 writes its size syncsafe (7 bits a byte), 2.3 as a plain 32-bit number. */
export function id3Frame(id: string, body: Uint8Array, version: Id3Version = 4): Uint8Array {
  const out = new Uint8Array(10 + body.length);
  out.set(utf8.encode(id), 0);
  if (version === 4) out.set(syncsafe(body.length), 4);
  else new DataView(out.buffer).setUint32(4, body.length);
  out.set(body, 10);
  return out;
}

/** A UTF-8 text frame; ID3v2.4 separates several values with a NUL. */
export function id3TextFrame(id: string, values: readonly string[], version: Id3Version = 4): Uint8Array {
  return id3Frame(id, concat([Uint8Array.of(3), utf8.encode(values.join('\0'))]), version);
}

/**
 * A tag of these frames, header included, to be put before the first MPEG frame; `padding` zero
 * bytes after the frames, the room taggers leave to edit a tag in place. The tag's own size is
 * syncsafe in both versions.
 */
export function id3TagOf(
  frames: readonly Uint8Array[],
  { version = 4, padding = 0 }: { version?: Id3Version; padding?: number } = {},
): Uint8Array {
  const body = concat([...frames, new Uint8Array(padding)]);
  return concat([utf8.encode('ID3'), Uint8Array.of(version, 0, 0), syncsafe(body.length), body]);
}

/** A preview's tag: a frame for each field that has a value. */
export function id3Tag(fields: Id3Fields): Uint8Array {
  const frames: Uint8Array[] = [];
  const text = (id: string, value: string | number | undefined) => {
    if (value !== undefined && String(value).trim()) frames.push(id3TextFrame(id, [String(value)]));
  };
  const list = (id: string, values: readonly string[] | undefined) => {
    const kept = (values ?? []).filter((v) => v.trim());
    if (kept.length) frames.push(id3TextFrame(id, kept));
  };
  text('TIT2', fields.title);
  text('TPE1', fields.artist);
  text('TSRC', fields.isrc);
  list('TCOM', fields.composers);
  text('TPUB', fields.publisher);
  text('TBPM', fields.bpm === undefined ? undefined : Math.round(fields.bpm));
  text('TKEY', fields.key);
  list('TCON', fields.genres);
  text('TMOO', fields.mood);
  if (fields.comment?.trim())
    frames.push(
      id3Frame('COMM', concat([Uint8Array.of(3), utf8.encode('eng'), Uint8Array.of(0), utf8.encode(fields.comment)])),
    );
  if (fields.url?.trim()) frames.push(id3Frame('WOAR', utf8.encode(fields.url)));
  text('TLAN', fields.language);
  if (fields.lyrics?.trim())
    frames.push(
      id3Frame(
        'USLT',
        concat([
          Uint8Array.of(3),
          utf8.encode((fields.language ?? 'XXX').slice(0, 3).padEnd(3, 'X')),
          Uint8Array.of(0),
          utf8.encode(fields.lyrics),
        ]),
      ),
    );
  for (const [description, value] of Object.entries(fields.extra ?? {})) {
    if (value?.trim())
      frames.push(
        id3Frame('TXXX', concat([Uint8Array.of(3), utf8.encode(description), Uint8Array.of(0), utf8.encode(value)])),
      );
  }
  return id3TagOf(frames);
}
