/**
 * The import, run as a user runs it, on the detect set's WAVs and on the demo's previews (as
 * WAV masters, decoded by ffmpeg) into a copy of the site under .out/detect-bench/: a sheet
 * gives what the audio cannot (vocals, writers), no BPM or key, so both are measured. Reports
 * the import's wall time and peak memory (peak-memory.ts), how many tracks it added and the
 * previews it wrote (a track held back for a finding still has its preview written). The
 * recordings bench imports a folder of real masters the same way, with --writer and --vocals
 * instead of a sheet, under .out/recordings-bench/.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot, resolveConfigPath, resolvePublicDir } from '../../scripts/config/config-path.ts';
import { commandLine } from '../../scripts/cli/command-line.ts';
import { runLowPriority } from './low-priority.ts';

const run = promisify(execFile);

export interface ImportRun {
  seconds: number;
  /** CPU seconds the import used, its worker threads included. */
  cpuSeconds: number;
  peakMb: number;
  added: number;
  /** The import's lines for the files it held back, if any. */
  heldBack: string[];
  /** The previews the import wrote, by the master's file name. */
  previews: Map<string, string>;
  stdout: string;
  /** The import's exit code: 0, or 1 when it held a track back. */
  exitCode: 0 | 1;
}

export interface Master {
  /** A WAV, or an MP3 that ffmpeg decodes to one first. */
  file: string;
  title: string;
}

/** A fresh copy of the site under .out/<name>/, with an empty masters folder beside it. */
async function freshSite(
  name: string,
): Promise<{ work: string; mastersDir: string; publicDir: string; configFile: string }> {
  const work = path.join(repoRoot, '.out', name);
  const mastersDir = path.join(work, 'masters');
  const publicDir = path.join(work, 'public');
  const configFile = path.join(work, 'site.config.yaml');
  await rm(work, { recursive: true, force: true });
  await mkdir(mastersDir, { recursive: true });
  await cp(resolvePublicDir(), publicDir, { recursive: true });
  await cp(resolveConfigPath(), configFile);
  return { work, mastersDir, publicDir, configFile };
}

/** Imports `masters` into a fresh copy of the site; throws when the import fails for anything but findings (exit 1). */
export async function importMasters(masters: readonly Master[]): Promise<ImportRun> {
  const { work, mastersDir, publicDir, configFile } = await freshSite('detect-bench');
  const sheet = [
    'File,Title,Vocals,Genres,One-stop,Writer 1 Name,Writer 1 Share,Writer 1 PRO,Publisher 1 Name,Publisher 1 Share,Publisher 1 PRO',
  ];
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
  return importInto({ work, publicDir, configFile }, [mastersDir, '--sheet', path.join(work, 'sheet.csv')]);
}

/**
 * Imports a folder of masters as they are into a fresh copy of the site, with `args` (the facts
 * every track shares: --writer, --vocals), as a producer would; the masters are copied in first
 * by `fill`, so the run never touches the folder it was given.
 */
export async function importFolder(
  fill: (mastersDir: string) => Promise<void>,
  args: readonly string[],
): Promise<ImportRun> {
  const site = await freshSite('recordings-bench');
  await fill(site.mastersDir);
  return importInto(site, [site.mastersDir, ...args]);
}

/** Runs `npm run import` in the site copy under peak-memory.ts, at nice 10; exit 1 (findings) is an answer, not a failure. */
async function importInto(
  { work, publicDir, configFile }: { work: string; publicDir: string; configFile: string },
  args: readonly string[],
): Promise<ImportRun> {
  const before = new Set(await readdir(path.join(publicDir, 'audio')));
  const tsxCli = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
  const started = performance.now();
  const importing = runLowPriority(
    process.execPath,
    [tsxCli, path.join(repoRoot, 'tools/bench/peak-memory.ts'), ...commandLine('import'), ...args],
    {
      cwd: repoRoot,
      env: { ...process.env, SITE_CONFIG: configFile, SITE_PUBLIC_DIR: publicDir, INIT_CWD: work },
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  const { stdout, stderr, exitCode } = await importing
    .then(({ stdout, stderr }) => ({ stdout, stderr, exitCode: 0 as const }))
    .catch((error: { code?: number; stdout?: string; stderr?: string; message: string }) => {
      if (error.code === 1 && error.stdout !== undefined && error.stderr !== undefined)
        return { stdout: error.stdout, stderr: error.stderr, exitCode: 1 as const };
      throw new Error(`the import failed:\n${error.stdout ?? ''}\n${error.stderr ?? error.message}`);
    });
  const seconds = (performance.now() - started) / 1000;
  const added = Number(/^Added (\d+) tracks?/m.exec(stdout)?.[1] ?? 0);
  const written = (await readdir(path.join(publicDir, 'audio'))).filter(
    (name) => !before.has(name) && name.endsWith('.mp3'),
  );
  const previews = new Map(written.map((name) => [name, path.join(publicDir, 'audio', name)]));
  const heldBack = stdout.split('\n').filter((line) => line.startsWith('! '));
  const peakMb = Number(/peak-rss-kb: (\d+)/.exec(stderr)?.[1] ?? NaN) / 1024;
  const cpuSeconds = Number(/cpu-us: (\d+)/.exec(stderr)?.[1] ?? NaN) / 1e6;
  return { seconds, cpuSeconds, peakMb, added, heldBack, previews, stdout, exitCode };
}
