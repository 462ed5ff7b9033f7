import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { framesOf, insertJunk } from '../test/audio/make-mp3.ts';
import { scanMp3 } from '../audio/preview/mp3-frames.ts';
import { collectAudioFacts } from './audio-check.ts';
import { ConfigLoadError } from './config-error.ts';

const demo = fileURLToPath(new URL('../../public/audio/night-drive-30.mp3', import.meta.url));
let publicDir: string;

beforeAll(async () => {
  publicDir = await mkdtemp(join(tmpdir(), 'cuesheet-audio-'));
  await mkdir(join(publicDir, 'audio'));
  await copyFile(demo, join(publicDir, 'audio', 'good.mp3'));
  await writeFile(join(publicDir, 'audio', 'notes.mp3'), 'not audio, only words '.repeat(200));
  await writeFile(
    join(publicDir, 'audio', 'damaged.mp3'),
    damaged(new Uint8Array(await readFile(demo)), 400, 1234).bytes,
  );
  const once = damaged(new Uint8Array(await readFile(demo)), 100, 10);
  await writeFile(
    join(publicDir, 'audio', 'twice.mp3'),
    insertJunk(once.bytes, framesOfDamaged(once.bytes), 600, 20).bytes,
  );
}, 60_000);

/** Frame ranges of a file that already has junk in it, skipping the junk. */
function framesOfDamaged(bytes: Uint8Array): [number, number][] {
  const stream = scanMp3(bytes);
  if ('kind' in stream) throw new Error('not MP3');
  return stream.runs.flatMap((run) =>
    framesOf(bytes.subarray(run.start, run.end)).map(([a, b]) => [a + run.start, b + run.start] as [number, number]),
  );
}

/** The demo file with junk before one of its frames. */
function damaged(bytes: Uint8Array, frame: number, junk: number): { bytes: Uint8Array; offset: number } {
  return insertJunk(bytes, framesOf(bytes), frame, junk);
}
afterAll(() => rm(publicDir, { recursive: true, force: true }));

const catalog = (main: string, version: string) => `sections:
  - type: catalog
    tracks:
      - id: one
        title: One
        audio: ${main}
        versions:
          - { label: Alt, audio: ${version} }
`;

async function errorsOf(source: string): Promise<string[]> {
  const failure = await collectAudioFacts(parse(source), source, '/tmp/site.yaml', { publicDir }).then(
    () => undefined,
    (error: unknown) => error,
  );
  if (!(failure instanceof ConfigLoadError)) throw new Error('expected a ConfigLoadError');
  return failure.errors.map((e) => `${e.line}:${e.column}: ${e.message}`);
}

// Decoding in the worker pool takes a fraction of a second on an idle machine; a shared one has been ten times slower.
describe('audio files the config plays', { timeout: 60_000 }, () => {
  it('reads the length and waveform of each local file, and leaves https files alone', async () => {
    const source = catalog('/audio/good.mp3', 'https://cdn.example.com/alt.mp3');
    const { facts, warnings } = await collectAudioFacts(parse(source), source, '/tmp/site.yaml', { publicDir });
    expect(warnings).toEqual([]);
    expect(Object.keys(facts)).toEqual(['/audio/good.mp3']);
    // The energy the search filters by and the player draws reaches the pages with the rest.
    expect(facts['/audio/good.mp3']!.energy?.level).toMatch(/^(low|medium|high)$/);
    expect(facts['/audio/good.mp3']?.duration).toBeGreaterThan(29);
    expect(facts['/audio/good.mp3']?.duration).toBeLessThan(31);
    expect(facts['/audio/good.mp3']?.peaks.some((peak) => peak > 0.1)).toBe(true);
  });

  it('names a missing file and one that does not decode, each at its line', async () => {
    expect(await errorsOf(catalog('/audio/gone.mp3', '/audio/notes.mp3'))).toEqual([
      expect.stringMatching(
        /^6:16: audio file \/audio\/gone\.mp3 does not exist \(looked for .*gone\.mp3\); put the MP3 there or fix the path$/,
      ),
      expect.stringMatching(
        /^8:34: audio file \/audio\/notes\.mp3: .*notes\.mp3 is not an MP3 file \(no MPEG audio frames found\)\. Export it as MP3\.$/,
      ),
    ]);
  });

  it('accepts only MP3', async () => {
    expect(await errorsOf(catalog('/audio/good.mp3', '/audio/take.wav'))).toEqual([
      '8:34: audio file /audio/take.wav is not an MP3; export the track as MP3 and point to that file',
    ]);
  });

  it('a file with junk mid-stream plays, with a warning at its line naming the byte offset and the real length', async () => {
    const source = catalog('/audio/good.mp3', '/audio/damaged.mp3');
    const { facts, warnings, warningsReport } = await collectAudioFacts(parse(source), source, '/tmp/site.yaml', {
      publicDir,
    });
    const good = facts['/audio/good.mp3'];
    expect(good).toBeDefined();
    expect(facts['/audio/damaged.mp3']?.duration).toBeCloseTo(good!.duration, 3);
    const { offset } = damaged(new Uint8Array(await readFile(demo)), 400, 1234);
    expect(warnings.map((w) => `${w.line}:${w.column}: ${w.message}`)).toEqual([
      `8:34: audio file /audio/damaged.mp3: 1234 bytes at byte ${offset} are not MP3 audio (junk or a damaged frame); they were skipped and the track plays 0:30 (30.0 s). Export the file again for a clean copy`,
    ]);
    expect(warningsReport).toMatch(/^\/tmp\/site\.yaml:8:34: warning: audio file \/audio\/damaged\.mp3: /);
    expect(warningsReport).toContain('> 8 |           - { label: Alt, audio: /audio/damaged.mp3 }');
  });

  it('a failing report carries the warnings too, before the errors', async () => {
    const failure = await collectAudioFacts(
      parse(catalog('/audio/gone.mp3', '/audio/damaged.mp3')),
      catalog('/audio/gone.mp3', '/audio/damaged.mp3'),
      '/tmp/site.yaml',
      { publicDir },
    ).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ConfigLoadError);
    const report = (failure as ConfigLoadError).message;
    expect(report.indexOf('8:34: warning: audio file /audio/damaged.mp3')).toBeGreaterThan(-1);
    expect(report.indexOf('8:34: warning')).toBeLessThan(
      report.indexOf('6:16: audio file /audio/gone.mp3 does not exist'),
    );
    expect(report).toMatch(/\n1 error in \/tmp\/site\.yaml$/);
  });

  it('a file damaged in several places is one warning counting them, from the first', async () => {
    const source = catalog('/audio/good.mp3', '/audio/twice.mp3');
    const { warnings } = await collectAudioFacts(parse(source), source, '/tmp/site.yaml', { publicDir });
    expect(warnings.map((w) => w.message)).toEqual([
      expect.stringMatching(
        /^audio file \/audio\/twice\.mp3: 2 stretches \(30 bytes, the first at byte \d+\) are not MP3 audio \(junk or damaged frames\); they were skipped and the track plays 0:30 \(30\.0 s\)\. /,
      ),
    ]);
  });
});
