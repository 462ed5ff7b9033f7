/**
 * The `i`-th item of a repeating list (a chord progression, a drum pattern, the demo files a
 * generated catalog reuses): `i` wraps round the list's length. An empty list has no items, and
 * says so rather than handing back undefined.
 */
export function cycleAt<T>(items: readonly T[], i: number): T {
  const item = items[i % items.length];
  if (item === undefined) throw new Error('cycleAt: an empty list has no items');
  return item;
}
