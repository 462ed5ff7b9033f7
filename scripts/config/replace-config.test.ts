import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readConfigSnapshot } from './load-config.ts';
import { ConfigChangedError, replaceConfig } from './replace-config.ts';

describe('replaceConfig', () => {
  let dir: string;
  const file = () => join(dir, 'site.yaml');
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'cuesheet-replace-'));
    await writeFile(file(), 'sections: []\n');
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('replaces the file it read, through a temporary file it leaves nowhere', async () => {
    const read = await readConfigSnapshot(file());
    expect(read.source).toBe('sections: []\n');
    await replaceConfig(file(), read, 'sections: [] # new\n');
    expect(await readFile(file(), 'utf8')).toBe('sections: [] # new\n');
    expect(await readdir(dir)).toEqual(['site.yaml']);
  });

  it('keeps an edit saved since the read, names the file and removes its temporary file', async () => {
    const read = await readConfigSnapshot(file());
    // Same length, one byte different: the bytes are compared, not the size or the time.
    await writeFile(file(), 'sections: []\r');
    const replacing = replaceConfig(file(), read, 'sections: [] # new\n');
    await expect(replacing).rejects.toThrow(ConfigChangedError);
    await expect(replacing).rejects.toThrow(`${file()} changed since it was read`);
    expect(await readFile(file(), 'utf8')).toBe('sections: []\r');
    expect(await readdir(dir)).toEqual(['site.yaml']);
  });

  it('writes nothing back over a file removed since the read', async () => {
    const read = await readConfigSnapshot(file());
    await rm(file());
    await expect(replaceConfig(file(), read, 'sections: [] # new\n')).rejects.toThrow(
      `${file()} was removed since it was read`,
    );
    expect(await readdir(dir)).toEqual([]);
  });
});
