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
