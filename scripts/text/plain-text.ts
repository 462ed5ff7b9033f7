import { invisibleShown } from '../../functions/src/contract/invisible-text.ts';

/**
 * One line of what others wrote (a stranger's message, a shortlist's title, a tag) as a terminal
 * prints it: terminal escapes, bidi overrides and hidden characters shown as visible \u{…} codes,
 * so they can't restyle, reorder or hide the output.
 */
export const plainText = (text: string): string => invisibleShown(text, 'terminal');

/** Text of several lines, each made plain: what a terminal prints of files and cells others wrote. */
export function plainLines(text: string): string {
  return text
    .split(/\r\n|\n/)
    .map(plainText)
    .join('\n');
}

export function firstLine(text: string): string {
  return text.split(/\r\n|\r|\n/, 1)[0] ?? '';
}
