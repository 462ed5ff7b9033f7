/**
 * Float arrays a job gives back when it is done with a master's held PCM, for the next master's
 * blocks in the same thread. Each block held was a new array of a megabyte or so, and V8 counts
 * such memory outside its heap: some 13 MB a bench master made the worker mark its whole heap
 * about once a master (57 full collections for 50 masters, 11 when nothing is held), which cost a
 * preview job more than its key did. At most SPARE_BYTES wait here per thread, beside the hold's
 * budget: a bench master's blocks and its limiter's, a quarter of a three-minute master's.
 *
 * A spare array is only ever had through an `ArrayLease`, and goes back only through the lease it
 * was taken on, once: handed back by hand, an array given twice was lent to two holders at once, and
 * one written after it was given back wrote into the next master's samples, both without a sound.
 */
const SPARE_BYTES = 16 << 20;

const spare = new Map<number, Float32Array[]>();
let spareBytes = 0;

/**
 * The arrays one holder takes of the spares: each is the holder's alone until `giveBack`, which
 * returns them all, once. Given back, their memory moves to fresh arrays for the next lease, and
 * every array or view the holder kept reads as empty, and throws where it is copied, filled or cut.
 */
export class ArrayLease {
  #taken: Float32Array[] | null = [];

  /** An array of `length` floats, a spare one where there is one: its old samples are still in it, so write every one before reading. */
  take(length: number): Float32Array {
    if (!this.#taken) throw new Error('this lease was given back: take arrays on a new one');
    const kept = spare.get(length)?.pop();
    if (kept) spareBytes -= kept.byteLength;
    const array = kept ?? new Float32Array(length);
    this.#taken.push(array);
    return array;
  }

  /** Whether the lease still holds its arrays. */
  get open(): boolean {
    return this.#taken !== null;
  }

  /**
   * Every array taken on this lease goes back, kept whole for the next lease while there is room;
   * where there is none, arrays of other lengths (another format's blocks) make way: the masters of
   * a folder mostly share one.
   */
  giveBack(): void {
    const taken = this.#taken;
    if (!taken) throw new Error('this lease was given back already: its arrays may be lent to another holder');
    this.#taken = null;
    let room = true;
    for (const array of taken) {
      const whole = detached(array);
      room &&= keep(whole);
    }
  }
}

/** The array's memory in a new array, the old one left empty: no view the holder kept can reach it. */
function detached(array: Float32Array): Float32Array {
  return new Float32Array(structuredClone(array.buffer, { transfer: [array.buffer] }));
}

/** Keeps `array` for a later lease where there is room (made where it takes other lengths' place); false where there is none. */
function keep(array: Float32Array): boolean {
  if (spareBytes + array.byteLength > SPARE_BYTES) {
    for (const [length, list] of spare) {
      if (length === array.length) continue;
      for (const other of list) spareBytes -= other.byteLength;
      spare.delete(length);
    }
  }
  if (spareBytes + array.byteLength > SPARE_BYTES) return false;
  const list = spare.get(array.length) ?? [];
  list.push(array);
  spare.set(array.length, list);
  spareBytes += array.byteLength;
  return true;
}
