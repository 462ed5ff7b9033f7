import type { ErrorObject } from 'ajv';
import { invisibleShown } from '../../functions/src/contract/invisible-text.ts';
import { PLAYER_NAMES } from '../../src/embeds/providers.ts';
import type { ConfigIssue, ConfigPath } from './config-error.ts';
import { closest } from './did-you-mean.ts';
import { count } from './format-errors.ts';
import { allowedProperties, isSchemaNode, resolveRef, sectionTypes, siteSchema, type SchemaNode } from './schema.ts';
import { valueAt } from './value-at.ts';

/** What a value of a named schema part looks like, in an editor's words. */
const EXPECTED: Readonly<Record<string, string>> = {
  httpsUrl: 'a URL starting with https://',
  assetPath: 'a path starting with / (a file in public/)',
  color: 'a colour like #1a2b3c',
  sectionId: 'an id of lowercase letters, digits and dashes, starting with a letter (like about)',
  text: 'some text, not only spaces',
  ratio: 'a frame shape like 16:9 or 82.29%',
  'embed.url': `a player address from ${PLAYER_NAMES}`,
  'link.href': "'#', a path starting with /, a URL starting with https:// or a mailto: address",
};

const FORMATS: Readonly<Record<string, string>> = {
  email: 'an email address like name@example.com',
  uri: 'a full address like https://example.com',
};

const TYPES: Readonly<Record<string, string>> = {
  string: 'text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'a mapping (key: value lines)',
  array: 'a list (lines starting with -)',
  null: 'nothing',
};

/** Schema parts by identity: ajv's verbose errors hand back the very objects of the schema. */
const partNames = (() => {
  const names = new Map<unknown, string>();
  for (const [name, def] of Object.entries(siteSchema.$defs as Record<string, SchemaNode>)) {
    names.set(def, name);
    if (!isSchemaNode(def.properties)) continue;
    for (const [property, node] of Object.entries(def.properties)) names.set(node, `${name}.${property}`);
  }
  return names;
})();

function pointerToPath(pointer: string): (string | number)[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^(0|[1-9][0-9]*)$/.test(segment) ? Number(segment) : segment));
}

function quote(value: string): string {
  // JSON escapes the C0 controls; the rest a terminal would act on (DEL, C1 such as U+0085, bidi overrides) show as codes too.
  const escaped = invisibleShown(JSON.stringify(value).slice(1, -1), 'terminal')
    .replace(/\\"/g, '"')
    .replace(/'/g, "\\'");
  return `'${escaped.length > 40 ? `${escaped.slice(0, 39)}…` : escaped}'`;
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'nothing (an empty value)';
  if (typeof value === 'string') return value === '' ? 'empty text' : `text ${quote(value)}`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return 'a list';
  return 'a mapping';
}

function dotted(path: ConfigPath): string {
  return path.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');
}

/** Where a mapping sits, in words: "in hero section", "in 'meta.shareImage'". */
function describePlace(path: ConfigPath, data: unknown): string {
  if (path.length === 0) return 'at the top level';
  if (path[0] === 'sections' && typeof path[1] === 'number') {
    const type = valueAt(data, ['sections', path[1], 'type']);
    if (typeof type === 'string' && sectionTypes.includes(type)) {
      const rest = path.slice(2);
      return rest.length ? `in '${dotted(rest)}' of the ${type} section` : `in ${type} section`;
    }
  }
  return `in '${dotted(path)}'`;
}

function expectedPhrase(part: unknown): string | undefined {
  const name = partNames.get(part);
  return name === undefined ? undefined : EXPECTED[name];
}

function patternMessage(error: ErrorObject): string {
  const got = describeValue(error.data);
  const phrase = expectedPhrase(error.parentSchema);
  if (phrase) return `expected ${phrase}, got ${got}`;
  const placeholder = /^\\\{(\w+)\\\}$/.exec(String(error.params.pattern));
  if (placeholder) return `expected text containing {${placeholder[1]}}, got ${got}`;
  const description = error.parentSchema?.description;
  return typeof description === 'string'
    ? `${got} is not valid here: ${description}`
    : `${got} does not match the pattern ${String(error.params.pattern)}`;
}

function alternativesMessage(error: ErrorObject): string {
  const branches = Array.isArray(error.schema) ? error.schema : [];
  const phrases = branches.map((branch) => (isSchemaNode(branch) ? expectedPhrase(resolveRef(branch)) : undefined));
  const expected = phrases.every((p): p is string => p !== undefined)
    ? phrases.join(' or ')
    : String(error.parentSchema?.description ?? 'one of several allowed forms');
  return `expected ${expected}, got ${describeValue(error.data)}`;
}

function knownTypesHint(typed: string): string {
  const suggestion = closest(typed, sectionTypes);
  return suggestion ? `did you mean '${suggestion}'?` : `known types: ${sectionTypes.join(', ')}`;
}

function describe(error: ErrorObject, data: unknown): ConfigIssue {
  const path = pointerToPath(error.instancePath);
  const value = (message: string): ConfigIssue => ({ path, at: 'value', message });
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required': {
      const name = String(params.missingProperty);
      const isSection = path.length === 2 && path[0] === 'sections';
      const hint = isSection && name === 'type' ? `; known types: ${sectionTypes.join(', ')}` : '';
      return {
        path,
        at: 'key',
        message: `missing required property '${name}' ${describePlace(path, data)}${hint}`,
        concerns: [...path, name],
      };
    }
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const name = unknownName(error) ?? '';
      const allowed = isSchemaNode(error.parentSchema) ? allowedProperties(error.parentSchema) : [];
      const suggestion = closest(name, allowed);
      const hint = suggestion ? `did you mean '${suggestion}'?` : `expected one of: ${allowed.join(', ')}`;
      return {
        path: [...path, name],
        at: 'key',
        message: `unknown property ${quote(name)} ${describePlace(path, data)}; ${hint}`,
        // Misspelt, it is also the property it was meant to be, which is now missing.
        ...(suggestion && { concerns: [...path, suggestion] }),
      };
    }
    case 'discriminator': {
      const tag = params.tagValue;
      const typePath = [...path, 'type'];
      if (typeof tag === 'string') {
        return {
          path: typePath,
          at: 'value',
          message: `section type ${quote(tag)} is not known; ${knownTypesHint(tag)}`,
        };
      }
      return {
        path: typePath,
        at: 'value',
        message: `expected a section type (${sectionTypes.join(', ')}), got ${describeValue(tag)}`,
      };
    }
    case 'type': {
      const types = [params.type].flat().map((t) => TYPES[String(t)] ?? String(t));
      return value(`expected ${types.join(' or ')}, got ${describeValue(error.data)}`);
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      const suggestion = typeof error.data === 'string' ? closest(error.data, allowed) : undefined;
      return value(
        `expected one of: ${allowed.join(', ')}${suggestion ? `; did you mean '${suggestion}'?` : `, got ${describeValue(error.data)}`}`,
      );
    }
    case 'const':
      return value(`expected ${quote(String(params.allowedValue))}, got ${describeValue(error.data)}`);
    case 'pattern':
      return value(patternMessage(error));
    case 'format': {
      const phrase =
        expectedPhrase(error.parentSchema) ?? FORMATS[String(params.format)] ?? `a valid ${String(params.format)}`;
      return value(`expected ${phrase}, got ${describeValue(error.data)}`);
    }
    case 'anyOf':
    case 'oneOf':
      return value(alternativesMessage(error));
    case 'minLength':
      return value(
        params.limit === 1
          ? 'expected some text, got an empty value'
          : `too short: ${count(String(error.data).length, 'character')}; at least ${params.limit} needed`,
      );
    case 'maxLength':
      return value(`too long: ${count(String(error.data).length, 'character')}; at most ${params.limit} allowed`);
    case 'minItems':
      return value(`expected at least ${count(Number(params.limit), 'item')}, got ${(error.data as unknown[]).length}`);
    case 'maxItems':
      return value(`too many items: ${(error.data as unknown[]).length}; at most ${params.limit} allowed`);
    case 'minimum':
      return value(`expected a number of at least ${params.limit}, got ${describeValue(error.data)}`);
    case 'maximum':
      return value(`expected a number of at most ${params.limit}, got ${describeValue(error.data)}`);
    default:
      return value(error.message ?? `does not satisfy '${error.keyword}'`);
  }
}

