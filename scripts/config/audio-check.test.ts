import { copyFile, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { collectAudioFacts } from './audio-check.ts';
import { ConfigLoadError } from './config-error.ts';

const demo = fileURLToPath(new URL('../../public/audio/night-drive-30.mp3', import.meta.url));
let publicDir: string;

beforeAll(async () => {
  publicDir = await mkdtemp(join(tmpdir(), 'cuesheet-audio-'));
  await mkdir(join(publicDir, 'audio'));
  await copyFile(demo, join(publicDir, 'audio', 'good.mp3'));
  await writeFile(join(publicDir, 'audio', 'notes.mp3'), 'not audio, only words '.repeat(200));
});
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

describe('audio files the config plays', () => {
  it('reads the length and waveform of each local file, and leaves https files alone', async () => {
    const source = catalog('/audio/good.mp3', 'https://cdn.example.com/alt.mp3');
    const { facts, warnings } = await collectAudioFacts(parse(source), source, '/tmp/site.yaml', { publicDir });
    expect(warnings).toEqual([]);
    expect(Object.keys(facts)).toEqual(['/audio/good.mp3']);
    expect(facts['/audio/good.mp3'].duration).toBeGreaterThan(29);
    expect(facts['/audio/good.mp3'].duration).toBeLessThan(31);
    expect(facts['/audio/good.mp3'].peaks.some((peak) => peak > 0.1)).toBe(true);
  });

  it('names a missing file and one that does not decode, each at its line', async () => {
    expect(await errorsOf(catalog('/audio/gone.mp3', '/audio/notes.mp3'))).toEqual([
      expect.stringMatching(/^6:16: audio file \/audio\/gone\.mp3 does not exist \(looked for .*gone\.mp3\); put the MP3 there or fix the path$/),
      expect.stringMatching(/^8:34: audio file \/audio\/notes\.mp3: .*notes\.mp3 is not an MP3 file \(no MPEG audio frames found\)\. Export it as MP3\.$/),
    ]);
  });

  it('accepts only MP3', async () => {
    expect(await errorsOf(catalog('/audio/good.mp3', '/audio/take.wav'))).toEqual([
      '8:34: audio file /audio/take.wav is not an MP3; export the track as MP3 and point to that file',
    ]);
  });
});
