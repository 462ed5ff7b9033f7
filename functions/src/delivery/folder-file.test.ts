import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DeliveredFile } from '../contract/delivery.ts';
import { folderFile } from './folder-file.ts';

const root = mkdtempSync(join(tmpdir(), 'folder-file-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const folder = join(root, 'delivery');
mkdirSync(join(folder, 'masters'), { recursive: true });

const bytes = Buffer.from('RIFF a master of a few bytes');
writeFileSync(join(folder, 'masters/golden-hour.wav'), bytes);
writeFileSync(join(root, 'site.yaml'), 'secret: outside the folder');
const linked = (() => {
  try {
    symlinkSync(join(root, 'site.yaml'), join(folder, 'link.wav'), 'file');
    return true;
  } catch {
    return false;
  }
})();
const recorded = (path: string, content: Buffer = bytes): DeliveredFile => ({
  name: path.split('/').at(-1)!,
  kind: 'master',
  path,
  bytes: content.length,
  sha256: createHash('sha256').update(content).digest('hex'),
});

describe('folderFile', () => {
  it('finds the file the quote names in the folder when its bytes are the ones recorded', async () => {
    expect(await folderFile(folder, recorded('masters/golden-hour.wav'))).toEqual({
      path: join(folder, 'masters/golden-hour.wav'),
    });
  });

  it('finds a file whose name merely starts with two dots: it is inside the folder', async () => {
    writeFileSync(join(folder, '..foo.wav'), bytes);
    expect(await folderFile(folder, recorded('..foo.wav'))).toEqual({ path: join(folder, '..foo.wav') });
  });

  it('refuses a file changed since the quote, by size or by checksum, saying so', async () => {
    writeFileSync(join(folder, 'changed.wav'), 'RIFF a master of a few bytez');
    expect(await folderFile(folder, recorded('changed.wav'))).toEqual({
      refused: expect.stringMatching(
        /^changed\.wav has SHA-256 [0-9a-f]{64}, the licence names [0-9a-f]{64}: it changed since the quote$/,
      ) as unknown,
    });
    writeFileSync(join(folder, 'longer.wav'), Buffer.concat([bytes, bytes]));
    expect(await folderFile(folder, recorded('longer.wav'))).toEqual({
      refused: `longer.wav has ${2 * bytes.length} bytes, the licence names ${bytes.length}: it changed since the quote`,
    });
  });

  const outside = Buffer.from('secret: outside the folder');

  it('never reads outside the folder by a path', async () => {
    expect(await folderFile(folder, recorded('../site.yaml', outside))).toEqual({
      refused: '../site.yaml is not inside the delivery folder',
    });
    expect(await folderFile(folder, recorded(join(root, 'site.yaml'), outside))).toMatchObject({
      refused: expect.stringContaining('is not inside') as unknown,
    });
  });

  // Windows makes symbolic links only with developer mode on; where it can't, there is no such link to follow.
  it.runIf(linked)('never reads outside the folder through a link', async () => {
    expect(await folderFile(folder, recorded('link.wav', outside))).toEqual({
      refused: 'link.wav leads outside the delivery folder',
    });
  });

  it('says when the file or the folder is missing, or the path is a folder', async () => {
    expect(await folderFile(folder, recorded('gone.wav'))).toMatchObject({
      refused: expect.stringMatching(/^gone\.wav is not in the delivery folder /) as unknown,
    });
    expect(await folderFile(join(root, 'nowhere'), recorded('masters/golden-hour.wav'))).toMatchObject({
      refused: expect.stringContaining('does not exist') as unknown,
    });
    expect(await folderFile(folder, recorded('masters'))).toEqual({ refused: 'masters is not a file' });
  });
});
