/**
 * One spelling for every key: `A minor`, `F♯ minor`, `E♭ major`, `D dorian`, `Atonal`, `No key`.
 * Tagging tools, DJ software and library sheets write keys as `Am`, `F#m`, `Gbm`, Camelot `8A`,
 * Open Key `1m`, `a` or `A min`; they are one key, so the catalog shows, filters and exports one
 * string for each. A major or minor key takes its usual spelling whatever it was written as
 * (`Gbm` and `F#m` are both `F♯ minor`, as Camelot and Open Key name them); a mode keeps the
 * letter it was written with.
 */

const LETTERS: Record<string, number> = { C: 0, D: 2, E: 4, F: 5, G: 7, A: 9, B: 11 };
const MAJOR = ['C', 'D♭', 'D', 'E♭', 'E', 'F', 'F♯', 'G', 'A♭', 'A', 'B♭', 'B'];
const MINOR = ['C', 'C♯', 'D', 'E♭', 'E', 'F', 'F♯', 'G', 'G♯', 'A', 'B♭', 'B'];
const MODES = ['dorian', 'phrygian', 'lydian', 'mixolydian', 'locrian'] as const;
type Quality = 'major' | 'minor' | (typeof MODES)[number];

const QUALITY_WORDS = new Map<string, Quality>(
  Object.entries({
    '': 'major',
    maj: 'major',
    major: 'major',
    dur: 'major',
    ionian: 'major',
    m: 'minor',
    mi: 'minor',
    min: 'minor',
    minor: 'minor',
    moll: 'minor',
    aeolian: 'minor',
    '-': 'minor',
    ...Object.fromEntries(
      MODES.flatMap((mode) => [
        [mode, mode],
        [mode.slice(0, 3), mode],
      ]),
    ),
  }) as [string, Quality][],
);

const mod12 = (n: number) => ((n % 12) + 12) % 12;

/** Camelot's wheel: number n, A minor and B major; 8A is A minor, each step a fifth up. */
function camelot(n: number, letter: 'A' | 'B'): string {
  const minorRoot = mod12(9 + 7 * (n - 8));
  return letter === 'A' ? `${MINOR[minorRoot]} minor` : `${MAJOR[mod12(minorRoot + 3)]} major`;
}

export type KeyReading = { ok: true; key: string } | { ok: false; hint: string };

/** The key a text names, in the catalog's spelling, or why it names none. */
export function readKey(text: string): KeyReading {
  const written = text.normalize('NFC').trim().replace(/\s+/g, ' ');
  if (/^atonal$/i.test(written)) return { ok: true, key: 'Atonal' };
  if (/^(none|no key|keyless|n\/a)$/i.test(written)) return { ok: true, key: 'No key' };
  const wheel = /^(\d{1,2}) ?([ABmd])$/i.exec(written);
  if (wheel) {
    const n = Number(wheel[1]);
    if (n < 1 || n > 12) return { ok: false, hint: `Camelot and Open Key numbers run from 1 to 12` };
    const code = wheel[2]!;
    if (/[AB]/i.test(code)) return { ok: true, key: camelot(n, code.toUpperCase() as 'A' | 'B') };
    // Open Key k is Camelot ((k + 6) mod 12) + 1, with m for minor and d for major.
    return { ok: true, key: camelot(((n + 6) % 12) + 1, code.toLowerCase() === 'm' ? 'A' : 'B') };
  }
  const letterWritten = /^[A-Ha-h]/.exec(written)?.[0];
  if (!letterWritten)
    return {
      ok: false,
      hint: 'write a note and a mode, e.g. A minor, F♯ major, D dorian (Am, F#m, 8A and 1m are read too), or Atonal',
    };
  // `A blues` is not A♭ + `lues`: an accidental counts only where what follows is a mode.
  const after = written.slice(1);
  const parses = [/^ ?(-?sharp|-?flat)/i, /^(#|♯|b|♭|is|es|s)/, /^()/].flatMap((pattern) => {
    const match = pattern.exec(after);
    return match ? [{ accidental: match[1]!, rest: after.slice(match[0].length).trim() }] : [];
  });
  const modeOf = (rest: string) => QUALITY_WORDS.get(rest === 'M' ? '' : rest.toLowerCase());
  const parse = parses.find(({ rest }) => modeOf(rest) !== undefined);
  if (letterWritten.toUpperCase() === 'H') {
    const rest = parse?.rest ?? after.trim();
    return { ok: false, hint: `German H is B in English: write B${rest ? ` ${modeOf(rest) ?? rest}` : ''}` };
  }
  if (!parse)
    return {
      ok: false,
      hint: `'${after.trim()}' is not a mode; write major, minor, dorian, phrygian, lydian, mixolydian or locrian`,
    };
  const { accidental, rest } = parse;
  let quality = modeOf(rest)!;
  // A lowercase letter alone is a minor key in the classical shorthand (`a` is A minor, `f#` F♯ minor).
  if (rest === '' && letterWritten === letterWritten.toLowerCase()) quality = 'minor';
  const letter = letterWritten.toUpperCase();
  const shift = /^(#|♯|-?sharp|is)$/i.test(accidental) ? 1 : accidental ? -1 : 0;
  if (quality === 'major' || quality === 'minor') {
    const root = mod12(LETTERS[letter]! + shift);
    return { ok: true, key: `${(quality === 'major' ? MAJOR : MINOR)[root]} ${quality}` };
  }
  return { ok: true, key: `${letter}${shift === 1 ? '♯' : shift === -1 ? '♭' : ''} ${quality}` };
}

/** The key in the catalog's spelling, or undefined when the text names none. */
export function normalizeKey(text: string): string | undefined {
  const reading = readKey(text);
  return reading.ok ? reading.key : undefined;
}
