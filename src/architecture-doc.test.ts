import { access, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const doc = 'docs/architecture.md';

/**
 * The paths the map names, written in code spans: anything with a folder in it. A `<type>`
 * placeholder stands for every section folder, so it is checked against one real one; other
 * placeholders (a roster site's `<name>`) and the worked example's `quote` folder are the reader's
 * to make. Package names (`@scope/name`) and
 * Firestore paths (`mail/{id}`) are not files.
 */
export function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\s]+\/[^`\s]*)`/g)].map((match) => match[1]!);
  const named = spans.filter((span) => !span.includes('quote/') && !span.startsWith('@') && !span.includes('{'));
  return [...new Set(named.map((span) => span.replace('<type>', 'catalog').replace('<Type>', 'Catalog')).filter((span) => !span.includes('<')))];
}

it(`${doc} names only files and folders that exist`, async () => {
  const names = namedPaths(await readFile(path.join(root, doc), 'utf8'));
  expect(names.length).toBeGreaterThan(30);
  const missing = [];
  for (const name of names) {
    // Folders are named from the repository's root or from src/ (`runtime/` in the islands' line).
    const found = await Promise.any([access(path.join(root, name)), access(path.join(root, 'src', name)), access(path.join(root, 'src/islands', name))]).then(
      () => true,
      () => false,
    );
    if (!found) missing.push(name);
  }
  expect(missing).toEqual([]);
});

it('finds a path that is not there', () => {
  expect(namedPaths('see `src/gone.ts`, `npm start`, `@11ty/is-land` and `mail/{id}`')).toEqual(['src/gone.ts']);
});
