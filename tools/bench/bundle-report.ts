/**
 * Where the first-load bytes go: `npm run bench:bundle` builds the client with source maps into
 * .bench/bundle and prints, per package (or per src/ file), the bytes it owns in the first-load
 * chunks. "gzip alone" is that code gzipped by itself, an estimate of its share (gzip works
 * across module boundaries, so the shares add up to a little more than the chunk's size).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'vite';
import { defineCommand } from '../../scripts/cli/command.ts';
import { repoRoot as root } from '../../scripts/config/config-path.ts';
import { gzip } from './compress.ts';
import { firstLoadJs } from './first-load.ts';
import { segments, type SourceMap } from './sourcemap.ts';

const outDir = path.join(root, '.bench/bundle');

/** `node_modules/@scope/name/...` -> `@scope/name`; app files keep their path from the root. */
function owner(source: string, mapDir: string): string {
  if (/^\0|^virtual:|\0/.test(source)) return source.replace(/\0/g, '');
  const resolved = path.resolve(mapDir, source);
  const inModules = resolved.split(`${path.sep}node_modules${path.sep}`).at(-1)!;
  if (inModules !== resolved) {
    const parts = inModules.split(path.sep);
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  return path.relative(root, resolved);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);

async function main() {
  console.log('[bench:bundle] building the client with source maps into .bench/bundle');
  await build({ root, logLevel: 'warn', build: { outDir, emptyOutDir: true, sourcemap: true } });
  const firstLoad = await firstLoadJs(outDir);
  const owners = new Map<string, string[]>();
  for (const { file } of firstLoad.files) {
    const code = await readFile(path.join(outDir, file), 'utf8');
    const map = JSON.parse(await readFile(path.join(outDir, `${file}.map`), 'utf8')) as SourceMap;
    const lines = code.split('\n');
    for (const segment of segments(
      map,
      lines.map((line) => line.length),
    )) {
      const name =
        segment.source < 0
          ? '(bundler glue)'
          : owner(map.sources[segment.source]!, path.dirname(path.join(outDir, file)));
      const parts = owners.get(name) ?? [];
      parts.push(lines[segment.line]!.slice(segment.start, segment.end));
      owners.set(name, parts);
    }
  }
  const rows = [...owners].map(([name, parts]) => {
    const code = parts.join('');
    return { name, bytes: Buffer.byteLength(code), gzip: gzip(code).length };
  });
  rows.sort((a, b) => b.bytes - a.bytes);
  console.log(`\n${'owner'.padEnd(48)} ${'minified'.padStart(9)} ${'gzip alone'.padStart(10)}`);
  for (const row of rows) console.log(`${row.name.padEnd(48)} ${kb(row.bytes)} ${kb(row.gzip).padStart(10)}`);
  console.log(
    `\nfirst-load chunks: ${firstLoad.files.map((entry) => `${entry.file} (${kb(entry.gzip).trim()} gz)`).join(', ')}`,
  );
  console.log(
    `first-load JS: ${kb(firstLoad.bytes).trim()} minified, ${kb(firstLoad.gzip).trim()} gzip, ${kb(firstLoad.brotli).trim()} brotli`,
  );
}

export default defineCommand({
  name: 'bench:bundle',
  summary: 'Builds the client with source maps and prints which package owns the first-load bytes.',
  usage: [''],
  options: {},
  site: 'none',
  async run() {
    await main();
    return 0;
  },
});
