/**
 * The one rule for "this text shows something", shared by the contact message (a pattern of its
 * JSON Schema) and the licence acceptance (the signatory's name and company, which the licence
 * PDF prints): at least one character that shows, by Unicode's properties rather than a list.
 * Not white space, not a control, format, surrogate, private-use or unassigned code point, not
 * Default_Ignorable (zero-width spaces and joiners, the combining grapheme joiner, tag
 * characters, Hangul fillers, variation selectors, invisible operators…), nor the Braille blank,
 * which is assigned a glyph of nothing. Nor a mark (\p{M}): a combining accent alone (U+0301)
 * has no letter to sit on and prints as nothing, or as a dotted circle. A mark still counts with
 * its letter, so "Zoë" typed decomposed, Devanagari and Arabic with its vowel signs all pass: the
 * letters are what show. A text of nothing but these reads as empty in a mail or on a licence.
 */
export const VISIBLE = '[^\\s\\p{Cc}\\p{Cf}\\p{Cs}\\p{Co}\\p{Cn}\\p{M}\\p{Default_Ignorable_Code_Point}\\u2800]';

const visible = new RegExp(VISIBLE, 'u');

/** Whether `text` has a character that shows, by the rule above. */
export const showsText = (text: string): boolean => visible.test(text);

/**
 * The format characters scripts and emoji need, which join or set direction and never hide or
 * reorder a run: ZWNJ and ZWJ (Persian and Indic words, emoji sequences), LRM, RLM and ALM.
 */
const NEEDED_FORMAT = '\\u200C-\\u200F\\u061C';

/**
 * A character that shows nothing but can hide or reorder text: a format character (Unicode's Cf:
 * tag characters U+E0000-E007F that can carry hidden text an AI mail assistant reads, interlinear
 * annotations, musical formatting, bidi controls) other than those scripts need, a private-use or
 * an unassigned code point. Variation selectors are marks, not among them.
 */
export const HIDDEN = `(?![${NEEDED_FORMAT}])[\\p{Cf}\\p{Co}\\p{Cn}]`;

/**
 * What one line a person typed may not hold, and what a terminal shows as a code: a control
 * character (a terminal escape, a line break), a line or paragraph separator, an unpaired
 * surrogate, or a hidden character.
 */
export const NOT_ON_A_LINE = `[\\p{Cc}\\p{Cs}\\u2028\\u2029]|${HIDDEN}`;

/**
 * Characters that make text read as something it is not, as a JSON Schema pattern's class lists
 * them: the line and paragraph separators (U+2028, U+2029: a line break to a mail reader or
 * spreadsheet, none to the schema's control class), and bidi embeddings, overrides and isolates
 * (U+202A-U+202E, U+2066-U+2069), which reorder what follows them, an address or a fee included.
 * A part of NOT_ON_A_LINE: the contact form refuses these (and controls and unpaired surrogates),
 * and takes the rest of the hidden characters, which the mail shows as codes (invisible-text.ts):
 * a stranger's pasted text is not lost for a soft hyphen.
 */
export const MISLEADING = '\\u2028\\u2029\\u202A-\\u202E\\u2066-\\u2069';

const notOnALine = new RegExp(NOT_ON_A_LINE, 'u');

/**
 * Whether text a person typed (a name, a title, a note) hides nothing: nothing NOT_ON_A_LINE
 * holds, but the line breaks of `lines` text.
 */
export function hidesNothing(text: string, shape: 'line' | 'lines'): boolean {
  return !notOnALine.test(shape === 'lines' ? text.replaceAll('\n', '') : text);
}
