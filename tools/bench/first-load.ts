import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotli, gzip } from './compress.ts';
import { librariesIn, type LazyLibrary } from './markers.ts';

export interface JsFile {
  file: string;
  bytes: number;
  gzip: number;
  brotli: number;
  /** Lazily loaded libraries whose code is in this file: should be none. */
  libraries: LazyLibrary[];
}

export interface FirstLoad {
  files: JsFile[];
  bytes: number;
  gzip: number;
  brotli: number;
}

const SCRIPT_SRC = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g;
const MODULEPRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g;
// Static imports in minified ES modules: `import{a as b}from"./x.js"`, `import"./y.js"`,
// `export{c}from"./z.js"`. Dynamic `import("...")` has a parenthesis and is not matched.
const STATIC_IMPORT = /(?:^|[^.\w$])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]([^"'`]+\.js)["'`]/g;

/**
 * The JavaScript a visit downloads before any interaction: the module scripts and modulepreload
 * links of the HTML, plus every chunk they import statically (which the browser fetches whether
 * or not a preload link names it). `import()`s are the islands' code, fetched when an island
 * wakes, and are not counted. `page` is the prerendered file, the home page's by default.
 */
export async function firstLoadJs(distDir: string, page = 'index.html'): Promise<FirstLoad> {
  const html = await readFile(path.join(distDir, page), 'utf8');
  const queue = [...html.matchAll(SCRIPT_SRC), ...html.matchAll(MODULEPRELOAD)].map((match) => match[1]!);
  const seen = new Set<string>();
  const files: JsFile[] = [];
  while (queue.length) {
    const url = queue.shift()!;
    if (/^(?:[a-z]+:)?\/\//i.test(url)) continue; // third-party scripts are not ours to count
    const file = path.posix.normalize(url.replace(/[?#].*$/, '')).replace(/^\/+/, '');
    if (seen.has(file)) continue;
    seen.add(file);
    const code = await readFile(path.join(distDir, file));
    const text = code.toString('utf8');
    files.push({
      file,
      bytes: code.length,
      gzip: gzip(code).length,
      brotli: brotli(code).length,
      libraries: librariesIn(text),
    });
    for (const match of text.matchAll(STATIC_IMPORT))
      queue.push(path.posix.join('/', path.posix.dirname(file), match[1]!));
  }
  const sum = (key: 'bytes' | 'gzip' | 'brotli') => files.reduce((total, entry) => total + entry[key], 0);
  return { files, bytes: sum('bytes'), gzip: sum('gzip'), brotli: sum('brotli') };
}
