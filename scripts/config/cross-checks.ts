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
  entries(valueAt(config, ['sections'])).forEach((section, s) => {
    for (const target of definitionOf(section.type)?.targets?.(section) ?? []) found.push({ ...target, path: ['sections', s, ...target.path] });
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

/** Rules JSON Schema cannot express. Reads defensively: the config may also have schema errors. */
export function crossCheck(config: unknown, lineOf: LineOf): ConfigIssue[] {
  const sections = entries(valueAt(config, ['sections']));
  const sectionIds = sections.flatMap((section, i) =>
    typeof section.id === 'string' ? [{ path: ['sections', i, 'id'], key: section.id }] : [],
  );
  // The rules each section type keeps beside its schema.
  const sectionRules = sections.flatMap((section, index): ConfigIssue[] =>
    (definitionOf(section.type)?.rules?.(section, { index, sections, lineOf }) ?? []).map(({ path, message, severity }) => ({
      path: ['sections', index, ...path],
      at: 'value',
      message,
      ...(severity && { severity }),
    })),
  );
  return [
    ...repeats(sectionIds, lineOf, (id, line) => `section id '${id}' is already used by the section on line ${line}; ids must be unique`),
    ...sectionRules,
    ...danglingTargets(config, [...new Set(sectionIds.map((s) => s.key))]),
    ...checkThemeContrast(valueAt(config, ['theme'])),
  ];
}
