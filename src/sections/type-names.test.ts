import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { definitionList } from './registry.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const FOLDERS = ['src', 'scripts', 'tools', 'functions'];
const SKIPPED = /\.test\.|\.spec\.|generated|fixture|node_modules|^scripts\/test\//;

/**
 * Places that spell a type's name for another reason, each with it: the registry is the one
 * list of types; a font's name (the one-sheet's and the share pictures'); a section id's default (ids are the editor's, types the kit's);
 * the config's own `contact` block (the function's settings), which is no section; the
 * demo-audio tool, which writes the demo catalog's lengths as the catalog prints them; the
 * import and the suggestions (folders) and the catalog-scale bench, the catalog's own commands,
 * which read and write its tracks in the YAML; the find-by-sound and suggestion benches, which
 * measure the catalog's own sound space;
 * the detection bench, which scores keys in the catalog's own spelling; the key measure, which
 * names the keys it hears in that spelling; the delivery scripts (a folder), the catalog's own
 * files for licences, which read the masters and stems its tracks name.
 */
const NOT_A_TYPE = [
  'src/sections/registry.ts',
  "functions/src/pdf/fonts.ts: 'music'",
  "scripts/build/share-images.ts: 'music'",
  "src/sections/catalog/index.ts: 'contact'",
  "src/contact/settings.ts: 'contact'",
  "src/config/client-config.ts: 'contact'",
  'tools/demo-audio/tracks-md.ts: sections/catalog/',
  'scripts/import/',
  'scripts/suggest/',
  'scripts/delivery/',
  'tools/bench/catalog-scale.ts: sections/catalog/',
  'tools/bench/similar-costs.ts',
  'tools/bench/similar-run.ts',
  'tools/bench/similar-table.ts',
  'tools/bench/sound-in-browser.ts',
  'tools/bench/styles-run.ts',
  'tools/bench/suggest-scores.ts',
  'tools/bench/suggest.ts',
  'tools/bench/detect-scores.ts: sections/catalog/',
  'scripts/audio/measure/key.ts: sections/catalog/',
];

/** Where a file names a section type as a string or a YAML `type:`, or reaches into its folder. */
export function typeMentions(file: string, code: string, types: readonly string[]): string[] {
  return types.flatMap((type) => {
    const escaped = type.replace(/[-]/g, '\\-');
    const pattern = new RegExp(`['"\`]${escaped}['"\`]|type: ${escaped}\\b|sections/${escaped}/`, 'g');
    return [
      ...new Set(
        [...code.matchAll(pattern)].map(
          (match) =>
            `${file}: ${match[0].startsWith('type:') || match[0].startsWith('sections/') ? match[0] : `'${type}'`}`,
        ),
      ),
    ];
  });
}

it('no file outside a section type’s folder names the type', async () => {
  const types = definitionList.map((definition) => definition.type);
  const found: string[] = [];
  for (const folder of FOLDERS) {
    for (const entry of await readdir(path.join(root, folder), { withFileTypes: true, recursive: true })) {
      const file = path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (!entry.isFile() || !/\.(ts|tsx|mjs)$/.test(entry.name) || SKIPPED.test(file)) continue;
      const own = /^src\/sections\/([^/]+)\//.exec(file)?.[1];
      const code = await readFile(path.join(root, file), 'utf8');
      found.push(
        ...typeMentions(
          file,
          code,
          types.filter((type) => type !== own),
        ),
      );
    }
  }
  const unexplained = found.filter(
    (mention) =>
      !NOT_A_TYPE.some((known) => mention === known || mention.startsWith(known.endsWith('/') ? known : `${known}:`)),
  );
  expect(unexplained).toEqual([]);
});

it('finds a type named in a string, a YAML template or an import path', () => {
  const code =
    "if (s.type === 'catalog') {}\nconst y = `  - type: hero\\n`;\nimport x from '../sections/sync/index.ts';\nconst ok = 'catalogue';";
  expect(typeMentions('a.ts', code, ['catalog', 'hero', 'sync'])).toEqual([
    "a.ts: 'catalog'",
    'a.ts: type: hero',
    'a.ts: sections/sync/',
  ]);
});
