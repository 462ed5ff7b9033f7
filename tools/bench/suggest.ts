/**
 * `npm run bench:suggest -- [FOLDER…]`: how well the catalog's suggested genres find a track's
 * own, leave-one-out, on folders of audio with known labels: a file named as the detect bench
 * names its renders (style-bpm-key-…, .bench/detect/ by default) is labelled with its style;
 * any other with the name of the folder given that holds it (a Debian package's collection). Each file is
 * decoded by ffmpeg and described by the kit's SoundAnalyser at one level, as the import hears a
 * preview played at the catalog's one loudness; the sounds are cached under .out/suggest-bench/
 * by the analyser's source, so a change to the sound (src/audio/sound/) measures them again.
 * Prints top-1 against the attainable and chance at the kit's settings, then a sweep of
 * neighbours and thresholds; saved to bench/suggest.json. A measurement: exits 0 whatever it finds.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defineCommand, UsageError, wholeNumber } from '../../scripts/cli/command.ts';
import { repoRoot } from '../../scripts/config/config-path.ts';
import { SoundAnalyser } from '../../src/audio/sound/sound-features.ts';
import { SUGGEST_DEFAULTS } from '../../src/sections/catalog/sound/suggest-tags.ts';
import { attainable, chance, leaveOneOut, type Labelled, type SuggestScore } from './suggest-scores.ts';

const AUDIO = /\.(wav|flac|ogg|opus|mp3|aiff?|m4a)$/i;
const RATE = 44100;
/** Every file at one RMS (about -16.5 dBFS), as previews play at one loudness. */
const LEVEL = 0.15;
/** The detect bench's names: style (which may hold hyphens), then the tempo or `free`. */
const RENDER = /^(.+?)-(\d+|free)-/;

/** A render's style, or the collection: the folder given that holds the file. */
const labelOf = (file: string, folder: string) => RENDER.exec(path.basename(file))?.[1] ?? path.basename(folder);

async function audioFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile() && AUDIO.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

/** The file's sound, decoded by ffmpeg to mono at 44.1 kHz and brought to LEVEL. */
function soundOf(file: string): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn('ffmpeg', [
      '-nostdin',
      '-v',
      'error',
      '-i',
      file,
      '-ac',
      '1',
      '-ar',
      String(RATE),
      '-f',
      'f32le',
      '-',
    ]);
    const chunks: Buffer[] = [];
    ffmpeg.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    ffmpeg.on('error', reject);
    ffmpeg.on('close', (code) => {
      if (code !== 0) return reject(new Error(`ffmpeg could not decode ${file} (exit ${code})`));
      const bytes = Buffer.concat(chunks);
      const pcm = new Float32Array(bytes.buffer, bytes.byteOffset, Math.floor(bytes.length / 4));
      const rms = Math.sqrt(pcm.reduce((sum, x) => sum + x * x, 0) / Math.max(1, pcm.length));
      const gain = rms > 1e-6 ? LEVEL / rms : 1;
      const scaled = Float32Array.from(pcm, (x) => x * gain);
      const analyser = new SoundAnalyser(RATE);
      for (let at = 0; at < scaled.length; at += 1152) analyser.push(scaled.subarray(at, at + 1152));
      resolve(analyser.finish());
    });
  });
}

/** A digest of the analyser's source: cached sounds are of this code only. */
async function analyserDigest(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of ['src/audio/sound/sound-features.ts', 'src/audio/fft.ts'])
    hash.update(await readFile(path.join(repoRoot, file)));
  return hash.digest('hex').slice(0, 12);
}

