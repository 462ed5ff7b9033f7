/**
 * `npm run bench:energy -- FOLDER…`: the highlight the import measures, judged on real recordings
 * by ffmpeg's ebur128: the share of tracks whose highlight's 30 s are louder (short-term LUFS) than
 * their median 30 s, and a generated master of a quiet minute then a loud one, whose highlight must
 * fall in the loud minute. Real recordings are read as the build reads a file (the frame meter on
 * decoded PCM); the generated master also through the import's own first pass (its envelope), which
 * must agree. Also the level each collection gets, and the CPU energy costs a minute of audio. Files that are not FLAC are transcoded by ffmpeg into
 * .out/energy-bench/; the folders given are only read. Saved to bench/energy.json.
 *   npm run bench:energy -- /work/recordings/x-*
 */
import { execFile } from 'node:child_process';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { defineCommand, UsageError, wholeNumber } from '../../scripts/cli/command.ts';
import { repoRoot } from '../../scripts/config/config-path.ts';
import { framesOfEnvelope } from '../../scripts/audio/measure/envelope-energy.ts';
import { analyseMaster } from '../../scripts/import/preview.ts';
import { pcmBlocks } from '../../scripts/import/pcm.ts';
import type { MasterFormat } from '../../scripts/import/master-format.ts';
import { writeFloatWav } from '../../scripts/test/audio/loudness-test-signals.ts';
import { EnergyFrameMeter } from '../../src/audio/energy/energy-frames.ts';
import { readEnergy } from '../../src/audio/energy/measure-energy.ts';
import { eachAtOnce } from './each-at-once.ts';
import { buildCosts, type BuildCosts } from './energy-cost.ts';
import { judgeHighlight, parseShortTerm, type HighlightJudgement } from './energy-figures.ts';
import { asFlac, audioFiles, AUDIO } from './recordings.ts';

const run = promisify(execFile);
const TARGET_SHARE = 0.95;

async function shortTerm(file: string) {
  const { stderr } = await run(
    'ffmpeg',
    ['-nostats', '-hide_banner', '-nostdin', '-i', file, '-af', 'ebur128=framelog=info', '-f', 'null', '-'],
    { maxBuffer: 256 * 1024 * 1024 },
  );
  return parseShortTerm(stderr);
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const { user, system } = process.cpuUsage(since);
  return (user + system) / 1000;
};

/** The energy as the build reads it from decoded PCM, and the CPU milliseconds it took (decoding aside). */
async function buildEnergy(file: string, format: MasterFormat) {
  let meter: EnergyFrameMeter | null = null;
  let spent = 0;
  for await (const block of pcmBlocks(file, format)) {
    const channels = block.channels.slice(0, 2);
    const began = process.cpuUsage();
    meter ??= new EnergyFrameMeter(block.sampleRate, channels.length);
    meter.push(channels);
    spent += cpuMs(began);
  }
  const began = process.cpuUsage();
  const frames = meter!.finish();
  const read = readEnergy(frames);
  return { read, seconds: frames.duration, ms: spent + cpuMs(began) };
}

interface TrackFigures extends HighlightJudgement {
  file: string;
  seconds: number;
  highlight: { start: number; end: number };
  level: string;
  confidence: number;
  /** What the level was read from (energy-level.ts): onsets a second while playing, the loudness spread, the score. */
  attacks: number;
  spread: number;
  score: number;
  /** CPU ms of the frame meter and the reading. */
  ms: number;
}

async function measureTrack(file: string, format: MasterFormat, name: string): Promise<TrackFigures> {
  const [{ read, seconds, ms }, reading] = await Promise.all([buildEnergy(file, format), shortTerm(file)]);
  return {
    file: name,
    seconds,
    highlight: read.facts.highlight,
    level: read.facts.level,
    confidence: read.level.confidence,
    attacks: round2(read.level.attacks),
    spread: round2(read.level.spread),
    score: round2(read.level.score),
    ...judgeHighlight(reading, seconds, read.facts.highlight),
    ms,
  };
}

/** The import's own path on one master (its first pass, energy read from the envelope): the highlight it writes, and its CPU ms. */
async function importEnergy(file: string, format: MasterFormat) {
  const { master, energy } = await analyseMaster(file, format);
  const began = process.cpuUsage();
  readEnergy(framesOfEnvelope(master.envelope));
  const ms = cpuMs(began);
  master.release();
  return { highlight: energy.facts.highlight, level: energy.facts.level, ms };
}

