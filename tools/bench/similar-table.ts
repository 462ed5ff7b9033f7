/**
 * bench:similar's figures as it prints them: each beside the target and whether it is
 * met, the tags-only baseline in its own column, then what the figures rest on and where the
 * misses went.
 */
import { PRINT_CANDIDATES } from '../../src/sections/catalog/sound/sound-space.ts';
import type { ScaleCosts } from './similar-costs.ts';
import type { SimilarRun } from './similar-run.ts';

export interface SimilarFigures {
  run: SimilarRun;
  scale: ScaleCosts;
  /** SoundAnalyser alone on one core, ms per minute of audio: as the build decodes it, and at the synthesiser's rate. */
  featuresBuildMs: number;
  featuresSynthMs: number;
}

const percent = (share: number) => `${(share * 100).toFixed(1)} %`;
const met = (ok: boolean) => (ok ? 'yes' : 'NO');

export function similarTable({ run, scale, featuresBuildMs, featuresSynthMs }: SimilarFigures): string {
  const { options, sound, tags, excerpts, costs } = run;
  const rows: string[][] = [
    [
      `(a) ${options.excerptSeconds} s excerpt, ${excerpts.count} queries: source at rank 1`,
      percent(sound.rank1),
      percent(tags.rank1),
      '≥ 95 %',
      met(sound.rank1 >= 0.95),
    ],
    ['(a) source in the top 5', percent(sound.top5), percent(tags.top5), '≥ 99 %', met(sound.top5 >= 0.99)],
    ['(a) median rank of the source', String(sound.medianRank), String(tags.medianRank), '', ''],
    [
      `(b) fresh render, ${options.recipes.length * options.fresh} queries: precision@5 (same recipe)`,
      sound.precision5.toFixed(3),
      tags.precision5.toFixed(3),
      '≥ 0.8, above tags',
      met(sound.precision5 >= 0.8 && sound.precision5 > tags.precision5),
    ],
    ['(b) … by the whole sound alone, without the print', run.wholeSoundPrecision5.toFixed(3), '', '', ''],
    [
      'features, 44.1 kHz stereo as the build decodes, one core',
      `${featuresBuildMs.toFixed(1)} ms/min`,
      '',
      '≤ 10 ms/min',
      met(featuresBuildMs <= 10),
    ],
    ['features, 32 kHz mono as rendered, one core', `${featuresSynthMs.toFixed(1)} ms/min`, '', '', ''],
    [
      `sound file for ${scale.tracks.toLocaleString('en')} tracks, gzipped, per track`,
      `${scale.gzipBytesPerTrack.toFixed(1)} B`,
      '',
      '≤ 256 B',
      met(scale.gzipBytesPerTrack <= 256),
    ],
    [
      `five nearest of ${scale.tracks.toLocaleString('en')} in Node, median`,
      `${scale.rankMs.toFixed(2)} ms`,
      '',
      '',
      '',
    ],
    [
      `a file's order of ${scale.tracks.toLocaleString('en')}, the nearest ${PRINT_CANDIDATES} by print, in Node, median`,
      `${scale.fileRankMs.toFixed(2)} ms`,
      '',
      '',
      '',
    ],
  ];
  const table = [
    `| ${options.tracks} tracks, ${options.recipes.length} recipes | by sound | tags only | target | met |`,
    '|---|---:|---:|---|---|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
  ];
  const catalogMp3 = costs.catalogMp3MsPerMinute;
  const roundTripPerMinute = excerpts.encodeMsPerMinute + excerpts.decodeMsPerMinute;
  const notes = [
    `run: --seed ${options.seed}, ${run.catalog.length} catalog tracks of ${(costs.audioSeconds / 60).toFixed(0)} min of audio in all (with the fresh renders), rendered in ${costs.renderSeconds.toFixed(0)} s of CPU; wall ${costs.wallSeconds.toFixed(0)} s for the catalog and the queries`,
    catalogMp3 === undefined
      ? `catalog: described from the rendered PCM (32 kHz mono), not through MP3: the kit's encoder takes ${excerpts.encodeMsPerMinute.toFixed(0)} ms and the decoder ${excerpts.decodeMsPerMinute.toFixed(0)} ms a minute of audio here, ${((roundTripPerMinute * costs.audioSeconds) / 60 / 1000 / 60).toFixed(0)} CPU-minutes more for this catalog (--mp3-catalog does it)`
      : `catalog: each track through MP3 at 192 kb/s and back before it is described (${catalogMp3.toFixed(0)} ms a minute of audio)`,
    `excerpts: ${excerpts.count} through MP3 at 128 kb/s; decoded ${excerpts.meanSeconds.toFixed(2)} s on average (${excerpts.minSeconds.toFixed(2)}–${excerpts.maxSeconds.toFixed(2)}); level changed ${excerpts.meanLevelChangeDb.toFixed(2)} dB on average for a mean gain of ${excerpts.meanGainDb.toFixed(2)} dB (the encoder clips the loudest)`,
    `(a) misses at rank 1: ${run.rank1Misses.sameRecipe} went to a track of the same recipe, ${run.rank1Misses.otherRecipe} to another recipe`,
    `excerpt against its whole track, mean |Δz| by part: ${run.excerptDrift.map(({ part, drift }) => `${part} ${drift.toFixed(2)}`).join(', ')}`,
    `(b) most often taken for another recipe: ${
      run.confusions
        .slice(0, 8)
        .map(({ from, to, count }) => `${from} → ${to} ${count}`)
        .join(', ') || 'none'
    }`,
    `size at ${scale.tracks.toLocaleString('en')}: the ${run.catalog.length} rendered sounds, the rest drawn around them with each recipe's own spread per number; every print as a 3-minute track's, each character drawn from the rendered ones (an upper bound: nothing repeats for gzip to share)`,
  ];
  return [...table, '', ...notes].join('\n');
}
