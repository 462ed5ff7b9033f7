/**
 * `npm run make:demo-suggest -- [RENDERS] [PER-STYLE]`: a copy of the shipped site under
 * .out/suggest-demo/ with bounces of four styles imported into it from the detect bench's renders
 * (RENDERS, .bench/detect/ by default; `npm run bench:detect` makes them), PER-STYLE of each (5 by
 * default): a sheet tags the first two of each style with genres and moods, the others come
 * untagged and are given suggestions by the import. Then build and serve that site to see the
 * suggested moods in the cards and the filters:
 *   SITE_CONFIG=.out/suggest-demo/site.config.yaml SITE_PUBLIC_DIR=.out/suggest-demo/public npm start
 */
import { execFile } from 'node:child_process';
import { copyFile, cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { commandLine } from '../../scripts/cli/command-line.ts';
import { repoRoot, resolveConfigPath, resolvePublicDir } from '../../scripts/config/config-path.ts';

const run = promisify(execFile);

/** The demo's own words for each style: what the artist would type for the tagged few. */
const TAGS: Record<string, { genres: string; moods: string }> = {
  rock: { genres: 'Rock', moods: 'Driving; Energetic' },
  jazz: { genres: 'Jazz', moods: 'Relaxed; Smooth' },
  orchestral: { genres: 'Orchestral; Cinematic', moods: 'Epic; Building' },
  reggae: { genres: 'Reggae', moods: 'Laid-back; Sunny' },
};

const [renders = path.join(repoRoot, '.bench/detect'), perStyle = '5'] = process.argv.slice(2);
const work = path.join(repoRoot, '.out/suggest-demo');
const masters = path.join(work, 'masters');
await rm(work, { recursive: true, force: true });
await mkdir(masters, { recursive: true });
await cp(resolvePublicDir(), path.join(work, 'public'), { recursive: true });
await copyFile(resolveConfigPath(), path.join(work, 'site.config.yaml'));
const files = (await readdir(renders)).filter((name) => name.endsWith('.wav')).sort();
const sheet = ['File,Title,Genres,Moods'];
for (const [style, tags] of Object.entries(TAGS)) {
  const picked = files.filter((name) => name.startsWith(`${style}-`)).slice(0, Number(perStyle));
  for (const [index, name] of picked.entries()) {
    const title = `${style[0]!.toUpperCase()}${style.slice(1)} Bounce ${index + 1}`;
    await copyFile(path.join(renders, name), path.join(masters, `${title}.wav`));
    sheet.push(index < 2 ? `${title}.wav,${title},${tags.genres},${tags.moods}` : `${title}.wav,${title},,`);
  }
}
await writeFile(path.join(work, 'sheet.csv'), `${sheet.join('\n')}\n`);
const { stdout } = await run(
  process.execPath,
  [
    '--import',
    'tsx',
    ...commandLine('import'),
    masters,
    '--sheet',
    path.join(work, 'sheet.csv'),
    '--writer',
    'Demo Writer:100:ASCAP',
    '--vocals',
    'instrumental',
  ],
  {
    cwd: repoRoot,
    env: {
      ...process.env,
      SITE_CONFIG: path.join(work, 'site.config.yaml'),
      SITE_PUBLIC_DIR: path.join(work, 'public'),
      INIT_CWD: work,
    },
    maxBuffer: 64 * 1024 * 1024,
  },
);
process.stdout.write(stdout);
