/**
 * Find by sound, measured: renders a catalog of K recipes × seeds with the demo synthesiser
 * (tools/sound-bench/), describes each track with the kit's SoundAnalyser on every core, and
 * ranks as the browser does (a) 30 s excerpts of catalog tracks, level changed and through MP3
 * at 128 kb/s, and (b) fresh renders of each recipe, against the same queries ranked by tags
 * alone; then the costs: the features on 44.1 kHz stereo, the sound file at 5,000 tracks, ranking.
 * A measurement: it exits 0 when a target is missed.
 *   npm run bench:similar -- --tracks 2000
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import Tinypool from 'tinypool';
import { defineCommand, UsageError, wholeNumber } from '../../scripts/cli/command.ts';
import { repoRoot } from '../../scripts/config/config-path.ts';
import { RECIPES } from '../sound-bench/recipes.ts';
import { renderRecipe, SAMPLE_RATE } from '../sound-bench/render-recipe.ts';
import type { TrackJob, TrackOutcome } from '../sound-bench/track-job.ts';
import { SoundAnalyser } from '../../src/audio/sound/sound-features.ts';
import { queryPrintOf } from '../../src/audio/sound/sound-print.ts';
import { asBuildAudio, featureMsPerMinute, grownPrints, grownSounds, scaleCosts } from './similar-costs.ts';
import { runSimilar } from './similar-run.ts';
import { similarTable } from './similar-table.ts';

/** The scale for the file size and the ranking time. */
const SIZE_TRACKS = 5000;

export default defineCommand({
  name: 'bench:similar',
  summary:
    'Renders a catalog of recipes × seeds and measures find by sound: excerpts through MP3 found at rank 1, recipe precision@5, against tags alone; and the costs.',
  usage: ['[--tracks N] [--queries N] [--recipes K] [--fresh N] [--seed S] [--jobs N] [--mp3-catalog]'],
  options: {
    tracks: { type: 'string', default: '2000', value: 'N', help: 'tracks in the catalog, recipes × seeds' },
    queries: { type: 'string', default: '200', value: 'N', help: '30 s excerpts of catalog tracks to find' },
    recipes: {
      type: 'string',
      default: String(RECIPES.length),
      value: 'K',
      help: `recipes the catalog is made of (2 to ${RECIPES.length})`,
    },
    fresh: {
      type: 'string',
      default: '10',
      value: 'N',
      help: 'fresh renders per recipe, with seeds no catalog track has',
    },
    seed: {
      type: 'string',
      default: '1',
      value: 'S',
      help: 'the seed every draw comes from: the same seed, the same run',
    },
    jobs: {
      type: 'string',
      default: String(availableParallelism()),
      value: 'N',
      help: 'worker threads (default: one per core)',
    },
    'mp3-catalog': {
      type: 'boolean',
      help: 'describe each catalog track after an MP3 round trip, as the build would (slower)',
    },
  },
  site: 'none',
  async run({ values }) {
    const recipes = wholeNumber('recipes', values.recipes, 2)!;
    if (recipes > RECIPES.length) throw new UsageError(`--recipes takes 2 to ${RECIPES.length}, not ${recipes}`);
    const options = {
      tracks: wholeNumber('tracks', values.tracks, recipes)!,
      queries: wholeNumber('queries', values.queries, 1)!,
      recipes: RECIPES.slice(0, recipes).map((_, index) => index),
      fresh: wholeNumber('fresh', values.fresh, 1)!,
      seed: wholeNumber('seed', values.seed)!,
      scale: 1,
      excerptSeconds: 30,
      mp3Catalog: values['mp3-catalog'] ?? false,
    };
    const jobs = wholeNumber('jobs', values.jobs, 1)!;
    const progress = (message: string) => process.stderr.write(`[bench:similar] ${message}\n`);
    const pool = new Tinypool({
      filename: new URL('../sound-bench/worker.mjs', import.meta.url).href,
      minThreads: jobs,
      maxThreads: jobs,
    });
    let run;
    try {
      run = await runSimilar(options, (job: TrackJob) => pool.run(job) as Promise<TrackOutcome>, jobs, progress);
    } finally {
      await pool.destroy();
    }
    progress('timing the features on one core and the sound file at 5,000 tracks');
    const { pcm } = renderRecipe(RECIPES[0]!, options.seed);
    const [left, right] = asBuildAudio(pcm, SAMPLE_RATE);
    // A 30 s excerpt's print, to time the matching with: its cost is its length's, whatever it matches.
    const excerpt = new SoundAnalyser(SAMPLE_RATE);
    excerpt.push(pcm.subarray(0, 30 * SAMPLE_RATE));
    const figures = {
      run,
      featuresBuildMs: featureMsPerMinute(left, right, 44100),
      featuresSynthMs: featureMsPerMinute(pcm, pcm, SAMPLE_RATE),
      scale: scaleCosts(
        grownSounds(run.catalog, SIZE_TRACKS, options.seed),
        grownPrints(run.catalog, SIZE_TRACKS, options.seed),
        queryPrintOf(excerpt.timeline()),
        50,
      ),
    };
    process.stdout.write(`${similarTable(figures)}\n`);
    const out = path.join(repoRoot, '.out/bench-similar');
    await mkdir(out, { recursive: true });
    const { catalog, space: _space, ...saved } = run;
    await writeFile(
      path.join(out, `results-${options.tracks}.json`),
      `${JSON.stringify({ ...figures, run: { ...saved, catalog: catalog.map(({ recipe, seed, bpm, sound, print }) => ({ recipe: RECIPES[recipe]!.id, seed, bpm, sound, print })) } }, null, 2)}\n`,
    );
    return 0;
  },
});
