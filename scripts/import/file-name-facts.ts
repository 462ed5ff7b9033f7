/**
 * The tempo and key producers write into their file names (`Night Drive 120bpm Am`,
 * `NightDrive_120_Amin`, `Night Drive - 95 BPM - F#m`), read and taken out of the name, so what
 * is left is the title (and its version, which versions.ts reads). Facts are read only from the
 * end of a name, where producers put them, and only in spellings that no title word shares: a
 * title ("Am I Blue", "Here I Am", "Route 66", "2 AM", "A Minor Incident") and a version's
 * length ("- 30s", "_60") stay in the name.
 */
import { normalizeKey } from '../../src/sections/catalog/musical-key.ts';
import { isVersionWord } from './versions.ts';

export interface FileNameFacts {
  /** The name without the facts, camel case spaced when the name has no spaces: what versions.ts reads the title from. */
  name: string;
  bpm?: number;
  /** In the catalog's spelling (`A minor`, `F♯ minor`). */
  key?: string;
}

const EXPLICIT_BPM = String.raw`\d{2,3}(?:[.,]\d{1,2})?[ ]?[Bb][Pp][Mm]|[Bb][Pp][Mm][ ]?\d{2,3}`;
// A capital letter, then `m` or a mode word: `AM` is a time of day, a lone `A` a word.
const KEY = String.raw`[A-G](?:#|♯|b|♭)?(?:[ ]?(?:[Mm][Ii][Nn](?:[Oo][Rr])?|[Mm][Aa][Jj](?:[Oo][Rr])?)|m)`;
const CAMELOT = String.raw`(?:1[0-2]|[1-9])[AB]`;
const BARE = String.raw`[1-9]\d{1,2}`;
const FACT = `(?:${EXPLICIT_BPM}|${KEY}|${CAMELOT})`;
/** A run of facts at the end of words separated by spaces: bare numbers never count there (`Route 66`). */
const TAIL_RUN = new RegExp(`(^|\\s)(${FACT}(?:\\s+${FACT})*)$`);
const PIECE_OF_FACTS = new RegExp(`^(?:${FACT}|${BARE})(?:\\s+(?:${FACT}|${BARE}))*$`);
const ONE_FACT = new RegExp(`${EXPLICIT_BPM}|${KEY}|${CAMELOT}|${BARE}`, 'g');
/** English words that spell a key: read only beside another fact, or set apart in the name. */
const KEY_WORDS = new Set(['Am', 'Em']);
/** A tempo with no BPM beside it is read only between these. */
const BARE_TEMPO = { min: 40, max: 240 };
const TEMPO = { min: 20, max: 300 };

interface Reading {
  bpm?: number;
  key?: string;
  bare?: number;
  /** Only a key, with nothing else: what a bare number beside it needs. */
  keyOnly: boolean;
}

/** The facts in a run of fact words; undefined when a kind repeats or a value is out of range. */
function readRun(run: string): Reading | undefined {
  const reading: Reading = { keyOnly: false };
  let words = 0;
  for (const [word] of run.matchAll(ONE_FACT)) {
    words++;
    if (/bpm/i.test(word)) {
      const bpm = Number(word.replace(/bpm/i, '').replace(',', '.').trim());
      if (reading.bpm !== undefined || reading.bare !== undefined || bpm < TEMPO.min || bpm > TEMPO.max)
        return undefined;
      reading.bpm = bpm;
    } else if (/^\d+$/.test(word)) {
      const bare = Number(word);
      if (reading.bpm !== undefined || reading.bare !== undefined || bare < BARE_TEMPO.min || bare > BARE_TEMPO.max)
        return undefined;
      reading.bare = bare;
    } else {
      const key = normalizeKey(word.replace(/\s+/, ' '));
      if (reading.key !== undefined || key === undefined) return undefined;
      reading.key = key;
    }
  }
  reading.keyOnly = words === 1 && reading.key !== undefined;
  return reading;
}

/** A piece of the name that is facts and nothing else (`120bpm Am`, `Amin`, `120`). */
const factsPiece = (text: string) => (PIECE_OF_FACTS.test(text) ? readRun(text) : undefined);

/** The parts of a name between separators producers use: ` - `, `_`, a hyphen in a word, brackets, commas. */
interface Piece {
  text: string;
  start: number;
  end: number;
  /** The separator before it. */
  before: string;
}

