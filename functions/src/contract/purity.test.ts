import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const folder = fileURLToPath(new URL('.', import.meta.url));

/** What a module imports that is not another module of this folder. */
export function outsideImports(code: string): string[] {
  const specifiers = [
    ...code.matchAll(
      /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g,
    ),
  ].map((m) => m[1] ?? m[2]!);
  return specifiers.filter((specifier) => !/^\.\/[^/]+$/.test(specifier));
}

it('the contract is plain modules: no Firebase SDK, no Node built-in, nothing outside its folder', () => {
  const found = readdirSync(folder)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .flatMap((name) =>
      outsideImports(readFileSync(`${folder}/${name}`, 'utf8')).map((specifier) => `${name}: ${specifier}`),
    );
  expect(found).toEqual([]);
});

it('sees an import that leaves the folder', () => {
  expect(
    outsideImports(
      "import { a } from './x.js';\nimport { getFirestore } from 'firebase-admin/firestore';\nimport b from '../sites.ts';\nimport { c } from 'node:crypto';",
    ),
  ).toEqual(['firebase-admin/firestore', '../sites.ts', 'node:crypto']);
});
