import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { schemaPath } from './config-path.ts';
import { contactMessageSchemaPath, generateContactMessageSchema, generateSchema } from './generate-schema.ts';

it('schema/site.schema.json matches the core and the section fragments (run `npm run gen:types` after editing them)', async () => {
  expect(await readFile(schemaPath, 'utf8')).toBe(await generateSchema());
});

it('schema/contact-message.schema.json matches functions/src/contract/contact-message.ts (run `npm run gen:types` after editing it)', async () => {
  expect(await readFile(contactMessageSchemaPath, 'utf8')).toBe(generateContactMessageSchema());
});
