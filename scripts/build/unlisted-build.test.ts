import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../config/config-path.ts';
import { editShipped } from '../config/fixtures/shipped-edits.ts';
import { siteTracks } from '../private-links/site-tracks.ts';
import { runBuild } from '../config/fixtures/run-build.ts';

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

/** What a reader of the file finds in it: the PDF's text as a viewer shows it (its streams are compressed), any other file's bytes. */
const readable = async (file: string) =>
  file.endsWith('.pdf')
    ? execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' })
    : (await readFile(file)).toString('latin1');

// The track's audio under names that can't be guessed from its title, as docs/shortlists.md asks.
const MAIN = '/audio/u/k7q2m9.mp3';
const INSTRUMENTAL = '/audio/u/r3x8w1.mp3';
/** Everything that would name the unlisted track: its id, title, files, recording code and its co-writer (on no other track). */
const TELLS = ['slow-burn', 'Slow Burn', 'k7q2m9', 'r3x8w1', 'US-MK1-26-00006', 'Theo Banks'];

describe('npm run build with a track marked listed: false', { timeout: 240_000 }, () => {
  let dir: string;
  let outDir: string;
  let config: string;
  let publicDir: string;
  let files: string[];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'cuesheet-unlisted-'));
    publicDir = path.join(dir, 'public');
    await cp(path.join(repoRoot, 'public'), publicDir, { recursive: true });
    // The demo audio's own notes, which list every track: an artist's file the build copies as it is.
    await rm(path.join(publicDir, 'audio/tracks.md'));
    await mkdir(path.join(publicDir, 'audio/u'));
    await rename(path.join(publicDir, 'audio/slow-burn.mp3'), path.join(publicDir, MAIN));
    await rename(path.join(publicDir, 'audio/slow-burn-inst.mp3'), path.join(publicDir, INSTRUMENTAL));
    config = path.join(dir, 'site.yaml');
    const source = editShipped('audio: /audio/slow-burn.mp3\n', `audio: ${MAIN}\n        listed: false\n`).replace(
      'audio: /audio/slow-burn-inst.mp3',
      `audio: ${INSTRUMENTAL}`,
    );
    await writeFile(config, source);
    // A folder name of its own: the build keeps its server bundle under the output folder's name,
    // which another build's dist/ would share, and a new name each run would leave one behind.
    outDir = path.join(dir, 'dist-unlisted-test');
    const run = await runBuild({ SITE_CONFIG: config, SITE_PUBLIC_DIR: publicDir }, outDir);
    if (run.code !== 0) throw new Error(`the build failed:\n${run.output}`);
    files = await filesUnder(outDir);
    // A whole build: seconds on an idle machine, many more beside other work; the describe's timeout covers tests, not hooks.
  }, 240_000);
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes the listed tracks’ pages, cards and pictures, so the checks below look where the track would be', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'catalog/night-drive.html',
        'catalog/night-drive.png',
        'catalog.cards/night-drive.html',
        'catalog.json',
        'sitemap.xml',
      ]),
    );
    expect(files.some((file) => file.endsWith('.pdf'))).toBe(true);
  });

  it('names the track in no file the build writes: no page, card, picture, sitemap entry, search or sound entry, JSON, one-sheet or suggestion', async () => {
    const audio = [MAIN, INSTRUMENTAL].map((file) => file.slice(1));
    const named: string[] = [];
    for (const file of files) {
      // Only the audio itself is served, for the shortlist that carries it.
      if (audio.includes(file)) continue;
      const text = await readable(path.join(outDir, file));
      named.push(...TELLS.filter((tell) => file.includes(tell)).map((tell) => `the name ${file}: ${tell}`));
      named.push(...TELLS.filter((tell) => text.includes(tell)).map((tell) => `in ${file}: ${tell}`));
    }
    expect(files).toEqual(expect.arrayContaining(audio));
    expect(named).toEqual([]);
  });

  it('still offers the track to a shortlist, with both versions and their lengths', async () => {
    process.env.SITE_PUBLIC_DIR = publicDir;
    try {
      const { tracks } = await siteTracks(config);
      const track = tracks.find((candidate) => candidate.id === 'slow-burn');
      expect(
        track?.versions.map(({ audio, durationSeconds }) => ({
          audio,
          measured: durationSeconds !== null && durationSeconds > 0,
        })),
      ).toEqual([
        { audio: MAIN, measured: true },
        { audio: INSTRUMENTAL, measured: true },
      ]);
    } finally {
      delete process.env.SITE_PUBLIC_DIR;
    }
  });
});
