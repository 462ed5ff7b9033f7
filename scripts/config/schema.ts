import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { FormatsPlugin } from 'ajv-formats';
import { schemaPath } from './config-path.ts';

export type SchemaNode = { readonly [keyword: string]: unknown };

export const siteSchema = JSON.parse(readFileSync(schemaPath, 'utf8')) as SchemaNode;

// ajv-formats is CommonJS; under ESM its default export arrives wrapped once more.
const addFormats = ((addFormatsModule as unknown as { default?: FormatsPlugin }).default ??
  addFormatsModule) as FormatsPlugin;

let validator: ValidateFunction | undefined;

/** A validator of a site schema, with the options every config check uses. */
export function compileSiteSchema(schema: SchemaNode): ValidateFunction {
  const ajv = new Ajv2020({
    allErrors: true,
    useDefaults: true,
    discriminator: true,
    strict: true,
    strictTypes: false,
    strictRequired: false,
    // messages.ts reads the failing schema (parentSchema) and the value (data).
    verbose: true,
    // One config is validated per run, so compiling fast beats optimising the code
    // (saves about a third of the compile, most of a check's time).
    code: { optimize: false },
  });
  // Only the formats the schema uses; strict mode fails the compile if it starts using another.
  addFormats(ajv, ['email', 'uri']);
  return ajv.compile(schema);
}

/** The compiled validator; compiled on first use because that is most of a check's time. */
export function siteValidator(): ValidateFunction {
  validator ??= compileSiteSchema(siteSchema);
  return validator;
}

export function isSchemaNode(value: unknown): value is SchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One of the site schema's `$defs`, by name; a missing one is a broken schema, said so. */
export function schemaDef(name: string): SchemaNode {
  const def = (siteSchema.$defs as Record<string, SchemaNode>)[name];
  if (!def) throw new Error(`the site schema has no $defs.${name}`);
  return def;
}

/** Follows a local `#/$defs/...` reference. */
export function resolveRef(node: SchemaNode): SchemaNode {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  let target: unknown = siteSchema;
  for (const segment of ref.slice(2).split('/')) target = isSchemaNode(target) ? target[segment] : undefined;
  return isSchemaNode(target) ? target : node;
}

/** Property names a mapping accepts, including those its `allOf` parts declare. */
export function allowedProperties(node: SchemaNode): string[] {
  const names = isSchemaNode(node.properties) ? Object.keys(node.properties) : [];
  const parts = Array.isArray(node.allOf) ? node.allOf.filter(isSchemaNode) : [];
  const inherited = parts.flatMap((part) => allowedProperties(resolveRef(part)));
  return [...new Set([...inherited, ...names])];
}

/** The section types, in schema order, read from each branch's `type` const. */
export const sectionTypes: readonly string[] = (() => {
  const branches = (schemaDef('section').oneOf as SchemaNode[]).map(resolveRef);
  return branches.map((branch) => (branch.properties as { type: SchemaNode }).type.const as string);
})();
