import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const FOLDERS = ['src', 'scripts', 'tools', 'functions'];
const SOURCE = /\.(ts|tsx|mjs)$/;

async function sourceFiles(folder: string): Promise<string[]> {
  const entries = await readdir(path.join(root, folder), { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !entry.parentPath.includes('node_modules'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** The files a module imports by relative path, type-only imports included: they tie modules as tightly for a reader. */
export function relativeImports(file: string, code: string, exists: (candidate: string) => boolean): string[] {
  const specifiers = [
    ...code.matchAll(
      /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?from\s*['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)/g,
    ),
  ].map((m) => m[1] ?? m[2]!);
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

/** Every source file of the repository's own folders, with the files it imports, as paths from the root. */
async function importGraph(): Promise<Map<string, string[]>> {
  const files = (await Promise.all(FOLDERS.map(sourceFiles))).flat();
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const imports = relativeImports(file, await readFile(file, 'utf8'), (candidate) => known.has(candidate));
    graph.set(
      path.relative(root, file),
      imports.map((imported) => path.relative(root, imported)),
    );
  }
  return graph;
}

it('no module imports itself through others (src, scripts, tools, functions)', async () => {
  const graph = await importGraph();
  expect(graph.size).toBeGreaterThan(300);
  expect(cycles(graph).map((loop) => loop.join(' -> '))).toEqual([]);
});

/** The imports of `from` (files and folders, as paths from the root) that land in `to`, each as "file imports target". */
export function importsBetween(
  graph: ReadonlyMap<string, readonly string[]>,
  from: readonly string[],
  to: readonly string[],
): string[] {
  const within = (file: string, places: readonly string[]) =>
    places.some((place) => file === place || file.startsWith(`${place}/`));
  return [...graph]
    .filter(([file]) => within(file, from))
    .flatMap(([file, imports]) =>
      imports.filter((imported) => within(imported, to)).map((imported) => `${file} imports ${imported}`),
    );
}

// What shortlists and licences share (token, guard, limits, options, connect, track arguments)
// lives in private-links/ on both sides, and the track a link carries and the site key in
// contract modules of their own: a licence that reached into shortlist/ or the shortlist's model
// would tie the two rooms back together, and a change to shortlists would break quotes.
it('licence code imports nothing from shortlist code or the shortlist model (functions and scripts, tests too)', async () => {
  const graph = await importGraph();
  const licence = ['functions/src/licence', 'scripts/licence', 'scripts/licence.ts'];
  expect([...graph.keys()].filter((file) => licence.some((place) => file.startsWith(place))).length).toBeGreaterThan(
    20,
  );
  expect(
    importsBetween(graph, licence, [
      'functions/src/shortlist',
      'scripts/shortlist',
      'scripts/shortlist.ts',
      'functions/src/contract/shortlist-model.ts',
    ]),
  ).toEqual([]);
});

// The same on the site's side: the licence pages call their functions through the callable room,
// which shortlists import too, never through a shortlist's own files.
it('the licence pages import nothing from shortlist code (src/shortlist/, the shortlist page)', async () => {
  const graph = await importGraph();
  const licencePages = [...graph.keys()].filter((file) => /^src\/pages\/(Licence|licence-)/.test(file));
  expect(licencePages.length).toBeGreaterThan(8);
  expect(
    importsBetween(graph, licencePages, [
      'src/shortlist',
      'src/pages/ShortlistPage.tsx',
      'src/pages/ShortlistView.island.ts',
    ]),
  ).toEqual([]);
});

// Arrows point down: scripts/ holds what a user of the kit runs, so it takes nothing from the kit's
// own tools (tools/, the benches among them; the tests' helpers live in scripts/test/).
it('nothing under scripts/ imports tools/ or a bench, tests too', async () => {
  const graph = await importGraph();
  expect(importsBetween(graph, ['scripts'], ['tools', 'scripts/bench'])).toEqual([]);
});

// Firebase deploys functions/ alone, so nothing of it but its tests reaches outside it: what the
// function needs from the YAML is generated into it by scripts/build/function-settings.ts.
it('no file under functions/ but a test imports from outside functions/', async () => {
  const graph = await importGraph();
  const outward = importsBetween(graph, ['functions'], ['src', 'scripts', 'tools', 'e2e', 'tests']);
  expect(outward.filter((line) => !/^\S+\.test\.tsx? imports /.test(line))).toEqual([]);
});

it('names an import from one room into another, and only those', () => {
  const graph = new Map([
    ['scripts/licence/store.ts', ['scripts/shortlist/args.ts', 'scripts/private-links/args.ts']],
    ['scripts/licence.ts', ['scripts/shortlist.ts']],
    ['scripts/licences/other.ts', ['scripts/shortlist/args.ts']],
  ]);
  expect(
    importsBetween(graph, ['scripts/licence', 'scripts/licence.ts'], ['scripts/shortlist', 'scripts/shortlist.ts']),
  ).toEqual([
    'scripts/licence/store.ts imports scripts/shortlist/args.ts',
    'scripts/licence.ts imports scripts/shortlist.ts',
  ]);
});

it('finds a type-only circle and reads every kind of relative import', () => {
  const a = '/x/a.ts';
  const b = '/x/b.ts';
  const c = '/x/c.tsx';
  const exists = (candidate: string) => [a, b, c].includes(candidate);
  expect(
    relativeImports(a, "import type { B } from './b';\nexport { c } from './c';\nconst d = import('./b.ts');", exists),
  ).toEqual([b, c, b]);
  expect(
    cycles(
      new Map([
        [a, [b]],
        [b, [c]],
        [c, [a]],
      ]),
    ),
  ).toEqual([[a, b, c]]);
  expect(
    cycles(
      new Map([
        [a, [b]],
        [b, []],
      ]),
    ),
  ).toEqual([]);
});
