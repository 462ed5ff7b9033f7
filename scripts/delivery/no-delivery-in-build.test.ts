import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config/config-path.ts';
import { shipped } from '../config/fixtures/shipped-edits.ts';
import { runBuild } from '../config/fixtures/run-build.ts';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

// Names no other file of the site could carry, so finding one means a delivery path leaked.
const FILES: Record<string, Buffer> = {
  'masters/q7x3k-golden-master.wav': Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4096, 0x5a)]),
  'masters/q7x3k-golden-instrumental.wav': Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4096, 0x3c)]),
  'stems/q7x3k-golden-stems.zip': Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(2048, 0x11)]),
};

describe('npm run build of a site that names delivery files', { timeout: 240_000 }, () => {
  let dir: string;
  let outDir: string;
  let built: string[];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cuesheet-delivery-build-'));
    const publicDir = path.join(dir, 'public');
    await cp(path.join(repoRoot, 'public'), publicDir, { recursive: true });
    for (const [name, bytes] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(dir, 'delivery-q7x3k', name)), { recursive: true });
      await writeFile(path.join(dir, 'delivery-q7x3k', name), bytes);
    }
    const source = shipped
      .replace('delivery: { folder: delivery }', 'delivery: { folder: delivery-q7x3k }')
      .replace('master: golden-hour.wav', 'master: masters/q7x3k-golden-master.wav')
      .replace('{ master: golden-hour-instrumental.wav }', '{ master: masters/q7x3k-golden-instrumental.wav }')
      .replace('stems: [golden-hour-stems.zip]', 'stems: [stems/q7x3k-golden-stems.zip]');
    for (const name of Object.keys(FILES)) expect(source).toContain(name);
    await writeFile(path.join(dir, 'site.yaml'), source);
    // A folder name of its own: the build keeps its server bundle under the output folder's name.
    outDir = path.join(dir, 'dist-delivery-test');
    const run = await runBuild({ SITE_CONFIG: path.join(dir, 'site.yaml'), SITE_PUBLIC_DIR: publicDir }, outDir);
    if (run.code !== 0) throw new Error(`the build failed:\n${run.output}`);
    const entries = await readdir(outDir, { recursive: true, withFileTypes: true });
    built = entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
  }, 240_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('builds the catalog the files belong to, so the checks below look where they would be', () => {
    const names = built.map((file) => path.relative(outDir, file).split(path.sep).join('/'));
    expect(names).toEqual(expect.arrayContaining(['catalog/golden-hour.html', 'catalog.json', 'index.html']));
  });

  it('has no delivery file, by name or by content, and names no delivery path or folder', async () => {
    const hashes = new Set(Object.values(FILES).map(sha256));
    const leaks: string[] = [];
    for (const file of built) {
      const bytes = await readFile(file);
      // A PDF's streams are compressed: its text as a viewer shows it.
      const text = file.endsWith('.pdf')
        ? execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
        : bytes.toString('latin1');
      if (hashes.has(sha256(bytes))) leaks.push(`${file}: a delivery file's bytes`);
      if (text.includes('q7x3k')) leaks.push(`${file}: names a delivery path or the folder`);
    }
    expect(leaks).toEqual([]);
  });
});
