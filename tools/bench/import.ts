/**
 * `npm run bench:import -- [--masters N] [--seconds S]`: writes N tagged stereo 44.1 kHz WAV
 * masters of S seconds (default 100 of 180 s) and a sheet, imports them into a copy of the
 * site, and reports the import's speed (x realtime, in all and per core) and peak memory, then
 * the site's build with those tracks with the audio-facts cache emptied (cold) and filled.
 */
import { execFile } from 'node:child_process';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { DEFAULT_CACHE_DIR } from '../../scripts/audio/facts/audio-facts.ts';
import { repoRoot, resolveConfigPath, resolvePublicDir } from '../../scripts/config/config-path.ts';
import { writeWav } from '../../scripts/test/audio/make-masters.ts';
import { defineCommand, wholeNumber } from '../../scripts/cli/command.ts';
import { commandLine } from '../../scripts/cli/command-line.ts';
import { cycleAt } from '../../scripts/cycle-at.ts';

export default defineCommand({
  name: 'bench:import',
  summary: 'Imports N generated masters with a sheet, then builds the result cold and cached: speed and peak memory.',
  usage: ['[--masters N] [--seconds S] [--keep]'],
  options: {
    masters: { type: 'string', default: '100', value: 'N', help: 'how many masters to generate' },
    seconds: { type: 'string', default: '180', value: 'S', help: 'length of each master' },
    keep: { type: 'boolean', help: 'keep the generated masters in .out/import-bench/' },
  },
  site: 'none',
  async run({ values }) {
    const count = wholeNumber('masters', values.masters, 1)!;
    const seconds = wholeNumber('seconds', values.seconds, 1)!;
    const run = promisify(execFile);
    const work = path.join(repoRoot, '.out/import-bench');
    const mastersDir = path.join(work, 'masters');
    const publicDir = path.join(work, 'public');
    const configFile = path.join(work, 'site.config.yaml');
    // Node itself with tsx's CLI, not node_modules/.bin/tsx, which is a .cmd file on Windows.
    const tsxCli = path.join(repoRoot, 'node_modules/tsx/dist/cli.mjs');
    const cores = availableParallelism();

    const KEYS = ['A minor', 'C major', 'D minor', 'E minor', 'F major', 'G major'];
    const MOODS = ['Tense', 'Uplifting', 'Calm', 'Dark', 'Hopeful', 'Driving'];

    await rm(work, { recursive: true, force: true });
    await mkdir(mastersDir, { recursive: true });
    await cp(resolvePublicDir(), publicDir, { recursive: true });
    await cp(resolveConfigPath(), configFile);

    const started = performance.now();
    const sheet = [
      'Title,Vocals,Genres,One-stop,Writer 1 Name,Writer 1 Share,Writer 1 PRO,Publisher 1 Name,Publisher 1 Share,Publisher 1 PRO',
    ];
    for (let i = 1; i <= count; i++) {
      const title = `Bench Cue ${String(i).padStart(3, '0')}`;
      await writeWav(
        path.join(mastersDir, `${title}.wav`),
        { seconds, seed: i },
        {
          id3: {
            title,
            artist: 'Marlowe Kane',
            bpm: 80 + (i % 60),
            key: cycleAt(KEYS, i),
            isrc: `USMK1${String(26)}${String(10000 + i).padStart(5, '0')}`,
            composers: ['Marlowe Kane'],
            publisher: 'Kane Sync Music',
            mood: cycleAt(MOODS, i),
          },
        },
      );
      sheet.push(`${title},instrumental,Cinematic,yes,Marlowe Kane,100,ASCAP,Kane Sync Music,100,ASCAP`);
    }
    await writeFile(path.join(work, 'sheet.csv'), `${sheet.join('\n')}\n`);
    console.log(
      `Wrote ${count} masters of ${seconds} s (stereo 44.1 kHz 16-bit WAV with ID3) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );

    const env = { ...process.env, SITE_CONFIG: configFile, SITE_PUBLIC_DIR: publicDir, INIT_CWD: work };

    /** Runs a script with its peak memory reported; returns wall seconds and peak MB. */
    async function timed(args: string[]): Promise<{ seconds: number; peakMb: number; stdout: string }> {
      const t = performance.now();
      const { stdout, stderr } = await run(
        process.execPath,
        [tsxCli, path.join(repoRoot, 'tools/bench/peak-memory.ts'), ...args],
        {
          cwd: repoRoot,
          env,
          maxBuffer: 256 * 1024 * 1024,
        },
      ).catch((error: { stdout?: string; stderr?: string; message: string }) => {
        throw new Error(`${args[0]} failed:\n${error.stdout ?? ''}\n${error.stderr ?? error.message}`);
      });
      const kb = Number(/peak-rss-kb: (\d+)/.exec(stderr)?.[1] ?? NaN);
      return { seconds: (performance.now() - t) / 1000, peakMb: kb / 1024, stdout };
    }

    const imported = await timed([...commandLine('import'), mastersDir, '--sheet', path.join(work, 'sheet.csv')]);
    const added = /^Added (\d+) tracks?/m.exec(imported.stdout)?.[1];
    if (Number(added) !== count)
      throw new Error(`the import added ${added ?? 'no'} tracks, expected ${count}:\n${imported.stdout}`);
    if (!values.keep) await rm(mastersDir, { recursive: true, force: true });
    const audioMinutes = (count * seconds) / 60;
    const speed = (count * seconds) / imported.seconds;

    const outDir = path.relative(repoRoot, path.join(work, 'dist'));
    await rm(DEFAULT_CACHE_DIR, { recursive: true, force: true });
    const cold = await timed([...commandLine('build'), '--out-dir', outDir]);
    const cached = await timed([...commandLine('build'), '--out-dir', outDir]);

    const s = (n: number) => `${n.toFixed(1)} s`;
    const rows: [string, string, string, boolean][] = [
      [
        `import of ${count} masters (${audioMinutes.toFixed(0)} min of audio)`,
        s(imported.seconds),
        count === 100 ? '< 240 s' : '',
        count !== 100 || imported.seconds < 240,
      ],
      ['import speed, all cores', `${speed.toFixed(0)}x realtime`, '≥ 40x', speed >= 40],
      [`import speed, per core (${cores})`, `${(speed / cores).toFixed(0)}x realtime`, '', true],
      ['import peak memory', `${imported.peakMb.toFixed(0)} MB`, '< 1024 MB', imported.peakMb < 1024],
      [
        `build with ${count} imported tracks, facts cache empty`,
        s(cold.seconds),
        count >= 400 ? '< 90 s' : '',
        count < 400 || cold.seconds < 90,
      ],
      [
        `build with ${count} imported tracks, facts cached`,
        s(cached.seconds),
        count >= 400 ? '< 15 s' : '',
        count < 400 || cached.seconds < 15,
      ],
      ['build peak memory (cold)', `${cold.peakMb.toFixed(0)} MB`, '< 1024 MB', cold.peakMb < 1024],
    ];
    console.log(`\n| ${new Date().toISOString().slice(0, 10)}, ${cores} cores | measured | target |\n|---|---:|---|`);
    for (const [name, value, target, ok] of rows)
      console.log(`| ${name} | ${value} | ${target}${target && !ok ? ' (missed)' : ''} |`);
    return rows.every((r) => r[3]) ? 0 : 1;
  },
});
