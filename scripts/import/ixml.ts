/**
 * The iXML chunk of a WAV (production tools write it; music-metadata does not read it): found
 * by walking the RIFF chunks from the file's head, reading only chunk headers and the iXML body.
 */
import { open } from 'node:fs/promises';

/** The iXML text of a WAV file, or null when it has none. */
export async function readIxml(path: string): Promise<string | null> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(12);
    await file.read(head, 0, 12, 0);
    if (head.toString('latin1', 0, 4) !== 'RIFF' || head.toString('latin1', 8, 12) !== 'WAVE') return null;
    const { size } = await file.stat();
    let at = 12;
    const header = Buffer.alloc(8);
    while (at + 8 <= size) {
      await file.read(header, 0, 8, at);
      const id = header.toString('latin1', 0, 4);
      const length = header.readUInt32LE(4);
      if (id === 'iXML') {
        const body = Buffer.alloc(Math.min(length, size - at - 8));
        await file.read(body, 0, body.length, at + 8);
        return body.toString('utf8').replace(/\0+$/, '');
      }
      at += 8 + length + (length & 1);
    }
    return null;
  } finally {
    await file.close();
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** A field the file holds that cannot be read as text: the caller names the file. */
export class IxmlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IxmlError';
  }
}

/** The character `&#233;` or `&#xE9;` names, or null past Unicode's last, for a surrogate half or NUL, which XML allows no document to hold. */
function referenced(number: string): string | null {
  const code = number[0] === 'x' || number[0] === 'X' ? Number.parseInt(number.slice(1), 16) : Number(number);
  return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : null;
}

/**
 * The text of the first element with one of these names, anywhere in the document (tools put
 * their fields at the top, under <USER> or <BEXT>); case-insensitive, entities decoded.
 */
export function ixmlField(xml: string, names: readonly string[]): string | undefined {
  for (const name of names) {
    const match = new RegExp(`<${name}>([^<]*)</${name}>`, 'i').exec(xml);
    const text = match?.[1]
      ?.replace(/&(amp|lt|gt|quot|apos);/g, (entity: string, e: string) => ENTITIES[e] ?? entity)
      .replace(/&#(x[0-9a-f]+|\d+);/gi, (reference: string, number: string) => {
        const character = referenced(number);
        if (character === null)
          throw new IxmlError(
            `its iXML ${name} holds ${reference.length > 16 ? `${reference.slice(0, 15)}…` : reference}, which is no character (past Unicode's last, a surrogate half or NUL)`,
          );
        return character;
      })
      .trim();
    if (text) return text;
  }
  return undefined;
}
