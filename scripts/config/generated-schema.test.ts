import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { schemaPath } from './config-path.ts';
import { generateSchema } from './generate-schema.ts';

it('schema/site.schema.json matches the core and the section fragments (run `npm run gen:types` after editing them)', async () => {
  expect(await readFile(schemaPath, 'utf8')).toBe(await generateSchema());
});
