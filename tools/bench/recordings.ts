/**
 * `npm run bench:recordings -- FOLDER…`: the import on real recordings, tagged by their authors,
 * as a producer runs it, with the facts every track shares given once (--writer, --vocals); then
 * how many it added and why it held any back, the previews' loudness read by ffmpeg's ebur128 in
 * the same run, and the kit's tempo and key beside aubio's and keyfinder-cli's on the same files.
 * Real recordings have no written answer: tempo and key are scored as agreement with those tools.
 * Files that are not FLAC (OGG Vorbis, Opus, MP3, WAV…) are transcoded to FLAC with their tags by
 * ffmpeg into the site copy under .out/recordings-bench/; the folders given are only read.
 * Saved to bench/recordings.json. A measurement: it exits 0 whatever it finds, 1 when a tool is missing.
 *   npm run bench:recordings -- ~/Masters --writer "Mia Park" --vocals instrumental
 */
import { execFile } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { defineCommand, UsageError, wholeNumber } from '../../scripts/cli/command.ts';
import { repoRoot } from '../../scripts/config/config-path.ts';
import { DEFAULT_PREVIEW_TARGET } from '../../scripts/import/preview.ts';
import { aubioTempo, keyfinderKey } from './detect-external.ts';
import { importFolder } from './detect-import.ts';
import { ffmpegLoudness, loudnessSpread } from './detect-loudness.ts';
import { ourAnswer } from './detect-ours.ts';
import { previewCosts } from './preview-cost.ts';
import { keyName } from './detect-scores.ts';
import { DEFAULT_SOUNDFONT, installLines, KEY_TOOL, missingOf, REQUIRED_TOOLS } from './detect-tools.ts';
import { eachAtOnce } from './each-at-once.ts';
import {
  keyAgreement,
  recordingsTable,
  tempoAgreement,
  type RecordingAnswers,
  type RecordingsFigures,
} from './recordings-figures.ts';

const run = promisify(execFile);

/** What ffmpeg reads and the import may not: every one becomes FLAC, so the import reads each alike. */
export const AUDIO = /\.(flac|ogg|oga|opus|mp3|wav|aiff?|m4a)$/i;

export async function audioFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && AUDIO.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

/** A FLAC of `source` at `dest` with its tags: Vorbis and Opus keep theirs on the stream, the others on the file. */
export async function asFlac(source: string, dest: string): Promise<void> {
  if (/\.flac$/i.test(source)) return copyFile(source, dest);
  const onStream = /\.(ogg|oga|opus)$/i.test(source);
  await run('ffmpeg', [
    '-nostdin',
    '-v',
    'error',
    '-y',
    '-i',
    source,
    '-map',
    '0:a:0',
    '-map_metadata',
    onStream ? '0:s:a:0' : '0',
    '-c:a',
    'flac',
    dest,
  ]);
}

