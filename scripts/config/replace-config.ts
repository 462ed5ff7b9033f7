/**
 * Writes a new text over a config file only if the file is still what was read: an edit saved in
 * the meantime (by hand, or by another command) is kept, never overwritten without a word.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { displayPath } from './format-errors.ts';
import { digestOf, type ConfigSnapshot } from './load-config.ts';

export class ConfigChangedError extends Error {
  constructor(
    readonly file: string,
    readonly removed: boolean,
  ) {
    super(
      `${displayPath(file)} ${removed ? 'was removed' : 'changed'} since it was read: it is kept as it is, and nothing was written to it`,
    );
    this.name = 'ConfigChangedError';
  }
}

/**
 * Replaces `file`, read as `read`, with `text`. The text goes to a temporary file beside it (so
 * the rename is atomic) named for this process and a random tail (so two writers never share
 * one), which is removed if anything fails. The bytes on disk are compared with the ones read
 * just before the rename: an edit saved between that comparison and the rename is the one that
 * cannot be caught, a window of a rename's length rather than an import's.
 */
export async function replaceConfig(file: string, read: ConfigSnapshot, text: string): Promise<void> {
  const partial = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.part`;
  try {
    await writeFile(partial, text, { flag: 'wx' });
    const now = await readFile(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (now === null || digestOf(now) !== read.digest) throw new ConfigChangedError(file, now === null);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
