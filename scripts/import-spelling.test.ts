// One import spelling, kept by a test rather than by habit: a relative import names the module's own
// file (`./x.ts`, `./X.tsx`), in the site, the scripts and the functions alike. The functions'
// compiler rewrites them to `.js` when it emits (rewriteRelativeImportExtensions), so Node runs
// what tsx, Vite and Vitest read.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { expect, it } from 'vitest';
import { repoRoot } from './config/config-path.ts';
import { timeoutFor } from './test/timeout.ts';

/** The relative imports, static and dynamic, that don't name their file; TypeScript's own scanner skips strings and comments. */
export function misspelt(source: string): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.map(({ fileName }) => fileName)
    .filter((name) => /^\.{1,2}\//.test(name) && !/\.(tsx?|mjs|json|css|svg|png|woff2?)(\?\w+)?$/.test(name));
}

it('finds a bare or .js relative import, and leaves packages, full names and strings alone', () => {
  const source = `import a from './a';\nexport { b } from "../b.js";\nconst c = await import('./c.ts');\nimport 'react';\nimport d from './d.tsx';\nconst text = "import e from './e'";`;
  expect(misspelt(source)).toEqual(['./a', '../b.js']);
});

// Reads every TypeScript file of the repository: 2.4 s idle.
it('every relative import in the repository names its file', { timeout: timeoutFor(2.4) }, () => {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const found = files.flatMap((file) =>
    misspelt(readFileSync(path.join(repoRoot, file), 'utf8')).map((name) => `${file}: ${name}`),
  );
  expect(found).toEqual([]);
});
