import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));

/** What the site is made of: every source file under src/ but the tests, which may use any tool. */
async function siteFiles(): Promise<string[]> {
  const entries = await readdir(path.join(root, 'src'), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** The repository folders a module reaches by relative import, as their first path segment. */
export function foldersReached(file: string, code: string): string[] {
  const specifiers = [...code.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((match) => match[1]!);
  return specifiers.map(
    (specifier) => path.relative(root, path.resolve(root, path.dirname(file), specifier)).split(path.sep)[0]!,
  );
}

it('src/ is what the site is made of: no module reaches scripts/ or tools/, or reads the command line', async () => {
  const offences: string[] = [];
  for (const file of await siteFiles()) {
    const code = await readFile(path.join(root, file), 'utf8');
    for (const folder of foldersReached(file, code))
      if (folder === 'scripts' || folder === 'tools') offences.push(`${file} imports ${folder}/`);
    if (/process\.argv/.test(code)) offences.push(`${file} reads process.argv`);
  }
  expect(offences).toEqual([]);
});

it('no npm script runs a file in src/', async () => {
  const { scripts } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  expect(Object.entries(scripts).filter(([, command]) => /\bsrc\//.test(command))).toEqual([]);
});

it('sees an import that leaves src/ for scripts/', () => {
  expect(
    foldersReached('src/sections/catalog/a.ts', "import { x } from '../../../scripts/config/load-config.ts';"),
  ).toEqual(['scripts']);
  expect(foldersReached('src/sections/catalog/a.ts', "import { x } from './rights.ts';")).toEqual(['src']);
});
