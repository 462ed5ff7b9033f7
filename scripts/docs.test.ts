// The README and docs/ name only files that exist, the index lists every page, the README stays
// short, docs/commands.md lists every command and option the command layer declares, and
// docs/architecture.md's map names every folder under scripts/.
import { access, readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import type { Command } from './cli/command.ts';
import { COMMANDS } from './cli/commands.ts';

const root = fileURLToPath(new URL('../', import.meta.url));
const pages = (await readdir(path.join(root, 'docs'))).filter((name) => name.endsWith('.md')).sort();
const read = (file: string) => readFile(path.join(root, file), 'utf8');

/**
 * Spans that name no file of the kit: packages, Firestore paths, addresses and options, MIME
 * types, what a user, a build or the local stack makes (a roster's `sites/`, `dist/`, `.out/`, `.bench/`, `.firebase/`, `assets/`, the share-picture cache)
 * and the worked example's `quote` section, which the reader writes.
 */
const NOT_FILES =
  /^@|\{|^\/|^[a-z]+:\/\/|\.web\.app|^--|^(audio|image|video|text|application|font)\/|YYYY|^(sites|dist|\.out|\.bench|\.firebase|assets|node_modules\/\.cuesheet)\/|quote\//;

/**
 * The paths a page names, written in code spans: anything with a folder in it. A `<type>`
 * placeholder stands for every section folder, so it is checked against one real one; other
 * placeholders (a roster site's `<name>`) are the reader's to make. Package names (`@scope/name`),
 * Firestore paths (`mail/{id}`), addresses (`/s/<token>`, `http://…`) and commands are not files.
 */
export function namedPaths(markdown: string): string[] {
  const spans = [...markdown.matchAll(/`([^`\s]+\/[^`\s]*)`/g)].map((match) => match[1]!);
  const named = spans.filter((span) => !NOT_FILES.test(span));
  return [
    ...new Set(
      named
        .map((span) => span.replace('<type>', 'catalog').replace('<Type>', 'Catalog'))
        .filter((span) => !/[<…*]/.test(span)),
    ),
  ];
}

/** Where a named path may be found: from the repository's root, from src/ (`runtime/` in the islands' line), the catalog section's folder (its own pages), or beside the page. */
async function exists(name: string, page: string): Promise<boolean> {
  const places = ['', 'src', 'src/islands', 'src/sections/catalog', path.dirname(page)].map((base) =>
    path.join(root, base, name),
  );
  return Promise.any(places.map((place) => access(place))).then(
    () => true,
    () => false,
  );
}

it.each(['README.md', ...pages.map((page) => `docs/${page}`)])(
  '%s names only files and folders that exist',
  async (page) => {
    const missing = [];
    for (const name of namedPaths(await read(page))) if (!(await exists(name, page))) missing.push(name);
    expect(missing).toEqual([]);
  },
);

it('finds a path that is not there, and leaves addresses, packages and Firestore paths alone', () => {
  expect(
    namedPaths('see `src/gone.ts`, `npm start`, `@11ty/is-land`, `mail/{id}`, `/s/<token>` and `https://x.example/a`'),
  ).toEqual(['src/gone.ts']);
});

it('docs/README.md is the index: one line for every page, and no page that is not there', async () => {
  const linked = [...(await read('docs/README.md')).matchAll(/\]\(([^)#]+\.md)\)/g)]
    .map((match) => match[1]!)
    .filter((link) => !link.startsWith('..'));
  expect([...new Set(linked)].sort()).toEqual(pages.filter((page) => page !== 'README.md'));
});

it('the README stays short: at most 150 lines, with the two set-up commands and a link to the index', async () => {
  const readme = await read('README.md');
  expect(readme.split('\n').length).toBeLessThanOrEqual(150);
  expect(readme).toContain('npm install && npm start');
  expect(readme).toContain('npm test');
  expect(readme).toContain('(docs/README.md)');
});

// Loading every command's module takes seconds on a busy machine.
it('docs/commands.md has every command and every option the command layer declares', { timeout: 60_000 }, async () => {
  const doc = await read('docs/commands.md');
  const missing: string[] = [];
  for (const [name, load] of Object.entries(COMMANDS)) {
    const command = (await load()).default as Command;
    const heading = name === 'start' ? '## `npm start`' : `## \`npm run ${name}\``;
    const at = doc.indexOf(`${heading}\n`);
    if (at < 0) {
      missing.push(heading);
      continue;
    }
    const section = doc.slice(at, doc.indexOf('\n## ', at + 1) >>> 0);
    for (const option of Object.keys(command.options))
      if (!section.includes(`\`--${option}`)) missing.push(`${name} --${option}`);
  }
  expect(missing).toEqual([]);
});

/** The folders directly inside `folder`, by name; not a tool's cache (`node_modules/`, a dot folder). */
const foldersIn = async (folder: string) =>
  (await readdir(path.join(root, folder), { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules' && !entry.name.startsWith('.'))
    .map((entry) => entry.name);

const isFolder = (folder: string) =>
  stat(path.join(root, folder)).then(
    (found) => found.isDirectory(),
    () => false,
  );

/** The folders docs/architecture.md's "Where things live" names in its first column, as `scripts/…/`. */
export function mappedFolders(architecture: string): string[] {
  const table = architecture.slice(
    architecture.indexOf('## Where things live'),
    architecture.indexOf('\n## ', architecture.indexOf('## Where things live')),
  );
  return [...table.matchAll(/^\| ([^|]+)\|/gm)].flatMap((row) =>
    [...row[1]!.matchAll(/`(scripts\/[^`\s]*\/)`/g)].map((match) => match[1]!),
  );
}

/**
 * A newcomer reads scripts/ from the map: every folder in it is a room the map names, or a house
 * whose every room it names (scripts/audio/: facts, measure, preview), and every room it names is there.
 */
it('docs/architecture.md names every folder under scripts/, and every room it names is a folder', async () => {
  const named = mappedFolders(await read('docs/architecture.md'));
  const unnamed: string[] = [];
  for (const folder of await foldersIn('scripts')) {
    if (named.includes(`scripts/${folder}/`)) continue;
    const rooms = await foldersIn(`scripts/${folder}`);
    const unnamedRooms = rooms.filter((room) => !named.includes(`scripts/${folder}/${room}/`));
    if (rooms.length === 0 || unnamedRooms.length === rooms.length) unnamed.push(`scripts/${folder}/`);
    else unnamed.push(...unnamedRooms.map((room) => `scripts/${folder}/${room}/`));
  }
  expect(unnamed).toEqual([]);
  const gone = [];
  for (const folder of named) if (!(await isFolder(folder))) gone.push(folder);
  expect(gone).toEqual([]);
});

it('reads the rooms from the map’s first column only', () => {
  const map =
    '## Where things live\n\n| folder | what |\n|---|---|\n| `scripts/a/`, `scripts/b/c/` | see `scripts/d/` |\n\n## Next\n| `scripts/e/` | x |\n';
  expect(mappedFolders(map)).toEqual(['scripts/a/', 'scripts/b/c/']);
});
