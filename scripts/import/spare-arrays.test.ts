import { describe, expect, it } from 'vitest';
import { ArrayLease } from './spare-arrays.ts';

/** The memory behind an array: given back, an array's moves to a new one, whose first float tells it apart. */
const marked = (array: Float32Array, mark: number) => {
  array[0] = mark;
  return array;
};

describe('spare arrays', () => {
  it('lends an array given back to the next lease of its length, once, then makes new ones', () => {
    const first = new ArrayLease();
    marked(first.take(1000), 0.5);
    first.giveBack();
    const second = new ArrayLease();
    expect(second.take(999)[0]).toBe(0);
    expect(second.take(1000)[0]).toBe(0.5);
    expect(second.take(1000)[0]).toBe(0);
  });

  it('takes back every array a lease lent, whole, from whatever views its holder cut', () => {
    const lease = new ArrayLease();
    const view = marked(lease.take(2000), 0.25).subarray(0, 500);
    marked(lease.take(2000), 0.75);
    lease.giveBack();
    expect(view.length).toBe(0);
    const next = new ArrayLease();
    expect([next.take(2000)[0], next.take(2000)[0], next.take(2000)[0]]).toEqual([0.75, 0.25, 0]);
  });

  it('keeps no more than its room, and makes way for the length given back last', () => {
    // 16 MB of room: four arrays of 4 MB fit, a fifth does not.
    const lease = new ArrayLease();
    for (let i = 1; i <= 5; i++) marked(lease.take(1 << 20), i);
    lease.giveBack();
    const again = new ArrayLease();
    const back = Array.from({ length: 5 }, () => again.take(1 << 20)[0]);
    expect(back.filter((mark) => mark! > 0)).toHaveLength(4);
    again.giveBack();
    const other = new ArrayLease();
    marked(other.take(3 << 20), 9);
    other.giveBack();
    expect(new ArrayLease().take(3 << 20)[0]).toBe(9);
  });

  it('refuses a lease given back twice, which would lend its arrays to two holders at once', () => {
    const lease = new ArrayLease();
    lease.take(4000);
    lease.giveBack();
    expect(() => lease.giveBack()).toThrow(/given back already/);
    const one = new ArrayLease().take(4000);
    const two = new ArrayLease().take(4000);
    expect(one.buffer).not.toBe(two.buffer);
    two.fill(1);
    expect(one.every((v) => v === 0)).toBe(true);
  });

  it('leaves nothing of a given-back array to its holder: the next holder never sees a late write', () => {
    const lease = new ArrayLease();
    const kept = lease.take(3000);
    const view = kept.subarray(0, 100);
    lease.giveBack();
    expect(() => lease.take(3000)).toThrow(/given back/);
    expect(() => kept.fill(7)).toThrow(TypeError);
    expect(() => new Float32Array(3000).set(view)).toThrow(TypeError);
    expect([kept.length, view.length]).toEqual([0, 0]);
    const next = new ArrayLease().take(3000);
    kept[0] = 7;
    expect(next[0]).not.toBe(7);
  });
});
