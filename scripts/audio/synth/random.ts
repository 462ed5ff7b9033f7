import type { Rng } from '../../random.ts';

export { mulberry32, type Rng } from '../../random.ts';

/** White noise in -1..1. */
export function noise(rng: Rng): number {
  return rng() * 2 - 1;
}
