/** Runs `task` over `items` with at most `size` in flight, keeping each result at its item's index. */
export async function inPool<T, R>(items: readonly T[], size: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let index = next++; index < items.length; index = next++) results[index] = await task(items[index] as T);
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}
