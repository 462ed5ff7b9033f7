// bench:similar's core on a tiny catalog, in process: two pairs of recipes whose tags are the
// same (the cinematic tense pair and the ambient pair, quick to render), four seeds each, short
// tracks. Sound must tell apart what tags cannot, and an excerpt query must really have been
// through MP3 at its bitrate and a level change. Some 12 s on an idle machine; the timeouts are
// for a loaded one (the recipe run took 62 s at a load of 10 on 2 cores).
import { describe, expect, it } from 'vitest';
import { runTrackJob } from '../sound-bench/track-job.ts';
import { runSimilar } from './similar-run.ts';
import { rankByTags } from './similar-tags.ts';

describe('bench:similar', () => {
  it('ranks fresh renders of a recipe by sound better than by tags alone', { timeout: 180_000 }, async () => {
    const run = await runSimilar(
      {
        tracks: 16,
        queries: 1,
        recipes: [8, 9, 18, 19],
        fresh: 2,
        seed: 7,
        scale: 0.25,
        excerptSeconds: 10,
        mp3Catalog: false,
      },
      runTrackJob,
      1,
      () => {},
    );
    expect(run.catalog).toHaveLength(16);
    expect(new Set(run.catalog.map((track) => track.seed)).size).toBe(16);
    // As a visitor's file is ordered (the print too), and by the whole sound, as "more like this" ranks.
    expect(run.sound.precision5).toBeGreaterThan(run.tags.precision5);
    expect(run.wholeSoundPrecision5).toBeGreaterThan(run.tags.precision5);
    expect(run.excerpts.count).toBe(1);
  });

  it('cuts an excerpt, changes its level and takes it through MP3 at 128 kb/s', { timeout: 90_000 }, async () => {
    const outcome = await runTrackJob({
      recipe: 0,
      seed: 3,
      scale: 0.45,
      mp3: false,
      excerpt: { at: 0.5, gainDb: -6, seconds: 30 },
    });
    const excerpt = outcome.excerpt!;
    expect(outcome.seconds).toBeGreaterThan(30);
    expect(excerpt.decodedSeconds).toBeCloseTo(30, 1);
    expect(excerpt.mp3Bytes / ((128_000 / 8) * 30)).toBeCloseTo(1, 1);
    expect(excerpt.decodedDb - excerpt.sourceDb).toBeCloseTo(-6, 0);
    expect(excerpt.sound).toHaveLength(outcome.sound.length);
    expect(excerpt.sound).not.toEqual(outcome.sound);
  });

  it('ranks by tags: the genre first, then shared moods, then the nearer tempo, then catalog order', () => {
    const catalog = [
      { genre: 'Pop', moods: ['Warm', 'Calm'], bpm: 100 },
      { genre: 'Rock', moods: ['Warm', 'Calm'], bpm: 120 },
      { genre: 'Rock', moods: ['Dark', 'Calm'], bpm: 120 },
      { genre: 'Rock', moods: ['Warm', 'Calm'], bpm: 100 },
      { genre: 'Rock', moods: ['Warm', 'Calm'], bpm: 120 },
    ];
    expect(rankByTags(catalog, { genre: 'Rock', moods: ['Calm', 'Warm'], bpm: 118 })).toEqual([1, 4, 3, 2, 0]);
  });
});
