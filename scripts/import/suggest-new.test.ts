// The import's suggesting stage, run as the import runs it: a second bounce of a shipped track,
// untagged, imported into a copy of the shipped site with its previews.
import { copyFile, cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import '../test/compiled-schema.ts';
import { repoRoot } from '../config/config-path.ts';
import { runImport } from './run-import.ts';

let dir: string;
let shipped: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cuesheet-suggest-import-'));
  await mkdir(join(dir, 'masters'));
  await cp(join(repoRoot, 'public'), join(dir, 'public'), { recursive: true });
  shipped = await readFile(join(repoRoot, 'site.config.yaml'), 'utf8');
  await writeFile(join(dir, 'site.config.yaml'), shipped);
  await copyFile(join(repoRoot, 'public/audio/paper-moons.mp3'), join(dir, 'masters', 'Paper Moons Bounce.mp3'));
});

afterAll(() => rm(dir, { recursive: true, force: true }));

describe("the import's suggestions", { timeout: 120_000 }, () => {
  it('suggests what the nearest tagged tracks agree on, marks it, and reports where it came from', async () => {
    const lines: string[] = [];
    const result = await runImport({
      paths: [join(dir, 'masters')],
      configFile: join(dir, 'site.config.yaml'),
      publicDir: join(dir, 'public'),
      defaults: { writers: [{ name: 'Marlowe Kane', share: 100 }], vocals: 'instrumental' },
      threads: 1,
      log: (line) => lines.push(line),
    });
    expect(result.exitCode).toBe(0);
    const written = await readFile(join(dir, 'site.config.yaml'), 'utf8');
    const tracks = (
      parse(written) as { sections: { type: string; tracks?: Record<string, unknown>[] }[] }
    ).sections.find((s) => s.type === 'catalog')!.tracks!;
    const bounce = tracks.find((t) => t.id === 'paper-moons-bounce')!;
    expect(bounce.moods).toEqual(['Warm']);
    expect(bounce.suggested).toEqual({
      moods: { confidence: expect.any(Number), from: ['paper-moons', 'slow-burn'] },
    });
    // Lo-fi Hip-Hop and Jazz are Paper Moons' alone: one track's tag is not suggested.
    expect(bounce.genres).toEqual([]);
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^ {2}paper-moons-bounce: moods Warm \(suggested, sure 0\.\d\d, from paper-moons, slow-burn\)$/,
      ),
    );
    // The tracks that were there are as they were.
    expect(tracks.filter((t) => t.id !== 'paper-moons-bounce')).toEqual(
      (parse(shipped) as { sections: { type: string; tracks?: unknown[] }[] }).sections.find(
        (s) => s.type === 'catalog',
      )!.tracks,
    );
  });
});
