import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { contactMessageSchema } from '../../functions/src/contract/contact-message.ts';
import { DELIVERY_PATH_PATTERN } from '../../functions/src/contract/file-name.ts';
import { PLAYER_LIST, PLAYER_URL_PATTERN } from '../../src/embeds/providers.ts';
import type { SectionDefinition, SectionType } from '../../src/sections/define.ts';
import { definitionList } from '../../src/sections/registry.ts';
import { schemaPath } from './config-path.ts';

const corePath = fileURLToPath(new URL('../../src/config/site.schema.core.json', import.meta.url));

type Node = Record<string, unknown>;
type Defs = Record<string, Node>;

/** `some-type` → `someTypeSection`: the definition's name, and so the generated type's. */
export const sectionDefName = (type: string) =>
  `${type.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Section`;

const listed = (items: string[]) => items.join(', ').replace(/, ([^,]+)$/, ' or $1');

/**
 * schema/site.schema.json, assembled: the core (top-level blocks and shared definitions) plus
 * each section type's fragment from its folder, the `sections` branches in registry order, and
 * the texts that list what the registry and the player list hold. One file, as editors read it.
 */
export async function generateSchema(
  definitions: readonly Pick<SectionDefinition<SectionType>, 'type' | 'schema'>[] = definitionList,
): Promise<string> {
  const schema = JSON.parse(await readFile(corePath, 'utf8')) as Node & { $defs: Defs };
  const defs = schema.$defs;
  const add = (name: string, definition: Node, from: string) => {
    if (name in defs) throw new Error(`${from}: the schema already defines $defs.${name}`);
    defs[name] = definition;
  };
  for (const { type, schema: fragment } of definitions) {
    add(sectionDefName(type), fragment.section, `src/sections/${type}/schema.json`);
    for (const [name, definition] of Object.entries(fragment.$defs ?? {}))
      add(name, definition, `src/sections/${type}/schema.json`);
  }
  defs.section!.oneOf = definitions.map(({ type }) => ({ $ref: `#/$defs/${sectionDefName(type)}` }));
  (defs.sectionBase!.properties as Defs).type!.description =
    `What the section shows: ${listed(definitions.map(({ type }) => type))}.`;
  Object.assign((defs.embed!.properties as Defs).url!, {
    pattern: PLAYER_URL_PATTERN,
    description: `The player's embed address, from ${PLAYER_LIST}.`,
  });
  // The file-name rule the import, the quote and the deliveryFile function apply, so the editor's check cannot drift from theirs.
  defs.deliveryFile!.pattern = DELIVERY_PATH_PATTERN;
  return `${JSON.stringify(schema, null, 2)}\n`;
}

export const contactMessageSchemaPath = fileURLToPath(
  new URL('../../schema/contact-message.schema.json', import.meta.url),
);

/** schema/contact-message.schema.json, for editors and readers: written from functions/src/contract/contact-message.ts. */
export const generateContactMessageSchema = (): string => `${JSON.stringify(contactMessageSchema, null, 2)}\n`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await writeFile(schemaPath, await generateSchema());
  await writeFile(contactMessageSchemaPath, generateContactMessageSchema());
  console.log(`wrote ${schemaPath} and ${contactMessageSchemaPath}`);
}
