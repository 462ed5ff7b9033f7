/**
 * An ID3v2.4 tag (UTF-8 text frames), written into every preview so a downloaded file still
 * names its title, artist, ISRC, writers, publisher and where it came from.
 */

export interface Id3Fields {
  title?: string;
  artist?: string;
  isrc?: string;
  composers?: readonly string[];
  publisher?: string;
  bpm?: number;
  key?: string;
  genres?: readonly string[];
  mood?: string;
  comment?: string;
  /** The artist's site (WOAR): where the buyer licenses the track. */
  url?: string;
}

const utf8 = new TextEncoder();

function syncsafe(n: number): Uint8Array {
  return Uint8Array.of((n >>> 21) & 0x7f, (n >>> 14) & 0x7f, (n >>> 7) & 0x7f, n & 0x7f);
}

function frame(id: string, body: Uint8Array): Uint8Array {
  const out = new Uint8Array(10 + body.length);
  out.set(utf8.encode(id), 0);
  out.set(syncsafe(body.length), 4);
  out.set(body, 10);
  return out;
}

/** A text frame; ID3v2.4 separates several values with a NUL. */
function textFrame(id: string, values: readonly string[]): Uint8Array {
  const text = utf8.encode(values.join('\0'));
  return frame(id, Uint8Array.of(3, ...text));
}

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** The whole tag, header included, to be put before the first MPEG frame. */
export function id3Tag(fields: Id3Fields): Uint8Array {
  const frames: Uint8Array[] = [];
  const text = (id: string, value: string | number | undefined) => {
    if (value !== undefined && String(value).trim()) frames.push(textFrame(id, [String(value)]));
  };
  const list = (id: string, values: readonly string[] | undefined) => {
    const kept = (values ?? []).filter((v) => v.trim());
    if (kept.length) frames.push(textFrame(id, kept));
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
  if (fields.comment?.trim()) frames.push(frame('COMM', concat([Uint8Array.of(3), utf8.encode('eng'), Uint8Array.of(0), utf8.encode(fields.comment)])));
  if (fields.url?.trim()) frames.push(frame('WOAR', utf8.encode(fields.url)));
  const body = concat(frames);
  return concat([utf8.encode('ID3'), Uint8Array.of(4, 0, 0), syncsafe(body.length), body]);
}
