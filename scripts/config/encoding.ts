// A config must be UTF-8 (a byte order mark is fine). Some Windows editors save UTF-16, others an
// 8-bit code page; read as UTF-8 those give garbled text and baffling YAML errors, so they get one
// error that names the encoding and how to save the file again.

export interface DecodeProblem {
  line: number;
  column: number;
  message: string;
}

/** The text, or the problem plus the text as well as it can be read (for the code frame). */
export type Decoded = { ok: true; text: string } | { ok: false; text: string; problem: DecodeProblem };

const HOW_TO_SAVE =
  'save it as UTF-8 (VS Code: click the encoding in the status bar, "Save with Encoding", "UTF-8"; ' +
  'Notepad: "Save as", Encoding "UTF-8")';

type Wide = 'UTF-16 LE' | 'UTF-16 BE' | 'UTF-32 LE' | 'UTF-32 BE';

const LABELS: Readonly<Record<Wide, string | undefined>> = {
  'UTF-16 LE': 'utf-16le',
  'UTF-16 BE': 'utf-16be',
  // The WHATWG decoders Node ships have no UTF-32; the frame then shows the bytes as Latin-1.
  'UTF-32 LE': undefined,
  'UTF-32 BE': undefined,
};

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, i) => bytes[i] === byte);
}

function byteOrderMark(bytes: Uint8Array): Wide | undefined {
  if (startsWith(bytes, [0xff, 0xfe, 0, 0])) return 'UTF-32 LE';
  if (startsWith(bytes, [0, 0, 0xfe, 0xff])) return 'UTF-32 BE';
  if (startsWith(bytes, [0xff, 0xfe])) return 'UTF-16 LE';
  if (startsWith(bytes, [0xfe, 0xff])) return 'UTF-16 BE';
  return undefined;
}

/** Text in UTF-16 without a mark: mostly ASCII, so every other byte is zero. */
function unmarkedWide(bytes: Uint8Array): Wide | undefined {
  const sample = bytes.subarray(0, 4096 - (Math.min(bytes.length, 4096) % 4));
  if (sample.length < 4) return undefined;
  const zerosAt: [number, number, number, number] = [0, 0, 0, 0];
  sample.forEach((byte, i) => {
    if (byte === 0) zerosAt[i % 4]!++;
  });
  const quarter = sample.length / 4;
  const mostly = (n: number) => n >= quarter * 0.6;
  const rarely = (n: number) => n <= quarter * 0.05;
  const [a, b, c, d] = zerosAt;
  if (mostly(b) && mostly(c) && mostly(d) && rarely(a)) return 'UTF-32 LE';
  if (mostly(a) && mostly(b) && mostly(c) && rarely(d)) return 'UTF-32 BE';
  if (mostly(b) && mostly(d) && rarely(a) && rarely(c)) return 'UTF-16 LE';
  if (mostly(a) && mostly(c) && rarely(b) && rarely(d)) return 'UTF-16 BE';
  return undefined;
}

/** Where the first byte that is not valid UTF-8 sits, or -1. */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const byte = bytes[i]!;
    const [length, min] =
      byte < 0x80
        ? [1, 0]
        : byte >= 0xc2 && byte < 0xe0
          ? [2, 0x80]
          : byte >= 0xe0 && byte < 0xf0
            ? [3, 0x800]
            : byte >= 0xf0 && byte < 0xf5
              ? [4, 0x10000]
              : [0, 0];
    if (length === 0 || i + length > bytes.length) return i;
    let code = length === 1 ? byte : byte & (0xff >> (length + 1));
    for (let k = 1; k < length; k++) {
      const next = bytes[i + k]!;
      if ((next & 0xc0) !== 0x80) return i;
      code = (code << 6) | (next & 0x3f);
    }
    // Overlong forms, UTF-16 surrogates and values past U+10FFFF are not UTF-8 either.
    if (code < min || (code >= 0xd800 && code <= 0xdfff) || code > 0x10ffff) return i;
    i += length;
  }
  return -1;
}

const hex = (byte: number) => `0x${byte.toString(16).toUpperCase().padStart(2, '0')}`;

export function decodeConfig(bytes: Uint8Array): Decoded {
  const marked = byteOrderMark(bytes);
  const wide = marked ?? unmarkedWide(bytes);
  if (wide) {
    const label = LABELS[wide];
    const text = new TextDecoder(label ?? 'latin1').decode(bytes);
    const mark = marked ? 'with' : 'without';
    return {
      ok: false,
      text,
      problem: {
        line: 1,
        column: 1,
        message: `the file is saved as ${wide} (${mark} a byte order mark), not UTF-8; ${HOW_TO_SAVE}`,
      },
    };
  }
  const invalid = firstInvalidUtf8(bytes);
  // The UTF-8 decoder drops a leading byte order mark, as editors do when they count columns.
  if (invalid < 0) return { ok: true, text: new TextDecoder('utf-8').decode(bytes) };
  const text = new TextDecoder('windows-1252').decode(bytes);
  const lineStart = bytes.lastIndexOf(0x0a, invalid) + 1;
  const line = bytes.subarray(0, lineStart).filter((byte) => byte === 0x0a).length + 1;
  const column = new TextDecoder('utf-8').decode(bytes.subarray(lineStart, invalid)).length + 1;
  return {
    ok: false,
    text,
    problem: {
      line,
      column,
      message:
        `the file is not UTF-8: byte ${hex(bytes[invalid]!)} here is not valid UTF-8, so the file was probably saved ` +
        `as Windows-1252 (Latin-1) or another 8-bit encoding; ${HOW_TO_SAVE}`,
    },
  };
}
