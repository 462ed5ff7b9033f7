import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { realpath, stat } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import type { DeliveredFile } from '../contract/delivery.ts';
import { leadsOut } from './leads-out.ts';

export type FolderFile = { path: string } | { refused: string };

const inside = (folder: string, path: string): boolean => {
  const within = relative(folder, path);
  return within !== '' && !leadsOut(within);
};

/**
 * The file a quote names, found in the site's delivery folder on the local stack and checked to be
 * the bytes the licence names: its path resolved inside the folder, never outside it (nor through
 * a link that leads out), its size and SHA-256 those recorded when the quote was made. Anything
 * else is refused with the reason, for the log: a changed master is not the one licensed.
 */
export async function folderFile(folder: string, file: DeliveredFile): Promise<FolderFile> {
  const root = await realpath(folder).catch(() => null);
  if (root === null) return { refused: `the delivery folder ${folder} does not exist` };
  const named = resolve(root, file.path);
  if (!inside(root, named)) return { refused: `${file.path} is not inside the delivery folder` };
  const path = await realpath(named).catch(() => null);
  if (path === null) return { refused: `${file.path} is not in the delivery folder ${root}` };
  if (!inside(root, path)) return { refused: `${file.path} leads outside the delivery folder` };
  const facts = await stat(path);
  if (!facts.isFile()) return { refused: `${file.path} is not a file` };
  if (facts.size !== file.bytes)
    return {
      refused: `${file.path} has ${facts.size} bytes, the licence names ${file.bytes}: it changed since the quote`,
    };
  const sha256 = await sha256Of(path);
  if (sha256 !== file.sha256)
    return {
      refused: `${file.path} has SHA-256 ${sha256}, the licence names ${file.sha256}: it changed since the quote`,
    };
  return { path };
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
