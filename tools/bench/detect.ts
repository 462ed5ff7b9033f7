/**
 * `npm run bench:detect`: tempo and key measured on a set with a known answer, beside
 * established tools run as programs on the same files in the same run. The set is MIDI the bench
 * writes (eight styles, every key, 60 to 180 BPM, and free-time pieces) played through a General
 * MIDI soundfont by fluidsynth, cached under .bench/detect/. Then the loudness of the masters and
 * of the demo's previews before and after the import's normalisation, with the import's time and
 * peak memory. A measurement: it exits 0 when a target is missed, 1 when a tool is missing.
 *   npm run bench:detect -- --keys 24 --seconds 30
 */
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { defineCommand, wholeNumber } from '../../scripts/cli/command.ts';
import { repoRoot, resolvePublicDir } from '../../scripts/config/config-path.ts';
import { DEFAULT_PREVIEW_TARGET } from '../../scripts/import/preview.ts';
import { aubioTempo, keyfinderKey } from './detect-external.ts';
import { eachAtOnce } from './each-at-once.ts';
import {
  detectTable,
  keyScore,
  secondsPerMinute,
  styleTable,
  tempoScore,
  type DetectFigures,
  type FileAnswers,
} from './detect-figures.ts';
import { importMasters } from './detect-import.ts';
import { audioSeconds, ffmpegLoudness, loudnessSpread, type LoudnessReading } from './detect-loudness.ts';
import { ourAnswer } from './detect-ours.ts';
import { previewCosts } from './preview-cost.ts';
import { RENDER_RATE, renderSet } from './detect-render.ts';
import { keyName } from './detect-scores.ts';
import { detectSet, pieceOf } from './detect-set.ts';
import { RENDER_OPTIONS, installLines, KEY_TOOL, missingOf, REQUIRED_TOOLS } from './detect-tools.ts';

