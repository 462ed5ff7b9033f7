import { relative } from 'node:path';
import { userDir } from './config-path.ts';
import type { ConfigError } from './config-error.ts';

export interface FormatOptions {
  color: boolean;
  cwd?: string;
}

type Paint = (text: string) => string;

function palette(color: boolean): { bold: Paint; red: Paint; dim: Paint } {
  const wrap =
    (open: number, close: number): Paint =>
    (text) =>
      color ? `\x1b[${open}m${text}\x1b[${close}m` : text;
  return { bold: wrap(1, 22), red: wrap(31, 39), dim: wrap(2, 22) };
}

/** Honours https://no-color.org and never colours a pipe or a file. */
export function shouldUseColor(stream: { isTTY?: boolean }): boolean {
  return Boolean(stream.isTTY) && !('NO_COLOR' in process.env);
}

export function displayPath(file: string, cwd = userDir()): string {
  const rel = relative(cwd, file);
  return rel && !rel.startsWith('..') ? rel : file;
}

const WIDTH = 120;

/** Cuts a long line to a window around the column, so a huge value cannot flood the terminal. */
function clip(text: string, column: number): { text: string; column: number } {
  if (text.length <= WIDTH) return { text, column };
  const start = Math.max(0, Math.min(column - 1 - WIDTH / 2, text.length - WIDTH));
  const head = start > 0 ? '…' : '';
  const tail = start + WIDTH < text.length ? '…' : '';
  return { text: head + text.slice(start, start + WIDTH) + tail, column: column - start + head.length };
}

/** The lines around an error with a caret under it, as compilers print them. */
export function codeFrame(
  source: string,
  error: Pick<ConfigError, 'line' | 'column' | 'length'>,
  color = false,
): string {
  const { red, dim } = palette(color);
  const lines = source.replace(/\r?\n$/, '').split(/\r?\n/);
  const first = Math.max(1, error.line - 2);
  const last = Math.min(lines.length, error.line + 2);
  const gutter = String(last).length;
  const out: string[] = [];
  for (let n = first; n <= last; n++) {
    const isTarget = n === error.line;
    const shown = clip(lines[n - 1] ?? '', isTarget ? error.column : 1);
    out.push(`${isTarget ? red('>') : ' '} ${dim(`${String(n).padStart(gutter)} |`)} ${shown.text}`.trimEnd());
    if (isTarget) {
      // Copy tabs so the caret lines up under tab-indented text.
      const pad = shown.text.slice(0, shown.column - 1).replace(/[^\t]/g, ' ');
      const width = Math.max(1, Math.min(error.length, shown.text.length - shown.column + 1, WIDTH));
      out.push(`  ${dim(`${' '.repeat(gutter)} |`)} ${pad}${red('^'.repeat(width))}`);
    }
  }
  return out.join('\n');
}

function formatLocation(error: ConfigError, cwd?: string): string {
  return `${displayPath(error.file, cwd)}:${error.line}:${error.column}`;
}

/** A count with its noun; adding an s is enough for the nouns these messages use. */
export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** "and 15 errors that follow from it": what a root cause holds back until it is fixed. */
function followersNote(followers: number, from: string): string {
  return `and ${count(followers, 'error')} that follow${followers === 1 ? 's' : ''} from ${from}`;
}

/** How many errors in which file: a report's last line and the overlay's headline. */
export function errorsHeadline(errors: readonly ConfigError[], cwd?: string): string {
  const file = errors[0] ? displayPath(errors[0].file, cwd) : 'the config';
  const held = errors.reduce((sum, error) => sum + (error.followers ?? 0), 0);
  const roots = errors.filter((error) => error.followers).length;
  const from = roots > 1 ? 'them' : errors.length === 1 ? 'it' : 'one of them';
  return `${count(errors.length, 'error')} in ${file}${held ? `, ${followersNote(held, from)}` : ''}`;
}

/** `file:line:col: message`, a code frame for each, then how many errors in which file. */
export function formatConfigErrors(errors: readonly ConfigError[], source: string, options: FormatOptions): string {
  const { bold, red } = palette(options.color);
  const blocks = errors.map((error) => {
    const held = error.followers ? `\n  ${followersNote(error.followers, 'it')}, shown once it is fixed` : '';
    return `${bold(`${formatLocation(error, options.cwd)}:`)} ${error.message}\n${codeFrame(source, error, options.color)}${held}`;
  });
  return [...blocks, red(bold(errorsHeadline(errors, options.cwd)))].join('\n\n');
}
