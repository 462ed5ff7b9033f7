/**
 * Float arrays a job hands back when it is done with a master's held PCM, for the next master's
 * blocks in the same thread. Each block held was a new array of a megabyte or so, and V8 counts
 * such memory outside its heap: some 13 MB a bench master made the worker mark its whole heap
 * about once a master (57 full collections for 50 masters, 11 when nothing is held), which cost a
 * preview job more than its key did. At most SPARE_BYTES wait here per thread, beside the hold's
 * budget: a bench master's blocks, a fifth of a three-minute one's.
 */
const SPARE_BYTES = 24 << 20;

const spare = new Map<number, Float32Array[]>();
let spareBytes = 0;

/** An array of `length` floats, one handed back if there is one (its old samples still in it: the caller writes every one). */
export function sparedArray(length: number): Float32Array {
  const kept = spare.get(length)?.pop();
  if (!kept) return new Float32Array(length);
  spareBytes -= kept.byteLength;
  return kept;
}

/** Arrays nothing reads any more, kept for `sparedArray` while there is room; an array that is a view on a larger buffer is left to the collector. */
export function spareArrays(arrays: Iterable<Float32Array>): void {
  for (const array of arrays) {
    if (array.byteOffset !== 0 || array.byteLength !== array.buffer.byteLength) continue;
    if (spareBytes + array.byteLength > SPARE_BYTES) return;
    const list = spare.get(array.length) ?? [];
    list.push(array);
    spare.set(array.length, list);
    spareBytes += array.byteLength;
  }
}
