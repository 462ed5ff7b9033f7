/**
 * Renders the demo catalogue to public/audio/: `<id>.mp3` and `<id>-<suffix>.mp3` per
 * version, a table for the config's authors (tracks.md) and a manifest of the intended
 * lengths that the audio-facts tests check the decoder against.
 *
 *   npm run make:demo-audio
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodeMp3 } from '../../scripts/audio/preview/mp3-encode.ts';
import { SAMPLE_RATE, peakOf } from './synth/dsp.ts';
import { tracksMarkdown, type ManifestEntry } from './tracks-md.ts';
import { DEMO_TRACKS, type Variant } from './tracks.ts';

/** 48 kb/s mono CBR at 32 kHz: ten files, about seven minutes of music, well under the 3 MB budget. */
export const KBPS = 48;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const outDir = join(root, 'public/audio');

function render(id: string, variant: Variant, file: string, version: string): ManifestEntry {
  const track = DEMO_TRACKS.find((t) => t.id === id);
  if (!track) throw new Error(`No track ${id}`);
  const pcm = track.render(variant);
  const peak = peakOf(pcm);
  if (peak > 0.99) throw new Error(`${file} would clip (peak ${peak.toFixed(3)})`);
  const mp3 = encodeMp3(pcm, SAMPLE_RATE, KBPS);
  writeFileSync(join(outDir, file), mp3);
  return {
    file,
    track: id,
    version,
    samples: pcm.length,
    sampleRate: SAMPLE_RATE,
    seconds: pcm.length / SAMPLE_RATE,
    bytes: mp3.length,
  };
}

function main(): void {
  mkdirSync(outDir, { recursive: true });
  const manifest: ManifestEntry[] = [];
  for (const t of DEMO_TRACKS) {
    manifest.push(render(t.id, { vocal: true, cut: false }, `${t.id}.mp3`, 'Main'));
    for (const v of t.versions) manifest.push(render(t.id, v.variant, `${t.id}-${v.suffix}.mp3`, v.label));
  }
  const total = manifest.reduce((n, m) => n + m.bytes, 0);
  writeFileSync(
    join(outDir, 'tracks.md'),
    tracksMarkdown(DEMO_TRACKS, manifest, { sampleRate: SAMPLE_RATE, kbps: KBPS }),
  );
  writeFileSync(join(root, 'scripts/audio/facts/demo-audio.manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const m of manifest)
    console.log(`${m.file.padEnd(24)} ${m.seconds.toFixed(3).padStart(7)} s ${String(m.bytes).padStart(8)} B`);
  console.log(`${manifest.length} files, ${total} bytes`);
  if (total > 3_000_000) throw new Error(`Demo audio is ${total} bytes, over the 3 MB budget`);
}

main();
