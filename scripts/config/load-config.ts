import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { isMap, isSeq, LineCounter, parseDocument, visit, type Document, type YAMLError } from 'yaml';
import type { SiteConfig } from '../../functions/src/contract/site-config.generated.ts';
import { definitionFor } from '../../src/sections/registry.ts';
import { ConfigLoadError, type ConfigError, type ConfigIssue } from './config-error.ts';
import { resolveConfigPath } from './config-path.ts';
import { crossCheck } from './cross-checks.ts';
import { decodeConfig } from './encoding.ts';
import { holdBackFollowers } from './follows-from.ts';
import { codeFrame, displayPath, formatConfigErrors } from './format-errors.ts';
import { locateIssue, positionOf } from './locate.ts';
import { describeSchemaErrors } from './messages.ts';
import { siteValidator } from './schema.ts';

/** A valid config may still carry warnings: located like errors, reported, never fatal. */
export type ValidationResult =
  { ok: true; config: SiteConfig; warnings: ConfigError[] } | { ok: false; errors: ConfigError[] };

const NESTED_TOO_DEEPLY = 'the file is nested too deeply to read';

/** Plain words for the YAML mistakes editors make most; the parser's own text otherwise. */
function yamlMessage(error: YAMLError, source: string): string {
  const [start, end] = error.pos;
  switch (error.code) {
    case 'DUPLICATE_KEY': {
      const key = /^("[^"\n]*"|'[^'\n]*'|[^:#\n]*?)\s*:/.exec(source.slice(start))?.[1] ?? source.slice(start, end);
      return `the key ${key.startsWith('"') || key.startsWith("'") ? key : `'${key}'`} appears twice in this mapping; keep one`;
    }
    case 'MULTIPLE_DOCS':
      return 'the file holds more than one YAML document (a line with ---); keep one';
    case 'TAB_AS_INDENT':
      return 'a tab is used for indentation; YAML needs spaces';
    case 'MISSING_CHAR': {
      const quote = /^Missing closing (["'])quote/.exec(error.message)?.[1];
      if (quote) return `missing the closing ${quote} of a quoted text`;
      return `YAML syntax error: ${error.message}`;
    }
    case 'BAD_INDENT':
    case 'UNEXPECTED_TOKEN':
      return `YAML syntax error: ${error.message}`;
    default:
      // The parser turns a stack overflow from absurd nesting into an ordinary error.
      if (/call stack/i.test(error.message)) return NESTED_TOO_DEEPLY;
      return error.message.charAt(0).toLowerCase() + error.message.slice(1);
  }
}

const TOP_LEVEL_HINT = 'site:, meta:, sections: and the other settings as key: value lines';

function oneError(file: string, message: string, line = 1, column = 1): ValidationResult {
  return { ok: false, errors: [{ file, line, column, length: 1, message }] };
}

/**
 * Parses, validates and cross-checks a config's text, reporting every problem located
 * in `file`. Whatever the text, the answer is a config or errors.
 */
export function validateConfigSource(source: string, file: string): ValidationResult {
  try {
    return checkSource(source, file);
  } catch (error) {
    // Parsing, walking and converting the YAML recurse once per nesting level, so absurd
    // nesting overflows the stack; anything else is a bug and should surface.
    if (error instanceof RangeError && /call stack/i.test(error.message)) return oneError(file, NESTED_TOO_DEEPLY);
    throw error;
  }
}

/** YAML syntax errors and warnings (duplicate keys among them), then aliases with no anchor. */
function yamlErrors(doc: Document, source: string, lineCounter: LineCounter, file: string): ConfigError[] {
  const located = (start: number, end: number, message: string): ConfigError => ({
    file,
    ...positionOf(source, lineCounter, start, end),
    message,
  });
  const syntax = [...doc.errors, ...doc.warnings].map((error) =>
    located(error.pos[0], error.pos[1], yamlMessage(error, source)),
  );
  if (syntax.length) {
    // A stack overflow is reported once per level it unwinds through; one per line is plenty.
    const seen = new Set<string>();
    return syntax
      .sort((a, b) => a.line - b.line || a.column - b.column)
      .filter((error) => !seen.has(`${error.line}\0${error.message}`) && seen.add(`${error.line}\0${error.message}`));
  }
  const unresolved: ConfigError[] = [];
  visit(doc, {
    Alias(_, alias) {
      if (alias.resolve(doc) !== undefined) return;
      const [start, end] = alias.range ?? [0, 1];
      unresolved.push(located(start, end, `no anchor &${alias.source} is defined before this alias`));
    },
  });
  return unresolved;
}

function checkSource(source: string, file: string): ValidationResult {
  const lineCounter = new LineCounter();
  const doc = parseDocument(source, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const unreadable = yamlErrors(doc, source, lineCounter, file);
  if (unreadable.length) return { ok: false, errors: unreadable };
  if (doc.contents === null) return oneError(file, `the file is empty; expected ${TOP_LEVEL_HINT}`);
  if (!isMap(doc.contents)) {
    const { line, column } = positionOf(source, lineCounter, doc.contents.range?.[0] ?? 0, 1);
    const got = isSeq(doc.contents) ? 'a list' : 'a single value';
    return oneError(file, `expected ${TOP_LEVEL_HINT}, got ${got}`, line, column);
  }

  let data: unknown;
  try {
    // Aliases expand into copies; cap them so a "billion laughs" file cannot exhaust memory.
    data = doc.toJS({ maxAliasCount: 1000 });
  } catch (error) {
    return oneError(file, `the file cannot be read as data: ${error instanceof Error ? error.message : String(error)}`);
  }

  const validator = siteValidator();
  const valid = validator(data);
  const lineOf = (path: ConfigIssue['path']) => locateIssue(doc, source, lineCounter, { path, at: 'value' }).line;
  const issues = holdBackFollowers(
    valid ? [] : describeSchemaErrors(validator.errors ?? [], data),
    crossCheck(data, lineOf),
  );
  const located = (found: typeof issues): ConfigError[] =>
    found
      .map(({ followers, ...issue }) => ({
        file,
        ...locateIssue(doc, source, lineCounter, issue),
        message: issue.message,
        ...(followers > 0 && { followers }),
      }))
      // Root causes first, then in file order.
      .sort(
        (a, b) => Number(Boolean(b.followers)) - Number(Boolean(a.followers)) || a.line - b.line || a.column - b.column,
      );
  const errors = issues.filter((issue) => issue.severity !== 'warning');
  if (valid && errors.length === 0) {
    return {
      ok: true,
      config: normalized(data as SiteConfig),
      warnings: located(issues.filter((issue) => issue.severity === 'warning')),
    };
  }
  return { ok: false, errors: located(errors) };
}

/** The config in the kit's one spelling of what editors write many ways (each section type's `normalize`). */
function normalized(config: SiteConfig): SiteConfig {
  return {
    ...config,
    sections: config.sections.map(
      (section) => definitionFor(section)?.normalize?.(section) ?? section,
    ) as SiteConfig['sections'],
  };
}

export interface LoadOptions {
  /** Colour the report, for a terminal; off by default, as logs and the overlay show it raw. */
  color?: boolean;
}

/** A config's text as read, and the digest of its bytes, to tell whether the file changed since. */
export interface ConfigSnapshot {
  source: string;
  digest: string;
}

export const digestOf = (bytes: Uint8Array): string => createHash('sha256').update(bytes).digest('hex');

/**
 * Reads a config's text. A file that cannot be read is a ConfigLoadError of kind `unreadable`;
 * one that is not UTF-8 is `invalid`, with one error naming its encoding.
 */
export async function readConfigSource(file: string, options: LoadOptions = {}): Promise<string> {
  return (await readConfigSnapshot(file, options)).source;
}

/** Reads a config's text as readConfigSource does, with the digest of the bytes it was read from. */
export async function readConfigSnapshot(file: string, { color = false }: LoadOptions = {}): Promise<ConfigSnapshot> {
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    const reason = error instanceof Error && 'code' in error ? String(error.code) : String(error);
    throw new ConfigLoadError('unreadable', file, [], `cannot read ${displayPath(file)} (${reason})`);
  }
  const decoded = decodeConfig(bytes);
  if (decoded.ok) return { source: decoded.text, digest: digestOf(bytes) };
  const errors = [{ file, length: 1, ...decoded.problem }];
  throw new ConfigLoadError('invalid', file, errors, formatConfigErrors(errors, decoded.text, { color }));
}

/** The config a text holds, defaults applied; throws a ConfigLoadError whose message is the full report. */
export function siteConfigFromSource(source: string, file: string, { color = false }: LoadOptions = {}): SiteConfig {
  const result = validateConfigSource(source, file);
  if (result.ok) {
    for (const w of result.warnings)
      console.warn(
        `${displayPath(w.file)}:${w.line}:${w.column}: warning: ${w.message}\n${codeFrame(source, w, color)}`,
      );
    return result.config;
  }
  throw new ConfigLoadError('invalid', file, result.errors, formatConfigErrors(result.errors, source, { color }));
}

/** The validated config with defaults applied; throws a ConfigLoadError carrying the full report. */
export async function loadSiteConfig(file = resolveConfigPath(), options: LoadOptions = {}): Promise<SiteConfig> {
  return siteConfigFromSource(await readConfigSource(file, options), file, options);
}