export default defineCommand({
  name: 'bench:recordings',
  summary:
    "Imports a folder of real recordings as a producer would and reports what it added, the previews' loudness by ffmpeg's ebur128, and the tempo and key beside aubio's and keyfinder-cli's on the same files.",
  usage: ['FOLDER… [--writer NAME] [--vocals instrumental|vocal|both] [--jobs N] [--cost N]'],
  options: {
    writer: {
      type: 'string',
      default: 'Bench Writer',
      value: 'NAME',
      help: 'the writer every track shares, given once to the import (--writer)',
    },
    vocals: {
      type: 'string',
      default: 'instrumental',
      value: 'instrumental|vocal|both',
      help: 'the vocals every track shares, given once to the import (--vocals)',
    },
    jobs: {
      type: 'string',
      default: String(availableParallelism()),
      value: 'N',
      help: 'files transcoded and external tools run at once',
    },
    cost: {
      type: 'string',
      default: '8',
      value: 'N',
      help: 'files (spread over the set) whose preview job is timed one at a time against the same decode and encode unmeasured: what measuring adds; 0 for none',
    },
  },
  positionals: { min: 1, max: Infinity, name: 'FOLDER' },
  site: 'none',
  async run({ values, positionals }) {
    const jobs = wholeNumber('jobs', values.jobs, 1)!;
    const costCount = wholeNumber('cost', values.cost)!;
    const progress = (message: string) => process.stderr.write(`[bench:recordings] ${message}\n`);
    const cwd = process.env.INIT_CWD ?? process.cwd();
    const folders = positionals.map((folder) => path.resolve(cwd, folder));
    for (const [index, folder] of folders.entries()) {
      const found = await stat(folder).catch(() => null);
      if (!found?.isDirectory()) throw new UsageError(`${positionals[index]}: no such folder`);
    }

    const needed = REQUIRED_TOOLS.filter((tool) => tool.name === 'aubio' || tool.name === 'ffmpeg');
    const missing = missingOf(needed, DEFAULT_SOUNDFONT);
    if (missing.length > 0) {
      process.stderr.write(
        ['bench:recordings needs what this machine lacks:', ...installLines(missing), ''].join('\n'),
      );
      return 1;
    }
    const keyfinderMissing = missingOf([KEY_TOOL], DEFAULT_SOUNDFONT).length > 0;
    if (keyfinderMissing)
      progress(
        ['keyfinder-cli not found: the key is not compared. To compare:', ...installLines([KEY_TOOL])].join('\n'),
      );

    const sources = (
      await Promise.all(folders.map(async (folder) => (await audioFiles(folder)).map((file) => ({ folder, file }))))
    ).flat();
    if (sources.length === 0)
      throw new UsageError(`no audio files (FLAC, OGG, Opus, MP3, WAV, AIFF, M4A) in ${positionals.join(', ')}`);
    // The folders' own layout, under one folder the import reads recursively: names keep what they tell (a version's label).
    const masters = sources.map(({ folder, file }) => ({
      source: file,
      name: `${path.relative(path.dirname(folder), file).replace(AUDIO, '')}.flac`,
    }));

    const args = ['--writer', values.writer, '--vocals', values.vocals];
    progress(
      `transcoding ${masters.length} files to FLAC with their tags, then importing them (${args.join(' ')}) into a copy of the site`,
    );
    let mastersDir = '';
    const imported = await importFolder(async (dir) => {
      mastersDir = dir;
      await eachAtOnce(masters, jobs, async ({ source, name }) => {
        await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
        await asFlac(source, path.join(dir, name));
      });
    }, args);
    progress(`the import exited ${imported.exitCode}, added ${imported.added} of ${masters.length}`);

    progress(
      `aubio tempo${keyfinderMissing ? '' : ' and keyfinder-cli'}, and ffmpeg's ebur128, on every file, ${jobs} at a time`,
    );
    const external = await eachAtOnce(masters, jobs, async ({ name }) => {
      const flac = path.join(mastersDir, name);
      return {
        aubio: await aubioTempo(flac),
        keyfinder: keyfinderMissing ? undefined : await keyfinderKey(flac),
        master: await ffmpegLoudness(flac),
      };
    });
    const previews = await eachAtOnce([...imported.previews.values()], jobs, ffmpegLoudness);

    progress('our tempo and key on every file, one at a time, as the import measures them');
    const files: RecordingAnswers[] = [];
    for (const [index, { source, name }] of masters.entries()) {
      const { audioSeconds, ...ours } = await ourAnswer(path.join(mastersDir, name), 'flac');
      const { aubio, keyfinder, master } = external[index]!;
      files.push({
        file: name.replace(/\.flac$/, path.extname(source)),
        audioSeconds,
        ours,
        aubio: { bpm: aubio.value, seconds: aubio.seconds },
        ...(keyfinder && {
          keyfinder: { key: keyfinder.value ? keyName(keyfinder.value) : null, seconds: keyfinder.seconds },
        }),
        master: { ...master, file: name },
      });
    }

    const timed = masters.filter(
      (_, index) =>
        Math.floor((index * costCount) / masters.length) !== Math.floor(((index - 1) * costCount) / masters.length),
    );
    let cost: RecordingsFigures['cost'];
    if (timed.length > 0) {
      progress(
        `what measuring costs the preview jobs of ${timed.length} files, each kind of job in a worker of its own, in CPU seconds`,
      );
      const costDir = await mkdtemp(path.join(tmpdir(), 'recordings-cost-'));
      const { measured, unmeasured, analysis } = await previewCosts(
        timed.map(({ name }) => path.join(mastersDir, name)),
        'flac',
        path.join(costDir, 'preview.mp3'),
      );
      await rm(costDir, { recursive: true, force: true });
      const minutes =
        timed.reduce((sum, { name }) => sum + files.find((file) => file.master.file === name)!.audioSeconds, 0) / 60;
      cost = {
        files: timed.length,
        minutes,
        measured: measured / minutes,
        unmeasured: unmeasured / minutes,
        analysis: analysis / minutes,
      };
    }

    const figures: RecordingsFigures = {
      date: new Date().toISOString(),
      folders: positionals,
      files,
      import: {
        exitCode: imported.exitCode,
        added: imported.added,
        of: masters.length,
        heldBack: imported.heldBack,
        seconds: imported.seconds,
        cpuSeconds: imported.cpuSeconds,
        peakMb: imported.peakMb,
        cores: availableParallelism(),
        args,
      },
      ...(cost && { cost }),
      tempo: tempoAgreement(files),
      ...(!keyfinderMissing && { key: keyAgreement(files) }),
      loudness: {
        target: DEFAULT_PREVIEW_TARGET,
        masters: loudnessSpread(files.map((file) => file.master)),
        previews: loudnessSpread(
          previews.map((reading) => ({ ...reading, file: path.basename(reading.file) })),
          DEFAULT_PREVIEW_TARGET,
        ),
      },
    };
    process.stdout.write(`\n${recordingsTable(figures)}\n\n`);
    if (imported.heldBack.length) process.stdout.write(`Held back:\n${imported.heldBack.join('\n')}\n\n`);
    process.stdout.write(`Load average at the end ${loadavg()[0]!.toFixed(1)} (times are wall times)\n`);
    await mkdir(path.join(repoRoot, 'bench'), { recursive: true });
    await writeFile(path.join(repoRoot, 'bench/recordings.json'), `${JSON.stringify(figures, null, 2)}\n`);
    return 0;
  },
});
