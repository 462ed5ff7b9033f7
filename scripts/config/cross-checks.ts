import { rawEntries as entries } from '../../src/sections/define.ts';
import { definitionOf } from '../../src/sections/registry.ts';
import type { ConfigIssue, ConfigPath } from './config-error.ts';
import { checkThemeContrast } from './contrast.ts';
import { closest } from './did-you-mean.ts';
import { valueAt } from './value-at.ts';

/** Finds where a path is written, to say where an earlier duplicate is. */
export type LineOf = (path: ConfigPath) => number;

interface Target {
  path: ConfigPath;
  what: string;
  id: string;
}

/** Every place that scrolls to a section by id: the nav and footer, and what each section type links. */
function targets(config: unknown): Target[] {
  const found: Target[] = [];
  const add = (path: ConfigPath, what: string, link: unknown) => {
    const id = valueAt(link, ['target']);
    if (typeof id === 'string') found.push({ path: [...path, 'target'], what, id });
  };
  entries(valueAt(config, ['nav', 'items'])).forEach((item, i) => add(['nav', 'items', i], 'nav item', item));
  add(['nav', 'cta'], 'nav button', valueAt(config, ['nav', 'cta']));
  entries(valueAt(config, ['footer', 'links'])).forEach((link, i) => add(['footer', 'links', i], 'footer link', link));
  const sheetPlacement = valueAt(config, ['oneSheet', 'link', 'placement']);
  if (typeof sheetPlacement === 'string' && sheetPlacement !== 'footer' && sheetPlacement !== 'none') {
    found.push({ path: ['oneSheet', 'link', 'placement'], what: 'one-sheet link', id: sheetPlacement });
  }
  entries(valueAt(config, ['sections'])).forEach((section, s) => {
    for (const target of definitionOf(section.type)?.targets?.(section) ?? [])
      found.push({ ...target, path: ['sections', s, ...target.path] });
  });
  return found;
}

function danglingTargets(config: unknown, ids: readonly string[]): ConfigIssue[] {
  return targets(config)
    .filter((target) => !ids.includes(target.id))
    .map(({ path, what, id }) => {
      const suggestion = closest(id, ids);
      const hint = suggestion ? `did you mean '${suggestion}'? ` : '';
      return {
        path,
        at: 'value',
        message: `${what} target '${id}' names no section; ${hint}section ids: ${ids.join(', ') || '(none)'}`,
      };
    });
}

/** Reports each repeat of a key at its own place, naming the line of the first. */
function repeats(
  items: readonly { path: ConfigPath; key: string }[],
  lineOf: LineOf,
  message: (key: string, firstLine: number) => string,
): ConfigIssue[] {
  const first = new Map<string, ConfigPath>();
  const issues: ConfigIssue[] = [];
  for (const { path, key } of items) {
    const earlier = first.get(key);
    if (earlier) issues.push({ path, at: 'value', message: message(key, lineOf(earlier)) });
    else first.set(key, path);
  }
  return issues;
}

/** A config path in which `*` stands for any key or list index. */
export type PathPattern = readonly (string | number)[];

/**
 * A rule JSON Schema cannot express. It reads defensively, as the config may also have schema
 * errors; while one of those sits at, above or below a path in `reads` (or at a finding's own
 * place), the rule's findings follow from it and are held back (see follows-from.ts).
 */
export interface CrossCheck {
  reads: readonly PathPattern[];
  check(config: unknown, lineOf: LineOf): ConfigIssue[];
}

export interface Finding {
  issue: ConfigIssue;
  reads: readonly PathPattern[];
}

function sectionIds(config: unknown): { path: ConfigPath; key: string }[] {
  return entries(valueAt(config, ['sections'])).flatMap((section, i) =>
    typeof section.id === 'string' ? [{ path: ['sections', i, 'id'], key: section.id }] : [],
  );
}

export const CROSS_CHECKS: readonly CrossCheck[] = [
  {
    reads: [['sections', '*', 'id']],
    check: (config, lineOf) =>
      repeats(
        sectionIds(config),
        lineOf,
        (id, line) => `section id '${id}' is already used by the section on line ${line}; ids must be unique`,
      ),
  },
  {
    // The rules each section type keeps beside its schema; they read within their own entry,
    // so a schema error at a finding's own place holds it back, and a wrong type holds back all.
    reads: [['sections', '*', 'type']],
    check: (config, lineOf) => {
      const sections = entries(valueAt(config, ['sections']));
      return sections.flatMap((section, index): ConfigIssue[] =>
        (definitionOf(section.type)?.rules?.(section, { index, sections, lineOf }) ?? []).map(
          ({ path, message, severity }) => ({
            path: ['sections', index, ...path],
            at: 'value',
            message,
            ...(severity && { severity }),
          }),
        ),
      );
    },
  },
  {
    // Each target is checked against every section id: a missing or broken list of sections
    // makes every target dangle.
    reads: [['sections', '*', 'id']],
    check: (config) => danglingTargets(config, [...new Set(sectionIds(config).map((s) => s.key))]),
  },
  {
    reads: [],
    check: (config) => checkThemeContrast(valueAt(config, ['theme'])),
  },
];

export function crossCheck(config: unknown, lineOf: LineOf, checks: readonly CrossCheck[] = CROSS_CHECKS): Finding[] {
  return checks.flatMap(({ reads, check }) => check(config, lineOf).map((issue) => ({ issue, reads })));
}