async function sounds(files: readonly string[], jobs: number, progress: (line: string) => void): Promise<number[][]> {
  const cacheFile = path.join(repoRoot, '.out/suggest-bench', `sounds-${await analyserDigest()}.json`);
  const cache = JSON.parse(await readFile(cacheFile, 'utf8').catch(() => '{}')) as Record<string, number[]>;
  const keyOf = async (file: string) => {
    const { size, mtimeMs } = await stat(file);
    return `${file}:${size}:${Math.round(mtimeMs)}`;
  };
  const keys = await Promise.all(files.map(keyOf));
  const queue = files.map((file, i) => ({ file, key: keys[i]! })).filter(({ key }) => !cache[key]);
  if (queue.length) progress(`describing ${queue.length} of ${files.length} files (the others are cached)`);
  await mkdir(path.dirname(cacheFile), { recursive: true });
  // Written after each file: a run stopped halfway (real recordings take minutes each on a busy machine) resumes where it was.
  let saving = Promise.resolve();
  const lane = async () => {
    for (let job = queue.shift(); job; job = queue.shift()) {
      cache[job.key] = await soundOf(job.file);
      saving = saving.then(async () => {
        await writeFile(`${cacheFile}.part`, JSON.stringify(cache));
        await rename(`${cacheFile}.part`, cacheFile);
      });
    }
  };
  await Promise.all(Array.from({ length: jobs }, lane));
  await saving;
  return keys.map((key) => cache[key]!);
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
const row = (s: SuggestScore) =>
  `  ${String(s.neighbours).padStart(2)} neighbours, threshold ${s.threshold.toFixed(2)}: top-1 ${pct(s.top1)}, given ${pct(s.coverage)}, right when given ${pct(s.precision)} (sure ${s.sureRight.toFixed(2)} when right, ${s.sureWrong.toFixed(2)} when wrong)`;

export default defineCommand({
  name: 'bench:suggest',
  summary:
    "Scores the suggested genres leave-one-out on folders of labelled audio (the detect bench's renders by style by default): top-1 against the attainable and chance.",
  usage: ['[FOLDER…] [--jobs N]'],
  options: { jobs: { type: 'string', default: '2', value: 'N', help: 'files decoded at once' } },
  positionals: { max: Infinity, name: 'FOLDER' },
  site: 'none',
  async run({ values, positionals }) {
    const progress = (line: string) => process.stderr.write(`[bench:suggest] ${line}\n`);
    const cwd = process.env.INIT_CWD ?? process.cwd();
    const folders = positionals.length
      ? positionals.map((folder) => path.resolve(cwd, folder))
      : [path.join(repoRoot, '.bench/detect')];
    const found = (
      await Promise.all(
        folders.map(async (folder) => (await audioFiles(folder).catch(() => [])).map((file) => ({ file, folder }))),
      )
    ).flat();
    const files = found.map(({ file }) => file);
    if (files.length < 2)
      throw new UsageError(
        `fewer than two audio files in ${folders.join(', ')} (run npm run bench:detect to render the default set)`,
      );
    const described = await sounds(files, wholeNumber('jobs', values.jobs, 1)!, progress);
    const tracks: Labelled[] = found.map(({ file, folder }, i) => ({
      id: `t${i}`,
      label: labelOf(file, folder),
      sound: described[i]!,
    }));
    const reach = attainable(tracks);
    const luck = chance(tracks);
    const kit = leaveOneOut(tracks, SUGGEST_DEFAULTS);
    const sweep = [3, 5, 7, 10, 15].flatMap((neighbours) =>
      [0, 0.34, 0.5].map((threshold) => leaveOneOut(tracks, { neighbours, threshold })),
    );
    const labels = [...new Set(tracks.map((t) => t.label))];
    const lines = [
      `${files.length} files, ${labels.length} labels (${labels.join(', ')}), from ${folders.join(', ')}`,
      `Top-1 at the kit's settings (${SUGGEST_DEFAULTS.neighbours} neighbours, threshold ${SUGGEST_DEFAULTS.threshold}): ${pct(kit.top1)} = ${pct(kit.top1 / reach)} of the attainable ${pct(reach)} (target 85 %: ${kit.top1 / reach >= 0.85 ? 'met' : 'missed'}); chance ${pct(luck)}`,
      `  given for ${pct(kit.coverage)} of tracks, right when given ${pct(kit.precision)}`,
      'Sweep:',
      ...sweep.map(row),
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
    const figures = {
      date: new Date().toISOString(),
      folders,
      files: files.length,
      labels,
      attainable: reach,
      chance: luck,
      kit,
      sweep,
    };
    await writeFile(path.join(repoRoot, 'bench/suggest.json'), `${JSON.stringify(figures, null, 2)}\n`);
    return 0;
  },
});
