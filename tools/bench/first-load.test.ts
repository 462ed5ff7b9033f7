import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { firstLoadJs } from './first-load.ts';

describe('firstLoadJs', () => {
  it('counts the entry, its preloads and static imports, not the islands it imports on demand; flags lazy libraries', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'first-load-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(
      path.join(dir, 'index.html'),
      '<script type="module" crossorigin src="/assets/entry.js"></script><link rel="modulepreload" href="/assets/pre.js">',
    );
    await writeFile(
      path.join(dir, 'assets/entry.js'),
      'import{a}from"./shared.js";requestAnimationFrame(()=>import("./app.js"));console.log(a)',
    );
    await writeFile(path.join(dir, 'assets/app.js'), 'import("./lazy.js")');
    await writeFile(path.join(dir, 'assets/shared.js'), 'export const a=1;');
    await writeFile(path.join(dir, 'assets/pre.js'), 'export const b=`data-sonner-toast`;');
    await writeFile(path.join(dir, 'assets/lazy.js'), 'throw new FirebaseError()');
    const result = await firstLoadJs(dir);
    expect(result.files.map((file) => file.file).sort()).toEqual([
      'assets/entry.js',
      'assets/pre.js',
      'assets/shared.js',
    ]);
    expect(result.files.find((file) => file.file === 'assets/pre.js')!.libraries).toEqual(['sonner']);
    expect(result.gzip).toBe(result.files.reduce((total, file) => total + file.gzip, 0));
  });

  it('reads another prerendered page when asked, such as the shortlist shell', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'first-load-'));
    onTestFinished(() => rm(dir, { recursive: true, force: true }));
    await mkdir(path.join(dir, 'assets'));
    await writeFile(path.join(dir, 'index.html'), '<script type="module" src="/assets/entry.js"></script>');
    await writeFile(
      path.join(dir, 's.html'),
      '<script type="module" src="/assets/entry.js"></script><link rel="modulepreload" href="/assets/extra.js">',
    );
    await writeFile(path.join(dir, 'assets/entry.js'), 'console.log(1)');
    await writeFile(path.join(dir, 'assets/extra.js'), 'console.log(2)');
    expect((await firstLoadJs(dir)).files.map((file) => file.file)).toEqual(['assets/entry.js']);
    expect((await firstLoadJs(dir, 's.html')).files.map((file) => file.file)).toEqual([
      'assets/entry.js',
      'assets/extra.js',
    ]);
  });
});
