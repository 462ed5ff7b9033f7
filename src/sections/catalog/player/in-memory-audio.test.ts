import { describe, expect, it } from 'vitest';
import { boundedBlob, heldUrl, holdInMemory, letGo } from './in-memory-audio.ts';

const body = (sizes: number[], headers: Record<string, string> = {}) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const size of sizes) controller.enqueue(new Uint8Array(size).fill(7));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'audio/mpeg', ...headers } },
  );

const fetchable = async (url: string) => {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
};

describe('boundedBlob', () => {
  it('reads a file within the bound, its type kept', async () => {
    const blob = await boundedBlob(body([400, 600]), 1000);
    expect(blob?.size).toBe(1000);
    expect(blob?.type).toBe('audio/mpeg');
  });

  it('refuses a file over the bound, whether it says so or only turns out so', async () => {
    expect(await boundedBlob(body([10], { 'content-length': '5000' }), 1000)).toBeNull();
    expect(await boundedBlob(body([600, 600, 600]), 1000)).toBeNull();
  });
});

describe('holdInMemory', () => {
  it('holds one file page-wide: the next revokes the last and tells its holder', async () => {
    const released: string[] = [];
    const first = holdInMemory(new Blob(['one']), () => released.push('first'));
    expect(await fetchable(first)).toBe(true);
    const second = holdInMemory(new Blob(['two']), () => released.push('second'));
    expect(released).toEqual(['first']);
    expect(await fetchable(first)).toBe(false);
    expect(heldUrl()).toBe(second);
    letGo(first);
    expect(heldUrl()).toBe(second);
    letGo(second);
    expect(released).toEqual(['first', 'second']);
    expect(heldUrl()).toBeNull();
    expect(await fetchable(second)).toBe(false);
  });
});
