/**
 * The import, run as a user runs it, on the detect set's WAVs and on the demo's previews (as
 * WAV masters, decoded by ffmpeg) into a copy of the site under .out/detect-bench/: a sheet
 * gives what the audio cannot (vocals, writers), no BPM or key, so both are measured. Reports
 * the import's wall time and peak memory (peak-memory.ts), how many tracks it added and the
 * previews it wrote (a track held back for a finding still has its preview written).
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot, resolveConfigPath, resolvePublicDir } from '../config/config-path.ts';
import { commandLine } from '../cli/command-line.ts';

const run = promisify(execFile);

export interface ImportRun {
  seconds: number;
  peakMb: number;
  added: number;
  /** The import's lines for the files it held back, if any. */
  heldBack: string[];
  /** The previews the import wrote, by the master's file name. */
  previews: Map<string, string>;
  stdout: string;
}

export interface Master {
  /** A WAV, or an MP3 that ffmpeg decodes to one first. */
  file: string;
  title: string;
}

/** Imports `masters` into a fresh copy of the site; throws when the import fails for anything but findings (exit 1). */
export async function importMasters(masters: readonly Master[]): Promise<ImportRun> {
  const work = path.join(repoRoot, '.out/detect-bench');
  const mastersDir = path.join(work, 'masters');
  const publicDir = path.join(work, 'public');
  const configFile = path.join(work, 'site.config.yaml');
  await rm(work, { recursive: true, force: true });
  await mkdir(mastersDir, { recursive: true });
  await cp(resolvePublicDir(), publicDir, { recursive: true });
  await cp(resolveConfigPath(), configFile);

  const sheet = ['File,Title,Vocals,Genres,One-stop,Writer 1 Name,Writer 1 Share,Writer 1 PRO,Publisher 1 Name,Publisher 1 Share,Publisher 1 PRO'];
  const byName = new Map<string, string>();
  for (const master of masters) {
    const name = `${path.basename(master.file).replace(/\.\w+$/, '')}.wav`;
    const dest = path.join(mastersDir, name);
    if (master.file.endsWith('.wav')) await cp(master.file, dest);
    else await run('ffmpeg', ['-nostdin', '-v', 'error', '-y', '-i', master.file, '-c:a', 'pcm_s16le', dest]);
    byName.set(name, master.title);
    sheet.push(`${name},${master.title},instrumental,Cinematic,yes,Bench Writer,100,ASCAP,Bench Publishing,100,ASCAP`);
  }
  await writeFile(path.join(work, 'sheet.csv'), `${sheet.join('\n')}\n`);
  const before = new Set(await readdir(path.join(publicDir, 'audio')));

  const tsxCli = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
  const started = performance.now();
  const { stdout, stderr } = await run(
    'nice',
    [
      '-n',
      '10',
      process.execPath,
      tsxCli,
      path.join(repoRoot, 'scripts/bench/peak-memory.ts'),
      ...commandLine('import'),
      mastersDir,
      '--sheet',
      path.join(work, 'sheet.csv'),
    ],
    { cwd: repoRoot, env: { ...process.env, SITE_CONFIG: configFile, SITE_PUBLIC_DIR: publicDir, INIT_CWD: work }, maxBuffer: 256 * 1024 * 1024 },
  ).catch((error: { code?: number; stdout?: string; stderr?: string; message: string }) => {
    if (error.code === 1 && error.stdout !== undefined && error.stderr !== undefined) return { stdout: error.stdout, stderr: error.stderr };
    throw new Error(`the import failed:\n${error.stdout ?? ''}\n${error.stderr ?? error.message}`);
  });
  const seconds = (performance.now() - started) / 1000;
  const added = Number(/^Added (\d+) tracks?/m.exec(stdout)?.[1] ?? 0);
  const written = (await readdir(path.join(publicDir, 'audio'))).filter((name) => !before.has(name) && name.endsWith('.mp3'));
  const previews = new Map(written.map((name) => [name, path.join(publicDir, 'audio', name)]));
  const heldBack = stdout.split('\n').filter((line) => line.startsWith('! '));
  return { seconds, peakMb: Number(/peak-rss-kb: (\d+)/.exec(stderr)?.[1] ?? NaN) / 1024, added, heldBack, previews, stdout };
}
