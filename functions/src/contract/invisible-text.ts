/**
 * Text a stranger typed, shown to the artist (the mail, the inbox's CSV and terminal) with every
 * character that shows nothing but can hide or reorder text made visible as `\u{…}`: format
 * characters (Unicode's Cf: tag characters U+E0000-E007F that can carry hidden text an AI mail
 * assistant reads, interlinear annotations, musical formatting, bidi controls), private-use and
 * unassigned code points. The joiners and direction marks scripts and emoji need (ZWNJ, ZWJ,
 * LRM, RLM, ALM) are kept, as are variation selectors, which are marks.
 */
const HIDDEN = /(?![\u200C-\u200F\u061C])[\p{Cf}\p{Co}\p{Cn}]/gu;

export function invisibleShown(text: string): string {
  return text.replace(HIDDEN, (char) => `\\u{${char.codePointAt(0)!.toString(16)}}`);
}
