/**
 * A seeded PRNG (mulberry32): tiny, fast and the same on every machine, so generated demo
 * audio comes out byte-identical and a failing generated case can be replayed by its seed.
 */
export type Rng = () => number;

export function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A seed from a text (FNV-1a, 32 bits): draws seeded by a file's own name stay the same whatever
 * else is in its folder or in what order the files are read.
 */
export function seedOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash;
}
