import { HIDDEN, NOT_ON_A_LINE } from './visible-text.ts';

const SHOWN = { mail: new RegExp(HIDDEN, 'gu'), terminal: new RegExp(NOT_ON_A_LINE, 'gu') };

/**
 * Text a stranger typed, shown to the artist with every character that shows nothing but can hide
 * or reorder text made visible as `\u{…}` (visible-text.ts's HIDDEN): in the mail and the
 * inbox's CSV, and in a `terminal`, where control characters (escapes that restyle or clear the
 * screen), line and paragraph separators and unpaired surrogates are shown too. The joiners and
 * direction marks scripts and emoji need are kept, as are variation selectors, which are marks.
 */
export function invisibleShown(text: string, where: 'mail' | 'terminal' = 'mail'): string {
  return text.replace(SHOWN[where], (char) => `\\u{${char.codePointAt(0)!.toString(16)}}`);
}
