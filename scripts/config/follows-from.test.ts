import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import '../test/compiled-schema.ts';
import type { ConfigIssue } from './config-error.ts';
import type { Finding } from './cross-checks.ts';
import { holdBackFollowers, overlaps } from './follows-from.ts';
import { errorsHeadline, formatConfigErrors } from './format-errors.ts';
import { validateConfigSource } from './load-config.ts';

const minimal = readFileSync(fileURLToPath(new URL('./fixtures/minimal.yaml', import.meta.url)), 'utf8');

function edit(...replacements: [from: string, to: string][]): string {
  return replacements.reduce((source, [from, to]) => {
    if (!source.includes(from)) throw new Error(`fixture has no ${JSON.stringify(from)}`);
    return source.replace(from, to);
  }, minimal);
}

/** The report as the CLI and the build print it and the dev overlay shows it. */
function report(source: string): string {
  const result = validateConfigSource(source, '/tmp/site.yaml');
  if (result.ok) throw new Error('expected the config to be invalid');
  return formatConfigErrors(result.errors, source, { color: false, cwd: '/tmp' });
}

function errorsOf(source: string): string[] {
  const result = validateConfigSource(source, '/tmp/site.yaml');
  if (result.ok) throw new Error('expected the config to be invalid');
  return result.errors.map((e) => `${e.line}:${e.column}: ${e.message}${e.followers ? ` [+${e.followers}]` : ''}`);
}

describe('root cause first', () => {
  it('holds back the targets that dangle because `sections:` is misspelt, and counts them', () => {
    expect(report(edit(['\nsections:', '\nsectons:']))).toMatchInlineSnapshot(`
      "site.yaml:26:1: unknown property 'sectons' at the top level; did you mean 'sections'?
        24 |     - { label: Videos, target: videos }
        25 |   cta: { label: Contact, target: contact }
      > 26 | sectons:
           | ^^^^^^^
        27 |   - type: hero
        28 |     id: home
        and 4 errors that follow from it, shown once it is fixed

      1 error in site.yaml, and 4 errors that follow from it"
    `);
  });

  it('does the same when the list is missing, or a section lacks its id', () => {
    const withoutSections = minimal.replace(/\nsections:\n(?: {2}.*\n|\n)*/, '\n');
    expect(errorsOf(withoutSections)).toMatchInlineSnapshot(`
      [
        "2:1: missing required property 'sections' at the top level [+4]",
      ]
    `);
    expect(errorsOf(edit(['    id: about\n', '']))).toMatchInlineSnapshot(`
      [
        "33:5: missing required property 'id' in about section [+2]",
      ]
    `);
  });

  it('puts root causes before other errors, which stay, and keeps findings that follow from nothing', () => {
    expect(
      errorsOf(
        edit(
          ['\nsections:', '\nsectons:'],
          ['url: https://example.com', 'url: http://example.com'],
          ['accentText: "#14110a"', 'accentText: "#ffffff"'],
        ),
      ),
    ).toMatchInlineSnapshot(`
        [
          "26:1: unknown property 'sectons' at the top level; did you mean 'sections'? [+4]",
          "3:8: expected a URL starting with https://, got text 'http://example.com'",
          "19:17: accentText #ffffff on accent #f5b942 has a contrast of 1.76:1; text needs at least 4.5:1 (WCAG AA)",
        ]
      `);
    // A misspelt target is its own root cause: nothing upstream is wrong.
    expect(errorsOf(edit(['target: videos }', 'target: vidoes }']))).toMatchInlineSnapshot(`
      [
        "24:32: nav item target 'vidoes' names no section; did you mean 'videos'? section ids: home, about, videos, contact",
      ]
    `);
  });

  it('says how many follow in the headline the overlay shows', () => {
    const error = { file: '/tmp/site.yaml', line: 1, column: 1, length: 1, message: 'm' };
    expect(errorsHeadline([{ ...error, followers: 1 }], '/tmp')).toBe(
      '1 error in site.yaml, and 1 error that follows from it',
    );
    expect(errorsHeadline([{ ...error, followers: 2 }, error], '/tmp')).toBe(
      '2 errors in site.yaml, and 2 errors that follow from one of them',
    );
    expect(
      errorsHeadline(
        [
          { ...error, followers: 2 },
          { ...error, followers: 3 },
        ],
        '/tmp',
      ),
    ).toBe('2 errors in site.yaml, and 5 errors that follow from them');
    expect(errorsHeadline([error], '/tmp')).toBe('1 error in site.yaml');
  });
});

describe('holdBackFollowers', () => {
  const issue = (path: ConfigIssue['path'], concerns?: ConfigIssue['path']): ConfigIssue => ({
    path,
    at: 'value',
    message: path.join('.'),
    ...(concerns && { concerns }),
  });
  const finding = (path: ConfigIssue['path'], reads: Finding['reads']): Finding => ({ issue: issue(path), reads });

  it('matches paths above, at and below a pattern, * standing for any step', () => {
    expect(overlaps(['sections', '*', 'id'], ['sections'])).toBe(true);
    expect(overlaps(['sections', '*', 'id'], ['sections', 3, 'id'])).toBe(true);
    expect(overlaps(['sections', '*', 'id'], ['sections', 3, 'id', 'x'])).toBe(true);
    expect(overlaps(['sections', '*', 'id'], ['sections', 3, 'heading'])).toBe(false);
    expect(overlaps(['theme'], ['nav', 'items'])).toBe(false);
  });

  it('works for any rule by what it reads, and by where a finding points', () => {
    const counted = holdBackFollowers(
      [issue(['theme', 'colours'], ['theme', 'colors']), issue(['nav', 'items', 0, 'target'])],
      [
        finding(['theme', 'colors', 'text'], [['theme', 'colors', '*']]),
        finding(['footer', 'links', 0, 'target'], [['theme', 'colors']]),
        finding(['nav', 'items', 0, 'target'], []),
        finding(['nav', 'items', 1, 'target'], []),
      ],
    );
    expect(counted.map((c) => `${c.message} +${c.followers}`)).toEqual([
      'theme.colours +2',
      'nav.items.0.target +1',
      'nav.items.1.target +0',
    ]);
  });

  it("never takes a missing property's parent for the property: the top level holds everything", () => {
    const counted = holdBackFollowers(
      [issue([], ['site'])],
      [finding(['nav', 'items', 0, 'target'], [['sections', '*', 'id']])],
    );
    expect(counted.map((c) => c.followers)).toEqual([0, 0]);
  });
});
