import { distance } from 'fastest-levenshtein';

/** The candidate a typo most likely meant, or undefined when none is close enough. */
export function closest(input: string, candidates: readonly string[]): string | undefined {
  const needle = input.toLowerCase();
  // Two edits catch a swapped pair of letters (titel, vidoes); short words get one, so
  // 'id' never suggests every other two-letter name.
  const limit = needle.length <= 3 ? 1 : Math.max(2, Math.floor(needle.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  for (const candidate of candidates) {
    const d = distance(needle, candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= limit ? best : undefined;
}
