import { createRequire } from 'node:module';
import path from 'node:path';
import { Font } from '@react-pdf/renderer';
import { openSync, type Font as FontFile } from 'fontkit';

/**
 * Fonts the PDFs embed (the one-sheet at build, the licence in the function and the command),
 * all SIL Open Font License 1.1, from Fontsource's npm packages; they live with the functions
 * because a deployed function has only its own folder.
 * The site itself uses system stacks (Segoe UI, Roboto, San Francisco); Inter is the free
 * face closest to them, Noto Serif stands in for serif stacks. For Arabic, IBM Plex Sans
 * Arabic: its letters carry their dots, whereas Noto Sans/Kufi Arabic place dots as marks,
 * which react-pdf's text engine (fontkit) positions wrongly (dots drift off their letters).
 * Noto Music draws the flat, sharp and natural signs of keys such as E♭ major, which no text
 * face here has. IBM Plex Mono sets the licence's checksums. The built-in Helvetica is never used: react-pdf does not embed it.
 */
const require = createRequire(import.meta.url);
const filesOf = (pkg: string) => path.join(path.dirname(require.resolve(`@fontsource/${pkg}/package.json`)), 'files');

type Style = 'normal' | 'italic';

/** The upright regular file of every registered subset: what the glyph check asks. */
const uprightFiles: string[] = [];

/** Fontsource splits a family into subsets by script; react-pdf takes each as a fallback family. */
function registerSubset(family: string, pkg: string, subset: string, weights: number[], styles: Style[]) {
  const dir = filesOf(pkg);
  // A family without italics (Arabic has no such tradition) answers italic requests with its upright face.
  const fileStyle = (style: Style): Style => (styles.includes(style) ? style : 'normal');
  uprightFiles.push(path.join(dir, `${pkg}-${subset}-${weights[0]}-normal.woff`));
  Font.register({
    family,
    fonts: weights.flatMap((fontWeight) =>
      (['normal', 'italic'] as const).map((fontStyle) => ({
        src: path.join(dir, `${pkg}-${subset}-${fontWeight}-${fileStyle(fontStyle)}.woff`),
        fontWeight,
        fontStyle,
      })),
    ),
  });
}

const SANS = 'Inter';
const SERIF = 'Noto Serif';
const ARABIC = 'IBM Plex Sans Arabic';
const MUSIC = 'Noto Music';
/** For checksums: each hex digit as wide as the next, so two can be compared column by column. */
export const MONO = 'IBM Plex Mono';
const MUSIC_SIGNS = /[\u2669-\u266F]/u;

let registered = false;

/** Registers every face once per process; react-pdf reads a file only when text uses it. */
export function registerFonts(): void {
  if (registered) return;
  registered = true;
  const weights = [400, 500, 600, 700, 800];
  registerSubset(SANS, 'inter', 'latin', weights, ['normal', 'italic']);
  registerSubset(`${SANS} Ext`, 'inter', 'latin-ext', weights, ['normal', 'italic']);
  registerSubset(SERIF, 'noto-serif', 'latin', [400, 700], ['normal', 'italic']);
  registerSubset(`${SERIF} Ext`, 'noto-serif', 'latin-ext', [400, 700], ['normal', 'italic']);
  registerSubset(ARABIC, 'ibm-plex-sans-arabic', 'arabic', [400, 500, 600, 700], ['normal']);
  registerSubset(MUSIC, 'noto-music', 'music', [400], ['normal']);
  registerSubset(MONO, 'ibm-plex-mono', 'latin', [400], ['normal']);
  // Hyphenating config text would print words the artist never wrote.
  Font.registerHyphenationCallback(breakPoints);
}

/** Longer than any word a line of the sheet is meant to hold whole (an address, a long name). */
const LONG_WORD = 30;
const PIECE = 10;

/**
 * Where a word may break at a line's end: nowhere, unless it is too long for any line (a
 * 300-character string without a space would run off the page), then every PIECE characters.
 */
export function breakPoints(word: string): string[] {
  const chars = Array.from(word);
  if (chars.length <= LONG_WORD) return [word];
  const pieces: string[] = [];
  for (let at = 0; at < chars.length; at += PIECE) pieces.push(chars.slice(at, at + PIECE).join(''));
  return pieces;
}

/** The generic family a CSS stack ends in decides the face: serif stacks get the serif. */
export function isSerifStack(stack: string): boolean {
  const last = stack
    .split(',')
    .at(-1)
    ?.trim()
    .replace(/^['"]|['"]$/g, '')
    .toLowerCase();
  return last === 'serif';
}

/** Which faces the sheet's text calls for, so react-pdf loads (it loads every face of a chain) only those. */
export interface FontNeeds {
  dir: 'ltr' | 'rtl';
  arabic: boolean;
  latinExt: boolean;
  music: boolean;
}

export function fontNeeds(texts: string[], dir: 'ltr' | 'rtl'): FontNeeds {
  const all = texts.join('\n');
  return {
    dir,
    arabic: /\p{Script=Arabic}/u.test(all),
    latinExt: /[\u0100-\u024f\u1e00-\u1eff]/u.test(all),
    music: MUSIC_SIGNS.test(all),
  };
}

/**
 * The fallback chain for a CSS stack. In a right-to-left config the Arabic face comes first,
 * so the spaces and punctuation between Arabic words stay in one run with them.
 */
export function pdfFamilies(stack: string, needs: FontNeeds): string[] {
  const subsets = (family: string) => (needs.latinExt ? [family, `${family} Ext`] : [family]);
  const latin = [
    ...(isSerifStack(stack) ? [...subsets(SERIF), ...subsets(SANS)] : subsets(SANS)),
    ...(needs.music ? [MUSIC] : []),
  ];
  if (!needs.arabic) return latin;
  return needs.dir === 'rtl' ? [ARABIC, ...latin] : [...latin, ARABIC];
}

let faces: FontFile[] | undefined;
const drawable = new Map<number, boolean>();

/**
 * The first character no face above has a glyph for: it would print as nothing or an empty
 * box (a key of E♭ major would read "E major"), so the sheet is skipped rather than printed wrong.
 */
export function firstUndrawable(text: string): string | undefined {
  registerFonts();
  faces ??= uprightFiles.map((file) => openSync(file) as FontFile);
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (/\s|\p{Mark}|\p{Cf}/u.test(char)) continue;
    if (!drawable.has(code))
      drawable.set(
        code,
        faces.some((face) => face.hasGlyphForCodePoint(code)),
      );
    if (!drawable.get(code)) return char;
  }
  return undefined;
}