/** Noise bursts, 5 a second, at `dbfs` RMS: a quiet minute and a loud one differ only in level. */
function bursts(seconds: number, dbfs: number, rate: number, seed: number): Float32Array {
  let x = seed;
  const gain = 10 ** (dbfs / 20) * Math.sqrt(3);
  return Float32Array.from({ length: seconds * rate }, (_, i) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return (i / rate) % 0.5 < 0.2 ? gain * ((x / 2147483648) * 2 - 1) : 0;
  });
}

async function syntheticCase(dir: string) {
  const rate = 44100;
  const quiet = bursts(60, -30, rate, 7);
  const loud = bursts(60, -10, rate, 11);
  const mono = new Float32Array(quiet.length + loud.length);
  mono.set(quiet);
  mono.set(loud, quiet.length);
  const file = path.join(dir, 'quiet-then-loud.wav');
  await writeFloatWav(file, rate, [mono, mono]);
  const track = await measureTrack(file, 'wav', 'quiet-then-loud.wav');
  const imported = await importEnergy(file, 'wav');
  const inside = ({ start, end }: { start: number; end: number }) => start >= 60 && end <= 120;
  return { ...track, insideLoud: inside(track.highlight), imported, importInsideLoud: inside(imported.highlight) };
}

const round2 = (x: number) => Math.round(x * 100) / 100;
const pct = (x: number) => `${(x * 100).toFixed(1)} %`;

export default defineCommand({
  name: 'bench:energy',
  summary:
    "Judges the measured highlight on real recordings by ffmpeg's ebur128 (louder than the track's median 30 s in 95 % of tracks?) and on a quiet-then-loud master; the level per collection and the cost a minute.",
  usage: ['FOLDER… [--jobs N]'],
  options: {
    jobs: {
      type: 'string',
      default: String(availableParallelism()),
      value: 'N',
      help: 'files transcoded at once',
    },
  },
  positionals: { min: 1, max: Infinity, name: 'FOLDER' },
  site: 'none',
  async run({ values, positionals }) {
    const jobs = wholeNumber('jobs', values.jobs, 1)!;
    const progress = (message: string) => process.stderr.write(`[bench:energy] ${message}\n`);
    const cwd = process.env.INIT_CWD ?? process.cwd();
    const folders = positionals.map((folder) => path.resolve(cwd, folder));
    for (const [index, folder] of folders.entries())
      if (!(await stat(folder).catch(() => null))?.isDirectory())
        throw new UsageError(`${positionals[index]}: no such folder`);
    const sources = (
      await Promise.all(folders.map(async (folder) => (await audioFiles(folder)).map((file) => ({ folder, file }))))
    ).flat();
    if (sources.length === 0) throw new UsageError(`no audio files in ${positionals.join(', ')}`);
    const dir = path.join(repoRoot, '.out/energy-bench');
    await mkdir(dir, { recursive: true });
    const masters = sources.map(({ folder, file }) => {
      const name = path.relative(path.dirname(folder), file);
      return { name, flac: path.join(dir, `${name.replace(AUDIO, '')}.flac`), source: file };
    });
    progress(`transcoding ${masters.length} files to FLAC, ${jobs} at a time`);
    await eachAtOnce(masters, jobs, async ({ source, flac }) => {
      if (await stat(flac).catch(() => null)) return;
      await mkdir(path.dirname(flac), { recursive: true });
      // Written aside then renamed: a run stopped mid-file leaves no half FLAC for the next to take as done.
      await asFlac(source, `${flac}.part.flac`);
      await rename(`${flac}.part.flac`, flac);
    });
    progress(`the energy from decoded PCM, and ffmpeg ebur128 short-term, ${jobs} files at a time`);
    const tracks = await eachAtOnce(masters, jobs, ({ name, flac }) => measureTrack(flac, 'flac', name));
    const synthetic = await syntheticCase(dir);
    progress('the frame meter and the features on one core, on the first 44.1 kHz stereo recording');
    const costs = await firstBuildRateCosts(masters);
    const figures = energyFigures(tracks, synthetic, costs);
    process.stdout.write(`\n${energyTable(figures)}\n`);
    process.stdout.write(`Load average at the end ${loadavg()[0]!.toFixed(1)}\n`);
    await mkdir(path.join(repoRoot, 'bench'), { recursive: true });
    await writeFile(path.join(repoRoot, 'bench/energy.json'), `${JSON.stringify(figures, null, 2)}\n`);
    return 0;
  },
});

