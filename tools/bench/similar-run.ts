/**
 * The core of bench:similar: a catalog of recipes × seeds rendered and described, then the two
 * kinds of query ranked against it exactly as the browser ranks (soundSpace, placeSound,
 * nearestBySound), and the same queries ranked by tags alone. Every draw comes from one seed,
 * so a run is reproducible; the jobs run wherever `runJob` sends them (a worker pool, or in
 * process for a test).
 */
import { mulberry32, type Rng } from '../../scripts/random.ts';
import { SOUND_LAYOUT, partStart, type SoundPart } from '../../src/audio/sound/sound-features.ts';
import type { QueryPrint, SoundPrint } from '../../src/audio/sound/sound-print.ts';
import {
  nearestBySound,
  orderForFile,
  placeSound,
  soundSpace,
  type SoundSpace,
} from '../../src/sections/catalog/sound/sound-space.ts';
import { RECIPES } from '../sound-bench/recipes.ts';
import type { TrackJob, TrackOutcome } from '../sound-bench/track-job.ts';
import { rankByTags, type Tags } from './similar-tags.ts';

export interface SimilarOptions {
  tracks: number;
  /** Excerpt queries, each from a different catalog track. */
  queries: number;
  /** The recipes the catalog is made of, by their place in RECIPES. */
  recipes: readonly number[];
  /** Fresh renders per recipe for recipe retrieval. */
  fresh: number;
  seed: number;
  /** The form's length: 1 full tracks. */
  scale: number;
  excerptSeconds: number;
  /** Describe the catalog after an MP3 round trip rather than from the rendered PCM. */
  mp3Catalog: boolean;
}

export type RunJob = (job: TrackJob) => Promise<TrackOutcome>;

export interface CatalogTrack extends Tags {
  recipe: number;
  seed: number;
  sound: number[];
  print: SoundPrint;
}

/** How one way of ranking did on both kinds of query. */
export interface Retrieval {
  /** Share of excerpts whose source is first, and in the first five. */
  rank1: number;
  top5: number;
  medianRank: number;
  /** Mean share of a fresh render's first five that are of its recipe. */
  precision5: number;
}

export interface SimilarRun {
  options: SimilarOptions;
  catalog: CatalogTrack[];
  space: SoundSpace;
  sound: Retrieval;
  /** Fresh renders' precision@5 by the whole sound alone, as "more like this" ranks: what the print changes for a file of none of the catalog's tracks. */
  wholeSoundPrecision5: number;
  tags: Retrieval;
  excerpts: {
    count: number;
    meanSeconds: number;
    minSeconds: number;
    maxSeconds: number;
    meanLevelChangeDb: number;
    meanGainDb: number;
    encodeMsPerMinute: number;
    decodeMsPerMinute: number;
  };
  /** Fresh renders' first five by sound that were of another recipe: which recipe was taken for which, most often first. */
  confusions: Array<{ from: string; to: string; count: number }>;
  /** An excerpt against its whole track, mean |Δz| per part of the sound: what an excerpt does not share with its track. */
  excerptDrift: Array<{ part: SoundPart; drift: number }>;
  /** Where the first place went when it was not the source: to the same recipe, or another. */
  rank1Misses: { sameRecipe: number; otherRecipe: number };
  costs: {
    renderSeconds: number;
    audioSeconds: number;
    featureMsPerMinute: number;
    catalogMp3MsPerMinute?: number;
    wallSeconds: number;
  };
}

/** A track's seed from the run's, its recipe and its number: fresh renders use numbers no catalog track has. */
const seedOf = (base: number, recipe: number, index: number) =>
  (Math.imul(base ^ 0x5bd1e995, 0x9e3779b1) + recipe * 1_000_003 + index * 7919) >>> 0;
export const FRESH_FROM = 1_000_000;

function shuffle<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
const medianOf = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Runs the jobs, at most `parallel` at once, saying how far it is. */
async function runAll<J, R>(
  jobs: J[],
  run: (job: J) => Promise<R>,
  parallel: number,
  progress: (done: number) => void,
): Promise<R[]> {
  const results = new Array<R>(jobs.length);
  let next = 0;
  let done = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      results[index] = await run(jobs[index]!);
      progress(++done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, jobs.length) }, lane));
  return results;
}

