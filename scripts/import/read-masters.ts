/** The import's first read: the masters under the paths given, and each one's tags. */
import { readdir, stat } from 'node:fs/promises';
import { basename, extname, join, resolve } from 'node:path';
import { ImportError, type Failed } from './import-result.ts';
import type { Master } from './plan-model.ts';
import { MASTER_EXTENSIONS, readMasterTags } from './tags.ts';

/** The masters in `paths` (files, or folders walked whole), sorted; a file named that is no master is an error. */
export async function findMasters(paths: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  const walk = async (path: string, named: boolean): Promise<void> => {
    const info = await stat(path).catch(() => null);
    if (!info) throw new ImportError(`${path}: no such file or folder`);
    if (info.isDirectory()) {
      for (const entry of await readdir(path)) if (!entry.startsWith('.')) await walk(join(path, entry), false);
    } else if (MASTER_EXTENSIONS[extname(path).toLowerCase()]) found.push(path);
    else if (named) throw new ImportError(`${path}: not a master this import reads (WAV, AIFF, FLAC, MP3 or M4A)`);
  };
  for (const path of paths) await walk(resolve(path), true);
  return [...new Set(found)].sort((a, b) => a.localeCompare(b));
}

/** Reads the tags of many files a few at a time; a file that cannot be read goes to `failed`. */
export async function readMasters(files: readonly string[], failed: Failed): Promise<Master[]> {
  const out: (Master | null)[] = new Array(files.length).fill(null);
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const i = next++;
      const path = files[i]!;
      try {
        const name = basename(path);
        out[i] = {
          path,
          name,
          base: name.slice(0, name.length - extname(name).length),
          tags: await readMasterTags(path),
        };
      } catch (error) {
        failed.push({ file: path, message: error instanceof Error ? error.message : String(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  return out.filter((m): m is Master => m !== null);
}