export default defineCommand({
  name: 'bench:detect',
  summary:
    "Measures tempo and key on MIDI arrangements with a known answer played through a General MIDI soundfont, beside aubio and keyfinder-cli on the same files; the previews' loudness before and after the import.",
  usage: ['[--keys N] [--free N] [--seconds S] [--seed S] [--jobs N] [--soundfont FILE.sf2] [--import N]'],
  options: {
    keys: {
      type: 'string',
      default: '24',
      value: 'N',
      help: 'keys each of the eight steady styles is played in (24: every major and minor key)',
    },
    free: { type: 'string', default: '8', value: 'N', help: 'free-time pieces (rubato piano, pads), scored apart' },
    seconds: { type: 'string', default: '30', value: 'S', help: 'length of each piece' },
    seed: {
      type: 'string',
      default: '1',
      value: 'S',
      help: 'the seed every arrangement comes from: the same seed, the same files',
    },
    ...RENDER_OPTIONS,
    import: {
      type: 'string',
      default: '48',
      value: 'N',
      help: "files of the set the import takes, spread over the styles, with the demo's previews (0: no import run, no loudness after it)",
    },
  },
  positionals: { max: 0 },
  site: 'none',
  async run({ values }) {
    const keys = wholeNumber('keys', values.keys, 1)!;
    const free = wholeNumber('free', values.free)!;
    const seconds = wholeNumber('seconds', values.seconds, 5)!;
    const seed = wholeNumber('seed', values.seed)!;
    const jobs = wholeNumber('jobs', values.jobs, 1)!;
    const soundfont = values.soundfont;
    const progress = (message: string) => process.stderr.write(`[bench:detect] ${message}\n`);

    const missing = missingOf(REQUIRED_TOOLS, soundfont);
    if (missing.length > 0) {
      process.stderr.write(['bench:detect needs what this machine lacks:', ...installLines(missing), ''].join('\n'));
      return 1;
    }
    const keyfinderMissing = missingOf([KEY_TOOL], soundfont).length > 0;
    if (keyfinderMissing)
      progress(
        [
          'keyfinder-cli not found: the key is scored against the truth alone. To compare:',
          ...installLines([KEY_TOOL]),
        ].join('\n'),
      );

    const items = detectSet(Math.min(keys, 24), free, seed);
    const cache = path.join(repoRoot, '.bench/detect');
    progress(
      `rendering ${items.length} pieces of ${seconds} s with fluidsynth into ${path.relative(repoRoot, cache)}/ (cached)`,
    );
    const rendered = await renderSet(
      items,
      pieceOf,
      seconds,
      cache,
      soundfont,
      jobs,
      (done) => done % 20 === 0 && progress(`rendered ${done} of ${items.length}`),
    );

    progress(`aubio tempo${keyfinderMissing ? '' : ' and keyfinder-cli'} on every file, ${jobs} at a time`);
    const external = await eachAtOnce(rendered, jobs, async ({ wav }) => ({
      aubio: await aubioTempo(wav),
      keyfinder: keyfinderMissing ? undefined : await keyfinderKey(wav),
    }));

    // One file at a time, nothing else of the bench running: the times are one core's.
    progress('our tempo and key on every file, one at a time');
    const files: FileAnswers[] = [];
    for (const [index, { item, wav }] of rendered.entries()) {
      const { audioSeconds, ...ours } = await ourAnswer(wav);
      const { aubio, keyfinder } = external[index]!;
      files.push({
        id: item.id,
        style: item.style,
        bpm: item.bpm,
        key: keyName(item.key),
        audioSeconds,
        ours,
        aubio: { bpm: aubio.value, seconds: aubio.seconds },
        ...(keyfinder && {
          keyfinder: { key: keyfinder.value ? keyName(keyfinder.value) : null, seconds: keyfinder.seconds },
        }),
      });
    }

    progress("the masters' and the demo previews' loudness (ffmpeg ebur128)");
    const demoFiles = (await readdir(path.join(resolvePublicDir(), 'audio')))
      .filter((name) => name.endsWith('.mp3'))
      .map((name) => path.join(resolvePublicDir(), 'audio', name));
    const masters = await eachAtOnce(rendered, jobs, ({ wav }) => ffmpegLoudness(wav));
    const demo = await eachAtOnce(demoFiles, jobs, ffmpegLoudness);

    const figures: DetectFigures = {
      date: new Date().toISOString(),
      files,
      tempo: { ours: tempoScore(files, 'ours'), aubio: tempoScore(files, 'aubio') },
      freeCalledFree: {
        free: files.filter((file) => file.bpm === null && file.ours.bpm === null).length,
        of: files.filter((file) => file.bpm === null).length,
      },
      key: {
        ours: keyScore(files, 'ours'),
        ...(keyfinderMissing
          ? { keyfinderMissing: 'keyfinder-cli is not installed' }
          : { keyfinder: keyScore(files, 'keyfinder') }),
      },
      secondsPerMinute: {
        ours: secondsPerMinute(files, (file) => file.ours.seconds),
        measuring: secondsPerMinute(files, (file) => file.ours.measuringSeconds),
        aubio: secondsPerMinute(files, (file) => file.aubio.seconds),
        ...(!keyfinderMissing && { keyfinder: secondsPerMinute(files, (file) => file.keyfinder?.seconds) }),
      },
      loudness: { target: DEFAULT_PREVIEW_TARGET, masters: loudnessSpread(masters), demo: loudnessSpread(demo) },
    };

    const importCount = Math.min(wholeNumber('import', values.import)!, rendered.length);
    if (importCount > 0) {
      // Every k-th file: the set is in style order, so each style gets its share.
      const imported = rendered.filter(
        (_, index) =>
          Math.floor((index * importCount) / rendered.length) !==
          Math.floor(((index - 1) * importCount) / rendered.length),
      );
      progress(
        `what measuring costs the preview jobs of those ${imported.length} files, each kind of job in a worker of its own, in CPU seconds`,
      );
      const costDir = await mkdtemp(path.join(tmpdir(), 'detect-cost-'));
      const costs = await previewCosts(
        imported.map(({ wav }) => wav),
        'wav',
        path.join(costDir, 'preview.mp3'),
      );
      await rm(costDir, { recursive: true, force: true });
      const costMinutes =
        imported.reduce((sum, { item }) => sum + files.find((file) => file.id === item.id)!.audioSeconds, 0) / 60;
      figures.previewCost = {
        files: imported.length,
        measured: costs.measured / costMinutes,
        unmeasured: costs.unmeasured / costMinutes,
        analysis: costs.analysis / costMinutes,
      };
      progress(
        `importing ${imported.length} of the set's WAVs and the ${demoFiles.length} demo previews into a copy of the site`,
      );
      try {
        const run = await importMasters([
          ...imported.map(({ item, wav }) => ({ file: wav, title: `Bench ${item.id}` })),
          ...demoFiles.map((file) => ({ file, title: `Demo ${path.basename(file, '.mp3')}` })),
        ]);
        const readings = await eachAtOnce([...run.previews.values()], jobs, ffmpegLoudness);
        const isDemo = (reading: LoudnessReading) => path.basename(reading.file).startsWith('demo-');
        figures.loudness.previews = loudnessSpread(
          readings.filter((reading) => !isDemo(reading)),
          DEFAULT_PREVIEW_TARGET,
        );
        figures.loudness.demoPreviews = loudnessSpread(readings.filter(isDemo), DEFAULT_PREVIEW_TARGET);
        const demoSeconds = await eachAtOnce(demoFiles, jobs, audioSeconds);
        const allSeconds = [
          ...imported.map(({ item }) => files.find((file) => file.id === item.id)!.audioSeconds),
          ...demoSeconds,
        ].reduce((sum, value) => sum + value, 0);
        figures.importRun = {
          added: run.added,
          of: imported.length + demoFiles.length,
          ...(run.heldBack[0] && { firstHeldBack: run.heldBack[0] }),
          seconds: run.seconds,
          cpuSeconds: run.cpuSeconds,
          peakMb: run.peakMb,
          audioMinutes: allSeconds / 60,
          cores: availableParallelism(),
        };
      } catch (error) {
        figures.importError = (error as Error).message;
      }
    }

    process.stdout.write(`\n${detectTable(figures, availableParallelism())}\n\n${styleTable(files)}\n\n`);
    process.stdout.write(
      `Sample rate ${RENDER_RATE} Hz, ${items.length} files of about ${seconds} s, seed ${seed}, soundfont ${soundfont}; load average at the end ${loadavg()[0]!.toFixed(1)} (times are wall times)\n`,
    );
    await mkdir(path.join(repoRoot, 'bench'), { recursive: true });
    await writeFile(path.join(repoRoot, 'bench/detect.json'), `${JSON.stringify(figures, null, 2)}\n`);
    return 0;
  },
});