export async function runSimilar(
  options: SimilarOptions,
  runJob: RunJob,
  parallel: number,
  progress: (message: string) => void,
): Promise<SimilarRun> {
  const started = performance.now();
  const { tracks, fresh, seed, scale, excerptSeconds } = options;
  const recipes = options.recipes.length;
  if (recipes < 2 || options.recipes.some((recipe) => !RECIPES[recipe]))
    throw new RangeError(`recipes: two or more of 0 to ${RECIPES.length - 1}`);
  const queries = Math.min(options.queries, tracks);
  const rng = mulberry32(seed);

  // Track j is of recipe j mod K, its seed its number within the recipe; the catalog's order is shuffled.
  const order = shuffle(
    Array.from({ length: tracks }, (_, j) => j),
    rng,
  );
  const specs = order.map((j) => ({
    recipe: options.recipes[j % recipes]!,
    seed: seedOf(seed, options.recipes[j % recipes]!, Math.floor(j / recipes)),
  }));
  const queried = new Map(
    shuffle(
      specs.map((_, place) => place),
      rng,
    )
      .slice(0, queries)
      .map((place) => [place, { at: rng(), gainDb: Math.round((-6 + 10 * rng()) * 10) / 10, seconds: excerptSeconds }]),
  );
  const catalogJobs: TrackJob[] = specs.map((spec, place) => ({
    ...spec,
    scale,
    mp3: options.mp3Catalog,
    ...(queried.has(place) && { excerpt: queried.get(place)! }),
  }));
  const freshJobs: TrackJob[] = Array.from({ length: recipes * fresh }, (_, i) => ({
    recipe: options.recipes[i % recipes]!,
    seed: seedOf(seed, options.recipes[i % recipes]!, FRESH_FROM + Math.floor(i / recipes)),
    scale,
    mp3: false,
  }));
  const jobs = [...catalogJobs, ...freshJobs];
  let said = 0;
  const outcomes = await runAll(jobs, runJob, parallel, (done) => {
    if (done === jobs.length || done - said >= Math.max(1, Math.round(jobs.length / 20))) {
      said = done;
      progress(
        `${done}/${jobs.length} tracks rendered and described (${Math.round((performance.now() - started) / 1000)} s)`,
      );
    }
  });
  const catalogOutcomes = outcomes.slice(0, tracks);
  const freshOutcomes = outcomes.slice(tracks);

  const catalog: CatalogTrack[] = catalogOutcomes.map((outcome, place) => {
    const recipe = RECIPES[specs[place]!.recipe]!;
    return {
      recipe: specs[place]!.recipe,
      seed: specs[place]!.seed,
      sound: outcome.sound,
      print: outcome.print,
      genre: recipe.genre,
      moods: recipe.moods,
      bpm: outcome.bpm,
    };
  });
  const space = soundSpace(
    catalog.map((track) => track.sound),
    catalog.map((track) => track.print),
  );
  // Both kinds of query are files a visitor picks: ranked by the whole sound, the nearest then by the print, as the browser ranks a file.
  const bySound = (sound: number[], query: QueryPrint) => {
    const z = placeSound(space, sound);
    return orderForFile(space, nearestBySound(space, z, tracks, undefined, 'file'), z, query).map(
      (found) => found.place,
    );
  };

  progress(`ranking ${queried.size} excerpts and ${freshJobs.length} fresh renders`);
  const excerptRanks = { sound: [] as number[], tags: [] as number[] };
  const drift = new Float64Array(SOUND_LAYOUT.length);
  const rank1Misses = { sameRecipe: 0, otherRecipe: 0 };
  for (const place of queried.keys()) {
    const excerpt = catalogOutcomes[place]!.excerpt!;
    const ranked = bySound(excerpt.sound, excerpt.query);
    excerptRanks.sound.push(ranked.indexOf(place) + 1);
    excerptRanks.tags.push(rankByTags(catalog, catalog[place]!).indexOf(place) + 1);
    if (ranked[0] !== place)
      rank1Misses[catalog[ranked[0]!]!.recipe === catalog[place]!.recipe ? 'sameRecipe' : 'otherRecipe']++;
    const whole = placeSound(space, catalog[place]!.sound);
    const part = placeSound(space, excerpt.sound);
    SOUND_LAYOUT.forEach(([name, size], p) => {
      const from = partStart(name);
      for (let d = from; d < from + size; d++) drift[p]! += Math.abs(whole[d]! - part[d]!) / size / queried.size;
    });
  }

  const precision = { sound: [] as number[], whole: [] as number[], tags: [] as number[] };
  const confused = new Map<string, number>();
  freshOutcomes.forEach((outcome, i) => {
    const recipeIndex = freshJobs[i]!.recipe;
    const recipe = RECIPES[recipeIndex]!;
    const top = bySound(outcome.sound, outcome.query).slice(0, 5);
    precision.sound.push(top.filter((place) => catalog[place]!.recipe === recipeIndex).length / 5);
    const whole = nearestBySound(space, placeSound(space, outcome.sound), 5);
    precision.whole.push(whole.filter(({ place }) => catalog[place]!.recipe === recipeIndex).length / 5);
    for (const place of top) {
      if (catalog[place]!.recipe === recipeIndex) continue;
      const key = `${recipe.id}\u0000${RECIPES[catalog[place]!.recipe]!.id}`;
      confused.set(key, (confused.get(key) ?? 0) + 1);
    }
    const byTags = rankByTags(catalog, { genre: recipe.genre, moods: recipe.moods, bpm: outcome.bpm }).slice(0, 5);
    precision.tags.push(byTags.filter((place) => catalog[place]!.recipe === recipeIndex).length / 5);
  });

  const excerpts = [...queried.keys()].map((place) => ({
    outcome: catalogOutcomes[place]!.excerpt!,
    gainDb: queried.get(place)!.gainDb,
  }));
  const excerptMinutes = excerpts.reduce((total, { outcome }) => total + outcome.decodedSeconds / 60, 0);
  const audioSeconds = outcomes.reduce((total, outcome) => total + outcome.seconds, 0);
  const retrieval = (ranks: number[], precisions: number[]): Retrieval => ({
    rank1: ranks.filter((rank) => rank === 1).length / Math.max(1, ranks.length),
    top5: ranks.filter((rank) => rank <= 5).length / Math.max(1, ranks.length),
    medianRank: ranks.length ? medianOf(ranks) : 0,
    precision5: mean(precisions),
  });
  const mp3Ms = catalogOutcomes.filter((outcome) => outcome.mp3Ms !== undefined);
  return {
    options: { ...options, queries },
    catalog,
    space,
    sound: retrieval(excerptRanks.sound, precision.sound),
    wholeSoundPrecision5: mean(precision.whole),
    tags: retrieval(excerptRanks.tags, precision.tags),
    excerpts: {
      count: excerpts.length,
      meanSeconds: mean(excerpts.map(({ outcome }) => outcome.decodedSeconds)),
      minSeconds: Math.min(...excerpts.map(({ outcome }) => outcome.decodedSeconds)),
      maxSeconds: Math.max(...excerpts.map(({ outcome }) => outcome.decodedSeconds)),
      meanLevelChangeDb: mean(excerpts.map(({ outcome }) => outcome.decodedDb - outcome.sourceDb)),
      meanGainDb: mean(excerpts.map(({ gainDb }) => gainDb)),
      encodeMsPerMinute: excerpts.reduce((total, { outcome }) => total + outcome.encodeMs, 0) / excerptMinutes,
      decodeMsPerMinute: excerpts.reduce((total, { outcome }) => total + outcome.decodeMs, 0) / excerptMinutes,
    },
    confusions: [...confused]
      .map(([key, count]) => {
        const [from, to] = key.split('\u0000') as [string, string];
        return { from, to, count };
      })
      .sort((a, b) => b.count - a.count || a.from.localeCompare(b.from) || a.to.localeCompare(b.to)),
    excerptDrift: SOUND_LAYOUT.map(([part], p) => ({ part, drift: drift[p]! })),
    rank1Misses,
    costs: {
      renderSeconds: outcomes.reduce((total, outcome) => total + outcome.renderMs, 0) / 1000,
      audioSeconds,
      featureMsPerMinute: outcomes.reduce((total, outcome) => total + outcome.featureMs, 0) / (audioSeconds / 60),
      ...(mp3Ms.length && {
        catalogMp3MsPerMinute:
          mp3Ms.reduce((total, outcome) => total + outcome.mp3Ms!, 0) /
          (mp3Ms.reduce((total, outcome) => total + outcome.seconds, 0) / 60),
      }),
      wallSeconds: (performance.now() - started) / 1000,
    },
  };
}