/** The build's costs on the first recording at 44.1 kHz stereo; null when none is. */
async function firstBuildRateCosts(masters: readonly { name: string; flac: string }[]): Promise<BuildCosts | null> {
  for (const { name, flac } of masters) {
    const costs = await buildCosts(flac, name).catch(() => null);
    if (costs) return costs;
  }
  return null;
}

function energyFigures(
  tracks: TrackFigures[],
  synthetic: Awaited<ReturnType<typeof syntheticCase>>,
  costs: BuildCosts | null,
) {
  const judged = tracks.filter((track) => track.louder !== null);
  const louder = judged.filter((track) => track.louder).length;
  const minutes = tracks.reduce((sum, track) => sum + track.seconds, 0) / 60;
  const collections: Record<string, Record<string, number>> = {};
  for (const track of tracks) {
    const collection = track.file.split(path.sep)[0]!;
    collections[collection] ??= { low: 0, medium: 0, high: 0 };
    collections[collection][track.level]! += 1;
  }
  return {
    date: new Date().toISOString(),
    highlight: {
      tracks: tracks.length,
      judged: judged.length,
      louder,
      share: louder / judged.length,
      target: TARGET_SHARE,
    },
    synthetic,
    levels: collections,
    cost: {
      minutes,
      buildMsPerMinute: tracks.reduce((sum, track) => sum + track.ms, 0) / minutes,
      importMsPerMinute: synthetic.imported.ms / 2,
      oneCore: costs,
    },
    tracks,
  };
}

function energyTable({ highlight, synthetic, levels, cost }: ReturnType<typeof energyFigures>): string {
  const lines = [
    '| Figure | Measured | Target |',
    '| --- | --- | --- |',
    `| Highlight louder than the median 30 s (ebur128 short-term) | ${pct(highlight.share)} (${highlight.louder} of ${highlight.judged}; ${highlight.tracks - highlight.judged} under 60 s not judged) | ≥ ${pct(highlight.target)} ${highlight.share >= highlight.target ? 'met' : 'MISSED'} |`,
    `| Quiet minute then loud minute: highlight ${synthetic.highlight.start}-${synthetic.highlight.end} s | ${synthetic.insideLoud ? 'inside the loud minute' : 'NOT inside the loud minute'} (${synthetic.highlightLufs.toFixed(1)} LUFS vs median ${synthetic.medianLufs.toFixed(1)}) | inside 60-120 s ${synthetic.insideLoud ? 'met' : 'MISSED'} |`,
    `| The import's own path on it (envelope of its first pass): highlight ${synthetic.imported.highlight.start}-${synthetic.imported.highlight.end} s | ${synthetic.importInsideLoud ? 'inside the loud minute' : 'NOT inside the loud minute'} | inside 60-120 s ${synthetic.importInsideLoud ? 'met' : 'MISSED'} |`,
    `| Energy from decoded PCM (frame meter + reading), CPU | ${cost.buildMsPerMinute.toFixed(1)} ms per minute of audio | small beside the features' ~7 ms/min |`,
    `| Energy from the import's envelope, CPU | ${cost.importMsPerMinute.toFixed(2)} ms per minute | |`,
    cost.oneCore
      ? `| Frame meter on one core, as the features' cost is read (${cost.oneCore.file}, 44.1 kHz stereo, median of 31) | ${cost.oneCore.energy.toFixed(1)} ms/min; the features ${cost.oneCore.features.toFixed(1)} ms/min on the same audio | |`
      : '| Frame meter on one core | no 44.1 kHz stereo recording to read it on | |',
    '',
    '| Collection | low | medium | high |',
    '| --- | --- | --- | --- |',
    ...Object.entries(levels).map(([name, c]) => `| ${name} | ${c.low} | ${c.medium} | ${c.high} |`),
  ];
  return lines.join('\n');
}
