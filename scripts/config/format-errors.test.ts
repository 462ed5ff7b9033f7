import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ConfigError } from './config-error.ts';
import { codeFrame, formatConfigErrors, shouldUseColor } from './format-errors.ts';

const source = ['site:', '  url: http://example.com', '  lang: en', 'meta:', '  title: x', '  description: y', ''].join(
  '\n',
);
const error = (line: number, column: number, length: number, message: string): ConfigError => ({
  file: '/work/site/site.config.yaml',
  line,
  column,
  length,
  message,
});

describe('formatConfigErrors', () => {
  it('prints file:line:col, a code frame with a caret, and the count', () => {
    const report = formatConfigErrors(
      [error(2, 8, 18, 'expected a URL starting with https://'), error(5, 3, 5, 'unknown property')],
      source,
      {
        color: false,
        cwd: '/work/site',
      },
    );
    expect(report).toMatchInlineSnapshot(`
      "site.config.yaml:2:8: expected a URL starting with https://
        1 | site:
      > 2 |   url: http://example.com
          |        ^^^^^^^^^^^^^^^^^^
        3 |   lang: en
        4 | meta:

      site.config.yaml:5:3: unknown property
        3 |   lang: en
        4 | meta:
      > 5 |   title: x
          |   ^^^^^
        6 |   description: y

      2 errors in site.config.yaml"
    `);
  });

  it('keeps the caret under the column on long lines and after tabs', () => {
    const long = `key: ${'x'.repeat(300)}BAD${'y'.repeat(300)}`;
    expect(codeFrame(long, { line: 1, column: 306, length: 3 })).toMatchInlineSnapshot(`
      "> 1 | …xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxBADyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy…
          |                                                              ^^^"
    `);
    const [shown, caret] = codeFrame(long, { line: 1, column: 306, length: 3 }).split('\n');
    expect(caret!.indexOf('^')).toBe(shown!.indexOf('BAD'));
    expect(codeFrame('a:\n\tb: 1\n', { line: 2, column: 2, length: 1 })).toBe('  1 | a:\n> 2 | \tb: 1\n    | \t^');
  });

  it('colours only when asked', () => {
    const plain = formatConfigErrors([error(1, 1, 1, 'x')], source, { color: false });
    const coloured = formatConfigErrors([error(1, 1, 1, 'x')], source, { color: true });
    expect(plain).not.toContain('\x1b[');
    expect(coloured).toContain('\x1b[31m');
  });
});

describe('shouldUseColor', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('colours a terminal unless NO_COLOR is set, and never a pipe', () => {
    vi.stubEnv('NO_COLOR', undefined);
    expect(shouldUseColor({ isTTY: true })).toBe(true);
    expect(shouldUseColor({ isTTY: false })).toBe(false);
    vi.stubEnv('NO_COLOR', '');
    expect(shouldUseColor({ isTTY: true })).toBe(false);
  });
});
