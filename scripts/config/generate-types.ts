import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { compile, type JSONSchema } from 'json-schema-to-typescript';
import { schemaPath } from './config-path.ts';

export const typesPath = fileURLToPath(
  new URL('../../functions/src/contract/site-config.generated.ts', import.meta.url),
);

type SchemaNode = Record<string, unknown>;

/**
 * The app only ever sees a config after ajv has applied the schema's defaults, so a
 * property with a default is always present: mark it required to spare every consumer
 * an undefined check.
 */
function requireDefaulted(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(requireDefaulted);
  if (!node || typeof node !== 'object') return node;
  // A $ref with sibling keywords makes json-schema-to-typescript mint a numbered copy of
  // the referenced type (Image1, Image2…); the siblings only constrain values, so drop them.
  if ('$ref' in node) return { $ref: (node as SchemaNode).$ref };
  const out: SchemaNode = {};
  for (const [key, value] of Object.entries(node)) out[key] = requireDefaulted(value);
  const properties = (node as SchemaNode).properties as Record<string, SchemaNode> | undefined;
  if (properties) {
    const defaulted = Object.entries(properties)
      .filter(([, property]) => 'default' in property)
      .map(([name]) => name);
    if (defaulted.length) out.required = [...new Set([...((out.required as string[]) ?? []), ...defaulted])];
  }
  return out;
}

/** The config's types from the site schema's text (by default the committed schema's). */
export async function generateTypes(schemaText?: string): Promise<string> {
  const {
    title: _title,
    $id: _id,
    ...schema
  } = JSON.parse(schemaText ?? (await readFile(schemaPath, 'utf8'))) as JSONSchema;
  return compile(requireDefaulted(schema) as JSONSchema, 'SiteConfig', {
    bannerComment:
      '/* Generated from schema/site.schema.json by `npm run gen:types`. Do not edit: change the schema and regenerate. */',
    additionalProperties: false,
    unreachableDefinitions: false,
    maxItems: -1,
    style: { singleQuote: true },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(typesPath, await generateTypes());
  console.log(`wrote ${typesPath}`);
}
