import type { Rng } from '../../../scripts/random.ts';

export { mulberry32, type Rng } from '../../../scripts/random.ts';

/** White noise in -1..1. */
export function noise(rng: Rng): number {
  return rng() * 2 - 1;
}
