/**
 * The suggestion's leave-one-out score on a catalog with known labels: each track in turn loses
 * its label, and the others, tagged, suggest it back. Top-1 is the share whose first suggested
 * value is its own label (no suggestion is a miss); the attainable, the share whose label some
 * other track carries (a label no other track has cannot be suggested); chance, the share a
 * random other track's label would get right.
 */
import { suggestTags, type SuggestOptions } from '../../src/sections/catalog/sound/suggest-tags.ts';

export interface Labelled {
  id: string;
  label: string;
  sound: readonly number[];
}

export interface SuggestScore {
  neighbours: number;
  threshold: number;
  /** Share of tracks whose first suggestion is their label. */
  top1: number;
  /** Share of tracks given a suggestion at all. */
  coverage: number;
  /** Of the tracks given one, the share whose first is right. */
  precision: number;
  /** Mean confidence of the right first suggestions and of the wrong ones. */
  sureRight: number;
  sureWrong: number;
}

export function attainable(tracks: readonly Labelled[]): number {
  const counts = labelCounts(tracks);
  return tracks.filter((t) => counts.get(t.label)! > 1).length / tracks.length;
}

/** A random other track's label: Σ share × (its others of the label / the others). */
export function chance(tracks: readonly Labelled[]): number {
  const n = tracks.length;
  return [...labelCounts(tracks).values()].reduce((sum, c) => sum + (c / n) * ((c - 1) / (n - 1)), 0);
}

function labelCounts(tracks: readonly Labelled[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of tracks) counts.set(t.label, (counts.get(t.label) ?? 0) + 1);
  return counts;
}

const mean = (values: readonly number[]) => (values.length ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** Leave-one-out over every track with these settings. */
export function leaveOneOut(
  tracks: readonly Labelled[],
  options: Required<Pick<SuggestOptions, 'neighbours' | 'threshold'>>,
): SuggestScore {
  let right = 0;
  let given = 0;
  const sure = { right: [] as number[], wrong: [] as number[] };
  tracks.forEach((left, place) => {
    const catalog = tracks.map((t, i) => ({
      id: t.id,
      sound: t.sound,
      tags: i === place ? {} : { genres: [t.label] },
    }));
    const first = suggestTags(catalog, ['genres'], options).get(left.id)?.genres?.values[0];
    if (!first) return;
    given += 1;
    const hit = first.value === left.label;
    if (hit) right += 1;
    (hit ? sure.right : sure.wrong).push(first.confidence);
  });
  return {
    ...options,
    top1: right / tracks.length,
    coverage: given / tracks.length,
    precision: given ? right / given : 0,
    sureRight: mean(sure.right),
    sureWrong: mean(sure.wrong),
  };
}