function piecesOf(name: string): Piece[] {
  const pieces: Piece[] = [];
  const separator = /\s+[-–—]+\s+|\s*[()[\]]\s*|_+|(?<=\S)-(?=\S)|\s*,\s*/g;
  let at = 0;
  let before = '';
  for (const match of name.matchAll(separator)) {
    pieces.push({ text: name.slice(at, match.index), start: at, end: match.index, before });
    at = match.index + match[0].length;
    before = match[0];
  }
  pieces.push({ text: name.slice(at), start: at, end: name.length, before });
  return pieces.filter((piece) => piece.text.trim() !== '');
}

/** `NightDrive` → `Night Drive`, in a name with no spaces (one with spaces was spaced by hand: `YouTube Song` stays). */
export function spaceCamelCase(name: string): string {
  if (/\s/.test(name.replace(/\s+[-–—]+\s+/g, '_'))) return name;
  // Only words made of capitalised words: `iPhone`, `DJShadow` and `McCartney` keep their capitals.
  return name.replace(/[A-Za-z]+/g, (word) =>
    /^(?:[A-Z][a-z]+){2,}$/.test(word) && !/^Ma?c[A-Z]/.test(word) ? word.replace(/(?<=[a-z])(?=[A-Z])/g, ' ') : word,
  );
}

/** The facts ending a piece's words, where bare numbers never count (`Route 66`) and a lone key word does not either (`Here I Am`). */
function tailFacts(text: string): { reading: Reading; from: number; to: number; inTitle: boolean } | undefined {
  const run = TAIL_RUN.exec(text);
  if (!run) return undefined;
  const lead = text.slice(0, run.index).trimEnd();
  // Group 2, the run of facts, takes part in every match.
  const facts = run[2]!;
  const reading = readRun(facts);
  if (!reading || lead === '') return undefined;
  if (reading.bpm === undefined && (reading.key === undefined || KEY_WORDS.has(facts) || /^\d/.test(facts)))
    return undefined;
  // `Prelude in A Minor` names its key in its title: read, and left there.
  return {
    reading,
    from: run.index,
    to: run.index + run[0].length,
    inTitle: reading.bpm === undefined && /(^|\s)in$/i.test(lead),
  };
}

export function fileNameFacts(base: string): FileNameFacts {
  const pieces = piecesOf(base);
  const cuts: [number, number][] = [];
  let bpm: number | undefined;
  let key: string | undefined;
  const clashes = (reading: Reading) =>
    ((reading.bpm !== undefined || reading.bare !== undefined) && bpm !== undefined) ||
    (reading.key !== undefined && key !== undefined);
  // From the last piece back: pieces that are all facts are cut, versions kept, and the first other piece's words end the search.
  for (let i = pieces.length - 1; i >= 0; i--) {
    const piece = pieces[i]!;
    const text = piece.text.trim();
    const whole = i > 0 ? factsPiece(text) : undefined;
    // A bare number is a tempo beside a key (`_120_Amin`); alone it is a length (`_60`) or a title's (`Area_51`).
    const besideKey =
      whole &&
      (whole.key !== undefined || key !== undefined || factsPiece(pieces[i - 1]!.text.trim())?.keyOnly === true);
    if (whole && !clashes(whole) && (whole.bare === undefined || besideKey)) {
      bpm ??= whole.bpm ?? whole.bare;
      key ??= whole.key;
      // Its separator goes with it, unless that is a bracket (an emptied pair is tidied away below).
      cuts.push([/[()[\]]/.test(piece.before) ? piece.start : piece.start - piece.before.length, piece.end]);
      continue;
    }
    const tail = tailFacts(piece.text);
    if (tail && !clashes(tail.reading)) {
      bpm ??= tail.reading.bpm;
      key ??= tail.reading.key;
      if (!tail.inTitle) cuts.push([piece.start + tail.from, piece.start + tail.to]);
      break;
    }
    if (i > 0 && (/[-–—()[\],]/.test(piece.before) || isVersionWord(text))) continue;
    break;
  }
  if (bpm === undefined && key === undefined) return { name: spaceCamelCase(base) };
  let name = base;
  for (const [from, to] of cuts.sort((a, b) => b[0] - a[0])) name = name.slice(0, from) + name.slice(to);
  name = name
    .replace(/\s*(\(\s*\)|\[\s*\])/g, '')
    .replace(/\s{2,}/g, ' ')
    .replace(/[\s_,–—-]+$/, '')
    .trim();
  return { name: spaceCamelCase(name), ...(bpm !== undefined && { bpm }), ...(key !== undefined && { key }) };
}
