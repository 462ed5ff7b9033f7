import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const FOLDERS = ['src', 'scripts', 'functions/src'];
const SOURCE = /\.tsx?$/;
const TEST = /\.test\.tsx?$/;
/** A function a screen can hold: issue 59's bound, a React component included. */
const MAX_LINES = 120;

/** The generators' output, which no one reads as code: the generated folder, *.generated.ts, and what Prettier is told to leave alone. */
async function generated(): Promise<(file: string) => boolean> {
  const ignored = (await readFile(path.join(root, '.prettierignore'), 'utf8'))
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const places = ['functions/src/generated', ...ignored];
  return (file) =>
    file.endsWith('.generated.ts') || places.some((place) => file === place || file.startsWith(`${place}/`));
}

/** The code's own source files, as paths from the root: no tests, nothing generated. */
async function sourceFiles(): Promise<string[]> {
  const isGenerated = await generated();
  const found = await Promise.all(
    FOLDERS.map(async (folder) =>
      (await readdir(path.join(root, folder), { withFileTypes: true, recursive: true }))
        .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !TEST.test(entry.name))
        .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
        .filter((file) => !file.includes('node_modules/') && !isGenerated(file)),
    ),
  );
  return found.flat();
}

/** What a reader calls a function: its own name, or the name of what it is assigned to. */
function nameOf(node: ts.FunctionLikeDeclaration): string {
  if (node.name) return node.name.getText();
  if (ts.isConstructorDeclaration(node)) return 'constructor';
  if (ts.getCombinedModifierFlags(node) & ts.ModifierFlags.Default) return 'default';
  const { parent } = node;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent) || ts.isPropertyDeclaration(parent))
    return parent.name.getText();
  return ts.isExportAssignment(parent) ? 'default' : '(anonymous)';
}

/** Every function with a body in `code` longer than `max` lines, first to last, as `file:line name (N lines)`. */
export function longFunctions(file: string, code: string, max = MAX_LINES): string[] {
  const source = ts.createSourceFile(
    file,
    code,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = lineOf(node.getStart(source));
      const lines = lineOf(node.getEnd()) - first + 1;
      if (lines > max) found.push(`${file}:${first} ${nameOf(node as ts.FunctionLikeDeclaration)} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

it(
  `no function in src/, scripts/ or functions/src/ is over ${MAX_LINES} lines (tests and generated files aside)`,
  { timeout: 60_000 },
  async () => {
    const files = await sourceFiles();
    expect(files.length).toBeGreaterThan(300);
    expect(files).toContain('src/contact/ContactForm.island.tsx');
    expect(
      files.filter(
        (file) => TEST.test(file) || file.endsWith('.generated.ts') || file.startsWith('functions/src/generated/'),
      ),
    ).toEqual([]);
    const long = (
      await Promise.all(files.map(async (file) => longFunctions(file, await readFile(path.join(root, file), 'utf8'))))
    ).flat();
    expect(long).toEqual([]);
  },
);

it('measures every kind of function from its first line to its last, by the name a reader calls it', () => {
  const body = (lines: number) => Array.from({ length: lines - 2 }, (_, index) => `  step(${index});`).join('\n');
  const code = [
    `export function declared() {\n${body(5)}\n}`,
    `const arrow = () => {\n${body(6)}\n};`,
    `const table = { method() {\n${body(5)}\n} };`,
    `class Plain { constructor() {\n${body(4)}\n} }`,
    `export default function () {\n${body(5)}\n}`,
    `const Card = () => (\n  <div>\n    {x}\n  </div>\n);`,
    `const short = () => {\n${body(3)}\n};`,
  ].join('\n');
  expect(longFunctions('a.tsx', code, 3)).toEqual([
    'a.tsx:1 declared (5 lines)',
    'a.tsx:6 arrow (6 lines)',
    'a.tsx:12 method (5 lines)',
    'a.tsx:17 constructor (4 lines)',
    'a.tsx:21 default (5 lines)',
    'a.tsx:26 Card (5 lines)',
  ]);
  expect(longFunctions('a.tsx', code, 6)).toEqual([]);
});
