// Stored messages are whatever a stranger typed: terminal escapes, bidi overrides and zero-width
// characters are shown as visible \u{…} codes so they can't restyle, reorder or hide the output.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

export function plainText(text: string): string {
  return text.replace(INVISIBLE, (char) => `\\u{${(char.codePointAt(0) ?? 0).toString(16)}}`);
}

/** Text of several lines, each made plain: what a terminal prints of files and cells others wrote. */
export function plainLines(text: string): string {
  return text.split(/\r\n|\n/).map(plainText).join('\n');
}

export function firstLine(text: string): string {
  return text.split(/\r\n|\r|\n/, 1)[0] ?? '';
}
