import { readFile } from 'node:fs/promises';
import { expect, it } from 'vitest';
import { generateTypes, typesPath } from './generate-types.ts';

it('functions/src/contract/site-config.generated.ts matches the schema (run `npm run gen:types` after editing it)', async () => {
  expect(await readFile(typesPath, 'utf8')).toBe(await generateTypes());
}, 30_000);
