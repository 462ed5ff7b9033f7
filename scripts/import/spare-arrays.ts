/**
 * Float arrays a job hands back when it is done with a master's held PCM, for the next master's
 * blocks in the same thread. Each block held was a new array of a megabyte or so, and V8 counts
 * such memory outside its heap: some 13 MB a bench master made the worker mark its whole heap
 * about once a master (57 full collections for 50 masters, 11 when nothing is held), which cost a
 * preview job more than its key did. At most SPARE_BYTES wait here per thread, beside the hold's
 * budget: a bench master's blocks and its limiter's, a quarter of a three-minute master's.
 */
const SPARE_BYTES = 16 << 20;

const spare = new Map<number, Float32Array[]>();
let spareBytes = 0;
/** The buffers this module made: only those are taken back, whole, from any view on them. */
const made = new WeakSet<ArrayBufferLike>();

/** An array of `length` floats, one handed back if there is one (its old samples still in it: the caller writes every one). */
export function sparedArray(length: number): Float32Array {
  const kept = spare.get(length)?.pop();
  if (kept) {
    spareBytes -= kept.byteLength;
    return kept;
  }
  const array = new Float32Array(length);
  made.add(array.buffer);
  return array;
}

/**
 * Arrays nothing reads any more, kept whole for `sparedArray` while there is room; an array this
 * module did not make is left to the collector. Where there is no room, arrays of other lengths
 * (another format's blocks) make way: the masters of a folder mostly share one.
 */
export function spareArrays(arrays: Iterable<Float32Array>): void {
  for (const view of arrays) {
    if (!made.has(view.buffer)) continue;
    const array = new Float32Array(view.buffer);
    if (spareBytes + array.byteLength > SPARE_BYTES) {
      for (const [length, list] of spare) {
        if (length === array.length) continue;
        for (const other of list) spareBytes -= other.byteLength;
        spare.delete(length);
      }
    }
    if (spareBytes + array.byteLength > SPARE_BYTES) return;
    const list = spare.get(array.length) ?? [];
    list.push(array);
    spare.set(array.length, list);
    spareBytes += array.byteLength;
  }
}
