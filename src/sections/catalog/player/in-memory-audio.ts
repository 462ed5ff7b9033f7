/**
 * The player's fallback for hosts that ignore byte ranges: the file as a Blob, which is seekable
 * anywhere. Bounded twice, because a page has no say in how big a configured file is and every
 * Blob stays in memory until its URL is revoked: files over MAX_IN_MEMORY_BYTES are not held
 * (they play, seeking as far as the browser allows), and only one file is held page-wide, as
 * only one track plays at a time; holding the next one revokes the last.
 */

/** A 10-minute WAV-quality MP3 at 320 kbit/s is 24 MB; twice that covers any catalog cue. */
export const MAX_IN_MEMORY_BYTES = 48 * 1024 * 1024;

/** The response's body as a Blob, or null once it is (or says it is) over `max` bytes. */
export async function boundedBlob(response: Response, max = MAX_IN_MEMORY_BYTES): Promise<Blob | null> {
  const type = response.headers.get('content-type') ?? '';
  if (Number(response.headers.get('content-length') ?? 0) > max) {
    await response.body?.cancel();
    return null;
  }
  if (!response.body) return new Blob([], { type });
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    total += read.value.byteLength;
    if (total > max) {
      await reader.cancel();
      return null;
    }
    chunks.push(read.value);
  }
  return new Blob(chunks as BlobPart[], { type });
}

let held: { url: string; release: () => void } | null = null;

/**
 * A blob: URL for `blob`, revoking the one held before (its holder hears of it through its
 * `onRelease`, and goes back to the file's own address).
 */
export function holdInMemory(blob: Blob, onRelease: () => void): string {
  held?.release();
  const url = URL.createObjectURL(blob);
  held = {
    url,
    release: () => {
      URL.revokeObjectURL(url);
      if (held?.url === url) held = null;
      onRelease();
    },
  };
  return url;
}

/** Revokes `url` if it is the one held, e.g. when its player leaves the page. */
export function letGo(url: string): void {
  if (held?.url === url) held.release();
}

/** The URL held now, if any. */
export const heldUrl = (): string | null => held?.url ?? null;
