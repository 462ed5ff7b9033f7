import { mkdir, readFile, readdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseHeader, scanMp3 } from '../../../../scripts/audio/mp3-frames.ts';

/** Byte ranges of every audio frame of an MP3 (the Info frame included: callers skip frame 0). */
function frames(bytes: Uint8Array): [number, number][] {
  const stream = scanMp3(bytes);
  if (!('start' in stream)) throw new Error('not an MP3 stream');
  const found: [number, number][] = [];
  for (let at = stream.start; at < stream.end; ) {
    const header = parseHeader(bytes, at)!;
    found.push([at, at + header.length]);
    at += header.length;
  }
  return found;
}

/**
 * A public folder for measuring a large catalog: the repo's public files linked in, plus
 * `count` MP3 files of about `seconds` each, every one a different stretch of the demo
 * tracks, so each has a waveform of its own as a real catalog would (copies of six files
 * would compress to nothing). Returns the files' addresses.
 */
export async function distinctAudio(publicDir: string, into: string, count: number, seconds: number): Promise<string[]> {
  await mkdir(path.join(into, 'audio-scale'), { recursive: true });
  for (const entry of await readdir(publicDir)) {
    await symlink(path.join(publicDir, entry), path.join(into, entry)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'EEXIST') throw error;
    });
  }
  const demoDir = path.join(publicDir, 'audio');
  const sources = await Promise.all(
    (await readdir(demoDir)).filter((file) => file.endsWith('.mp3')).sort().map(async (file) => {
      const bytes = new Uint8Array(await readFile(path.join(demoDir, file)));
      return { bytes, frames: frames(bytes).slice(1) };
    }),
  );
  const addresses: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const source = sources[i % sources.length];
    const header = parseHeader(source.bytes, source.frames[0][0])!;
    const length = Math.min(source.frames.length, Math.round((seconds * header.sampleRate) / header.samples));
    const start = (i * 97) % Math.max(1, source.frames.length - length);
    const picked = source.frames.slice(start, start + length);
    const out = Buffer.concat(picked.map(([from, to]) => source.bytes.subarray(from, to)));
    const name = `audio-scale/track-${i + 1}.mp3`;
    await writeFile(path.join(into, name), out);
    addresses.push(`/${name}`);
  }
  return addresses;
}
