import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const FOLDERS = ['src', 'scripts', 'tools', 'functions/src', 'functions/scripts'];
const SOURCE = /\.(ts|tsx|mjs)$/;

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The files a module imports by relative path, type-only imports included: they tie modules as tightly for a reader. */
export function relativeImports(file: string, code: string, exists: (candidate: string) => boolean): string[] {
  const specifiers = [...code.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g)].map((m) => m[1] ?? m[2]!);
  return specifiers.flatMap((specifier) => {
    const base = path.resolve(path.dirname(file), specifier);
    const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find(exists);
    return found ? [found] : [];
  });
}

/** Every cycle in the graph, each once, as the files around it. */
export function cycles(graph: Map<string, string[]>): string[][] {
  const found = new Map<string, string[]>();
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    trail.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') {
        const loop = trail.slice(trail.indexOf(next));
        found.set([...loop].sort().join(' '), loop);
      } else if (!state.has(next)) visit(next);
    }
    trail.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return [...found.values()];
}

it('no module imports itself through others (src, scripts, tools, functions)', async () => {
  const files = (await Promise.all(FOLDERS.map(sourceFiles))).flat();
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) graph.set(file, relativeImports(file, await readFile(file, 'utf8'), (candidate) => known.has(candidate)));
  expect(files.length).toBeGreaterThan(300);
  expect(cycles(graph).map((loop) => loop.map((file) => path.relative(root, file)).join(' -> '))).toEqual([]);
});

it('finds a type-only circle and reads every kind of relative import', () => {
  const a = '/x/a.ts';
  const b = '/x/b.ts';
  const c = '/x/c.tsx';
  const exists = (candidate: string) => [a, b, c].includes(candidate);
  expect(relativeImports(a, "import type { B } from './b';\nexport { c } from './c';\nconst d = import('./b.ts');", exists)).toEqual([b, c, b]);
  expect(cycles(new Map([[a, [b]], [b, [c]], [c, [a]]]))).toEqual([[a, b, c]]);
  expect(cycles(new Map([[a, [b]], [b, []]]))).toEqual([]);
});
