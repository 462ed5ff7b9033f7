// Issue 59: a newcomer reads a function on one screen. The pages' islands fill their shells in
// named steps (showQuote was 183 lines of closures), and this keeps every function here, a React
// component too, at 120 lines or fewer.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const MAX_LINES = 120;
const pages = fileURLToPath(new URL('./', import.meta.url));

/** Every function in `source` longer than `max` lines, as "name (file:line): N lines". */
export function longFunctions(file: string, source: string, max: number): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const long: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line;
      const lines = tree.getLineAndCharacterOfPosition(node.getEnd()).line - first + 1;
      const name =
        node.name?.getText(tree) ??
        (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText(tree) : '(anonymous)');
      if (lines > max) long.push(`${name} (${file}:${first + 1}): ${lines} lines`);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return long;
}

it(`no function in src/pages/ is over ${MAX_LINES} lines (tests aside)`, async () => {
  const files = (await readdir(pages)).filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
  expect(files.length).toBeGreaterThan(10);
  const long = [];
  for (const name of files)
    long.push(...longFunctions(name, await readFile(path.join(pages, name), 'utf8'), MAX_LINES));
  expect(long).toEqual([]);
});

it('measures a function from its first line to its last, arrows and methods too', () => {
  const body = (n: number) => Array.from({ length: n }, (_, i) => `  const a${i} = ${i};`).join('\n');
  const source = `function short() {\n${body(2)}\n}\nconst arrow = () => {\n${body(4)}\n};\nclass C {\n  method() {\n${body(3)}\n  }\n}\n`;
  expect(longFunctions('x.ts', source, 5)).toEqual(['arrow (x.ts:5): 6 lines']);
  expect(longFunctions('x.ts', source, 3)).toEqual([
    'short (x.ts:1): 4 lines',
    'arrow (x.ts:5): 6 lines',
    'method (x.ts:12): 5 lines',
  ]);
});