function isBeneath(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}

/**
 * An anyOf/oneOf failure also reports every branch's own complaint at the same place;
 * keep only the summary. A section without `type` is reported once (by `required`), not
 * again by the discriminator.
 */
function withoutNoise(errors: readonly ErrorObject[]): ErrorObject[] {
  const alternatives = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'oneOf').map((e) => e.instancePath);
  return errors.filter((error) => {
    if (error.keyword === 'discriminator' && error.params.tagValue === undefined) return false;
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') return true;
    return !alternatives.some((pointer) => isBeneath(error.instancePath, pointer));
  });
}

/** A property limited both by a shared part and locally (meta.title: text ≤ 2000, ≤ 70) fails twice; say the stricter. */
function strictestLimits(errors: readonly ErrorObject[]): ErrorObject[] {
  const upper = new Set(['maxLength', 'maxItems', 'maximum']);
  const lower = new Set(['minLength', 'minItems', 'minimum']);
  const best = new Map<string, ErrorObject>();
  const kept: ErrorObject[] = [];
  for (const error of errors) {
    if (!upper.has(error.keyword) && !lower.has(error.keyword)) {
      kept.push(error);
      continue;
    }
    const key = `${error.instancePath}\0${error.keyword}`;
    const previous = best.get(key);
    const limit = Number(error.params.limit);
    const stricter =
      !previous ||
      (upper.has(error.keyword) ? limit < Number(previous.params.limit) : limit > Number(previous.params.limit));
    if (stricter) best.set(key, error);
  }
  return [...kept, ...best.values()];
}

function unknownName(error: ErrorObject): string | undefined {
  const params = error.params as Record<string, unknown>;
  const name = params.additionalProperty ?? params.unevaluatedProperty;
  return typeof name === 'string' ? name : undefined;
}

/** "unknown property 'titel'; did you mean 'title'?" already says 'title' is missing. */
function withoutMisspelledRequired(errors: readonly ErrorObject[]): ErrorObject[] {
  const misspelled = new Set<string>();
  for (const error of errors) {
    const name = unknownName(error);
    if (name === undefined) continue;
    const meant = closest(name, isSchemaNode(error.parentSchema) ? allowedProperties(error.parentSchema) : []);
    if (meant) misspelled.add(`${error.instancePath}\0${meant}`);
  }
  return errors.filter(
    (error) =>
      error.keyword !== 'required' || !misspelled.has(`${error.instancePath}\0${String(error.params.missingProperty)}`),
  );
}

/** One plain-English issue per problem and place, from ajv's verbose errors. */
export function describeSchemaErrors(errors: readonly ErrorObject[], data: unknown): ConfigIssue[] {
  const seen = new Set<string>();
  const issues: ConfigIssue[] = [];
  for (const error of strictestLimits(withoutMisspelledRequired(withoutNoise(errors)))) {
    const issue = describe(error, data);
    const key = `${JSON.stringify(issue.path)}\0${issue.at}\0${issue.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    issues.push(issue);
  }
  return issues;
}
